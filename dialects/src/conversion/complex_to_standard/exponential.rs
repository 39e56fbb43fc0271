//! Exponentials, logarithms and powers: `exp` (scaled by halves where
//! `e^re` overflows), `expm1` (with a polynomial `cos(x) - 1` near zero),
//! `log`, `log1p`, `pow` (with its cases of zeros, ones and infinities)
//! and `powi` (a `pow` by a real exponent).

use super::emitter::{with_nan_inf, Emitter};
use crate::arith::{CmpFPredicate, FastMathFlags, SIToFPOp};
use crate::complex::{
    ExpOp, ExpOpAdaptor, Expm1Op, Expm1OpAdaptor, Log1pOp, Log1pOpAdaptor, LogOp, LogOpAdaptor,
    PowOp, PowOpAdaptor, PowiOp, PowiOpAdaptor,
};
use ods_runtime::ods::op::Op;
use ods_runtime::Value;

use CmpFPredicate::{OEQ, OGE, OGT, OLE, OLT, UNO};

/// `complex.exp`: `e^re (cos im + i sin im)`, as `e^(re/2) e^(re/2)`
/// where `e^re` is infinite, and with a zero imaginary part kept zero.
pub(super) fn exp(e: &mut Emitter<'_, '_>, op: ExpOp, a: ExpOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let (re, im) = e.parts(a.complex());
    let zero = e.constant(0.0);
    let half = e.constant(0.5);
    let inf = e.constant(f64::INFINITY);
    let exp_re = e.exp(re, fmf);
    let half_re = e.mulf(re, half, fmf);
    let exp_half = e.exp(half_re, fmf);
    let cos_im = e.cos(im, fmf);
    let sin_im = e.sin(im, fmf);
    let is_inf = e.cmpf(OEQ, exp_re, inf, fmf);
    let im_is_zero = e.cmpf(OEQ, im, zero, FastMathFlags::NONE);
    let scaled = |e: &mut Emitter<'_, '_>, trig: Value| {
        let normal = e.mulf(exp_re, trig, fmf);
        let half_scaled = e.mulf(exp_half, trig, fmf);
        let overflow = e.mulf(half_scaled, exp_half, fmf);
        e.select(is_inf, overflow, normal)
    };
    let result_re = scaled(e, cos_im);
    let nonzero_im = scaled(e, sin_im);
    let result_im = e.select(im_is_zero, zero, nonzero_im);
    e.create(result_re, result_im)
}

/// `complex.expm1`: `(expm1(re) cos(im) + cosm1(im)) + e^re sin(im) i`.
pub(super) fn expm1(e: &mut Emitter<'_, '_>, op: Expm1Op, a: Expm1OpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let (re, im) = e.parts(a.complex());
    let zero = e.constant(0.0);
    let one = e.constant(1.0);
    let expm1_re = e.expm1(re, fmf);
    let exp_re = e.addf(expm1_re, one, fmf);
    let sin_im = e.sin(im, fmf);
    let cosm1_im = cosm1(e, im, fmf);
    let cos_im = e.addf(cosm1_im, one, fmf);
    let product = e.mulf(expm1_re, cos_im, fmf);
    let result_re = e.addf(product, cosm1_im, fmf);
    let im_is_zero = e.cmpf(OEQ, im, zero, fmf);
    let nonzero_im = e.mulf(exp_re, sin_im, fmf);
    let result_im = e.select(im_is_zero, zero, nonzero_im);
    e.create(result_re, result_im)
}

/// Cephes' `cosm1` coefficients, of the highest power first.
const COSM1_COEFFICIENTS: [f64; 7] = [
    4.737_750_796_424_621E-14,
    -1.147_028_484_342_536E-11,
    2.087_675_428_708_152E-9,
    -2.755_731_921_499_979E-7,
    2.480_158_730_157_055E-5,
    -1.388_888_888_888_887_2E-3,
    4.166_666_666_666_666_4E-2,
];

