//! A pass option's C++ type and default value in Rust: the value type the
//! runtime's pass-option parsers read (`bool`, `i32`, `i64`, `u32`, `u64`,
//! `String`, or a Rust type of the user's that implements `OptionValue`;
//! a list option is a `Vec` of it), and the default as a Rust expression.

use super::code::{self, Error, Kind, Result};
use super::missing_rust::MissingRust;
use ods_spec::model::cpp_types::{is_copy, is_mapped, rust_type_of_cpp};
use ods_spec::model::pass::{PassDef, PassOption};
use ods_spec::tablegen::Diagnostic;
use proc_macro2::TokenStream;
use quote::quote;

/// The Rust types of values the runtime parses.
const PARSED: [&str; 6] = ["bool", "i32", "i64", "u32", "u64", "String"];

/// How one option is held in Rust.
pub struct OptionType {
    /// The field's type: the value's, or a `Vec` of it for a list.
    pub field: TokenStream,
    /// The default, an expression of type `field`.
    pub default: TokenStream,
}

/// The Rust type and default of `option` of `pass`, or an error at the
/// option when the C++ type or default has no Rust equivalent.
pub fn option_type(pass: &PassDef, option: &PassOption) -> Result<OptionType> {
    let fail = |message: String| {
        Error::plain(Diagnostic::error(
            Some(option.loc),
            format!(
                "option '{}' of pass '{}': {message}",
                option.argument, pass.def_name
            ),
        ))
    };
    // A C++ type without Rust is listed with the file's other pieces; the
    // option's items are never compiled.
    let what = "a pass option's type";
    if let Some(stand_in) = MissingRust::stand_in(&option.rust_type, Kind::Type, what) {
        stand_in?;
        return Ok(OptionType {
            field: quote!(()),
            default: quote!(()),
        });
    }
    let written = &option.rust_type.text;
    let mapped = rust_type_of_cpp(written);
    let rust = mapped.strip_prefix("::std::string::").unwrap_or(&mapped);
    let known = is_mapped(written) || is_copy(rust) || is_cpp(rust);
    if known && !PARSED.contains(&rust) {
        return Err(fail(format!(
            "type '{}' has no pass-option parser in Rust (the runtime reads {}, or a Rust \
             type of yours implementing ods_runtime::pass::OptionValue)",
            option.cpp_type,
            PARSED.join(", ")
        )));
    }
    let value = code::parse_type(&mapped, option.loc, what)?;
    if option.is_list {
        return Ok(OptionType {
            field: quote!(::std::vec::Vec<#value>),
            default: quote!(::std::vec::Vec::new()),
        });
    }
    let default = match option.default.as_deref() {
        None => quote!(::std::default::Default::default()),
        Some(text) => default_value(rust, &value, text.trim()).ok_or_else(|| {
            fail(format!(
                "the default value '{text}' has no Rust equivalent of type {rust}"
            ))
        })?,
    };
    Ok(OptionType {
        field: value,
        default,
    })
}

/// Whether a type that the C++ table does not know names a C++ library's
/// type (`mlir::`, `llvm::`, `std::`), not a Rust one.
fn is_cpp(rust: &str) -> bool {
    let first = rust.trim_start_matches("::").split("::").next();
    rust.contains("::") && matches!(first, Some("mlir" | "llvm" | "std"))
}

/// A C++ default value as a Rust expression of type `rust` (`value` parsed).
fn default_value(rust: &str, value: &TokenStream, text: &str) -> Option<TokenStream> {
    match rust {
        "bool" => match text {
            "true" | "1" => Some(quote!(true)),
            "false" | "0" => Some(quote!(false)),
            _ => None,
        },
        "String" => {
            let literal = cpp_string_literal(text)?;
            Some(quote!(::std::string::String::from(#literal)))
        }
        "i32" | "i64" | "u32" | "u64" => integer(rust, text).map(|n| {
            let literal = proc_macro2::Literal::i128_unsuffixed(n);
            quote!(#literal)
        }),
        // A Rust type of the user's: an enumerator written as a C++ or Rust
        // path (`mlir::Level::Normal`) is that variant of the type.
        _ => {
            let variant = text.rsplit("::").next()?;
            let ident: syn::Ident = syn::parse_str(variant).ok()?;
            (text.contains("::")).then(|| quote!(#value::#ident))
        }
    }
}

/// The value of a C++ integer default of Rust type `rust`: a literal with
/// or without sign and `u`/`l` suffixes (decimal or `0x`), or
/// `std::numeric_limits<T>::max()`/`min()`; `None` if it does not fit.
fn integer(rust: &str, text: &str) -> Option<i128> {
    let (min, max): (i128, i128) = match rust {
        "i32" => (i32::MIN.into(), i32::MAX.into()),
        "i64" => (i64::MIN.into(), i64::MAX.into()),
        "u32" => (0, u32::MAX.into()),
        _ => (0, u64::MAX.into()),
    };
    let limit = text
        .trim_start_matches("::")
        .strip_prefix("std::numeric_limits<")
        .and_then(|rest| rest.split_once(">::"))
        .map(|(_, function)| function);
    let value = match limit {
        Some("max()") => max,
        Some("min()" | "lowest()") => min,
        Some(_) => return None,
        None => {
            let (negative, digits) = match text.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, text),
            };
            let digits = digits.trim_end_matches(['u', 'U', 'l', 'L']);
            let magnitude = match digits.strip_prefix("0x").or(digits.strip_prefix("0X")) {
                Some(hex) => i128::from_str_radix(hex, 16).ok()?,
                None => digits.parse::<i128>().ok()?,
            };
            if negative {
                -magnitude
            } else {
                magnitude
            }
        }
    };
    (min..=max).contains(&value).then_some(value)
}

/// The text of a C++ string literal (`"foo"`, with `\"`, `\\`, `\n` and
/// `\t` escapes); `None` for anything else.
fn cpp_string_literal(text: &str) -> Option<String> {
    let body = text.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        out.push(match c {
            '\\' => match chars.next()? {
                'n' => '\n',
                't' => '\t',
                c @ ('"' | '\\' | '\'') => c,
                _ => return None,
            },
            '"' => return None,
            c => c,
        });
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn default(rust: &str, text: &str) -> Option<String> {
        let value: TokenStream = rust.parse().unwrap();
        default_value(rust, &value, text).map(|t| t.to_string())
    }

    #[test]
    fn cpp_defaults_map_to_rust_expressions() {
        assert_eq!(default("bool", "true").as_deref(), Some("true"));
        assert_eq!(default("bool", "0").as_deref(), Some("false"));
        assert_eq!(default("i64", "-1").as_deref(), Some("- 1"));
        assert_eq!(default("u32", "10u").as_deref(), Some("10"));
        assert_eq!(default("u64", "0x10").as_deref(), Some("16"));
        assert_eq!(
            default("i32", "std::numeric_limits<int>::max()").as_deref(),
            Some("2147483647")
        );
        assert_eq!(
            default("String", r#""a \"b\"""#).as_deref(),
            Some(r#":: std :: string :: String :: from ("a \"b\"")"#)
        );
        assert_eq!(
            default("Level", "mlir::GreedySimplifyRegionLevel::Normal").as_deref(),
            Some("Level :: Normal")
        );
    }

    #[test]
    fn defaults_without_rust_equivalent_are_refused() {
        assert_eq!(default("bool", "yes"), None);
        assert_eq!(default("u32", "-1"), None);
        assert_eq!(default("i32", "4294967296"), None);
        assert_eq!(default("String", "kName"), None);
        assert_eq!(default("Level", "makeLevel()"), None);
    }

    #[test]
    fn cpp_library_types_are_told_from_rust_ones() {
        assert!(is_cpp("mlir::GreedySimplifyRegionLevel"));
        assert!(is_cpp("::llvm::StringRef"));
        assert!(!is_cpp("crate::Level"));
        assert!(!is_cpp("Level"));
    }
}
