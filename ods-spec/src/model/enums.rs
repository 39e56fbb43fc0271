//! Enums: what an `EnumInfo` def declares, read as MLIR's `EnumInfo` and
//! `EnumCase` read it (`mlir/lib/TableGen/EnumInfo.cpp`), with the checks
//! that make the generated Rust well formed.
//!
//! MLIR's C++ enum accepts cases that Rust cannot hold (two cases of one
//! value, two cases of one name) and conversions that lose cases (two cases
//! of one string); those are definition errors here.

use super::pred::{self, Pred};
use super::records::{Result, View};
use crate::tablegen::source::Span;
use crate::tablegen::Diagnostic;
use std::collections::HashMap;

/// What kind of case of a bit enum a case is: MLIR's printing treats single
/// bits and groups apart when it prints primary groups only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaseKind {
    /// A `BitEnumCaseBit`/`BitEnumAttrCaseBit`: one bit.
    Bit,
    /// A `BitEnumCaseGroup`/`BitEnumAttrCaseGroup`: the union of cases.
    Group,
    /// Any other case (every case of an integer enum).
    Plain,
}

/// One case of an enum.
#[derive(Clone, Debug)]
pub struct EnumCase {
    /// The C++ symbol (`symbol`).
    pub symbol: String,
    /// The Rust name: the symbol in upper camel case (see
    /// [`rust_case_name`]) for a variant of an integer enum, in
    /// `SCREAMING_SNAKE_CASE` for the constant of a bit enum's case (as
    /// the `bitflags` crate names them: `Flags::FAST`).
    pub rust_name: String,
    /// The string form (`str`), which `stringify` gives and `symbolize`
    /// reads.
    pub str: String,
    /// The value: the declared one, or for a case declared without one
    /// (a negative `value`) the one C++ gives it (the previous plus one).
    /// A bit enum's value is its mask of bits.
    pub value: u64,
    /// Whether the value was declared (`value >= 0`).
    pub explicit: bool,
    /// Bit, group or plain case.
    pub kind: CaseKind,
    /// Where the case was written (its def, or the enum when it is
    /// anonymous in the prelude).
    pub span: Span,
}

/// What a bit enum adds to an enum (`BitEnumBase`).
#[derive(Clone, Debug)]
pub struct BitEnum {
    /// The bits some case sets (`validBits`).
    pub valid_bits: u64,
    /// Printed between cases (`separator`); parsing splits at it trimmed.
    pub separator: String,
    /// `printBitEnumPrimaryGroups`.
    pub print_primary_groups: bool,
    /// `printBitEnumQuoted` (the old-style `BitEnumAttr`): a value of
    /// several cases prints as one string, which MLIR's `FieldParser`
    /// reads as a keyword or string; otherwise it reads case keywords
    /// between separators.
    pub print_quoted: bool,
}

/// The typed attribute generated for an `EnumAttrInfo` with
/// `genSpecializedAttr`.
#[derive(Clone, Debug)]
pub struct SpecializedAttr {
    /// Its Rust name (`specializedAttrClassName`).
    pub class_name: String,
    /// What an attribute must satisfy to be one (the base attribute's
    /// predicate; `$_self` is the attribute, `$_ctxt` the context).
    pub predicate: Pred,
}

/// An `EnumInfo` def.
#[derive(Clone, Debug)]
pub struct Enum {
    /// The def's name.
    pub def_name: String,
    /// Where the def was written.
    pub span: Span,
    /// The Rust type's name (`className`).
    pub class_name: String,
    /// The Rust module path (`cppNamespace` split at `::`).
    pub namespace: Vec<String>,
    /// `summary`, the first line of the rustdoc.
    pub summary: String,
    /// `description`, the rest of the rustdoc.
    pub description: String,
    /// The width of the values (`bitwidth`).
    pub bitwidth: u32,
    /// The Rust integer type the values are held in (`underlyingType`,
    /// given in C++ or Rust spelling); `None` when unstated, then
    /// conversions use `u32` and the enum has no `#[repr]`.
    pub underlying: Option<String>,
    /// The cases, in declaration order.
    pub cases: Vec<EnumCase>,
    /// `Some` for a bit enum.
    pub bits: Option<BitEnum>,
    /// `Some` when a typed attribute is generated.
    pub specialized_attr: Option<SpecializedAttr>,
    /// `underlyingToSymbolFnName`: integer to case.
    pub underlying_to_symbol_fn: String,
    /// `stringToSymbolFnName`: string to case.
    pub string_to_symbol_fn: String,
    /// `symbolToStringFnName`: case to string.
    pub symbol_to_string_fn: String,
    /// `maxEnumValFnName`: the largest value.
    pub max_enum_val_fn: String,
}

