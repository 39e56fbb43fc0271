//! Parsing of builtin attributes, dense literals, affine maps and sets, and
//! locations (with aliases that may be defined after their use).

use super::lexer::Tok;
use super::parser::{DeferredLoc, PResult, Parser};
use super::{SourcePos, UnresolvedOperand};
use crate::ir::float::encode_f64;
use crate::ir::*;

/// A literal inside `dense<...>` before the element type is known.
enum Literal {
    Int(bool, String),
    Float(String),
    Bool(bool),
    Str(Vec<u8>),
    /// Real and imaginary parts, and the offset of the imaginary one.
    Complex(Box<Literal>, Box<Literal>, usize),
}

impl Literal {
    /// The token as MLIR names it in messages: without a minus sign, the
    /// real part of a complex literal.
    fn spelling(&self) -> String {
        match self {
            Literal::Int(_, t) => t.clone(),
            Literal::Float(t) => t.trim_start_matches('-').to_string(),
            Literal::Bool(b) => b.to_string(),
            Literal::Str(s) => format!("\"{}\"", String::from_utf8_lossy(s)),
            Literal::Complex(re, ..) => re.spelling(),
        }
    }
}

/// Marks a location alias that is resolved at the end of the file.
pub(crate) const DEFERRED_LOC_DIALECT: &str = "\u{0}deferred-loc";

