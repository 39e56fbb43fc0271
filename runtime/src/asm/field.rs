//! How a parameter of a dialect attribute or type reads and prints when its
//! definition says nothing else: MLIR's `FieldParser<T>` and
//! `$_printer << $_self`. Generated assembly formats call these for every
//! parameter without its own `parser`/`printer` code.

use super::asm_parser::{AsmParser, Delimiter};
use super::asm_printer::AsmPrinter;
use super::parser::PResult;
use crate::context::Context;
use crate::ir::{Attribute, Type};

/// Reads a parameter value (MLIR's `FieldParser<T>::parse`).
pub trait FieldParser: Sized {
    /// Reads one value at the parser's position.
    fn parse_field(p: &mut AsmParser<'_, '_>) -> PResult<Self>;

    /// Reads one value if one comes next, for a parameter that may be
    /// absent (MLIR's `FieldParser<std::optional<T>>`). Only integers
    /// can be absent, as in MLIR; every other value is read.
    fn parse_optional_field(p: &mut AsmParser<'_, '_>) -> PResult<Option<Self>> {
        Self::parse_field(p).map(Some)
    }
}

/// Prints a parameter value (MLIR's `printStrippedAttrOrType($_self)`).
pub trait FieldPrinter {
    /// Writes the value through the printer. A dialect's typed handle
    /// prints its body only, without `!dialect.mnemonic`, as MLIR elides
    /// them for a parameter that names its class.
    fn print_field(&self, p: &mut AsmPrinter<'_>);

    /// Writes the value in full (`qualified($param)`, MLIR's `$_printer <<
    /// $_self`): the same as [`FieldPrinter::print_field`] unless the value
    /// elides its prefix there.
    fn print_qualified_field(&self, p: &mut AsmPrinter<'_>) {
        self.print_field(p);
    }
}

/// An attribute's self type (the `: type` after it) as the Rust type of its
/// `AttributeSelfTypeParameter`: `None` when the type is of another kind
/// (MLIR's `dyn_cast` of the trailing type).
pub trait FromSelfType: Sized {
    /// `t` as `Self`, if it is one.
    fn from_self_type(ctx: &Context, t: Type) -> Option<Self>;
}

impl FromSelfType for Type {
    fn from_self_type(_ctx: &Context, t: Type) -> Option<Type> {
        Some(t)
    }
}

/// An empty slot for a field of `S`, typed by `field` (`|s: &S| &s.x`):
/// generated parsers declare the parameters they are yet to read with it,
/// so that the slot has the field's type without the parser naming it.
pub fn unset<S, T>(_field: impl FnOnce(&S) -> &T) -> Option<T> {
    None
}

macro_rules! integer_fields {
    ($($t:ty),*) => {$(
        impl FieldParser for $t {
            fn parse_field(p: &mut AsmParser<'_, '_>) -> PResult<$t> {
                p.parse_integer::<$t>()
            }

            fn parse_optional_field(p: &mut AsmParser<'_, '_>) -> PResult<Option<$t>> {
                p.parse_optional_integer::<$t>()
            }
        }

        impl FieldPrinter for $t {
            fn print_field(&self, p: &mut AsmPrinter<'_>) {
                p.write(&self.to_string());
            }
        }
    )*};
}

// `bool` is an integer to MLIR's `FieldParser` (`0`, `1`, `true`, `false`).
integer_fields!(bool, i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

impl FieldParser for f64 {
    fn parse_field(p: &mut AsmParser<'_, '_>) -> PResult<f64> {
        p.parse_float()
    }
}

impl FieldPrinter for f64 {
    fn print_field(&self, p: &mut AsmPrinter<'_>) {
        p.print_float(*self);
    }
}

impl FieldParser for String {
    /// A quoted string (MLIR's `FieldParser<std::string>`).
    fn parse_field(p: &mut AsmParser<'_, '_>) -> PResult<String> {
        p.parse_string()
    }
}

impl FieldPrinter for String {
    /// Quoted and escaped, as `StringRefParameter`'s printer writes it.
    fn print_field(&self, p: &mut AsmPrinter<'_>) {
        p.print_string(self);
    }
}

impl FieldPrinter for str {
    fn print_field(&self, p: &mut AsmPrinter<'_>) {
        p.print_string(self);
    }
}

impl FieldParser for Type {
    fn parse_field(p: &mut AsmParser<'_, '_>) -> PResult<Type> {
        p.parse_type()
    }
}

impl FieldPrinter for Type {
    fn print_field(&self, p: &mut AsmPrinter<'_>) {
        p.print_type(*self);
    }
}

impl FieldParser for Attribute {
    fn parse_field(p: &mut AsmParser<'_, '_>) -> PResult<Attribute> {
        p.parse_attribute(None)
    }
}

impl FieldPrinter for Attribute {
    fn print_field(&self, p: &mut AsmPrinter<'_>) {
        p.print_attribute(*self);
    }
}

impl<T: FieldParser> FieldParser for Vec<T> {
    /// Elements separated by commas, with no brackets (MLIR's
    /// `FieldParser<SmallVector<T>>`): at least one.
    fn parse_field(p: &mut AsmParser<'_, '_>) -> PResult<Vec<T>> {
        let mut out = Vec::new();
        p.parse_comma_separated_list(Delimiter::None, "", |p| {
            out.push(T::parse_field(p)?);
            Ok(())
        })?;
        Ok(out)
    }
}

impl<T: FieldPrinter> FieldPrinter for [T] {
    /// Elements separated by `, ` (`interleaveComma`).
    fn print_field(&self, p: &mut AsmPrinter<'_>) {
        for (i, x) in self.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            x.print_field(p);
        }
    }

    fn print_qualified_field(&self, p: &mut AsmPrinter<'_>) {
        for (i, x) in self.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            x.print_qualified_field(p);
        }
    }
}

impl<T: FieldPrinter> FieldPrinter for Vec<T> {
    fn print_field(&self, p: &mut AsmPrinter<'_>) {
        self.as_slice().print_field(p);
    }

    fn print_qualified_field(&self, p: &mut AsmPrinter<'_>) {
        self.as_slice().print_qualified_field(p);
    }
}

impl<T: FieldParser> FieldParser for Option<T> {
    /// The value if one comes next: `None` when an integer is absent
    /// ([`FieldParser::parse_optional_field`]).
    fn parse_field(p: &mut AsmParser<'_, '_>) -> PResult<Option<T>> {
        T::parse_optional_field(p)
    }
}

impl<T: FieldPrinter> FieldPrinter for Option<T> {
    /// The value when present, nothing otherwise.
    fn print_field(&self, p: &mut AsmPrinter<'_>) {
        if let Some(x) = self {
            x.print_field(p);
        }
    }

    fn print_qualified_field(&self, p: &mut AsmPrinter<'_>) {
        if let Some(x) = self {
            x.print_qualified_field(p);
        }
    }
}

impl<T: FieldPrinter + ?Sized> FieldPrinter for &T {
    fn print_field(&self, p: &mut AsmPrinter<'_>) {
        (**self).print_field(p);
    }

    fn print_qualified_field(&self, p: &mut AsmPrinter<'_>) {
        (**self).print_qualified_field(p);
    }
}
