// `convert-arith-to-emitc`, declared in MLIR's mlir/Conversion/Passes.td
// (read where LLVM installs it), implemented in
// src/conversion/arith_to_emitc/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-arith-to-emitc"]>;

def : RustFor<"ConvertArithToEmitC.dependentDialects.emitc::EmitCDialect",
              [{ crate::emitc::EmitCDialect }]>;
