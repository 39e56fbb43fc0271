//! `fixtures/ods/op_format_directives.td`, and the Rust functions its
//! `custom<Name>(...)` directives call (imported into the generated module
//! by `dirs.pair`'s `extraClassDefinition`).

include!(concat!(env!("OUT_DIR"), "/op_format_directives.rs"));

/// `parse_name`/`print_name` for each `custom<Name>` of the fixture, with
/// the signatures the generated module documents.
pub mod custom_directives {
    use ods_runtime::asm::{AsmParser, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
    use ods_runtime::ods::convert;
    use ods_runtime::{Attribute, BlockId, Context, IrResult, OpId, RegionId, Symbol, Type, Value};

    /// The step `dirs.pair` counts by, from a string argument.
    pub fn step(_ctx: &Context) -> i64 {
        2
    }

    /// `%a` or `%a or %b`.
    pub fn parse_operands(
        p: &mut OpAsmParser<'_, '_>,
        a: &mut Option<UnresolvedOperand>,
        b: &mut Option<UnresolvedOperand>,
    ) -> PResult<()> {
        *a = Some(p.parse_operand()?);
        if p.parse_optional_keyword("or") {
            *b = Some(p.parse_operand()?);
        }
        Ok(())
    }

    /// See [`parse_operands`].
    pub fn print_operands(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        a: Value,
        b: Option<Value>,
    ) -> IrResult<()> {
        p.print_operand(a);
        if let Some(b) = b {
            p.write(" or ");
            p.print_operand(b);
        }
        Ok(())
    }

    /// `%x : t, %y : u`, maybe none.
    pub fn parse_values(
        p: &mut OpAsmParser<'_, '_>,
        values: &mut Vec<UnresolvedOperand>,
        types: &mut Vec<Type>,
    ) -> PResult<()> {
        let Some(first) = p.parse_optional_operand()? else {
            return Ok(());
        };
        values.push(first);
        types.push(p.parse_colon_type()?);
        while p.parse_optional_comma() {
            values.push(p.parse_operand()?);
            types.push(p.parse_colon_type()?);
        }
        Ok(())
    }

    /// See [`parse_values`].
    pub fn print_values(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        values: &[Value],
        types: &[Type],
    ) -> IrResult<()> {
        for (i, (&v, &t)) in values.iter().zip(types).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(v);
            p.write(" : ");
            p.print_type(t);
        }
        Ok(())
    }

    /// `count N step S of %a`: `S` must be `step`, `%a` the operand read
    /// before.
    pub fn parse_count(
        p: &mut OpAsmParser<'_, '_>,
        n: &mut Option<Attribute>,
        a: &UnresolvedOperand,
        step: i64,
    ) -> PResult<()> {
        p.parse_keyword("count")?;
        let value = p.parse_integer::<i64>()?;
        *n = Some(convert::i64_attr(p.ctx(), value));
        p.parse_keyword("step")?;
        let at = p.current_location();
        if p.parse_integer::<i64>()? != step {
            return Err(AsmParser::emit_error(
                p,
                at,
                format!("expected step {step}"),
            ));
        }
        p.parse_keyword("of")?;
        let of = p.parse_operand()?;
        if of.name != a.name {
            let message = format!("expected the count of {}", a.name);
            return Err(AsmParser::emit_error(p, of.location, message));
        }
        Ok(())
    }

    /// See [`parse_count`].
    pub fn print_count(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        n: Attribute,
        a: Value,
        step: i64,
    ) -> IrResult<()> {
        let n = convert::as_int::<i64>(p.ctx(), n);
        p.write(&format!("count {n} step {step} of "));
        p.print_operand(a);
        Ok(())
    }

    /// The result type.
    pub fn parse_result_type(p: &mut OpAsmParser<'_, '_>, ty: &mut Option<Type>) -> PResult<()> {
        *ty = Some(p.parse_type()?);
        Ok(())
    }

    /// See [`parse_result_type`].
    pub fn print_result_type(p: &mut OpAsmPrinter<'_, '_>, _op: OpId, ty: Type) -> IrResult<()> {
        p.print_type(ty);
        Ok(())
    }

    /// A type, or `nothing`, which leaves it unset (an error).
    pub fn parse_lazy(p: &mut OpAsmParser<'_, '_>, ty: &mut Option<Type>) -> PResult<()> {
        if !p.parse_optional_keyword("nothing") {
            *ty = Some(p.parse_type()?);
        }
        Ok(())
    }

    /// See [`parse_lazy`].
    pub fn print_lazy(p: &mut OpAsmPrinter<'_, '_>, _op: OpId, ty: Type) -> IrResult<()> {
        p.print_type(ty);
        Ok(())
    }

