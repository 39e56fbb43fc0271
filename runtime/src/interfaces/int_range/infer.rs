//! The range of the result of an integer operation given its operands'
//! (MLIR's `InferIntRangeCommon.cpp`, the functions dialects build their
//! `inferResultRanges` on). Bounds are computed exactly in `i128` for
//! widths up to 64 bits; a wider result is given the full range.

use super::bits::{mask, signed_max, signed_min, to_signed, to_unsigned};
use super::ranges::ConstantIntRanges;

/// The widest integers whose products `i128` holds exactly.
const EXACT_WIDTH: u32 = 64;

/// What an op promises of its overflow (MLIR's `intrange::OverflowFlags`):
/// with a flag, a result that would wrap is taken as saturated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OverflowFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
}

/// An integer comparison (MLIR's `intrange::CmpPredicate`, in the order
/// of `arith.cmpi`'s predicates).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum CmpPredicate {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

/// A binary operation on exact values; `None` when it overflows.
type BinaryFn<'a> = &'a dyn Fn(i128, i128) -> Option<i128>;

/// The bounds of values of `width` bits, read as signed or unsigned.
fn bounds(width: u32, signed: bool) -> (i128, i128) {
    if signed {
        (signed_min(width), signed_max(width))
    } else {
        (0, mask(width) as i128)
    }
}

/// `value` if it fits `width` bits; else, with `saturate`, the bound it
/// passed, and `None` without (`uadd_ov`, `uadd_sat` and their kin).
fn fit(width: u32, signed: bool, saturate: bool, value: Option<i128>) -> Option<i128> {
    let (lo, hi) = bounds(width, signed);
    match value {
        Some(v) if (lo..=hi).contains(&v) => Some(v),
        Some(v) if saturate => Some(v.clamp(lo, hi)),
        // Only an unsigned product overflows `i128`.
        None if saturate => Some(hi),
        _ => None,
    }
}

/// The range from `op` applied to the two minima and to the two maxima,
/// or every value when either overflows (MLIR's `computeBoundsBy`).
fn bounds_by(
    width: u32,
    op: BinaryFn,
    min: (i128, i128),
    max: (i128, i128),
    signed: bool,
) -> ConstantIntRanges {
    match (op(min.0, min.1), op(max.0, max.1)) {
        (Some(lo), Some(hi)) => ConstantIntRanges::range(width, lo, hi, signed),
        _ => ConstantIntRanges::max_range(width),
    }
}

/// The range of `op` over every pair of `lhs` and `rhs`, or every value
/// when one overflows (MLIR's `minMaxBy`).
fn min_max_by(
    width: u32,
    op: BinaryFn,
    lhs: [i128; 2],
    rhs: [i128; 2],
    signed: bool,
) -> ConstantIntRanges {
    let mut results = Vec::with_capacity(4);
    for l in lhs {
        for r in rhs {
            match op(l, r) {
                Some(v) => results.push(v),
                None => return ConstantIntRanges::max_range(width),
            }
        }
    }
    let (min, max) = (results.iter().min(), results.iter().max());
    ConstantIntRanges::range(width, *min.unwrap_or(&0), *max.unwrap_or(&0), signed)
}

/// `infer` on `args`, which share their width, when it is computed
/// exactly; every value otherwise.
fn exact(
    args: &[ConstantIntRanges],
    infer: impl FnOnce(u32) -> ConstantIntRanges,
) -> ConstantIntRanges {
    let width = args.first().map_or(0, ConstantIntRanges::width);
    if width > EXACT_WIDTH {
        return ConstantIntRanges::max_range(width);
    }
    infer(width)
}

fn unsigned_pair(r: &ConstantIntRanges) -> [i128; 2] {
    [r.umin() as i128, r.umax() as i128]
}

fn signed_pair(r: &ConstantIntRanges) -> [i128; 2] {
    [r.smin(), r.smax()]
}

