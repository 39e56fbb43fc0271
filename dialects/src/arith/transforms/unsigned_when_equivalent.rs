//! `arith-unsigned-when-equivalent` (MLIR's
//! `ArithUnsignedWhenEquivalentPass`): the signed divisions, remainders,
//! minima, maxima, sign extensions and comparisons whose operands and
//! results the integer range analysis proves non-negative become their
//! unsigned twins, which behave the same on `[0, signed_max]`.
//!
//! As in MLIR 22, each op is rewritten once, in walk order, with no
//! folding and no dead-code removal; the ops replaced before it have
//! results the analysis knows nothing of.

use super::{
    ArithUnsignedWhenEquivalentPass, ArithUnsignedWhenEquivalentPassOptions,
    ArithUnsignedWhenEquivalentPassStatistics,
};
use crate::arith::{CmpIOp, CmpIPredicate, CmpIPredicateAttr};
use ods_runtime::analysis::dataflow::{
    DataFlowSolver, DeadCodeAnalysis, IntegerRangeAnalysis, SparseForwardAnalysis,
};
use ods_runtime::ir::{InsertPoint, WalkOrder};
use ods_runtime::ods::op::{set_prop, Op};
use ods_runtime::pass::PassFailure;
use ods_runtime::verify::with_current_op;
use ods_runtime::{Context, OpId, OperationState, Value};

/// The implementation of `arith-unsigned-when-equivalent`.
#[derive(Debug, Default)]
pub struct ArithUnsignedWhenEquivalent;

impl ArithUnsignedWhenEquivalentPass for ArithUnsignedWhenEquivalent {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &ArithUnsignedWhenEquivalentPassOptions,
        _: &mut ArithUnsignedWhenEquivalentPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut solver = DataFlowSolver::new();
        solver.load(DeadCodeAnalysis::new());
        solver.load(SparseForwardAnalysis::new(IntegerRangeAnalysis));
        solver
            .initialize_and_run(ctx, op)
            .map_err(|d| with_current_op(ctx, op, d))?;
        let mut ops = Vec::new();
        ctx.walk(op, WalkOrder::PostOrder, &mut |o| ops.push(o));
        for candidate in ops {
            convert(&solver, ctx, candidate);
        }
        Ok(())
    }
}

/// The unsigned op a signed one becomes.
fn unsigned_twin(name: &str) -> Option<&'static str> {
    Some(match name {
        "arith.divsi" | "arith.floordivsi" => "arith.divui",
        "arith.ceildivsi" => "arith.ceildivui",
        "arith.remsi" => "arith.remui",
        "arith.minsi" => "arith.minui",
        "arith.maxsi" => "arith.maxui",
        "arith.extsi" => "arith.extui",
        _ => return None,
    })
}

/// The unsigned comparison a signed ordering becomes.
fn unsigned_predicate(pred: CmpIPredicate) -> Option<CmpIPredicate> {
    Some(match pred {
        CmpIPredicate::Sle => CmpIPredicate::Ule,
        CmpIPredicate::Slt => CmpIPredicate::Ult,
        CmpIPredicate::Sge => CmpIPredicate::Uge,
        CmpIPredicate::Sgt => CmpIPredicate::Ugt,
        _ => return None,
    })
}

/// Whether the analysis bounds `value` below by 0, read as signed (MLIR's
/// `staticallyNonNegative`).
fn non_negative(solver: &DataFlowSolver, value: Value) -> bool {
    IntegerRangeAnalysis::range_of(solver, value).is_some_and(|r| r.smin() >= 0)
}

/// Rewrites `op` to its unsigned twin when its values allow it.
fn convert(solver: &DataFlowSolver, ctx: &mut Context, op: OpId) {
    let operands_non_negative = ctx
        .operands(op)
        .into_iter()
        .all(|v| non_negative(solver, v));
    if let Some(cmp) = CmpIOp::cast(ctx, op) {
        if let Some(pred) = unsigned_predicate(cmp.predicate(ctx)) {
            if operands_non_negative {
                let new = replace(ctx, op, CmpIOp::NAME);
                let attr = CmpIPredicateAttr::get(ctx, pred).into();
                set_prop(ctx, new, "predicate", Some(attr));
            }
        }
        return;
    }
    let Some(twin) = unsigned_twin(ctx.op_name_str(op)) else {
        return;
    };
    if operands_non_negative && ctx.results(op).into_iter().all(|v| non_negative(solver, v)) {
        replace(ctx, op, twin);
    }
}

/// Replaces `op` by an op named `name` with its operands, result types,
/// properties and attributes (MLIR's `replaceOpWithNewOp`): new values,
/// which the analysis has no state for.
fn replace(ctx: &mut Context, op: OpId, name: &str) -> OpId {
    let loc = ctx.op_loc(op);
    let mut state = OperationState::new(ctx, name, loc);
    state.operands = ctx.operands(op);
    state.result_types = ctx
        .results(op)
        .into_iter()
        .map(|v| ctx.value_type(v))
        .collect();
    state.properties = ctx.properties(op);
    let new = ctx.create_op(state);
    let attrs = ctx.attr_dictionary(op);
    ctx.set_attr_dictionary(new, attrs);
    ctx.insert_op(InsertPoint::Before(op), new);
    for (old, replacement) in ctx.results(op).into_iter().zip(ctx.results(new)) {
        ctx.replace_all_uses_with(old, replacement);
    }
    ctx.erase_op(op).expect("the replaced op has no uses left");
    new
}