impl Enum {
    /// The path code strings name the enum by (`__ods_root::a::b::Name`,
    /// the prelude's `cppType`).
    pub fn rust_path(&self) -> String {
        let mut path = vec!["__ods_root".to_string()];
        path.extend(self.namespace.iter().cloned());
        path.push(self.class_name.clone());
        path.join("::")
    }

    /// The Rust integer type conversions use.
    pub fn int_type(&self) -> &str {
        self.underlying.as_deref().unwrap_or("u32")
    }

    /// Whether every case declares its value, as MLIR requires for the
    /// integer-to-case and largest-value functions.
    pub fn all_explicit(&self) -> bool {
        self.cases.iter().all(|c| c.explicit)
    }

    /// The case with no bit set, which a bit enum prints for 0.
    pub fn none_case(&self) -> Option<&EnumCase> {
        self.cases.iter().find(|c| c.value == 0)
    }
}

/// The Rust name of a case whose C++ symbol is `symbol`: upper camel case
/// as the prelude's `snakeCaseToCamelCase` gives it (`_` dropped, the
/// first character and each one after a `_` in upper case), with a `_`
/// before a leading digit. Code strings in the prelude compute the same
/// name (`_OdsEnumCaseName`).
pub fn rust_case_name(symbol: &str) -> String {
    let mut out = String::with_capacity(symbol.len() + 1);
    let mut upper = true;
    for c in symbol.chars() {
        if c == '_' {
            upper = true;
            continue;
        }
        if upper {
            out.extend(c.to_uppercase());
        } else {
            out.push(c);
        }
        upper = false;
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

/// Reads the `EnumInfo` def `def`.
pub fn read(def: View<'_>) -> Result<Enum> {
    let def_name = def.name();
    let span = def.loc();
    let bitwidth = def.int("bitwidth").unwrap_or(32);
    let class_name = def.string("className");
    if class_name.is_empty() {
        return Err(def.error(span, format!("enum '{def_name}' has no className")));
    }
    let Ok(bitwidth @ 1..=64) = u32::try_from(bitwidth) else {
        return Err(def.error(
            span,
            format!("enum '{def_name}' has the bit width {bitwidth}, not one of 1 to 64"),
        ));
    };
    let underlying = rust_int_type(&def.string("underlyingType")).map_err(|t| {
        def.error(
            span,
            format!("underlying type '{t}' of enum '{def_name}' is not an integer type"),
        )
    })?;
    let bits = def.is_a("BitEnumBase").then(|| BitEnum {
        valid_bits: def.int("validBits").unwrap_or(0) as u64,
        separator: def.string("separator"),
        print_primary_groups: def.bit("printBitEnumPrimaryGroups"),
        print_quoted: def.bit("printBitEnumQuoted"),
    });
    let specialized_attr =
        (def.is_a("EnumAttrInfo") && def.bit("genSpecializedAttr")).then(|| SpecializedAttr {
            class_name: def.string("specializedAttrClassName"),
            predicate: def
                .def("predicate")
                .map_or_else(|| Pred::always(def), pred::fold),
        });
    let mut e = Enum {
        def_name,
        span,
        class_name,
        namespace: def.namespace(),
        summary: def.string("summary"),
        description: def.string("description"),
        bitwidth,
        underlying,
        cases: Vec::new(),
        bits,
        specialized_attr,
        underlying_to_symbol_fn: def.string("underlyingToSymbolFnName"),
        string_to_symbol_fn: def.string("stringToSymbolFnName"),
        symbol_to_string_fn: def.string("symbolToStringFnName"),
        max_enum_val_fn: def.string("maxEnumValFnName"),
    };
    e.cases = read_cases(def, &e)?;
    check(def, &e)?;
    Ok(e)
}

/// The Rust spelling of an integer type given in C++ or Rust; `None` for
/// an empty one, the text for one that is not an integer type.
fn rust_int_type(text: &str) -> std::result::Result<Option<String>, String> {
    let t = text
        .trim()
        .trim_start_matches("::")
        .trim_start_matches("std::");
    let rust = match t {
        "" => return Ok(None),
        "uint8_t" | "u8" => "u8",
        "uint16_t" | "u16" => "u16",
        "uint32_t" | "unsigned" | "unsigned int" | "u32" => "u32",
        "uint64_t" | "u64" => "u64",
        "int8_t" | "i8" => "i8",
        "int16_t" | "i16" => "i16",
        "int32_t" | "int" | "i32" => "i32",
        "int64_t" | "i64" => "i64",
        _ => return Err(text.to_string()),
    };
    Ok(Some(rust.to_string()))
}

fn read_cases(def: View<'_>, e: &Enum) -> Result<Vec<EnumCase>> {
    let mut cases: Vec<EnumCase> = Vec::new();
    for c in def.defs("enumerants") {
        let span = c.user_loc(e.span);
        let symbol = c.string("symbol");
        let declared = c.int("value").unwrap_or(-1);
        let (value, explicit) = if e.bits.is_some() {
            // A bit enum's value is a mask: bit 63 makes it negative.
            (declared as u64, true)
        } else if declared >= 0 {
            (declared as u64, true)
        } else {
            let next = cases.last().map_or(0, |p| p.value.wrapping_add(1));
            (next, false)
        };
        let kind = if c.is_a("BitEnumCaseBit") || c.is_a("BitEnumAttrCaseBit") {
            CaseKind::Bit
        } else if c.is_a("BitEnumCaseGroup") || c.is_a("BitEnumAttrCaseGroup") {
            CaseKind::Group
        } else {
            CaseKind::Plain
        };
        cases.push(EnumCase {
            rust_name: if e.bits.is_some() {
                super::naming::screaming_snake_case(&symbol)
            } else {
                rust_case_name(&symbol)
            },
            symbol,
            str: c.string("str"),
            value,
            explicit,
            kind,
            span,
        });
    }
    Ok(cases)
}

/// Whether a case string prints bare, as a keyword (MLIR's
/// `canFormatStringAsKeyword`): a letter or `_`, then letters, digits,
/// `_`, `$` or `.`.
pub fn is_keyword_case(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c))
}

