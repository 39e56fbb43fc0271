//! MLIR's textual IR: lexer, parser, printer, and the hooks custom
//! assembly forms implement.

mod aliases;
pub mod escape;
pub(crate) mod lexer;
pub mod parse_attr;
pub mod parse_type;
pub mod parser;
pub mod printer;

pub use parser::{PResult, ParseError, Parser};
pub use printer::{print_top_level, print_top_level_to, OpAsmPrinter, PrintOptions, RegionStyle};

use crate::context::Context;
use crate::ir::{Attribute, RegionId, Symbol, Type};
use lexer::Tok;

/// What a custom parser sees: the parser, with helpers in MLIR's
/// `OpAsmParser` vocabulary.
pub struct OpAsmParser<'p, 'a> {
    pub(crate) p: &'p mut Parser<'a>,
}

impl<'a> OpAsmParser<'_, 'a> {
    /// The context the IR is parsed into (to intern names, types and
    /// attributes).
    pub fn ctx(&mut self) -> &mut Context {
        self.p.ctx
    }

    /// Consumes the bare keyword `kw` if it comes next; whether it did.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.eat_keyword(kw)
    }

    /// Consumes the bare keyword `kw`, or fails with `expected 'kw'`.
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        self.p.expect_keyword(kw)
    }

    /// `@name`, if present.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<String>> {
        if !self.p.at(Tok::AtId) {
            return Ok(None);
        }
        let sym = self.p.at_id_name()?;
        Ok(Some(self.p.ctx.symbol_str(sym).to_string()))
    }

    /// `{name = value, flag, ...}`: the entries of an attribute dictionary
    /// (a unit attribute for a name alone), sorted by name; a repeated
    /// name is an error.
    pub fn parse_attr_dict(&mut self) -> PResult<Vec<(Symbol, Attribute)>> {
        self.p.parse_dictionary_entries()
    }

    /// One attribute ([`Parser::parse_attribute`]).
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.p.parse_attribute(None)
    }

    /// One type ([`Parser::parse_type`]).
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    /// A region `{ ... }` with its blocks and operations, detached, to push
    /// onto the state's regions. With `isolated`, SSA names of enclosing
    /// regions are not visible in it (`IsolatedFromAbove`).
    pub fn parse_region(&mut self, isolated: bool) -> PResult<RegionId> {
        self.p.parse_region_with(isolated)
    }

    /// Gives an empty region its entry block.
    pub fn ensure_block(&mut self, region: RegionId) -> PResult<()> {
        let p = &mut *self.p;
        if p.ctx.blocks(region).is_empty() {
            let b = p.ctx.create_block(&[]);
            p.ctx.append_block(region, b);
        }
        Ok(())
    }

    /// An error at the current token, to return from the custom parser.
    pub fn error<T>(&self, message: impl Into<String>) -> PResult<T> {
        self.p.err(message)
    }
}
