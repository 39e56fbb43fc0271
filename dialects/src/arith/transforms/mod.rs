//! The passes of MLIR's arith dialect (`mlir/Dialect/Arith/Transforms`),
//! declared by the installed `Passes.td` (`overlay/passes/arith_transforms.td`
//! keeps the ones implemented here).

mod expand_ops;

include!(concat!(env!("OUT_DIR"), "/arith_transforms.rs"));

pub use expand_ops::{populate_arith_expand_ops_patterns, ArithExpand};

/// Registers the arith passes this crate implements (`arith-expand`).
pub fn register_arith_passes(registry: &mut ods_runtime::pass::PassRegistry) {
    register_arith_expand_ops_pass::<ArithExpand>(registry);
}
