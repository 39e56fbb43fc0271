//! Trigonometric and hyperbolic functions: `cos` and `sin` from `e^im`
//! and the real part's sine and cosine, `tanh` (and `tan` as
//! `-i tanh(iz)`) from `expm1`, and `atan2` from complex logs and roots.

use super::emitter::{finite_only, Emitter};
use crate::arith::{CmpFPredicate, FastMathFlags};
use crate::complex::{
    Atan2Op, Atan2OpAdaptor, CosOp, CosOpAdaptor, SinOp, SinOpAdaptor, TanOp, TanOpAdaptor, TanhOp,
    TanhOpAdaptor,
};
use ods_runtime::Value;

use CmpFPredicate::{OEQ, UNO};

/// What `cos` and `sin` are combined from: `e^im / 2`, `1 / (2 e^im)`,
/// and the sine and cosine of the real part.
struct Terms {
    scaled_exp: Value,
    reciprocal_exp: Value,
    sin: Value,
    cos: Value,
}

/// The [`Terms`] of `complex`, then `combine`d into the result's parts.
fn trigonometric(
    e: &mut Emitter<'_, '_>,
    complex: Value,
    fmf: FastMathFlags,
    combine: fn(&mut Emitter<'_, '_>, &Terms, FastMathFlags) -> (Value, Value),
) -> Value {
    let (re, im) = e.parts(complex);
    let half = e.constant(0.5);
    let exp = e.exp(im, fmf);
    let scaled_exp = e.mulf(half, exp, fmf);
    let reciprocal_exp = e.divf(half, exp, fmf);
    let sin = e.sin(re, fmf);
    let cos = e.cos(re, fmf);
    let terms = Terms {
        scaled_exp,
        reciprocal_exp,
        sin,
        cos,
    };
    let (result_re, result_im) = combine(e, &terms, fmf);
    e.create(result_re, result_im)
}

/// `complex.cos`: with `t = e^im`, `(0.5/t + 0.5t) cos re` and
/// `(0.5/t - 0.5t) sin re`.
pub(super) fn cos(e: &mut Emitter<'_, '_>, op: CosOp, a: CosOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    trigonometric(e, a.complex(), fmf, |e, t, fmf| {
        sum_and_difference(e, (t.reciprocal_exp, t.scaled_exp), (t.cos, t.sin), fmf)
    })
}

/// `complex.sin`: with `t = e^im`, `(0.5t + 0.5/t) sin re` and
/// `(0.5t - 0.5/t) cos re`.
pub(super) fn sin(e: &mut Emitter<'_, '_>, op: SinOp, a: SinOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    trigonometric(e, a.complex(), fmf, |e, t, fmf| {
        sum_and_difference(e, (t.scaled_exp, t.reciprocal_exp), (t.sin, t.cos), fmf)
    })
}

/// `(a + b) * re_factor` and `(a - b) * im_factor`.
fn sum_and_difference(
    e: &mut Emitter<'_, '_>,
    (a, b): (Value, Value),
    (re_factor, im_factor): (Value, Value),
    fmf: FastMathFlags,
) -> (Value, Value) {
    let sum = e.addf(a, b, fmf);
    let re = e.mulf(sum, re_factor, fmf);
    let diff = e.subf(a, b, fmf);
    let im = e.mulf(diff, im_factor, fmf);
    (re, im)
}

/// `complex.tanh`.
pub(super) fn tanh(e: &mut Emitter<'_, '_>, op: TanhOp, a: TanhOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let (re, im) = e.parts(a.complex());
    let neg_one = e.constant(-1.0);
    let (result_re, result_im) = tanh_parts(e, (re, im), neg_one, fmf);
    e.create(result_re, result_im)
}

/// `complex.tan`: `tan(x + yi) = -i tanh(-y + xi)`.
pub(super) fn tan(e: &mut Emitter<'_, '_>, op: TanOp, a: TanOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let (re, im) = e.parts(a.complex());
    let neg_one = e.constant(-1.0);
    let neg_im = e.mulf(im, neg_one, fmf);
    let (tanh_re, tanh_im) = tanh_parts(e, (neg_im, re), neg_one, fmf);
    let result_im = e.mulf(tanh_re, neg_one, fmf);
    e.create(tanh_im, result_im)
}

