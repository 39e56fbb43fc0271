// `convert-scf-to-emitc`, declared in MLIR's mlir/Conversion/Passes.td
// (read where LLVM installs it), implemented in
// src/conversion/scf_to_emitc/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-scf-to-emitc"]>;

def : RustFor<"SCFToEmitC.dependentDialects.emitc::EmitCDialect",
              [{ crate::emitc::EmitCDialect }]>;
