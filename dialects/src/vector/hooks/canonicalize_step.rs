//! The canonicalization pattern of `vector.step` (MLIR's
//! `StepCompareFolder`): an `arith.cmpi` of the step against a constant
//! so large that the comparison gives the same answer at every index is
//! that answer, splat.

use super::types::VectorParts;
use crate::arith::{CmpIOp, CmpIPredicate, ConstantOp};
use crate::vector::StepOp;
use ods_runtime::ir::attrs::DenseData;
use ods_runtime::matchers::{m_constant_int, match_value};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{BigInt, IrResult, OpId};

/// Adds the `vector.step` pattern.
pub(super) fn step_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<StepOp>(step_compare);
}

/// The first `arith.cmpi` user comparing the step (on its left, where
/// `arith.cmpi`'s canonicalization puts non-constants) with a constant
/// that decides it for every index.
fn step_compare(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let step = StepOp::from_id_unchecked(op).result(rw);
    let Some(size) = VectorParts::of(rw, rw.value_type(step)).map(|p| p.num_elements()) else {
        return Ok(false);
    };
    for u in rw.uses(step) {
        let Some(cmp) = CmpIOp::cast(rw, u.op) else {
            continue;
        };
        if u.index != 0 {
            continue;
        }
        let rhs = cmp.rhs(rw);
        let Some(bound) = match_value(rw.context(), rhs, m_constant_int())
            .and_then(|c| i64::try_from(c.value.to_i128()?).ok())
        else {
            continue;
        };
        let answer = match cmp.predicate(rw) {
            CmpIPredicate::Ult | CmpIPredicate::Uge if size <= bound => {
                cmp.predicate(rw) == CmpIPredicate::Ult
            }
            CmpIPredicate::Ule | CmpIPredicate::Ugt if size - 1 <= bound => {
                cmp.predicate(rw) == CmpIPredicate::Ule
            }
            CmpIPredicate::Eq | CmpIPredicate::Ne if size <= bound => {
                cmp.predicate(rw) == CmpIPredicate::Ne
            }
            _ => continue,
        };
        let ty = rw.value_type(cmp.result(rw));
        if VectorParts::of(rw, ty).is_none() {
            continue;
        }
        let loc = rw.op_loc(u.op);
        rw.set_insertion_point_after(u.op);
        let data = DenseData::Ints(vec![BigInt::from(u8::from(answer))].into());
        let splat = ods_runtime::ods::convert::dense_elements(rw.context(), ty, data);
        let value = ConstantOp::create(rw, loc, ty, splat).result(rw);
        rw.replace_op(u.op, &[value])?;
        return Ok(true);
    }
    Ok(false)
}
