//! `scf.while`: the before region's blocks, ending in a conditional branch
//! to the after region or past the loop, and the after region's, ending in
//! a branch back; when the after region only forwards its arguments
//! (a do-while), the condition branches back to the before region itself.

use super::branches::{branch, cond_branch, parent_region, region_ends, split_at};
use crate::cf::BranchOp;
use crate::scf::{ConditionOp, WhileOp, YieldOp};
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::op::Op;
use ods_runtime::{BlockId, IrError, IrResult, OpId, Value};

pub(super) struct WhileLowering;

pub(super) struct DoWhileLowering;

impl OpConversionPattern for WhileLowering {
    type Op = WhileOp;
    fn match_and_rewrite(
        &self,
        op: WhileOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let saved = rw.insertion_point();
        let (current, continuation) = split_at(rw, op.id())?;
        let dest = parent_region(rw, current)?;
        let (after, _, yield_op) = region_ends(rw, op.after(rw))?;
        let (before, before_last, condition) = region_ends(rw, op.before(rw))?;
        rw.inline_region_before(op.after(rw), dest, Some(continuation));
        rw.inline_region_before(op.before(rw), dest, Some(after));
        rw.set_insertion_point_to_end(current);
        let loc = op.loc(rw);
        branch(rw, loc, before, operands);

        let args = condition_args(rw, condition)?;
        replace_condition(rw, before_last, condition, (after, &args), continuation)?;
        let results = rw.operands(yield_op);
        let yield_loc = rw.op_loc(yield_op);
        let mut state = BranchOp::state(rw.context(), yield_loc);
        BranchOp::build(rw.context(), &mut state, &results, before);
        rw.replace_op_with_new_op::<BranchOp>(yield_op, state)?;
        rw.replace_op(op.id(), &args)?;
        rw.set_insertion_point_at(saved);
        Ok(true)
    }
}

impl OpConversionPattern for DoWhileLowering {
    type Op = WhileOp;
    fn benefit(&self) -> u16 {
        2
    }
    fn match_and_rewrite(
        &self,
        op: WhileOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(&after) = rw.blocks(op.after(rw)).first() else {
            return rw.notify_match_failure(op.id(), "the 'after' region is empty");
        };
        let ops = rw.block_ops(after);
        let forwards = match ops.as_slice() {
            [only] => {
                YieldOp::cast(rw, *only).is_some() && rw.operands(*only) == rw.block_args(after)
            }
            _ => false,
        };
        if !forwards {
            return rw.notify_match_failure(
                op.id(),
                "do-while simplification applicable only to forwarding 'after' regions",
            );
        }
        let saved = rw.insertion_point();
        let (current, continuation) = split_at(rw, op.id())?;
        let dest = parent_region(rw, current)?;
        let (before, before_last, condition) = region_ends(rw, op.before(rw))?;
        rw.inline_region_before(op.before(rw), dest, Some(continuation));
        rw.set_insertion_point_to_end(current);
        let loc = op.loc(rw);
        branch(rw, loc, before, operands);
        let args = condition_args(rw, condition)?;
        replace_condition(rw, before_last, condition, (before, &args), continuation)?;
        rw.replace_op(op.id(), &args)?;
        rw.set_insertion_point_at(saved);
        Ok(true)
    }
}

/// The values `scf.condition` forwards.
fn condition_args(rw: &ConversionPatternRewriter<'_>, condition: OpId) -> IrResult<Vec<Value>> {
    let condition = ConditionOp::cast(rw, condition).ok_or(IrError::Invalid(
        "the 'before' region does not end in scf.condition".into(),
    ))?;
    Ok(condition.args(rw))
}

/// Replaces `scf.condition` by a branch to `taken` with its arguments if
/// it holds, to `continuation` otherwise.
fn replace_condition(
    rw: &mut ConversionPatternRewriter<'_>,
    block: BlockId,
    condition: OpId,
    (taken, args): (BlockId, &[Value]),
    continuation: BlockId,
) -> IrResult<()> {
    let flag = rw.operand(condition, 0);
    let loc = rw.op_loc(condition);
    rw.set_insertion_point_to_end(block);
    let new = cond_branch(rw, loc, flag, (taken, args), (continuation, &[]));
    rw.replace_op_with(condition, new)
}
