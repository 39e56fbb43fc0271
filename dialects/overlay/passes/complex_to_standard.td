// `convert-complex-to-standard`, declared in MLIR's mlir/Conversion/
// Passes.td (read where LLVM installs it), implemented in
// src/conversion/complex_to_standard/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-complex-to-standard"]>;

def : RustFor<"ConvertComplexToStandardPass.dependentDialects.math::MathDialect",
              [{ crate::math::MathDialect }]>;

// The option's C++ enum, read with `cl::values` names, is the Rust one
// that parses and prints those names.
def : RustFor<"ConvertComplexToStandardPass.complexRange.type",
              [{ crate::conversion::complex_to_standard::ComplexRange }]>;
def : RustFor<"ConvertComplexToStandardPass.complexRange.default",
              [{ crate::conversion::complex_to_standard::ComplexRange::Improved }]>;
