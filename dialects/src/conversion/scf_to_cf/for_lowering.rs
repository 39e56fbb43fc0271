//! `scf.for`: a condition block (the body's entry, with the induction
//! variable and the loop-carried values as arguments) compares the
//! variable with the upper bound and branches to the body or past the
//! loop; the body's last block steps the variable and branches back.

use super::branches::{
    branch, carry_loop_attrs, cond_branch, parent_region, region_ends, split_at,
};
use crate::arith::{AddIOp, CmpIOp, CmpIPredicate};
use crate::scf::{ForOp, ForOpAdaptor};
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};

pub(super) struct ForLowering;

impl OpConversionPattern for ForLowering {
    type Op = ForOp;
    fn match_and_rewrite(
        &self,
        op: ForOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let operands =
            ForOpAdaptor::new(operands.to_vec(), None).map_err(ods_runtime::IrError::Invalid)?;
        let loc = op.loc(rw);
        let (init_block, end_block) = split_at(rw, op.id())?;
        let region = op.region(rw);
        let (condition_block, _, _) = region_ends(rw, region)?;
        let first_op = rw.first_op(condition_block);
        let first_body_block = rw.split_block(condition_block, first_op);
        let (_, last_body_block, terminator) = region_ends(rw, region)?;
        let dest = parent_region(rw, init_block)?;
        rw.inline_region_before(region, dest, Some(end_block));
        let args = rw.block_args(condition_block);
        let iv = args[0];

        // Step the variable at the end of the body and branch back.
        rw.set_insertion_point_to_end(last_body_block);
        let mut state = AddIOp::state(rw.context(), loc);
        AddIOp::build_inferred(rw.context(), &mut state, iv, operands.step(), None)?;
        let stepped: AddIOp = rw.create(state);
        let mut carried = vec![stepped.result(rw)];
        carried.extend(rw.operands(terminator));
        let latch = branch(rw, loc, condition_block, &carried);
        carry_loop_attrs(rw, op.id(), latch);
        rw.erase_op(terminator)?;

        // Enter the loop with the lower bound and the initial values.
        rw.set_insertion_point_to_end(init_block);
        let mut initial = vec![operands.lower_bound()];
        initial.extend_from_slice(operands.init_args());
        branch(rw, loc, condition_block, &initial);

        rw.set_insertion_point_to_end(condition_block);
        let predicate = if op.unsigned_cmp(rw) {
            CmpIPredicate::Ult
        } else {
            CmpIPredicate::Slt
        };
        let mut state = CmpIOp::state(rw.context(), loc);
        CmpIOp::build_inferred(
            rw.context(),
            &mut state,
            predicate,
            iv,
            operands.upper_bound(),
        )?;
        let comparison: CmpIOp = rw.create(state);
        let comparison = comparison.result(rw);
        cond_branch(
            rw,
            loc,
            comparison,
            (first_body_block, &[]),
            (end_block, &[]),
        );
        rw.replace_op(op.id(), &args[1..])?;
        Ok(true)
    }
}
