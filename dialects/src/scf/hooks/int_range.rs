//! The range of `scf.for`'s induction variable (the loop rule of MLIR's
//! `IntegerRangeAnalysis::visitNonControlFlowArguments`): from its lower
//! bound's least value to one below its upper bound's greatest, or the
//! other way for a negative step. The runtime's `LoopLikeOpInterface`
//! has no bounds, so `scf.for` gives the rule through
//! `InferIntRangeInterface`, which the analysis asks for the arguments an
//! op defines.

use ods_runtime::interfaces::int_range::{
    ConstantIntRanges, InferIntRangeConcept, InferredRanges, IntegerValueRange,
};
use ods_runtime::{Context, OpId};

/// Attaches the induction variable's rule to `scf.for` (registered
/// first).
pub(crate) fn register_int_range_interface(ctx: &mut Context) {
    static CONCEPT: InferIntRangeConcept = InferIntRangeConcept {
        infer_result_ranges: induction_variable,
    };
    let _ = ctx.attach_op_interface("scf.for", &CONCEPT);
}

/// The range of the induction variable from the ranges of the bounds
/// and step (its first three operands); nothing when the bounds cross.
fn induction_variable(ctx: &Context, op: OpId, args: &[IntegerValueRange]) -> InferredRanges {
    let Some(iv) = ctx
        .regions(op)
        .first()
        .and_then(|&r| ctx.blocks(r).first())
        .and_then(|&b| ctx.block_args(b).first().copied())
    else {
        return Vec::new();
    };
    let Some(width) = ConstantIntRanges::storage_bitwidth(ctx, ctx.value_type(iv)) else {
        return Vec::new();
    };
    let max_range = ConstantIntRanges::max_range(width);
    let operands = ctx.operands(op);
    // A constant bound is its value, whatever the analysis knows yet;
    // another its least or greatest value.
    let bound = |i: usize, upper: bool| {
        if let Some(value) = operands.get(i).and_then(|&v| constant_bound(ctx, v)) {
            return value;
        }
        let range = args.get(i).and_then(|a| a.known()).unwrap_or(&max_range);
        if upper {
            range.smax()
        } else {
            range.smin()
        }
    };
    let (mut min, mut max) = (bound(0, false), bound(1, true));
    // A step of unknown sign counts as positive.
    if bound(2, true) < 0 {
        std::mem::swap(&mut min, &mut max);
    } else {
        // The upper bound is exclusive; it wraps as MLIR's `APInt` does.
        max = ConstantIntRanges::constant(width, max - 1).smin();
    }
    if max < min {
        return Vec::new();
    }
    let range = ConstantIntRanges::from_signed(width, min, max);
    vec![(iv, IntegerValueRange::Known(range))]
}

/// The value of the integer constant defining `value`, read as signed.
fn constant_bound(ctx: &Context, value: ods_runtime::Value) -> Option<i128> {
    use ods_runtime::matchers::{m_constant_int, match_pattern};
    let constant = match_pattern(
        ctx,
        crate::arith::constant_attr(ctx, value),
        m_constant_int(),
    )?;
    constant.value.wrap(constant.width, true).to_i128()
}
