//! Regions with named entry-block arguments, the arguments themselves, and
//! successors, as MLIR's `OpAsmParser` reads them.

use super::{OpAsmParser, UnresolvedOperand};
use crate::asm::asm_parser::{comma_separated, Delimiter, SourcePos};
use crate::asm::lexer::Tok;
use crate::asm::parser::{EntryArg, PResult};
use crate::context::Context;
use crate::ir::{Attribute, BlockId, OpId, RegionId, Symbol, Type, Value};

/// An entry-block argument as a custom form writes it before its region:
/// `%x: i32 {attrs} loc(...)` (MLIR's `OpAsmParser::Argument`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Argument {
    /// The name, never with a result number.
    pub ssa_name: UnresolvedOperand,
    /// The type, when one was allowed and written.
    pub ty: Option<Type>,
    /// The attribute dictionary written after the type, when allowed.
    pub attrs: Vec<(Symbol, Attribute)>,
    /// The `loc(...)` written after it, if any.
    pub source_loc: Option<Attribute>,
}

impl OpAsmParser<'_, '_> {
    /// `%name`, then `: type` with `allow_type`, then an optional `{...}`
    /// with `allow_attrs`, then an optional `loc(...)`. A result number
    /// is `result number not allowed in argument list`.
    pub fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> PResult<Argument> {
        let ssa_name = self.parse_operand_with(false)?;
        let ty = if allow_type {
            Some(self.parse_colon_type()?)
        } else {
            None
        };
        let attrs = if allow_attrs && self.inner.p.at(Tok::LBrace) {
            self.inner.p.parse_dictionary_entries()?
        } else {
            Vec::new()
        };
        let source_loc = if self.inner.p.at_keyword("loc") {
            Some(self.inner.p.trailing_location_spec()?)
        } else {
            None
        };
        Ok(Argument {
            ssa_name,
            ty,
            attrs,
            source_loc,
        })
    }

    /// An argument, if a `%` name comes next.
    pub fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> PResult<Option<Argument>> {
        if !self.inner.p.at(Tok::PercentId) {
            return Ok(None);
        }
        self.parse_argument(allow_type, allow_attrs).map(Some)
    }

