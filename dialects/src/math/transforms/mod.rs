//! The passes of MLIR's math dialect (`mlir/Dialect/Math/Transforms`),
//! declared by the installed `Passes.td` (`overlay/passes/math_transforms.td`
//! keeps the ones implemented here).

mod bits;
mod expand_ops;
mod expander;
mod hyperbolic;
mod powers;
mod rounding;

include!(concat!(env!("OUT_DIR"), "/math_transforms.rs"));

pub use expand_ops::{populate_math_expansion_patterns, MathExpandOps};

/// Registers the math passes this crate implements (`math-expand-ops`).
pub fn register_math_passes(registry: &mut ods_runtime::pass::PassRegistry) {
    register_math_expand_ops_pass::<MathExpandOps>(registry);
}
