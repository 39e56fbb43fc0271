//! Binary floating-point formats of every MLIR float type: decoding bit
//! patterns, rounding `f64` values into a format, and LLVM's
//! `APFloat::toString` decimal rendering, digit for digit.

use super::types::FloatKind;

/// How a format encodes infinities and NaNs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NonFinite {
    /// IEEE-754: all-ones exponent is infinity or NaN.
    Ieee,
    /// Only the all-ones pattern (exponent and mantissa) is NaN; no infinity.
    NanOnlyAllOnes,
    /// Only the negative-zero pattern is NaN (the `FNUZ` formats).
    NanOnlyNegZero,
    /// Neither (the `f4`/`f6` formats).
    FiniteOnly,
}

struct Format {
    sign: bool,
    exp_bits: u32,
    /// Stored mantissa bits (without the implicit bit).
    man_bits: u32,
    bias: i32,
    non_finite: NonFinite,
    /// x87 `f80` stores its integer bit.
    explicit_int: bool,
}

fn format(kind: FloatKind) -> Format {
    let f = |exp_bits, man_bits, bias, non_finite| Format {
        sign: true,
        exp_bits,
        man_bits,
        bias,
        non_finite,
        explicit_int: false,
    };
    match kind {
        FloatKind::F16 => f(5, 10, 15, NonFinite::Ieee),
        FloatKind::BF16 => f(8, 7, 127, NonFinite::Ieee),
        FloatKind::TF32 => f(8, 10, 127, NonFinite::Ieee),
        FloatKind::F32 => f(8, 23, 127, NonFinite::Ieee),
        FloatKind::F64 => f(11, 52, 1023, NonFinite::Ieee),
        FloatKind::F128 => f(15, 112, 16383, NonFinite::Ieee),
        FloatKind::F80 => Format {
            explicit_int: true,
            ..f(15, 63, 16383, NonFinite::Ieee)
        },
        FloatKind::F8E5M2 => f(5, 2, 15, NonFinite::Ieee),
        FloatKind::F8E4M3 => f(4, 3, 7, NonFinite::Ieee),
        FloatKind::F8E3M4 => f(3, 4, 3, NonFinite::Ieee),
        FloatKind::F8E4M3FN => f(4, 3, 7, NonFinite::NanOnlyAllOnes),
        FloatKind::F8E5M2FNUZ => f(5, 2, 16, NonFinite::NanOnlyNegZero),
        FloatKind::F8E4M3FNUZ => f(4, 3, 8, NonFinite::NanOnlyNegZero),
        FloatKind::F8E4M3B11FNUZ => f(4, 3, 11, NonFinite::NanOnlyNegZero),
        FloatKind::F8E8M0FNU => Format {
            sign: false,
            ..f(8, 0, 127, NonFinite::NanOnlyAllOnes)
        },
        FloatKind::F4E2M1FN => f(2, 1, 1, NonFinite::FiniteOnly),
        FloatKind::F6E2M3FN => f(2, 3, 1, NonFinite::FiniteOnly),
        FloatKind::F6E3M2FN => f(3, 2, 3, NonFinite::FiniteOnly),
    }
}

/// Significand bits including the integer bit (`semantics->precision`).
pub fn precision(kind: FloatKind) -> u32 {
    format(kind).man_bits + 1
}

/// A decoded value.
#[derive(Debug, PartialEq)]
pub enum Decoded {
    /// Not a number (any payload).
    Nan,
    /// An infinity; `true` when negative.
    Inf(bool),
    /// sign, significand, binary exponent: value = significand * 2^exponent.
    Finite(bool, u128, i32),
}

