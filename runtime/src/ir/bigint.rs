//! Arbitrary-precision integers: the values of integer attributes, whose
//! types may be up to 16777215 bits wide (MLIR's `APInt`s of any width).
//!
//! A value is kept as the integer its type reads (sign-extended for signed
//! and signless types, zero-extended for unsigned ones), in as few words as
//! it needs: an `i128` for the common case, so that the storage follows the
//! size of the value and not the width of its type.

use crate::ir::types::Signedness;
use std::cmp::Ordering;
use std::fmt;

/// An integer of any size.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct BigInt(Repr);

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    Small(Small),
    /// Two's complement words, least significant first, as few as hold the
    /// value (always more than two: smaller values are `Small`).
    Wide(Box<[u64]>),
}

/// An `i128` kept at 8-byte alignment: with it a `BigInt` takes 24 bytes,
/// and an [`AttrKind`](super::AttrKind) that holds one 32, where the
/// 16-byte alignment of an `i128` makes them 32 and 48 (an attribute
/// table holds one per attribute, a million for a module of as many ops).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(C, packed(8))]
struct Small(i128);

impl Small {
    fn get(self) -> i128 {
        self.0
    }
}

impl BigInt {
    /// The integer 0.
    pub const ZERO: BigInt = BigInt(Repr::Small(Small(0)));

    /// The value as an `i128`, if it fits.
    pub fn to_i128(&self) -> Option<i128> {
        match self.0 {
            Repr::Small(v) => Some(v.get()),
            Repr::Wide(_) => None,
        }
    }

    /// The value, or the nearest `i128` bound if it lies beyond them.
    pub fn saturating_i128(&self) -> i128 {
        self.to_i128().unwrap_or(if self.is_negative() {
            i128::MIN
        } else {
            i128::MAX
        })
    }

    /// The low 128 bits, as an `i128` (wrapping, as `as` casts do).
    pub fn low_i128(&self) -> i128 {
        match &self.0 {
            Repr::Small(v) => v.get(),
            Repr::Wide(w) => (u128::from(w[0]) | u128::from(w[1]) << 64) as i128,
        }
    }

