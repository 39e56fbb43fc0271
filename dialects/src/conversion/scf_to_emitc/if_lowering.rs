//! `scf.if` to `emitc.if`, its results through variables.

use super::results::{lower_regions, replace_by_loads, ResultsAsVariables};
use crate::emitc::{self, flags};
use crate::scf::IfOp;
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};

pub(super) struct IfLowering;

impl ResultsAsVariables for IfLowering {
    type Op = IfOp;
    fn lower(
        op: IfOp,
        operands: &[Value],
        variables: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ctx = rw.context();
        let mut state = emitc::IfOp::state(ctx, loc);
        let (no_then, no_else) = (flags::AddThenBlock::No, flags::AddElseBlock::No);
        emitc::IfOp::build_add_then_block_add_else_block(
            ctx,
            &mut state,
            operands[0],
            no_then,
            no_else,
        );
        let lowered = rw.insert(state);
        let (regions, lowered_regions) =
            (rw.regions(op.id()).to_vec(), rw.regions(lowered).to_vec());
        let has_else = !rw.blocks(regions[1]).is_empty();
        let pairs = regions
            .into_iter()
            .zip(lowered_regions)
            .take(if has_else { 2 } else { 1 });
        if !lower_regions(rw, converter, variables, pairs)? {
            return Ok(false);
        }
        replace_by_loads(rw, op.id(), variables)
    }
}
