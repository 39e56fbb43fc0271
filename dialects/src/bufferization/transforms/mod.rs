//! The passes of MLIR's bufferization dialect
//! (`mlir/Dialect/Bufferization/Transforms`), declared by the installed
//! `Passes.td`: `one-shot-bufferize` ([`one_shot`]),
//! `drop-equivalent-buffer-results` ([`drop_equivalent_results`]), the
//! deallocation passes and `buffer-deallocation-pipeline` ([`dealloc`]).

pub mod dealloc;
pub mod drop_equivalent_results;
pub mod one_shot;

/// Registers the bufferization passes.
pub fn register_bufferization_passes(registry: &mut ods_runtime::pass::PassRegistry) {
    one_shot::register(registry);
    one_shot::register_drop_equivalent_buffer_results_pass::<
        drop_equivalent_results::DropEquivalentBufferResults,
    >(registry);
    dealloc::register_dealloc_passes(registry);
}
