//! `scf.index_switch` to `emitc.switch`, its results through variables.

use super::results::{lower_regions, replace_by_loads, result_variables};
use crate::emitc::SwitchOp;
use crate::scf::IndexSwitchOp;
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};

pub(super) struct IndexSwitchLowering(pub(super) TypeConverter);

impl OpConversionPattern for IndexSwitchLowering {
    type Op = IndexSwitchOp;
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }
    fn match_and_rewrite(
        &self,
        op: IndexSwitchOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let Some(variables) = result_variables(rw, &self.0, op.id()) else {
            return rw.notify_match_failure(op.id(), "create variables for results failed");
        };
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
        if !lower_regions(rw, &self.0, &variables, in_order)? {
            return Ok(false);
        }
        replace_by_loads(rw, op.id(), &variables)
    }
}
