//! [`OpAsmParser`]: what a custom operation form parses through, with
//! MLIR's `OpAsmParser` method set (`mlir/IR/OpImplementation.h`).
//! Operands, types, attributes and symbol names are here; regions, their
//! arguments and successors in `regions.rs`.

mod regions;

pub use regions::Argument;

use super::asm_parser::{comma_separated, AsmParser, Delimiter, SourcePos, Tokens};
use super::lexer::Tok;
use super::parse_attr::{AffineIds, SsaIds};
use super::parser::Parser;
use super::parser::{PResult, ParseError};
use crate::ir::float::encode_f64;
use crate::ir::{
    AffineExpr, AttrKind, Attribute, BigInt, DenseData, OperationState, Symbol, Type, TypeKind,
    Value,
};
use smallvec::SmallVec;

/// What a custom parser sees: the parser, with helpers in MLIR's
/// `OpAsmParser` vocabulary. As in MLIR, it is an [`AsmParser`] too: every
/// method of that (punctuation, keywords, integers, lists) works here.
pub struct OpAsmParser<'p, 'a> {
    /// The op's name is its `custom_op`, for MLIR's `custom op 'x' ...`
    /// errors.
    pub(crate) inner: AsmParser<'p, 'a>,
    /// Where the op's name is written (MLIR's `getNameLoc`).
    pub(crate) name_loc: SourcePos,
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

impl<'a> Tokens<'a> for OpAsmParser<'_, 'a> {
    fn tokens(&mut self) -> &mut Parser<'a> {
        self.inner.p
    }
}

/// An SSA use read before its type is known (`%x`, `%x#2`): resolve it
/// with [`OpAsmParser::resolve_operand`] once the type is parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// The name with its `%`.
    pub name: String,
    /// The result number after `#` (0 without one).
    pub number: u32,
    /// Where the use is written.
    pub location: SourcePos,
}

impl OpAsmParser<'_, '_> {
    /// An error at `at`, worded as MLIR's custom op parser words it:
    /// `custom op 'name' message`.
    pub fn emit_error(&self, at: SourcePos, message: impl std::fmt::Display) -> ParseError {
        self.inner.emit_error(at, message.to_string())
    }

    /// Where the op's name is written (MLIR's `getNameLoc`).
    pub fn name_location(&self) -> SourcePos {
        self.name_loc
    }

    // ----- operands ------------------------------------------------------------

