//! Bit enums (`BitEnumBase`): a flags newtype over the underlying integer,
//! one associated constant per case (in `SCREAMING_SNAKE_CASE`, as the
//! `bitflags` crate names them: `Flags::FAST`),
//! the bit operators (`!` keeps to the valid bits, as MLIR's `operator~`),
//! and `stringify`/`symbolize` exactly as EnumsGen.cpp's generated C++:
//!
//! - `stringify`: the none case's string for 0; else the strings of the
//!   cases whose bits are all set, in declaration order, joined by the
//!   separator. With `printBitEnumPrimaryGroups`, groups are tried first
//!   in reverse declaration order and take their bits away, then single
//!   bits (other multi-bit cases are not printed). Unknown bits are not
//!   printed.
//! - `symbolize`: the none case's string is 0; else the text is split at
//!   the separator without its spaces, each piece trimmed and looked up
//!   among the non-zero cases (first declared first), the masks or-ed.

use super::code;
use super::enum_names::{int_type, type_ident, value_lit};
use super::fn_text::{param, TextFn};
use super::text_layout::{text_item, Arg, Call, Item};
use ods_spec::model::{CaseKind, Enum, EnumCase};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The flags type of bit enum `e` and its impls.
/// The functions written as text go to `items` ([`super::fn_text`]).
pub fn generate(e: &Enum, items: &mut Vec<Box<dyn Item>>) -> TokenStream {
    let name = type_ident(e);
    let int = int_type(e);
    let doc = super::docs::doc_attrs(&e.summary, &e.description);
    let valid = value_lit(e, e.bits.as_ref().map_or(0, |b| b.valid_bits));
    let consts = e.cases.iter().map(|c| {
        let ident = code::make_ident(&c.rust_name);
        let lit = value_lit(e, c.value);
        let doc = format!(" `{}` (C++ `{}`).", c.str, c.symbol);
        quote! {
            #[doc = #doc]
            pub const #ident: Self = Self(#lit);
        }
    });
    let width = Literal::u32_unsuffixed(e.bitwidth);
    let [accessors, bitor, bitand, bitxor, not, bitor_assign, bitand_assign, bitxor_assign] =
        one_line_fns(e, items);
    let stringify = stringify(e);
    let symbolize = symbolize(e);
    quote! {
        #doc
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct #name(#int);

        impl #name {
            #(#consts)*

            /// The bits some case sets (`validBits`).
            pub const VALID_BITS: #int = #valid;

            #accessors
            /// The value with the bits of `other` set, or cleared as by
            /// [`Self::clear`] when `value` is false (`bitEnumSet`).
            pub const fn set(self, other: Self, value: bool) -> Self {
                if value {
                    Self(self.0 | other.0)
                } else {
                    self.clear(other)
                }
            }

            #stringify

            #symbolize

            /// The value as a signless integer attribute of the enum's width.
            pub fn to_attr(self, ctx: &mut ::ods_runtime::Context) -> ::ods_runtime::Attribute {
                let ty = ::ods_runtime::ods::convert::integer(
                    ctx, #width, ::ods_runtime::Signedness::Signless);
                ::ods_runtime::ods::convert::integer_attr(ctx, ty, i128::from(self.0))
            }

            /// The value an integer attribute holds, unknown bits kept
            /// (verifiers reject them); `None` for another attribute.
            pub fn from_attr(
                ctx: &::ods_runtime::Context,
                attr: ::ods_runtime::Attribute,
            ) -> ::std::option::Option<Self> {
                ::ods_runtime::ods::convert::try_int::<#int>(ctx, attr).map(Self)
            }
        }

        impl ::std::ops::BitOr for #name {
            type Output = Self;
            #bitor
        }

        impl ::std::ops::BitAnd for #name {
            type Output = Self;
            #bitand
        }

        impl ::std::ops::BitXor for #name {
            type Output = Self;
            #bitxor
        }

        /// The complement within the valid bits (MLIR's `operator~`).
        impl ::std::ops::Not for #name {
            type Output = Self;
            #not
        }

        impl ::std::ops::BitOrAssign for #name {
            #bitor_assign
        }

        impl ::std::ops::BitAndAssign for #name {
            #bitand_assign
        }

        impl ::std::ops::BitXorAssign for #name {
            #bitxor_assign
        }
    }
}

