//! Shifts of wide integers (MLIR's `ConvertShLI`, `ConvertShRUI` and
//! `ConvertShRSI`). The shift amount is taken to be below `2N` (a larger
//! one is poison), so only its low half counts; shifts by `N` or more
//! move bits from one half into the other, bounds-checked with selects
//! because a narrow shift by `N` or more is poison too.

use super::halves::{
    construct_result_vector, drop_trailing_x1_dim, element_width, extract_last_dim_halves,
    extract_last_dim_slice, reduce_innermost_dim,
};
use super::{unsupported, AnyEmulation, Emulation, Typed, WideIntEmulationConverter};
use crate::arith::flags::IsExact;
use crate::arith::transforms::create_scalar_or_splat_constant;
use crate::arith::{
    CmpIOp, CmpIPredicate, ExtSIOp, ExtUIOp, OrIOp, SelectOp, ShLIOp, ShRSIOp, ShRUIOp, SubIOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Type, Value};

/// Adds this file's emulations.
pub(super) fn populate(add: &mut impl FnMut(Box<dyn AnyEmulation>)) {
    add(Box::new(Typed(ConvertShLI)));
    add(Box::new(Typed(ConvertShRSI)));
    add(Box::new(Typed(ConvertShRUI)));
}

/// What the shifts by the low half of the amount share: the zero of a
/// half, `N`, and whether the amount is `N` or more.
struct Bounds {
    zero: Value,
    width: Value,
    overshoots: Value,
}

impl Bounds {
    fn new(
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        half_ty: Type,
        width: u32,
        amount: Value,
    ) -> IrResult<Bounds> {
        let zero = create_scalar_or_splat_constant(rw, loc, half_ty, 0);
        let width = create_scalar_or_splat_constant(rw, loc, half_ty, width.into());
        let overshoots = cmpi(rw, loc, CmpIPredicate::Uge, amount, width)?;
        Ok(Bounds {
            zero,
            width,
            overshoots,
        })
    }
}

fn cmpi(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    predicate: CmpIPredicate,
    lhs: Value,
    rhs: Value,
) -> IrResult<Value> {
    Ok(CmpIOp::create_inferred(rw, loc, predicate, lhs, rhs)?.result(rw))
}

fn select(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    condition: Value,
    on_true: Value,
    on_false: Value,
) -> IrResult<Value> {
    Ok(SelectOp::create_inferred(rw, loc, condition, on_true, on_false)?.result(rw))
}

fn subi(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    a: Value,
    b: Value,
) -> IrResult<Value> {
    Ok(SubIOp::create_inferred(rw, loc, a, b, None)?.result(rw))
}

fn shli(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    a: Value,
    b: Value,
) -> IrResult<Value> {
    Ok(ShLIOp::create_inferred(rw, loc, a, b, None)?.result(rw))
}

fn shrui(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    a: Value,
    b: Value,
) -> IrResult<Value> {
    Ok(ShRUIOp::create_inferred(rw, loc, a, b, IsExact::No)?.result(rw))
}

fn ori(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    a: Value,
    b: Value,
) -> IrResult<Value> {
    Ok(OrIOp::create_inferred(rw, loc, a, b)?.result(rw))
}

/// `lhs << rhs`: the low half shifted, and the high half shifted with
/// the bits that leave the low half (shifted right by `N - rhs`, or left
/// by `rhs - N` once `rhs` reaches `N`).
struct ConvertShLI;

impl Emulation for ConvertShLI {
    type Op = ShLIOp;
    fn rewrite(
        &self,
        op: ShLIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.result(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), ty) else {
            return unsupported(rw, op.id(), ty);
        };
        let half_ty = reduce_innermost_dim(rw.context(), new_ty);
        let width = element_width(rw, new_ty);
        let (lhs0, lhs1) = extract_last_dim_halves(rw, loc, operands[0])?;
        let rhs0 = extract_last_dim_slice(rw, loc, operands[1], 0)?;
        let b = Bounds::new(rw, loc, half_ty, width, rhs0)?;

        let shifted0 = shli(rw, loc, lhs0, rhs0)?;
        let result0 = select(rw, loc, b.overshoots, b.zero, shifted0)?;

        let capped = select(rw, loc, b.overshoots, b.width, rhs0)?;
        let right_amount = subi(rw, loc, b.width, capped)?;
        let shifted_right = shrui(rw, loc, lhs0, right_amount)?;
        let overshot = subi(rw, loc, rhs0, b.width)?;
        let shifted_left = shli(rw, loc, lhs0, overshot)?;