/// A sum or difference, bounded from the bounds of its operands both
/// read as unsigned and as signed: the least from the least left and the
/// least (sum) or greatest (difference) right, the greatest likewise.
fn sum_like(args: &[ConstantIntRanges], flags: OverflowFlags, subtract: bool) -> ConstantIntRanges {
    exact(args, |w| {
        let (l, r) = (&args[0], &args[1]);
        let apply = |a: i128, b: i128| {
            if subtract {
                a.checked_sub(b)
            } else {
                a.checked_add(b)
            }
        };
        let ordered = |[min, max]: [i128; 2]| if subtract { [max, min] } else { [min, max] };
        let (ul, ur) = (unsigned_pair(l), ordered(unsigned_pair(r)));
        let (sl, sr) = (signed_pair(l), ordered(signed_pair(r)));
        let uop = |a, b| fit(w, false, flags.nuw, apply(a, b));
        let sop = |a, b| fit(w, true, flags.nsw, apply(a, b));
        let u = bounds_by(w, &uop, (ul[0], ur[0]), (ul[1], ur[1]), false);
        let s = bounds_by(w, &sop, (sl[0], sr[0]), (sl[1], sr[1]), true);
        u.intersection(&s)
    })
}

/// `lhs + rhs` (MLIR's `inferAdd`).
pub fn infer_add(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    sum_like(args, flags, false)
}

/// `lhs - rhs` (MLIR's `inferSub`).
pub fn infer_sub(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    sum_like(args, flags, true)
}

/// `lhs * rhs` (MLIR's `inferMul`).
pub fn infer_mul(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    exact(args, |w| {
        let (l, r) = (&args[0], &args[1]);
        let umul = |a: i128, b: i128| fit(w, false, flags.nuw, a.checked_mul(b));
        let smul = |a: i128, b: i128| fit(w, true, flags.nsw, a.checked_mul(b));
        let u = min_max_by(w, &umul, unsigned_pair(l), unsigned_pair(r), false);
        let s = min_max_by(w, &smul, signed_pair(l), signed_pair(r), true);
        u.intersection(&s)
    })
}

/// Unsigned division with `fixup` of each quotient (MLIR's
/// `inferDivURange`): without a divisor known non-zero, at most the
/// dividend.
fn div_u(args: &[ConstantIntRanges], fixup: BinaryFn3) -> ConstantIntRanges {
    exact(args, |w| {
        let (l, r) = (&args[0], &args[1]);
        if r.umin() != 0 && r.umax() != 0 {
            let udiv = |a: i128, b: i128| fixup(w, a, b, a / b);
            return min_max_by(w, &udiv, unsigned_pair(l), unsigned_pair(r), false);
        }
        let mut umin = 0;
        if l.umin() >= r.umax() && r.umax() != 0 {
            umin = l.umin() / r.umax();
        }
        ConstantIntRanges::from_unsigned(w, umin, l.umax())
    })
}

/// A correction of a quotient `q` of `a / b` at a width; `None` when it
/// overflows.
type BinaryFn3 = fn(u32, i128, i128, i128) -> Option<i128>;

/// `lhs / rhs`, unsigned (MLIR's `inferDivU`).
pub fn infer_div_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    div_u(args, |_, _, _, q| Some(q))
}

/// `lhs / rhs` rounded up, unsigned (MLIR's `inferCeilDivU`).
pub fn infer_ceil_div_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    div_u(args, |w, a, b, q| {
        if a % b != 0 {
            fit(w, false, false, Some(q + 1))
        } else {
            Some(q)
        }
    })
}

/// Signed division with `fixup` of each quotient, when the divisor's
/// sign is known (MLIR's `inferDivSRange`).
fn div_s(l: &ConstantIntRanges, r: &ConstantIntRanges, fixup: BinaryFn3) -> ConstantIntRanges {
    let w = l.width();
    if !(r.smin() > 0 || r.smax() < 0) {
        return ConstantIntRanges::max_range(w);
    }
    let sdiv = |a: i128, b: i128| {
        let q = fit(w, true, false, Some(a / b))?;
        fixup(w, a, b, q)
    };
    min_max_by(w, &sdiv, signed_pair(l), signed_pair(r), true)
}

/// `lhs / rhs`, signed (MLIR's `inferDivS`).
pub fn infer_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    exact(args, |_| div_s(&args[0], &args[1], |_, _, _, q| Some(q)))
}

