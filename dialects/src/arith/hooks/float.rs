//! Float arithmetic with LLVM's `APFloat` semantics for the formats whose
//! every value an `f64` holds exactly and whose operations an `f64`
//! computes with one rounding: `f16`, `bf16`, `tf32`, `f32` (`p <= 24`,
//! so `53 >= 2p + 2` and rounding the exact `f64` result to the format is
//! the correctly rounded result) and `f64` itself. Other formats do not
//! fold, as no exact arithmetic is had for them here.

use super::apint::ApInt;
use ods_runtime::ir::float::{decode, encode_f64, precision, to_f64, Decoded};
use ods_runtime::FloatKind;

/// Whether binary arithmetic on `kind` folds.
pub(crate) fn computes(kind: FloatKind) -> bool {
    matches!(
        kind,
        FloatKind::F16 | FloatKind::BF16 | FloatKind::TF32 | FloatKind::F32 | FloatKind::F64
    )
}

/// The value of `bits`, when an `f64` holds it exactly (NaNs are NaN).
pub(crate) fn exact_value(kind: FloatKind, bits: u128) -> Option<f64> {
    let v = to_f64(kind, bits);
    if v.is_nan() || encode_f64(kind, v) == bits {
        return Some(v);
    }
    None
}

pub(crate) fn is_nan(kind: FloatKind, bits: u128) -> bool {
    matches!(decode(kind, bits), Decoded::Nan)
}

/// The mantissa bits of an IEEE-like format with a quiet bit.
fn man_bits(kind: FloatKind) -> Option<u32> {
    Some(match kind {
        FloatKind::F16 => 10,
        FloatKind::BF16 => 7,
        FloatKind::TF32 => 10,
        FloatKind::F32 => 23,
        FloatKind::F64 => 52,
        _ => return None,
    })
}

/// `bits`, a NaN, made quiet (APFloat's `makeQuiet`).
fn quiet(kind: FloatKind, bits: u128) -> u128 {
    man_bits(kind).map_or(bits, |m| bits | 1 << (m - 1))
}

/// The NaN an invalid operation makes: positive and quiet.
fn default_nan(kind: FloatKind) -> u128 {
    encode_f64(kind, f64::NAN)
}

/// `op` on two values of `kind`: a NaN operand is the result (the left
/// one first, made quiet), as `APFloat::add` and its kin; a NaN made from
/// numbers is the default NaN.
pub(crate) fn binary(kind: FloatKind, a: u128, b: u128, op: fn(f64, f64) -> f64) -> Option<u128> {
    if !computes(kind) {
        return None;
    }
    if is_nan(kind, a) {
        return Some(quiet(kind, a));
    }
    if is_nan(kind, b) {
        return Some(quiet(kind, b));
    }
    let r = op(to_f64(kind, a), to_f64(kind, b));
    if r.is_nan() {
        return Some(default_nan(kind));
    }
    Some(encode_f64(kind, r))
}

/// `fmod` (APFloat's `mod`): the remainder with the sign of `a`.
pub(crate) fn rem(kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    binary(kind, a, b, |x, y| x % y)
}

/// `llvm::maximum`/`minimum` (`max`): a NaN wins; `-0 < +0`.
pub(crate) fn maximum(kind: FloatKind, a: u128, b: u128, max: bool) -> Option<u128> {
    if !computes(kind) {
        return None;
    }
    if is_nan(kind, a) {
        return Some(quiet(kind, a));
    }
    if is_nan(kind, b) {
        return Some(quiet(kind, b));
    }
    let (x, y) = (to_f64(kind, a), to_f64(kind, b));
    if x == 0.0 && y == 0.0 && x.is_sign_negative() != y.is_sign_negative() {
        let a_wins = x.is_sign_negative() != max;
        return Some(if a_wins { a } else { b });
    }
    let a_wins = if max { x > y } else { x < y };
    Some(if a_wins { a } else { b })
}

/// `llvm::maxnum`/`minnum` (`max`): a NaN loses to a number; `-0 < +0`.
pub(crate) fn maxnum(kind: FloatKind, a: u128, b: u128, max: bool) -> Option<u128> {
    if !computes(kind) {
        return None;
    }
    if is_nan(kind, a) {
        return Some(if is_nan(kind, b) { quiet(kind, b) } else { b });
    }
    if is_nan(kind, b) {
        return Some(a);
    }
    let (x, y) = (to_f64(kind, a), to_f64(kind, b));
    if x == 0.0 && y == 0.0 && x.is_sign_negative() != y.is_sign_negative() {
        let a_wins = x.is_sign_negative() != max;
        return Some(if a_wins { a } else { b });
    }
    let b_wins = if max { x < y } else { y < x };
    Some(if b_wins { b } else { a })
}

