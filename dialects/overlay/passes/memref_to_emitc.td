// `convert-memref-to-emitc`, declared in MLIR's mlir/Conversion/Passes.td
// (read where LLVM installs it), implemented in
// src/conversion/memref_to_emitc/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-memref-to-emitc"]>;

def : RustFor<"ConvertMemRefToEmitC.dependentDialects.emitc::EmitCDialect",
              [{ crate::emitc::EmitCDialect }]>;
