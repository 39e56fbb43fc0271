//! `scf.if`: a conditional branch to the then and else blocks, each of
//! which branches to the continuation; with results, through a block
//! whose arguments replace them.

use super::branches::{branch, cond_branch, parent_region, region_ends, split_at};
use crate::scf::IfOp;
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, BlockId, IrResult, RegionId, Type, Value};

pub(super) struct IfLowering;

impl OpConversionPattern for IfLowering {
    type Op = IfOp;
    fn match_and_rewrite(
        &self,
        op: IfOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (cond_block, remaining) = split_at(rw, op.id())?;
        let dest = parent_region(rw, cond_block)?;
        let result_types = rw.value_types(rw.results(op.id()));
        let continue_block = if result_types.is_empty() {
            remaining
        } else {
            let args: Vec<(Type, Attribute)> = result_types.iter().map(|&t| (t, loc)).collect();
            let block = rw.create_block(dest, Some(remaining), &args);
            branch(rw, loc, remaining, &[]);
            block
        };
        let then_block = inline_branching(rw, op.then_region(rw), dest, continue_block, loc)?;
        let else_region = op.else_region(rw);
        let else_block = if rw.blocks(else_region).is_empty() {
            continue_block
        } else {
            inline_branching(rw, else_region, dest, continue_block, loc)?
        };
        rw.set_insertion_point_to_end(cond_block);
        cond_branch(rw, loc, operands[0], (then_block, &[]), (else_block, &[]));
        let args = rw.block_args(continue_block);
        rw.replace_op(op.id(), &args)?;
        Ok(true)
    }
}

/// Replaces the terminator of `region`'s last block by a branch to
/// `continue_block` with its operands and moves the blocks before
/// `continue_block`; returns the first one.
fn inline_branching(
    rw: &mut ConversionPatternRewriter<'_>,
    region: RegionId,
    dest: RegionId,
    continue_block: BlockId,
    loc: Attribute,
) -> IrResult<BlockId> {
    let (first, last, terminator) = region_ends(rw, region)?;
    let operands = rw.operands(terminator);
    rw.set_insertion_point_to_end(last);
    branch(rw, loc, continue_block, &operands);
    rw.erase_op(terminator)?;
    rw.inline_region_before(region, dest, Some(continue_block));
    Ok(first)
}