    /// Arguments separated by commas inside `delimiter`; with
    /// [`Delimiter::None`], none when no `%` name comes next.
    pub fn parse_argument_list(
        &mut self,
        delimiter: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> PResult<Vec<Argument>> {
        let mut out = Vec::new();
        if delimiter == Delimiter::None && !self.inner.p.at(Tok::PercentId) {
            return Ok(out);
        }
        comma_separated(self, delimiter, " in argument list", |s| {
            out.push(s.parse_argument(allow_type, allow_attrs)?);
            Ok(())
        })?;
        Ok(out)
    }

    /// `(%inner = %outer, ...)` if a `(` comes next
    /// (`parseOptionalAssignmentList`): the arguments, without types, and
    /// the operands assigned to them.
    pub fn parse_optional_assignment_list(
        &mut self,
    ) -> PResult<Option<(Vec<Argument>, Vec<UnresolvedOperand>)>> {
        if !self.inner.p.eat(Tok::LParen) {
            return Ok(None);
        }
        let (mut args, mut operands) = (Vec::new(), Vec::new());
        if self.inner.p.eat(Tok::RParen) {
            return Ok(Some((args, operands)));
        }
        loop {
            args.push(self.parse_argument(false, false)?);
            self.parse_equal()?;
            operands.push(self.parse_operand()?);
            if !self.inner.p.eat(Tok::Comma) {
                break;
            }
        }
        // Worded as MLIR's `parseCommaSeparatedListUntil`.
        self.inner.p.expect(Tok::RParen, "',' or ')'")?;
        Ok(Some((args, operands)))
    }

    /// `(%inner = %outer, ...)`, or `expected '('` (`parseAssignmentList`).
    pub fn parse_assignment_list(&mut self) -> PResult<(Vec<Argument>, Vec<UnresolvedOperand>)> {
        match self.parse_optional_assignment_list()? {
            Some(list) => Ok(list),
            None => {
                let at = self.current_location();
                Err(self.emit_error(at, "expected '('"))
            }
        }
    }

    /// A region `{ ... }`, detached, to push onto the state's regions.
    /// With `arguments` (which need types) its entry block has them as
    /// arguments under their names, and may not have a label (`invalid
    /// block name in region with named arguments`).
    pub fn parse_region(&mut self, arguments: &[Argument]) -> PResult<RegionId> {
        let entry = self.entry_args(arguments)?;
        // Enclosing names stay visible even in an `IsolatedFromAbove` op,
        // as in MLIR (which only hides them on request, `enableNameShadowing`):
        // the verifier reports a use from outside.
        self.inner.p.parse_region_with(&entry)
    }

    /// A region as [`Self::parse_region`] reads it, in which the names of
    /// the enclosing regions are hidden, so that `arguments` may reuse
    /// them (MLIR's `parseRegion` with `enableNameShadowing`).
    pub fn parse_region_shadowing(&mut self, arguments: &[Argument]) -> PResult<RegionId> {
        let entry = self.entry_args(arguments)?;
        self.inner.p.parse_region_shadowing(&entry)
    }

    /// The named entry arguments of a region, each with its type.
    fn entry_args(&self, arguments: &[Argument]) -> PResult<Vec<EntryArg>> {
        // Arguments without names (an external function's signature) are
        // none, as in MLIR's `parseRegion`: the body may label its entry
        // block and declare them there.
        let arguments = match arguments.first() {
            Some(first) if first.ssa_name.name.is_empty() => &[],
            _ => arguments,
        };
        let mut entry = Vec::with_capacity(arguments.len());
        for a in arguments {
            let Some(ty) = a.ty else {
                return Err(self.emit_error(
                    a.ssa_name.location,
                    format_args!("region argument '{}' has no type", a.ssa_name.name),
                ));
            };
            entry.push(EntryArg {
                name: a.ssa_name.name.clone(),
                offset: a.ssa_name.location.0,
                ty,
                loc: a.source_loc,
            });
        }
        Ok(entry)
    }

    /// A region if a `{` comes next.
    pub fn parse_optional_region(&mut self, arguments: &[Argument]) -> PResult<Option<RegionId>> {
        if !self.inner.p.at(Tok::LBrace) {
            return Ok(None);
        }
        self.parse_region(arguments).map(Some)
    }

    /// Gives an empty region its entry block (MLIR's `emplaceBlock`, which
    /// the declarative parser calls for `SingleBlock` ops).
    pub fn ensure_block(&mut self, region: RegionId) -> PResult<()> {
        let p = &mut *self.inner.p;
        if p.ctx.blocks(region).is_empty() {
            let b = p.ctx.create_block(&[]);
            p.ctx.append_block(region, b);
        }
        Ok(())
    }

    /// MLIR's `ensureTerminator`, for the regions of a
    /// `SingleBlockImplicitTerminator` op: an empty region gets a block,
    /// and a last block that does not end with a registered terminator
    /// gets the one `build` creates (detached, at `loc`).
    pub fn ensure_terminator(
        &mut self,
        region: RegionId,
        loc: Attribute,
        build: impl FnOnce(&mut Context, Attribute) -> OpId,
    ) -> PResult<()> {
        crate::ods::op::ensure_terminator(self.inner.p.ctx, region, |ctx| build(ctx, loc));
        Ok(())
    }

    /// `^label`: a successor block, or `expected block name`.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        self.inner.p.block_ref()
    }

    /// A successor, if a `^` label comes next.
    pub fn parse_optional_successor(&mut self) -> PResult<Option<BlockId>> {
        if !self.inner.p.at(Tok::CaretId) {
            return Ok(None);
        }
        self.parse_successor().map(Some)
    }

    /// `^label` or `^label(%a, %b : i32, i64)`: a successor and the values
    /// passed to it, resolved against their types (`expected N types to
    /// match operand list`).
    pub fn parse_successor_and_use_list(&mut self) -> PResult<(BlockId, Vec<Value>)> {
        let dest = self.parse_successor()?;
        let mut values = Vec::new();
        if !self.parse_optional_lparen() {
            return Ok((dest, values));
        }
        let operands = self.parse_operand_list(Delimiter::None, None)?;
        if !operands.is_empty() {
            self.inner.p.expect(Tok::Colon, "':' in operand list")?;
            let types = self.parse_type_list()?;
            if types.len() != operands.len() {
                let at = SourcePos(self.inner.p.tok.start as usize);
                return Err(self.inner.parser_error(
                    at,
                    format!("expected {} types to match operand list", operands.len()),
                ));
            }
            for (o, t) in operands.iter().zip(types) {
                values.push(self.resolve_operand(o, t)?);
            }
        }
        self.parse_rparen()?;
        Ok((dest, values))
    }
}
