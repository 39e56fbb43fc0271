//! The complex dialect's patterns that meet `arith` ops: `arith.bitcast`
//! merged with `complex.bitcast`, and `arith.negf` for the parts of a
//! negated `complex.create`.

use super::hooks::replace_with_bitcast;
use super::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, OperationState, Type, Value};

const ARITH_BITCAST: &str = "arith.bitcast";
const ARITH_NEGF: &str = "arith.negf";

/// The operand of `op` when it is an `arith.bitcast`.
pub(super) fn arith_bitcast_operand(rewriter: &PatternRewriter<'_>, op: OpId) -> Option<Value> {
    (rewriter.op_name_str(op) == ARITH_BITCAST).then(|| rewriter.operand(op, 0))
}

/// Replaces `op` by an `arith.bitcast` of `source` to `ty`.
pub(super) fn replace_with_arith_bitcast(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    ty: Type,
    source: Value,
) -> IrResult<()> {
    let loc = rewriter.op_loc(op);
    let mut state = OperationState::new(rewriter.context(), ARITH_BITCAST, loc);
    state.operands.push(source);
    state.result_types.push(ty);
    rewriter.set_insertion_point(op);
    let new = rewriter.insert(state);
    rewriter.replace_op_with(op, new)
}

/// MLIR's `MergeArithBitcast`: an `arith.bitcast` of a `complex.bitcast`
/// is one `complex.bitcast`.
pub(super) fn add_merge_arith_bitcast(patterns: &mut RewritePatternSet) {
    patterns.add_fn(Some(ARITH_BITCAST), |rewriter, op| {
        let operand = rewriter.operand(op, 0);
        let Some(inner) = rewriter
            .defining_op(operand)
            .and_then(|d| BitcastOp::cast(rewriter, d))
        else {
            return Ok(false);
        };
        let ty = rewriter.value_type(rewriter.result(op, 0));
        let source = inner.operand(rewriter);
        replace_with_bitcast(rewriter, op, ty, source)?;
        Ok(true)
    });
}

/// MLIR's `FoldComponentNeg`: part `index` (0 real, 1 imaginary) of
/// `complex.neg(complex.create(re, im))` is `arith.negf` of that part.
pub(super) fn fold_component_neg(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    operand: Value,
    index: usize,
) -> IrResult<bool> {
    let Some(neg) = rewriter
        .defining_op(operand)
        .and_then(|d| NegOp::cast(rewriter, d))
    else {
        return Ok(false);
    };
    let complex = neg.complex(rewriter);
    let Some(create) = rewriter
        .defining_op(complex)
        .and_then(|d| CreateOp::cast(rewriter, d))
    else {
        return Ok(false);
    };
    let ty = rewriter.value_type(create.complex(rewriter));
    let element = ods_runtime::ods::pred::complex_element_or_self(rewriter, ty);
    let part = rewriter.operand(create.id(), index);
    let loc = rewriter.op_loc(op);
    let mut state = OperationState::new(rewriter.context(), ARITH_NEGF, loc);
    state.operands.push(part);
    state.result_types.push(element);
    rewriter.set_insertion_point(op);
    let new = rewriter.insert(state);
    rewriter.replace_op_with(op, new)?;
    Ok(true)
}
