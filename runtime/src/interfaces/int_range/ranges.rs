//! The bounds of an integer (MLIR's `ConstantIntRanges` and
//! `IntegerValueRange`): its least and greatest values read as unsigned
//! and as signed, at a width of up to 128 bits.

use super::bits::{mask, signed_max, signed_min, to_signed, to_unsigned};
use crate::ods::pred::element_type_or_self;
use crate::{Context, TypeKind, Value};
use std::fmt;

/// The width MLIR's integer range analysis gives `index` (`IndexType`'s
/// `kInternalStorageBitWidth`).
pub const INDEX_WIDTH: u32 = 64;

/// The values an integer of `width` bits may take, bounded both as
/// unsigned and as signed (MLIR's `ConstantIntRanges`). The bounds need
/// not be consistent: an intersection may leave an empty range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ConstantIntRanges {
    width: u32,
    umin: u128,
    umax: u128,
    smin: i128,
    smax: i128,
}

impl ConstantIntRanges {
    /// The range of the four bounds at `width`, each wrapped to it.
    pub fn new(width: u32, umin: u128, umax: u128, smin: i128, smax: i128) -> Self {
        ConstantIntRanges {
            width,
            umin: umin & mask(width),
            umax: umax & mask(width),
            smin: to_signed(width, smin as u128),
            smax: to_signed(width, smax as u128),
        }
    }

    /// Every value of `width` bits (MLIR's `maxRange`).
    pub fn max_range(width: u32) -> Self {
        ConstantIntRanges::new(width, 0, mask(width), signed_min(width), signed_max(width))
    }

    /// The one value `value`, wrapped to `width` bits.
    pub fn constant(width: u32, value: i128) -> Self {
        ConstantIntRanges::new(width, value as u128, value as u128, value, value)
    }

    /// The unsigned range `[umin, umax]`, its signed bounds whatever they
    /// can be: the same values when both share a sign bit, else the full
    /// signed range (MLIR's `fromUnsigned`).
    pub fn from_unsigned(width: u32, umin: u128, umax: u128) -> Self {
        let (smin, smax) = (to_signed(width, umin), to_signed(width, umax));
        if (smin < 0) == (smax < 0) {
            ConstantIntRanges::new(width, umin, umax, smin, smax)
        } else {
            ConstantIntRanges::new(width, umin, umax, signed_min(width), signed_max(width))
        }
    }

    /// The signed range `[smin, smax]`, its unsigned bounds the same
    /// values when both share a sign, else the full unsigned range (MLIR's
    /// `fromSigned`).
    pub fn from_signed(width: u32, smin: i128, smax: i128) -> Self {
        let (smin, smax) = (
            to_signed(width, smin as u128),
            to_signed(width, smax as u128),
        );
        if smin >= 0 || smax < 0 {
            let (umin, umax) = (to_unsigned(width, smin), to_unsigned(width, smax));
            ConstantIntRanges::new(width, umin, umax, smin, smax)
        } else {
            ConstantIntRanges::new(width, 0, mask(width), smin, smax)
        }
    }

    /// `[min, max]` read as signed or as unsigned (MLIR's `range`).
    pub fn range(width: u32, min: i128, max: i128, signed: bool) -> Self {
        if signed {
            ConstantIntRanges::from_signed(width, min, max)
        } else {
            ConstantIntRanges::from_unsigned(width, min as u128, max as u128)
        }
    }

    /// The width of the integers bounded.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The least value, unsigned.
    pub fn umin(&self) -> u128 {
        self.umin
    }

    /// The greatest value, unsigned.
    pub fn umax(&self) -> u128 {
        self.umax
    }

    /// The least value, signed.
    pub fn smin(&self) -> i128 {
        self.smin
    }

    /// The greatest value, signed.
    pub fn smax(&self) -> i128 {
        self.smax
    }

    /// The values both ranges allow (MLIR's `intersection`).
    pub fn intersection(&self, other: &Self) -> Self {
        ConstantIntRanges {
            width: self.width,
            umin: self.umin.max(other.umin),
            umax: self.umax.min(other.umax),
            smin: self.smin.max(other.smin),
            smax: self.smax.min(other.smax),
        }
    }

    /// The least range holding both (MLIR's `rangeUnion`).
    pub fn range_union(&self, other: &Self) -> Self {
        ConstantIntRanges {
            width: self.width,
            umin: self.umin.min(other.umin),
            umax: self.umax.max(other.umax),
            smin: self.smin.min(other.smin),
            smax: self.smax.max(other.smax),
        }
    }

    /// The one value of the range, read as signed, if either reading has
    /// only one (MLIR's `getConstantValue`).
    pub fn constant_value(&self) -> Option<i128> {
        if self.umin == self.umax {
            return Some(to_signed(self.width, self.umin));
        }
        (self.smin == self.smax).then_some(self.smin)
    }

    /// The width ranges of values of `ty` have: an integer's, 64 for
    /// `index`, of the element type of a shaped type; `None` for any other
    /// type (MLIR's `getStorageBitwidth`, 0 there).
    pub fn storage_bitwidth(ctx: &Context, ty: crate::Type) -> Option<u32> {
        match ctx.type_kind(element_type_or_self(ctx, ty)) {
            TypeKind::Index => Some(INDEX_WIDTH),
            TypeKind::Integer { width, .. } if *width <= 128 => Some(*width),
            _ => None,
        }
    }
}

/// MLIR's textual form: `unsigned : [0, 7] signed : [0, 7]`.
impl fmt::Display for ConstantIntRanges {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unsigned : [{}, {}] signed : [{}, {}]",
            self.umin, self.umax, self.smin, self.smax
        )
    }
}

/// The lattice value of the integer range analysis (MLIR's
/// `IntegerValueRange`): nothing known yet, or a range.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum IntegerValueRange {
    /// Not computed yet (the bottom).
    #[default]
    Uninitialized,
    /// Within this range.
    Known(ConstantIntRanges),
}

impl IntegerValueRange {
    /// Every value `value`'s type allows; uninitialized for a value that
    /// is no integer (MLIR's `getMaxRange`).
    pub fn max_range(ctx: &Context, value: Value) -> Self {
        match ConstantIntRanges::storage_bitwidth(ctx, ctx.value_type(value)) {
            Some(width) => IntegerValueRange::Known(ConstantIntRanges::max_range(width)),
            None => IntegerValueRange::Uninitialized,
        }
    }

    /// The range, once known.
    pub fn known(&self) -> Option<&ConstantIntRanges> {
        match self {
            IntegerValueRange::Known(range) => Some(range),
            IntegerValueRange::Uninitialized => None,
        }
    }
}