/// `lhs / rhs` rounded up, signed (MLIR's `inferCeilDivS`), with its
/// folder's quirk that `INT_MIN` over a positive divisor comes out
/// positive.
pub fn infer_ceil_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    exact(args, |w| {
        let fix: BinaryFn3 = |w, a, b, q| {
            if a % b != 0 && (a >= 0) == (b >= 0) {
                return fit(w, true, false, Some(q + 1));
            }
            if a == signed_min(w) && b > 1 {
                return Some(-q);
            }
            Some(q)
        };
        let (l, r) = (&args[0], &args[1]);
        let result = div_s(l, r, fix);
        if l.smin() == signed_min(w) && l.smax() > l.smin() {
            let rest = ConstantIntRanges::from_signed(w, l.smin() + 1, l.smax());
            return result.range_union(&div_s(&rest, r, fix));
        }
        result
    })
}

/// `lhs / rhs` rounded down, signed (MLIR's `inferFloorDivS`).
pub fn infer_floor_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    exact(args, |_| {
        div_s(&args[0], &args[1], |w, a, b, q| {
            if a % b != 0 && (a >= 0) != (b >= 0) {
                fit(w, true, false, Some(q - 1))
            } else {
                Some(q)
            }
        })
    })
}

/// The signed remainder (MLIR's `inferRemS`): below the largest divisor
/// in magnitude, or the exact remainders of a dividend range shorter
/// than a constant divisor.
pub fn infer_rem_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    exact(args, |w| {
        let (l, r) = (&args[0], &args[1]);
        let wrap = |v: i128| to_signed(w, v as u128);
        let (mut smin, mut smax) = (signed_min(w), signed_max(w));
        if r.smin() > 0 || r.smax() < 0 {
            let max_divisor = if r.smin() > 0 {
                r.smax()
            } else {
                wrap(-r.smin())
            };
            let max_positive = wrap(max_divisor - 1);
            smin = if l.smin() < 0 { wrap(-max_positive) } else { 0 };
            smax = if l.smax() > 0 { max_positive } else { 0 };
            let span = to_unsigned(w, l.smax() - l.smin());
            if r.smin() == r.smax() && span < to_unsigned(w, max_divisor) {
                let (lo, hi) = (l.smin() % max_divisor, l.smax() % max_divisor);
                if lo <= hi {
                    (smin, smax) = (lo, hi);
                }
            }
        }
        ConstantIntRanges::from_signed(w, smin, smax)
    })
}

/// The unsigned remainder (MLIR's `inferRemU`).
pub fn infer_rem_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    exact(args, |w| {
        let (l, r) = (&args[0], &args[1]);
        let mut umin = 0;
        let mut umax = (r.umax().wrapping_sub(1) & mask(w)).min(l.umax());
        if r.umin() != 0
            && r.umin() == r.umax()
            && l.umax().wrapping_sub(l.umin()) & mask(w) < r.umax()
        {
            let (lo, hi) = (l.umin() % r.umax(), l.umax() % r.umax());
            if lo <= hi {
                (umin, umax) = (lo, hi);
            }
        }
        ConstantIntRanges::from_unsigned(w, umin, umax)
    })
}

/// The signed maximum (MLIR's `inferMaxS`).
pub fn infer_max_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_signed(l.width(), l.smin().max(r.smin()), l.smax().max(r.smax()))
}

/// The unsigned maximum (MLIR's `inferMaxU`).
pub fn infer_max_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_unsigned(l.width(), l.umin().max(r.umin()), l.umax().max(r.umax()))
}

/// The signed minimum (MLIR's `inferMinS`).
pub fn infer_min_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_signed(l.width(), l.smin().min(r.smin()), l.smax().min(r.smax()))
}

/// The unsigned minimum (MLIR's `inferMinU`).
pub fn infer_min_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_unsigned(l.width(), l.umin().min(r.umin()), l.umax().min(r.umax()))
}

/// The low bits that vary between a range's unsigned bounds (MLIR's
/// `getVaryingBitsMask`).
fn varying_bits(r: &ConstantIntRanges) -> u128 {
    let differing = 128 - (r.umin() ^ r.umax()).leading_zeros();
    mask(differing)
}

/// The unsigned bounds with their varying bits cleared and set (MLIR's
/// `widenBitwiseBounds`).
fn widened(r: &ConstantIntRanges) -> [i128; 2] {
    let varying = varying_bits(r);
    [(r.umin() & !varying) as i128, (r.umax() | varying) as i128]
}

/// A bitwise `and` or `or` over the widened bounds.
fn bitwise(args: &[ConstantIntRanges], op: BinaryFn) -> ConstantIntRanges {
    exact(args, |w| {
        min_max_by(w, op, widened(&args[0]), widened(&args[1]), false)
    })
}

