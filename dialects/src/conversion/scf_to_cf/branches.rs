//! The ops the lowerings create: branches, and the split of a block at
//! the op being lowered.

use crate::cf::{BranchOp, CondBranchOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, BlockId, IrError, IrResult, OpId, RegionId, Symbol, Value};

/// Creates `cf.br ^dest(operands)` at the insertion point.
pub(super) fn branch(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    dest: BlockId,
    operands: &[Value],
) -> OpId {
    let mut state = BranchOp::state(rw.context(), loc);
    BranchOp::build(rw.context(), &mut state, operands, dest);
    rw.insert(state)
}

/// Creates `cf.cond_br` at the insertion point.
pub(super) fn cond_branch(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    condition: Value,
    (true_dest, true_operands): (BlockId, &[Value]),
    (false_dest, false_operands): (BlockId, &[Value]),
) -> OpId {
    let mut state = CondBranchOp::state(rw.context(), loc);
    CondBranchOp::build(
        rw.context(),
        &mut state,
        condition,
        true_operands,
        false_operands,
        None,
        true_dest,
        false_dest,
    );
    rw.insert(state)
}

/// Splits the block of `op` before it: returns the block and the new one
/// that starts with `op`.
pub(super) fn split_at(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
) -> IrResult<(BlockId, BlockId)> {
    let block = rw
        .parent_block(op)
        .ok_or(IrError::Invalid("an scf op to lower is in no block".into()))?;
    Ok((block, rw.split_block(block, Some(op))))
}

/// The first block of `region`, and the op that ends its last block.
pub(super) fn region_ends(
    rw: &ConversionPatternRewriter<'_>,
    region: RegionId,
) -> IrResult<(BlockId, BlockId, OpId)> {
    let blocks = rw.blocks(region);
    let (Some(&first), Some(&last)) = (blocks.first(), blocks.last()) else {
        return Err(IrError::Invalid("an scf region to lower is empty".into()));
    };
    let terminator = rw.terminator(last).ok_or(IrError::Invalid(
        "an scf block to lower has no terminator".into(),
    ))?;
    Ok((first, last, terminator))
}

/// The region that holds `block`.
pub(super) fn parent_region(
    rw: &ConversionPatternRewriter<'_>,
    block: BlockId,
) -> IrResult<RegionId> {
    rw.block_parent_region(block).ok_or(IrError::Invalid(
        "a block to lower into is in no region".into(),
    ))
}

/// Replaces `terminator` by a branch to `dest` with its operands, at
/// `loc` or, for `None`, at the terminator's location; returns the branch.
pub(super) fn branch_instead(
    rw: &mut ConversionPatternRewriter<'_>,
    terminator: OpId,
    dest: BlockId,
    loc: Option<Attribute>,
) -> IrResult<OpId> {
    let operands = rw.operands(terminator);
    let loc = loc.unwrap_or_else(|| rw.op_loc(terminator));
    rw.set_insertion_point(terminator);
    let new = branch(rw, loc, dest, &operands);
    rw.erase_op(terminator)?;
    Ok(new)
}

/// Gives `latch`, the branch that closes a loop, the discardable
/// attributes of `loop_op` whose values are LLVM dialect attributes (its
/// `llvm.loop_annotation`), as MLIR 22's loop lowerings do.
pub(super) fn carry_loop_attrs(rw: &mut ConversionPatternRewriter<'_>, loop_op: OpId, latch: OpId) {
    let carried: Vec<(Symbol, Attribute)> = (rw.attrs(loop_op).iter())
        .filter(|&&(_, value)| {
            (rw.attr_kind(value).dialect_storage()).is_some_and(|s| s.dialect() == "llvm")
        })
        .copied()
        .collect();
    if carried.is_empty() {
        return;
    }
    let dict = rw.context().dictionary(carried);
    rw.modify_op_in_place(latch, |ctx| ctx.set_attr_dictionary(latch, dict));
}

/// Makes the terminator of `region`'s last block a branch to
/// `continue_block` (see [`branch_instead`]) and moves the region's blocks
/// into `dest` before it; returns the first one.
pub(super) fn inline_before(
    rw: &mut ConversionPatternRewriter<'_>,
    region: RegionId,
    (dest, continue_block): (RegionId, BlockId),
    loc: Option<Attribute>,
) -> IrResult<BlockId> {
    let (first, _, terminator) = region_ends(rw, region)?;
    branch_instead(rw, terminator, continue_block, loc)?;
    rw.inline_region_before(region, dest, Some(continue_block));
    Ok(first)
}