/// `cos(x) - 1`: by a polynomial where `x²` is under `(π/4)²`, precise
/// near zero.
fn cosm1(e: &mut Emitter<'_, '_>, x: Value, fmf: FastMathFlags) -> Value {
    let neg_half = e.constant(-0.5);
    let neg_one = e.constant(-1.0);
    let cos = e.cos(x, fmf);
    let for_large = e.addf(cos, neg_one, fmf);
    let x2 = e.mulf(x, x, fmf);
    let x4 = e.mulf(x2, x2, fmf);
    let mut poly = e.constant(COSM1_COEFFICIENTS[0]);
    for &c in &COSM1_COEFFICIENTS[1..] {
        let c = e.constant(c);
        poly = e.fma(poly, x2, c, fmf);
    }
    let high = e.mulf(x4, poly, fmf);
    let low = e.mulf(neg_half, x2, fmf);
    let for_small = e.addf(high, low, FastMathFlags::NONE);
    // (π/4)² is about 0.61685.
    let pi_over_4_sq = e.constant(0.61685);
    let large = e.cmpf(OGE, x2, pi_over_4_sq, fmf);
    e.select(large, for_large, for_small)
}

/// `complex.log`: `log|z| + atan2(im, re) i`.
pub(super) fn log(e: &mut Emitter<'_, '_>, op: LogOp, a: LogOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let complex = a.complex();
    let abs = e.complex_abs(complex, fmf);
    let result_re = e.log(abs, fmf);
    let (re, im) = e.parts(complex);
    let result_im = e.atan2(im, re, fmf);
    e.create(result_re, result_im)
}

/// `complex.log1p`: `log|z + 1|` as `log1p` of the larger part of `z + 1`
/// less one plus half `log1p` of the parts' squared ratio, and
/// `atan2(im, re + 1)`.
pub(super) fn log1p(e: &mut Emitter<'_, '_>, op: Log1pOp, a: Log1pOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let (re, im) = e.parts(a.complex());
    let half = e.constant(0.5);
    let one = e.constant(1.0);
    let re_plus_one = e.addf(re, one, fmf);
    let abs_re_plus_one = e.absf(re_plus_one, fmf);
    let abs_im = e.absf(im, fmf);
    let max = e.maximumf(abs_re_plus_one, abs_im, fmf);
    let min = e.minimumf(abs_re_plus_one, abs_im, fmf);
    let use_re = e.cmpf(OGT, re_plus_one, abs_im, fmf);
    let max_minus_one = e.subf(max, one, fmf);
    let larger_minus_one = e.select(use_re, re, max_minus_one);
    let nan_inf = with_nan_inf(fmf);
    let ratio = e.divf(min, max, nan_inf);
    let log_larger = e.log1p(larger_minus_one, fmf);
    let ratio_sq = e.mulf(ratio, ratio, nan_inf);
    let log_ratio = e.log1p(ratio_sq, nan_inf);
    let half_log_ratio = e.mulf(half, log_ratio, nan_inf);
    let r = e.addf(half_log_ratio, log_larger, nan_inf);
    let r_is_nan = e.cmpf(UNO, r, r, nan_inf);
    let result_re = e.select(r_is_nan, min, r);
    let result_im = e.atan2(im, re_plus_one, fmf);
    e.create(result_re, result_im)
}

/// `complex.pow`.
pub(super) fn pow(e: &mut Emitter<'_, '_>, op: PowOp, a: PowOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let (c, d) = e.parts(a.rhs());
    power(e, a.lhs(), (c, d), fmf)
}

/// `complex.powi`: a `complex.pow` by the exponent as a real number.
pub(super) fn powi(e: &mut Emitter<'_, '_>, op: PowiOp, a: PowiOpAdaptor) -> Value {
    // Its flags are optional; the `pow` takes none where it has none.
    let fmf = op.fastmath(e.rw).unwrap_or_default();
    let exponent = SIToFPOp::create(e.rw, e.loc, e.ty, a.rhs());
    let exponent = e.rw.result(exponent.id(), 0);
    let zero = e.constant(0.0);
    let complex_exponent = e.create(exponent, zero);
    e.complex_pow(a.lhs(), complex_exponent, fmf)
}

