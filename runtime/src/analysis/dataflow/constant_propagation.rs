//! Sparse constant propagation (MLIR's `SparseConstantPropagation` and
//! `ConstantValue`): a value is the constant its op folds to given the
//! constants of its operands, simulated without changing the op.

use super::solver::SolverState;
use super::sparse::{join, set_to_entry_state, Lattice, LatticeValue, SparseForwardTransfer};
use crate::diag::Diagnostic;
use crate::registry::FoldResult;
use crate::rewrite::fold::{fold_with_constants, Folded};
use crate::{Attribute, Context, OpId, Value};

/// What is known of a value (MLIR's `ConstantValue`).
#[derive(Clone, Debug, Default)]
pub enum ConstantValue {
    /// Nothing yet.
    #[default]
    Uninitialized,
    /// It is not known to be a constant.
    Unknown,
    /// It is this constant, folded by an op of `dialect`, whose
    /// materializer makes it.
    Constant {
        /// The constant.
        value: Attribute,
        /// The namespace of the dialect that folded it.
        dialect: String,
    },
}

impl ConstantValue {
    /// The constant, if it is one.
    pub fn constant(&self) -> Option<Attribute> {
        match self {
            ConstantValue::Constant { value, .. } => Some(*value),
            _ => None,
        }
    }
}

/// Two values are equal when their constants are: the dialect that
/// folded one does not count.
impl PartialEq for ConstantValue {
    fn eq(&self, other: &ConstantValue) -> bool {
        match (self, other) {
            (ConstantValue::Uninitialized, ConstantValue::Uninitialized)
            | (ConstantValue::Unknown, ConstantValue::Unknown) => true,
            (
                ConstantValue::Constant { value: a, .. },
                ConstantValue::Constant { value: b, .. },
            ) => a == b,
            _ => false,
        }
    }
}

impl LatticeValue for ConstantValue {
    /// Uninitialized is the bottom; two different constants join to
    /// unknown.
    fn join(&self, other: &ConstantValue) -> ConstantValue {
        match (self, other) {
            (ConstantValue::Uninitialized, _) => other.clone(),
            (_, ConstantValue::Uninitialized) => self.clone(),
            _ if self == other => self.clone(),
            _ => ConstantValue::Unknown,
        }
    }
}

/// The transfer function of constant propagation: an op without regions
/// whose operands are known folds out of place to constants or values.
#[derive(Clone, Copy, Debug, Default)]
pub struct SparseConstantPropagation;

impl SparseForwardTransfer for SparseConstantPropagation {
    type Value = ConstantValue;

    fn entry_state(&self, _: &Context, _: Value) -> ConstantValue {
        ConstantValue::Unknown
    }

    fn visit_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        op: OpId,
        operands: &[ConstantValue],
    ) -> Result<(), Diagnostic> {
        let results = ctx.results(op);
        // Folding an op with regions might change it in place.
        if !ctx.regions(op).is_empty() {
            set_to_entry_state(solver, ctx, &results, &ConstantValue::Unknown);
            return Ok(());
        }
        if operands.contains(&ConstantValue::Uninitialized) {
            return Ok(());
        }
        let constants: Vec<_> = operands.iter().map(ConstantValue::constant).collect();
        // The constants need not be the values at run time: a fold in
        // place is undone.
        let original = (
            ctx.operands(op),
            ctx.attr_dictionary(op),
            ctx.properties(op),
        );
        let folded = match fold_with_constants(ctx, op, &constants) {
            Some(Folded::Results(folded)) => folded,
            Some(Folded::InPlace) => {
                let (values, attrs, properties) = original;
                for (i, value) in values.into_iter().enumerate() {
                    if ctx.operand(op, i) != value {
                        ctx.set_operand(op, i, value);
                    }
                }
                ctx.set_attr_dictionary(op, attrs);
                ctx.set_properties(op, properties);
                set_to_entry_state(solver, ctx, &results, &ConstantValue::Unknown);
                return Ok(());
            }
            None => {
                set_to_entry_state(solver, ctx, &results, &ConstantValue::Unknown);
                return Ok(());
            }
        };
        let dialect = ctx
            .registry
            .registered_dialect_of_op(ctx.op_name_str(op))
            .unwrap_or_default()
            .to_string();
        for (result, fold) in results.into_iter().zip(folded) {
            let value = match fold {
                FoldResult::Attr(value) => ConstantValue::Constant {
                    value,
                    dialect: dialect.clone(),
                },
                FoldResult::Value(v) => solver.get::<Lattice<ConstantValue>>(v).value().clone(),
            };
            join(solver, ctx, result, &value);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_join_to_unknown_unless_equal_whatever_their_dialect() {
        let mut ctx = Context::new();
        let i32_type = ctx.i32_type();
        let one = ctx.integer_attr(i32_type, 1);
        let two = ctx.integer_attr(i32_type, 2);
        let constant = |value, dialect: &str| ConstantValue::Constant {
            value,
            dialect: dialect.to_string(),
        };
        let bottom = ConstantValue::Uninitialized;
        assert_eq!(bottom.join(&constant(one, "arith")), constant(one, "arith"));
        assert_eq!(constant(one, "arith").join(&bottom), constant(one, "arith"));
        let joined = constant(one, "arith").join(&constant(one, "index"));
        assert!(matches!(&joined, ConstantValue::Constant { dialect, .. } if dialect == "arith"));
        assert_eq!(
            constant(one, "arith").join(&constant(two, "arith")),
            ConstantValue::Unknown
        );
        assert_eq!(ConstantValue::Unknown.join(&bottom), ConstantValue::Unknown);
    }
}
