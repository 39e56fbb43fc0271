//! `complex.div`, by the algebraic formula (`complex-range` `basic` or
//! `none`) or by Smith's range reduction with the special cases of zero
//! and infinite operands (`improved`, MLIR's
//! `convertDivToStandardUsingRangeReduction`). The algorithms are written
//! over [`DivisionBuilder`], so `convert-complex-to-llvm` builds the same
//! steps in llvm ops (MLIR's twin `convertDivToLLVMUsing*`).

use super::emitter::Emitter;
use super::ComplexRange;
use crate::arith::{CmpFPredicate, FastMathFlags};
use crate::complex::{DivOp, DivOpAdaptor};
use ods_runtime::Value;

use CmpFPredicate::{OEQ, OLT, ONE, ORD, UNO};

/// The real and imaginary parts of the two operands.
struct Operands {
    lhs: (Value, Value),
    rhs: (Value, Value),
}

/// The float ops the division algorithms are built of, each with the
/// meaning of the `arith` or `math` op of its name.
pub(crate) trait DivisionBuilder {
    fn addf(&mut self, a: Value, b: Value, fmf: FastMathFlags) -> Value;
    fn subf(&mut self, a: Value, b: Value, fmf: FastMathFlags) -> Value;
    fn mulf(&mut self, a: Value, b: Value, fmf: FastMathFlags) -> Value;
    fn divf(&mut self, a: Value, b: Value, fmf: FastMathFlags) -> Value;
    fn absf(&mut self, a: Value, fmf: FastMathFlags) -> Value;
    fn copysign(&mut self, a: Value, b: Value, fmf: FastMathFlags) -> Value;
    fn cmpf(&mut self, p: CmpFPredicate, a: Value, b: Value, fmf: FastMathFlags) -> Value;
    fn andi(&mut self, a: Value, b: Value) -> Value;
    fn ori(&mut self, a: Value, b: Value) -> Value;
    fn select(&mut self, condition: Value, t: Value, f: Value) -> Value;
    /// A constant of the float type divided.
    fn constant(&mut self, v: f64) -> Value;
}

