//! `scf.while`: the before region's blocks, ending in a conditional branch
//! to the after region or past the loop, and the after region's, ending in
//! a branch back; when the after region only forwards its arguments
//! (a do-while), the condition branches back to the before region itself.

use super::branches::{
    branch, branch_instead, carry_loop_attrs, cond_branch, parent_region, region_ends, split_at,
};
use crate::scf::{ConditionOp, WhileOp, YieldOp};
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrError, IrResult, Value};

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
        lower(rw, op, operands, false)
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
        let forwards = match rw.block_ops(after).as_slice() {
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
        lower(rw, op, operands, true)
    }
}

/// Lowers `op`: the before region's blocks, entered with `operands`, end
/// in a branch to the after region's blocks (which branch back) or, for a
/// do-while, back to themselves; otherwise past the loop.
fn lower(
    rw: &mut ConversionPatternRewriter<'_>,
    op: WhileOp,
    operands: &[Value],
    do_while: bool,
) -> IrResult<bool> {
    let saved = rw.insertion_point();
    let (current, continuation) = split_at(rw, op.id())?;
    let dest = parent_region(rw, current)?;
    let (before, before_last, condition) = region_ends(rw, op.before(rw))?;
    let taken = if do_while {
        rw.inline_region_before(op.before(rw), dest, Some(continuation));
        before
    } else {
        let (after, _, yield_op) = region_ends(rw, op.after(rw))?;
        rw.inline_region_before(op.after(rw), dest, Some(continuation));
        rw.inline_region_before(op.before(rw), dest, Some(after));
        let latch = branch_instead(rw, yield_op, before, None)?;
        carry_loop_attrs(rw, op.id(), latch);
        after
    };
    rw.set_insertion_point_to_end(current);
    let loc = op.loc(rw);
    branch(rw, loc, before, operands);
    let args = ConditionOp::cast(rw, condition)
        .ok_or(IrError::Invalid(
            "the 'before' region does not end in scf.condition".into(),
        ))?
        .args(rw);
    // scf.condition becomes a branch to `taken` with its arguments if it
    // holds, past the loop otherwise.
    let flag = rw.operand(condition, 0);
    let condition_loc = rw.op_loc(condition);
    rw.set_insertion_point_to_end(before_last);
    let new = cond_branch(rw, condition_loc, flag, (taken, &args), (continuation, &[]));
    if do_while {
        carry_loop_attrs(rw, op.id(), new);
    }
    rw.replace_op_with(condition, new)?;
    rw.replace_op(op.id(), &args)?;
    rw.set_insertion_point_at(saved);
    Ok(true)
}
