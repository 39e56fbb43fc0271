//! Which integer texts a dialect parser accepts for a Rust integer type:
//! MLIR's `parseInteger<IntT>`, which reads an `APInt` (`true` and `false`
//! as one-bit 1 and 0), sign-extends or truncates it to the type's width,
//! and rejects the value when converting back does not give the same bits.
//! So `-1` reads as `u32::MAX`, `true` as `-1` in an `i32`, and a `bool`
//! takes `0`, `1`, `true` and `false`.

/// An integer type that [`AsmParser::parse_integer`](super::AsmParser::parse_integer)
/// reads.
pub trait AsmInteger: Sized + Copy {
    /// The width in bits (`sizeof(IntT) * CHAR_BIT`).
    const BITS: u32;
    /// Whether the value converts back sign-extended.
    const SIGNED: bool;
    /// The value held by the low [`AsmInteger::BITS`] bits of `bits`.
    fn from_bits(bits: u128) -> Self;
    /// The value, widened.
    fn to_i128(self) -> i128;
}

macro_rules! asm_integers {
    ($($t:ty: $signed:expr),*) => {$(
        impl AsmInteger for $t {
            const BITS: u32 = <$t>::BITS;
            const SIGNED: bool = $signed;
            fn from_bits(bits: u128) -> $t {
                bits as $t
            }
            fn to_i128(self) -> i128 {
                self as i128
            }
        }
    )*};
}

asm_integers!(i8: true, i16: true, i32: true, i64: true, isize: true,
              u8: false, u16: false, u32: false, u64: false, usize: false);

impl AsmInteger for bool {
    const BITS: u32 = 8;
    const SIGNED: bool = false;
    fn from_bits(bits: u128) -> bool {
        bits & 0xff != 0
    }
    fn to_i128(self) -> i128 {
        self as i128
    }
}

/// The low `width` bits set.
fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// An `APInt` of `width` bits (at most 128) holding `bits`, as parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ParsedInt {
    pub bits: u128,
    pub width: u32,
}

impl ParsedInt {
    /// The literal `magnitude`, negated when `negative`: the fewest bits
    /// that hold it with a zero sign bit, as MLIR's parser sizes it.
    pub fn literal(magnitude: u128, negative: bool) -> Option<ParsedInt> {
        let active = 128 - magnitude.leading_zeros();
        let width = if magnitude == 0 { 1 } else { active + 1 };
        if width > 128 {
            return None;
        }
        let bits = if negative {
            magnitude.wrapping_neg() & mask(width)
        } else {
            magnitude
        };
        Some(ParsedInt { bits, width })
    }

    /// `true` or `false`: one bit.
    pub fn boolean(value: bool) -> ParsedInt {
        ParsedInt {
            bits: value as u128,
            width: 1,
        }
    }

    /// The value as `T`, if converting it back gives the same bits.
    pub fn convert<T: AsmInteger>(self) -> Option<T> {
        let sign = self.width > 0 && self.bits >> (self.width - 1) & 1 == 1;
        let extended = if sign {
            self.bits | !mask(self.width)
        } else {
            self.bits
        };
        let value = T::from_bits(extended & mask(T::BITS));
        let back = value.to_i128();
        // MLIR rebuilds an APInt of the parsed width from the value (a
        // `uint64_t`), sign-extending only for signed types.
        let back = if T::SIGNED || back >= 0 {
            back as u128
        } else {
            back as u128 & mask(64)
        };
        (back & mask(self.width) == self.bits).then_some(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read<T: AsmInteger>(magnitude: u128, negative: bool) -> Option<T> {
        ParsedInt::literal(magnitude, negative).and_then(ParsedInt::convert)
    }

    #[test]
    fn conversions_follow_mlir() {
        assert_eq!(read::<i32>(5, true), Some(-5));
        assert_eq!(read::<u32>(1, true), Some(u32::MAX));
        assert_eq!(read::<i32>(1 << 32, false), None);
        assert_eq!(read::<i8>(128, true), Some(-128));
        assert_eq!(read::<i8>(128, false), None);
        assert_eq!(read::<u8>(255, false), Some(255));
        assert_eq!(read::<bool>(1, false), Some(true));
        assert_eq!(read::<bool>(0, false), Some(false));
        assert_eq!(read::<bool>(2, false), None);
        assert_eq!(read::<bool>(1, true), None);
        assert_eq!(ParsedInt::boolean(true).convert::<i32>(), Some(-1));
        assert_eq!(ParsedInt::boolean(true).convert::<bool>(), Some(true));
        assert_eq!(ParsedInt::boolean(false).convert::<u64>(), Some(0));
    }
}
