//! Enum values as parameters of dialect attributes and types
//! (`EnumParameter`): an attribute enum's `parameterParser`, and MLIR's
//! generated `FieldParser`/`operator<<` for any other enum. The wording of
//! each error is MLIR's.

use super::asm_parser::{AsmParser, SourcePos};
use super::asm_printer::is_bare_keyword;
use super::parser::PResult;
use std::fmt;

/// Reads an enum case by its keyword or quoted string, as an attribute
/// enum's `parameterParser` does; an unknown one is `expected <enum_name>
/// to be one of: a, b` at the keyword. `enum_name` is the C++ type
/// (`::ns::Kind`).
pub fn parse_enum_case<T>(
    p: &mut AsmParser<'_, '_>,
    enum_name: &str,
    cases: &[&str],
    symbolize: impl Fn(&str) -> Option<T>,
) -> PResult<T> {
    let at = p.current_location();
    enum_keyword(p, at, enum_name, cases, &symbolize)
}

/// Reads a bit enum value: cases separated by `|` (or by `,` when the
/// separator has no `|`), combined with `or` (MLIR's
/// `BitEnumAttr::parameterParser`). Every unknown case is reported where
/// the value starts, as MLIR reports it.
pub fn parse_bit_enum_cases<T>(
    p: &mut AsmParser<'_, '_>,
    enum_name: &str,
    cases: &[&str],
    separator: &str,
    symbolize: impl Fn(&str) -> Option<T>,
    or: impl Fn(T, T) -> T,
) -> PResult<T> {
    let at = p.current_location();
    let mut flags = enum_keyword(p, at, enum_name, cases, &symbolize)?;
    loop {
        if !parse_optional_separator(p, separator) {
            return Ok(flags);
        }
        let next = enum_keyword(p, at, enum_name, cases, &symbolize)?;
        flags = or(flags, next);
    }
}

/// One case keyword (or string), or the error listing the cases at `at`.
fn enum_keyword<T>(
    p: &mut AsmParser<'_, '_>,
    at: SourcePos,
    enum_name: &str,
    cases: &[&str],
    symbolize: &impl Fn(&str) -> Option<T>,
) -> PResult<T> {
    let keyword = p.parse_keyword_or_string()?;
    symbolize(&keyword).ok_or_else(|| {
        p.emit_error(
            at,
            format!("expected {enum_name} to be one of: {}", cases.join(", ")),
        )
    })
}

/// Reads an enum that is not an attribute enum, as MLIR's generated
/// `FieldParser` of it (of a bit enum printed quoted too, whose string
/// holds its cases: `"Definition|Optimized"`): a keyword or string, else
/// `expected keyword for <summary>`; an unknown case is
/// `expected one of [...] for <summary>, got: <text>`. The list repeats a
/// case that is no keyword after its quoted form (`"a-b"a-b`), as MLIR's
/// does.
pub fn parse_enum_field<T>(
    p: &mut AsmParser<'_, '_>,
    summary: &str,
    cases: &[&str],
    symbolize: impl Fn(&str) -> Option<T>,
) -> PResult<T> {
    let value = enum_field(p, summary, cases, &symbolize, true)?;
    Ok(value.expect("a required field is read or an error"))
}

/// [`parse_enum_field`] for a value that may be absent (MLIR's
/// `FieldParser<std::optional<E>>`): `None` when no keyword or string
/// comes next.
pub fn parse_optional_enum_field<T>(
    p: &mut AsmParser<'_, '_>,
    summary: &str,
    cases: &[&str],
    symbolize: impl Fn(&str) -> Option<T>,
) -> PResult<Option<T>> {
    enum_field(p, summary, cases, &symbolize, false)
}

fn enum_field<T>(
    p: &mut AsmParser<'_, '_>,
    summary: &str,
    cases: &[&str],
    symbolize: &impl Fn(&str) -> Option<T>,
    required: bool,
) -> PResult<Option<T>> {
    let at = p.current_location();
    let text = match p.parse_optional_keyword_ident() {
        Some(keyword) => keyword,
        None => match p.parse_optional_string()? {
            Some(s) => s,
            None if required => {
                return Err(p.emit_error(at, format!("expected keyword for {summary}")))
            }
            None => return Ok(None),
        },
    };
    field_case(p, at, summary, cases, symbolize, &text).map(Some)
}

/// Reads a bit enum printed unquoted (not `printBitEnumQuoted`), as MLIR's
/// generated `FieldParser` of it: case keywords separated by `|` (by `,` when the
/// separator has no `|`), combined with `or`; a missing keyword is
/// `expected keyword for <summary>`, an unknown one as in
/// [`parse_enum_field`], each where it should be.
pub fn parse_bit_enum_field<T>(
    p: &mut AsmParser<'_, '_>,
    summary: &str,
    cases: &[&str],
    separator: &str,
    symbolize: impl Fn(&str) -> Option<T>,
    or: impl Fn(T, T) -> T,
) -> PResult<T> {
    let value = bit_enum_field(p, summary, cases, separator, &symbolize, &or, true)?;
    Ok(value.expect("a required field is read or an error"))
}

/// [`parse_bit_enum_field`] for a value that may be absent: `None` when no
/// keyword comes first; a missing keyword after a separator is
/// `expected keyword for <summary> after '<separator>'`.
pub fn parse_optional_bit_enum_field<T>(
    p: &mut AsmParser<'_, '_>,
    summary: &str,
    cases: &[&str],
    separator: &str,
    symbolize: impl Fn(&str) -> Option<T>,
    or: impl Fn(T, T) -> T,
) -> PResult<Option<T>> {
    bit_enum_field(p, summary, cases, separator, &symbolize, &or, false)
}