/// `lhs & rhs` (MLIR's `inferAnd`).
pub fn infer_and(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    bitwise(args, &|a, b| Some(a & b))
}

/// `lhs | rhs` (MLIR's `inferOr`).
pub fn infer_or(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    bitwise(args, &|a, b| Some(a | b))
}

/// `lhs ^ rhs` (MLIR's `inferXor`).
pub fn infer_xor(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    let varying = varying_bits(l) | varying_bits(r);
    let bits = l.umin() ^ r.umin();
    ConstantIntRanges::from_unsigned(
        l.width(),
        bits & !varying,
        (bits | varying) & mask(l.width()),
    )
}

/// `lhs << rhs` (MLIR's `inferShl`): a product by `2^rhs`.
pub fn infer_shl(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    exact(args, |w| {
        let (l, r) = (&args[0], &args[1]);
        let shl = |signed: bool, saturate: bool| {
            move |a: i128, b: i128| {
                if b >= w as i128 {
                    let (lo, hi) = bounds(w, signed);
                    return saturate.then_some(if a < 0 { lo } else { hi });
                }
                fit(w, signed, saturate, a.checked_mul(1i128 << b))
            }
        };
        let u = min_max_by(
            w,
            &shl(false, flags.nuw),
            unsigned_pair(l),
            unsigned_pair(r),
            false,
        );
        let s = min_max_by(
            w,
            &shl(true, flags.nsw),
            signed_pair(l),
            unsigned_pair(r),
            true,
        );
        u.intersection(&s)
    })
}

/// `lhs >> rhs`, arithmetic (MLIR's `inferShrS`).
pub fn infer_shr_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    exact(args, |w| {
        let ashr = |a: i128, b: i128| (b < w as i128).then(|| a >> b);
        min_max_by(
            w,
            &ashr,
            signed_pair(&args[0]),
            unsigned_pair(&args[1]),
            true,
        )
    })
}

/// `lhs >> rhs`, logical (MLIR's `inferShrU`).
pub fn infer_shr_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    exact(args, |w| {
        let lshr = |a: i128, b: i128| (b < w as i128).then(|| a >> b);
        min_max_by(
            w,
            &lshr,
            unsigned_pair(&args[0]),
            unsigned_pair(&args[1]),
            false,
        )
    })
}

/// The range extended to `width`, each bound by its own reading (MLIR's
/// `extRange`).
pub fn ext_range(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::new(width, r.umin(), r.umax(), r.smin(), r.smax())
}

/// The range zero-extended to `width` (MLIR's `extUIRange`).
pub fn ext_ui_range(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(width, r.umin(), r.umax())
}

/// The range sign-extended to `width` (MLIR's `extSIRange`).
pub fn ext_si_range(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_signed(width, r.smin(), r.smax())
}

/// The range truncated to `width` (MLIR's `truncRange`): a bound stays
/// when the truncation cannot roll over between them.
pub fn trunc_range(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    let rollover = (r.umin() >> width.min(127)) != (r.umax() >> width.min(127));
    let (umin, umax) = if rollover {
        (0, mask(width))
    } else {
        (r.umin(), r.umax())
    };
    let shift = width.saturating_sub(1).min(127);
    let (lo, hi) = (r.smin() >> shift, r.smax() >> shift);
    let signed_overflow = lo != hi && !(lo == -1 && (hi == -1 || hi == 0)) && !(lo == 0 && hi == 0);
    let (smin, smax) = if signed_overflow {
        (signed_min(width), signed_max(width))
    } else {
        (r.smin(), r.smax())
    };
    ConstantIntRanges::new(width, umin, umax, smin, smax)
}

impl CmpPredicate {
    /// The predicate true exactly when this one is false.
    fn inverse(self) -> CmpPredicate {
        use CmpPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }

