//! Integers of a width of up to 128 bits, kept in `u128` (their bits)
//! and `i128` (their signed reading).

/// The bits of `width`.
pub(crate) fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// `bits` of `width` read as signed.
pub(crate) fn to_signed(width: u32, bits: u128) -> i128 {
    if width == 0 {
        return 0;
    }
    let shift = 128 - width.min(128);
    ((bits << shift) as i128) >> shift
}

/// `value` wrapped to `width` bits, read as unsigned.
pub(crate) fn to_unsigned(width: u32, value: i128) -> u128 {
    value as u128 & mask(width)
}

/// The least signed value of `width` bits.
pub(crate) fn signed_min(width: u32) -> i128 {
    if width == 0 {
        0
    } else {
        to_signed(width, 1u128 << (width - 1))
    }
}

/// The greatest signed value of `width` bits.
pub(crate) fn signed_max(width: u32) -> i128 {
    if width == 0 {
        0
    } else {
        (mask(width) >> 1) as i128
    }
}