/// `-a`: the sign bit flipped.
pub(crate) fn neg(kind: FloatKind, a: u128) -> Option<u128> {
    let v = exact_value(kind, a)?;
    if v.is_nan() {
        let m = man_bits(kind)?;
        let sign_bit = match kind {
            FloatKind::BF16 | FloatKind::F16 => 15,
            FloatKind::TF32 => 18,
            FloatKind::F32 => 31,
            _ => m + 11,
        };
        return Some(a ^ 1 << sign_bit);
    }
    let out = encode_f64(kind, -v);
    (to_f64(kind, out) == -v).then_some(out)
}

/// `a` converted to `to` without loss (`convertFloatValue`), or `None`.
pub(crate) fn convert(from: FloatKind, a: u128, to: FloatKind) -> Option<u128> {
    let v = exact_value(from, a)?;
    if v.is_nan() {
        return convert_nan(from, a, to);
    }
    let out = encode_f64(to, v);
    let back = to_f64(to, out);
    (back == v && back.is_sign_negative() == v.is_sign_negative()).then_some(out)
}

/// `APFloat::convertFromAPInt` to nearest, ties to even: `value` read as
/// signed or unsigned, of any width (past the format's range it is an
/// infinity).
pub(crate) fn from_int(kind: FloatKind, value: &ApInt, signed: bool) -> Option<u128> {
    let negative = signed && value.is_negative();
    let magnitude = if negative { value.neg() } else { value.clone() };
    // `-MIN` of a signed value reads as its unsigned magnitude.
    let bits = magnitude.active_bits();
    if bits == 0 {
        return Some(encode_f64(kind, 0.0));
    }
    let p = precision(kind);
    if p > 53 && bits > 53 {
        return None;
    }
    let (keep, shift) = if bits > p {
        let shift = bits - p;
        let mut keep = magnitude.lshr(shift as u64).to_u128()?;
        let half = magnitude.bit(shift - 1);
        let rest = magnitude.any_bit_below(shift - 1);
        if half && (rest || keep & 1 == 1) {
            keep += 1;
        }
        (keep, shift)
    } else {
        (magnitude.to_u128()?, 0)
    };
    let v = keep as f64 * 2f64.powi(shift.min(i32::MAX as u32) as i32);
    Some(encode_f64(kind, if negative { -v } else { v }))
}

/// `APFloat::convertToInteger` toward zero into `width` bits (any width):
/// `None` for a NaN, an infinity or a value out of range.
pub(crate) fn to_int(kind: FloatKind, a: u128, width: u32, signed: bool) -> Option<ApInt> {
    let v = exact_value(kind, a)?.trunc();
    if !v.is_finite() {
        return None;
    }
    let (mantissa, shift) = integer_parts(v.abs());
    if mantissa == 0 {
        return Some(ApInt::zero(width));
    }
    let bits = 64 - mantissa.leading_zeros() + shift;
    let negative = v < 0.0;
    let fits = match (signed, negative) {
        (false, true) => false,
        (false, false) => bits <= width,
        (true, false) => bits < width,
        // The signed minimum, -2^(width-1), has a magnitude of `width` bits.
        (true, true) => bits < width || (bits == width && mantissa.is_power_of_two()),
    };
    if !fits {
        return None;
    }
    let magnitude = ApInt::from_u128(width, u128::from(mantissa)).shl(u64::from(shift));
    Some(if negative { magnitude.neg() } else { magnitude })
}

/// The finite, integral, non-negative `v` as `mantissa * 2^shift`.
fn integer_parts(v: f64) -> (u64, u32) {
    if v < 2f64.powi(53) {
        return (v as u64, 0);
    }
    let bits = v.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as u32;
    let mantissa = (bits & ((1u64 << 52) - 1)) | (1u64 << 52);
    // The value is `mantissa * 2^(exponent - 1075)`, at least 2^53.
    (mantissa, exponent - 1075)
}

/// A quiet NaN converted between IEEE-like formats, its payload shifted:
/// `None` when payload bits are dropped or the NaN signals (APFloat's
/// `losesInfo` and `opInvalidOp`).
fn convert_nan(from: FloatKind, a: u128, to: FloatKind) -> Option<u128> {
    let (fm, tm) = (man_bits(from)?, man_bits(to)?);
    let payload = a & ((1u128 << fm) - 1);
    if payload >> (fm - 1) & 1 == 0 {
        return None;
    }
    let total = |k: FloatKind| ods_runtime::ir::float::bit_width(k);
    let negative = a >> (total(from) - 1) & 1 == 1;
    let moved = if tm >= fm {
        payload << (tm - fm)
    } else {
        if payload & ((1u128 << (fm - tm)) - 1) != 0 {
            return None;
        }
        payload >> (fm - tm)
    };
    let exp_bits = total(to) - 1 - tm;
    let sign = (negative as u128) << (total(to) - 1);
    Some(sign | ((1u128 << exp_bits) - 1) << tm | moved)
}
