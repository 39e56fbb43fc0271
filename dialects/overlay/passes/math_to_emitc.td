// `convert-math-to-emitc`, declared in MLIR's mlir/Conversion/Passes.td
// (read where LLVM installs it), implemented in
// src/conversion/math_to_emitc/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-math-to-emitc"]>;

def : RustFor<"ConvertMathToEmitC.dependentDialects.emitc::EmitCDialect",
              [{ crate::emitc::EmitCDialect }]>;

// The option's C++ enum, read with `cl::values` names, is the Rust one
// that parses and prints those names.
def : RustFor<"ConvertMathToEmitC.languageTarget.type",
              [{ crate::conversion::math_to_emitc::LanguageTarget }]>;
def : RustFor<"ConvertMathToEmitC.languageTarget.default",
              [{ crate::conversion::math_to_emitc::LanguageTarget::C99 }]>;
