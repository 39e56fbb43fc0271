//! What a dialect attribute or type parses through: MLIR's `AsmParser`
//! (`DialectAsmParser`) method set, for the parse hooks of a dialect and
//! the code generated from assembly formats.

use super::asm_integer::{AsmInteger, ParsedInt};
use super::lexer::Tok;
use super::parser::{PResult, ParseError, Parser};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::{AttrOrType, Attribute, Type};

/// A position in the parsed text, to report an error at later
/// (`getCurrentLocation`, `emitError(loc, ...)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SourcePos(pub(crate) usize);

/// The brackets around a list ([`AsmParser::parse_comma_separated_list`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// No brackets: at least one element.
    None,
    /// `(...)`, possibly empty.
    Paren,
    /// `[...]`, possibly empty.
    Square,
    /// `<...>`, possibly empty.
    LessGreater,
    /// `{...}`, possibly empty.
    Braces,
    /// `(...)` or nothing at all.
    OptionalParen,
    /// `[...]` or nothing at all.
    OptionalSquare,
    /// `<...>` or nothing at all.
    OptionalLessGreater,
    /// `{...}` or nothing at all.
    OptionalBraces,
}

impl Delimiter {
    /// The opening and closing tokens and their spelling, and whether the
    /// whole list may be absent.
    fn tokens(self) -> Option<(Tok, Tok, &'static str, &'static str, bool)> {
        let (open, close, o, c) = match self {
            Delimiter::None => return None,
            Delimiter::Paren | Delimiter::OptionalParen => (Tok::LParen, Tok::RParen, "(", ")"),
            Delimiter::Square | Delimiter::OptionalSquare => (Tok::LSquare, Tok::RSquare, "[", "]"),
            Delimiter::LessGreater | Delimiter::OptionalLessGreater => {
                (Tok::Less, Tok::Greater, "<", ">")
            }
            Delimiter::Braces | Delimiter::OptionalBraces => (Tok::LBrace, Tok::RBrace, "{", "}"),
        };
        let optional = matches!(
            self,
            Delimiter::OptionalParen
                | Delimiter::OptionalSquare
                | Delimiter::OptionalLessGreater
                | Delimiter::OptionalBraces
        );
        Some((open, close, o, c, optional))
    }
}

/// The parser a dialect attribute or type reads its body through, after
/// `!dialect.` or `#dialect.` (MLIR's `AsmParser`). Errors are
/// [`ParseError`]s located in the input, worded as MLIR words them;
/// `parse_optional_*` methods consume nothing when what they look for is
/// not next.
pub struct AsmParser<'p, 'a> {
    pub(crate) p: &'p mut Parser<'a>,
    /// The op whose custom form this parses, as resolved (a bare name gets
    /// its default dialect's prefix): errors through [`AsmParser::emit_error`]
    /// then read `custom op 'name' ...`, as MLIR's `CustomOpAsmParser`
    /// words them. `None` for a dialect attribute or type.
    pub(crate) custom_op: Option<String>,
}

