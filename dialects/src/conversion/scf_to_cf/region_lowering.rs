//! `scf.execute_region` and `scf.index_switch`: their regions' blocks are
//! moved before the continuation, whose arguments replace the op's
//! results, each `scf.yield` becoming a branch to it.

use super::branches::{
    branch, branch_instead, inline_before, parent_region, region_ends, split_at,
};
use crate::arith::IndexCastOp;
use crate::cf::SwitchOp;
use crate::scf::{ExecuteRegionOp, IndexSwitchOp, YieldOp};
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::convert::integer;
use ods_runtime::ods::op::Op;
use ods_runtime::{BlockId, IrResult, OpId, Signedness, Value};

pub(super) struct ExecuteRegionLowering;

pub(super) struct IndexSwitchLowering;

/// Gives `block` an argument per result of `op`, at its location.
fn result_args(rw: &mut ConversionPatternRewriter<'_>, op: OpId, block: BlockId) -> Vec<Value> {
    let loc = rw.op_loc(op);
    let types = rw.value_types(rw.results(op));
    types
        .into_iter()
        .map(|t| rw.add_block_argument(block, t, loc))
        .collect()
}

impl OpConversionPattern for ExecuteRegionLowering {
    type Op = ExecuteRegionOp;
    fn match_and_rewrite(
        &self,
        op: ExecuteRegionOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (cond_block, remaining) = split_at(rw, op.id())?;
        let region = op.region(rw);
        let (entry, _, _) = region_ends(rw, region)?;
        rw.set_insertion_point_to_end(cond_block);
        branch(rw, loc, entry, &[]);
        for block in rw.blocks(region).to_vec() {
            let terminator = rw.terminator(block);
            if let Some(t) = terminator.filter(|&t| YieldOp::cast(rw, t).is_some()) {
                branch_instead(rw, t, remaining, Some(loc))?;
            }
        }
        let dest = parent_region(rw, cond_block)?;
        rw.inline_region_before(region, dest, Some(remaining));
        let values = result_args(rw, op.id(), remaining);
        rw.replace_op(op.id(), &values)?;
        Ok(true)
    }
}

impl OpConversionPattern for IndexSwitchLowering {
    type Op = IndexSwitchOp;
    fn match_and_rewrite(
        &self,
        op: IndexSwitchOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (cond_block, continue_block) = split_at(rw, op.id())?;
        let results = result_args(rw, op.id(), continue_block);
        let dest = parent_region(rw, cond_block)?;
        let mut case_blocks = Vec::new();
        for region in op.case_regions(rw) {
            case_blocks.push(inline_before(rw, region, (dest, continue_block), None)?);
        }
        let default_region = op.default_region(rw);
        let default_block = inline_before(rw, default_region, (dest, continue_block), None)?;
        // Case values are 32-bit, as MLIR 22 truncates them.
        let cases: Vec<i32> = op.cases(rw).into_iter().map(|c| c as i32).collect();
        rw.set_insertion_point_to_end(cond_block);
        let i32_type = integer(rw.context(), 32, Signedness::Signless);
        let mut state = IndexCastOp::state(rw.context(), loc);
        IndexCastOp::build(rw.context(), &mut state, i32_type, operands[0]);
        let cast: IndexCastOp = rw.create(state);
        let flag = cast.out(rw);
        let case_operands = vec![Vec::new(); case_blocks.len()];
        let mut state = SwitchOp::state(rw.context(), loc);
        SwitchOp::build_case_values_i32(
            rw.context(),
            &mut state,
            flag,
            default_block,
            Vec::new(),
            Some(cases),
            Some(case_blocks),
            Some(case_operands),
        );
        rw.insert(state);
        rw.replace_op(op.id(), &results)?;
        Ok(true)
    }
}
