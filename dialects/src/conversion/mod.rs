//! Conversions between MLIR's dialects (MLIR's `mlir/Conversion`), as
//! passes over the conversion framework of `ods_runtime::conversion`.

#[cfg(all(feature = "scf", feature = "cf", feature = "arith"))]
pub mod scf_to_cf;

use ods_runtime::pass::PassRegistry;

/// Registers the conversion passes this build has:
/// `convert-scf-to-cf` (with the `scf`, `cf` and `arith` features).
pub fn register_conversion_passes(registry: &mut PassRegistry) {
    #[cfg(all(feature = "scf", feature = "cf", feature = "arith"))]
    registry.register(|| Box::new(scf_to_cf::ScfToControlFlow::default()));
    let _ = registry;
}