impl Parser<'_> {
    /// An attribute if one starts next (MLIR's `parseOptionalAttribute`):
    /// the tokens that open an attribute, else a type read as a type
    /// attribute, else `None`.
    pub(crate) fn parse_optional_attribute(
        &mut self,
        ty: Option<Type>,
    ) -> PResult<Option<Attribute>> {
        let starts_attribute = match self.tok.kind {
            Tok::AtId
            | Tok::Float
            | Tok::Integer
            | Tok::HashId
            | Tok::LBrace
            | Tok::LSquare
            | Tok::Minus
            | Tok::String => true,
            Tok::BareId => ATTRIBUTE_KEYWORDS.contains(&self.text()),
            _ => false,
        };
        if starts_attribute {
            return self.parse_attribute(ty).map(Some);
        }
        let Some(t) = self.parse_optional_type()? else {
            return Ok(None);
        };
        Ok(Some(self.ctx.attr(AttrKind::Type(t))))
    }

    /// A type, if one comes next (a `!` or a builtin type keyword).
    pub(crate) fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        match self.tok.kind {
            Tok::ExclId | Tok::LParen => self.parse_type().map(Some),
            Tok::BareId if super::parse_type::is_builtin_type_keyword(self.text()) => {
                self.parse_type().map(Some)
            }
            _ => Ok(None),
        }
    }

    /// Parses one attribute at the current position: a builtin attribute,
    /// a `#alias` defined earlier in the input, or a dialect attribute,
    /// kept as text ([`AttrKind::Opaque`]). `ty_hint` is the
    /// type the caller expects (MLIR's `parseAttribute(Type)`): a number
    /// without a `: type` gets it.
    pub fn parse_attribute(&mut self, ty_hint: Option<Type>) -> PResult<Attribute> {
        self.nested(|p| p.parse_attribute_inner(ty_hint))
    }

    /// `#alias` (defined earlier in the input) or a dialect attribute
    /// `#dialect.name<...>`, kept as text ([`AttrKind::Opaque`]).
    fn hash_attr(&mut self) -> PResult<Attribute> {
        let name = self.text()[1..].to_string();
        let start = self.tok.start as usize;
        if !name.contains('.') && !self.raw_follows(b'<') {
            // MLIR reports an unknown alias past its name.
            self.advance();
            let Some(&a) = self.attr_aliases.get(&name) else {
                return self.wrong_token(format!("undefined symbol alias id '{name}'"));
            };
            self.alias_uses += 1;
            return Ok(a);
        }
        let symbol = self.dialect_body(start)?;
        let ty = if self.eat(Tok::Colon) {
            Some(self.parse_type()?)
        } else {
            None
        };
        // The builtin dialect is loaded and has no hook: MLIR refuses
        // `#builtin.x` as it refuses a registered dialect without one.
        let registered = self.ctx.registry.dialect(&symbol.dialect);
        if self.ctx.registry.is_registered_dialect(&symbol.dialect) {
            let hook = registered.and_then(|info| info.parse_attr);
            self.ctx.load_dialect(&symbol.dialect);
            if let Some(parsed) = self.dynamic_attr(&symbol, hook, ty) {
                return parsed;
            }
            let Some(hook) = hook else {
                return self.err_at(
                    symbol.data_start,
                    format!(
                        "dialect '{}' provides no attribute parsing hook",
                        symbol.dialect
                    ),
                );
            };
            return self.parse_symbol_body(&symbol, |p| hook(p, ty));
        }
        let dialect = self.ctx.symbol(&symbol.dialect);
        Ok(self.ctx.attr(AttrKind::Opaque {
            dialect,
            data: symbol.data.into(),
            ty,
        }))
    }

    fn parse_attribute_inner(&mut self, ty_hint: Option<Type>) -> PResult<Attribute> {
        match self.tok.kind {
            Tok::LSquare => {
                self.advance();
                let mut elems = Vec::new();
                if !self.eat(Tok::RSquare) {
                    loop {
                        elems.push(self.parse_attribute(None)?);
                        if self.eat(Tok::RSquare) {
                            break;
                        }
                        self.expect(Tok::Comma, "',' or ']'")?;
                    }
                }
                Ok(self.ctx.attr(AttrKind::Array(elems.into())))
            }
            Tok::LBrace => self.parse_dictionary(),
            Tok::AtId => self.symbol_ref(),
            Tok::HashId => self.hash_attr(),
            Tok::String => {
                let value = self.string_value()?;
                self.advance();
                // A type the caller gives is the string's, as `: type`
                // would be (none is no type); else one may follow.
                let ty = match ty_hint {
                    Some(t) if matches!(self.ctx.type_kind(t), TypeKind::None) => None,
                    Some(t) => Some(t),
                    None if self.eat(Tok::Colon) => Some(self.parse_type()?),
                    None => None,
                };
                Ok(self.ctx.attr(AttrKind::String {
                    value: value.into(),
                    ty,
                }))
            }
            Tok::Integer | Tok::Float | Tok::Minus => self.number_attr(ty_hint),
            Tok::BareId => self.keyword_attr(ty_hint),
            Tok::LParen | Tok::ExclId => {
                let t = self.parse_type()?;
                Ok(self.ctx.attr(AttrKind::Type(t)))
            }
            _ => self.wrong_token("expected attribute value"),
        }
    }

    /// The entries of `{name = value, flag}`, sorted by name as MLIR sorts
    /// dictionaries.
    pub(crate) fn parse_dictionary_entries(&mut self) -> PResult<Vec<(Symbol, Attribute)>> {
        let dict = self.parse_dictionary()?;
        let AttrKind::Dictionary(entries) = self.ctx.attr_kind(dict) else {
            unreachable!("a parsed dictionary is a dictionary attribute")
        };
        Ok(entries.to_vec())
    }

    /// A dictionary attribute `{name = value, ...}`; a text parsed before
    /// gives the same attribute again, unparsed (see [`super::dict_cache`]).
    pub(crate) fn parse_dictionary(&mut self) -> PResult<Attribute> {
        let start = self.tok.start as usize;
        let text = if self.at(Tok::LBrace) {
            super::dict_cache::cacheable_text(self.src, start)
        } else {
            None
        };
        if let Some(text) = text {
            if let Some((dict, levels)) = self.dict_cache.get(text) {
                if self.depth + levels <= super::parser::MAX_DEPTH {
                    self.deepest = self.deepest.max(self.depth + levels);
                    self.reset_lexer(start + text.len());
                    return Ok(dict);
                }
            }
        }
        let outer_deepest = std::mem::replace(&mut self.deepest, self.depth);
        let parsed = self.dictionary_body();
        let levels = self.deepest - self.depth;
        self.deepest = self.deepest.max(outer_deepest);
        let (entries, end) = parsed?;
        let dict = self.ctx.attr(AttrKind::Dictionary(entries.into()));
        if let Some(text) = text.filter(|t| start + t.len() == end) {
            self.dict_cache.insert(text, dict, levels);
        }
        Ok(dict)
    }

    /// The sorted entries of a dictionary and where its `}` ends.
    fn dictionary_body(&mut self) -> PResult<(Vec<(Symbol, Attribute)>, usize)> {
        self.expect(Tok::LBrace, "'{'")?;
        let mut entries: Vec<(Symbol, Attribute)> = Vec::new();
        // The keys seen, once there are many; the few of most dictionaries
        // are searched in `entries`, with no set to allocate.
        let mut seen: Option<rustc_hash::FxHashSet<Symbol>> = None;
        if !self.at(Tok::RBrace) {
            loop {
                let offset = self.tok.start as usize;
                // A bare name is interned from the source text, uncopied.
                let name: std::borrow::Cow<str> = match self.tok.kind {
                    Tok::BareId => self.text().into(),
                    Tok::String => {
                        let v = self.string_value()?;
                        String::from_utf8(v.into_owned())
                            .or_else(|_| self.err("attribute name is not UTF-8"))?
                            .into()
                    }
                    _ => return self.wrong_token("expected attribute name"),
                };
                if name.is_empty() {
                    return self.err("expected valid attribute name");
                }
                // MLIR checks each key as it reads it, before its value: the
                // first repeat in source order is the one reported.
                let sym = self.ctx.symbol(&name);
                let repeated = if entries.len() < 32 {
                    entries.iter().any(|e| e.0 == sym)
                } else {
                    !seen
                        .get_or_insert_with(|| entries.iter().map(|e| e.0).collect())
                        .insert(sym)
                };
                if repeated {
                    return self.err_at(
                        offset,
                        format!("duplicate key '{name}' in dictionary attribute"),
                    );
                }
                self.advance();
                let value = if self.eat(Tok::Equal) {
                    self.parse_attribute(None)?
                } else {
                    self.ctx.attr(AttrKind::Unit)
                };
                entries.push((sym, value));
                if self.at(Tok::RBrace) {
                    break;
                }
                self.expect(Tok::Comma, "'}' in attribute dictionary")?;
            }
        }
        let end = self.tok.end as usize;
        self.advance();
        // The keys are distinct, so the order is that of their text.
        let ctx = &*self.ctx;
        entries.sort_by(|a, b| ctx.symbol_str(a.0).cmp(ctx.symbol_str(b.0)));
        Ok((entries, end))
    }

    fn symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.at_id_name()?;
        let mut nested = Vec::new();
        // `@a::@b`: two colons with nothing between them.
        while self.at(Tok::Colon) && self.src.as_bytes().get(self.tok.end as usize) == Some(&b':') {
            let save = (self.tok, self.lex_pos());
            self.advance();
            self.advance();
            if !self.at(Tok::AtId) {
                self.restore(save);
                break;
            }
            nested.push(self.at_id_name()?);
        }
        Ok(self.ctx.attr(AttrKind::SymbolRef {
            root,
            nested: nested.into(),
        }))
    }

    pub(crate) fn at_id_name(&mut self) -> PResult<Symbol> {
        let t = self.text();
        let name = if t.as_bytes().get(1) == Some(&b'"') {
            let body = &t.as_bytes()[2..t.len() - 1];
            let v = super::lexer::unescape(body)
                .or_else(|_| self.err("invalid escape in symbol name"))?;
            String::from_utf8(v.into_owned()).or_else(|_| self.err("symbol name is not UTF-8"))?
        } else {
            t[1..].to_string()
        };
        self.advance();
        Ok(self.ctx.symbol(&name))
    }

    fn number_attr(&mut self, ty_hint: Option<Type>) -> PResult<Attribute> {
        let neg = self.eat(Tok::Minus);
        // Errors point at the literal, after any minus sign, as MLIR's do.
        let start = self.tok.start as usize;
        let (is_float, text) = match self.tok.kind {
            Tok::Integer => (false, self.text().to_string()),
            Tok::Float => (true, self.text().to_string()),
            _ if neg => {
                return self.wrong_token("expected constant integer or floating point value")
            }
            _ => return self.err("expected integer or floating point literal"),
        };
        self.advance();
        // A type the caller gives leaves a `:` after the literal alone, as
        // MLIR's `parseDecOrHexAttr`/`parseFloatAttr` leave it.
        let ty = if let Some(ty) = ty_hint {
            ty
        } else if self.eat(Tok::Colon) {
            self.parse_type()?
        } else if is_float {
            self.ctx.ty(TypeKind::Float(FloatKind::F64))
        } else {
            self.ctx.ty(TypeKind::Integer {
                width: 64,
                signedness: Signedness::Signless,
            })
        };
        match self.ctx.type_kind(ty).clone() {
            TypeKind::Float(kind) => {
                let lit = if is_float {
                    Literal::Float(if neg { format!("-{text}") } else { text })
                } else {
                    Literal::Int(neg, text)
                };
                let bits = self.float_bits(&lit, kind, start)?;
                Ok(self.ctx.attr(AttrKind::Float { ty, bits }))
            }
            // A float literal's type errors point past the type, as MLIR's
            // `parseFloatAttr` reports them.
            _ if is_float => self.err("floating point value not valid for specified type"),
            TypeKind::Integer { signedness, .. } if neg && signedness == Signedness::Unsigned => {
                self.err_at(
                    start,
                    "negative integer literal not valid for unsigned integer type",
                )
            }
            TypeKind::Integer { .. } | TypeKind::Index => match self.build_int(neg, &text, ty) {
                Some(value) => Ok(self.ctx.attr(AttrKind::Integer { ty, value })),
                None => self.err_at(start, "integer constant out of range for attribute"),
            },
            _ => self.err_at(start, "integer literal not valid for specified type"),
        }
    }

    /// Width and signedness of an integer-like type (index is 64-bit).
    fn int_info(&self, ty: Type) -> Option<(u32, Signedness)> {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
            TypeKind::Index => Some((64, Signedness::Signless)),
            _ => None,
        }
    }

    /// The integer `-text` (`neg`) or `text` as MLIR's `buildAttributeAPInt`
    /// checks it against `ty`, stored as the type reads it; `None` when it
    /// is out of range. The magnitude must fit the width; a negated value
    /// must come out negative (so `-0` is refused); a positive signed or
    /// index value must not set the sign bit. Signless values may use
    /// either interpretation.
    fn build_int(&self, neg: bool, text: &str, ty: Type) -> Option<BigInt> {
        let (width, signedness) = self.int_info(ty)?;
        let (radix, digits) = match text.strip_prefix("0x") {
            Some(hex) => (16, hex),
            None => (10, text),
        };
        // A literal with more digits than the width holds is out of range
        // before it is read, which bounds the work by the type's width.
        let significant = digits.trim_start_matches('0').len() as u64;
        let min_bits = match radix {
            16 => 4 * significant.saturating_sub(1) + 1,
            _ => significant.saturating_sub(1) * 33_219 / 10_000 + 1,
        };
        if significant > 0 && min_bits > u64::from(width) + 1 {
            return None;
        }
        let magnitude = BigInt::parse_digits(digits, radix)?;
        let value = if neg { -&magnitude } else { magnitude };
        let bits = value.signed_bits();
        let is_index = matches!(self.ctx.type_kind(ty), TypeKind::Index);
        let w = u64::from(width);
        let fits = if w == 0 {
            !neg && value.is_zero()
        } else if neg {
            !value.is_zero() && bits <= w
        } else if signedness == Signedness::Signed || is_index {
            bits <= w
        } else {
            bits <= w + 1
        };
        fits.then(|| value.to_int_type(width, signedness))
    }

    /// An element of a dense literal of integer type `ty`, checked in the
    /// order of MLIR's `TensorLiteralParser`.
    fn element_int(&self, lit: &Literal, ty: Type, offset: usize) -> PResult<BigInt> {
        let (width, signedness) = self.int_info(ty).expect("integer type");
        let neg = match lit {
            Literal::Int(neg, _) => *neg,
            Literal::Float(t) => t.starts_with('-'),
            _ => false,
        };
        if neg && signedness == Signedness::Unsigned {
            return self.err_at(
                offset,
                "expected unsigned integer elements, but parsed negative value",
            );
        }
        match lit {
            Literal::Float(_) => self.err_at(
                offset,
                "expected integer elements, but parsed floating-point",
            ),
            Literal::Bool(_) if width != 1 => {
                self.err_at(offset, "expected i1 type for 'true' or 'false' values")
            }
            Literal::Bool(b) => Ok(BigInt::from(*b).to_int_type(width, signedness)),
            Literal::Int(neg, text) => match self.build_int(*neg, text, ty) {
                Some(v) => Ok(v),
                None => self.err_at(offset, "integer constant out of range for type"),
            },
            // MLIR reads any other token's spelling as a number, and fails.
            _ => self.err_at(offset, "integer constant out of range for type"),
        }
    }

    fn float_bits(&self, lit: &Literal, kind: FloatKind, offset: usize) -> PResult<u128> {
        match lit {
            Literal::Float(t) => {
                let v: f64 = t
                    .parse()
                    .or_else(|_| self.err_at(offset, "invalid floating point literal"))?;
                Ok(encode_f64(kind, v))
            }
            Literal::Int(neg, t) => {
                if let Some(hex) = t.strip_prefix("0x") {
                    if *neg {
                        return self.err_at(
                            offset,
                            "hexadecimal float literal should not have a leading minus",
                        );
                    }
                    let bits = u128::from_str_radix(hex, 16).or_else(|_| {
                        self.err_at(offset, "hexadecimal float constant out of range for type")
                    })?;
                    if kind.width() < 128 && bits >> kind.width() != 0 {
                        return self
                            .err_at(offset, "hexadecimal float constant out of range for type");
                    }
                    return Ok(bits);
                }
                let mut e = self
                    .err_at::<u128>(
                        offset,
                        "unexpected decimal integer literal for a floating point value",
                    )
                    .unwrap_err();
                e.notes.push((
                    offset,
                    "add a trailing dot to make the literal a float".into(),
                ));
                Err(e)
            }
            Literal::Bool(_) | Literal::Str(_) | Literal::Complex(..) => {
                self.err_at(offset, "expected floating point literal")
            }
        }
    }

    fn keyword_attr(&mut self, ty_hint: Option<Type>) -> PResult<Attribute> {
        let word = self.text();
        match word {
            "true" | "false" => {
                let v = word == "true";
                self.advance();
                let i1 = self.ctx.ty(TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                });
                Ok(self.ctx.attr(AttrKind::Integer {
                    ty: i1,
                    value: BigInt::from(v),
                }))
            }
            "unit" => {
                self.advance();
                Ok(self.ctx.attr(AttrKind::Unit))
            }
            "loc" => self.parse_location_spec(),
            "dense" => self.dense_attr(ty_hint),
            "array" => self.dense_array_attr(),
            "dense_resource" => {
                self.advance();
                self.expect(Tok::Less, "'<' after 'dense_resource'")?;
                if !matches!(self.tok.kind, Tok::BareId | Tok::String) {
                    return self.err("expected resource handle");
                }
                let name = if self.at(Tok::String) {
                    String::from_utf8_lossy(&self.string_value()?).into_owned()
                } else {
                    self.text().to_string()
                };
                let handle = self.ctx.symbol(&name);
                self.advance();
                self.expect(Tok::Greater, "'>'")?;
                self.expect(Tok::Colon, "':'")?;
                let off = self.tok.start as usize;
                let ty = self.parse_type()?;
                if self.shaped_info(ty).is_none() {
                    return self.err_at(off, "`dense_resource` expected a shaped type");
                }
                Ok(self.ctx.attr(AttrKind::DenseResource { ty, handle }))
            }
            "sparse" => self.sparse_attr(),
            "affine_map" => {
                self.advance();
                self.expect(Tok::Less, "'<' in affine map")?;
                let map = self.affine_map_body()?;
                self.expect(Tok::Greater, "'>'")?;
                Ok(map)
            }
            "affine_set" => {
                self.advance();
                self.expect(Tok::Less, "'<' in integer set")?;
                let set = self.affine_body(AffineBody::Set)?;
                self.expect(Tok::Greater, "'>'")?;
                Ok(set)
            }
            "strided" => {
                self.advance();
                self.expect(Tok::Less, "'<' after 'strided'")?;
                self.expect(Tok::LSquare, "'['")?;
                let mut strides = Vec::new();
                if !self.eat(Tok::RSquare) {
                    loop {
                        strides.push(self.int_or_dynamic()?);
                        if self.eat(Tok::RSquare) {
                            break;
                        }
                        self.expect(Tok::Comma, "','")?;
                    }
                }
                let mut offset = 0;
                if self.eat(Tok::Comma) {
                    if !self.eat_keyword("offset") {
                        return self.wrong_token("expected 'offset' after comma");
                    }
                    self.expect(Tok::Colon, "':'")?;
                    offset = self.int_or_dynamic()?;
                }
                self.expect(Tok::Greater, "'>'")?;
                Ok(self.ctx.attr(AttrKind::StridedLayout {
                    offset,
                    strides: strides.into(),
                }))
            }
            "distinct" => {
                self.advance();
                self.expect(Tok::LSquare, "'[' after 'distinct'")?;
                if !self.at(Tok::Integer) {
                    return self.err("expected distinct ID");
                }
                let id: u64 = self
                    .text()
                    .parse()
                    .or_else(|_| self.err("expected an unsigned 64-bit integer"))?;
                self.advance();
                self.expect(Tok::RSquare, "']' to close distinct ID")?;
                self.expect(Tok::Less, "'<' after distinct ID")?;
                let referenced = if self.at(Tok::Greater) {
                    self.ctx.attr(AttrKind::Unit)
                } else {
                    self.parse_attribute(None)?
                };
                self.expect(Tok::Greater, "'>' to close distinct attribute")?;
                // Each textual id denotes one distinct attribute in a file.
                if let Some(&prev) = self.distinct_ids.get(&id) {
                    if prev != referenced {
                        let shown = super::printer::attr_to_string(self.ctx, prev);
                        return self.err(format!(
                            "referenced attribute does not match previous definition: {shown}"
                        ));
                    }
                }
                self.distinct_ids.insert(id, referenced);
                Ok(self.ctx.attr(AttrKind::Distinct { id, referenced }))
            }
            // A type attribute, as MLIR's `parseOptionalType` would start
            // one; any other keyword is no attribute at all.
            word if super::parse_type::is_builtin_type_keyword(word) => {
                let t = self.parse_type()?;
                Ok(self.ctx.attr(AttrKind::Type(t)))
            }
            _ => self.wrong_token("expected attribute value"),
        }
    }

    /// `?` or an integer (possibly negative).
    /// A 64-bit integer, or `?` as [`DYNAMIC`](crate::ods::pred::DYNAMIC)
    /// (which no literal can spell: its magnitude is out of range).
    fn int_or_dynamic(&mut self) -> PResult<i64> {
        if self.eat(Tok::Question) {
            return Ok(crate::ods::pred::DYNAMIC);
        }
        let neg = self.eat(Tok::Minus);
        if !self.at(Tok::Integer) {
            return self.err("expected a 64-bit signed integer or '?'");
        }
        let v: i64 = self
            .text()
            .parse()
            .or_else(|_| self.err("integer out of range"))?;
        self.advance();
        Ok(if neg { -v } else { v })
    }

    // ----- dense literals --------------------------------------------------

    /// A tensor literal (`[[1, 2], [3, 4]]`, or one element, or a hex
    /// string): its elements go to `out` in order; returns its shape, empty
    /// for a lone element. A list whose elements differ in shape is refused
    /// right after the first that differs, as MLIR's `TensorLiteralParser`
    /// refuses it.
    fn tensor_literal(&mut self, out: &mut Vec<(Literal, usize)>) -> PResult<Vec<usize>> {
        self.nested(|p| p.tensor_literal_inner(out))
    }

    fn tensor_literal_inner(&mut self, out: &mut Vec<(Literal, usize)>) -> PResult<Vec<usize>> {
        if !self.eat(Tok::LSquare) {
            out.push(self.scalar_literal()?);
            return Ok(Vec::new());
        }
        let mut inner: Option<Vec<usize>> = None;
        let mut size = 0;
        if !self.eat(Tok::RSquare) {
            loop {
                let dims = self.tensor_literal(out)?;
                size += 1;
                match &inner {
                    Some(prev) if *prev != dims => {
                        return self.err(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        )
                    }
                    Some(_) => {}
                    None => inner = Some(dims),
                }
                if self.eat(Tok::RSquare) {
                    break;
                }
                self.expect(Tok::Comma, "']'")?;
            }
        }
        let mut shape = vec![size];
        shape.extend(inner.unwrap_or_default());
        Ok(shape)
    }

    /// A literal and the offset of its token (after any minus sign; the real
    /// part's for a complex literal), where errors about its value point.
    fn scalar_literal(&mut self) -> PResult<(Literal, usize)> {
        if self.eat(Tok::LParen) {
            let (re, offset) = self.scalar_literal()?;
            self.expect(Tok::Comma, "',' between complex elements")?;
            let (im, im_offset) = self.scalar_literal()?;
            self.expect(Tok::RParen, "')' after complex elements")?;
            let lit = Literal::Complex(Box::new(re), Box::new(im), im_offset);
            return Ok((lit, offset));
        }
        let neg = self.eat(Tok::Minus);
        let offset = self.tok.start as usize;
        let lit = match self.tok.kind {
            Tok::Integer => Literal::Int(neg, self.text().to_string()),
            Tok::Float => Literal::Float(if neg {
                format!("-{}", self.text())
            } else {
                self.text().to_string()
            }),
            Tok::BareId if !neg && (self.text() == "true" || self.text() == "false") => {
                Literal::Bool(self.text() == "true")
            }
            Tok::String if !neg => Literal::Str(self.string_value()?.into_owned()),
            _ if neg => return self.err("expected integer or floating point literal"),
            _ => return self.err("expected element literal of primitive type"),
        };
        self.advance();
        Ok((lit, offset))
    }

    /// Element type and static shape of a shaped type.
    /// `(d0, ...)[s0, ...] -> (results)`: an affine map without its
    /// `affine_map<...>` wrapper, as an `AffineMap` attribute.
    pub(crate) fn affine_map_body(&mut self) -> PResult<Attribute> {
        self.affine_body(AffineBody::Map)
    }

    /// An affine map `(dims)[symbols] -> (results)` or an integer set
    /// `(dims)[symbols] : (constraints)`, whichever `want` is: MLIR parses
    /// either, then rejects the other kind at its start.
    fn affine_body(&mut self, want: AffineBody) -> PResult<Attribute> {
        let start = self.tok.start as usize;
        let (dims, symbols) = self.affine_dims_and_symbols()?;
        let (attr, got) = if self.eat(Tok::Arrow) {
            // MLIR's `parseCommaSeparatedList` and its context.
            self.expect(Tok::LParen, "'(' in affine map range")?;
            let mut results = Vec::new();
            if !self.eat(Tok::RParen) {
                loop {
                    results.push(self.affine_expr(&mut AffineIds::declared(&dims, &symbols))?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RParen, "')' in affine map range")?;
            }
            let map = AttrKind::AffineMap {
                dims: dims.len() as u32,
                symbols: symbols.len() as u32,
                results: results.into(),
            };
            (map, AffineBody::Map)
        } else {
            self.expect(Tok::Colon, "'->' or ':'")?;
            // MLIR's `parseCommaSeparatedList` and its context.
            self.expect(Tok::LParen, "'(' in integer set constraint list")?;
            let mut constraints = Vec::new();
            if !self.eat(Tok::RParen) {
                loop {
                    constraints
                        .push(self.affine_constraint(&mut AffineIds::declared(&dims, &symbols))?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RParen, "')' in integer set constraint list")?;
            }
            // MLIR stands the set with no constraint for `0 == 0`.
            if constraints.is_empty() {
                constraints.push((AffineExpr::Constant(0), true));
            }
            let set = AttrKind::IntegerSet {
                dims: dims.len() as u32,
                symbols: symbols.len() as u32,
                constraints: constraints.into(),
            };
            (set, AffineBody::Set)
        };
        match (want, got) {
            (AffineBody::Map, AffineBody::Set) => {
                self.err_at(start, "expected AffineMap, but got IntegerSet")
            }
            (AffineBody::Set, AffineBody::Map) => {
                self.err_at(start, "expected IntegerSet, but got AffineMap")
            }
            _ => Ok(self.ctx.attr(attr)),
        }
    }

    pub(crate) fn shaped_info(&self, ty: Type) -> Option<(Type, Vec<i64>)> {
        match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::MemRef { shape, element, .. } => {
                Some((*element, shape.iter().map(|d| d.unwrap_or(-1)).collect()))
            }
            TypeKind::Vector { shape, element, .. } => Some((*element, shape.to_vec())),
            _ => None,
        }
    }

    /// `dense<literal> : type`. Errors about the literal against the type
    /// point at `dense`, as MLIR's do.
    /// `dense<literal> : type`; the type is the caller's when it gives one
    /// (MLIR's `parseDenseElementsAttr(Type)`, as `memref.global` reads
    /// its initial value), with no `:` then.
    fn dense_attr(&mut self, ty_hint: Option<Type>) -> PResult<Attribute> {
        let at = self.tok.start as usize;
        self.advance();
        self.expect(Tok::Less, "'<' after 'dense'")?;
        let mut leaves = Vec::new();
        let lit_shape = if self.at(Tok::Greater) {
            None
        } else {
            Some(self.tensor_literal(&mut leaves)?)
        };
        self.expect(Tok::Greater, "'>'")?;
        let ty_offset = self.tok.start as usize;
        let ty = match ty_hint {
            Some(ty) => ty,
            None => {
                self.expect(Tok::Colon, "':'")?;
                self.parse_type()?
            }
        };
        let Some((elem, shape)) = self.shaped_info(ty) else {
            return self.err_at(at, "elements literal must be a shaped type");
        };
        if shape.iter().any(|&d| d < 0) {
            return self.err_at(at, "elements literal type must have static shape");
        }
        let Some(count) = shape
            .iter()
            .try_fold(1usize, |n, &d| n.checked_mul(d as usize))
        else {
            return self.err_at(ty_offset, "dense elements type has too many elements");
        };
        // A hex string holds the raw little-endian data.
        if let (Some([]), [(Literal::Str(s), off)]) = (lit_shape.as_deref(), leaves.as_slice()) {
            if s.starts_with(b"0x")
                && !matches!(self.ctx.type_kind(elem), TypeKind::Opaque { .. })
                && self.is_numeric_element(elem)
            {
                let (s, off) = (s.clone(), *off);
                return self.dense_from_hex(&s, ty, elem, count, (off, at));
            }
        }
        // A lone element (not `dense<>`) is a splat.
        let splat = matches!(lit_shape.as_deref(), Some([]));
        if let Some(lit_shape) = lit_shape.filter(|s| !s.is_empty()) {
            if lit_shape
                .iter()
                .map(|&d| d as i64)
                .ne(shape.iter().copied())
            {
                let got: Vec<String> = lit_shape.iter().map(|d| d.to_string()).collect();
                let want: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
                let message = format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    got.join(", "),
                    want.join(", ")
                );
                return self.err_at(at, message);
            }
        }
        if leaves.is_empty() && count != 0 {
            let message = format!(
                "parsed zero elements, but type ('{}') expected at least 1",
                self.type_str(ty)
            );
            return self.err_at(at, message);
        }
        // MLIR counts the parts of complex literals: two per element.
        if let TypeKind::Complex(_) = self.ctx.type_kind(elem) {
            let parts: usize = leaves
                .iter()
                .map(|(l, _)| 1 + usize::from(matches!(l, Literal::Complex(..))))
                .sum();
            let expected = if splat && count != 0 {
                Some((2, elem))
            } else {
                (!splat).then_some((2 * count, ty))
            };
            if let Some((n, of)) = expected.filter(|&(n, _)| n != parts) {
                let message = format!(
                    "parsed {parts} elements, but type ('{}') expected {n} elements",
                    self.type_str(of)
                );
                return self.err_at(at, message);
            }
        }
        let data = self.dense_data(&leaves, elem, at)?;
        Ok(self.make_dense(ty, data, splat || count == 1 && leaves.len() == 1))
    }

    /// A dense attribute; all-equal elements become a splat, as MLIR does.
    fn make_dense(&mut self, ty: Type, data: DenseData, splat: bool) -> Attribute {
        let (data, splat) = if splat {
            (data, true)
        } else {
            detect_splat(data)
        };
        self.ctx.attr(AttrKind::DenseElements {
            ty,
            data,
            splat,
            i1_padding: 0,
        })
    }

    fn is_numeric_element(&self, elem: Type) -> bool {
        match self.ctx.type_kind(elem) {
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => true,
            TypeKind::Complex(e) => self.is_numeric_element(*e),
            _ => false,
        }
    }

    fn dense_from_hex(
        &mut self,
        s: &[u8],
        ty: Type,
        elem: Type,
        count: usize,
        (offset, attr_offset): (usize, usize),
    ) -> PResult<Attribute> {
        let hex = &s[2..];
        if !hex.len().is_multiple_of(2) || !hex.iter().all(|c| c.is_ascii_hexdigit()) {
            return self.err_at(
                offset,
                "expected string containing hex digits starting with `0x`",
            );
        }
        let bytes: Vec<u8> = hex
            .chunks(2)
            .map(|c| u8::from_str_radix(std::str::from_utf8(c).unwrap(), 16).unwrap())
            .collect();
        // MLIR's rule for raw data: one element's worth is a splat (so is
        // anything for a single-element type), otherwise one element's worth
        // per element; `i1` elements are packed eight to a byte, and a single
        // byte of all zeros or all ones is a splat.
        // `i0` stores nothing: only empty data fits it.
        let bits = self.ctx.dense_storage_bits(elem) as usize;
        let is_bool = bits == 1;
        let stride = bits.div_ceil(8);
        let valid = if is_bool {
            (bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF))
                || bytes.len() == count.div_ceil(8)
        } else {
            bytes.len() == stride || Some(bytes.len()) == stride.checked_mul(count)
        };
        if !valid {
            let message = format!(
                "elements hex data size is invalid for provided type: '{}'",
                self.type_str(ty)
            );
            // At the attribute, as MLIR's getHexAttr reports it.
            return self.err_at(attr_offset, message);
        }
        let splat = bits != 0
            && (count == 1
                || if is_bool {
                    bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF)
                } else {
                    bytes.len() == stride
                });
        let n = if splat { 1 } else { count };
        let read = |i: usize, width: usize| -> u128 {
            let mut v = 0u128;
            for b in (0..width).rev() {
                v = (v << 8) | bytes[i * width + b] as u128;
            }
            v
        };
        let read_int = |i: usize, width: usize, (w, s): (u32, Signedness)| {
            BigInt::from_le_bytes(&bytes[i * width..(i + 1) * width]).to_int_type(w, s)
        };
        let data = match self.ctx.type_kind(elem).clone() {
            TypeKind::Float(k) => {
                DenseData::Floats((0..n).map(|i| read(i, stride) & mask(k.width())).collect())
            }
            TypeKind::Complex(e) => {
                let half = stride / 2;
                match self.ctx.type_kind(e).clone() {
                    TypeKind::Float(_) => DenseData::ComplexFloats(
                        (0..n)
                            .map(|i| (read(2 * i, half), read(2 * i + 1, half)))
                            .collect(),
                    ),
                    _ => {
                        let info = self.int_info(e).unwrap_or((64, Signedness::Signless));
                        DenseData::ComplexInts(
                            (0..n)
                                .map(|i| {
                                    (read_int(2 * i, half, info), read_int(2 * i + 1, half, info))
                                })
                                .collect(),
                        )
                    }
                }
            }
            _ if is_bool && n == count && count > 1 => {
                let (w, s) = self.int_info(elem).unwrap_or((1, Signedness::Signless));
                let data = DenseData::Ints(
                    (0..n)
                        .map(|i| BigInt::from((bytes[i / 8] >> (i % 8)) & 1).to_int_type(w, s))
                        .collect(),
                );
                // MLIR keeps the packed bytes, bits past the last element
                // included; data with such bits set is never a splat.
                let odd = count % 8;
                let i1_padding = if odd == 0 {
                    0
                } else {
                    bytes[bytes.len() - 1] >> odd
                };
                if i1_padding != 0 {
                    return Ok(self.ctx.attr(AttrKind::DenseElements {
                        ty,
                        data,
                        splat: false,
                        i1_padding,
                    }));
                }
                data
            }
            _ => {
                let info = self.int_info(elem).unwrap_or((64, Signedness::Signless));
                DenseData::Ints((0..n).map(|i| read_int(i, stride, info)).collect())
            }
        };
        Ok(self.make_dense(ty, data, splat))
    }

    /// Typed element data from literals; `at` is where a literal that is
    /// not a string, for string elements, is reported.
    fn dense_data(
        &mut self,
        leaves: &[(Literal, usize)],
        elem: Type,
        at: usize,
    ) -> PResult<DenseData> {
        Ok(match self.ctx.type_kind(elem).clone() {
            TypeKind::Float(k) => DenseData::Floats(
                leaves
                    .iter()
                    .map(|(l, o)| self.float_bits(l, k, *o))
                    .collect::<PResult<Vec<_>>>()?
                    .into(),
            ),
            TypeKind::Integer { .. } | TypeKind::Index => DenseData::Ints(
                leaves
                    .iter()
                    .map(|(l, o)| self.element_int(l, elem, *o))
                    .collect::<PResult<Vec<_>>>()?
                    .into(),
            ),
            TypeKind::Complex(e) => {
                let is_float = matches!(self.ctx.type_kind(e), TypeKind::Float(_));
                let mut ints = Vec::new();
                let mut floats = Vec::new();
                for (l, o) in leaves {
                    let Literal::Complex(re, im, im_offset) = l else {
                        return self.err_at(*o, "expected complex literal");
                    };
                    if is_float {
                        let TypeKind::Float(k) = *self.ctx.type_kind(e) else {
                            unreachable!()
                        };
                        floats.push((
                            self.float_bits(re, k, *o)?,
                            self.float_bits(im, k, *im_offset)?,
                        ));
                    } else {
                        ints.push((
                            self.element_int(re, e, *o)?,
                            self.element_int(im, e, *im_offset)?,
                        ));
                    }
                }
                if is_float {
                    DenseData::ComplexFloats(floats.into())
                } else {
                    DenseData::ComplexInts(ints.into())
                }
            }
            _ => DenseData::Strings(
                leaves
                    .iter()
                    .map(|(l, _)| match l {
                        Literal::Str(s) => Ok(s.clone().into_boxed_slice()),
                        _ => {
                            self.err_at(at, format!("expected string token, got {}", l.spelling()))
                        }
                    })
                    .collect::<PResult<Vec<_>>>()?
                    .into(),
            ),
        })
    }

    fn dense_array_attr(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(Tok::Less, "'<' after 'array'")?;
        let offset = self.tok.start as usize;
        let element = self.parse_type()?;
        // Elements are stored by the byte: `i1` or whole-byte widths.
        let width = match self.ctx.type_kind(element) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Float(k) => k.width(),
            _ => {
                let message = format!(
                    "expected integer or float type, got: '{}'",
                    self.type_str(element)
                );
                return self.err_at(offset, message);
            }
        };
        let is_i1 = matches!(
            self.ctx.type_kind(element),
            TypeKind::Integer { width: 1, .. }
        );
        if !is_i1 && !width.is_multiple_of(8) {
            return self.err_at(offset, "element type bitwidth must be a multiple of 8");
        }
        let mut ints = Vec::new();
        let mut floats = Vec::new();
        if !self.eat(Tok::Greater) {
            self.expect(Tok::Colon, "':' after dense array type")?;
            loop {
                match self.ctx.type_kind(element) {
                    TypeKind::Float(k) => floats.push(self.dense_array_float(*k)?),
                    _ => ints.push(self.dense_array_int(element)?),
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Greater, "'>' to close an array attribute")?;
        }
        let data = match self.ctx.type_kind(element) {
            TypeKind::Float(_) => DenseData::Floats(floats.into()),
            _ => DenseData::Ints(ints.into()),
        };
        Ok(self.ctx.attr(AttrKind::DenseArray { element, data }))
    }

    /// One element of an integer dense array, as MLIR's
    /// `DenseArrayElementParser` reads it: a wrong value is reported past
    /// its literal.
    fn dense_array_int(&mut self, ty: Type) -> PResult<BigInt> {
        let (width, signedness) = self.int_info(ty).expect("integer type");
        let neg = self.eat(Tok::Minus);
        match self.tok.kind {
            Tok::BareId if matches!(self.text(), "true" | "false") => {
                if width != 1 {
                    return self.err("expected i1 type for 'true' or 'false' values");
                }
                let value = self.text() == "true";
                self.advance();
                Ok(BigInt::from(value).to_int_type(width, signedness))
            }
            Tok::Integer => {
                let text = self.text().to_string();
                self.advance();
                if width == 1 {
                    return self.err("expected 'true' or 'false' values for i1 type");
                }
                match self.build_int(neg, &text, ty) {
                    Some(v) => Ok(v),
                    None => self.err("integer constant out of range"),
                }
            }
            _ => self.err("expected integer literal"),
        }
    }

    /// One element of a float dense array.
    fn dense_array_float(&mut self, kind: FloatKind) -> PResult<u128> {
        let neg = self.eat(Tok::Minus);
        let offset = self.tok.start as usize;
        let lit = match self.tok.kind {
            Tok::Integer => Literal::Int(neg, self.text().to_string()),
            Tok::Float if neg => Literal::Float(format!("-{}", self.text())),
            Tok::Float => Literal::Float(self.text().to_string()),
            _ => return self.err("expected floating point literal"),
        };
        let bits = self.float_bits(&lit, kind, offset)?;
        self.advance();
        Ok(bits)
    }

    /// `sparse<indices, values> : type`, checked as `SparseElementsAttr`
    /// checks it: `indices` is one index (a splat) or `n x rank`, `values`
    /// one value or `n`, and every index lies within the shape.
    fn sparse_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start as usize;
        self.advance();
        // Capitalized in MLIR's message.
        if !self.eat(Tok::Less) {
            return self.wrong_token("Expected '<' after 'sparse'");
        }
        let (mut ilist, mut vlist) = (Vec::new(), Vec::new());
        let (ishape, vshape) = if self.eat(Tok::Greater) {
            (None, None)
        } else {
            let ioffset = self.tok.start as usize;
            let i = self.tensor_literal(&mut ilist)?;
            self.expect(Tok::Comma, "','")?;
            let voffset = self.tok.start as usize;
            let v = self.tensor_literal(&mut vlist)?;
            self.expect(Tok::Greater, "'>'")?;
            (Some((i, ioffset)), Some((v, voffset)))
        };
        self.expect(Tok::Colon, "':'")?;
        let ty = self.parse_type()?;
        let Some((elem, shape)) = self.shaped_info(ty) else {
            return self.err_at(start, "elements literal must be a shaped type");
        };
        if shape.iter().any(|&d| d < 0) {
            return self.err_at(start, "elements literal type must have static shape");
        }
        let rank = shape.len();
        let (ishape, ioffset) = ishape.unwrap_or((vec![0, rank], start));
        let (vshape, voffset) = vshape.unwrap_or((vec![0], start));
        let ishape = if ishape.is_empty() {
            vec![1, rank]
        } else {
            ishape
        };
        let vshape = if vshape.is_empty() {
            vec![ishape[0]]
        } else {
            vshape
        };
        if vshape.len() != 1 {
            return self.err_at(start, "expected 1-d tensor for sparse element values");
        }
        let indices_fit = match ishape.len() {
            2 => ishape[1] == rank,
            1 => rank == 1,
            _ => false,
        };
        if !indices_fit || ishape[0] != vshape[0] {
            let list = |v: &[usize]| {
                v.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let expected: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            let message = format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                expected.join(", "),
                list(&ishape),
                list(&vshape)
            );
            return self.err_at(start, message);
        }
        let i64t = self.ctx.ty(TypeKind::Integer {
            width: 64,
            signedness: Signedness::Signless,
        });
        let idata = self.dense_data(&ilist, i64t, ioffset)?;
        if let DenseData::Ints(values) = &idata {
            let count = ishape[0];
            for n in 0..count {
                // Indices are `i64`s, so they fit.
                let index: Vec<i128> = (0..rank)
                    .map(|d| {
                        values
                            .get(n * rank + d)
                            .or(values.first())
                            .map_or(0, BigInt::low_i128)
                    })
                    .collect();
                if index
                    .iter()
                    .zip(&shape)
                    .any(|(&i, &dim)| i < 0 || i >= dim as i128)
                {
                    let shown: Vec<String> = index.iter().map(|i| i.to_string()).collect();
                    let message = format!(
                        "sparse index #{n} is not contained within the value shape, with index=[{}], and type='{}'",
                        shown.join(", "),
                        self.type_str(ty)
                    );
                    return self.err_at(start, message);
                }
                if ilist.len() <= 1 {
                    break;
                }
            }
        }
        let tensor = |p: &mut Self, dims: &[usize], element: Type| {
            p.ctx.ty(TypeKind::RankedTensor {
                shape: dims.iter().map(|&d| Some(d as i64)).collect(),
                element,
                encoding: None,
            })
        };
        let ity = tensor(self, &ishape, i64t);
        let vty = tensor(self, &vshape, elem);
        let vdata = self.dense_data(&vlist, elem, voffset)?;
        // One element, or one given for all, is a splat.
        let indices = self.make_dense(ity, idata, ilist.len() == 1);
        let values = self.make_dense(vty, vdata, vlist.len() == 1);
        Ok(self.ctx.attr(AttrKind::Sparse {
            ty,
            indices,
            values,
        }))
    }

    // ----- affine ----------------------------------------------------------------

    fn affine_dims_and_symbols(&mut self) -> PResult<(Vec<String>, Vec<String>)> {
        let dims = self.affine_id_list(Tok::LParen, Tok::RParen, &[])?;
        let symbols = if self.at(Tok::LSquare) {
            self.affine_id_list(Tok::LSquare, Tok::RSquare, &dims)?
        } else {
            Vec::new()
        };
        Ok((dims, symbols))
    }

    /// Identifiers between `open` and `close` (dimensions in parentheses,
    /// symbols in brackets), none of them already in `earlier` or in the
    /// list; errors worded as MLIR's `parseCommaSeparatedList` words them.
    fn affine_id_list(
        &mut self,
        open: Tok,
        close: Tok,
        earlier: &[String],
    ) -> PResult<Vec<String>> {
        let (open_text, close_text) = match open {
            Tok::LParen => (
                "'(' in dimensional identifier list",
                "')' in dimensional identifier list",
            ),
            _ => ("'[' in symbol list", "']' in symbol list"),
        };
        self.expect(open, open_text)?;
        let mut ids: Vec<String> = Vec::new();
        if self.eat(close) {
            return Ok(ids);
        }
        loop {
            if !self.at(Tok::BareId) {
                return self.wrong_token("expected bare identifier");
            }
            let id = self.text();
            if earlier.iter().chain(ids.iter()).any(|e| e == id) {
                return self.err(format!("redefinition of identifier '{id}'"));
            }
            ids.push(id.to_string());
            self.advance();
            if !self.eat(Tok::Comma) {
                self.expect(close, close_text)?;
                return Ok(ids);
            }
        }
    }

    /// `a >= b`, `a <= b` or `a == b`, as MLIR's `parseAffineConstraint`
    /// keeps it: the difference, compared with zero.
    fn affine_constraint(&mut self, ids: &mut AffineIds<'_>) -> PResult<(AffineExpr, bool)> {
        let lhs = self.affine_expr(ids)?;
        // Each arm consumes what it matched even when it then fails, as
        // MLIR's `consumeIf` chain does: the error points past it.
        if self.eat(Tok::Greater) && self.eat(Tok::Equal) {
            Ok((lhs - self.affine_expr(ids)?, false))
        } else if self.eat(Tok::Less) && self.eat(Tok::Equal) {
            Ok((self.affine_expr(ids)? - lhs, false))
        } else if self.eat(Tok::Equal) && self.eat(Tok::Equal) {
            Ok((lhs - self.affine_expr(ids)?, true))
        } else {
            self.err("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
        }
    }

    pub(crate) fn affine_expr(&mut self, ids: &mut AffineIds<'_>) -> PResult<AffineExpr> {
        self.nested(|p| p.affine_sum(ids))
    }

    /// Terms joined by `+` and `-`.
    fn affine_sum(&mut self, ids: &mut AffineIds<'_>) -> PResult<AffineExpr> {
        let mut lhs = self.affine_term(ids, false)?;
        loop {
            if self.eat(Tok::Plus) {
                lhs = lhs + self.affine_term(ids, true)?;
            } else if self.eat(Tok::Minus) {
                lhs = lhs - self.affine_term(ids, true)?;
            } else {
                break;
            }
        }
        Ok(lhs)
    }

    /// A product or quotient; `right` when it is the right operand of a
    /// `+` or `-` (for MLIR's "missing right operand" error).
    fn affine_term(&mut self, ids: &mut AffineIds<'_>, right: bool) -> PResult<AffineExpr> {
        let mut lhs = self.affine_factor(ids, right)?;
        loop {
            let op_at = self.tok.start as usize;
            let op = if self.eat(Tok::Star) {
                0
            } else if self.eat_keyword("floordiv") {
                1
            } else if self.eat_keyword("ceildiv") {
                2
            } else if self.eat_keyword("mod") {
                3
            } else {
                return Ok(lhs);
            };
            let rhs = self.affine_factor(ids, true)?;
            // MLIR builds the operation when it meets the next operator of
            // the chain, and reports there (or at this one, at the end).
            let next_op = matches!(self.tok.kind, Tok::Star)
                || ["floordiv", "ceildiv", "mod"]
                    .iter()
                    .any(|k| self.at_keyword(k));
            let op_at = if next_op {
                self.tok.start as usize
            } else {
                op_at
            };
            // Affine means linear in the dimensions: a product needs a factor
            // without dimensions, a division a divisor without them.
            if op == 0 && lhs.has_dims() && rhs.has_dims() {
                return self.err_at(
                    op_at,
                    "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                );
            }
            if op != 0 && rhs.has_dims() {
                let name = ["", "floordiv", "ceildiv", "mod"][op];
                return self.err_at(
                    op_at,
                    format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"),
                );
            }
            lhs = match op {
                0 => lhs * rhs,
                1 => lhs.floor_div(rhs),
                2 => lhs.ceil_div(rhs),
                _ => lhs.modulo(rhs),
            };
        }
    }

    /// An operand: `right` when an operator precedes it.
    fn affine_factor(&mut self, ids: &mut AffineIds<'_>, right: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::LParen => {
                self.advance();
                let e = self.affine_expr(ids)?;
                self.expect(Tok::RParen, "')'")?;
                Ok(e)
            }
            Tok::Minus => {
                self.advance();
                Ok(-self.affine_factor(ids, right)?)
            }
            Tok::Integer => {
                let v: i64 = self
                    .text()
                    .parse()
                    .or_else(|_| self.err("constant too large for index"))?;
                self.advance();
                Ok(AffineExpr::Constant(v))
            }
            // Where SSA ids are not allowed, MLIR's `parseSSAIdExpr` reports
            // the one it meets.
            Tok::PercentId => self.ssa_id_expr(ids, false),
            Tok::BareId if matches!(ids, AffineIds::Ssa(_)) && self.at_keyword("symbol") => {
                self.advance();
                self.expect(Tok::LParen, "'(' at start of SSA symbol")?;
                let e = self.ssa_id_expr(ids, true)?;
                self.expect(Tok::RParen, "')' at end of SSA symbol")?;
                Ok(e)
            }
            Tok::BareId => {
                let name = self.text();
                let e = match ids {
                    AffineIds::Declared { dims, syms } => {
                        if let Some(i) = dims.iter().position(|d| d == name) {
                            AffineExpr::Dim(i as u32)
                        } else if let Some(i) = syms.iter().position(|d| d == name) {
                            AffineExpr::Symbol(i as u32)
                        } else {
                            return self.wrong_token("use of undeclared identifier");
                        }
                    }
                    AffineIds::Ssa(_) => return self.wrong_token("use of undeclared identifier"),
                };
                self.advance();
                Ok(e)
            }
            _ if right => self.err("missing right operand of binary operator"),
            Tok::Plus | Tok::Star => self.err("missing left operand of binary operator"),
            _ => self.err("expected affine expression"),
        }
    }

    /// `%x` as a dimension, or as a symbol with `symbol`: the dimension or
    /// symbol it already is when it occurred before (MLIR's
    /// `parseSSAIdExpr`), else the next one.
    fn ssa_id_expr(&mut self, ids: &mut AffineIds<'_>, symbol: bool) -> PResult<AffineExpr> {
        let AffineIds::Ssa(ssa) = ids else {
            return self.wrong_token("unexpected ssa identifier");
        };
        // Looked up by the name alone, as MLIR 22 keys them by the token's
        // spelling: a second `%x#1` is `%x#0` again, and its `#1` is left
        // for the list to reject.
        if self.at(Tok::PercentId) {
            let name = self.text();
            let same = |id: &SsaId| id.name == name;
            let known = match ssa.dims.iter().position(same) {
                Some(i) => Some(AffineExpr::Dim(i as u32)),
                None => ssa
                    .symbols
                    .iter()
                    .position(same)
                    .map(|i| AffineExpr::Symbol(i as u32)),
            };
            if let Some(e) = known {
                self.advance();
                return Ok(e);
            }
        }
        let (name, number, offset) = self.parse_value_ref(true)?;
        let id = SsaId {
            name: name.to_string(),
            number,
            offset,
        };
        Ok(if symbol {
            ssa.symbols.push(id);
            AffineExpr::Symbol(ssa.symbols.len() as u32 - 1)
        } else {
            ssa.dims.push(id);
            AffineExpr::Dim(ssa.dims.len() as u32 - 1)
        })
    }

    // ----- locations -------------------------------------------------------------

    /// `loc(...)` as an attribute: an alias inside must be defined already.
    pub(crate) fn parse_location_spec(&mut self) -> PResult<Attribute> {
        self.expect_keyword("loc")?;
        self.expect(Tok::LParen, "'(' in inline location")?;
        let l = self.location_instance()?;
        self.expect(Tok::RParen, "')' in inline location")?;
        Ok(l)
    }

    /// `loc(...)` of an operation or a block argument. Only here may the
    /// location be a bare alias defined later in the file (MLIR's
    /// `parseLocationAlias`); it is resolved at the end of the file. Any
    /// other alias, here or inside an alias definition, must already be
    /// defined, which also rules out cyclic locations.
    pub(crate) fn trailing_location_spec(&mut self) -> PResult<Attribute> {
        self.expect_keyword("loc")?;
        self.expect(Tok::LParen, "'(' in location")?;
        let l = if self.at(Tok::HashId) && !self.text().contains('.') {
            self.location_alias()
        } else {
            self.location_instance()
        }?;
        self.expect(Tok::RParen, "')' in location")?;
        Ok(l)
    }

    /// `#alias` as a whole trailing location: the alias now, or a marker
    /// that [`Parser::resolve_deferred_locs_in`] replaces.
    fn location_alias(&mut self) -> PResult<Attribute> {
        let name = self.text()[1..].to_string();
        let offset = self.tok.start as usize;
        self.advance();
        if let Some(&a) = self.attr_aliases.get(&name) {
            if !self.ctx.attr_kind(a).is_location() {
                let shown = super::printer::attr_to_string(self.ctx, a);
                return self.err_at(offset, format!("expected location, but found '{shown}'"));
            }
            return Ok(a);
        }
        self.deferred_locs.push(DeferredLoc {
            name: name.clone(),
            offset,
        });
        let dialect = self.ctx.symbol(DEFERRED_LOC_DIALECT);
        Ok(self.ctx.attr(AttrKind::Opaque {
            dialect,
            data: name.into(),
            ty: None,
        }))
    }

    fn location_instance(&mut self) -> PResult<Attribute> {
        self.nested(Self::location_instance_inner)
    }

    fn location_instance_inner(&mut self) -> PResult<Attribute> {
        match self.tok.kind {
            Tok::HashId => {
                let a = self.hash_attr()?;
                if !self.ctx.attr_kind(a).is_location() {
                    // MLIR streams the attribute right after the text.
                    let shown = super::printer::attr_to_string(self.ctx, a);
                    return self.err(format!("expected location attribute, but got{shown}"));
                }
                Ok(a)
            }
            Tok::String => {
                let s = self.string_value()?;
                let name = self.ctx.symbol(&String::from_utf8_lossy(&s));
                self.advance();
                if self.eat(Tok::Colon) {
                    // `"file":line`, `"file":line:col`, then maybe a range
                    // end `to :col` or `to line:col`; a range that ends
                    // where it starts is a plain position.
                    let line = self.loc_int("line")?;
                    let mut col = 0;
                    let mut end = None;
                    let mut file = name;
                    if self.eat(Tok::Colon) {
                        col = self.loc_int("column")?;
                        if s.is_empty() && !self.at_keyword("to") {
                            // MLIR's FileLineColLoc::get names an unnamed
                            // file "-" (not so for lines or ranges).
                            file = self.ctx.symbol("-");
                        }
                        if self.eat_keyword("to") {
                            const POST_TO: &str =
                                "expected either integer or `:` post `to` in FileLineColRange";
                            if self.eat(Tok::Colon) {
                                end = Some((line, self.loc_int("column")?));
                            } else if self.at(Tok::Integer) {
                                let l2 = self.loc_int("line")?;
                                if !self.eat(Tok::Colon) {
                                    return self.wrong_token(POST_TO);
                                }
                                end = Some((l2, self.loc_int("column")?));
                            } else {
                                return self.wrong_token(POST_TO);
                            }
                        }
                    }
                    if end == Some((line, col)) {
                        end = None;
                    }
                    return Ok(self.ctx.attr(AttrKind::FileLineColLoc {
                        file,
                        line,
                        col,
                        end,
                    }));
                }
                let child = if self.eat(Tok::LParen) {
                    let c = self.location_instance()?;
                    self.expect(Tok::RParen, "')' after child location")?;
                    Some(c)
                } else {
                    None
                };
                Ok(self.ctx.attr(AttrKind::NameLoc { name, child }))
            }
            Tok::BareId => match self.text() {
                "unknown" => {
                    self.advance();
                    Ok(self.ctx.unknown_loc())
                }
                "callsite" => {
                    self.advance();
                    self.expect(Tok::LParen, "'(' in callsite location")?;
                    let callee = self.location_instance()?;
                    if !self.eat_keyword("at") {
                        return self.wrong_token("expected 'at' in callsite location");
                    }
                    let caller = self.location_instance()?;
                    self.expect(Tok::RParen, "')' in callsite location")?;
                    Ok(self.ctx.attr(AttrKind::CallSiteLoc { callee, caller }))
                }
                "fused" => {
                    self.advance();
                    let mut metadata = None;
                    if self.eat(Tok::Less) {
                        metadata = Some(self.parse_attribute(None)?);
                        self.expect(Tok::Greater, "'>' after fused location metadata")?;
                    }
                    self.expect(Tok::LSquare, "'[' in fused location")?;
                    let mut locs = Vec::new();
                    if !self.eat(Tok::RSquare) {
                        loop {
                            locs.push(self.location_instance()?);
                            if self.eat(Tok::RSquare) {
                                break;
                            }
                            self.expect(Tok::Comma, "']' in fused location")?;
                        }
                    }
                    Ok(self.ctx.fused_loc(&locs, metadata))
                }
                _ => self.wrong_token("expected location instance"),
            },
            _ => self.wrong_token("expected location instance"),
        }
    }

    /// The line or column (`what`) of a file location, a 32-bit integer.
    fn loc_int(&mut self, what: &str) -> PResult<u32> {
        let message = || format!("expected integer {what} number in FileLineColRange");
        if !self.at(Tok::Integer) {
            return self.wrong_token(message());
        }
        let v = self.text().parse().or_else(|_| self.err(message()))?;
        self.advance();
        Ok(v)
    }

    /// Replaces location aliases used before their definition.
    pub(crate) fn resolve_deferred_locs_in(&mut self, top: OpId) -> PResult<()> {
        if self.deferred_locs.is_empty() {
            return Ok(());
        }
        for d in &self.deferred_locs {
            match self.attr_aliases.get(&d.name) {
                Some(&a) if self.ctx.attr_kind(a).is_location() => {}
                Some(&a) => {
                    let shown = super::printer::attr_to_string(self.ctx, a);
                    return self
                        .err_at(d.offset, format!("expected location, but found '{shown}'"));
                }
                None => return self.err_at(d.offset, "operation location alias was never defined"),
            }
        }
        let mut ops = Vec::new();
        self.ctx
            .walk(top, crate::WalkOrder::PreOrder, &mut |o| ops.push(o));
        for op in ops {
            let loc = self.ctx.op_loc(op);
            let new = self.resolve_deferred_loc(loc);
            self.ctx.set_op_loc(op, new);
            let regions = self.ctx.regions(op).to_vec();
            for r in regions {
                for b in self.ctx.blocks(r).to_vec() {
                    let n = self.ctx.num_block_args(b);
                    for i in 0..n {
                        let l = self.ctx.block_arg_loc(b, i);
                        let nl = self.resolve_deferred_loc(l);
                        self.set_arg_loc(b, i as u32, nl)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// The alias a deferred marker stands for, or `loc` itself. Markers are
    /// only ever whole locations and aliases never hold one, so there is
    /// nothing to substitute deeper down.
    fn resolve_deferred_loc(&self, loc: Attribute) -> Attribute {
        match self.ctx.attr_kind(loc) {
            AttrKind::Opaque { dialect, data, .. }
                if self.ctx.symbol_str(*dialect) == DEFERRED_LOC_DIALECT =>
            {
                self.attr_aliases[&**data]
            }
            _ => loc,
        }
    }
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Collapses all-equal elements into one (a splat).
pub(crate) fn detect_splat(data: DenseData) -> (DenseData, bool) {
    fn all_eq<T: PartialEq + Clone>(v: &[T]) -> Option<T> {
        let first = v.first()?;
        (v.len() > 1 && v.iter().all(|x| x == first)).then(|| first.clone())
    }
    match &data {
        DenseData::Ints(v) => {
            all_eq(v).map_or((data, false), |x| (DenseData::Ints(vec![x].into()), true))
        }
        DenseData::Floats(v) => {
            all_eq(v).map_or((data, false), |x| (DenseData::Floats(vec![x].into()), true))
        }
        DenseData::ComplexInts(v) => all_eq(v).map_or((data, false), |x| {
            (DenseData::ComplexInts(vec![x].into()), true)
        }),
        DenseData::ComplexFloats(v) => all_eq(v).map_or((data, false), |x| {
            (DenseData::ComplexFloats(vec![x].into()), true)
        }),
        DenseData::Strings(v) => all_eq(v).map_or((data, false), |x| {
            (DenseData::Strings(vec![x].into()), true)
        }),
    }
}

/// The keywords that start a builtin attribute where MLIR's
/// `parseOptionalAttribute` reads one: not `array`, `distinct` or
/// `strided`, which it leaves to the type parse (and so to the caller).
const ATTRIBUTE_KEYWORDS: &[&str] = &[
    "affine_map",
    "affine_set",
    "dense",
    "dense_resource",
    "false",
    "loc",
    "sparse",
    "true",
    "unit",
];

/// What an affine expression's identifiers name.
pub(crate) enum AffineIds<'n> {
    /// The dimensions and symbols a map or set declared, `(d0)[s0]`.
    Declared {
        dims: &'n [String],
        syms: &'n [String],
    },
    /// SSA values, `%i` a dimension and `symbol(%n)` a symbol (an op's
    /// subscripts, MLIR's `parseAffineMapOfSSAIds`).
    Ssa(&'n mut SsaIds),
}

impl<'n> AffineIds<'n> {
    fn declared(dims: &'n [String], syms: &'n [String]) -> Self {
        AffineIds::Declared { dims, syms }
    }
}

/// The SSA values an affine expression of SSA ids names, in the order
/// they first occur.
#[derive(Default)]
pub(crate) struct SsaIds {
    pub(crate) dims: Vec<SsaId>,
    pub(crate) symbols: Vec<SsaId>,
}

impl SsaIds {
    /// The operands of the dimensions, and of the symbols.
    pub(crate) fn into_operands(self) -> (Vec<UnresolvedOperand>, Vec<UnresolvedOperand>) {
        let operand = |id: SsaId| UnresolvedOperand {
            name: id.name,
            number: id.number,
            location: SourcePos(id.offset),
        };
        (
            self.dims.into_iter().map(operand).collect(),
            self.symbols.into_iter().map(operand).collect(),
        )
    }
}

/// An SSA value named in an affine expression: `%name#number` at `offset`.
pub(crate) struct SsaId {
    name: String,
    number: u32,
    offset: usize,
}

/// Which of the two forms an affine body (`affine_body`) is.
#[derive(Clone, Copy)]
enum AffineBody {
    Map,
    Set,
}
