//! The canonicalization patterns `vector.contract` adds (MLIR's
//! `CanonicalizeContractAdd` of `arith.addi` and `arith.addf`): a
//! contraction into a zero accumulator, added to a value, is the
//! contraction into that value.

use super::fold::defining;
use crate::arith::{AddFOp, AddIOp, ConstantOp};
use crate::vector::*;
use ods_runtime::matchers::{m_pos_zero_float, m_zero, match_pattern};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Value};

/// Adds the patterns, in MLIR's order.
pub(super) fn patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<AddIOp>(contract_add);
    patterns.add_op_fn::<AddFOp>(contract_add);
}

/// An addition of a contraction into zero (either operand) and another
/// value: a clone of the contraction accumulating into that value.
fn contract_add(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let (a, b) = (rw.operand(op, 0), rw.operand(op, 1));
    let Some((contract, other)) = zero_acc_contract(rw, a)
        .map(|c| (c, b))
        .or_else(|| zero_acc_contract(rw, b).map(|c| (c, a)))
    else {
        return Ok(false);
    };
    let mut map = ods_runtime::ValueMapping::default();
    map.insert(contract.acc(rw), other);
    rw.set_insertion_point(op);
    let clone = rw.clone(contract.id(), &mut map);
    let result = rw.result(clone, 0);
    rw.replace_op(op, &[result])?;
    Ok(true)
}

/// The contraction defining `value`, when its accumulator is an
/// `arith.constant` zero of its type.
fn zero_acc_contract(rw: &PatternRewriter<'_>, value: Value) -> Option<ContractionOp> {
    let contract = defining::<ContractionOp>(rw, value)?;
    let constant = defining::<ConstantOp>(rw, contract.acc(rw))?.value(rw);
    let zero = match_pattern(rw, constant, m_zero()).is_some()
        || match_pattern(rw, constant, m_pos_zero_float()).is_some();
    zero.then_some(contract)
}
