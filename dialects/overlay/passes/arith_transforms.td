// The passes of MLIR's arith dialect (mlir/Dialect/Arith/Transforms/
// Passes.td, read where LLVM installs it) that this crate implements, in
// src/arith/transforms/.

include "mlir/Dialect/Arith/Transforms/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["arith-expand", "arith-unsigned-when-equivalent",
                      "int-range-optimizations", "arith-int-range-narrowing"]>;

// MLIR loads `vector` with `arith-expand`, for the vector ops some of its
// patterns may create; this crate has no vector dialect yet, and the
// patterns it implements create none.
def : RustFor<"ArithExpandOpsPass.dependentDialects.vector::VectorDialect",
              [{ crate::NotGenerated }]>;

// The passes on the integer range analysis may create arith ops.
def : RustFor<"ArithIntRangeOpts.dependentDialects.::mlir::arith::ArithDialect",
              [{ crate::arith::ArithDialect }]>;
def : RustFor<"ArithIntRangeNarrowing.dependentDialects.::mlir::arith::ArithDialect",
              [{ crate::arith::ArithDialect }]>;
