//! `scf.if`: a conditional branch to the then and else blocks, each of
//! which branches to the continuation; with results, through a block
//! whose arguments replace them.

use super::branches::{branch, cond_branch, inline_before, parent_region, split_at};
use crate::scf::IfOp;
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Type, Value};

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
        let targets = (dest, continue_block);
        let then_block = inline_before(rw, op.then_region(rw), targets, Some(loc))?;
        let else_region = op.else_region(rw);
        let else_block = if rw.blocks(else_region).is_empty() {
            continue_block
        } else {
            inline_before(rw, else_region, targets, Some(loc))?
        };
        rw.set_insertion_point_to_end(cond_block);
        cond_branch(rw, loc, operands[0], (then_block, &[]), (else_block, &[]));
        let args = rw.block_args(continue_block);
        rw.replace_op(op.id(), &args)?;
        Ok(true)
    }
}
