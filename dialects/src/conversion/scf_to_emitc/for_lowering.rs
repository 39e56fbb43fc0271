//! `scf.for` to `emitc.for`: the loop-carried values are variables, loaded
//! at the start of the body and assigned at its end.

use super::results::{assign, load, lower_yield, replace_by_loads, ResultsAsVariables};
use crate::conditionals::region_with_block;
use crate::emitc;
use crate::scf::ForOp;
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};

pub(super) struct ForLowering;

impl ResultsAsVariables for ForLowering {
    type Op = ForOp;
    fn lower(
        op: ForOp,
        operands: &[Value],
        variables: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (bounds, inits) = operands.split_at(3);
        assign(rw, loc, inits, variables);
        let ctx = rw.context();
        let iv_type = ctx.value_type(bounds[0]);
        let (region, body) = region_with_block(ctx, &[(iv_type, loc)]);
        let mut state = emitc::ForOp::state(ctx, loc);
        state.operands = bounds.to_vec();
        state.regions.push(region);
        rw.insert(state);
        rw.set_insertion_point_to_end(body);
        let iter_values = load(rw, loc, variables);
        rw.set_insertion_point(op.id());
        let scf_region = rw.regions(op.id())[0];
        let Some(scf_body) = rw.convert_region_types(scf_region, converter, None)? else {
            return rw.notify_match_failure(op.id(), "region types conversion failed");
        };
        let mut replacements = vec![rw.block_args(body)[0]];
        replacements.extend(iter_values);
        rw.merge_blocks(scf_body, body, &replacements)?;
        if !lower_yield(rw, converter, variables, body)? {
            return Ok(false);
        }
        replace_by_loads(rw, op.id(), variables)
    }
}