    /// `%name` or `%name#n`, or `expected SSA operand`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        self.parse_operand_with(true)
    }

    /// `%name`, and `%name#n` only with `allow_result_number` (MLIR's
    /// `parseOperand(result, allowResultNumber)`): otherwise a result
    /// number is `result number not allowed in argument list`, as where
    /// operands name values that stand for block arguments.
    pub fn parse_operand_with(&mut self, allow_result_number: bool) -> PResult<UnresolvedOperand> {
        let (name, number, offset) = self.inner.p.parse_value_ref(allow_result_number)?;
        Ok(UnresolvedOperand {
            name: name.to_string(),
            number,
            location: SourcePos(offset),
        })
    }

    /// An operand, if a `%` name comes next.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if !self.inner.p.at(Tok::PercentId) {
            return Ok(None);
        }
        self.parse_operand().map(Some)
    }

    /// Operands separated by commas inside `delimiter`; with
    /// [`Delimiter::None`], none at all when no `%` name comes next.
    /// `required` (MLIR's `requiredOperandCount`) checks their number:
    /// `expected N operands`.
    pub fn parse_operand_list(
        &mut self,
        delimiter: Delimiter,
        required: Option<usize>,
    ) -> PResult<Vec<UnresolvedOperand>> {
        self.parse_operand_list_with(delimiter, true, required)
    }

    /// [`Self::parse_operand_list`], each operand read as by
    /// [`Self::parse_operand_with`] `allow_result_number`.
    pub fn parse_operand_list_with(
        &mut self,
        delimiter: Delimiter,
        allow_result_number: bool,
        required: Option<usize>,
    ) -> PResult<Vec<UnresolvedOperand>> {
        let mut out = Vec::new();
        if delimiter == Delimiter::None && !self.inner.p.at(Tok::PercentId) {
            if required.unwrap_or(0) == 0 {
                return Ok(out);
            }
            if self.inner.p.at(Tok::LParen) || self.inner.p.at(Tok::LSquare) {
                return self.inner.p.err("unexpected delimiter");
            }
            return self.inner.p.wrong_token("expected operand");
        }
        let start = self.current_location();
        comma_separated(self, delimiter, " in operand list", |s| {
            out.push(s.parse_operand_with(allow_result_number)?);
            Ok(())
        })?;
        match required {
            Some(n) if n != out.len() => {
                Err(self.emit_error(start, format_args!("expected {n} operands")))
            }
            _ => Ok(out),
        }
    }

    /// The value `operand` names, which must have type `ty`: a use before
    /// the definition stands for it until then; a type other than the
    /// definition's or a prior use's is `use of value '%x' expects
    /// different type than prior uses: 'a' vs 'b'`.
    pub fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> PResult<Value> {
        self.inner
            .p
            .resolve_use(&operand.name, operand.number, ty, operand.location.0)
    }

    /// Resolves `operands` against `types` pairwise and appends them to
    /// `result`; different counts are `number of operands and types do
    /// not match: got N operands and M types`, reported at `at`.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        at: SourcePos,
        result: &mut Vec<Value>,
    ) -> PResult<()> {
        if operands.len() != types.len() {
            return Err(self.emit_error(
                at,
                format_args!(
                    "number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        for (o, &t) in operands.iter().zip(types) {
            let v = self.resolve_operand(o, t)?;
            result.push(v);
        }
        Ok(())
    }

    /// Resolves every operand of `operands` with the one type `ty`.
    pub fn resolve_operands_with_type(
        &mut self,
        operands: &[UnresolvedOperand],
        ty: Type,
        result: &mut Vec<Value>,
    ) -> PResult<()> {
        for o in operands {
            let v = self.resolve_operand(o, ty)?;
            result.push(v);
        }
        Ok(())
    }

    // ----- affine maps of SSA ids ----------------------------------------------

    /// Affine expressions of SSA values inside `delimiter`, `[%i + 1,
    /// symbol(%n) * 2]`, possibly none (MLIR's `parseAffineMapOfSSAIds`):
    /// the map they make, with a dimension for each value written bare and
    /// a symbol for each written `symbol(%v)`, numbered as they first
    /// occur, and the operands that stand for them, dimensions' first.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        delimiter: Delimiter,
    ) -> PResult<(Attribute, Vec<UnresolvedOperand>)> {
        let mut ids = SsaIds::default();
        let mut results = Vec::new();
        comma_separated(self, delimiter, " in affine map", |s| {
            results.push(s.inner.p.affine_expr(&mut AffineIds::Ssa(&mut ids))?);
            Ok(())
        })?;
        let map = self.inner.p.ctx.attr(AttrKind::AffineMap {
            dims: ids.dims.len() as u32,
            symbols: ids.symbols.len() as u32,
            results: results.into(),
        });
        let (mut operands, symbols) = ids.into_operands();
        operands.extend(symbols);
        Ok((map, operands))
    }

    /// One affine expression of SSA values, `%i + symbol(%n)` (MLIR's
    /// `parseAffineExprOfSSAIds`): the expression, and the operands of its
    /// dimensions and of its symbols, numbered as they first occur.
    pub fn parse_affine_expr_of_ssa_ids(
        &mut self,
    ) -> PResult<(AffineExpr, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
        let mut ids = SsaIds::default();
        let expr = self.inner.p.affine_expr(&mut AffineIds::Ssa(&mut ids))?;
        let (dims, symbols) = ids.into_operands();
        Ok((expr, dims, symbols))
    }

    // ----- types ---------------------------------------------------------------

    /// `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.parse_colon()?;
        self.parse_type()
    }

    /// `: type, type, ...` (at least one).
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.parse_colon()?;
        self.parse_type_list()
    }

    /// `: type, ...` if a colon comes next; else no types.
    pub fn parse_optional_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.parse_optional_colon() {
            return Ok(Vec::new());
        }
        self.parse_type_list()
    }

    /// `type, type, ...` (at least one, no brackets).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut out = Vec::new();
        self.inner
            .parse_comma_separated_list(Delimiter::None, "", |p| {
                out.push(p.parse_type()?);
                Ok(())
            })?;
        Ok(out)
    }

    /// `-> type` or `-> (type, ...)`: function result types.
    pub fn parse_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        self.parse_arrow()?;
        self.parse_function_result_types()
    }

    /// `-> results` if an arrow comes next; else no types.
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.parse_optional_arrow() {
            return Ok(Vec::new());
        }
        self.parse_function_result_types()
    }

    /// `(type, ...)` or a single non-function type (MLIR's
    /// `parseFunctionResultTypes`).
    fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.inner.p.at(Tok::LParen) {
            self.inner.p.paren_type_list().map(SmallVec::into_vec)
        } else {
            self.inner.p.non_function_type().map(|t| vec![t])
        }
    }

    /// `(inputs) -> results`, a function type, returned as its inputs and
    /// results; another type is `invalid kind of type specified: expected
    /// builtin.function, but found '...'` (MLIR's `parseType<FunctionType>`).
    pub fn parse_functional_type(&mut self) -> PResult<(Vec<Type>, Vec<Type>)> {
        self.parse_type_of_kind(Some("builtin.function"), |ctx, t| match ctx.type_kind(t) {
            TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
            _ => None,
        })
    }

    // ----- attributes ----------------------------------------------------------

    /// An attribute (of type `ty` when it has none written), added to
    /// `state` as `name`.
    pub fn parse_attribute_into(
        &mut self,
        ty: Option<Type>,
        name: &str,
        state: &mut OperationState,
    ) -> PResult<Attribute> {
        let a = self.parse_attribute(ty)?;
        let name = self.ctx().symbol(name);
        state.attributes.push((name, a));
        Ok(a)
    }

    /// `[e, ...]`: a dense array of `element`s written as its body, as
    /// MLIR's `DenseArrayAttrImpl::parse` reads it: each element through
    /// `parseInteger` (`true` and `false` for `i1`) or `parseFloat(double)`,
    /// so that their errors name the op.
    fn parse_dense_array_body(&mut self, element: Type) -> PResult<Attribute> {
        self.parse_lsquare()?;
        let kind = self.inner.p.ctx.type_kind(element).clone();
        let mut ints = Vec::new();
        let mut floats = Vec::new();
        if !self.parse_optional_rsquare() {
            let elements = self.parse_dense_array_elements(&kind, &mut ints, &mut floats);
            // MLIR reads the `]` even after an element failed: where it is
            // missing, a second error follows the first.
            let close = self.parse_rsquare();
            match (elements, close) {
                (Err(first), Err(second)) => return Err(first.followed_by(second)),
                (Err(first), _) | (Ok(()), Err(first)) => return Err(first),
                (Ok(()), Ok(())) => {}
            }
        }
        let data = match kind {
            TypeKind::Float(_) => DenseData::Floats(floats.into()),
            _ => DenseData::Ints(ints.into()),
        };
        Ok(self
            .inner
            .p
            .ctx
            .attr(AttrKind::DenseArray { element, data }))
    }

    /// The comma-separated elements of a dense array body, each read by
    /// `parseInteger` or `parseFloat`.
    fn parse_dense_array_elements(
        &mut self,
        kind: &TypeKind,
        ints: &mut Vec<BigInt>,
        floats: &mut Vec<u128>,
    ) -> PResult<()> {
        loop {
            match *kind {
                TypeKind::Float(k) => floats.push(encode_f64(k, self.parse_float()?)),
                TypeKind::Integer { width, signedness } => {
                    let value = match width {
                        1 => BigInt::from(self.parse_integer::<bool>()?),
                        8 => BigInt::from(self.parse_integer::<i8>()?),
                        16 => BigInt::from(self.parse_integer::<i16>()?),
                        32 => BigInt::from(self.parse_integer::<i32>()?),
                        _ => BigInt::from(self.parse_integer::<i64>()?),
                    };
                    ints.push(value.to_int_type(width, signedness));
                }
                _ => {
                    let at = self.current_location();
                    return Err(self.emit_error(at, "invalid kind of attribute specified"));
                }
            }
            if !self.parse_optional_comma() {
                return Ok(());
            }
        }
    }

    /// An attribute as [`OpAsmParser::parse_attribute_into`] reads it,
    /// which must be of MLIR's builtin attribute class `class`
    /// (`::mlir::IntegerAttr`, see [`crate::ods::attr_class`]), else
    /// `invalid kind of attribute specified` where it starts (MLIR's
    /// `parseCustomAttributeWithFallback<Class>`).
    pub fn parse_attribute_of_class_into(
        &mut self,
        ty: Option<Type>,
        class: &str,
        name: &str,
        state: &mut OperationState,
    ) -> PResult<Attribute> {
        let at = self.current_location();
        // A typed dense array is written as its body, `[1, 2]`, unless in
        // full (`parseCustomAttributeWithFallback`).
        let element = crate::ods::attr_class::dense_array_element(self.inner.p.ctx, class);
        let a = match element {
            Some(element) if !self.inner.p.at(Tok::HashId) => {
                self.parse_dense_array_body(element)?
            }
            _ => self.parse_attribute(ty)?,
        };
        if !crate::ods::attr_class::is_instance(self.inner.p.ctx, a, class) {
            return Err(self.emit_error(at, "invalid kind of attribute specified"));
        }
        let name = self.ctx().symbol(name);
        state.attributes.push((name, a));
        Ok(a)
    }

    /// Checks the inherent attributes among `attrs` (what `attr-dict` read
    /// for the op named `op`) against their constraints, as generated
    /// parsers do (MLIR's `verifyInherentAttrs`); the error is at `at`,
    /// where the dictionary started.
    pub fn verify_inherent_attrs(
        &self,
        op: Symbol,
        attrs: &[(Symbol, Attribute)],
        at: SourcePos,
    ) -> PResult<()> {
        let ctx = &*self.inner.p.ctx;
        let Some(info) = ctx.registry.get(op) else {
            return Ok(());
        };
        match crate::ods::spec::inherent_attr_error(ctx, attrs, info.attr_constraints) {
            Some(message) => {
                let name = ctx.symbol_str(op);
                Err(self.emit_error(at, format!("'{name}' op {message}")))
            }
            None => Ok(()),
        }
    }

    /// `{name = value, ...}` if a brace comes next, its entries added to
    /// `state` (a name given twice is an error).
    pub fn parse_optional_attr_dict(&mut self, state: &mut OperationState) -> PResult<()> {
        if self.inner.p.at(Tok::LBrace) {
            let entries = self.inner.p.parse_dictionary_entries()?;
            state.attributes.extend(entries);
        }
        Ok(())
    }

    /// What a generated parser's `attr-dict` (or `attr-dict-with-keyword`
    /// with `with_keyword`) reads: the optional dictionary into `state`,
    /// whose inherent attributes are then checked as MLIR's generated code
    /// does ([`Self::verify_inherent_attrs`]).
    pub fn parse_attr_dict_directive(
        &mut self,
        state: &mut OperationState,
        with_keyword: bool,
    ) -> PResult<()> {
        let at = self.current_location();
        let from = state.attributes.len();
        if with_keyword {
            self.parse_optional_attr_dict_with_keyword(state)?;
        } else {
            self.parse_optional_attr_dict(state)?;
        }
        self.verify_inherent_attrs(state.name, &state.attributes[from..], at)?;
        // The dictionary's value of an inherent attribute wins over the
        // format's, read before or after it (MLIR sets the dictionary's
        // inherent attributes when it creates the op): first in the list,
        // it is the one the op keeps.
        let read = state.attributes.len() - from;
        state.attributes.rotate_right(read);
        Ok(())
    }

    /// `attributes {name = value, ...}` if the keyword comes next, its
    /// entries added to `state`.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        state: &mut OperationState,
    ) -> PResult<()> {
        if self.parse_optional_keyword("attributes") {
            let entries = self.inner.p.parse_dictionary_entries()?;
            state.attributes.extend(entries);
        }
        Ok(())
    }

    /// `{name = value, flag, ...}`: the entries of an attribute dictionary
    /// (a unit attribute for a name alone), sorted by name; a repeated
    /// name is an error.
    pub fn parse_attr_dict(&mut self) -> PResult<Vec<(Symbol, Attribute)>> {
        self.inner.p.parse_dictionary_entries()
    }

    /// `<{name = value, ...}>`, the op's properties, if a `<` comes next:
    /// its entries added to `state`'s attributes, where the inherent ones
    /// move to the properties when the op is created.
    pub fn parse_optional_properties(&mut self, state: &mut OperationState) -> PResult<()> {
        if !self.parse_optional_less() {
            return Ok(());
        }
        let entries = self.inner.p.parse_dictionary_entries()?;
        state.attributes.extend(entries);
        self.inner.p.expect(Tok::Greater, "'>' to close properties")
    }

    /// `prop-dict`: `<{name = value, ...}>` if a `<` comes next, its
    /// entries set in `state`'s properties, with the errors of MLIR's
    /// generated `setPropertiesFromParsedAttr` (reported at the op's
    /// name, its `result.location`): an entry of `required` missing, or one
    /// not in `known` (the inherent attributes and properties the format
    /// leaves to `prop-dict`).
    pub fn parse_prop_dict(
        &mut self,
        state: &mut OperationState,
        known: &[&str],
        required: &[&str],
    ) -> PResult<()> {
        // MLIR's `genericParseProperties` reads any attribute here.
        let parsed = if self.parse_optional_less() {
            let attr = self.inner.p.parse_attribute(None)?;
            self.inner.p.expect(Tok::Greater, "'>'")?;
            Some(attr)
        } else {
            None
        };
        let ctx = &*self.inner.p.ctx;
        let entries: Vec<(Symbol, Attribute)> = match parsed {
            None => Vec::new(),
            Some(attr) => match ctx.attr_kind(attr) {
                AttrKind::Dictionary(entries) => entries.to_vec(),
                _ => {
                    let op = ctx.symbol_str(state.name).to_string();
                    let shown = crate::asm::printer::attr_to_string(ctx, attr);
                    return Err(self.inner.parser_error(
                        self.name_loc,
                        format!(
                            "invalid properties {shown} for op {op}: expected DictionaryAttr to set properties"
                        ),
                    ));
                }
            },
        };
        let has = |name: &str| entries.iter().any(|(n, _)| ctx.symbol_str(*n) == name);
        let problem = match required.iter().find(|r| !has(r)) {
            Some(r) => Some(format!(
                "expected key entry for {r} in DictionaryAttr to set Properties."
            )),
            None => entries
                .iter()
                .map(|(n, _)| ctx.symbol_str(*n))
                .find(|n| !known.contains(n))
                .map(|n| {
                    // MLIR streams the key's StringAttr: quoted and escaped.
                    let mut quoted = String::from("'\"");
                    crate::asm::escape::escape_into(&mut quoted, n.as_bytes());
                    quoted.push_str("\"'");
                    format!("unknown key {quoted} when parsing properties dictionary")
                }),
        };
        if let Some(problem) = problem {
            let dict = self.inner.p.ctx.attr(AttrKind::Dictionary(entries.into()));
            let shown = crate::asm::printer::attr_to_string(self.inner.p.ctx, dict);
            let op = self.inner.p.ctx.symbol_str(state.name).to_string();
            return Err(self.inner.parser_error(
                self.name_loc,
                format!("invalid properties {shown} for op {op}: {problem}"),
            ));
        }
        for (name, value) in entries {
            let name = self.inner.p.ctx.symbol_str(name).to_string();
            crate::ods::op::set_state_prop(self.inner.p.ctx, state, &name, Some(value));
        }
        Ok(())
    }

    // ----- symbols -------------------------------------------------------------

    /// `@name`, or `expected valid '@'-identifier for symbol name` at
    /// the next token.
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        let at = self.current_location();
        match self.parse_optional_symbol_name()? {
            Some(name) => Ok(name),
            // A bad `@` identifier: the lexer's error, as MLIR reports it
            // when it lexes the token.
            None if self.inner.p.at(Tok::Error) => self.inner.p.err(""),
            None => Err(self.emit_error(at, "expected valid '@'-identifier for symbol name")),
        }
    }

    /// `@name`, if present.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<String>> {
        if !self.inner.p.at(Tok::AtId) {
            return Ok(None);
        }
        let sym = self.inner.p.at_id_name()?;
        Ok(Some(self.inner.p.ctx.symbol_str(sym).to_string()))
    }

    /// `@name` if one comes next, added to `state` as the string
    /// attribute `attr_name` (MLIR's `parseOptionalSymbolName` into an
    /// attribute list); whether it was there.
    pub fn parse_optional_symbol_name_into(
        &mut self,
        attr_name: &str,
        state: &mut OperationState,
    ) -> PResult<bool> {
        if !self.inner.p.at(Tok::AtId) {
            return Ok(false);
        }
        self.parse_symbol_name_into(attr_name, state)?;
        Ok(true)
    }

    /// `@name`, added to `state` as the string attribute `attr_name`
    /// (MLIR's `parseSymbolName(StringAttr &, StringRef, NamedAttrList &)`).
    pub fn parse_symbol_name_into(
        &mut self,
        attr_name: &str,
        state: &mut OperationState,
    ) -> PResult<()> {
        let name = self.parse_symbol_name()?;
        let ctx = self.ctx();
        let value = ctx.attr(AttrKind::String {
            value: name.into_bytes().into(),
            ty: None,
        });
        let key = ctx.symbol(attr_name);
        state.attributes.push((key, value));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::{DefinitionId, DialectInfo, OpInfo};
    use crate::Context;

    struct SymbolOp;

    /// `t.sym @name`.
    fn parse_sym(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let name = p.parse_symbol_name()?;
        let value = crate::ods::convert::string_attr(p.ctx(), &name);
        let key = p.ctx().symbol("sym_name");
        state.attributes.push((key, value));
        Ok(())
    }

    #[test]
    fn a_bad_symbol_name_is_the_lexers_error() {
        let mut ctx = Context::new();
        let dialect = DialectInfo::new("t", DefinitionId::of::<SymbolOp>());
        ctx.registry.register_dialect(dialect).unwrap();
        let mut info = OpInfo::new(ctx.symbol("t.sym"), DefinitionId::of::<SymbolOp>());
        info.parse = Some(parse_sym);
        ctx.registry.register("t.sym", info).unwrap();
        let error = |ctx: &mut Context, source: &str| {
            crate::parse_source(ctx, source, "t.mlir")
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default()
        };
        let bad = error(&mut ctx, "t.sym @$x\n");
        assert!(
            bad.contains("@ identifier expected to start with letter or '_'"),
            "{bad}"
        );
        let missing = error(&mut ctx, "t.sym 3\n");
        assert!(
            missing.contains("custom op 't.sym' expected valid '@'-identifier"),
            "{missing}"
        );
        assert_eq!(error(&mut ctx, "t.sym @x\n"), "");
    }
}
