//! Rounding to integers by the round trip through `i64` (`ceil`, `round`)
//! and by the bits of the float (`round`'s large values, `roundeven`).

use super::expander::{Expander, NONE};
use super::powers::has_dynamic_shape;
use crate::arith::{CmpFPredicate, CmpIPredicate};
use crate::math::{CeilOp, RoundEvenOp, RoundOp};
use ods_runtime::ir::float::{bit_width, precision};
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::element_type_or_self;
use ods_runtime::{FloatKind, TypeKind, Value};

/// `x` truncated toward zero through `i64`, with the sign of `x` (which
/// keeps `-0.0` for `-0.5 < x <= -0`).
fn truncated(e: &mut Expander<'_, '_>, x: Value) -> Value {
    let ty = e.rw.value_type(x);
    let i64_type = e.integer_type_like(ty, 64);
    let int = e.fptosi(x, i64_type);
    let float = e.sitofp(int, ty);
    e.copysign(float, x, NONE)
}

/// `ceil(x)`: `trunc(x)`, plus one where `x` is above it.
pub(super) fn ceil(e: &mut Expander<'_, '_>, op: CeilOp) -> Option<Value> {
    if has_dynamic_shape(e) {
        return None;
    }
    let x = op.operand(e.rw);
    let truncated = truncated(e, x);
    let zero = e.constant(0.0);
    let one = e.constant(1.0);
    let above = e.cmpf(CmpFPredicate::OGT, x, truncated, NONE);
    let increment = e.select(above, one, zero);
    Some(e.addf(truncated, increment, NONE))
}

/// `round(x)` of `f32`s: `trunc(x + copysign(0.5, x))`, and `x` itself
/// where its unbiased exponent is 23 or more (already integral, infinite
/// or NaN, or out of `i64`'s range).
pub(super) fn round(e: &mut Expander<'_, '_>, op: RoundOp) -> Option<Value> {
    let ty = e.ty;
    let is_f32 = matches!(
        e.rw.type_kind(element_type_or_self(e.rw, ty)),
        TypeKind::Float(FloatKind::F32)
    );
    if !is_f32 {
        return None;
    }
    let x = op.operand(e.rw);
    let i32_type = e.integer_type_like(ty, 32);
    let half = e.constant(0.5);
    let c23 = e.int_constant(i32_type, 23);
    let c127 = e.int_constant(i32_type, 127);
    let exp_mask = e.int_constant(i32_type, 255);
    let increment = e.copysign(half, x, NONE);
    let sum = e.addf(x, increment, NONE);
    let rounded = truncated(e, sum);
    let bits = e.bitcast(x, i32_type);
    let shifted = e.shrui(bits, c23);
    let exponent = e.andi(shifted, exp_mask);
    let unbiased = e.subi(exponent, c127);
    let large = e.cmpi(CmpIPredicate::Sge, unbiased, c23);
    Some(e.select(large, x, rounded))
}

/// The layout of a float type's bits, named after `f32`'s (`c23` is the
/// mantissa width, `c127` the exponent bias).
struct Layout {
    c0: Value,
    c1: Value,
    neg1: Value,
    c23: Value,
    c31: Value,
    c127: Value,
    c2_to_22: Value,
    c23_mask: Value,
    exp_mask: Value,
}

/// `roundeven(x)`: `round(x)`, moved one toward zero where `x` is halfway
/// between two integers and `round` went to the odd one.
pub(super) fn roundeven(e: &mut Expander<'_, '_>, op: RoundEvenOp) -> Option<Value> {
    let ty = e.ty;
    let TypeKind::Float(kind) = *e.rw.type_kind(element_type_or_self(e.rw, ty)) else {
        return None;
    };
    let x = op.operand(e.rw);
    let width = bit_width(kind);
    let mantissa = precision(kind) - 1;
    let exponent_width = width - mantissa - 1;
    let int_type = e.integer_type_like(ty, width);
    let one_float = e.constant(1.0);
    let mut int = |v: i64| e.int_constant(int_type, v);
    let k = Layout {
        c0: int(0),
        c1: int(1),
        neg1: int(-1),
        c23: int(mantissa.into()),
        c31: int((width - 1).into()),
        c127: int((1i64 << (exponent_width - 1)) - 1),
        c2_to_22: int(1i64 << (mantissa - 1)),
        c23_mask: int((1i64 << mantissa) - 1),
        exp_mask: int((1i64 << exponent_width) - 1),
    };
    let x_bits = e.bitcast(x, int_type);
    let round = crate::math::RoundOp::create(e.rw, e.loc, ty, x, None);
    let round = e.rw.result(round.id(), 0);
    let round_bits = e.bitcast(round, int_type);

    let x_exp = unbiased_exponent(e, x_bits, &k);
    let round_exp = unbiased_exponent(e, round_bits, &k);

    // A whole number other than ±1 is even when its mantissa, past its
    // `exp - 1` leading bits, is zero; ±1 are the whole numbers of exponent 0.
    let round_exp_is_zero = e.cmpi(CmpIPredicate::Eq, round_exp, k.c0);
    let round_exp_minus_one = e.subi(round_exp, k.c1);
    let round_fraction = mask_mantissa(e, round_bits, round_exp_minus_one, &k);
    let round_is_odd = e.cmpi(CmpIPredicate::Ne, round_fraction, k.c0);
    let round_is_odd = e.ori(round_is_odd, round_exp_is_zero);

    // `x` is halfway when the mantissa bit at its exponent is its last one
    // set; ±0.5 (exponent -1) have an empty mantissa.
    let x_exp_is_neg1 = e.cmpi(CmpIPredicate::Eq, x_exp, k.neg1);
    let half_bit = shift_right(e, k.c2_to_22, x_exp, &k);
    let expected = e.select(x_exp_is_neg1, k.c0, half_bit);
    let x_fraction = mask_mantissa(e, x_bits, x_exp, &k);
    let halfway = e.cmpi(CmpIPredicate::Eq, x_fraction, expected);
    let exp_ge_neg1 = e.cmpi(CmpIPredicate::Sge, x_exp, k.neg1);
    let exp_lt_23 = e.cmpi(CmpIPredicate::Slt, x_exp, k.c23);
    let halfway = e.andi(halfway, exp_lt_23);
    let halfway = e.andi(halfway, exp_ge_neg1);

    let sign = e.copysign(one_float, x, NONE);
    let shifted = e.subf(round, sign, NONE);
    let needs_shift = e.andi(round_is_odd, halfway);
    let result = e.select(needs_shift, shifted, round);
    // `-1 - -1` is `+0`: the sign is copied back for `-0.5`.
    Some(e.copysign(result, x, NONE))
}

/// The unbiased exponent of float bits `bits`.
fn unbiased_exponent(e: &mut Expander<'_, '_>, bits: Value, k: &Layout) -> Value {
    let shifted = e.shrui(bits, k.c23);
    let exponent = e.andi(shifted, k.exp_mask);
    e.subi(exponent, k.c127)
}

/// `x >> shift` with `shift` clamped to `[0, width - 1]`.
fn shift_right(e: &mut Expander<'_, '_>, x: Value, shift: Value, k: &Layout) -> Value {
    let clamped = e.maxsi(shift, k.c0);
    let clamped = e.minsi(clamped, k.c31);
    e.shrui(x, clamped)
}

/// `bits` with only the mantissa bits past the first `shift` kept.
fn mask_mantissa(e: &mut Expander<'_, '_>, bits: Value, shift: Value, k: &Layout) -> Value {
    let mask = shift_right(e, k.c23_mask, shift, k);
    e.andi(bits, mask)
}
