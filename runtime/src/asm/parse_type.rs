//! Parsing of builtin types, type aliases and dialect types.

use super::lexer::Tok;
use super::parser::{PResult, Parser};
use crate::ir::*;
use smallvec::SmallVec;

/// The dimensions of a shape as read, on the stack.
type Dims = SmallVec<[Dim; 4]>;

impl Parser<'_> {
    /// Parses one type at the current position: a builtin type, a function
    /// type, a `!alias` defined earlier in the input, or a dialect type,
    /// kept as text ([`TypeKind::Opaque`]).
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.nested(Self::parse_type_inner)
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        match self.tok.kind {
            Tok::LParen => self.function_type(),
            _ => self.non_function_type(),
        }
    }

    /// Any type but a function type: what may follow a function type's
    /// `->` without parentheses.
    pub(crate) fn non_function_type(&mut self) -> PResult<Type> {
        match self.tok.kind {
            Tok::ExclId => self.dialect_or_alias_type(),
            Tok::BareId => self.builtin_type(),
            _ => self.wrong_token("expected non-function type"),
        }
    }

    /// `(inputs) -> results`, the results a parenthesised list or a single
    /// non-function type, as in MLIR: `() -> () -> ()` does not nest, the
    /// second arrow ends the type.
    fn function_type(&mut self) -> PResult<Type> {
        let inputs = self.paren_type_list()?;
        self.expect(Tok::Arrow, "'->' in function type")?;
        let results = if self.at(Tok::LParen) {
            self.paren_type_list()?
        } else {
            smallvec::smallvec![self.nested(Self::non_function_type)?]
        };
        Ok(self.ctx.ty(TypeKind::Function {
            inputs: inputs.as_slice().into(),
            results: results.as_slice().into(),
        }))
    }

    /// `(type, ...)`, collected on the stack: most lists are short and end
    /// up copied into a uniqued type.
    pub(crate) fn paren_type_list(&mut self) -> PResult<SmallVec<[Type; 4]>> {
        self.expect(Tok::LParen, "'('")?;
        let mut out = SmallVec::new();
        if self.eat(Tok::RParen) {
            return Ok(out);
        }
        loop {
            out.push(self.parse_type()?);
            if self.eat(Tok::RParen) {
                return Ok(out);
            }
            self.expect(Tok::Comma, "')'")?;
        }
    }

    fn dialect_or_alias_type(&mut self) -> PResult<Type> {
        let name = self.text()[1..].to_string();
        let start = self.tok.start as usize;
        if !name.contains('.') && !self.raw_follows(b'<') {
            let Some(&t) = self.type_aliases.get(&name) else {
                // At the end of the alias, where MLIR's type parser is
                // when it looks the name up (an attribute's is at its start).
                let end = self.tok.end as usize;
                return self.err_at(end, format!("undefined symbol alias id '{name}'"));
            };
            self.advance();
            return Ok(t);
        }
        let symbol = self.dialect_body(start)?;
        // As for attributes: builtin is loaded and has no hook.
        let registered = self.ctx.registry.dialect(&symbol.dialect);
        if self.ctx.registry.is_registered_dialect(&symbol.dialect) {
            let hook = registered.and_then(|info| info.parse_type);
            self.ctx.load_dialect(&symbol.dialect);
            if let Some(parsed) = self.dynamic_type(&symbol, hook) {
                return parsed;
            }
            let Some(hook) = hook else {
                return self.err_at(
                    symbol.data_start,
                    format!("dialect '{}' provides no type parsing hook", symbol.dialect),
                );
            };
            return self.parse_symbol_body(&symbol, hook);
        }
        Ok(self.ctx.ty(TypeKind::Opaque {
            dialect: symbol.dialect.into(),
            data: symbol.data.into(),
        }))
    }

    fn builtin_type(&mut self) -> PResult<Type> {
        let word = self.text();
        let int = |prefix: &str, s: Signedness| -> Option<(u32, Signedness)> {
            let digits = word.strip_prefix(prefix)?;
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            digits.parse().ok().map(|w| (w, s))
        };
        if let Some((width, signedness)) = int("si", Signedness::Signed)
            .or_else(|| int("ui", Signedness::Unsigned))
            .or_else(|| int("i", Signedness::Signless))
        {
            if width > 16_777_215 {
                return self.err("integer bitwidth is limited to 16777215 bits");
            }
            self.advance();
            return Ok(self.ctx.ty(TypeKind::Integer { width, signedness }));
        }
        // After the integers, the commonest types, which no float keyword
        // looks like.
        if let Some(k) = FloatKind::from_keyword(word) {
            self.advance();
            return Ok(self.ctx.ty(TypeKind::Float(k)));
        }
        match word {
            "index" => {
                self.advance();
                Ok(self.ctx.ty(TypeKind::Index))
            }
            "none" => {
                self.advance();
                Ok(self.ctx.ty(TypeKind::None))
            }
            "tuple" => {
                self.advance();
                self.expect(Tok::Less, "'<' in tuple type")?;
                let mut elems = Vec::new();
                if !self.eat(Tok::Greater) {
                    loop {
                        elems.push(self.parse_type()?);
                        if self.eat(Tok::Greater) {
                            break;
                        }
                        self.expect(Tok::Comma, "'>' in tuple type")?;
                    }
                }
                Ok(self.ctx.ty(TypeKind::Tuple(elems.into())))
            }
            "complex" => {
                self.advance();
                self.expect(Tok::Less, "'<' in complex type")?;
                let off = self.tok.start as usize;
                let e = self.parse_type()?;
                if !matches!(
                    self.ctx.type_kind(e),
                    TypeKind::Integer { .. } | TypeKind::Float(_)
                ) {
                    return self.err_at(off, "invalid element type for complex");
                }
                self.expect(Tok::Greater, "'>' in complex type")?;
                Ok(self.ctx.ty(TypeKind::Complex(e)))
            }
            "vector" => self.vector_type(),
            "tensor" => self.tensor_type(),
            "memref" => self.memref_type(),
            _ => self.wrong_token("expected non-function type"),
        }
    }

    /// Dimensions `4x?x[8]x` before an element type. Works on the raw text,
    /// as `4x8xf32` lexes as one number and one identifier.
    pub(crate) fn dimensions(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
    ) -> PResult<(Dims, SmallVec<[bool; 4]>)> {
        let bytes = self.src.as_bytes();
        let mut pos = self.tok.start as usize;
        let mut dims = SmallVec::new();
        let mut scalable = SmallVec::new();
        // MLIR's lexer skips whitespace between a size and its `x`.
        let skip_space = |mut p: usize| {
            while bytes.get(p).is_some_and(|b| b.is_ascii_whitespace()) {
                p += 1;
            }
            p
        };
        loop {
            let dim_start = pos;
            pos = skip_space(pos);
            let mut is_scalable = false;
            if allow_scalable && bytes.get(pos) == Some(&b'[') {
                is_scalable = true;
                pos = skip_space(pos + 1);
            }
            let value = if bytes.get(pos) == Some(&b'?') && allow_dynamic {
                pos += 1;
                None
            } else if bytes.get(pos).is_some_and(|b| b.is_ascii_digit()) {
                let s = pos;
                while bytes.get(pos).is_some_and(|b| b.is_ascii_digit()) {
                    pos += 1;
                }
                // `0x...` would be a hex number, but `0xf32` means 0 by f32.
                match std::str::from_utf8(&bytes[s..pos]).unwrap().parse::<i64>() {
                    Ok(v) => Some(v),
                    Err(_) => return self.err_at(s, "invalid dimension"),
                }
            } else {
                pos = dim_start;
                break;
            };
            if is_scalable {
                if bytes.get(skip_space(pos)) != Some(&b']') {
                    return self.wrong_token_at(pos, "missing ']' closing scalable dimension");
                }
                pos = skip_space(pos) + 1;
            }
            // A size is always followed by its `x` (`parseXInDimensionList`).
            if bytes.get(skip_space(pos)) != Some(&b'x') {
                return self.wrong_token_at(pos, "expected 'x' in dimension list");
            }
            pos = skip_space(pos) + 1;
            dims.push(value);
            scalable.push(is_scalable);
        }
        self.reset_lexer(pos);
        Ok((dims, scalable))
    }

    /// An "expected ..." error about the token at `pos` of the raw text,
    /// placed as [`Parser::wrong_token`] places it.
    fn wrong_token_at<T>(&mut self, pos: usize, message: &str) -> PResult<T> {
        self.reset_lexer(pos);
        self.wrong_token(message)
    }

    fn vector_type(&mut self) -> PResult<Type> {
        // The type's checks point at `vector`, as MLIR's `getChecked` does.
        let off = self.tok.start as usize;
        self.advance();
        if !self.at(Tok::Less) {
            return self.err("expected '<' in vector type");
        }
        self.reset_lexer(self.tok.end as usize);
        let (dims, scalable) = self.dimensions(false, true)?;
        let element = self.parse_type()?;
        if !crate::ods::pred::is_vector_element(self.ctx, element) {
            return self.err_at(
                off,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            );
        }
        self.expect(Tok::Greater, "'>' in vector type")?;
        let shape: Vec<i64> = dims.iter().map(|d| d.unwrap_or(0)).collect();
        if shape.iter().any(|&d| d <= 0) {
            let got: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return self.err_at(
                off,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    got.join(", ")
                ),
            );
        }
        Ok(self.ctx.ty(TypeKind::Vector {
            shape: shape.into(),
            scalable: scalable.as_slice().into(),
            element,
        }))
    }

    fn tensor_type(&mut self) -> PResult<Type> {
        self.advance();
        if !self.at(Tok::Less) {
            return self.err("expected '<' in tensor type");
        }
        self.reset_lexer(self.tok.end as usize);
        if self.unranked_star()? {
            let off = self.tok.start as usize;
            let element = self.parse_type()?;
            if !self.valid_tensor_element(element) {
                return self.err_at(off, "invalid tensor element type");
            }
            self.expect(Tok::Greater, "'>' in tensor type")?;
            return Ok(self.ctx.ty(TypeKind::UnrankedTensor(element)));
        }
        let (dims, _) = self.dimensions(true, false)?;
        let off = self.tok.start as usize;
        let element = self.parse_type()?;
        if !self.valid_tensor_element(element) {
            return self.err_at(off, "invalid tensor element type");
        }
        // MLIR reads the encoding as an optional attribute: what does not
        // start one is left for the `>`.
        let mut encoding = None;
        if self.eat(Tok::Comma) {
            encoding = self.parse_optional_attribute(None)?;
        }
        self.expect(Tok::Greater, "'>' in tensor type")?;
        Ok(self.ctx.ty(TypeKind::RankedTensor {
            shape: dims.as_slice().into(),
            element,
            encoding,
        }))
    }

    fn memref_type(&mut self) -> PResult<Type> {
        let start = self.tok.start as usize;
        self.advance();
        if !self.at(Tok::Less) {
            return self.err("expected '<' in memref type");
        }
        self.reset_lexer(self.tok.end as usize);
        let unranked = self.unranked_star()?;
        let dims = if unranked {
            Default::default()
        } else {
            self.dimensions(true, false)?.0
        };
        let elem_off = self.tok.start as usize;
        let element = self.parse_type()?;
        if !self.valid_memref_element(element) {
            return self.err_at(elem_off, "invalid memref element type");
        }
        let (layout, memory_space) = self.memref_layout_and_space(unranked)?;
        // Checked once the type is read, as MLIR's `getChecked` verifies
        // it: after a list that does not end, and after the layout.
        let check_space = |p: &Self| match memory_space {
            Some(space) => p.check_memory_space(space, start).map(Some),
            None => Ok(None),
        };
        if unranked {
            let memory_space = check_space(self)?;
            return Ok(self.ctx.ty(TypeKind::UnrankedMemRef {
                element,
                memory_space,
            }));
        }
        match layout.map(|l| self.ctx.attr_kind(l)) {
            Some(AttrKind::StridedLayout { strides, .. }) if strides.len() != dims.len() => {
                // At the type, as MLIR's MemRefType::getChecked.
                return self.err_at(start, "expected the number of strides to match the rank");
            }
            Some(AttrKind::AffineMap { dims: d, .. }) if *d as usize != dims.len() => {
                return self.err_at(
                    start,
                    format!(
                        "memref layout mismatch between rank and affine map: {} != {d}",
                        dims.len()
                    ),
                );
            }
            _ => {}
        }
        let memory_space = check_space(self)?;
        Ok(self.ctx.ty(TypeKind::MemRef {
            shape: dims.as_slice().into(),
            element,
            layout,
            memory_space,
        }))
    }

    /// What follows a memref's element type up to its `>`: a list of
    /// layouts (the last one counts) and a memory space, which comes last
    /// (MLIR's `parseMemRefType`; its errors at the token after the entry).
    fn memref_layout_and_space(
        &mut self,
        unranked: bool,
    ) -> PResult<(Option<Attribute>, Option<Attribute>)> {
        let (mut layout, mut memory_space) = (None, None);
        if self.eat(Tok::Greater) {
            return Ok((layout, memory_space));
        }
        self.expect(Tok::Comma, "',' or '>' in memref type")?;
        if self.at(Tok::Greater) {
            return self.wrong_token("expected list element");
        }
        loop {
            let a = self.parse_attribute(None)?;
            let after = self.tok.start as usize;
            let is_layout = matches!(
                self.ctx.attr_kind(a),
                AttrKind::AffineMap { .. } | AttrKind::StridedLayout { .. }
            );
            if is_layout && unranked {
                return self.err_at(after, "cannot have affine map for unranked memref type");
            } else if is_layout && memory_space.is_some() {
                return self.err_at(after, "expected memory space to be last in memref type");
            } else if is_layout {
                layout = Some(a);
            } else if memory_space.is_some() {
                return self.err_at(after, "multiple memory spaces specified in memref type");
            } else {
                memory_space = Some(a);
            }
            if self.eat(Tok::Greater) {
                return Ok((layout, memory_space));
            }
            self.expect(Tok::Comma, "',' or '>'")?;
        }
    }

    /// Memory spaces are integers, strings or dictionaries (attributes of
    /// registered dialects could be too; unregistered ones cannot).
    fn check_memory_space(&self, a: Attribute, memref_start: usize) -> PResult<Attribute> {
        match self.ctx.attr_kind(a) {
            AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_) => Ok(a),
            _ => self.err_at(memref_start, "unsupported memory space Attribute"),
        }
    }

    /// Element types a memref may hold: scalars, vectors, complex numbers
    /// and memrefs (types of unregistered dialects cannot say they fit).
    fn valid_memref_element(&self, t: Type) -> bool {
        self.ctx.type_kind(t).is_memref_element()
    }

    /// Element types a tensor may hold: any but the builtin containers,
    /// functions and `none`.
    fn valid_tensor_element(&self, t: Type) -> bool {
        !matches!(
            self.ctx.type_kind(t),
            TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor(_)
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Function { .. }
                | TypeKind::Tuple(_)
                | TypeKind::None
        )
    }

    /// `*x` at the start of an unranked shape, as tokens: `* x f32` and
    /// `*xf32` alike (MLIR's `parseXInDimensionList` after the star).
    fn unranked_star(&mut self) -> PResult<bool> {
        if !self.at(Tok::Star) {
            return Ok(false);
        }
        self.advance();
        if !self.at(Tok::BareId) || !self.text().starts_with('x') {
            return self.wrong_token("expected 'x' in dimension list");
        }
        self.reset_lexer(self.tok.start as usize + 1);
        Ok(true)
    }
}

/// Whether `word` starts a builtin type (`f32`, `i8`, `index`, `tensor`,
/// ...): what `parseOptionalType` accepts after a bare identifier.
pub(crate) fn is_builtin_type_keyword(word: &str) -> bool {
    FloatKind::from_keyword(word).is_some()
        || is_integer_type_token(word)
        || matches!(
            word,
            "index" | "none" | "tuple" | "complex" | "vector" | "tensor" | "memref"
        )
}

/// Whether `word` is what MLIR's lexer reads as an integer type token
/// (`i32`, `si8`, `ui1`) rather than a bare identifier.
pub(crate) fn is_integer_type_token(word: &str) -> bool {
    ["i", "si", "ui"].iter().any(|prefix| {
        word.strip_prefix(prefix)
            .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
    })
}