    /// `some N`, or nothing (the optional group's else branch).
    pub fn parse_maybe(p: &mut OpAsmParser<'_, '_>, m: &mut Option<Attribute>) -> PResult<bool> {
        if !p.parse_optional_keyword("some") {
            return Ok(false);
        }
        let value = p.parse_integer::<i64>()?;
        *m = Some(convert::i64_attr(p.ctx(), value));
        Ok(true)
    }

    /// See [`parse_maybe`].
    pub fn print_maybe(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        m: Option<Attribute>,
    ) -> IrResult<()> {
        if let Some(m) = m {
            let value = convert::as_int::<i64>(p.ctx(), m);
            p.write(&format!("some {value}"));
        }
        Ok(())
    }

    /// A region, or `empty` for a region without blocks.
    pub fn parse_body(p: &mut OpAsmParser<'_, '_>, body: &mut Option<RegionId>) -> PResult<()> {
        if !p.parse_optional_keyword("empty") {
            *body = Some(p.parse_region(&[])?);
        }
        Ok(())
    }

    /// See [`parse_body`].
    pub fn print_body(p: &mut OpAsmPrinter<'_, '_>, _op: OpId, body: RegionId) -> IrResult<()> {
        if p.ctx().blocks(body).is_empty() {
            p.write("empty");
            return Ok(());
        }
        p.print_region(body, true, true, false)
    }

    /// `with {attrs}` when there are discardable attributes.
    pub fn parse_dict(
        p: &mut OpAsmParser<'_, '_>,
        attrs: &mut Vec<(Symbol, Attribute)>,
    ) -> PResult<()> {
        if p.parse_optional_keyword("with") {
            attrs.extend(p.parse_attr_dict()?);
        }
        Ok(())
    }

    /// See [`parse_dict`].
    pub fn print_dict(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        attrs: &[(Symbol, Attribute)],
    ) -> IrResult<()> {
        if !attrs.is_empty() {
            p.write("with");
            p.print_optional_attr_dict(attrs, &[]);
        }
        Ok(())
    }

    /// `to ^bb`.
    pub fn parse_dest(p: &mut OpAsmParser<'_, '_>, dest: &mut Option<BlockId>) -> PResult<()> {
        p.parse_keyword("to")?;
        *dest = Some(p.parse_successor()?);
        Ok(())
    }

    /// See [`parse_dest`].
    pub fn print_dest(p: &mut OpAsmPrinter<'_, '_>, _op: OpId, dest: BlockId) -> IrResult<()> {
        p.write("to ");
        p.print_successor(dest);
        Ok(())
    }

    /// `again ^bb`: the successor read before, again.
    pub fn parse_again(p: &mut OpAsmParser<'_, '_>, dest: BlockId) -> PResult<()> {
        p.parse_keyword("again")?;
        let at = p.current_location();
        if p.parse_successor()? != dest {
            return Err(AsmParser::emit_error(p, at, "expected the same successor"));
        }
        Ok(())
    }

    /// See [`parse_again`].
    pub fn print_again(p: &mut OpAsmPrinter<'_, '_>, _op: OpId, dest: BlockId) -> IrResult<()> {
        p.write("again ");
        p.print_successor(dest);
        Ok(())
    }

    /// `%a (or %b)? (%c, ...) -> r (, q)? n N (m M)? (unit)? {body} (, {more})* (attrs {...})?`
    #[allow(clippy::too_many_arguments)]
    pub fn parse_bind(
        p: &mut OpAsmParser<'_, '_>,
        a: &mut Option<UnresolvedOperand>,
        b: &mut Option<UnresolvedOperand>,
        c: &mut Vec<UnresolvedOperand>,
        type_r: &mut Option<Type>,
        type_q: &mut Option<Type>,
        n: &mut Option<Attribute>,
        m: &mut Option<Attribute>,
        u: &mut Option<Attribute>,
        body: &mut Option<RegionId>,
        more: &mut Vec<RegionId>,
        attrs: &mut Vec<(Symbol, Attribute)>,
    ) -> PResult<()> {
        parse_operands(p, a, b)?;
        p.parse_lparen()?;
        if let Some(first) = p.parse_optional_operand()? {
            c.push(first);
            while p.parse_optional_comma() {
                c.push(p.parse_operand()?);
            }
        }
        p.parse_rparen()?;
        p.parse_arrow()?;
        *type_r = Some(p.parse_type()?);
        if p.parse_optional_comma() {
            *type_q = Some(p.parse_type()?);
        }
        p.parse_keyword("n")?;
        let value = p.parse_integer::<i64>()?;
        *n = Some(convert::i64_attr(p.ctx(), value));
        if p.parse_optional_keyword("m") {
            let value = p.parse_integer::<i64>()?;
            *m = Some(convert::i64_attr(p.ctx(), value));
        }
        if p.parse_optional_keyword("unit") {
            *u = Some(convert::unit_attr(p.ctx()));
        }
        *body = Some(p.parse_region(&[])?);
        while p.parse_optional_comma() {
            more.push(p.parse_region(&[])?);
        }
        if p.parse_optional_keyword("attrs") {
            attrs.extend(p.parse_attr_dict()?);
        }
        Ok(())
    }

