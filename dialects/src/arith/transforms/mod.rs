//! The passes of MLIR's arith dialect (`mlir/Dialect/Arith/Transforms`),
//! declared by the installed `Passes.td` (`overlay/passes/arith_transforms.td`
//! keeps the ones implemented here).

#[cfg(all(feature = "vector", feature = "func"))]
pub mod emulate_wide_int;
mod expand_ops;
mod int_range_narrowing;
mod int_range_optimizations;
mod int_range_solver;
mod narrowing_casts;
mod splat_constant;
mod unsigned_when_equivalent;

include!(concat!(env!("OUT_DIR"), "/arith_transforms.rs"));

pub(crate) use splat_constant::create_scalar_or_splat_constant;

#[cfg(all(feature = "vector", feature = "func"))]
pub use emulate_wide_int::{
    populate_arith_wide_int_emulation_patterns, EmulateWideInt, WideIntEmulationConverter,
};
pub use expand_ops::{
    populate_arith_expand_ops_patterns, populate_ceil_floor_div_expand_ops_patterns, ArithExpand,
};
pub use int_range_narrowing::IntRangeNarrowing;
pub use int_range_optimizations::IntRangeOptimizations;
pub use unsigned_when_equivalent::ArithUnsignedWhenEquivalent;

/// Registers the arith passes this crate implements (`arith-expand`,
/// `arith-unsigned-when-equivalent`, `int-range-optimizations`,
/// `arith-int-range-narrowing`, and with the `vector` and `func`
/// features `arith-emulate-wide-int`).
pub fn register_arith_passes(registry: &mut ods_runtime::pass::PassRegistry) {
    register_arith_expand_ops_pass::<ArithExpand>(registry);
    register_arith_unsigned_when_equivalent_pass::<ArithUnsignedWhenEquivalent>(registry);
    register_arith_int_range_opts::<IntRangeOptimizations>(registry);
    register_arith_int_range_narrowing::<IntRangeNarrowing>(registry);
    #[cfg(all(feature = "vector", feature = "func"))]
    emulate_wide_int::register_arith_emulate_wide_int::<EmulateWideInt>(registry);
}
