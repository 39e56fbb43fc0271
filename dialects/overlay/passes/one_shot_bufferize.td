// `one-shot-bufferize`, declared by the installed Bufferization
// Transforms/Passes.td and implemented in
// src/bufferization/transforms/one_shot/.

include "mlir/Dialect/Bufferization/Transforms/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["one-shot-bufferize"]>;

def : RustFor<"OneShotBufferizePass.dependentDialects.bufferization::BufferizationDialect",
              [{ crate::bufferization::BufferizationDialect }]>;
def : RustFor<"OneShotBufferizePass.dependentDialects.memref::MemRefDialect",
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