    /// See [`parse_bind`].
    #[allow(clippy::too_many_arguments)]
    pub fn print_bind(
        p: &mut OpAsmPrinter<'_, '_>,
        op: OpId,
        a: Value,
        b: Option<Value>,
        c: &[Value],
        type_r: Type,
        type_q: Option<Type>,
        n: Attribute,
        m: Option<Attribute>,
        u: Option<Attribute>,
        body: RegionId,
        more: &[RegionId],
        attrs: &[(Symbol, Attribute)],
    ) -> IrResult<()> {
        let _ = op;
        p.print_operand(a);
        if let Some(b) = b {
            p.write(" or ");
            p.print_operand(b);
        }
        p.write(" (");
        p.print_operands(c);
        p.write(") -> ");
        p.print_type(type_r);
        if let Some(q) = type_q {
            p.write(", ");
            p.print_type(q);
        }
        let n = convert::as_int::<i64>(p.ctx(), n);
        p.write(&format!(" n {n}"));
        if let Some(m) = m {
            let m = convert::as_int::<i64>(p.ctx(), m);
            p.write(&format!(" m {m}"));
        }
        if u.is_some() {
            p.write(" unit");
        }
        p.write(" ");
        p.print_region(body, true, true, false)?;
        for &r in more {
            p.write(", ");
            p.print_region(r, true, true, false)?;
        }
        if !attrs.is_empty() {
            p.write(" attrs");
            p.print_optional_attr_dict(attrs, &[]);
        }
        Ok(())
    }

    /// `look %a, %b|none, "summary" : r(, q)?`, each part checked against
    /// what `custom<Bind>` read; the summary is `#c n m|-1 #more
    /// #attrs flag` (`#more` the regions after the first).
    #[allow(clippy::too_many_arguments)]
    pub fn parse_look(
        p: &mut OpAsmParser<'_, '_>,
        a: &UnresolvedOperand,
        b: Option<&UnresolvedOperand>,
        c: &[UnresolvedOperand],
        type_r: Type,
        type_q: Option<Type>,
        n: Option<Attribute>,
        m: Option<Attribute>,
        body: RegionId,
        more: &[RegionId],
        attrs: &[(Symbol, Attribute)],
        flag: bool,
    ) -> PResult<()> {
        let ctx = p.ctx();
        let int = |a: Option<Attribute>| a.map_or(-1, |a| convert::as_int::<i64>(ctx, a));
        let (regions, _) = (more.len(), body);
        let expected = format!(
            "{} {} {} {regions} {} {flag}",
            c.len(),
            int(n),
            int(m),
            attrs.len()
        );
        p.parse_keyword("look")?;
        let first = p.parse_operand()?;
        p.parse_comma()?;
        let second = if p.parse_optional_keyword("none") {
            None
        } else {
            Some(p.parse_operand()?)
        };
        if first.name != a.name || second.as_ref().map(|o| &o.name) != b.map(|o| &o.name) {
            return Err(AsmParser::emit_error(
                p,
                first.location,
                "expected the operands read",
            ));
        }
        p.parse_comma()?;
        let at = p.current_location();
        let written = p.parse_string()?;
        if written != expected {
            let message = format!("expected \"{expected}\"");
            return Err(AsmParser::emit_error(p, at, message));
        }
        p.parse_colon()?;
        let at = p.current_location();
        let types = p.parse_type_list()?;
        if types != [type_r].into_iter().chain(type_q).collect::<Vec<_>>() {
            return Err(AsmParser::emit_error(p, at, "expected the result types"));
        }
        Ok(())
    }

    /// See [`parse_look`].
    #[allow(clippy::too_many_arguments)]
    pub fn print_look(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        a: Value,
        b: Option<Value>,
        c: &[Value],
        type_r: Type,
        type_q: Option<Type>,
        n: Attribute,
        m: Option<Attribute>,
        body: RegionId,
        more: &[RegionId],
        attrs: &[(Symbol, Attribute)],
        flag: bool,
    ) -> IrResult<()> {
        let ctx = p.ctx();
        let (n, m) = (
            convert::as_int::<i64>(ctx, n),
            m.map_or(-1, |m| convert::as_int::<i64>(ctx, m)),
        );
        let (regions, _) = (more.len(), body);
        p.write("look ");
        p.print_operand(a);
        p.write(", ");
        match b {
            Some(b) => p.print_operand(b),
            None => p.write("none"),
        }
        let summary = format!("{} {n} {m} {regions} {} {flag}", c.len(), attrs.len());
        p.write(&format!(", \"{summary}\" : "));
        let types: Vec<Type> = [type_r].into_iter().chain(type_q).collect();
        p.print_types(&types);
        Ok(())
    }
}
