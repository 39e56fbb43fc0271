//! The Rust names and literals of an enum (`EnumInfo` def), shared by the
//! integer enums ([`super::enums`]) and the bit enums ([`super::bit_enums`]).

use super::code;
use ods_spec::model::Enum;
use proc_macro2::Literal;

/// The enum's Rust type name.
pub fn type_ident(e: &Enum) -> syn::Ident {
    code::make_ident(&e.class_name)
}

/// The Rust integer type of the enum's values.
pub fn int_type(e: &Enum) -> syn::Ident {
    code::make_ident(e.int_type())
}

/// A case value as an unsuffixed literal: hexadecimal for bit masks.
pub fn value_lit(e: &Enum, value: u64) -> Literal {
    if e.bits.is_some() {
        format!("{value:#x}")
            .parse()
            .unwrap_or_else(|_| Literal::u64_unsuffixed(value))
    } else {
        Literal::u64_unsuffixed(value)
    }
}
