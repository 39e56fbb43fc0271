//! Integer range analysis (MLIR's `IntegerRangeAnalysis`): the bounds of
//! every integer value, from the ranges the ops implementing
//! [`InferIntRange`] infer for their results, joined along the control
//! flow the dead-code analysis finds live.

use super::constant_propagation::ConstantValue;
use super::solver::SolverState;
use super::sparse::{join, set_all_to_entry_states, Lattice, LatticeValue, SparseForwardTransfer};
use crate::diag::Diagnostic;
use crate::interfaces::int_range::{ConstantIntRanges, InferIntRange, IntegerValueRange};
use crate::ods::pred::element_type_or_self;
use crate::registry::Traits;
use crate::rewrite::effects::op_trait;
use crate::{Context, OpId, Value};

/// The transfer function of the integer range analysis: run with
/// `SparseForwardAnalysis::new(IntegerRangeAnalysis)` after the
/// [`DeadCodeAnalysis`](super::DeadCodeAnalysis); the solver then holds a
/// `Lattice<IntegerValueRange>` for each value.
#[derive(Clone, Copy, Debug, Default)]
pub struct IntegerRangeAnalysis;

impl IntegerRangeAnalysis {
    /// The range the analysis found for `value`, once it ran in `solver`
    /// (`None` when nothing is known).
    pub fn range_of(solver: &super::DataFlowSolver, value: Value) -> Option<ConstantIntRanges> {
        solver
            .lookup::<Lattice<IntegerValueRange>>(value)
            .and_then(|l| l.value().known().copied())
    }
}

impl LatticeValue for IntegerValueRange {
    /// The union of the ranges; uninitialized is the bottom.
    fn join(&self, other: &Self) -> Self {
        match (self, other) {
            (IntegerValueRange::Known(a), IntegerValueRange::Known(b)) => {
                IntegerValueRange::Known(a.range_union(b))
            }
            (IntegerValueRange::Uninitialized, _) => *other,
            (_, IntegerValueRange::Uninitialized) => *self,
        }
    }

    /// A range of one value makes `value` that constant for the analyses
    /// reading constants (the dead-code analysis deciding branches), as
    /// folded by the dialect of the op defining it; any other range makes
    /// it unknown (MLIR's `IntegerValueRangeLattice::onUpdate`).
    fn on_update(&self, solver: &mut SolverState, ctx: &mut Context, value: Value) {
        let IntegerValueRange::Known(range) = self else {
            return;
        };
        let constant = match range.constant_value() {
            None => ConstantValue::Unknown,
            Some(constant) => {
                let owner = ctx.defining_op(value).or_else(|| {
                    let region = ctx.block_parent_region(ctx.value_block(value)?)?;
                    ctx.region_parent_op(region)
                });
                let dialect = owner
                    .and_then(|op| ctx.registry.registered_dialect_of_op(ctx.op_name_str(op)))
                    .unwrap_or_default()
                    .to_string();
                let ty = element_type_or_self(ctx, ctx.value_type(value));
                let value = ctx.integer_attr(ty, constant);
                ConstantValue::Constant { value, dialect }
            }
        };
        join(solver, ctx, value, &constant);
    }
}

impl SparseForwardTransfer for IntegerRangeAnalysis {
    type Value = IntegerValueRange;

    fn entry_state(&self, ctx: &Context, value: Value) -> IntegerValueRange {
        IntegerValueRange::max_range(ctx, value)
    }

    fn visit_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        op: OpId,
        operands: &[IntegerValueRange],
    ) -> Result<(), Diagnostic> {
        let Some(inferrable) = InferIntRange::try_from(ctx, op) else {
            let results = ctx.results(op);
            set_all_to_entry_states(self, solver, ctx, &results);
            return Ok(());
        };
        for (value, range) in inferrable.infer_result_ranges(ctx, operands) {
            if ctx.defining_op(value) != Some(op) {
                continue;
            }
            join_result(solver, ctx, value, &range);
        }
        Ok(())
    }

    /// The arguments an op with the interface defines get the ranges it
    /// infers from its operands' (the induction variable of a loop);
    /// others are not known.
    fn visit_non_control_flow_arguments(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        op: OpId,
        values: &[Value],
    ) {
        let Some(inferrable) = InferIntRange::try_from(ctx, op) else {
            return set_all_to_entry_states(self, solver, ctx, values);
        };
        let mut operands = Vec::with_capacity(ctx.num_operands(op));
        for operand in ctx.operands(op) {
            let range = match values.first().and_then(|&v| ctx.value_block(v)) {
                Some(block) => solver.get_for::<Lattice<IntegerValueRange>>(
                    super::ProgramPoint::BlockStart(block),
                    operand,
                ),
                None => solver.get::<Lattice<IntegerValueRange>>(operand),
            };
            operands.push(*range.value());
        }
        for (value, range) in inferrable.infer_result_ranges(ctx, &operands) {
            if values.contains(&value) {
                join(solver, ctx, value, &range);
            }
        }
    }
}

/// Joins `range` into the lattice of the result `value`; a result a
/// terminator yields that keeps changing is given every value, since the
/// analysis does not count trips around a loop.
fn join_result(
    solver: &mut SolverState,
    ctx: &mut Context,
    value: Value,
    range: &IntegerValueRange,
) {
    let old = *solver.get::<Lattice<IntegerValueRange>>(value).value();
    join(solver, ctx, value, range);
    let new = *solver.get::<Lattice<IntegerValueRange>>(value).value();
    let yielded = ctx
        .use_iter(value)
        .any(|u| op_trait(ctx, u.op, Traits::TERMINATOR) == Some(true));
    if yielded && old != IntegerValueRange::Uninitialized && new != old {
        join(
            solver,
            ctx,
            value,
            &IntegerValueRange::max_range(ctx, value),
        );
    }
}
