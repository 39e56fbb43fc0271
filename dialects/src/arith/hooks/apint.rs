//! Two's-complement integers of a fixed width, as LLVM's `APInt`: the
//! arithmetic of `arith`'s integer folds, for any width (`i1` to `i64`,
//! `i128`, `i256`, ...). Every operation wraps modulo `2^width`.

use ods_runtime::ir::bigint::BigInt;
use ods_runtime::Signedness;
use std::cmp::Ordering;

/// An integer of `width` bits: little-endian words, the bits above `width`
/// zero.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ApInt {
    width: u32,
    words: Vec<u64>,
}

fn words_for(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

impl ApInt {
    /// Zero of `width` bits.
    pub(crate) fn zero(width: u32) -> ApInt {
        ApInt {
            width,
            words: vec![0; words_for(width)],
        }
    }

    /// `value` truncated (or sign-extended) to `width` bits.
    pub(crate) fn from_i128(width: u32, value: i128) -> ApInt {
        let mut words = vec![if value < 0 { u64::MAX } else { 0 }; words_for(width)];
        words[0] = value as u64;
        if words.len() > 1 {
            words[1] = (value >> 64) as u64;
        }
        ApInt { width, words }.masked()
    }

    /// `value` (as an attribute holds it) in `width` bits.
    pub(crate) fn from_bigint(width: u32, value: &BigInt) -> ApInt {
        let n = words_for(width);
        let bytes = value.to_le_bytes(n * 8);
        let words = bytes
            .chunks(8)
            .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
            .collect();
        ApInt { width, words }.masked()
    }

    /// The value as an integer type of this width and `signedness` reads
    /// it (what an attribute holds).
    pub(crate) fn to_bigint(&self, signedness: Signedness) -> BigInt {
        let bytes: Vec<u8> = self.words.iter().flat_map(|w| w.to_le_bytes()).collect();
        BigInt::from_le_bytes(&bytes).to_int_type(self.width, signedness)
    }

    pub(crate) fn width(&self) -> u32 {
        self.width
    }

    fn masked(mut self) -> ApInt {
        let rem = self.width % 64;
        let n = words_for(self.width);
        self.words.resize(n, 0);
        if self.width == 0 {
            self.words[0] = 0;
        } else if rem != 0 {
            self.words[n - 1] &= (1u64 << rem) - 1;
        }
        self
    }

    fn with_words(&self, words: Vec<u64>) -> ApInt {
        ApInt {
            width: self.width,
            words,
        }
        .masked()
    }

    pub(crate) fn bit(&self, i: u32) -> bool {
        i < self.width && (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// The number of bits up to the highest set one.
    pub(crate) fn active_bits(&self) -> u32 {
        for (i, &w) in self.words.iter().enumerate().rev() {
            if w != 0 {
                return i as u32 * 64 + 64 - w.leading_zeros();
            }
        }
        0
    }

    /// Whether a bit below `n` is set.
    pub(crate) fn any_bit_below(&self, n: u32) -> bool {
        (0..n.min(self.width)).any(|i| self.bit(i))
    }

    /// The sign bit.
    pub(crate) fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    pub(crate) fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    pub(crate) fn is_one(&self) -> bool {
        self.words[0] == 1 && self.words[1..].iter().all(|&w| w == 0) && self.width > 0
    }

    pub(crate) fn is_all_ones(&self) -> bool {
        *self == ApInt::zero(self.width).not()
    }

    /// The largest signed value (`0111...`).
    pub(crate) fn is_signed_max(&self) -> bool {
        self.width > 0 && !self.is_negative() && self.add(&ApInt::one(self.width)).is_signed_min()
    }

    /// The smallest signed value (`1000...`).
    pub(crate) fn is_signed_min(&self) -> bool {
        self.width > 0 && *self == ApInt::signed_min(self.width)
    }

    pub(crate) fn one(width: u32) -> ApInt {
        ApInt::from_i128(width, 1)
    }

    pub(crate) fn signed_min(width: u32) -> ApInt {
        let mut v = ApInt::zero(width);
        if width > 0 {
            v.words[((width - 1) / 64) as usize] |= 1 << ((width - 1) % 64);
        }
        v
    }

    pub(crate) fn not(&self) -> ApInt {
        self.with_words(self.words.iter().map(|w| !w).collect())
    }

    pub(crate) fn and(&self, o: &ApInt) -> ApInt {
        self.with_words(
            self.words
                .iter()
                .zip(&o.words)
                .map(|(a, b)| a & b)
                .collect(),
        )
    }

    pub(crate) fn or(&self, o: &ApInt) -> ApInt {
        self.with_words(
            self.words
                .iter()
                .zip(&o.words)
                .map(|(a, b)| a | b)
                .collect(),
        )
    }

    pub(crate) fn xor(&self, o: &ApInt) -> ApInt {
        self.with_words(
            self.words
                .iter()
                .zip(&o.words)
                .map(|(a, b)| a ^ b)
                .collect(),
        )
    }

    pub(crate) fn add(&self, o: &ApInt) -> ApInt {
        let mut carry = 0u64;
        let words = self
            .words
            .iter()
            .zip(&o.words)
            .map(|(&a, &b)| {
                let (s1, c1) = a.overflowing_add(b);
                let (s2, c2) = s1.overflowing_add(carry);
                carry = (c1 | c2) as u64;
                s2
            })
            .collect();
        self.with_words(words)
    }

    pub(crate) fn neg(&self) -> ApInt {
        self.not().add(&ApInt::one(self.width))
    }

    pub(crate) fn sub(&self, o: &ApInt) -> ApInt {
        self.add(&o.neg())
    }

    pub(crate) fn mul(&self, o: &ApInt) -> ApInt {
        let n = self.words.len();
        let mut out = vec![0u64; n];
        for i in 0..n {
            let mut carry = 0u128;
            for j in 0..n - i {
                let cur = out[i + j] as u128 + self.words[i] as u128 * o.words[j] as u128 + carry;
                out[i + j] = cur as u64;
                carry = cur >> 64;
            }
        }
        self.with_words(out)
    }

    pub(crate) fn ucmp(&self, o: &ApInt) -> Ordering {
        self.words.iter().rev().cmp(o.words.iter().rev())
    }

    pub(crate) fn scmp(&self, o: &ApInt) -> Ordering {
        match (self.is_negative(), o.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.ucmp(o),
        }
    }

    /// `self << amount` (zero past the width).
    pub(crate) fn shl(&self, amount: u64) -> ApInt {
        if amount >= self.width as u64 {
            return ApInt::zero(self.width);
        }
        let (wshift, bshift) = ((amount / 64) as usize, (amount % 64) as u32);
        let n = self.words.len();
        let mut out = vec![0u64; n];
        for i in (wshift..n).rev() {
            let lo = self.words[i - wshift];
            let below = if bshift > 0 && i > wshift {
                self.words[i - wshift - 1] >> (64 - bshift)
            } else {
                0
            };
            out[i] = (lo << bshift) | below;
        }
        self.with_words(out)
    }

    /// `self >> amount`, filling with zeros (`lshr`) or the sign (`ashr`).
    fn shr(&self, amount: u64, arithmetic: bool) -> ApInt {
        let fill = arithmetic && self.is_negative();
        if amount >= self.width as u64 {
            return if fill {
                ApInt::zero(self.width).not()
            } else {
                ApInt::zero(self.width)
            };
        }
        // Sign-extend into the spare bits of the last word first.
        let mut src = self.words.clone();
        let rem = self.width % 64;
        let n = src.len();
        if fill && rem != 0 {
            src[n - 1] |= u64::MAX << rem;
        }
        let fill_word = if fill { u64::MAX } else { 0 };
        let (wshift, bshift) = ((amount / 64) as usize, (amount % 64) as u32);
        let get = |i: usize| src.get(i).copied().unwrap_or(fill_word);
        let out = (0..n)
            .map(|i| {
                let lo = get(i + wshift) >> bshift;
                let hi = if bshift > 0 {
                    get(i + wshift + 1) << (64 - bshift)
                } else {
                    0
                };
                lo | hi
            })
            .collect();
        self.with_words(out)
    }

    pub(crate) fn lshr(&self, amount: u64) -> ApInt {
        self.shr(amount, false)
    }

    pub(crate) fn ashr(&self, amount: u64) -> ApInt {
        self.shr(amount, true)
    }

    /// The value as an unsigned `u64` if it fits.
    pub(crate) fn to_u64(&self) -> Option<u64> {
        self.words[1..]
            .iter()
            .all(|&w| w == 0)
            .then_some(self.words[0])
    }

    /// The value read as unsigned, if it fits in a `u128`.
    pub(crate) fn to_u128(&self) -> Option<u128> {
        if self.words.len() > 2 && self.words[2..].iter().any(|&w| w != 0) {
            return None;
        }
        let hi = self.words.get(1).copied().unwrap_or(0);
        Some((hi as u128) << 64 | self.words[0] as u128)
    }

    /// The value read as signed, if it fits in an `i128`.
    pub(crate) fn to_i128(&self) -> Option<i128> {
        let v = self.sext(128.max(self.width));
        let fits = v.words.len() <= 2
            || v.words[2..]
                .iter()
                .all(|&w| w == if v.is_negative() { u64::MAX } else { 0 });
        if !fits {
            return None;
        }
        let low = (v.words.get(1).copied().unwrap_or(0) as u128) << 64 | v.words[0] as u128;
        let value = low as i128;
        // The low 128 bits must read back to the same sign.
        ((value < 0) == self.is_negative()).then_some(value)
    }

    /// Unsigned division; `None` by zero.
    pub(crate) fn udivrem(&self, o: &ApInt) -> Option<(ApInt, ApInt)> {
        if o.is_zero() {
            return None;
        }
        if let (Some(a), Some(b)) = (self.to_u128(), o.to_u128()) {
            let w = self.width;
            return Some((ApInt::from_u128(w, a / b), ApInt::from_u128(w, a % b)));
        }
        let mut q = ApInt::zero(self.width);
        let mut r = ApInt::zero(self.width);
        for i in (0..self.width).rev() {
            r = r.shl(1);
            if self.bit(i) {
                r.words[0] |= 1;
            }
            if r.ucmp(o) != Ordering::Less {
                r = r.sub(o);
                q.words[(i / 64) as usize] |= 1 << (i % 64);
            }
        }
        Some((q, r))
    }

    pub(crate) fn from_u128(width: u32, value: u128) -> ApInt {
        ApInt::from_i128(width, value as i128).zext_from_u128(value)
    }

    fn zext_from_u128(mut self, value: u128) -> ApInt {
        // `from_i128` sign-extends; an unsigned value has zeros above.
        for w in self.words.iter_mut().skip(2) {
            *w = 0;
        }
        if self.words.len() > 1 {
            self.words[1] = (value >> 64) as u64;
        }
        self.masked()
    }

    pub(crate) fn udiv(&self, o: &ApInt) -> Option<ApInt> {
        self.udivrem(o).map(|(q, _)| q)
    }

    pub(crate) fn urem(&self, o: &ApInt) -> Option<ApInt> {
        self.udivrem(o).map(|(_, r)| r)
    }

    pub(crate) fn abs(&self) -> ApInt {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// Signed division rounding toward zero (`MIN / -1` wraps); `None` by
    /// zero.
    pub(crate) fn sdiv(&self, o: &ApInt) -> Option<ApInt> {
        let q = self.abs().udiv(&o.abs())?;
        Some(if self.is_negative() != o.is_negative() {
            q.neg()
        } else {
            q
        })
    }

    /// `sdiv` with LLVM's `sdiv_ov`: `MIN / -1` overflows.
    pub(crate) fn sdiv_ov(&self, o: &ApInt) -> Option<(ApInt, bool)> {
        let overflow = self.is_signed_min() && o.is_all_ones();
        Some((self.sdiv(o)?, overflow))
    }

    /// The remainder with the sign of `self`; `None` by zero.
    pub(crate) fn srem(&self, o: &ApInt) -> Option<ApInt> {
        let r = self.abs().urem(&o.abs())?;
        Some(if self.is_negative() { r.neg() } else { r })
    }

    /// `a + b` with signed overflow.
    pub(crate) fn sadd_ov(&self, o: &ApInt) -> (ApInt, bool) {
        let r = self.add(o);
        let overflow =
            self.is_negative() == o.is_negative() && r.is_negative() != self.is_negative();
        (r, overflow)
    }

    /// `a - b` with signed overflow.
    pub(crate) fn ssub_ov(&self, o: &ApInt) -> (ApInt, bool) {
        let r = self.sub(o);
        let overflow =
            self.is_negative() != o.is_negative() && r.is_negative() != self.is_negative();
        (r, overflow)
    }

    /// `a + b` with unsigned overflow.
    pub(crate) fn uadd_ov(&self, o: &ApInt) -> (ApInt, bool) {
        let r = self.add(o);
        let overflow = r.ucmp(self) == Ordering::Less;
        (r, overflow)
    }

    /// Signed division rounding toward negative infinity, with overflow
    /// (`MIN / -1`), as LLVM's `sfloordiv_ov`.
    pub(crate) fn sfloordiv_ov(&self, o: &ApInt) -> Option<(ApInt, bool)> {
        let (q, overflow) = self.sdiv_ov(o)?;
        let r = self.srem(o)?;
        if !r.is_zero() && r.is_negative() != o.is_negative() {
            return Some((q.sub(&ApInt::one(self.width)), overflow));
        }
        Some((q, overflow))
    }

    pub(crate) fn zext(&self, width: u32) -> ApInt {
        let mut words = self.words.clone();
        words.resize(words_for(width), 0);
        ApInt { width, words }.masked()
    }

    pub(crate) fn sext(&self, width: u32) -> ApInt {
        if !self.is_negative() || width <= self.width {
            return self.zext(width);
        }
        // Set every bit from `self.width` up.
        let ones = ApInt::zero(width).not();
        let high = ones.shl(self.width as u64);
        self.zext(width).or(&high)
    }

    pub(crate) fn trunc(&self, width: u32) -> ApInt {
        self.zext(width)
    }

    /// The high half of the `2 * width`-bit product, signed or unsigned
    /// (LLVM's `mulhs`, `mulhu`).
    pub(crate) fn mul_high(&self, o: &ApInt, signed: bool) -> ApInt {
        let w = self.width;
        let ext = |v: &ApInt| if signed { v.sext(2 * w) } else { v.zext(2 * w) };
        ext(self).mul(&ext(o)).lshr(w as u64).trunc(w)
    }
}

#[cfg(test)]
mod tests {
    use super::ApInt;

    fn i(width: u32, v: i128) -> ApInt {
        ApInt::from_i128(width, v)
    }

    #[test]
    fn arithmetic_wraps_at_the_width() {
        assert_eq!(i(8, 127).add(&i(8, 1)), i(8, -128));
        assert_eq!(i(8, -3).mul(&i(8, 7)), i(8, -21));
        assert_eq!(i(64, 1).shl(32).to_u64(), Some(1 << 32));
        assert_eq!(i(64, -2).lshr(1).to_u64(), Some(i64::MAX as u64));
        assert_eq!(i(64, -2).ashr(1), i(64, -1));
        assert_eq!(i(8, 57).mul_high(&i(8, -13), true), i(8, -3));
        assert_eq!(i(8, 57).mul_high(&i(8, 133), false), i(8, 29));
        assert_eq!(i(8, -7).sfloordiv_ov(&i(8, 2)).unwrap(), (i(8, -4), false));
        assert!(i(8, -128).sdiv_ov(&i(8, -1)).unwrap().1);
        assert_eq!(i(8, -7).srem(&i(8, 2)).unwrap(), i(8, -1));
    }

    #[test]
    fn wide_values_are_exact() {
        let big = i(256, i128::MAX).mul(&i(256, 4));
        assert_eq!(big.lshr(2), i(256, i128::MAX));
        assert_eq!(big.udiv(&i(256, 4)).unwrap(), i(256, i128::MAX));
        assert_eq!(i(256, -1).sext(512), i(512, -1));
        assert_eq!(i(128, -1).to_i128(), Some(-1));
        assert!(i(1, 1).is_negative());
    }
}