/// MLIR's C++ parser of a bit enum printed unquoted (not
/// `printBitEnumQuoted`) reads each case as a keyword: `mlir-tblgen
/// --gen-enum-decls` rejects one with a case string that cannot be a
/// keyword (a letter or `_`, then letters, digits, `_`, `$` or `.`). It
/// generates no parser, and so checks nothing, for an enum without an
/// `underlyingType` or an `EnumAttrInfo` without a `constBuilderCall`.
/// MLIR's error has no location; ours is at the enum.
pub fn check_unquoted_bit_enum(def: View<'_>) -> Result<()> {
    let unparsed = def.string("underlyingType").is_empty()
        || (def.is_a("EnumAttrInfo") && def.string("constBuilderCall").is_empty());
    if unparsed || !def.is_a("BitEnumBase") || def.bit("printBitEnumQuoted") {
        return Ok(());
    }
    if def
        .defs("enumerants")
        .iter()
        .all(|c| is_keyword_case(&c.string("str")))
    {
        return Ok(());
    }
    Err(def.error(
        def.loc(),
        format!(
            "bit enum {}::{} cannot be printed unquoted with cases that cannot be keywords",
            def.string("cppNamespace"),
            def.string("className")
        ),
    ))
}

/// What the generated Rust could not hold.
fn check(def: View<'_>, e: &Enum) -> Result<()> {
    let name = &e.def_name;
    if e.bits.is_none() && e.cases.is_empty() {
        return Err(def.error(e.span, format!("enum '{name}' has no cases")));
    }
    let mut names: HashMap<&str, &EnumCase> = HashMap::new();
    let mut strs: HashMap<&str, &EnumCase> = HashMap::new();
    let mut values: HashMap<u64, &EnumCase> = HashMap::new();
    for c in &e.cases {
        let sym = &c.symbol;
        if c.rust_name.is_empty()
            || !c
                .rust_name
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
        {
            return Err(def.error(
                c.span,
                format!("case symbol '{sym}' of enum '{name}' is not an identifier"),
            ));
        }
        if c.rust_name == "Self" {
            return Err(def.error(
                c.span,
                format!(
                    "case symbol '{sym}' of enum '{name}' gives the Rust name 'Self', a keyword"
                ),
            ));
        }
        if e.bits.is_some() && c.rust_name == "VALID_BITS" {
            return Err(def.error(
                c.span,
                format!(
                    "case symbol '{sym}' of bit enum '{name}' gives the Rust name 'VALID_BITS' \
                     of the enum's valid bits"
                ),
            ));
        }
        check_fits(def, e, c)?;
        if let Some(first) = names.insert(&c.rust_name, c) {
            let message = if first.symbol == *sym {
                format!("enum '{name}' has more than one case named '{sym}'")
            } else {
                format!(
                    "case '{sym}' of enum '{name}' has the Rust name '{}' of case '{}'",
                    c.rust_name, first.symbol
                )
            };
            return Err(repeated(c, first, message));
        }
        if let Some(first) = strs.insert(&c.str, c) {
            let message = format!(
                "case '{sym}' of enum '{name}' has the string '{}' of case '{}'",
                c.str, first.symbol
            );
            return Err(repeated(c, first, message));
        }
        // Bit enums may name one mask twice; an integer enum's cases are
        // told apart by their values.
        if e.bits.is_none() {
            if let Some(first) = values.insert(c.value, c) {
                let message = format!(
                    "case '{sym}' of enum '{name}' has the value {} of case '{}'",
                    c.value, first.symbol
                );
                return Err(repeated(c, first, message));
            }
        }
    }
    Ok(())
}

