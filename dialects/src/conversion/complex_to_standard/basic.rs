//! The ops taken part by part: sums, differences, products, negation,
//! conjugates, comparisons, and the angle.

use super::emitter::Emitter;
use crate::arith::CmpFPredicate;
use crate::complex::{
    AddOp, AddOpAdaptor, AngleOp, AngleOpAdaptor, ConjOp, ConjOpAdaptor, MulOp, MulOpAdaptor,
    NegOp, NegOpAdaptor, SubOp, SubOpAdaptor,
};
use ods_runtime::Value;

/// `complex.add`: the parts added.
pub(super) fn add(e: &mut Emitter<'_, '_>, op: AddOp, a: AddOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    part_by_part(e, a.lhs(), a.rhs(), |e, x, y| e.addf(x, y, fmf))
}

/// `complex.sub`: the parts subtracted.
pub(super) fn sub(e: &mut Emitter<'_, '_>, op: SubOp, a: SubOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    part_by_part(e, a.lhs(), a.rhs(), |e, x, y| e.subf(x, y, fmf))
}

/// `combine` applied to the real parts, then to the imaginary ones.
fn part_by_part(
    e: &mut Emitter<'_, '_>,
    lhs: Value,
    rhs: Value,
    combine: impl Fn(&mut Emitter<'_, '_>, Value, Value) -> Value,
) -> Value {
    let (lhs_re, rhs_re) = (e.re(lhs), e.re(rhs));
    let re = combine(e, lhs_re, rhs_re);
    let (lhs_im, rhs_im) = (e.im(lhs), e.im(rhs));
    let im = combine(e, lhs_im, rhs_im);
    e.create(re, im)
}

/// `complex.eq` (`p` is `oeq`, both parts must compare) and `complex.neq`
/// (`une`, either part may).
pub(super) fn compare(e: &mut Emitter<'_, '_>, p: CmpFPredicate, lhs: Value, rhs: Value) -> Value {
    let none = Default::default();
    let (lhs_re, lhs_im) = e.parts(lhs);
    let (rhs_re, rhs_im) = e.parts(rhs);
    let re = e.cmpf(p, lhs_re, rhs_re, none);
    let im = e.cmpf(p, lhs_im, rhs_im, none);
    if p == CmpFPredicate::OEQ {
        e.andi(re, im)
    } else {
        e.ori(re, im)
    }
}

/// `complex.conj`: the imaginary part negated.
pub(super) fn conj(e: &mut Emitter<'_, '_>, _: ConjOp, a: ConjOpAdaptor) -> Value {
    let (re, im) = e.parts(a.complex());
    let neg_im = e.negf(im, Default::default());
    e.create(re, neg_im)
}

/// `complex.neg`: both parts negated.
pub(super) fn neg(e: &mut Emitter<'_, '_>, _: NegOp, a: NegOpAdaptor) -> Value {
    let (re, im) = e.parts(a.complex());
    let neg_re = e.negf(re, Default::default());
    let neg_im = e.negf(im, Default::default());
    e.create(neg_re, neg_im)
}

/// `complex.mul`: `(ac - bd) + (bc + ad)i`.
pub(super) fn mul(e: &mut Emitter<'_, '_>, op: MulOp, a: MulOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let (lhs_re, lhs_im) = e.parts(a.lhs());
    let (rhs_re, rhs_im) = e.parts(a.rhs());
    let ac = e.mulf(lhs_re, rhs_re, fmf);
    let bd = e.mulf(lhs_im, rhs_im, fmf);
    let re = e.subf(ac, bd, fmf);
    let bc = e.mulf(lhs_im, rhs_re, fmf);
    let ad = e.mulf(lhs_re, rhs_im, fmf);
    let im = e.addf(bc, ad, fmf);
    e.create(re, im)
}

/// `complex.angle`: `atan2(im, re)`.
pub(super) fn angle(e: &mut Emitter<'_, '_>, op: AngleOp, a: AngleOpAdaptor) -> Value {
    let fmf = op.fastmath(e.rw);
    let (re, im) = e.parts(a.complex());
    e.atan2(im, re, fmf)
}