/// The functions of one line: the bits' accessors and tests, then each
/// operator's; text ([`super::fn_text`]) that goes to `items`.
fn one_line_fns(e: &Enum, items: &mut Vec<Box<dyn Item>>) -> [TokenStream; 8] {
    let int = int_type(e).to_string();
    let this = || Arg::word("self".to_string());
    let other = || param("other", "Self");
    let rhs = || vec![this(), param("rhs", "Self")];
    let rhs_mut = || vec![Arg::word("&mut self".to_string()), param("rhs", "Self")];
    let returns_int = format!(") -> {int} {{");
    let accessors = [
        TextFn::one_line(
            &["The value's bits."],
            "pub const fn bits(",
            vec![this()],
            &returns_int,
            "self.0".to_string(),
        ),
        TextFn::one_line(
            &["The value of `bits`, unknown bits kept (a C++ cast)."],
            "pub const fn from_bits_retain(",
            vec![param("bits", &int)],
            ") -> Self {",
            "Self(bits)".to_string(),
        ),
    ];
    let mut out = [(); 8].map(|_| TokenStream::new());
    for f in accessors {
        out[0].extend(text_item(items, f));
    }
    let from_int = Call::new(
        "pub const fn from_int(",
        vec![param("value", &int)],
        ") -> ::std::option::Option<Self> {",
    );
    let mut f = TextFn::new(
        &["The value of `value`; `None` when it sets an unknown bit."],
        from_int,
    );
    f.block(vec![
        (0, "if value & !Self::VALID_BITS != 0 {".to_string()),
        (1, "return ::std::option::Option::None;".to_string()),
        (0, "}".to_string()),
    ]);
    f.line("::std::option::Option::Some(Self(value))".to_string());
    out[0].extend(text_item(items, f));
    let tests = [
        TextFn::one_line(
            &["Whether no bit is set."],
            "pub const fn is_empty(",
            vec![this()],
            ") -> bool {",
            "self.0 == 0".to_string(),
        ),
        TextFn::one_line(
            &["Whether every bit of `other` is set (`bitEnumContainsAll`)."],
            "pub const fn contains(",
            vec![this(), other()],
            ") -> bool {",
            "self.0 & other.0 == other.0".to_string(),
        ),
        TextFn::one_line(
            &["Whether some bit of `other` is set (`bitEnumContainsAny`)."],
            "pub const fn intersects(",
            vec![this(), other()],
            ") -> bool {",
            "self.0 & other.0 != 0".to_string(),
        ),
        TextFn::one_line(
            &[
                "The value without the bits of `other`, and without unknown",
                "bits (`bitEnumClear`).",
            ],
            "pub const fn clear(",
            vec![this(), other()],
            ") -> Self {",
            "Self(self.0 & (!other.0 & Self::VALID_BITS))".to_string(),
        ),
    ];
    for f in tests {
        out[0].extend(text_item(items, f));
    }
    let binary = |name: &str, op: char| {
        let line = format!("Self(self.0 {op} rhs.0)");
        TextFn::one_line(&[], &format!("fn {name}("), rhs(), ") -> Self {", line)
    };
    out[1] = text_item(items, binary("bitor", '|'));
    out[2] = text_item(items, binary("bitand", '&'));
    out[3] = text_item(items, binary("bitxor", '^'));
    let not = "Self(!self.0 & Self::VALID_BITS)".to_string();
    out[4] = text_item(
        items,
        TextFn::one_line(&[], "fn not(", vec![this()], ") -> Self {", not),
    );
    let assign = |name: &str, op: char| {
        let line = format!("self.0 {op}= rhs.0;");
        TextFn::one_line(&[], &format!("fn {name}("), rhs_mut(), ") {", line)
    };
    out[5] = text_item(items, assign("bitor_assign", '|'));
    out[6] = text_item(items, assign("bitand_assign", '&'));
    out[7] = text_item(items, assign("bitxor_assign", '^'));
    out
}

