// `convert-func-to-emitc`, declared in MLIR's mlir/Conversion/Passes.td
// (read where LLVM installs it), implemented in
// src/conversion/func_to_emitc/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-func-to-emitc"]>;

def : RustFor<"ConvertFuncToEmitC.dependentDialects.emitc::EmitCDialect",
              [{ crate::emitc::EmitCDialect }]>;
