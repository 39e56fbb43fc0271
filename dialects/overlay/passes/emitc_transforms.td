// The passes of MLIR's emitc dialect (mlir/Dialect/EmitC/Transforms/
// Passes.td, read where LLVM installs it) that this crate implements, in
// src/emitc/transforms/.

include "mlir/Dialect/EmitC/Transforms/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["form-expressions"]>;

def : RustFor<"FormExpressionsPass.dependentDialects.emitc::EmitCDialect",
              [{ crate::emitc::EmitCDialect }]>;