/// The parts of `tanh(re + im i)`: `(e^2re - e^-2re) / d` and
/// `4 cos(im) sin(im) / d` with `d = e^2re + e^-2re - 2 + 4 cos²(im)`,
/// the limit `±1` where the exponentials overflow, and unless the flags
/// rule them out, the cases of infinite real and zero imaginary parts.
fn tanh_parts(
    e: &mut Emitter<'_, '_>,
    (re, im): (Value, Value),
    neg_one: Value,
    fmf: FastMathFlags,
) -> (Value, Value) {
    let inf = e.constant(f64::INFINITY);
    let four = e.constant(4.0);
    let two_re = e.addf(re, re, fmf);
    let neg_two_re = e.mulf(neg_one, two_re, fmf);
    let exp_two_re_minus_one = e.expm1(two_re, fmf);
    let exp_neg_two_re_minus_one = e.expm1(neg_two_re, fmf);
    let re_num = e.subf(exp_two_re_minus_one, exp_neg_two_re_minus_one, fmf);
    let cos_im = e.cos(im, fmf);
    let cos_im_sq = e.mulf(cos_im, cos_im, fmf);
    let four_cos_sq = e.mulf(cos_im_sq, four, fmf);
    let sin_im = e.sin(im, fmf);
    let cos_sin = e.mulf(cos_im, sin_im, fmf);
    let im_num = e.mulf(four, cos_sin, fmf);
    let exp_sum_minus_two = e.addf(exp_two_re_minus_one, exp_neg_two_re_minus_one, fmf);
    let denom = e.addf(exp_sum_minus_two, four_cos_sq, fmf);
    let is_inf = e.cmpf(OEQ, exp_sum_minus_two, inf, fmf);
    let re_limit = e.copysign(neg_one, re, fmf);
    let quotient = e.divf(re_num, denom, fmf);
    let mut result_re = e.select(is_inf, re_limit, quotient);
    let mut result_im = e.divf(im_num, denom, fmf);
    if !finite_only(fmf) {
        let abs_re = e.absf(re, fmf);
        let zero = e.constant(0.0);
        let nan = e.constant(f64::NAN);
        let abs_re_is_inf = e.cmpf(OEQ, abs_re, inf, fmf);
        let im_is_zero = e.cmpf(OEQ, im, zero, fmf);
        let true_ = e.true_constant();
        let abs_re_is_finite = e.xori(abs_re_is_inf, true_);
        let im_num_is_nan = e.cmpf(UNO, im_num, im_num, fmf);
        let re_is_nan = e.andi(im_num_is_nan, abs_re_is_finite);
        let inf_re_nan_im = e.andi(abs_re_is_inf, im_num_is_nan);
        let im_is_zero_result = e.ori(im_is_zero, inf_re_nan_im);
        result_re = e.select(re_is_nan, nan, result_re);
        result_im = e.select(im_is_zero_result, zero, result_im);
    }
    (result_re, result_im)
}

/// `complex.atan2(y, x)`: `-i log((x + iy) / sqrt(x² + y²))`, in complex
/// ops the conversion expands in turn.
pub(super) fn atan2(e: &mut Emitter<'_, '_>, op: Atan2Op, a: Atan2OpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let (lhs, rhs) = (a.lhs(), a.rhs());
    let rhs_sq = e.complex_mul(rhs, rhs, fmf);
    let lhs_sq = e.complex_mul(lhs, lhs, fmf);
    let sum_sq = e.complex_add(rhs_sq, lhs_sq, fmf);
    let root = e.complex_sqrt(sum_sq, fmf);
    let zero = e.constant(0.0);
    let one = e.constant(1.0);
    let i = e.create(zero, one);
    let i_lhs = e.complex_mul(i, lhs, fmf);
    let rhs_plus_i_lhs = e.complex_add(rhs, i_lhs, fmf);
    let quotient = e.complex_div(rhs_plus_i_lhs, root, fmf);
    let log = e.complex_log(quotient, fmf);
    let neg_one = e.constant(-1.0);
    let neg_i = e.create(zero, neg_one);
    e.complex_mul(neg_i, log, fmf)
}
