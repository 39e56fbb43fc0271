// The passes of MLIR's affine dialect (mlir/Dialect/Affine/Transforms/
// Passes.td, read where LLVM installs it) that this crate implements, in
// src/affine/transforms/.

include "mlir/Dialect/Affine/Transforms/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["affine-loop-normalize", "affine-scalrep"]>;
