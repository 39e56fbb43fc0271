// `lower-affine`, declared in MLIR's mlir/Conversion/Passes.td (read where
// LLVM installs it), implemented in src/conversion/affine_to_std/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["lower-affine"]>;

def : RustFor<"LowerAffinePass.dependentDialects.arith::ArithDialect",
              [{ crate::arith::ArithDialect }]>;
def : RustFor<"LowerAffinePass.dependentDialects.memref::MemRefDialect",
              [{ crate::memref::MemRefDialect }]>;
def : RustFor<"LowerAffinePass.dependentDialects.scf::SCFDialect",
              [{ crate::scf::SCFDialect }]>;
// MLIR lowers `affine.vector_load` and `affine.vector_store` to the vector
// dialect, which this crate does not have: those ops stay.
def : RustFor<"LowerAffinePass.dependentDialects.vector::VectorDialect",
              [{ crate::NotGenerated }]>;
