//! The passes of MLIR's arith dialect (`mlir/Dialect/Arith/Transforms`),
//! declared by the installed `Passes.td` (`overlay/passes/arith_transforms.td`
//! keeps the ones implemented here).

mod expand_ops;
mod unsigned_when_equivalent;

include!(concat!(env!("OUT_DIR"), "/arith_transforms.rs"));

pub use expand_ops::{populate_arith_expand_ops_patterns, ArithExpand};
pub use unsigned_when_equivalent::ArithUnsignedWhenEquivalent;

/// Registers the arith passes this crate implements (`arith-expand`,
/// `arith-unsigned-when-equivalent`).
pub fn register_arith_passes(registry: &mut ods_runtime::pass::PassRegistry) {
    register_arith_expand_ops_pass::<ArithExpand>(registry);
    register_arith_unsigned_when_equivalent_pass::<ArithUnsignedWhenEquivalent>(registry);
}
