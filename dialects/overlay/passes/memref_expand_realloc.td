// `expand-realloc`, declared in MLIR's mlir/Dialect/MemRef/Transforms/
// Passes.td (read where LLVM installs it), implemented in
// src/memref/transforms/expand_realloc.rs. It builds `scf.if`: it exists
// with the `scf` feature (and `affine`, which memref's passes need).

include "mlir/Dialect/MemRef/Transforms/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["expand-realloc"]>;

def : RustFor<"ExpandReallocPass.dependentDialects.arith::ArithDialect",
              [{ crate::arith::ArithDialect }]>;
def : RustFor<"ExpandReallocPass.dependentDialects.scf::SCFDialect",
              [{ crate::scf::SCFDialect }]>;
def : RustFor<"ExpandReallocPass.dependentDialects.memref::MemRefDialect",
              [{ crate::memref::MemRefDialect }]>;