    /// Whether the value is 0.
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Repr::Small(v) if v.get() == 0)
    }

    /// Whether the value is below 0.
    pub fn is_negative(&self) -> bool {
        match &self.0 {
            Repr::Small(v) => v.get() < 0,
            Repr::Wide(w) => (w[w.len() - 1] as i64) < 0,
        }
    }

    /// Whether the value is a positive power of two.
    pub fn is_power_of_two(&self) -> bool {
        match &self.0 {
            Repr::Small(v) => v.get() > 0 && (v.get() as u128).is_power_of_two(),
            Repr::Wide(w) => {
                !self.is_negative() && w.iter().map(|x| x.count_ones()).sum::<u32>() == 1
            }
        }
    }

    /// The fewest bits that hold the value in two's complement (with its
    /// sign bit): 1 for 0 and -1, 8 for 127 and -128.
    pub fn signed_bits(&self) -> u64 {
        match &self.0 {
            Repr::Small(v) => {
                let v = v.get();
                u64::from(129 - (if v < 0 { !v } else { v }).leading_zeros())
            }
            Repr::Wide(w) => {
                // In the minimal form the highest bit that differs from the
                // sign is in the top word, or is the top bit of the one below.
                let top = w.len() - 1;
                let fill = if self.is_negative() { u64::MAX } else { 0 };
                let used = 64 - (w[top] ^ fill).leading_zeros();
                64 * top as u64 + u64::from(used) + 1
            }
        }
    }

    /// The low `width` bits, read back as a signed (`signed`) or unsigned
    /// `width`-bit integer: MLIR's truncation to a type's width.
    pub fn wrap(&self, width: u32, signed: bool) -> BigInt {
        let width = u64::from(width);
        if width == 0 {
            return BigInt::ZERO;
        }
        let fits = if signed {
            self.signed_bits() <= width
        } else {
            !self.is_negative() && self.signed_bits() <= width + 1
        };
        if fits {
            return self.clone();
        }
        let n = width.div_ceil(64) as usize;
        let mut w = self.words();
        let fill = if self.is_negative() { u64::MAX } else { 0 };
        w.resize(n, fill);
        w.truncate(n);
        let rem = (width % 64) as u32;
        let sign = w[n - 1] >> ((width - 1) % 64) & 1 == 1;
        let fill = if signed && sign { u64::MAX } else { 0 };
        if rem != 0 {
            let high = u64::MAX << rem;
            w[n - 1] = (w[n - 1] & !high) | (fill & high);
        }
        w.push(fill);
        BigInt::from_words(w)
    }

    /// The low `width` bits as an integer type of that width and signedness
    /// reads them: zero-extended for unsigned types and for signless `i1`
    /// (which holds 0 and 1, printed as false and true), sign-extended
    /// otherwise.
    pub fn to_int_type(&self, width: u32, signedness: Signedness) -> BigInt {
        let unsigned = signedness == Signedness::Unsigned
            || (width == 1 && signedness == Signedness::Signless);
        self.wrap(width, !unsigned)
    }

    /// The unsigned integer of little-endian `bytes`.
    pub fn from_le_bytes(bytes: &[u8]) -> BigInt {
        let mut w: Vec<u64> = bytes
            .chunks(8)
            .map(|c| c.iter().rev().fold(0u64, |acc, &b| acc << 8 | u64::from(b)))
            .collect();
        w.push(0);
        BigInt::from_words(w)
    }

    /// The low `n` bytes of the value in two's complement, little-endian.
    pub fn to_le_bytes(&self, n: usize) -> Vec<u8> {
        let w = self.words();
        let fill = if self.is_negative() { 0xFF } else { 0 };
        let mut bytes: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).take(n).collect();
        bytes.resize(n, fill);
        bytes
    }

    /// The non-negative integer written by `digits` in base 10 or 16 (no
    /// sign, no prefix); `None` if a digit is not of the base. Time grows
    /// with the square of the length, as for `APInt`.
    pub fn parse_digits(digits: &str, radix: u32) -> Option<BigInt> {
        if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
            return None;
        }
        let digits = digits.trim_start_matches('0');
        if let Ok(v) = i128::from_str_radix(if digits.is_empty() { "0" } else { digits }, radix) {
            return Some(BigInt(Repr::Small(Small(v))));
        }
        let mut w: Vec<u64> = Vec::new();
        if radix == 16 {
            let bytes = digits.as_bytes();
            for end in (1..=bytes.len()).rev().step_by(16) {
                let chunk = &digits[end.saturating_sub(16)..end];
                w.push(u64::from_str_radix(chunk, 16).ok()?);
            }
        } else {
            // 19 decimal digits at a time: the largest power of ten in a
            // word.
            let first = digits.len() % 19;
            let chunks = std::iter::once(&digits[..first])
                .filter(|c| !c.is_empty())
                .chain(
                    (first..digits.len())
                        .step_by(19)
                        .map(|i| &digits[i..i + 19]),
                );
            for chunk in chunks {
                let scale = 10u64.pow(chunk.len() as u32);
                let mut carry: u64 = chunk.parse().ok()?;
                for x in w.iter_mut() {
                    let t = u128::from(*x) * u128::from(scale) + u128::from(carry);
                    *x = t as u64;
                    carry = (t >> 64) as u64;
                }
                if carry != 0 {
                    w.push(carry);
                }
            }
        }
        w.push(0);
        Some(BigInt::from_words(w))
    }

    /// The words of the value, at least two, sign-extended.
    fn words(&self) -> Vec<u64> {
        match &self.0 {
            Repr::Small(v) => vec![v.get() as u64, (v.get() >> 64) as u64],
            Repr::Wide(w) => w.to_vec(),
        }
    }

    /// The value of two's complement words, in its smallest form.
    fn from_words(mut w: Vec<u64>) -> BigInt {
        while w.len() > 2 {
            let top = w[w.len() - 1];
            let below = w[w.len() - 2] as i64;
            if top != (below >> 63) as u64 {
                break;
            }
            w.pop();
        }
        match w.len() {
            0 => BigInt::ZERO,
            1 => BigInt(Repr::Small(Small(i128::from(w[0] as i64)))),
            2 => BigInt(Repr::Small(Small(
                (u128::from(w[0]) | u128::from(w[1]) << 64) as i128,
            ))),
            _ => BigInt(Repr::Wide(w.into())),
        }
    }

    /// The absolute value's words (unsigned, without a sign word).
    fn magnitude(&self) -> Vec<u64> {
        let mut w = self.words();
        if self.is_negative() {
            let mut carry = true;
            for x in w.iter_mut() {
                (*x, carry) = (!*x).overflowing_add(u64::from(carry));
            }
        }
        w
    }
}

impl std::ops::Neg for &BigInt {
    type Output = BigInt;

    fn neg(self) -> BigInt {
        if let Some(v) = self.to_i128().and_then(i128::checked_neg) {
            return BigInt(Repr::Small(Small(v)));
        }
        let negative = self.is_negative();
        let mut w = self.magnitude();
        w.push(0);
        if !negative {
            let mut carry = true;
            for x in w.iter_mut() {
                (*x, carry) = (!*x).overflowing_add(u64::from(carry));
            }
        }
        BigInt::from_words(w)
    }
}

macro_rules! from_int {
    ($($t:ty),*) => {$(
        impl From<$t> for BigInt {
            fn from(v: $t) -> BigInt {
                BigInt(Repr::Small(Small(i128::from(v))))
            }
        }
    )*};
}
from_int!(bool, i8, i16, i32, i64, i128, u8, u16, u32, u64);

impl From<u128> for BigInt {
    fn from(v: u128) -> BigInt {
        BigInt::from_words(vec![v as u64, (v >> 64) as u64, 0])
    }
}

