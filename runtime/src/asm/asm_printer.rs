//! What a dialect attribute or type prints through: MLIR's `AsmPrinter`
//! (`DialectAsmPrinter`) as the print hook of a [`Storage`](crate::Storage)
//! sees it.

use super::escape::{escape_into, write_symbol_name};
use crate::context::Context;
use crate::ir::{AttrOrType, Attribute, Type};
use std::fmt;

/// Where an [`AsmPrinter`] writes: the printer itself, or the alias pass,
/// which runs the same hooks to learn what a dialect value holds (MLIR's
/// `DummyAliasDialectAsmPrinter`).
pub(crate) trait AsmSink {
    /// The text being written.
    fn out(&mut self) -> &mut String;
    /// A type, through its alias if it has one.
    fn ty(&mut self, t: Type);
    /// An attribute, through its alias if it has one; `with_type: false`
    /// leaves out the type that follows some attributes (` : i32`).
    fn attr(&mut self, a: Attribute, with_type: bool);
    /// The alias of `of`, if it has one (then `true`).
    fn alias(&mut self, of: AttrOrType) -> bool;
    /// The attributes and types whose print has started and not ended.
    fn cyclic(&mut self) -> &mut Vec<AttrOrType>;
}

/// The printer a dialect attribute or type writes its body through, after
/// `!dialect.` or `#dialect.`: MLIR's `AsmPrinter` methods for hooks.
/// Nested types and attributes print with the aliases of the whole print.
/// It implements [`fmt::Write`], so `write!(p, "{n}")` works.
pub struct AsmPrinter<'p> {
    ctx: &'p Context,
    sink: &'p mut dyn AsmSink,
}

impl<'p> AsmPrinter<'p> {
    pub(crate) fn new(ctx: &'p Context, sink: &'p mut dyn AsmSink) -> AsmPrinter<'p> {
        AsmPrinter { ctx, sink }
    }

    /// The context of what is printed (its lifetime is the printer's, so
    /// parameters read through it may be printed while it is held).
    pub fn ctx(&self) -> &'p Context {
        self.ctx
    }

    /// Text as it is: keywords, punctuation, spaces.
    pub fn write(&mut self, s: &str) {
        self.sink.out().push_str(s);
    }

    /// A type (`printType`).
    pub fn print_type(&mut self, t: Type) {
        self.sink.ty(t);
    }

    /// Prints a dialect type without its `!dialect.` prefix, its mnemonic
    /// and body, as a dialect prints the types nested in its own (MLIR's
    /// dialect `printType` called directly); a builtin type in full.
    pub fn print_stripped_type(&mut self, t: Type) {
        let ctx = self.ctx();
        match ctx.type_kind(t).dialect_storage() {
            Some(storage) => storage.print(crate::ir::storage::AttrOrType::Type(t), self),
            None => self.print_type(t),
        }
    }

    /// An attribute with its type (`printAttribute`).
    pub fn print_attribute(&mut self, a: Attribute) {
        self.sink.attr(a, true);
    }

    /// An attribute without the type that would follow it
    /// (`printAttributeWithoutType`: `42` rather than `42 : i32`).
    pub fn print_attribute_without_type(&mut self, a: Attribute) {
        self.sink.attr(a, false);
    }

    /// The alias of `of` when it has one, returning `true`; nothing and
    /// `false` otherwise (`printAlias`).
    pub fn print_alias(&mut self, of: impl Into<AttrOrType>) -> bool {
        self.sink.alias(of.into())
    }

    /// A quoted, escaped string (`printString`).
    pub fn print_string(&mut self, s: &str) {
        let out = self.sink.out();
        out.push('"');
        escape_into(out, s.as_bytes());
        out.push('"');
    }

    /// `s` bare when it is a keyword (letters, digits, `_`, `$`, `.`, not
    /// starting with a digit), else quoted (`printKeywordOrString`).
    pub fn print_keyword_or_string(&mut self, s: &str) {
        if is_bare_keyword(s) {
            self.write(s);
        } else {
            self.print_string(s);
        }
    }

    /// `@name`, quoted when it is not a bare identifier (`printSymbolName`).
    pub fn print_symbol_name(&mut self, name: &str) {
        let out = self.sink.out();
        out.push('@');
        write_symbol_name(out, name);
    }

    /// A float as MLIR prints an `f64` (`printFloat`): the shortest text
    /// that reads back to the same value, in MLIR's notation.
    pub fn print_float(&mut self, v: f64) {
        let bits = crate::ir::float::encode_f64(crate::ir::FloatKind::F64, v);
        super::printer::write_float(self.sink.out(), crate::ir::FloatKind::F64, bits);
    }

    /// A float of any float type, `bits` in its format, as MLIR prints an
    /// `APFloat` (`printFloat`, as a float attribute's value): the short
    /// form when it reads back exactly, else scientific notation, else the
    /// bits in hex.
    pub fn print_float_of(&mut self, kind: crate::ir::FloatKind, bits: u128) {
        super::printer::write_float(self.sink.out(), kind, bits);
    }

    /// `2x?x4`: dimensions separated by `x`, `None` printed `?`
    /// (`printDimensionList`).
    pub fn print_dimension_list(&mut self, dims: &[Option<i64>]) {
        for (i, d) in dims.iter().enumerate() {
            if i > 0 {
                self.write("x");
            }
            match d {
                Some(n) => {
                    let _ = fmt::Write::write_fmt(self, format_args!("{n}"));
                }
                None => self.write("?"),
            }
        }
    }

    /// Starts printing `of`, a value that may hold itself (a recursive
    /// type): `false` when its print has already started further out, in
    /// which case print a reference to it only (`tryStartCyclicPrint`).
    /// Call [`AsmPrinter::end_cyclic_print`] when done after `true`.
    pub fn try_start_cyclic_print(&mut self, of: impl Into<AttrOrType>) -> bool {
        let of = of.into();
        let stack = self.sink.cyclic();
        if stack.contains(&of) {
            return false;
        }
        stack.push(of);
        true
    }

    /// Ends the print of `of` started with
    /// [`AsmPrinter::try_start_cyclic_print`].
    pub fn end_cyclic_print(&mut self, of: impl Into<AttrOrType>) {
        let of = of.into();
        let stack = self.sink.cyclic();
        if let Some(i) = stack.iter().rposition(|x| *x == of) {
            stack.remove(i);
        }
    }
}

impl fmt::Write for AsmPrinter<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.write(s);
        Ok(())
    }
}

/// Whether `s` prints bare as a keyword: MLIR's `isBareIdentifier` rule
/// for keywords (a letter or `_` first, then letters, digits, `_`, `$`,
/// `.`).
pub(crate) fn is_bare_keyword(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c))
}
