//! Conversions between MLIR's dialects (MLIR's `mlir/Conversion`), as
//! passes over the conversion framework of `ods_runtime::conversion`.

#[cfg(all(feature = "complex", feature = "math", feature = "arith"))]
pub mod complex_to_standard;
#[cfg(all(feature = "scf", feature = "cf", feature = "arith"))]
pub mod scf_to_cf;

use ods_runtime::pass::PassRegistry;

/// Registers the conversion passes this build has:
/// `convert-scf-to-cf` (with the `scf`, `cf` and `arith` features) and
/// `convert-complex-to-standard` (with `complex`, `math` and `arith`).
pub fn register_conversion_passes(registry: &mut PassRegistry) {
    #[cfg(all(feature = "complex", feature = "math", feature = "arith"))]
    complex_to_standard::register_convert_complex_to_standard_pass::<
        complex_to_standard::ComplexToStandard,
    >(registry);
    #[cfg(all(feature = "scf", feature = "cf", feature = "arith"))]
    scf_to_cf::register_scf_to_control_flow_pass::<scf_to_cf::ScfToControlFlow>(registry);
    let _ = registry;
}
