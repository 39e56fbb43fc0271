//! `buffer-deallocation-pipeline` (MLIR's `buildBufferDeallocationPipeline`
//! in `BufferizationPipelines.cpp`): the passes that insert deallocations
//! after One-Shot Bufferize and lower them, with cleanups between.

use super::{
    BufferDeallocationSimplification, BufferDeallocationSimplificationPassPass, LowerDeallocations,
    LowerDeallocationsPassPass, OwnershipBasedBufferDeallocation,
    OwnershipBasedBufferDeallocationPassOptions, OwnershipBasedBufferDeallocationPassPass,
};
use crate::memref::transforms::{ExpandRealloc, ExpandReallocPassOptions, ExpandReallocPassPass};
use ods_runtime::pass::{OpPassManager, PassOptions, PassRegistry};
use ods_runtime::transforms::{Canonicalizer, Cse};

/// The pipeline's argument.
const ARGUMENT: &str = "buffer-deallocation-pipeline";
/// Its description, as MLIR registers it.
const DESCRIPTION: &str = "The default pipeline for automatically inserting deallocation operations after one-shot bufferization. Deallocation operations (except `memref.realloc`) may not be present already.";
/// Its one option's key.
const PRIVATE_DYNAMIC_OWNERSHIP: &str = "private-function-dynamic-ownership";

/// The pipeline's options (MLIR's `BufferDeallocationPipelineOptions`).
fn options() -> PassOptions {
    PassOptions::new().with(
        PRIVATE_DYNAMIC_OWNERSHIP,
        "Allows to add additional results to private functions to return ownership of returned memrefs to callers. This can avoid spurious buffer clones in the callee.",
        false,
    )
}

/// Adds the pipeline's passes to `pm`.
fn build(options: &PassOptions, pm: &mut OpPassManager) -> Result<(), String> {
    let private_func_dynamic_ownership = *options.get::<bool>(PRIVATE_DYNAMIC_OWNERSHIP);
    let expand = ExpandReallocPassOptions {
        emit_deallocs: false,
    };
    let ownership = OwnershipBasedBufferDeallocationPassOptions {
        private_func_dynamic_ownership,
    };
    pm.try_add_pass(Box::new(ExpandReallocPassPass::<ExpandRealloc>::new(
        expand,
    )))?;
    pm.try_add_pass(Box::new(Canonicalizer::new()))?;
    let deallocation =
        OwnershipBasedBufferDeallocationPassPass::<OwnershipBasedBufferDeallocation>::new(
            ownership,
        );
    pm.try_add_pass(Box::new(deallocation))?;
    pm.try_add_pass(Box::new(Canonicalizer::new()))?;
    let simplification =
        BufferDeallocationSimplificationPassPass::<BufferDeallocationSimplification>::default();
    pm.try_add_pass(Box::new(simplification))?;
    pm.try_add_pass(Box::new(
        LowerDeallocationsPassPass::<LowerDeallocations>::default(),
    ))?;
    pm.try_add_pass(Box::new(Cse::default()))?;
    pm.try_add_pass(Box::new(Canonicalizer::new()))
}

/// Registers `buffer-deallocation-pipeline` (MLIR's
/// `registerBufferizationPipelines`).
pub fn register_buffer_deallocation_pipeline(registry: &mut PassRegistry) {
    registry.register_pipeline(ARGUMENT, DESCRIPTION, options, build);
}
