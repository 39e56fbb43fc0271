//! The passes of MLIR's emitc dialect (`mlir/Dialect/EmitC/Transforms`),
//! declared by the installed `Passes.td` (`overlay/passes/emitc_transforms.td`
//! keeps the ones implemented here).

mod form_expressions;

include!(concat!(env!("OUT_DIR"), "/emitc_transforms.rs"));

pub use form_expressions::{create_expression, populate_expression_patterns, FormExpressions};

/// Registers the emitc passes this crate implements (`form-expressions`).
pub fn register_emitc_passes(registry: &mut ods_runtime::pass::PassRegistry) {
    register_form_expressions_pass::<FormExpressions>(registry);
}
