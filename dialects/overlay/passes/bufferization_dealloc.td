// The deallocation passes of MLIR's bufferization dialect
// (mlir/Dialect/Bufferization/Transforms/Passes.td, read where LLVM
// installs it) that this crate implements, in
// src/bufferization/transforms/dealloc/. The lowering builds `func.func`
// helpers and `scf.if`s: they exist with the `func` and `scf` features.

include "mlir/Dialect/Bufferization/Transforms/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["ownership-based-buffer-deallocation",
                      "buffer-deallocation-simplification",
                      "bufferization-lower-deallocations"]>;

def : RustFor<"OwnershipBasedBufferDeallocationPass.dependentDialects.mlir::bufferization::BufferizationDialect",
              [{ crate::bufferization::BufferizationDialect }]>;
def : RustFor<"OwnershipBasedBufferDeallocationPass.dependentDialects.mlir::arith::ArithDialect",
              [{ crate::arith::ArithDialect }]>;
def : RustFor<"OwnershipBasedBufferDeallocationPass.dependentDialects.mlir::memref::MemRefDialect",
              [{ crate::memref::MemRefDialect }]>;
def : RustFor<"OwnershipBasedBufferDeallocationPass.dependentDialects.mlir::scf::SCFDialect",
              [{ crate::scf::SCFDialect }]>;

def : RustFor<"BufferDeallocationSimplificationPass.dependentDialects.mlir::bufferization::BufferizationDialect",
              [{ crate::bufferization::BufferizationDialect }]>;
def : RustFor<"BufferDeallocationSimplificationPass.dependentDialects.mlir::arith::ArithDialect",
              [{ crate::arith::ArithDialect }]>;
def : RustFor<"BufferDeallocationSimplificationPass.dependentDialects.mlir::memref::MemRefDialect",
              [{ crate::memref::MemRefDialect }]>;

def : RustFor<"LowerDeallocationsPass.dependentDialects.arith::ArithDialect",
              [{ crate::arith::ArithDialect }]>;
def : RustFor<"LowerDeallocationsPass.dependentDialects.memref::MemRefDialect",
              [{ crate::memref::MemRefDialect }]>;
def : RustFor<"LowerDeallocationsPass.dependentDialects.scf::SCFDialect",
              [{ crate::scf::SCFDialect }]>;
def : RustFor<"LowerDeallocationsPass.dependentDialects.func::FuncDialect",
              [{ crate::func::FuncDialect }]>;