macro_rules! punctuation {
    ($($(#[$doc:meta])* $parse:ident, $optional:ident, $tok:ident, $text:literal;)*) => {
        $(
            $(#[$doc])*
            #[doc = concat!("Consumes `", $text, "`, or fails with `expected '", $text, "'`.")]
            pub fn $parse(&mut self) -> PResult<()> {
                self.p.expect(Tok::$tok, concat!("'", $text, "'"))
            }

            #[doc = concat!("Consumes `", $text, "` if it comes next; whether it did.")]
            pub fn $optional(&mut self) -> bool {
                self.p.eat(Tok::$tok)
            }
        )*
    };
}

impl<'a> AsmParser<'_, 'a> {
    /// The context the IR is parsed into.
    pub fn ctx(&mut self) -> &mut Context {
        self.p.ctx
    }

    /// Where the next token starts.
    pub fn current_location(&self) -> SourcePos {
        SourcePos(self.p.tok.start as usize)
    }

    /// An error at `at`, to return from a hook (MLIR's `emitError`): in an
    /// op's custom form, `custom op 'name' message`.
    pub fn emit_error(&self, at: SourcePos, message: impl Into<String>) -> ParseError {
        let message = message.into();
        match &self.custom_op {
            Some(op) => self.parser_error(at, format!("custom op '{op}' {message}")),
            None => self.parser_error(at, message),
        }
    }

    /// An error at `at` worded as the IR parser itself words it, without
    /// the custom op's name (MLIR's errors from `Parser`, below the
    /// `AsmParser` interface, and those a generated parser reports of the
    /// op as a whole).
    pub fn parser_error(&self, at: SourcePos, message: impl Into<String>) -> ParseError {
        ParseError {
            offset: at.0,
            message: message.into(),
            notes: Vec::new(),
            follow_ups: Vec::new(),
        }
    }

    /// An error about the next token, placed as MLIR's
    /// `emitWrongTokenError` places it: at the end of the text before it
    /// (what `parseToken` and `parseCommaSeparatedList` report).
    pub fn wrong_token_error(&self, message: impl Into<String>) -> ParseError {
        let placed = self.p.wrong_token::<()>(message).err();
        placed.unwrap_or_else(|| self.silent_failure())
    }

    /// A failure that reports nothing itself (MLIR's bare `failure()` in a
    /// parser): an error without a message, which the caller words (a
    /// property's parser, `invalid value for property ...`).
    pub fn silent_failure(&self) -> ParseError {
        self.parser_error(self.current_location(), "")
    }

    /// The location attribute of `at` (`getEncodedSourceLoc`): where a
    /// verifier run while parsing reports.
    pub fn encoded_source_loc(&mut self, at: SourcePos) -> Attribute {
        self.p.file_loc(at.0)
    }

    /// A verifier's diagnostic about what was read at `at`, as the error
    /// that ends the parse (MLIR's `getChecked` in a parser), its notes
    /// kept.
    pub fn diagnostic_error(&self, at: SourcePos, d: Diagnostic) -> ParseError {
        ParseError {
            offset: at.0,
            message: d.message,
            notes: d.notes.into_iter().map(|n| (at.0, n.message)).collect(),
            follow_ups: Vec::new(),
        }
    }

    /// `inner` followed by a second error at the next token: how a
    /// generated parser adds MLIR's `failed to parse X parameter 'y' ...`
    /// to the error a parameter's parser reported first.
    pub fn note_failure(&self, inner: ParseError, message: impl Into<String>) -> ParseError {
        // Worded as `emit_error` words it (in an op's custom form too).
        inner.followed_by(self.emit_error(SourcePos(self.p.tok.start as usize), message))
    }

    /// An error at the next token.
    pub fn error<T>(&self, message: impl Into<String>) -> PResult<T> {
        self.p.err(message)
    }

    punctuation! {
        parse_less, parse_optional_less, Less, "<";
        parse_greater, parse_optional_greater, Greater, ">";
        parse_comma, parse_optional_comma, Comma, ",";
        parse_colon, parse_optional_colon, Colon, ":";
        parse_equal, parse_optional_equal, Equal, "=";
        parse_arrow, parse_optional_arrow, Arrow, "->";
        parse_lparen, parse_optional_lparen, LParen, "(";
        parse_rparen, parse_optional_rparen, RParen, ")";
        parse_lsquare, parse_optional_lsquare, LSquare, "[";
        parse_rsquare, parse_optional_rsquare, RSquare, "]";
        parse_lbrace, parse_optional_lbrace, LBrace, "{";
        parse_rbrace, parse_optional_rbrace, RBrace, "}";
        parse_question, parse_optional_question, Question, "?";
        parse_star, parse_optional_star, Star, "*";
        parse_plus, parse_optional_plus, Plus, "+";
        parse_minus, parse_optional_minus, Minus, "-";
        parse_ellipsis, parse_optional_ellipsis, Ellipsis, "...";
        parse_vertical_bar, parse_optional_vertical_bar, VerticalBar, "|";
        parse_slash, parse_optional_slash, Slash, "/";
    }

    /// The keyword `kw`, or `expected 'kw'` at the token found (MLIR's
    /// `parseKeyword`, through `emitError`).
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.parse_optional_keyword(kw) {
            return Ok(());
        }
        self.expected_here(&format!("expected '{kw}'"))
    }

    /// Consumes the keyword `kw` if it comes next.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.eat_keyword(kw)
    }

    /// Any keyword (a bare identifier), or `expected valid keyword`.
    pub fn parse_keyword_ident(&mut self) -> PResult<String> {
        match self.parse_optional_keyword_ident() {
            Some(k) => Ok(k),
            None => self.expected_here("expected valid keyword"),
        }
    }

    /// Any keyword, if one comes next.
    pub fn parse_optional_keyword_ident(&mut self) -> Option<String> {
        if !self.p.at(Tok::BareId) {
            return None;
        }
        let k = self.p.text().to_string();
        self.p.advance();
        Some(k)
    }

    /// A keyword or a quoted string (`parseKeywordOrString`), or `expected
    /// valid keyword or string`.
    pub fn parse_keyword_or_string(&mut self) -> PResult<String> {
        if let Some(k) = self.parse_optional_keyword_ident() {
            return Ok(k);
        }
        match self.parse_optional_string()? {
            Some(s) => Ok(s),
            None => self.expected_here("expected valid keyword or string"),
        }
    }

    /// A quoted string's value, or `expected string`.
    pub fn parse_string(&mut self) -> PResult<String> {
        match self.parse_optional_string()? {
            Some(s) => Ok(s),
            None => self.expected_here("expected string"),
        }
    }

    /// What `parseKeyword`, `parseString` and the like report when their
    /// token is missing: `emitError` at the token found (in an op's custom
    /// form, the op's name first), not `emitWrongTokenError`'s place after
    /// the previous token. A token the lexer rejected reports the lexer's
    /// error, which MLIR emits first.
    fn expected_here<T>(&self, message: &str) -> PResult<T> {
        if self.p.tok.kind == Tok::Error {
            return self.p.wrong_token(message);
        }
        Err(self.emit_error(self.current_location(), message))
    }

    /// A quoted string's value, if one comes next.
    pub fn parse_optional_string(&mut self) -> PResult<Option<String>> {
        if !self.p.at(Tok::String) {
            return Ok(None);
        }
        let bytes = self.p.string_value()?;
        self.p.advance();
        Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
    }

    /// An integer that converts to `T` (a leading `-` allowed; `true` and
    /// `false` are 1 and 0; see [`AsmInteger`]), or `expected integer
    /// value` / `integer value too large`.
    pub fn parse_integer<T: AsmInteger>(&mut self) -> PResult<T> {
        let at = self.current_location();
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.emit_error(at, "expected integer value")),
        }
    }

    /// An integer that converts to `T`, if one comes next.
    pub fn parse_optional_integer<T: AsmInteger>(&mut self) -> PResult<Option<T>> {
        let at = self.current_location();
        let parsed = match self.p.tok.kind {
            Tok::BareId if matches!(self.p.text(), "true" | "false") => {
                let value = self.p.text() == "true";
                self.p.advance();
                ParsedInt::boolean(value)
            }
            Tok::Integer | Tok::Minus => {
                let negative = self.p.eat(Tok::Minus);
                if !self.p.at(Tok::Integer) {
                    return self.p.wrong_token("expected integer value");
                }
                let text = self.p.text();
                let magnitude = match text.strip_prefix("0x") {
                    Some(hex) => u128::from_str_radix(hex, 16).ok(),
                    None => text.parse::<u128>().ok(),
                };
                self.p.advance();
                magnitude
                    .and_then(|m| ParsedInt::literal(m, negative))
                    .ok_or_else(|| self.emit_error(at, "integer value too large"))?
            }
            _ => return Ok(None),
        };
        match parsed.convert() {
            Some(v) => Ok(Some(v)),
            None => Err(self.emit_error(at, "integer value too large")),
        }
    }

    /// A float literal (a leading `-` allowed), or a hexadecimal integer
    /// read as the bits of an `f64`, as MLIR's `parseFloat(double &)`
    /// reads them: a decimal integer is an error (with MLIR's note), and so
    /// is anything else (`expected floating point literal`). The errors are
    /// the IR parser's (`parseFloatFromLiteral`), without the op's name.
    pub fn parse_float(&mut self) -> PResult<f64> {
        let negative = self.p.eat(Tok::Minus);
        let at = self.current_location();
        let value = match self.p.tok.kind {
            Tok::Float => self.p.text().parse::<f64>().ok(),
            Tok::Integer if !self.p.text().starts_with("0x") => {
                let mut e = self.parser_error(
                    at,
                    "unexpected decimal integer literal for a floating point value",
                );
                e.notes.push((
                    e.offset,
                    "add a trailing dot to make the literal a float".into(),
                ));
                return Err(e);
            }
            Tok::Integer if negative => {
                return Err(self.parser_error(
                    at,
                    "hexadecimal float literal should not have a leading minus",
                ))
            }
            Tok::Integer => match u64::from_str_radix(&self.p.text()[2..], 16) {
                Ok(bits) => Some(f64::from_bits(bits)),
                Err(_) => {
                    return Err(
                        self.parser_error(at, "hexadecimal float constant out of range for type")
                    )
                }
            },
            _ => return Err(self.parser_error(at, "expected floating point literal")),
        };
        let Some(value) = value else {
            return Err(self.parser_error(at, "floating point value too large"));
        };
        self.p.advance();
        Ok(if negative { -value } else { value })
    }

    /// A type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    /// Sizes each followed by `x` (`4x8x` before an element type), `?`
    /// for a dynamic size only when `allow_dynamic` (MLIR's
    /// `parseDimensionList` with a trailing `x`); `None` is a `?`.
    pub fn parse_dimension_list(&mut self, allow_dynamic: bool) -> PResult<Vec<Option<i64>>> {
        let (dims, _) = self.p.dimensions(allow_dynamic, false)?;
        if !allow_dynamic && self.p.tok.kind == Tok::Question {
            return Err(self.emit_error(self.current_location(), "expected static shape"));
        }
        Ok(dims.to_vec())
    }

    /// A type of the kind `cast` accepts: written in full when a `!` comes
    /// next (`!dialect.mnemonic<...>` or an alias), else its body alone,
    /// read by `body` (MLIR's `parseCustomTypeWithFallback`).
    pub fn parse_custom_type_with_fallback<T>(
        &mut self,
        expected: Option<&str>,
        cast: impl FnOnce(&Context, Type) -> Option<T>,
        body: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        if self.p.tok.kind != Tok::ExclId {
            return body(self);
        }
        self.parse_type_of_kind(expected, cast)
    }

    /// A type in full, which must be of the kind `cast` accepts (MLIR's
    /// `parseType(TypeT &)`); `expected` names that kind (`dialect.mnemonic`)
    /// in the error when known.
    pub fn parse_type_of_kind<T>(
        &mut self,
        expected: Option<&str>,
        cast: impl FnOnce(&Context, Type) -> Option<T>,
    ) -> PResult<T> {
        let at = self.current_location();
        let ty = self.p.parse_type()?;
        if let Some(t) = cast(self.p.ctx, ty) {
            return Ok(t);
        }
        let mut message = "invalid kind of type specified".to_string();
        if let Some(name) = expected {
            let found = crate::asm::printer::type_to_string(self.p.ctx, ty);
            message += &format!(": expected {name}, but found '{found}'");
        }
        Err(self.emit_error(at, message))
    }

    /// A type of MLIR's builtin type class `class` (`::mlir::IntegerType`,
    /// see [`crate::ods::type_class`]), else `invalid kind of type
    /// specified` with the class's name (MLIR's `parseType<Class>`).
    pub fn parse_type_of_class(&mut self, class: &str) -> PResult<Type> {
        use crate::ods::type_class;
        self.parse_type_of_kind(type_class::name(class), |ctx, t| {
            type_class::is_instance(ctx, t, class).then_some(t)
        })
    }

    /// An attribute of the kind `cast` accepts: written in full when a `#`
    /// comes next (`#dialect.mnemonic<...>` or an alias), else its body
    /// alone, read by `body` (MLIR's `parseCustomAttributeWithFallback`).
    pub fn parse_custom_attribute_with_fallback<T>(
        &mut self,
        cast: impl FnOnce(&Context, Attribute) -> Option<T>,
        body: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        if self.p.tok.kind != Tok::HashId {
            return body(self);
        }
        self.parse_attribute_of_kind(cast)
    }

    /// An attribute in full, which must be of the kind `cast` accepts
    /// (MLIR's `parseAttribute(AttrT &)`).
    pub fn parse_attribute_of_kind<T>(
        &mut self,
        cast: impl FnOnce(&Context, Attribute) -> Option<T>,
    ) -> PResult<T> {
        let at = self.current_location();
        let attr = self.p.parse_attribute(None)?;
        cast(self.p.ctx, attr)
            .ok_or_else(|| self.emit_error(at, "invalid kind of attribute specified"))
    }

    /// A bare affine map, `(d0, d1)[s0] -> (d0 + s0)` (MLIR's
    /// `parseAffineMap`), as an `AffineMap` attribute.
    pub fn parse_affine_map(&mut self) -> PResult<Attribute> {
        self.p.affine_map_body()
    }

    /// An attribute; `ty` is the type it must have when it has none
    /// written (`parseAttribute(Type)`).
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.p.parse_attribute(ty)
    }

    /// An attribute if one starts next (MLIR's `parseOptionalAttribute`):
    /// the tokens that open an attribute, else a type read as a type
    /// attribute, else `None`; `ty` as in [`AsmParser::parse_attribute`].
    pub fn parse_optional_attribute(&mut self, ty: Option<Type>) -> PResult<Option<Attribute>> {
        self.p.parse_optional_attribute(ty)
    }

    /// An attribute if one starts next, read as MLIR's overload of
    /// `parseOptionalAttribute` for the C++ class `class` (an op's
    /// attribute storage, e.g. `::mlir::StringAttr`): a `StringAttr` only
    /// from a string, an `ArrayAttr` only from `[`, a `SymbolRefAttr` or
    /// `FlatSymbolRefAttr` only from `@`; another class from any attribute,
    /// as [`AsmParser::parse_optional_attribute`].
    pub fn parse_optional_attribute_of_class(
        &mut self,
        ty: Option<Type>,
        class: &str,
    ) -> PResult<Option<Attribute>> {
        let starts = match class.trim_start_matches("::") {
            "mlir::StringAttr" => Some(Tok::String),
            "mlir::ArrayAttr" => Some(Tok::LSquare),
            "mlir::SymbolRefAttr" | "mlir::FlatSymbolRefAttr" => Some(Tok::AtId),
            _ => None,
        };
        match starts {
            Some(kind) if !self.p.at(kind) => Ok(None),
            _ => self.parse_optional_attribute(ty),
        }
    }

    /// A type, if one comes next (a `!` or a builtin type keyword).
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        self.p.parse_optional_type()
    }

    /// An attribute of the kind `cast` accepts if one starts next (MLIR's
    /// `parseOptionalAttribute(AttrT &)`): `invalid kind of attribute
    /// specified` when another kind is there.
    pub fn parse_optional_attribute_of_kind<T>(
        &mut self,
        ty: Option<Type>,
        cast: impl FnOnce(&Context, Attribute) -> Option<T>,
    ) -> PResult<Option<T>> {
        let at = self.current_location();
        let Some(attr) = self.parse_optional_attribute(ty)? else {
            return Ok(None);
        };
        match cast(self.p.ctx, attr) {
            Some(t) => Ok(Some(t)),
            None => Err(self.emit_error(at, "invalid kind of attribute specified")),
        }
    }

    /// `elements` separated by commas inside `delimiter`
    /// (`parseCommaSeparatedList`); `context` ends the messages of missing
    /// brackets (`expected '<' in shape list`).
    pub fn parse_comma_separated_list(
        &mut self,
        delimiter: Delimiter,
        context: &str,
        element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        comma_separated(self, delimiter, context, element)
    }

    /// Starts parsing `of`, a value that may hold itself: `false` when its
    /// parse has already started further out, so the body is not read
    /// again (`tryStartCyclicParse`). Call [`AsmParser::end_cyclic_parse`]
    /// after `true`.
    pub fn try_start_cyclic_parse(&mut self, of: impl Into<AttrOrType>) -> bool {
        let of = of.into();
        if self.p.cyclic_parses.contains(&of) {
            return false;
        }
        self.p.cyclic_parses.push(of);
        true
    }

    /// Ends a parse started with [`AsmParser::try_start_cyclic_parse`].
    pub fn end_cyclic_parse(&mut self, of: impl Into<AttrOrType>) {
        let of = of.into();
        if let Some(i) = self.p.cyclic_parses.iter().rposition(|x| *x == of) {
            self.p.cyclic_parses.remove(i);
        }
    }
}

