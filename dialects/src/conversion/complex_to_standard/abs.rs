//! The modulus `|z|` (and its square root and reciprocal square root, for
//! `sqrt` and `rsqrt`), computed as `max * sqrt(1 + (min/max)^2)` so that
//! it neither overflows nor underflows, and the sign `z / |z|`.

use super::emitter::{with_nan_inf, Emitter};
use crate::arith::{CmpFPredicate, FastMathFlags};
use crate::complex::{AbsOp, AbsOpAdaptor, SignOp, SignOpAdaptor};
use ods_runtime::Value;

/// What [`modulus`] computes of `|z|`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Of {
    /// `|z|`.
    Abs,
    /// `sqrt(|z|)`.
    Sqrt,
    /// `1 / sqrt(|z|)`.
    Rsqrt,
}

/// `|re + im i|`, or its square root or reciprocal square root (MLIR's
/// `computeAbs`).
pub(super) fn modulus(
    e: &mut Emitter<'_, '_>,
    (re, im): (Value, Value),
    fmf: FastMathFlags,
    of: Of,
) -> Value {
    let one = e.constant(1.0);
    let abs_re = e.absf(re, fmf);
    let abs_im = e.absf(im, fmf);
    let mut max = e.maximumf(abs_re, abs_im, fmf);
    let mut min = e.minimumf(abs_re, abs_im, fmf);
    // The steps below need NaNs and infinities to work.
    let nan_inf = with_nan_inf(fmf);
    let ratio = e.divf(min, max, nan_inf);
    let ratio_sq = e.mulf(ratio, ratio, nan_inf);
    let mut ratio_sq_plus_one = e.addf(ratio_sq, one, nan_inf);
    if of == Of::Rsqrt {
        ratio_sq_plus_one = e.rsqrt(ratio_sq_plus_one, nan_inf);
        min = e.rsqrt(min, nan_inf);
        max = e.rsqrt(max, nan_inf);
    }
    let result = if of == Of::Sqrt {
        let quarter = e.constant(0.25);
        // sqrt(sqrt(a*b)) would avoid the pow, but overflows sooner.
        let sqrt = e.sqrt(max, nan_inf);
        let root = e.powf(ratio_sq_plus_one, quarter, nan_inf);
        e.mulf(sqrt, root, nan_inf)
    } else {
        let sqrt = e.sqrt(ratio_sq_plus_one, nan_inf);
        e.mulf(max, sqrt, nan_inf)
    };
    let is_nan = e.cmpf(CmpFPredicate::UNO, result, result, nan_inf);
    e.select(is_nan, min, result)
}

/// `complex.abs`.
pub(super) fn abs(e: &mut Emitter<'_, '_>, op: AbsOp, a: AbsOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let parts = e.parts(a.complex());
    modulus(e, parts, fmf, Of::Abs)
}

/// `complex.sign`: `z / |z|`, and zero for zero.
pub(super) fn sign(e: &mut Emitter<'_, '_>, op: SignOp, a: SignOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let none = FastMathFlags::NONE;
    let complex = a.complex();
    let (re, im) = e.parts(complex);
    let zero = e.constant(0.0);
    let re_is_zero = e.cmpf(CmpFPredicate::OEQ, re, zero, none);
    let im_is_zero = e.cmpf(CmpFPredicate::OEQ, im, zero, none);
    let is_zero = e.andi(re_is_zero, im_is_zero);
    let abs = e.complex_abs(complex, fmf);
    let re_sign = e.divf(re, abs, fmf);
    let im_sign = e.divf(im, abs, fmf);
    let sign = e.create(re_sign, im_sign);
    e.select(is_zero, complex, sign)
}