        let shifted1 = shli(rw, loc, lhs1, rhs0)?;
        let high = select(rw, loc, b.overshoots, b.zero, shifted1)?;
        let low = select(rw, loc, b.overshoots, shifted_left, shifted_right)?;
        let result1 = ori(rw, loc, low, high)?;

        let result = construct_result_vector(rw, loc, new_ty, &[result0, result1])?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// `lhs >> rhs` (logical): the high half shifted, and the low half
/// shifted with the bits that leave the high half (shifted left by
/// `N - rhs`, or right by `rhs - N` once `rhs` reaches `N`).
struct ConvertShRUI;

impl Emulation for ConvertShRUI {
    type Op = ShRUIOp;
    fn rewrite(
        &self,
        op: ShRUIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.result(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), ty) else {
            return unsupported(rw, op.id(), ty);
        };
        let half_ty = reduce_innermost_dim(rw.context(), new_ty);
        let width = element_width(rw, new_ty);
        let (lhs0, lhs1) = extract_last_dim_halves(rw, loc, operands[0])?;
        let rhs0 = extract_last_dim_slice(rw, loc, operands[1], 0)?;
        let b = Bounds::new(rw, loc, half_ty, width, rhs0)?;

        let shifted0 = shrui(rw, loc, lhs0, rhs0)?;
        let low = select(rw, loc, b.overshoots, b.zero, shifted0)?;
        let shifted1 = shrui(rw, loc, lhs1, rhs0)?;
        let result1 = select(rw, loc, b.overshoots, b.zero, shifted1)?;

        let capped = select(rw, loc, b.overshoots, b.width, rhs0)?;
        let left_amount = subi(rw, loc, b.width, capped)?;
        let shifted_left = shli(rw, loc, lhs1, left_amount)?;
        let overshot = subi(rw, loc, rhs0, b.width)?;
        let shifted_right = shrui(rw, loc, lhs1, overshot)?;

        let high = select(rw, loc, b.overshoots, shifted_right, shifted_left)?;
        let result0 = ori(rw, loc, low, high)?;

        let result = construct_result_vector(rw, loc, new_ty, &[result0, result1])?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// `lhs >> rhs` (arithmetic) as the logical shift or'ed with the sign
/// bits it lets in (all ones or all zeros, shifted left by `2N - rhs`),
/// the wide ops left to the other emulations; a shift by zero is `lhs`
/// (where that left shift would be by `2N`).
struct ConvertShRSI;

impl Emulation for ConvertShRSI {
    type Op = ShRSIOp;
    fn rewrite(
        &self,
        op: ShRSIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let old_ty = rw.value_type(op.result(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), old_ty) else {
            return unsupported(rw, op.id(), old_ty);
        };
        let lhs1 = extract_last_dim_slice(rw, loc, operands[0], 1)?;
        let rhs0 = extract_last_dim_slice(rw, loc, operands[1], 0)?;
        let narrow_ty = rw.value_type(rhs0);
        let wide_width = 2 * element_width(rw, new_ty);

        let zero = create_scalar_or_splat_constant(rw, loc, narrow_ty, 0);
        let negative = cmpi(rw, loc, CmpIPredicate::Slt, lhs1, zero)?;
        let negative = drop_trailing_x1_dim(rw, loc, negative);
        let all_sign = ExtSIOp::create(rw, loc, old_ty, negative).out(rw);
        let max_shift = create_scalar_or_splat_constant(rw, loc, narrow_ty, wide_width.into());
        let kept = subi(rw, loc, max_shift, rhs0)?;
        let kept = drop_trailing_x1_dim(rw, loc, kept);
        let kept = ExtUIOp::create(rw, loc, old_ty, kept).out(rw);
        let sign_bits = shli(rw, loc, all_sign, kept)?;

        // The logical shift of the original operands.
        let (lhs, rhs) = (op.lhs(rw), op.rhs(rw));
        let logical = shrui(rw, loc, lhs, rhs)?;
        let arithmetic = ori(rw, loc, logical, sign_bits)?;

        let no_shift = cmpi(rw, loc, CmpIPredicate::Eq, rhs0, zero)?;
        let no_shift = drop_trailing_x1_dim(rw, loc, no_shift);
        let result = select(rw, loc, no_shift, lhs, arithmetic)?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}
