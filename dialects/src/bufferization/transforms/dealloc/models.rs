//! The ops with their own deallocation handling (MLIR's external models
//! of `BufferDeallocationOpInterface` for `cf.cond_br`, `arith.select`,
//! `scf.forall.in_parallel` and `scf.reduce.return`).

use super::buffer_origin::is_memref;
use super::state::{at, bool_value, DeallocationState, Ownership};
use crate::arith::{AndIOp, SelectOp, XOrIOp};
use crate::bufferization::DeallocOp;
use crate::cf::CondBranchOp;
use crate::scf::{InParallelOp, ReduceReturnOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::prelude::mlir::BranchOpInterface;
use ods_runtime::ods::op::Op;
use ods_runtime::{Builder, Context, OpId, Value};
use std::collections::HashMap;

/// `cf.cond_br`: what the block owns is deallocated by two deallocs, each
/// under the branch's condition (or its negation) and retaining what its
/// successor receives; the values both retain are owned as the selected
/// result of the two (MLIR's `CondBranchOpInterface::process`).
pub(crate) fn process_cond_branch(
    state: &mut DeallocationState,
    ctx: &mut Context,
    op: CondBranchOp,
) -> Result<OpId, Diagnostic> {
    let id = op.id();
    let block = ctx.parent_block(id).expect("an op in a block");
    let loc = op.loc(ctx);
    let condition = op.condition(ctx);
    let mut b = Builder::before(ctx, id);
    let (memrefs, conditions) = state.memrefs_and_conditions_to_deallocate(&mut b, loc, block)?;
    let mut mappings: Vec<(Vec<Value>, HashMap<Value, Value>)> = Vec::new();
    for (successor, negate) in [(0, false), (1, true)] {
        let target = b.successors(id)[successor];
        let branch = BranchOpInterface::try_from(b.ctx, id).expect("a branch");
        let mut operands = branch.get_successor_operands(b.ctx, id, successor);
        let forwarded = operands.values(b.ctx, id);
        let retained = state.memrefs_to_retain(b.ctx, block, Some(target), &forwarded);
        let mut adapted = Vec::with_capacity(conditions.len());
        for &cond in &conditions {
            let taken = if negate {
                let true_value = bool_value(&mut b, loc, true);
                at(
                    loc,
                    XOrIOp::create_inferred(&mut b, loc, true_value, condition),
                )?
                .result(&b)
            } else {
                condition
            };
            adapted.push(at(loc, AndIOp::create_inferred(&mut b, loc, cond, taken))?.result(&b));
        }
        let dealloc = at(
            loc,
            DeallocOp::create_inferred(&mut b, loc, &memrefs, &adapted, &retained),
        )?;
        let updated = b.results(dealloc.id());
        state.reset_ownerships(&retained, block);
        let mut mapping = HashMap::new();
        for (&value, &ownership) in retained.iter().zip(&updated) {
            state.update_ownership(b.ctx, value, Ownership::Unique(ownership), Some(block));
            mapping.insert(value, ownership);
        }
        let ownerships: Vec<Value> = forwarded
            .iter()
            .filter(|&&v| is_memref(b.ctx, v))
            .map(|v| mapping[v])
            .collect();
        operands.append(b.ctx, id, &ownerships);
        mappings.push((retained, mapping));
    }
    let (then_retained, then_mapping) = &mappings[0];
    let (else_retained, else_mapping) = &mappings[1];
    let mut common: Vec<Value> = Vec::new();
    for value in else_retained {
        if then_retained.contains(value) && !common.contains(value) {
            common.push(*value);
        }
    }
    for value in common {
        state.reset_ownerships(&[value], block);
        let (t, f) = (then_mapping[&value], else_mapping[&value]);
        let combined = at(loc, SelectOp::create_inferred(&mut b, loc, condition, t, f))?.result(&b);
        state.update_ownership(b.ctx, value, Ownership::Unique(combined), Some(block));
    }
    Ok(id)
}

/// `arith.select` of memrefs owned in its block: its ownership is the
/// selection of theirs, built at `b` (MLIR's
/// `SelectOpInterface::materializeUniqueOwnershipForMemref`); `None`
/// when one of them has no unique ownership.
pub(crate) fn select_ownership(
    state: &DeallocationState,
    b: &mut Builder<'_>,
    select: SelectOp,
) -> Result<Option<Value>, Diagnostic> {
    let block = b.parent_block(select.id()).expect("an op in a block");
    let t = state.ownership(select.true_value(b), block).indicator();
    let f = state.ownership(select.false_value(b), block).indicator();
    let (Some(t), Some(f)) = (t, f) else {
        return Ok(None);
    };
    let loc = select.loc(b);
    let condition = select.condition(b);
    let ownership = at(loc, SelectOp::create_inferred(b, loc, condition, t, f))?.result(b);
    Ok(Some(ownership))
}

/// `scf.forall.in_parallel` (with an empty body) and `scf.reduce.return`
/// (of a non-memref) end their block like a return: what the block owns
/// is deallocated before them (MLIR's `InParallelOpInterface` and
/// `ReduceReturnOpInterface`); `None` for other ops.
pub(crate) fn process_parallel_terminator(
    state: &mut DeallocationState,
    ctx: &mut Context,
    op: OpId,
) -> Option<Result<OpId, Diagnostic>> {
    let refused = if InParallelOp::cast(ctx, op).is_some() {
        let body = ctx
            .regions(op)
            .first()
            .and_then(|&r| ctx.blocks(r).first().copied());
        body.is_some_and(|b| ctx.first_op(b).is_some())
            .then_some("only supported when nested region is empty")
    } else if ReduceReturnOp::cast(ctx, op).is_some() {
        let operand = ctx.operands(op).first().copied();
        operand
            .is_some_and(|v| is_memref(ctx, v))
            .then_some("only supported when operand is not a MemRef")
    } else {
        return None;
    };
    if let Some(message) = refused {
        let error = Diagnostic::error(ctx.op_loc(op), message);
        return Some(Err(ods_runtime::verify::with_current_op(ctx, op, error)));
    }
    Some(
        state
            .insert_dealloc_for_return_like(ctx, op, &[])
            .map(|_| op),
    )
}
