//! Square roots: `sqrt(z)` and `1 / sqrt(z)` in polar form, from the root
//! of the modulus and half the argument, with the cases of zeros,
//! infinities and NaNs unless the flags rule them out.

use super::abs::{modulus, Of};
use super::emitter::{finite_only, Emitter};
use crate::arith::CmpFPredicate;
use crate::complex::{RsqrtOp, RsqrtOpAdaptor, SqrtOp, SqrtOpAdaptor};
use ods_runtime::Value;

use CmpFPredicate::{OEQ, ONE, UNO};

/// `complex.sqrt`: `sqrt|z| (cos(arg/2) + i sin(arg/2))`.
pub(super) fn sqrt(e: &mut Emitter<'_, '_>, op: SqrtOp, a: SqrtOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let zero = e.constant(0.0);
    let half = e.constant(0.5);
    let (re, im) = e.parts(a.complex());
    let abs_sqrt = modulus(e, (re, im), fmf, Of::Sqrt);
    let arg = e.atan2(im, re, fmf);
    let half_arg = e.mulf(arg, half, fmf);
    let cos = e.cos(half_arg, fmf);
    let sin = e.sin(half_arg, fmf);
    // sin(atan2(0, inf)) is 0 and sqrt|inf| is inf: their product is not.
    let sin_is_zero = e.cmpf(OEQ, sin, zero, fmf);
    let mut result_re = e.mulf(abs_sqrt, cos, fmf);
    let abs_sin = e.mulf(abs_sqrt, sin, fmf);
    let mut result_im = e.select(sin_is_zero, zero, abs_sin);
    if !finite_only(fmf) {
        let inf = e.constant(f64::INFINITY);
        let neg_inf = e.constant(f64::NEG_INFINITY);
        let nan = e.constant(f64::NAN);
        let abs_im = e.absf(im, fmf);
        let abs_im_is_inf = e.cmpf(OEQ, abs_im, inf, fmf);
        let abs_im_is_finite = e.cmpf(ONE, abs_im, inf, fmf);
        let re_is_inf = e.cmpf(OEQ, re, inf, fmf);
        let re_is_neg_inf = e.cmpf(OEQ, re, neg_inf, fmf);
        let to_zero = e.andi(re_is_neg_inf, abs_im_is_finite);
        result_re = e.select(to_zero, zero, result_re);
        let to_inf = e.ori(abs_im_is_inf, re_is_inf);
        result_re = e.select(to_inf, inf, result_re);
        let signed_inf = e.copysign(inf, im, fmf);
        let abs_is_nan = e.cmpf(UNO, abs_sqrt, abs_sqrt, Default::default());
        result_im = e.select(abs_is_nan, nan, result_im);
        let to_signed_inf = e.ori(abs_im_is_inf, re_is_neg_inf);
        result_im = e.select(to_signed_inf, signed_inf, result_im);
    }
    let result_is_zero = e.cmpf(OEQ, abs_sqrt, zero, fmf);
    let result_re = e.select(result_is_zero, zero, result_re);
    let result_im = e.select(result_is_zero, zero, result_im);
    e.create(result_re, result_im)
}

/// `complex.rsqrt`: `(1 / sqrt|z|) (cos(-arg/2) + i sin(-arg/2))`, and
/// `inf + nan i` for zero.
pub(super) fn rsqrt(e: &mut Emitter<'_, '_>, op: RsqrtOp, a: RsqrtOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let zero = e.constant(0.0);
    let inf = e.constant(f64::INFINITY);
    let neg_half = e.constant(-0.5);
    let nan = e.constant(f64::NAN);
    let (re, im) = e.parts(a.complex());
    let abs_rsqrt = modulus(e, (re, im), fmf, Of::Rsqrt);
    let arg = e.atan2(im, re, fmf);
    let rsqrt_arg = e.mulf(arg, neg_half, fmf);
    let cos = e.cos(rsqrt_arg, fmf);
    let sin = e.sin(rsqrt_arg, fmf);
    let mut result_re = e.mulf(abs_rsqrt, cos, fmf);
    let mut result_im = e.mulf(abs_rsqrt, sin, fmf);
    if !finite_only(fmf) {
        let neg_one = e.constant(-1.0);
        let re_signed_zero = e.copysign(zero, re, fmf);
        let im_signed_zero = e.copysign(zero, im, fmf);
        let neg_im_signed_zero = e.mulf(neg_one, im_signed_zero, fmf);
        let abs_re = e.absf(re, fmf);
        let abs_im = e.absf(im, fmf);
        let abs_im_is_inf = e.cmpf(OEQ, abs_im, inf, fmf);
        let re_is_nan = e.cmpf(UNO, re, re, fmf);
        let re_is_inf = e.cmpf(OEQ, abs_re, inf, fmf);
        let nan_inf = e.andi(abs_im_is_inf, re_is_nan);
        let result_is_zero = e.ori(nan_inf, re_is_inf);
        result_re = e.select(result_is_zero, re_signed_zero, result_re);
        result_im = e.select(result_is_zero, neg_im_signed_zero, result_im);
    }
    let re_is_zero = e.cmpf(OEQ, re, zero, fmf);
    let im_is_zero = e.cmpf(OEQ, im, zero, fmf);
    let is_zero = e.andi(re_is_zero, im_is_zero);
    let result_re = e.select(is_zero, inf, result_re);
    let result_im = e.select(is_zero, nan, result_im);
    e.create(result_re, result_im)
}