    /// Whether the comparison holds for every value of the ranges.
    fn always_true(self, l: &ConstantIntRanges, r: &ConstantIntRanges) -> bool {
        use CmpPredicate::*;
        match self {
            Sle => l.smax() <= r.smin(),
            Slt => l.smax() < r.smin(),
            Ule => l.umax() <= r.umin(),
            Ult => l.umax() < r.umin(),
            Sge => l.smin() >= r.smax(),
            Sgt => l.smin() > r.smax(),
            Uge => l.umin() >= r.umax(),
            Ugt => l.umin() > r.umax(),
            Eq => l.constant_value().is_some() && l.constant_value() == r.constant_value(),
            // Apart both signed and unsigned.
            Ne => {
                (Slt.always_true(l, r) || Sgt.always_true(l, r))
                    && (Ult.always_true(l, r) || Ugt.always_true(l, r))
            }
        }
    }
}

/// The comparison's outcome when the ranges decide it (MLIR's
/// `evaluatePred`).
pub fn evaluate_pred(
    pred: CmpPredicate,
    l: &ConstantIntRanges,
    r: &ConstantIntRanges,
) -> Option<bool> {
    if pred.always_true(l, r) {
        Some(true)
    } else if pred.inverse().always_true(l, r) {
        Some(false)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unsigned(width: u32, min: u128, max: u128) -> ConstantIntRanges {
        ConstantIntRanges::from_unsigned(width, min, max)
    }

    #[test]
    fn an_unsigned_range_across_the_sign_bit_is_any_signed_value() {
        let r = unsigned(8, 100, 200);
        assert_eq!((r.smin(), r.smax()), (-128, 127));
        let r = unsigned(8, 200, 250);
        assert_eq!((r.smin(), r.smax()), (-56, -6));
    }

    #[test]
    fn a_truncation_keeps_bounds_unless_it_rolls_over() {
        let r = trunc_range(&ConstantIntRanges::from_signed(16, 256, 258), 8);
        assert_eq!((r.umin(), r.umax(), r.smin(), r.smax()), (0, 2, 0, 2));
        let r = trunc_range(&ConstantIntRanges::from_signed(16, 255, 257), 8);
        assert_eq!(
            (r.umin(), r.umax(), r.smin(), r.smax()),
            (0, 255, -128, 127)
        );
    }

    #[test]
    fn sums_wrap_to_every_value_unless_flagged() {
        let args = [unsigned(8, 0, 200), unsigned(8, 100, 100)];
        let wrapping = infer_add(&args, OverflowFlags::default());
        assert_eq!((wrapping.umin(), wrapping.umax()), (0, 255));
        let nuw = infer_add(
            &args,
            OverflowFlags {
                nsw: false,
                nuw: true,
            },
        );
        assert_eq!((nuw.umin(), nuw.umax()), (100, 255));
    }

    #[test]
    fn a_remainder_of_a_short_range_is_exact() {
        let args = [
            ConstantIntRanges::from_signed(32, 9, 11),
            ConstantIntRanges::constant(32, 8),
        ];
        let r = infer_rem_s(&args);
        assert_eq!((r.smin(), r.smax()), (1, 3));
        let r = infer_rem_u(&[unsigned(32, 0, 100), unsigned(32, 1, 8)]);
        assert_eq!((r.umin(), r.umax()), (0, 7));
    }

    #[test]
    fn divisions_by_a_range_holding_zero_bound_what_they_can() {
        let r = infer_div_u(&[unsigned(16, 10, 50), unsigned(16, 0, 5)]);
        assert_eq!((r.umin(), r.umax()), (2, 50));
        let r = infer_div_s(&[
            ConstantIntRanges::from_signed(16, -10, 50),
            ConstantIntRanges::from_signed(16, -1, 1),
        ]);
        assert_eq!(r, ConstantIntRanges::max_range(16));
    }

    #[test]
    fn comparisons_are_decided_when_the_ranges_do_not_overlap() {
        let (low, high) = (unsigned(8, 0, 3), unsigned(8, 5, 9));
        assert_eq!(evaluate_pred(CmpPredicate::Ult, &low, &high), Some(true));
        assert_eq!(evaluate_pred(CmpPredicate::Uge, &low, &high), Some(false));
        assert_eq!(evaluate_pred(CmpPredicate::Eq, &low, &low), None);
        assert_eq!(evaluate_pred(CmpPredicate::Ne, &low, &high), Some(true));
    }

    #[test]
    fn wider_than_64_bits_is_every_value() {
        let args = [unsigned(128, 0, 4), unsigned(128, 1, 1)];
        assert_eq!(
            infer_add(&args, OverflowFlags::default()),
            ConstantIntRanges::max_range(128)
        );
    }
}
