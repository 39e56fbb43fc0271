//! The fold and canonicalization of `affine.if` (MLIR's
//! `AffineIfOp::fold`, `SimplifyDeadElse` and `AlwaysTrueOrFalseIf`): the
//! condition composed and canonicalized with its operands, an else block
//! of only its terminator dropped, and a condition always true or always
//! false replaced by the block it picks.

use super::simplify::simplify_set_and_operands;
use crate::affine::AffineIfOp;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{AffineExpr, AttrKind, Context, IrResult, OpId};

/// `affine.if`: its condition and operands simplified in place.
pub(super) fn fold_if(ctx: &mut Context, op: AffineIfOp) -> Option<Vec<FoldResult>> {
    let id = op.id();
    let (set, operands) = (op.condition(ctx), ctx.operands(id));
    let (new_set, new_operands) = simplify_set_and_operands(ctx, set, &operands)?;
    for i in (0..operands.len()).rev() {
        ctx.erase_operand(id, i);
    }
    for v in new_operands {
        ctx.append_operand(id, v);
    }
    op.set_condition_attr(ctx, new_set);
    Some(ctx.results(id).into_iter().map(FoldResult::Value).collect())
}

/// `SimplifyDeadElse`: the else block of an `affine.if` without results
/// that holds only its terminator goes.
pub(super) fn simplify_dead_else(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(if_op) = AffineIfOp::cast(rw, op) else {
        return Ok(false);
    };
    let blocks = rw.blocks(if_op.else_region(rw));
    let Some(&block) = blocks.first() else {
        return Ok(false);
    };
    if rw.block_ops(block).len() != 1 || rw.num_results(op) != 0 {
        return Ok(false);
    }
    rw.modify_op_in_place(op, |_| ());
    rw.erase_block(block)?;
    Ok(true)
}

/// Whether the condition is the canonical empty set `(1 == 0)` (`Some(false)`)
/// or the single `0 == 0` (`Some(true)`).
fn trivial_condition(rw: &PatternRewriter<'_>, if_op: AffineIfOp) -> Option<bool> {
    let AttrKind::IntegerSet { constraints, .. } = rw.attr_kind(if_op.condition(rw)) else {
        return None;
    };
    match constraints.as_ref() {
        [(AffineExpr::Constant(1), true)] => Some(false),
        [(AffineExpr::Constant(0), true)] => Some(true),
        _ => None,
    }
}

/// `AlwaysTrueOrFalseIf`: an `affine.if` whose condition always holds (or
/// never does) is replaced by its then (else) block; one never taken
/// without an else block or results goes.
pub(super) fn always_true_or_false(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(if_op) = AffineIfOp::cast(rw, op) else {
        return Ok(false);
    };
    let Some(holds) = trivial_condition(rw, if_op) else {
        return Ok(false);
    };
    let region = if holds {
        if_op.then_region(rw)
    } else {
        if_op.else_region(rw)
    };
    let Some(&block) = rw.blocks(region).first() else {
        rw.erase_op(op)?;
        return Ok(true);
    };
    let terminator = *rw
        .block_ops(block)
        .last()
        .expect("a verified affine.if block ends with affine.yield");
    let values = rw.operands(terminator);
    rw.inline_block_before(block, op, &[])?;
    rw.replace_op(op, &values)?;
    rw.erase_op(terminator)?;
    Ok(true)
}