/// `(a + bi)^(c + di)` as `|z|^c e^(-d arg z) (cos q + i sin q)` with
/// `q = c arg z + d log|z|`, and Kahan's values for `0^w`, `z^0`, `1^w`
/// and `inf^c` (MLIR's `powOpConversionImpl`).
fn power(e: &mut Emitter<'_, '_>, lhs: Value, (c, d): (Value, Value), fmf: FastMathFlags) -> Value {
    let (a, b) = e.parts(lhs);
    let abs = e.complex_abs(lhs, fmf);
    let abs_to_c = e.powf(abs, c, fmf);
    let neg_d = e.negf(d, fmf);
    let arg = e.atan2(b, a, fmf);
    let neg_d_arg = e.mulf(neg_d, arg, fmf);
    let exp_neg_d_arg = e.exp(neg_d_arg, fmf);
    let coeff = e.mulf(abs_to_c, exp_neg_d_arg, fmf);
    let log_abs = e.log(abs, fmf);
    let c_arg = e.mulf(c, arg, fmf);
    let d_log_abs = e.mulf(d, log_abs, fmf);
    let q = e.addf(c_arg, d_log_abs, fmf);
    let cos_q = e.cos(q, fmf);
    let sin_q = e.sin(q, fmf);

    let inf = e.constant(f64::INFINITY);
    let zero = e.constant(0.0);
    let one = e.constant(1.0);
    let complex_one = e.create(one, zero);
    let complex_zero = e.create(zero, zero);
    let complex_inf = e.create(inf, zero);

    // 0^w is 0 for c > 0, and 0^0 is 1 (Kahan, "Branch Cuts for Complex
    // Elementary Functions", section 10).
    let abs_is_zero = e.cmpf(OEQ, abs, zero, fmf);
    let d_is_zero = e.cmpf(OEQ, d, zero, fmf);
    let c_is_zero = e.cmpf(OEQ, c, zero, fmf);
    let b_is_zero = e.cmpf(OEQ, b, zero, fmf);
    let zero_le_c = e.cmpf(OLE, zero, c, fmf);
    let coeff_cos_q = e.mulf(coeff, cos_q, fmf);
    let coeff_sin_q = e.mulf(coeff, sin_q, fmf);
    let one_or_zero = e.select(c_is_zero, complex_one, complex_zero);
    let general = e.create(coeff_cos_q, coeff_sin_q);
    let zero_base = e.andi(abs_is_zero, d_is_zero);
    let zero_base = e.andi(zero_base, zero_le_c);
    let cutoff0 = e.select(zero_base, one_or_zero, general);
    // z^0 is 1.
    let zero_exponent = e.andi(c_is_zero, d_is_zero);
    let cutoff1 = e.select(zero_exponent, complex_one, cutoff0);
    // 1^w is 1.
    let a_is_one = e.cmpf(OEQ, a, one, fmf);
    let lhs_is_one = e.andi(a_is_one, b_is_zero);
    let cutoff2 = e.select(lhs_is_one, complex_one, cutoff1);
    // inf^c is inf for c > 0 and 0 for c < 0.
    let a_is_inf = e.cmpf(OEQ, a, inf, fmf);
    let lhs_is_inf = e.andi(a_is_inf, b_is_zero);
    let c_positive = e.cmpf(OGT, c, zero, fmf);
    let rhs_positive = e.andi(d_is_zero, c_positive);
    let inf_to_positive = e.andi(lhs_is_inf, rhs_positive);
    let cutoff3 = e.select(inf_to_positive, complex_inf, cutoff2);
    let c_negative = e.cmpf(OLT, c, zero, fmf);
    let rhs_negative = e.andi(d_is_zero, c_negative);
    let inf_to_negative = e.andi(lhs_is_inf, rhs_negative);
    e.select(inf_to_negative, complex_zero, cutoff3)
}