/// A case's value must fit the enum's width and its Rust integer type.
fn check_fits(def: View<'_>, e: &Enum, c: &EnumCase) -> Result<()> {
    let width_max = if e.bitwidth == 64 {
        u64::MAX
    } else {
        (1u64 << e.bitwidth) - 1
    };
    let type_max = match e.int_type() {
        "u8" => u8::MAX as u64,
        "u16" => u16::MAX as u64,
        "u32" => u32::MAX as u64,
        "i8" => i8::MAX as u64,
        "i16" => i16::MAX as u64,
        "i32" => i32::MAX as u64,
        "i64" => i64::MAX as u64,
        _ => u64::MAX,
    };
    if c.value > width_max || c.value > type_max {
        let ty = e.int_type();
        return Err(def.error(
            c.span,
            format!(
                "value {} of case '{}' does not fit the {}-bit enum '{}' (held as {ty})",
                c.value, c.symbol, e.bitwidth, e.def_name
            ),
        ));
    }
    Ok(())
}

fn repeated(c: &EnumCase, first: &EnumCase, message: String) -> Box<Diagnostic> {
    Box::new(
        Diagnostic::error(Some(c.span), message)
            .with_note(Some(first.span), "location of previous definition"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_names_follow_the_prelude() {
        assert_eq!(rust_case_name("slt"), "Slt");
        assert_eq!(rust_case_name("fast_math"), "FastMath");
        assert_eq!(rust_case_name("OEQ"), "OEQ");
        assert_eq!(rust_case_name("AlwaysTrue"), "AlwaysTrue");
        assert_eq!(rust_case_name("a__b_"), "AB");
        assert_eq!(rust_case_name("1d"), "_1d");
        assert_eq!(rust_case_name("_2d"), "_2d");
    }

    #[test]
    fn integer_types() {
        assert_eq!(rust_int_type("uint32_t"), Ok(Some("u32".into())));
        assert_eq!(rust_int_type("::std::int8_t"), Ok(Some("i8".into())));
        assert_eq!(rust_int_type("u64"), Ok(Some("u64".into())));
        assert_eq!(rust_int_type(""), Ok(None));
        assert_eq!(rust_int_type("float"), Err("float".into()));
    }
}
