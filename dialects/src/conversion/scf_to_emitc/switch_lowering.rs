//! `scf.index_switch` to `emitc.switch`, its results through variables.

use super::results::{lower_regions, replace_by_loads, ResultsAsVariables};
use crate::emitc::SwitchOp;
use crate::scf::IndexSwitchOp;
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};

pub(super) struct IndexSwitchLowering;

impl ResultsAsVariables for IndexSwitchLowering {
    type Op = IndexSwitchOp;
    fn lower(
        op: IndexSwitchOp,
        operands: &[Value],
        variables: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let cases = op.cases(rw).to_vec();
        let count = cases.len();
        let ctx = rw.context();
        let mut state = SwitchOp::state(ctx, loc);
        SwitchOp::build(ctx, &mut state, operands[0], cases, count);
        let lowered = rw.insert(state);
        let pairs: Vec<_> = rw
            .regions(op.id())
            .iter()
            .copied()
            .zip(rw.regions(lowered).to_vec())
            .collect();
        // The cases first, then the default region, which comes first in
        // both ops.
        let in_order = pairs[1..].iter().chain(&pairs[..1]).copied();
        if !lower_regions(rw, converter, variables, in_order)? {
            return Ok(false);
        }
        replace_by_loads(rw, op.id(), variables)
    }
}