fn stringify(e: &Enum) -> TokenStream {
    let Some(bits) = &e.bits else {
        return TokenStream::new();
    };
    let none = e.none_case().map(|c| {
        let s = &c.str;
        quote! {
            if val == 0 {
                return #s.to_string();
            }
        }
    });
    let nonzero = |c: &&EnumCase| c.value != 0;
    let test = |c: &EnumCase, take: bool| {
        let mask = value_lit(e, c.value);
        let s = &c.str;
        let take = take.then(|| quote!(val &= !#mask;));
        quote! {
            if val & #mask == #mask {
                strs.push(#s);
                #take
            }
        }
    };
    let (groups, singles): (Vec<TokenStream>, Vec<TokenStream>) = if bits.print_primary_groups {
        let groups = e.cases.iter().rev().filter(nonzero);
        let groups = groups.filter(|c| c.kind == CaseKind::Group);
        let singles = e.cases.iter().filter(nonzero);
        let singles = singles.filter(|c| c.kind == CaseKind::Bit);
        (
            groups.map(|c| test(c, true)).collect(),
            singles.map(|c| test(c, false)).collect(),
        )
    } else {
        let all = e.cases.iter().filter(nonzero);
        (Vec::new(), all.map(|c| test(c, false)).collect())
    };
    let val_mut = (!groups.is_empty()).then(|| quote!(mut));
    let strs_mut = (!groups.is_empty() || !singles.is_empty()).then(|| quote!(mut));
    let separator = &bits.separator;
    let doc = format!(
        " The string form: {}the strings of the cases whose bits are all set, {}joined by `{separator}`; unknown bits are left out.",
        e.none_case().map_or(String::new(), |c| format!("`{}` for no bit, else ", c.str)),
        if bits.print_primary_groups {
            "groups first (the last declared first, each taking its bits), then single bits, "
        } else {
            "in declaration order, "
        }
    );
    quote! {
        #[doc = #doc]
        pub fn stringify(self) -> ::std::string::String {
            let #val_mut val = self.0;
            #none
            let #strs_mut strs: ::std::vec::Vec<&'static str> = ::std::vec::Vec::new();
            #(#groups)*
            #(#singles)*
            strs.join(#separator)
        }
    }
}

fn symbolize(e: &Enum) -> TokenStream {
    let Some(bits) = &e.bits else {
        return TokenStream::new();
    };
    let int = int_type(e);
    let none = e.none_case().map(|c| {
        let s = &c.str;
        quote! {
            if s == #s {
                return ::std::option::Option::Some(Self(0));
            }
        }
    });
    let cases: Vec<&EnumCase> = e.cases.iter().filter(|c| c.value != 0).collect();
    let strs = cases.iter().map(|c| c.str.as_str());
    let masks = cases.iter().map(|c| value_lit(e, c.value));
    let trimmed = bits.separator.trim_matches(llvm_space);
    // A one-character separator is split at as a `char`, as clippy wants.
    let separator = match trimmed.chars().collect::<Vec<_>>()[..] {
        [c] => quote!(#c),
        _ => quote!(#trimmed),
    };
    quote! {
        /// The value of a string of cases joined by the separator (without
        /// its spaces; spaces around each case are ignored); `None` if one
        /// is no case.
        pub fn symbolize(s: &str) -> ::std::option::Option<Self> {
            #none
            let mut val: #int = 0;
            for symbol in s.split(#separator) {
                let symbol = symbol.trim_matches(
                    |c: char| matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r'));
                val |= match symbol {
                    #(#strs => #masks,)*
                    _ => return ::std::option::Option::None,
                };
            }
            ::std::option::Option::Some(Self(val))
        }
    }
}

/// The characters LLVM's `StringRef::trim` removes.
fn llvm_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r')
}
