//! The deallocation passes of MLIR's bufferization dialect, declared by
//! the installed `Passes.td` (`overlay/passes/bufferization_dealloc.td`
//! keeps them): `ownership-based-buffer-deallocation`,
//! `buffer-deallocation-simplification` and
//! `bufferization-lower-deallocations`. The lowering builds `scf.if`s and
//! `func.func` helpers: they exist with the `scf` and `func` features.

mod buffer_origin;
mod liveness;
mod lower;
mod models;
mod ownership_based;
mod pipeline;
mod simplify;
mod state;

include!(concat!(env!("OUT_DIR"), "/bufferization_dealloc.rs"));

pub use lower::{build_deallocation_library_function, LowerDeallocations};
pub use ownership_based::OwnershipBasedBufferDeallocation;
pub use pipeline::register_buffer_deallocation_pipeline;
pub use simplify::BufferDeallocationSimplification;

/// Registers the deallocation passes this crate implements and
/// `buffer-deallocation-pipeline`.
pub fn register_dealloc_passes(registry: &mut ods_runtime::pass::PassRegistry) {
    register_buffer_deallocation_pipeline(registry);
    register_ownership_based_buffer_deallocation_pass::<OwnershipBasedBufferDeallocation>(registry);
    register_lower_deallocations_pass::<LowerDeallocations>(registry);
    register_buffer_deallocation_simplification_pass::<BufferDeallocationSimplification>(registry);
}