impl Ord for BigInt {
    fn cmp(&self, other: &BigInt) -> Ordering {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &other.0) {
            return a.get().cmp(&b.get());
        }
        let sign = |x: &BigInt| if x.is_negative() { -1 } else { 1 };
        match sign(self).cmp(&sign(other)) {
            Ordering::Equal => {}
            o => return o,
        }
        // Same sign: more words is further from zero; equal lengths
        // compare as unsigned words from the top.
        let (a, b) = (self.words(), other.words());
        let by_len = a.len().cmp(&b.len());
        let by_len = if self.is_negative() {
            by_len.reverse()
        } else {
            by_len
        };
        by_len.then_with(|| a.iter().rev().cmp(b.iter().rev()))
    }
}

impl PartialOrd for BigInt {
    fn partial_cmp(&self, other: &BigInt) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for BigInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Repr::Small(v) = self.0 {
            return write!(f, "{}", v.get());
        }
        // Base 10^19 digits, by repeated division of the magnitude.
        const BASE: u64 = 10_000_000_000_000_000_000;
        let mut w = self.magnitude();
        let mut chunks = Vec::new();
        while w.iter().any(|&x| x != 0) {
            let mut rem = 0u128;
            for x in w.iter_mut().rev() {
                let cur = rem << 64 | u128::from(*x);
                *x = (cur / u128::from(BASE)) as u64;
                rem = cur % u128::from(BASE);
            }
            chunks.push(rem as u64);
            while w.last() == Some(&0) {
                w.pop();
            }
        }
        if self.is_negative() {
            f.write_str("-")?;
        }
        let mut chunks = chunks.iter().rev();
        write!(f, "{}", chunks.next().unwrap_or(&0))?;
        chunks.try_for_each(|c| write!(f, "{c:019}"))
    }
}

impl fmt::Debug for BigInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dec(s: &str) -> BigInt {
        match s.strip_prefix('-') {
            Some(d) => -&BigInt::parse_digits(d, 10).unwrap(),
            None => BigInt::parse_digits(s, 10).unwrap(),
        }
    }

    #[test]
    fn decimal_round_trips() {
        for s in [
            "0",
            "-1",
            "170141183460469231731687303715884105727",
            "170141183460469231731687303715884105728",
            "-170141183460469231731687303715884105728",
            "-170141183460469231731687303715884105729",
            "12345678901234567890123456789012345678901",
            "-57896044618658097711785492504343953926634992332820282019728792003956564819968",
            "115792089237316195423570985008687907853269984665640564039457584007913129639935",
        ] {
            assert_eq!(dec(s).to_string(), s);
        }
        assert_eq!(
            dec("000000000000000000000000000000000000000000012").to_string(),
            "12"
        );
        assert_eq!(BigInt::parse_digits("12a", 10), None);
    }

    #[test]
    fn hex_parses() {
        let v = BigInt::parse_digits("1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", 16).unwrap();
        assert_eq!(
            v.to_string(),
            "44601490397061246283071436545296723011960831"
        );
        assert_eq!(v.signed_bits(), 146);
    }

    #[test]
    fn wrapping_reads_the_low_bits() {
        let all_ones =
            dec("115792089237316195423570985008687907853269984665640564039457584007913129639935");
        assert_eq!(all_ones.wrap(256, true), BigInt::from(-1));
        assert_eq!(BigInt::from(-1).wrap(256, false), all_ones);
        assert_eq!(BigInt::from(255).wrap(8, true), BigInt::from(-1));
        assert_eq!(BigInt::from(-1).wrap(1, false), BigInt::from(1));
        assert_eq!(
            dec("340282366920938463463374607431768211456")
                .wrap(129, true)
                .to_string(),
            "-340282366920938463463374607431768211456"
        );
        assert_eq!(BigInt::from(5).wrap(0, true), BigInt::ZERO);
    }

    #[test]
    fn bytes_and_order() {
        let v = dec("-12345678901234567890123456789012345678901");
        let bytes = v.to_le_bytes(32);
        assert_eq!(BigInt::from_le_bytes(&bytes).wrap(256, true), v);
        let mut xs = [
            dec("3"),
            v.clone(),
            -&v,
            BigInt::from(-4),
            BigInt::from(u128::MAX),
        ];
        xs.sort();
        let shown: Vec<String> = xs.iter().map(|x| x.to_string()).collect();
        assert_eq!(
            shown,
            [
                "-12345678901234567890123456789012345678901",
                "-4",
                "3",
                "340282366920938463463374607431768211455",
                "12345678901234567890123456789012345678901"
            ]
        );
        for (v, bits) in [
            ("170141183460469231731687303715884105728", 129),
            ("-170141183460469231731687303715884105729", 129),
            (
                "3138550867693340381917894711603833208051177722232017256448",
                193,
            ),
            (
                "-3138550867693340381917894711603833208051177722232017256448",
                192,
            ),
        ] {
            assert_eq!(dec(v).signed_bits(), bits, "{v}");
        }
        assert!(BigInt::from(1u64 << 40).is_power_of_two());
        assert!(!BigInt::from(-2).is_power_of_two());
    }
}
