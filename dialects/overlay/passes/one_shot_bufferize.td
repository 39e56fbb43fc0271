// `one-shot-bufferize` and `drop-equivalent-buffer-results`, declared by
// the installed Bufferization Transforms/Passes.td and implemented in
// src/bufferization/transforms/one_shot/ and drop_equivalent_results.rs.

include "mlir/Dialect/Bufferization/Transforms/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["one-shot-bufferize", "drop-equivalent-buffer-results"]>;

def : RustFor<"OneShotBufferizePass.dependentDialects.bufferization::BufferizationDialect",
              [{ crate::bufferization::BufferizationDialect }]>;
def : RustFor<"OneShotBufferizePass.dependentDialects.memref::MemRefDialect",
              [{ crate::memref::MemRefDialect }]>;
def : RustFor<"DropEquivalentBufferResultsPass.dependentDialects.memref::MemRefDialect",
              [{ crate::memref::MemRefDialect }]>;

// The layouts of buffers whose layout is not inferred.
def : RustFor<"OneShotBufferizePass.functionBoundaryTypeConversion.type",
              [{ crate::bufferization::interface::LayoutMapOption }]>;
def : RustFor<"OneShotBufferizePass.functionBoundaryTypeConversion.default",
              [{ crate::bufferization::interface::LayoutMapOption::InferLayoutMap }]>;
def : RustFor<"OneShotBufferizePass.unknownTypeConversion.type",
              [{ crate::bufferization::interface::LayoutMapOption }]>;
def : RustFor<"OneShotBufferizePass.unknownTypeConversion.default",
              [{ crate::bufferization::interface::LayoutMapOption::FullyDynamicLayoutMap }]>;
