//! `scf.if` to `emitc.if`, its results through variables.

use super::results::{lower_regions, replace_by_loads, result_variables};
use crate::emitc::{self, flags};
use crate::scf::IfOp;
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};

pub(super) struct IfLowering(pub(super) TypeConverter);

impl OpConversionPattern for IfLowering {
    type Op = IfOp;
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }
    fn match_and_rewrite(
        &self,
        op: IfOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let Some(variables) = result_variables(rw, &self.0, op.id()) else {
            return rw.notify_match_failure(op.id(), "create variables for results failed");
        };
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
        if !lower_regions(rw, &self.0, &variables, pairs)? {
            return Ok(false);
        }
        replace_by_loads(rw, op.id(), &variables)
    }
}
