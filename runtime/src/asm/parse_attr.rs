//! Parsing of builtin attributes, dense literals, affine maps and sets, and
//! locations (with aliases that may be defined after their use).

use super::lexer::Tok;
use super::parser::{DeferredLoc, PResult, Parser};
use crate::ir::float::encode_f64;
use crate::ir::*;

/// A literal inside `dense<...>` before the element type is known.
enum Literal {
    Int(bool, String),
    Float(String),
    Bool(bool),
    Str(Vec<u8>),
    Complex(Box<Literal>, Box<Literal>),
}

/// Marks a location alias that is resolved at the end of the file.
pub(crate) const DEFERRED_LOC_DIALECT: &str = "\u{0}deferred-loc";

impl Parser<'_> {
    /// Parses one attribute at the current position: a builtin attribute,
    /// a `#alias` defined earlier in the input, or a dialect attribute,
    /// kept as text ([`AttrKind::Opaque`]). `ty_hint` is the
    /// type the caller expects (MLIR's `parseAttribute(Type)`); it is not
    /// used yet.
    pub fn parse_attribute(&mut self, ty_hint: Option<Type>) -> PResult<Attribute> {
        self.enter()?;
        let a = self.parse_attribute_inner(ty_hint);
        self.leave();
        a
    }

    fn parse_attribute_inner(&mut self, _ty_hint: Option<Type>) -> PResult<Attribute> {
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
                        self.expect(Tok::Comma, "',' or ']' in array attribute")?;
                    }
                }
                Ok(self.ctx.attr(AttrKind::Array(elems.into())))
            }
            Tok::LBrace => {
                let entries = self.parse_dictionary_entries()?;
                Ok(self.ctx.attr(AttrKind::Dictionary(entries.into())))
            }
            Tok::AtId => self.symbol_ref(),
            Tok::HashId => {
                let name = self.text()[1..].to_string();
                let start = self.tok.start as usize;
                if !name.contains('.') && !self.raw_follows(b'<') {
                    let Some(&a) = self.attr_aliases.get(&name) else {
                        return self.err(format!("undefined symbol alias id '{name}'"));
                    };
                    self.alias_uses += 1;
                    self.advance();
                    return Ok(a);
                }
                let (dialect, data) = self.dialect_body(start)?;
                let ty = if self.eat(Tok::Colon) {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                Ok(self.ctx.attr(AttrKind::Opaque {
                    dialect: dialect.into(),
                    data: data.into(),
                    ty,
                }))
            }
            Tok::String => {
                let value = self.string_value()?;
                self.advance();
                let ty = if self.eat(Tok::Colon) {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                Ok(self.ctx.attr(AttrKind::String {
                    value: value.into(),
                    ty,
                }))
            }
            Tok::Integer | Tok::Float | Tok::Minus => self.number_attr(),
            Tok::BareId => self.keyword_attr(),
            Tok::LParen | Tok::ExclId => {
                let t = self.parse_type()?;
                Ok(self.ctx.attr(AttrKind::Type(t)))
            }
            _ => self.err("expected attribute value"),
        }
    }

    /// `{name = value, flag}`, sorted by name as MLIR sorts dictionaries.
    pub(crate) fn parse_dictionary_entries(&mut self) -> PResult<Vec<(Symbol, Attribute)>> {
        self.expect(Tok::LBrace, "'{'")?;
        let mut entries: Vec<(String, Symbol, Attribute, usize)> = Vec::new();
        if !self.eat(Tok::RBrace) {
            loop {
                let offset = self.tok.start as usize;
                let name = match self.tok.kind {
                    Tok::BareId => self.text().to_string(),
                    Tok::String => {
                        let v = self.string_value()?;
                        String::from_utf8(v).or_else(|_| self.err("attribute name is not UTF-8"))?
                    }
                    _ => return self.err("expected attribute name"),
                };
                if name.is_empty() {
                    return self.err("expected valid attribute name");
                }
                self.advance();
                let value = if self.eat(Tok::Equal) {
                    self.parse_attribute(None)?
                } else {
                    self.ctx.attr(AttrKind::Unit)
                };
                let sym = self.ctx.symbol(&name);
                entries.push((name, sym, value, offset));
                if self.eat(Tok::RBrace) {
                    break;
                }
                self.expect(Tok::Comma, "'}' in attribute dictionary")?;
            }
        }
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        for w in entries.windows(2) {
            if w[0].0 == w[1].0 {
                return self.err_at(
                    w[1].3,
                    format!("duplicate key '{}' in dictionary attribute", w[1].0),
                );
            }
        }
        Ok(entries.into_iter().map(|(_, s, a, _)| (s, a)).collect())
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
            String::from_utf8(v).or_else(|_| self.err("symbol name is not UTF-8"))?
        } else {
            t[1..].to_string()
        };
        self.advance();
        Ok(self.ctx.symbol(&name))
    }

    fn number_attr(&mut self) -> PResult<Attribute> {
        let neg = self.eat(Tok::Minus);
        // Errors point at the literal, after any minus sign, as MLIR's do.
        let start = self.tok.start as usize;
        let (is_float, text) = match self.tok.kind {
            Tok::Integer => (false, self.text().to_string()),
            Tok::Float => (true, self.text().to_string()),
            _ => return self.err("expected integer or floating point literal"),
        };
        self.advance();
        let ty = if self.eat(Tok::Colon) {
            self.parse_type()?
        } else if is_float {
            self.ctx.ty(TypeKind::Float(FloatKind::F64))
        } else {
            self.ctx.ty(TypeKind::Integer {
                width: 64,
                signedness: Signedness::Signless,
            })
        };
        let lit = if is_float {
            Literal::Float(text)
        } else {
            Literal::Int(neg, text)
        };
        let lit = match (neg, lit) {
            (true, Literal::Float(t)) => Literal::Float(format!("-{t}")),
            (_, l) => l,
        };
        match self.ctx.type_kind(ty).clone() {
            TypeKind::Float(kind) => {
                let bits = self.float_bits(&lit, kind, start)?;
                Ok(self.ctx.attr(AttrKind::Float { ty, bits }))
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                let value = self.int_value(&lit, ty, start, false)?;
                Ok(self.ctx.attr(AttrKind::Integer { ty, value }))
            }
            _ => self.err_at(start, "invalid type for numeric literal"),
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

    /// The value of an integer literal of type `ty`, checked as MLIR checks
    /// it; `element` selects the wording of errors inside dense literals.
    fn int_value(&self, lit: &Literal, ty: Type, offset: usize, element: bool) -> PResult<i128> {
        let out_of_range = if element {
            "integer constant out of range for type"
        } else {
            "integer constant out of range for attribute"
        };
        let (width, signedness) = self.int_info(ty).expect("integer type");
        let (neg, text) = match lit {
            Literal::Int(neg, t) => (*neg, t.as_str()),
            Literal::Bool(_) if width != 1 => {
                return self.err_at(offset, "expected i1 type for 'true' or 'false' values")
            }
            Literal::Bool(b) => return Ok(*b as i128),
            Literal::Float(_) => {
                return self.err_at(offset, "floating point value not valid for specified type")
            }
            _ => return self.err_at(offset, "expected integer value"),
        };
        // Wider types hold values that fit an i128; larger ones are refused.
        let wide = width > 128;
        let width = width.min(128);
        let too_wide = if wide {
            "integer constants wider than 128 bits are not supported"
        } else {
            out_of_range
        };
        let magnitude: u128 = if let Some(hex) = text.strip_prefix("0x") {
            u128::from_str_radix(hex, 16).or_else(|_| self.err_at(offset, too_wide))?
        } else {
            text.parse().or_else(|_| self.err_at(offset, too_wide))?
        };
        if neg && signedness == Signedness::Unsigned {
            return self.err_at(
                offset,
                if element {
                    "expected unsigned integer elements, but parsed negative value"
                } else {
                    "negative integer literal not valid for unsigned integer type"
                },
            );
        }
        // MLIR's rule: the magnitude must fit the width; a negated value
        // must come out negative (so `-0` is refused); a positive signed
        // or index value must not set the sign bit. Signless values may use
        // either interpretation.
        let is_index = matches!(self.ctx.type_kind(ty), TypeKind::Index);
        let fits = if width == 128 {
            if neg {
                magnitude != 0 && magnitude <= 1u128 << 127
            } else {
                signedness != Signedness::Signed && !is_index || magnitude < 1u128 << 127
            }
        } else if width == 0 {
            !neg && magnitude == 0
        } else {
            let sign_bit = 1u128 << (width - 1);
            match neg {
                true => magnitude != 0 && magnitude <= sign_bit,
                false if signedness == Signedness::Signed || is_index => magnitude < sign_bit,
                false => magnitude < sign_bit << 1,
            }
        };
        if !fits {
            return self.err_at(offset, out_of_range);
        }
        if wide && magnitude > i128::MAX as u128 + neg as u128 {
            return self.err_at(
                offset,
                "integer constants wider than 128 bits are not supported",
            );
        }
        let v = if neg {
            (magnitude as i128).wrapping_neg()
        } else {
            magnitude as i128
        };
        Ok(normalize_int(v, width, signedness))
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

    fn keyword_attr(&mut self) -> PResult<Attribute> {
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
                    value: v as i128,
                }))
            }
            "unit" => {
                self.advance();
                Ok(self.ctx.attr(AttrKind::Unit))
            }
            "loc" => self.parse_location_spec(),
            "dense" => self.dense_attr(),
            "array" => self.dense_array_attr(),
            "dense_resource" => {
                self.advance();
                self.expect(Tok::Less, "'<'")?;
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
                self.expect(Tok::Less, "'<'")?;
                let (dims, symbols) = self.affine_dims_and_symbols()?;
                self.expect(Tok::Arrow, "'->'")?;
                self.expect(Tok::LParen, "'('")?;
                let mut results = Vec::new();
                if !self.eat(Tok::RParen) {
                    loop {
                        results.push(self.affine_expr(&dims, &symbols)?);
                        if self.eat(Tok::RParen) {
                            break;
                        }
                        self.expect(Tok::Comma, "',' or ')'")?;
                    }
                }
                self.expect(Tok::Greater, "'>'")?;
                Ok(self.ctx.attr(AttrKind::AffineMap {
                    dims: dims.len() as u32,
                    symbols: symbols.len() as u32,
                    results: results.into(),
                }))
            }
            "affine_set" => {
                self.advance();
                self.expect(Tok::Less, "'<'")?;
                let (dims, symbols) = self.affine_dims_and_symbols()?;
                self.expect(Tok::Colon, "':'")?;
                self.expect(Tok::LParen, "'('")?;
                let mut constraints = Vec::new();
                loop {
                    let lhs = self.affine_expr(&dims, &symbols)?;
                    let is_eq = if self.eat(Tok::Equal) {
                        self.expect(Tok::Equal, "'=='")?;
                        true
                    } else if self.eat(Tok::Greater) {
                        self.expect(Tok::Equal, "'>='")?;
                        false
                    } else {
                        return self.err("expected '== affine-expr' or '>= affine-expr'");
                    };
                    let rhs = self.affine_expr(&dims, &symbols)?;
                    if !matches!(rhs, AffineExpr::Constant(0)) {
                        return self.err("expected '0' after '==' or '>='");
                    }
                    constraints.push((lhs, is_eq));
                    if self.eat(Tok::RParen) {
                        break;
                    }
                    self.expect(Tok::Comma, "',' or ')'")?;
                }
                self.expect(Tok::Greater, "'>'")?;
                Ok(self.ctx.attr(AttrKind::IntegerSet {
                    dims: dims.len() as u32,
                    symbols: symbols.len() as u32,
                    constraints: constraints.into(),
                }))
            }
            "strided" => {
                self.advance();
                self.expect(Tok::Less, "'<'")?;
                self.expect(Tok::LSquare, "'['")?;
                let mut strides = Vec::new();
                if !self.eat(Tok::RSquare) {
                    loop {
                        strides.push(self.optional_int()?);
                        if self.eat(Tok::RSquare) {
                            break;
                        }
                        self.expect(Tok::Comma, "','")?;
                    }
                }
                let mut offset = Some(0);
                if self.eat(Tok::Comma) {
                    self.expect_keyword("offset")?;
                    self.expect(Tok::Colon, "':'")?;
                    offset = self.optional_int()?;
                }
                self.expect(Tok::Greater, "'>'")?;
                Ok(self.ctx.attr(AttrKind::StridedLayout {
                    offset,
                    strides: strides.into(),
                }))
            }
            "distinct" => {
                self.advance();
                self.expect(Tok::LSquare, "'['")?;
                if !self.at(Tok::Integer) {
                    return self.err("expected distinct ID");
                }
                let id: u64 = self
                    .text()
                    .parse()
                    .or_else(|_| self.err("expected an unsigned 64-bit integer"))?;
                self.advance();
                self.expect(Tok::RSquare, "']'")?;
                self.expect(Tok::Less, "'<'")?;
                let referenced = if self.at(Tok::Greater) {
                    self.ctx.attr(AttrKind::Unit)
                } else {
                    self.parse_attribute(None)?
                };
                self.expect(Tok::Greater, "'>'")?;
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
            _ => {
                let t = self.parse_type()?;
                Ok(self.ctx.attr(AttrKind::Type(t)))
            }
        }
    }

    /// `?` or an integer (possibly negative).
    fn optional_int(&mut self) -> PResult<Option<i64>> {
        if self.eat(Tok::Question) {
            return Ok(None);
        }
        let neg = self.eat(Tok::Minus);
        if !self.at(Tok::Integer) {
            return self.err("expected integer or '?'");
        }
        let v: i64 = self
            .text()
            .parse()
            .or_else(|_| self.err("integer out of range"))?;
        self.advance();
        Ok(Some(if neg { -v } else { v }))
    }

    // ----- dense literals --------------------------------------------------

    /// A nested literal `[[1, 2], [3, 4]]`, a scalar, or a hex string.
    fn literal_tree(&mut self) -> PResult<LitTree> {
        self.enter()?;
        let r = self.literal_tree_inner();
        self.leave();
        r
    }

    fn literal_tree_inner(&mut self) -> PResult<LitTree> {
        if self.eat(Tok::LSquare) {
            let mut items = Vec::new();
            if !self.eat(Tok::RSquare) {
                loop {
                    items.push(self.literal_tree()?);
                    if self.eat(Tok::RSquare) {
                        break;
                    }
                    self.expect(Tok::Comma, "',' or ']'")?;
                }
            }
            return Ok(LitTree::List(items));
        }
        let (lit, offset) = self.scalar_literal()?;
        Ok(LitTree::Leaf(lit, offset))
    }

    /// A literal and the offset of its token (after any minus sign; the real
    /// part's for a complex literal), where errors about its value point.
    fn scalar_literal(&mut self) -> PResult<(Literal, usize)> {
        if self.eat(Tok::LParen) {
            let (re, offset) = self.scalar_literal()?;
            self.expect(Tok::Comma, "',' in complex literal")?;
            let (im, _) = self.scalar_literal()?;
            self.expect(Tok::RParen, "')' in complex literal")?;
            return Ok((Literal::Complex(Box::new(re), Box::new(im)), offset));
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
            Tok::String if !neg => Literal::Str(self.string_value()?),
            _ => return self.err("expected element literal of primitive type"),
        };
        self.advance();
        Ok((lit, offset))
    }

    /// Element type and static shape of a shaped type.
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

    fn dense_attr(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(Tok::Less, "'<'")?;
        let lit_offset = self.tok.start as usize;
        let tree = if self.at(Tok::Greater) {
            None
        } else {
            Some(self.literal_tree()?)
        };
        self.expect(Tok::Greater, "'>'")?;
        self.expect(Tok::Colon, "':'")?;
        let ty_offset = self.tok.start as usize;
        let ty = self.parse_type()?;
        let Some((elem, shape)) = self.shaped_info(ty) else {
            return self.err_at(ty_offset, "elements literal must be a shaped type");
        };
        if shape.iter().any(|&d| d < 0) {
            return self.err_at(ty_offset, "elements literal type must have static shape");
        }
        let Some(count) = shape
            .iter()
            .try_fold(1usize, |n, &d| n.checked_mul(d as usize))
        else {
            return self.err_at(ty_offset, "dense elements type has too many elements");
        };
        let Some(tree) = tree else {
            if count != 0 {
                return self.err_at(lit_offset, "expected elements literal");
            }
            let data = self.dense_data(&[], elem)?;
            return Ok(self.ctx.attr(AttrKind::DenseElements {
                ty,
                data,
                splat: false,
            }));
        };
        // A hex string holds the raw little-endian data.
        if let LitTree::Leaf(Literal::Str(s), off) = &tree {
            if s.starts_with(b"0x")
                && !matches!(self.ctx.type_kind(elem), TypeKind::Opaque { .. })
                && self.is_numeric_element(elem)
            {
                return self.dense_from_hex(s, ty, elem, count, *off);
            }
        }
        let (leaves, lit_shape) = flatten(tree).or_else(|_| {
            self.err_at(
                lit_offset,
                "tensor literal is invalid; ranks are not consistent between elements",
            )
        })?;
        let splat = lit_shape.is_empty();
        if !splat && lit_shape.iter().map(|&d| d as i64).collect::<Vec<_>>() != shape {
            let got: Vec<String> = lit_shape.iter().map(|d| d.to_string()).collect();
            let want: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return self.err_at(
                lit_offset,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    got.join(", "),
                    want.join(", ")
                ),
            );
        }
        let data = self.dense_data(&leaves, elem)?;
        Ok(self.make_dense(ty, data, splat || count == 1 && leaves.len() == 1))
    }

    /// A dense attribute; all-equal elements become a splat, as MLIR does.
    fn make_dense(&mut self, ty: Type, data: DenseData, splat: bool) -> Attribute {
        let (data, splat) = if splat {
            (data, true)
        } else {
            detect_splat(data)
        };
        self.ctx.attr(AttrKind::DenseElements { ty, data, splat })
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
        offset: usize,
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
            return self.err_at(offset, message);
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
                        let (w, s) = self.int_info(e).unwrap_or((64, Signedness::Signless));
                        DenseData::ComplexInts(
                            (0..n)
                                .map(|i| {
                                    (
                                        normalize_int(read(2 * i, half) as i128, w, s),
                                        normalize_int(read(2 * i + 1, half) as i128, w, s),
                                    )
                                })
                                .collect(),
                        )
                    }
                }
            }
            _ if is_bool && n == count && count > 1 => DenseData::Ints(
                (0..n)
                    .map(|i| ((bytes[i / 8] >> (i % 8)) & 1) as i128)
                    .collect(),
            ),
            _ => {
                let (w, s) = self.int_info(elem).unwrap_or((64, Signedness::Signless));
                DenseData::Ints(
                    (0..n)
                        .map(|i| normalize_int(read(i, stride) as i128, w, s))
                        .collect(),
                )
            }
        };
        Ok(self.make_dense(ty, data, splat))
    }

    /// Typed element data from literals.
    fn dense_data(&mut self, leaves: &[(Literal, usize)], elem: Type) -> PResult<DenseData> {
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
                    .map(|(l, o)| self.int_value(l, elem, *o, true))
                    .collect::<PResult<Vec<_>>>()?
                    .into(),
            ),
            TypeKind::Complex(e) => {
                let is_float = matches!(self.ctx.type_kind(e), TypeKind::Float(_));
                let mut ints = Vec::new();
                let mut floats = Vec::new();
                for (l, o) in leaves {
                    let Literal::Complex(re, im) = l else {
                        return self.err_at(*o, "expected complex literal");
                    };
                    if is_float {
                        let TypeKind::Float(k) = *self.ctx.type_kind(e) else {
                            unreachable!()
                        };
                        floats.push((self.float_bits(re, k, *o)?, self.float_bits(im, k, *o)?));
                    } else {
                        ints.push((
                            self.int_value(re, e, *o, true)?,
                            self.int_value(im, e, *o, true)?,
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
                    .map(|(l, o)| match l {
                        Literal::Str(s) => Ok(s.clone().into_boxed_slice()),
                        _ => self.err_at(*o, "expected string literal for this element type"),
                    })
                    .collect::<PResult<Vec<_>>>()?
                    .into(),
            ),
        })
    }

    fn dense_array_attr(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(Tok::Less, "'<'")?;
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
        let is_bool = matches!(
            self.ctx.type_kind(element),
            TypeKind::Integer { width: 1, .. }
        );
        let mut leaves = Vec::new();
        if self.eat(Tok::Colon) {
            loop {
                let (lit, o) = self.scalar_literal()?;
                if is_bool && !matches!(lit, Literal::Bool(_)) {
                    return self.err_at(o, "expected 'true' or 'false' values for i1 type");
                }
                leaves.push((lit, o));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::Greater, "'>' to close an array attribute")?;
        let data = self.dense_data(&leaves, element)?;
        Ok(self.ctx.attr(AttrKind::DenseArray { element, data }))
    }

    /// `sparse<indices, values> : type`, checked as `SparseElementsAttr`
    /// checks it: `indices` is one index (a splat) or `n x rank`, `values`
    /// one value or `n`, and every index lies within the shape.
    fn sparse_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start as usize;
        self.advance();
        self.expect(Tok::Less, "'<'")?;
        let (indices, values) = if self.eat(Tok::Greater) {
            (None, None)
        } else {
            let i = self.literal_tree()?;
            self.expect(Tok::Comma, "','")?;
            let v = self.literal_tree()?;
            self.expect(Tok::Greater, "'>'")?;
            (Some(i), Some(v))
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
        let ragged = "tensor literal is invalid; ranks are not consistent between elements";
        let (ilist, ishape) = match indices {
            Some(t) => flatten(t).or_else(|_| self.err_at(start, ragged))?,
            None => (Vec::new(), vec![0, rank]),
        };
        let (vlist, vshape) = match values {
            Some(t) => flatten(t).or_else(|_| self.err_at(start, ragged))?,
            None => (Vec::new(), vec![0]),
        };
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
        let idata = self.dense_data(&ilist, i64t)?;
        if let DenseData::Ints(values) = &idata {
            let count = ishape[0];
            for n in 0..count {
                let index: Vec<i128> = (0..rank)
                    .map(|d| {
                        values
                            .get(n * rank + d)
                            .or(values.first())
                            .copied()
                            .unwrap_or(0)
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
        let vdata = self.dense_data(&vlist, elem)?;
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

    /// Identifiers between `open` and `close`, none of them already in
    /// `earlier` or in the list.
    fn affine_id_list(
        &mut self,
        open: Tok,
        close: Tok,
        earlier: &[String],
    ) -> PResult<Vec<String>> {
        self.expect(open, "'(' or '['")?;
        let mut ids: Vec<String> = Vec::new();
        if self.eat(close) {
            return Ok(ids);
        }
        loop {
            if !self.at(Tok::BareId) {
                return self.err("expected bare identifier");
            }
            let id = self.text();
            if earlier.iter().chain(ids.iter()).any(|e| e == id) {
                return self.err(format!("redefinition of identifier '{id}'"));
            }
            ids.push(id.to_string());
            self.advance();
            if self.eat(close) {
                return Ok(ids);
            }
            self.expect(Tok::Comma, "','")?;
        }
    }

    fn affine_expr(&mut self, dims: &[String], syms: &[String]) -> PResult<AffineExpr> {
        self.enter()?;
        let mut lhs = self.affine_term(dims, syms)?;
        loop {
            if self.eat(Tok::Plus) {
                let rhs = self.affine_term(dims, syms)?;
                lhs = AffineExpr::Add(Box::new(lhs), Box::new(rhs));
            } else if self.at(Tok::Minus) {
                self.advance();
                let rhs = self.affine_term(dims, syms)?;
                let neg = AffineExpr::Mul(Box::new(rhs), Box::new(AffineExpr::Constant(-1)));
                lhs = AffineExpr::Add(Box::new(lhs), Box::new(neg));
            } else {
                break;
            }
        }
        self.leave();
        Ok(lhs)
    }

    fn affine_term(&mut self, dims: &[String], syms: &[String]) -> PResult<AffineExpr> {
        let mut lhs = self.affine_factor(dims, syms)?;
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
            let rhs = self.affine_factor(dims, syms)?;
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
            let (l, r) = (Box::new(lhs), Box::new(rhs));
            lhs = match op {
                0 => AffineExpr::Mul(l, r),
                1 => AffineExpr::FloorDiv(l, r),
                2 => AffineExpr::CeilDiv(l, r),
                _ => AffineExpr::Mod(l, r),
            };
        }
    }

    fn affine_factor(&mut self, dims: &[String], syms: &[String]) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::LParen => {
                self.advance();
                let e = self.affine_expr(dims, syms)?;
                self.expect(Tok::RParen, "')'")?;
                Ok(e)
            }
            Tok::Minus => {
                self.advance();
                let e = self.affine_factor(dims, syms)?;
                Ok(match e {
                    AffineExpr::Constant(c) => AffineExpr::Constant(c.wrapping_neg()),
                    e => AffineExpr::Mul(Box::new(e), Box::new(AffineExpr::Constant(-1))),
                })
            }
            Tok::Integer => {
                let v: i64 = self
                    .text()
                    .parse()
                    .or_else(|_| self.err("constant too large for index"))?;
                self.advance();
                Ok(AffineExpr::Constant(v))
            }
            Tok::BareId => {
                let name = self.text();
                let e = if let Some(i) = dims.iter().position(|d| d == name) {
                    AffineExpr::Dim(i as u32)
                } else if let Some(i) = syms.iter().position(|d| d == name) {
                    AffineExpr::Symbol(i as u32)
                } else {
                    return self.err(format!("use of undeclared identifier '{name}'"));
                };
                self.advance();
                Ok(e)
            }
            _ => self.err("expected affine expression"),
        }
    }

    // ----- locations -------------------------------------------------------------

    /// `loc(...)`.
    pub(crate) fn parse_location_spec(&mut self) -> PResult<Attribute> {
        self.expect_keyword("loc")?;
        self.expect(Tok::LParen, "'(' in location")?;
        let l = self.location_instance()?;
        self.expect(Tok::RParen, "')' in location")?;
        Ok(l)
    }

    fn location_instance(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let r = self.location_instance_inner();
        self.leave();
        r
    }

    fn location_instance_inner(&mut self) -> PResult<Attribute> {
        match self.tok.kind {
            Tok::HashId => {
                let name = self.text()[1..].to_string();
                let offset = self.tok.start as usize;
                self.advance();
                if let Some(&a) = self.attr_aliases.get(&name) {
                    if !self.ctx.attr_kind(a).is_location() {
                        let shown = super::printer::attr_to_string(self.ctx, a);
                        return self
                            .err_at(offset, format!("expected location, but found '{shown}'"));
                    }
                    return Ok(a);
                }
                self.deferred_locs.push(DeferredLoc {
                    name: name.clone(),
                    offset,
                });
                Ok(self.ctx.attr(AttrKind::Opaque {
                    dialect: DEFERRED_LOC_DIALECT.into(),
                    data: name.into(),
                    ty: None,
                }))
            }
            Tok::String => {
                let s = self.string_value()?;
                let name = self.ctx.symbol(&String::from_utf8_lossy(&s));
                self.advance();
                if self.eat(Tok::Colon) {
                    // `"file":line`, `"file":line:col`, then maybe a range
                    // end `to :col` or `to line:col`; a range that ends
                    // where it starts is a plain position.
                    let line = self.loc_int()?;
                    let mut col = 0;
                    let mut end = None;
                    if self.eat(Tok::Colon) {
                        col = self.loc_int()?;
                        if self.eat_keyword("to") {
                            if self.eat(Tok::Colon) {
                                end = Some((line, self.loc_int()?));
                            } else {
                                let l2 = self.loc_int()?;
                                self.expect(Tok::Colon, "':' in location range")?;
                                end = Some((l2, self.loc_int()?));
                            }
                        }
                    }
                    if end == Some((line, col)) {
                        end = None;
                    }
                    return Ok(self.ctx.attr(AttrKind::FileLineColLoc {
                        file: name,
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
                            self.expect(Tok::Comma, "',' in fused location")?;
                        }
                    }
                    Ok(self.ctx.attr(AttrKind::FusedLoc {
                        locs: locs.into(),
                        metadata,
                    }))
                }
                _ => self.err("expected location instance"),
            },
            _ => self.err("expected location instance"),
        }
    }

    fn loc_int(&mut self) -> PResult<u32> {
        if !self.at(Tok::Integer) {
            return self.err("expected integer in location");
        }
        let v = self
            .text()
            .parse()
            .or_else(|_| self.err("expected 32-bit integer in location"))?;
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
        let mut memo = rustc_hash::FxHashMap::default();
        let mut ops = Vec::new();
        self.ctx
            .walk(top, crate::ir::builder::WalkOrder::PreOrder, &mut |o| {
                ops.push(o)
            });
        for op in ops {
            let loc = self.ctx.op_loc(op);
            let new = self.substitute_loc(loc, &mut memo);
            self.ctx.set_op_loc(op, new);
            let regions = self.ctx.regions(op).to_vec();
            for r in regions {
                for b in self.ctx.blocks(r).to_vec() {
                    let n = self.ctx.num_block_args(b);
                    for i in 0..n {
                        let l = self.ctx.block_arg_loc(b, i);
                        let nl = self.substitute_loc(l, &mut memo);
                        self.set_arg_loc(b, i as u32, nl)?;
                    }
                }
            }
        }
        Ok(())
    }

    fn substitute_loc(
        &mut self,
        loc: Attribute,
        memo: &mut rustc_hash::FxHashMap<Attribute, Attribute>,
    ) -> Attribute {
        if let Some(&m) = memo.get(&loc) {
            return m;
        }
        let new = match self.ctx.attr_kind(loc).clone() {
            AttrKind::Opaque { dialect, data, .. } if &*dialect == DEFERRED_LOC_DIALECT => {
                let a = self.attr_aliases[&*data];
                self.substitute_loc(a, memo)
            }
            AttrKind::NameLoc {
                name,
                child: Some(c),
            } => {
                let c = self.substitute_loc(c, memo);
                self.ctx.attr(AttrKind::NameLoc {
                    name,
                    child: Some(c),
                })
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                let callee = self.substitute_loc(callee, memo);
                let caller = self.substitute_loc(caller, memo);
                self.ctx.attr(AttrKind::CallSiteLoc { callee, caller })
            }
            AttrKind::FusedLoc { locs, metadata } => {
                let locs: Vec<Attribute> =
                    locs.iter().map(|&l| self.substitute_loc(l, memo)).collect();
                self.ctx.attr(AttrKind::FusedLoc {
                    locs: locs.into(),
                    metadata,
                })
            }
            _ => loc,
        };
        memo.insert(loc, new);
        new
    }
}

enum LitTree {
    List(Vec<LitTree>),
    Leaf(Literal, usize),
}

/// The leaves of a literal tree in order and its shape; a scalar has an
/// empty shape (a splat). Sibling lists must have the same shape.
/// Literal leaves with their offsets, and the literal's shape.
type Flattened = (Vec<(Literal, usize)>, Vec<usize>);

fn flatten(tree: LitTree) -> Result<Flattened, usize> {
    fn shape_of(t: &LitTree) -> Result<Vec<usize>, usize> {
        match t {
            LitTree::Leaf(..) => Ok(Vec::new()),
            LitTree::List(items) => {
                let mut inner: Option<Vec<usize>> = None;
                for item in items {
                    let s = shape_of(item)?;
                    match &inner {
                        None => inner = Some(s),
                        Some(prev) if *prev != s => {
                            return Err(match item {
                                LitTree::Leaf(_, o) => *o,
                                LitTree::List(_) => 0,
                            })
                        }
                        _ => {}
                    }
                }
                let mut shape = vec![items.len()];
                shape.extend(inner.unwrap_or_default());
                Ok(shape)
            }
        }
    }
    fn collect(t: LitTree, out: &mut Vec<(Literal, usize)>) {
        match t {
            LitTree::Leaf(l, o) => out.push((l, o)),
            LitTree::List(items) => items.into_iter().for_each(|i| collect(i, out)),
        }
    }
    let shape = shape_of(&tree)?;
    let mut out = Vec::new();
    collect(tree, &mut out);
    Ok((out, shape))
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Sign- or zero-extends the low `width` bits of `v` as the type reads them:
/// unsigned types zero-extend, the others sign-extend.
pub(crate) fn normalize_int(v: i128, width: u32, signedness: Signedness) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let low = (v as u128) & mask(width);
    // Signless `i1` holds 0 and 1 (printed as false and true); `si1` holds
    // 0 and -1.
    if signedness == Signedness::Unsigned || (width == 1 && signedness == Signedness::Signless) {
        low as i128
    } else if low >> (width - 1) & 1 == 1 {
        (low | !mask(width)) as i128
    } else {
        low as i128
    }
}

/// Collapses all-equal elements into one (a splat).
fn detect_splat(data: DenseData) -> (DenseData, bool) {
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