fn bit_enum_field<T>(
    p: &mut AsmParser<'_, '_>,
    summary: &str,
    cases: &[&str],
    separator: &str,
    symbolize: &impl Fn(&str) -> Option<T>,
    or: &impl Fn(T, T) -> T,
    required: bool,
) -> PResult<Option<T>> {
    let mut flags: Option<T> = None;
    loop {
        let at = p.current_location();
        let Some(keyword) = p.parse_optional_keyword_ident() else {
            let message = match (&flags, required) {
                (None, false) => return Ok(None),
                (Some(_), false) => format!("expected keyword for {summary} after '{separator}'"),
                (_, true) => format!("expected keyword for {summary}"),
            };
            return Err(p.emit_error(at, message));
        };
        let flag = field_case(p, at, summary, cases, symbolize, &keyword)?;
        flags = Some(match flags {
            Some(f) => or(f, flag),
            None => flag,
        });
        if !parse_optional_separator(p, separator) {
            return Ok(flags);
        }
    }
}

/// The `|` or `,` a bit enum's separator stands for, if it comes next.
fn parse_optional_separator(p: &mut AsmParser<'_, '_>, separator: &str) -> bool {
    if separator.contains('|') {
        p.parse_optional_vertical_bar()
    } else {
        p.parse_optional_comma()
    }
}

/// The case `text` names, or MLIR's `expected one of [...] for <summary>,
/// got: <text>` at `at`.
fn field_case<T>(
    p: &AsmParser<'_, '_>,
    at: SourcePos,
    summary: &str,
    cases: &[&str],
    symbolize: &impl Fn(&str) -> Option<T>,
    text: &str,
) -> PResult<T> {
    symbolize(text).ok_or_else(|| {
        let listed: Vec<String> = cases
            .iter()
            .map(|c| {
                if is_bare_keyword(c) {
                    c.to_string()
                } else {
                    format!("\"{c}\"{c}")
                }
            })
            .collect();
        p.emit_error(
            at,
            format!(
                "expected one of [{}] for {summary}, got: {text}",
                listed.join(", ")
            ),
        )
    })
}

/// Prints an attribute enum's value as its `parameterPrinter` does, and a
/// bit enum's as its `operator<<`: the case string (cases and separators
/// for a bit enum) as it is. `p` is an attribute's or an op's printer.
pub fn print_enum_case(p: &mut (impl fmt::Write + ?Sized), case: impl AsRef<str>) {
    // The printers write to a `String`: they cannot fail.
    let _ = p.write_str(case.as_ref());
}

/// Prints an enum case's string as MLIR's generated `operator<<` for an
/// enum that is not a bit enum: bare when it is a keyword, quoted
/// otherwise. `p` is an attribute's or an op's printer.
pub fn print_enum_field(p: &mut (impl fmt::Write + ?Sized), case: impl AsRef<str>) {
    let case = case.as_ref();
    print_quoted_bit_enum_field(p, case, is_bare_keyword(case));
}

/// Prints a value of a bit enum that MLIR prints quoted
/// (`printBitEnumQuoted`) as its generated `operator<<`: the cases as they
/// are when `bare` (the generated printer's choice: a value of one case
/// that is a keyword, or of one bit), else in quotes (`"read|write"`).
pub fn print_quoted_bit_enum_field(
    p: &mut (impl fmt::Write + ?Sized),
    case: impl AsRef<str>,
    bare: bool,
) {
    let case = case.as_ref();
    // The printers write to a `String`: they cannot fail.
    let _ = if bare {
        p.write_str(case)
    } else {
        write!(p, "\"{case}\"")
    };
}

/// An enum attribute variable of an op's declarative format, as MLIR's
/// generated op parser reads it: a case that is a keyword, else a quoted
/// string (any other token is no value),
/// turned into a case by `symbolize` (`invalid <attr_name> attribute
/// specification: "<text>"` when it names none). `None` when neither
/// comes next or the string is empty; when `required`, nothing there is
/// `expected string or keyword containing one of the following enum values
/// for attribute '<attr_name>' [<cases>]`. Errors are where the value
/// starts.
pub fn parse_enum_attr_case<T>(
    p: &mut AsmParser<'_, '_>,
    attr_name: &str,
    cases: &[&str],
    required: bool,
    symbolize: impl Fn(&str) -> Option<T>,
) -> PResult<Option<T>> {
    let at = p.current_location();
    let keyword = cases
        .iter()
        .find(|c| is_bare_keyword(c) && p.parse_optional_keyword(c));
    let text = match keyword {
        Some(k) => k.to_string(),
        None => {
            // MLIR's `parseOptionalAttribute(StringAttr &)`: only a string
            // token starts one, anything else is no value.
            let string = p.parse_optional_string()?;
            match string {
                Some(s) => s,
                None if required => {
                    return Err(p.emit_error(
                        at,
                        format!(
                            "expected string or keyword containing one of the following enum values for attribute '{attr_name}' [{}]",
                            cases.join(", ")
                        ),
                    ));
                }
                None => return Ok(None),
            }
        }
    };
    if text.is_empty() {
        return Ok(None);
    }
    match symbolize(&text) {
        Some(v) => Ok(Some(v)),
        None => Err(p.emit_error(
            at,
            format!("invalid {attr_name} attribute specification: \"{text}\""),
        )),
    }
}
