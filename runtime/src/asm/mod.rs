//! MLIR's textual IR: lexer, parser, printer, and the hooks custom
//! assembly forms implement.

mod aliases;
pub mod asm_integer;
pub mod asm_parser;
pub mod asm_printer;
pub mod enum_field;
pub mod escape;
pub mod field;
pub(crate) mod lexer;
pub mod parse_attr;
pub mod parse_type;
pub mod parser;
pub mod printer;

pub use asm_integer::AsmInteger;
pub use asm_parser::{AsmParser, Delimiter, SourcePos};
pub use asm_printer::AsmPrinter;
pub use enum_field::{
    parse_bit_enum_cases, parse_enum_case, parse_enum_field, print_enum_case, print_enum_field,
};
pub use field::{unset, FieldParser, FieldPrinter, FromSelfType};
pub use parser::{PResult, ParseError, Parser};
pub use printer::{print_top_level, print_top_level_to, OpAsmPrinter, PrintOptions, RegionStyle};

use crate::ir::{Attribute, RegionId, Symbol};
use lexer::Tok;

/// What a custom parser sees: the parser, with helpers in MLIR's
/// `OpAsmParser` vocabulary. As in MLIR, it is an [`AsmParser`] too: every
/// method of that (punctuation, keywords, integers, lists) works here.
pub struct OpAsmParser<'p, 'a> {
    pub(crate) inner: AsmParser<'p, 'a>,
}

impl<'p, 'a> std::ops::Deref for OpAsmParser<'p, 'a> {
    type Target = AsmParser<'p, 'a>;
    fn deref(&self) -> &AsmParser<'p, 'a> {
        &self.inner
    }
}

impl<'p, 'a> std::ops::DerefMut for OpAsmParser<'p, 'a> {
    fn deref_mut(&mut self) -> &mut AsmParser<'p, 'a> {
        &mut self.inner
    }
}

impl<'a> OpAsmParser<'_, 'a> {
    /// `@name`, if present.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<String>> {
        if !self.inner.p.at(Tok::AtId) {
            return Ok(None);
        }
        let sym = self.inner.p.at_id_name()?;
        Ok(Some(self.inner.p.ctx.symbol_str(sym).to_string()))
    }

    /// `{name = value, flag, ...}`: the entries of an attribute dictionary
    /// (a unit attribute for a name alone), sorted by name; a repeated
    /// name is an error.
    pub fn parse_attr_dict(&mut self) -> PResult<Vec<(Symbol, Attribute)>> {
        self.inner.p.parse_dictionary_entries()
    }

    /// A region `{ ... }` with its blocks and operations, detached, to push
    /// onto the state's regions. With `isolated`, SSA names of enclosing
    /// regions are not visible in it (`IsolatedFromAbove`).
    pub fn parse_region(&mut self, isolated: bool) -> PResult<RegionId> {
        self.inner.p.parse_region_with(isolated)
    }

    /// Gives an empty region its entry block.
    pub fn ensure_block(&mut self, region: RegionId) -> PResult<()> {
        let p = &mut *self.inner.p;
        if p.ctx.blocks(region).is_empty() {
            let b = p.ctx.create_block(&[]);
            p.ctx.append_block(region, b);
        }
        Ok(())
    }
}
