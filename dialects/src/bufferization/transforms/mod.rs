//! The bufferization passes this crate implements: `one-shot-bufferize`
//! ([`one_shot`]).

pub mod one_shot;

/// Registers the bufferization passes.
pub fn register_bufferization_passes(registry: &mut ods_runtime::pass::PassRegistry) {
    one_shot::register(registry);
}
