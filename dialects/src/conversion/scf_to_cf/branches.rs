//! The ops the lowerings create: branches, and the split of a block at
//! the op being lowered.

use crate::cf::{BranchOp, CondBranchOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, BlockId, IrError, IrResult, OpId, Value};

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
    region: ods_runtime::RegionId,
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
) -> IrResult<ods_runtime::RegionId> {
    rw.block_parent_region(block).ok_or(IrError::Invalid(
        "a block to lower into is in no region".into(),
    ))
}