/// `$name(..)` of [`DivisionBuilder`] as the emitter's method of that name.
macro_rules! delegate {
    ($($name:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {$(
        fn $name(&mut self, $($arg: $ty),*) -> Value {
            crate::emit::Emitter::$name(self, $($arg),*)
        }
    )*};
}

impl DivisionBuilder for Emitter<'_, '_> {
    delegate!(
        addf(a: Value, b: Value, fmf: FastMathFlags),
        subf(a: Value, b: Value, fmf: FastMathFlags),
        mulf(a: Value, b: Value, fmf: FastMathFlags),
        divf(a: Value, b: Value, fmf: FastMathFlags),
        absf(a: Value, fmf: FastMathFlags),
        copysign(a: Value, b: Value, fmf: FastMathFlags),
        cmpf(p: CmpFPredicate, a: Value, b: Value, fmf: FastMathFlags),
        andi(a: Value, b: Value),
        ori(a: Value, b: Value),
        select(condition: Value, t: Value, f: Value),
        constant(v: f64),
    );
}

/// `complex.div`.
pub(super) fn div(
    e: &mut Emitter<'_, '_>,
    op: DivOp,
    a: DivOpAdaptor,
    range: ComplexRange,
) -> Value {
    let fmf = op.fastmath(e.rw);
    let lhs = e.parts(a.lhs());
    let rhs = e.parts(a.rhs());
    let (re, im) = divide(e, lhs, rhs, range, fmf);
    e.create(re, im)
}

/// The real and imaginary parts of `lhs / rhs` (each given by its parts)
/// by the algorithm of `range`, with the op's flags `fmf`.
pub(crate) fn divide(
    e: &mut impl DivisionBuilder,
    lhs: (Value, Value),
    rhs: (Value, Value),
    range: ComplexRange,
    fmf: FastMathFlags,
) -> (Value, Value) {
    let operands = Operands { lhs, rhs };
    match range {
        ComplexRange::Basic | ComplexRange::None => algebraic(e, &operands, fmf),
        ComplexRange::Improved => range_reduction(e, &operands, fmf),
    }
}

/// `(ac + bd) / (c² + d²) + (bc - ad) / (c² + d²) i`.
fn algebraic(e: &mut impl DivisionBuilder, o: &Operands, fmf: FastMathFlags) -> (Value, Value) {
    let ((a, b), (c, d)) = (o.lhs, o.rhs);
    let cc = e.mulf(c, c, fmf);
    let dd = e.mulf(d, d, fmf);
    let norm = e.addf(cc, dd, fmf);
    let ac = e.mulf(a, c, fmf);
    let bd = e.mulf(b, d, fmf);
    let re_num = e.addf(ac, bd, fmf);
    let bc = e.mulf(b, c, fmf);
    let ad = e.mulf(a, d, fmf);
    let im_num = e.subf(bc, ad, fmf);
    let re = e.divf(re_num, norm, fmf);
    let im = e.divf(im_num, norm, fmf);
    (re, im)
}

/// Smith's quotient, scaled by `ratio` = `small / large` of the divisor's
/// parts: by `re / im` when `ratio_first` (the ratio then multiplies the
/// dividend's parts first), else by `im / re`.
fn smith(
    e: &mut impl DivisionBuilder,
    (small, large): (Value, Value),
    (lhs_re, lhs_im): (Value, Value),
    ratio_first: bool,
    fmf: FastMathFlags,
) -> (Value, Value) {
    let ratio = e.divf(small, large, fmf);
    let scaled = e.mulf(ratio, small, fmf);
    let denom = e.addf(large, scaled, fmf);
    let (re_num, im_num) = if ratio_first {
        // re / im: ((a r + b) + (b r - a) i) / (d + c r).
        let ar = e.mulf(lhs_re, ratio, fmf);
        let re_num = e.addf(ar, lhs_im, fmf);
        let re = e.divf(re_num, denom, fmf);
        let br = e.mulf(lhs_im, ratio, fmf);
        let im_num = e.subf(br, lhs_re, fmf);
        (re, e.divf(im_num, denom, fmf))
    } else {
        // im / re: ((a + b r) + (b - a r) i) / (c + d r).
        let br = e.mulf(lhs_im, ratio, fmf);
        let re_num = e.addf(lhs_re, br, fmf);
        let re = e.divf(re_num, denom, fmf);
        let ar = e.mulf(lhs_re, ratio, fmf);
        let im_num = e.subf(lhs_im, ar, fmf);
        (re, e.divf(im_num, denom, fmf))
    };
    (re_num, im_num)
}

/// `copysign(select(is_inf, 1, 0), of)`: a part as ±1 when infinite, ±0
/// otherwise.
fn unit_if(
    e: &mut impl DivisionBuilder,
    is_inf: Value,
    of: Value,
    (one, zero): (Value, Value),
) -> Value {
    let unit = e.select(is_inf, one, zero);
    e.copysign(unit, of, FastMathFlags::NONE)
}

/// `scale * (p1 + p2)` and `scale * (p3 - p4)` for the products `pN` of
/// the pairs given, the limits of the special cases; the products are
/// built in the order given, so `p4` before `p3` when `p4_first`.
fn limit(
    e: &mut impl DivisionBuilder,
    scale: Value,
    products: [(Value, Value); 4],
    p4_first: bool,
    fmf: FastMathFlags,
) -> (Value, Value) {
    let [p1, p2, p3, p4] = products;
    let m1 = e.mulf(p1.0, p1.1, fmf);
    let m2 = e.mulf(p2.0, p2.1, fmf);
    let sum = e.addf(m1, m2, fmf);
    let re = e.mulf(scale, sum, fmf);
    let (first, second) = if p4_first { (p4, p3) } else { (p3, p4) };
    let m_first = e.mulf(first.0, first.1, fmf);
    let m_second = e.mulf(second.0, second.1, fmf);
    let (m3, m4) = if p4_first {
        (m_second, m_first)
    } else {
        (m_first, m_second)
    };
    let diff = e.subf(m3, m4, fmf);
    let im = e.mulf(scale, diff, fmf);
    (re, im)
}

fn range_reduction(
    e: &mut impl DivisionBuilder,
    o: &Operands,
    fmf: FastMathFlags,
) -> (Value, Value) {
    let none = FastMathFlags::NONE;
    let ((lhs_re, lhs_im), (rhs_re, rhs_im)) = (o.lhs, o.rhs);
    let (re1, im1) = smith(e, (rhs_re, rhs_im), o.lhs, true, fmf);
    let (re2, im2) = smith(e, (rhs_im, rhs_re), o.lhs, false, fmf);

    // Case 1: a zero divisor, a dividend with at most one NaN part.
    let zero = e.constant(0.0);
    let rhs_re_abs = e.absf(rhs_re, fmf);
    let rhs_re_is_zero = e.cmpf(OEQ, rhs_re_abs, zero, none);
    let rhs_im_abs = e.absf(rhs_im, fmf);
    let rhs_im_is_zero = e.cmpf(OEQ, rhs_im_abs, zero, none);
    let lhs_re_not_nan = e.cmpf(ORD, lhs_re, zero, none);
    let lhs_im_not_nan = e.cmpf(ORD, lhs_im, zero, none);
    let lhs_not_nan = e.ori(lhs_re_not_nan, lhs_im_not_nan);
    let rhs_is_zero = e.andi(rhs_re_is_zero, rhs_im_is_zero);
    let result_is_inf = e.andi(lhs_not_nan, rhs_is_zero);
    let inf = e.constant(f64::INFINITY);
    let signed_inf = e.copysign(inf, rhs_re, none);
    let inf_re = e.mulf(signed_inf, lhs_re, fmf);
    let inf_im = e.mulf(signed_inf, lhs_im, fmf);

    // Case 2: an infinite dividend, a finite divisor.
    let rhs_re_finite = e.cmpf(ONE, rhs_re_abs, inf, none);
    let rhs_im_finite = e.cmpf(ONE, rhs_im_abs, inf, none);
    let rhs_finite = e.andi(rhs_re_finite, rhs_im_finite);
    let lhs_re_abs = e.absf(lhs_re, fmf);
    let lhs_re_inf = e.cmpf(OEQ, lhs_re_abs, inf, none);
    let lhs_im_abs = e.absf(lhs_im, fmf);
    let lhs_im_inf = e.cmpf(OEQ, lhs_im_abs, inf, none);
    let lhs_inf = e.ori(lhs_re_inf, lhs_im_inf);
    let inf_by_finite = e.andi(lhs_inf, rhs_finite);
    let one = e.constant(1.0);
    let lhs_re_unit = unit_if(e, lhs_re_inf, lhs_re, (one, zero));
    let lhs_im_unit = unit_if(e, lhs_im_inf, lhs_im, (one, zero));
    let (re3, im3) = limit(
        e,
        inf,
        [
            (lhs_re_unit, rhs_re),
            (lhs_im_unit, rhs_im),
            (lhs_im_unit, rhs_re),
            (lhs_re_unit, rhs_im),
        ],
        true,
        fmf,
    );

    // Case 3: a finite dividend, an infinite divisor.
    let lhs_re_finite = e.cmpf(ONE, lhs_re_abs, inf, none);
    let lhs_im_finite = e.cmpf(ONE, lhs_im_abs, inf, none);
    let lhs_finite = e.andi(lhs_re_finite, lhs_im_finite);
    let rhs_re_inf = e.cmpf(OEQ, rhs_re_abs, inf, none);
    let rhs_im_inf = e.cmpf(OEQ, rhs_im_abs, inf, none);
    let rhs_inf = e.ori(rhs_re_inf, rhs_im_inf);
    let finite_by_inf = e.andi(lhs_finite, rhs_inf);
    let rhs_re_unit = unit_if(e, rhs_re_inf, rhs_re, (one, zero));
    let rhs_im_unit = unit_if(e, rhs_im_inf, rhs_im, (one, zero));
    let (re4, im4) = limit(
        e,
        zero,
        [
            (lhs_re, rhs_re_unit),
            (lhs_im, rhs_im_unit),
            (lhs_im, rhs_re_unit),
            (lhs_re, rhs_im_unit),
        ],
        false,
        fmf,
    );

    let re_smaller = e.cmpf(OLT, rhs_re_abs, rhs_im_abs, none);
    let re5 = e.select(re_smaller, re1, re2);
    let im5 = e.select(re_smaller, im1, im2);
    let re_case3 = e.select(finite_by_inf, re4, re5);
    let im_case3 = e.select(finite_by_inf, im4, im5);
    let re_case2 = e.select(inf_by_finite, re3, re_case3);
    let im_case2 = e.select(inf_by_finite, im3, im_case3);
    let re_case1 = e.select(result_is_inf, inf_re, re_case2);
    let im_case1 = e.select(result_is_inf, inf_im, im_case2);
    let re_nan = e.cmpf(UNO, re5, zero, none);
    let im_nan = e.cmpf(UNO, im5, zero, none);
    let is_nan = e.andi(re_nan, im_nan);
    let re = e.select(is_nan, re_case1, re5);
    let im = e.select(is_nan, im_case1, im5);
    (re, im)
}