/// A parser that reads from the token stream of a [`Parser`].
pub(crate) trait Tokens<'a> {
    /// The underlying parser.
    fn tokens(&mut self) -> &mut Parser<'a>;
}

impl<'a> Tokens<'a> for AsmParser<'_, 'a> {
    fn tokens(&mut self) -> &mut Parser<'a> {
        self.p
    }
}

/// `parseCommaSeparatedList` for any parser over the token stream:
/// [`AsmParser`] and the op parser share it.
pub(crate) fn comma_separated<'a, S: Tokens<'a>>(
    s: &mut S,
    delimiter: Delimiter,
    context: &str,
    mut element: impl FnMut(&mut S) -> PResult<()>,
) -> PResult<()> {
    let close = match delimiter.tokens() {
        None => None,
        Some((open, close, o, c, optional)) => {
            let p = s.tokens();
            if optional && !p.at(open) {
                return Ok(());
            }
            p.expect(open, &format!("'{o}'{context}"))?;
            if p.eat(close) {
                return Ok(());
            }
            Some((close, c))
        }
    };
    loop {
        element(s)?;
        if !s.tokens().eat(Tok::Comma) {
            break;
        }
    }
    if let Some((close, c)) = close {
        s.tokens().expect(close, &format!("'{c}'{context}"))?;
    }
    Ok(())
}