/// Reads a bit pattern of `kind` (in the low bits of `bits`; higher bits
/// are ignored) as a sign, significand and exponent, or a NaN or infinity
/// where the format has them.
pub fn decode(kind: FloatKind, bits: u128) -> Decoded {
    let fm = format(kind);
    let total = fm.exp_bits + fm.man_bits + fm.sign as u32 + fm.explicit_int as u32;
    let bits = bits & mask(total);
    let man = bits & mask(fm.man_bits);
    let int_bit = if fm.explicit_int {
        (bits >> fm.man_bits) & 1
    } else {
        0
    };
    let exp_shift = fm.man_bits + fm.explicit_int as u32;
    let exp = ((bits >> exp_shift) & mask(fm.exp_bits)) as i32;
    let neg = fm.sign && (bits >> (total - 1)) & 1 == 1;
    let all_exp = mask(fm.exp_bits) as i32;
    match fm.non_finite {
        NonFinite::Ieee if exp == all_exp => {
            return if man == 0 {
                Decoded::Inf(neg)
            } else {
                Decoded::Nan
            };
        }
        NonFinite::NanOnlyAllOnes if exp == all_exp && man == mask(fm.man_bits) => {
            return Decoded::Nan
        }
        NonFinite::NanOnlyNegZero if neg && exp == 0 && man == 0 => return Decoded::Nan,
        _ => {}
    }
    if fm.man_bits == 0 {
        // f8E8M0FNU: a power of two.
        return Decoded::Finite(false, 1, exp - fm.bias);
    }
    let (sig, e) = if fm.explicit_int {
        let sig = (int_bit << fm.man_bits) | man;
        (
            sig,
            if exp == 0 { 1 - fm.bias } else { exp - fm.bias } - fm.man_bits as i32,
        )
    } else if exp == 0 {
        (man, 1 - fm.bias - fm.man_bits as i32)
    } else {
        (
            (1u128 << fm.man_bits) | man,
            exp - fm.bias - fm.man_bits as i32,
        )
    };
    Decoded::Finite(neg, sig, e)
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Rounds an `f64` into `kind` (to nearest, ties to even), as
/// `APFloat::convert` does for a parsed literal.
pub fn encode_f64(kind: FloatKind, v: f64) -> u128 {
    let fm = format(kind);
    let sign_shift = fm.exp_bits + fm.man_bits + fm.explicit_int as u32;
    let neg = v.is_sign_negative() && fm.sign;
    let sign = if neg { 1u128 << sign_shift } else { 0 };
    let all_exp = mask(fm.exp_bits);
    let nan = || -> u128 {
        match fm.non_finite {
            NonFinite::Ieee => {
                let quiet = if fm.explicit_int {
                    3u128 << (fm.man_bits - 1)
                } else {
                    1u128 << (fm.man_bits.max(1) - 1)
                };
                (all_exp << (fm.man_bits + fm.explicit_int as u32)) | quiet
            }
            NonFinite::NanOnlyAllOnes => mask(sign_shift),
            NonFinite::NanOnlyNegZero => 1u128 << sign_shift,
            NonFinite::FiniteOnly => 0,
        }
    };
    if v.is_nan() {
        return nan()
            | if fm.non_finite == NonFinite::NanOnlyAllOnes && fm.sign {
                sign
            } else {
                0
            };
    }
    let max_finite = || -> u128 {
        match fm.non_finite {
            NonFinite::Ieee => ((all_exp - 1) << fm.man_bits) | mask(fm.man_bits),
            NonFinite::NanOnlyAllOnes => (all_exp << fm.man_bits) | (mask(fm.man_bits) - 1),
            _ => (all_exp << fm.man_bits) | mask(fm.man_bits),
        }
    };
    if v.is_infinite() {
        return match fm.non_finite {
            NonFinite::Ieee => {
                sign | (all_exp << (fm.man_bits + fm.explicit_int as u32))
                    | if fm.explicit_int {
                        1u128 << fm.man_bits
                    } else {
                        0
                    }
            }
            NonFinite::FiniteOnly => sign | max_finite(),
            _ => nan(),
        };
    }
    if kind == FloatKind::F64 {
        return v.to_bits() as u128;
    }
    if kind == FloatKind::F32 {
        return (v as f32).to_bits() as u128;
    }
    let a = v.abs();
    if a == 0.0 {
        return if fm.non_finite == NonFinite::NanOnlyNegZero || !fm.sign {
            0
        } else {
            sign
        };
    }
    // Exact decomposition of the f64.
    let bits = a.to_bits();
    let e64 = ((bits >> 52) & 0x7ff) as i32;
    let (mut sig, mut exp) = if e64 == 0 {
        ((bits & ((1 << 52) - 1)) as u128, -1074)
    } else {
        (((bits & ((1 << 52) - 1)) | (1 << 52)) as u128, e64 - 1075)
    };
    // Normalise to a significand of exactly `p` bits, rounding to even.
    let p = if fm.man_bits == 0 { 1 } else { fm.man_bits + 1 };
    let min_exp = 1 - fm.bias - fm.man_bits as i32; // exponent of the smallest subnormal unit
    let width = 128 - sig.leading_zeros();
    let mut shift = width as i32 - p as i32; // bits to drop for full precision
    if exp + shift < min_exp {
        shift = min_exp - exp; // subnormal: fewer bits
    }
    if shift > 0 {
        let shift_u = shift as u32;
        if shift_u >= 128 {
            sig = 0;
        } else {
            let dropped = sig & mask(shift_u);
            let half = 1u128 << (shift_u - 1);
            sig >>= shift_u;
            if dropped > half || (dropped == half && sig & 1 == 1) {
                sig += 1;
            }
        }
        exp += shift;
        if sig >> p != 0 {
            sig >>= 1;
            exp += 1;
        }
    } else if shift < 0 {
        sig <<= (-shift) as u32;
        exp += shift;
    }
    if sig == 0 {
        return if fm.non_finite == NonFinite::NanOnlyNegZero {
            0
        } else {
            sign
        };
    }
    if fm.man_bits == 0 {
        let biased = exp + fm.bias;
        return if biased >= all_exp as i32 || biased < 0 {
            nan()
        } else {
            biased as u128
        };
    }
    let normal = sig >> fm.man_bits != 0;
    let biased = if normal {
        exp + fm.man_bits as i32 + fm.bias
    } else {
        0
    };
    let encoded = ((biased as u128) << fm.man_bits) | (sig & mask(fm.man_bits));
    if fm.explicit_int {
        let int_bit = if normal { 1u128 << fm.man_bits } else { 0 };
        let e = if normal { biased as u128 } else { 0 };
        return sign | (e << (fm.man_bits + 1)) | int_bit | (sig & mask(fm.man_bits));
    }
    if encoded > max_finite() {
        return match fm.non_finite {
            NonFinite::Ieee => sign | (all_exp << fm.man_bits),
            NonFinite::FiniteOnly => sign | max_finite(),
            _ => nan(),
        };
    }
    sign | encoded
}

/// The value as an `f64` (exact for every format but `f80`/`f128`).
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    match decode(kind, bits) {
        Decoded::Nan => f64::NAN,
        Decoded::Inf(neg) => {
            if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        Decoded::Finite(neg, sig, e) => {
            let v = scale_by_power_of_two(sig as f64, e);
            if neg {
                -v
            } else {
                v
            }
        }
    }
}

/// `v * 2^e` rounded once (C's `ldexp`): `2^e` alone may be out of
/// range where the product is not (an `f64` of 1e-300 is `2^52 * 2^-1049`),
/// so the factor is applied in steps that stay normal, the last rounding.
fn scale_by_power_of_two(mut v: f64, mut e: i32) -> f64 {
    const STEP: i32 = 1000;
    while e > STEP && v.is_finite() {
        v *= 2f64.powi(STEP);
        e -= STEP;
    }
    while e < -STEP && v != 0.0 {
        v *= 2f64.powi(-STEP);
        e += STEP;
    }
    v * 2f64.powi(e)
}

// ----- APFloat::toString ------------------------------------------------------

/// A non-negative big integer in base 2^32, little-endian.
struct Big(Vec<u32>);

impl Big {
    fn from_u128(mut v: u128) -> Big {
        let mut d = Vec::new();
        while v > 0 {
            d.push(v as u32);
            v >>= 32;
        }
        Big(d)
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    fn bits(&self) -> u32 {
        match self.0.last() {
            Some(&top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
            None => 0,
        }
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for d in self.0.iter_mut() {
            let v = *d as u64 * m as u64 + carry;
            *d = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    fn shl(&mut self, n: u32) {
        for _ in 0..n / 31 {
            self.mul_small(1 << 31);
        }
        self.mul_small(1 << (n % 31));
    }

    fn add_small(&mut self, a: u32) {
        let mut carry = a as u64;
        for d in self.0.iter_mut() {
            if carry == 0 {
                return;
            }
            let v = *d as u64 + carry;
            *d = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    fn cmp_big(&self, other: &Big) -> std::cmp::Ordering {
        let trim = |v: &[u32]| v.len() - v.iter().rev().take_while(|&&d| d == 0).count();
        let (a, b) = (&self.0[..trim(&self.0)], &other.0[..trim(&other.0)]);
        a.len()
            .cmp(&b.len())
            .then_with(|| a.iter().rev().cmp(b.iter().rev()))
    }

    /// Divides in place, returning the remainder.
    fn div_small(&mut self, m: u32) -> u32 {
        let mut rem = 0u64;
        for d in self.0.iter_mut().rev() {
            let v = (rem << 32) | *d as u64;
            *d = (v / m as u64) as u32;
            rem = v % m as u64;
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rem as u32
    }
}

/// The decimal digits (least significant first, trailing zeros dropped) and
/// decimal exponent of `sig * 2^e`, reduced as `APFloat::toString` reduces
/// them before rounding: digits well beyond `precision` are truncated.
fn apfloat_digits(sig: u128, e: i32, precision: u32) -> (Vec<u8>, i32) {
    if sig == 0 {
        return (Vec::new(), 0);
    }
    // Ignore trailing binary zeros.
    let tz = sig.trailing_zeros();
    let sig = sig >> tz;
    let e = e + tz as i32;
    let mut n = Big::from_u128(sig);
    let mut exp10 = 0i32;
    if e > 0 {
        n.shl(e as u32);
    } else if e < 0 {
        // N * 2^-k == N * 5^k * 10^-k
        let mut k = -e;
        exp10 = e;
        while k > 0 {
            let step = k.min(13);
            n.mul_small(5u32.pow(step as u32));
            k -= step;
        }
    }
    // The first AdjustToPrecision: drop (truncate) surplus decimal digits.
    let bits = n.bits();
    let bits_required = (precision * 196).div_ceil(59);
    if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        for _ in 0..tens {
            n.div_small(10);
        }
        exp10 += tens as i32;
    }
    let mut digits = Vec::new();
    let mut in_trail = true;
    while !n.is_zero() {
        let d = n.div_small(10) as u8;
        if in_trail && d == 0 {
            exp10 += 1;
        } else {
            digits.push(d);
            in_trail = false;
        }
    }
    (digits, exp10)
}

/// Whether the decimal number `text` (`[-]digits[.digits][e[+-]digits]`)
/// rounds to `bits` in `kind`, to nearest with ties to even: MLIR's check
/// that a printed float reads back (`APFloat(semantics, text)`), exact for
/// any format.
pub fn decimal_reads_back(kind: FloatKind, bits: u128, text: &str) -> bool {
    let Decoded::Finite(neg, sig, e) = decode(kind, bits) else {
        return false;
    };
    let (text_neg, t) = match text.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, text),
    };
    let (mantissa, exp_text) = t.split_once(['e', 'E']).unwrap_or((t, "0"));
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let Ok(exp) = exp_text.trim_start_matches('+').parse::<i64>() else {
        return false;
    };
    // The text's value: m * 10^k.
    let mut m = Big(Vec::new());
    for d in int.bytes().chain(frac.bytes()) {
        if !d.is_ascii_digit() {
            return false;
        }
        m.mul_small(10);
        m.add_small((d - b'0') as u32);
    }
    let k = exp - frac.len() as i64;
    if m.is_zero() || sig == 0 {
        return m.is_zero() && sig == 0 && neg == text_neg;
    }
    if neg != text_neg {
        return false;
    }
    // The values rounding to sig * 2^e lie between the midpoints with its
    // neighbours; the one below is closer at the bottom of a binade (but
    // not of the smallest, which denormals continue).
    let e = e as i64;
    let fm = format(kind);
    let binade_bottom = sig == 1 << fm.man_bits && e > (1 - fm.bias - fm.man_bits as i32) as i64;
    let (low, low_exp) = if binade_bottom {
        (4 * sig - 1, e - 2)
    } else {
        (2 * sig - 1, e - 1)
    };
    let high = 2 * sig + 1;
    let even = sig % 2 == 0;
    let above_low = cmp_scaled(&m, k, low, low_exp);
    let below_high = cmp_scaled(&m, k, high, e - 1);
    (above_low.is_gt() || (above_low.is_eq() && even))
        && (below_high.is_lt() || (below_high.is_eq() && even))
}

/// `m * 10^m10` compared with `b * 2^b2`.
fn cmp_scaled(m: &Big, m10: i64, b: u128, b2: i64) -> std::cmp::Ordering {
    let (mut lhs, mut rhs) = (Big(m.0.clone()), Big::from_u128(b));
    // 10^n = 5^n * 2^n: the powers of two as shifts, the fives as products.
    let (two_l, two_r) = (m10, b2);
    let shift = two_l.min(two_r);
    lhs.shl((two_l - shift) as u32);
    rhs.shl((two_r - shift) as u32);
    let fives = m10.unsigned_abs();
    let side = if m10 >= 0 { &mut lhs } else { &mut rhs };
    for _ in 0..fives / 13 {
        side.mul_small(5u32.pow(13));
    }
    side.mul_small(5u32.pow((fives % 13) as u32));
    lhs.cmp_big(&rhs)
}

/// `APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`
/// for a finite value.
pub fn ap_to_string(
    kind: FloatKind,
    bits: u128,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let (neg, sig, e) = match decode(kind, bits) {
        Decoded::Finite(n, s, e) => (n, s, e),
        Decoded::Nan => return "NaN".into(),
        Decoded::Inf(n) => return if n { "-Inf".into() } else { "+Inf".into() },
    };
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if sig == 0 {
        // APFloat prints zero specially.
        if truncate_zero {
            out.push_str("0.0E+0");
        } else {
            out.push_str("0.0");
            for _ in 1..format_precision {
                out.push('0');
            }
            out.push_str("e+00");
        }
        return out;
    }
    let precision = if format_precision == 0 {
        2 + precision(kind) * 59 / 196
    } else {
        format_precision
    };
    let (mut buffer, mut exp) = apfloat_digits(sig, e, precision);
    // AdjustToPrecision: round half up on the first dropped digit.
    let n = buffer.len();
    if n > precision as usize {
        let mut first = n - precision as usize;
        if buffer[first - 1] < 5 {
            while first < n && buffer[first] == 0 {
                first += 1;
            }
            exp += first as i32;
            buffer.drain(..first);
        } else {
            let mut i = first;
            while i < n {
                if buffer[i] == 9 {
                    first += 1;
                    i += 1;
                } else {
                    buffer[i] += 1;
                    break;
                }
            }
            if first == n {
                exp += first as i32;
                buffer = vec![1];
            } else {
                exp += first as i32;
                buffer.drain(..first);
            }
        }
    }
    let nd = buffer.len();
    let digit = |i: usize| (b'0' + buffer[nd - 1 - i]) as char;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || nd as u32 + exp as u32 > precision
    } else {
        let msd = exp + nd as i32 - 1;
        msd < 0 && (-msd) as u32 > max_padding
    };
    if scientific {
        let e10 = exp + nd as i32 - 1;
        out.push(digit(0));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(i));
            }
        }
        if !truncate_zero && precision as usize > nd - 1 {
            for _ in 0..(precision as usize - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e10 >= 0 { '+' } else { '-' });
        let mag = e10.unsigned_abs().to_string();
        if !truncate_zero && mag.len() < 2 {
            out.push('0');
        }
        out.push_str(&mag);
        return out;
    }
    if exp >= 0 {
        for i in 0..nd {
            out.push(digit(i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }
    let whole = exp + nd as i32;
    let mut i = 0;
    if whole > 0 {
        while i < whole as usize {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < nd {
        out.push(digit(i));
        i += 1;
    }
    out
}

/// Total bit width of a format's storage.
pub fn bit_width(kind: FloatKind) -> u32 {
    kind.width()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decimal_reads_back_when_it_rounds_to_the_value_in_the_format() {
        // The smallest f128 and f80 denormals: six digits suffice.
        assert!(decimal_reads_back(FloatKind::F128, 1, "6.475180e-4966"));
        assert!(decimal_reads_back(FloatKind::F80, 1, "3.645200e-4951"));
        // A denormal with many significant bits: six digits do not.
        let wide = 0x8000_0000_0000_0000_0000u128;
        assert!(!decimal_reads_back(FloatKind::F128, wide, "3.914003e-4942"));
        // Normal values, exact and inexact in binary.
        let one_and_half = encode_f64(FloatKind::F128, 1.5);
        assert!(decimal_reads_back(
            FloatKind::F128,
            one_and_half,
            "1.500000e+00"
        ));
        assert!(!decimal_reads_back(
            FloatKind::F128,
            one_and_half,
            "1.500001e+00"
        ));
        let tenth = encode_f64(FloatKind::F128, 0.1);
        assert!(!decimal_reads_back(FloatKind::F128, tenth, "1.000000e-01"));
        assert!(decimal_reads_back(FloatKind::F128, 0, "0.000000e+00"));
        assert!(!decimal_reads_back(FloatKind::F128, 0, "-0.000000e+00"));
    }

    #[test]
    fn wide_denormals_print_as_mlir_opt_prints_them() {
        // mlir-opt 22's output for these bit patterns (which its own parser,
        // reading through a double, cannot read back).
        let print = |kind, bits| {
            let mut s = String::new();
            crate::asm::printer::write_float(&mut s, kind, bits);
            s
        };
        assert_eq!(print(FloatKind::F128, 1), "6.475180e-4966");
        assert_eq!(print(FloatKind::F128, 0x1_0000), "4.243570e-4961");
        assert_eq!(
            print(FloatKind::F128, 0x8000_0000_0000_0000_0000),
            "3.91400319420743443335252559897693876E-4942"
        );
        assert_eq!(print(FloatKind::F80, 1), "3.645200e-4951");
        assert_eq!(print(FloatKind::F80, 3), "1.093560e-4950");
    }

    fn sci(kind: FloatKind, v: f64) -> String {
        ap_to_string(kind, encode_f64(kind, v), 6, 0, false)
    }

    #[test]
    fn scientific_form_matches_mlir() {
        assert_eq!(sci(FloatKind::F64, 1.0), "1.000000e+00");
        assert_eq!(sci(FloatKind::F64, 0.1), "1.000000e-01");
        assert_eq!(sci(FloatKind::F64, 1e300), "1.000000e+300");
        assert_eq!(sci(FloatKind::F16, 3.140625), "3.140630e+00");
        assert_eq!(sci(FloatKind::F64, -0.0), "-0.000000e+00");
        // Surplus digits are truncated before rounding, as APFloat does.
        assert_eq!(sci(FloatKind::F16, 0.1), "9.997550e-02");
    }

    #[test]
    fn natural_form_matches_mlir() {
        let nat = |k, v| ap_to_string(k, encode_f64(k, v), 0, 3, true);
        assert_eq!(nat(FloatKind::F64, 1.0 / 3.0), "0.33333333333333331");
        assert_eq!(nat(FloatKind::F64, 1.0000005), "1.0000005000000001");
        assert_eq!(nat(FloatKind::F64, 1.00000051), "1.00000051");
        assert_eq!(nat(FloatKind::F64, 123456789.0), "123456789");
        assert_eq!(nat(FloatKind::F64, 1.2345678e-7), "1.2345677999999999E-7");
        assert_eq!(
            nat(FloatKind::F128, 0.1),
            "0.100000000000000005551115123125782702"
        );
    }

    #[test]
    fn f64_values_near_the_range_ends_read_back() {
        for v in [
            1e-300,
            -1e-300,
            2.5e-310,
            f64::MIN_POSITIVE,
            5e-324,
            1e300,
            f64::MAX,
        ] {
            let bits = u128::from(v.to_bits());
            assert_eq!(to_f64(FloatKind::F64, bits), v, "{v:e}");
        }
        // An f80 beyond f64's range, and one below it.
        let huge = (0x43ffu128 << 64) | (1u128 << 63);
        assert_eq!(to_f64(FloatKind::F80, huge), f64::INFINITY);
        let tiny = (0x3affu128 << 64) | (1u128 << 63);
        assert_eq!(to_f64(FloatKind::F80, tiny), 0.0);
    }

    #[test]
    fn small_formats_round_to_even() {
        assert_eq!(encode_f64(FloatKind::F16, 65504.0), 0x7bff);
        assert_eq!(encode_f64(FloatKind::BF16, 0.5), 0x3f00);
        assert_eq!(
            to_f64(FloatKind::F8E4M3FN, encode_f64(FloatKind::F8E4M3FN, 2.5)),
            2.5
        );
    }
}
