//! The complex dialect's patterns that meet `arith` ops: `arith.bitcast`
//! merged with `complex.bitcast`, and `arith.negf` for the parts of a
//! negated `complex.create`; and the replacement of an op by a
//! `complex.bitcast`, which the complex folds use too.

use super::*;
use crate::arith;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Type, Value};

/// The operand of `op` when it is an `arith.bitcast`.
pub(super) fn arith_bitcast_operand(rewriter: &PatternRewriter<'_>, op: OpId) -> Option<Value> {
    arith::BitcastOp::cast(rewriter, op).map(|bitcast| bitcast.r#in(rewriter))
}

/// Replaces `op` by an `arith.bitcast` of `source` to `ty`.
pub(super) fn replace_with_arith_bitcast(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    ty: Type,
    source: Value,
) -> IrResult<()> {
    let loc = rewriter.op_loc(op);
    let mut state = arith::BitcastOp::state(rewriter.context(), loc);
    arith::BitcastOp::build(rewriter.context(), &mut state, ty, source);
    rewriter.replace_op_with_new_op::<arith::BitcastOp>(op, state)?;
    Ok(())
}

/// MLIR's `MergeArithBitcast`: an `arith.bitcast` of a `complex.bitcast`
/// is one `complex.bitcast`.
pub(super) fn add_merge_arith_bitcast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<arith::BitcastOp>(|rewriter, op| {
        let op = arith::BitcastOp::from_id_unchecked(op);
        let operand = op.r#in(rewriter);
        let Some(inner) = rewriter
            .defining_op(operand)
            .and_then(|d| BitcastOp::cast(rewriter, d))
        else {
            return Ok(false);
        };
        let ty = rewriter.value_type(op.out(rewriter));
        let source = inner.operand(rewriter);
        replace_with_bitcast(rewriter, op.id(), ty, source)?;
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
    let mut state = arith::NegFOp::state(rewriter.context(), loc);
    arith::NegFOp::build(rewriter.context(), &mut state, element, part, None);
    rewriter.replace_op_with_new_op::<arith::NegFOp>(op, state)?;
    Ok(true)
}

/// Replaces `op` by a `complex.bitcast` of `source` to `ty`.
pub(super) fn replace_with_bitcast(
    rewriter: &mut PatternRewriter<'_>,
    op: ods_runtime::OpId,
    ty: Type,
    source: Value,
) -> IrResult<()> {
    let loc = rewriter.op_loc(op);
    let mut state = BitcastOp::state(rewriter.context(), loc);
    BitcastOp::build(rewriter.context(), &mut state, ty, source);
    rewriter.replace_op_with_new_op::<BitcastOp>(op, state)?;
    Ok(())
}
