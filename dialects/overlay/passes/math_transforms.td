// The passes of MLIR's math dialect (mlir/Dialect/Math/Transforms/
// Passes.td, read where LLVM installs it) that this crate implements, in
// src/math/transforms/.

include "mlir/Dialect/Math/Transforms/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["math-expand-ops"]>;

def : RustFor<"MathExpandOpsPass.dependentDialects.arith::ArithDialect",
              [{ crate::arith::ArithDialect }]>;
