//! `fixtures/oracle/formats_custom.td`, with the Rust of its custom
//! directives (the C++ is in `formats_custom.oracle.cpp`).

include!(concat!(env!("OUT_DIR"), "/formats_custom.rs"));

/// `parse_name`/`print_name` for each `custom<Name>` of the fixture
/// (imported into the generated module by `oc.args`).
pub mod directives {
    use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
    use ods_runtime::ods::convert;
    use ods_runtime::{
        Attribute, BlockId, IntegerType, IrResult, OpId, RegionId, Symbol, Type, Value,
    };

    /// `%a : t or %b : u (%c : v, ...)`.
    pub fn parse_ops(
        p: &mut OpAsmParser<'_, '_>,
        a: &mut Option<UnresolvedOperand>,
        b: &mut Option<UnresolvedOperand>,
        c: &mut Vec<UnresolvedOperand>,
        a_type: &mut Option<Type>,
        b_type: &mut Option<Type>,
        c_types: &mut Vec<Type>,
    ) -> PResult<()> {
        *a = Some(p.parse_operand()?);
        *a_type = Some(p.parse_colon_type()?);
        if p.parse_optional_keyword("or") {
            *b = Some(p.parse_operand()?);
            *b_type = Some(p.parse_colon_type()?);
        }
        p.parse_lparen()?;
        if !p.parse_optional_rparen() {
            loop {
                c.push(p.parse_operand()?);
                c_types.push(p.parse_colon_type()?);
                if !p.parse_optional_comma() {
                    break;
                }
            }
            p.parse_rparen()?;
        }
        Ok(())
    }

    /// See [`parse_ops`].
    #[allow(clippy::too_many_arguments)]
    pub fn print_ops(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        a: Value,
        b: Option<Value>,
        c: &[Value],
        a_type: Type,
        b_type: Option<Type>,
        c_types: &[Type],
    ) -> IrResult<()> {
        p.print_operand(a);
        p.write(" : ");
        p.print_type(a_type);
        if let (Some(b), Some(b_type)) = (b, b_type) {
            p.write(" or ");
            p.print_operand(b);
            p.write(" : ");
            p.print_type(b_type);
        }
        p.write(" (");
        for (i, (&v, &t)) in c.iter().zip(c_types).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(v);
            p.write(" : ");
            p.print_type(t);
        }
        p.write(")");
        Ok(())
    }

    /// `n N [m M] [unit]`: N below `limit`, and `a` of an integer type
    /// when there is `m`.
    pub fn parse_flags(
        p: &mut OpAsmParser<'_, '_>,
        n: &mut Option<Attribute>,
        m: &mut Option<Attribute>,
        u: &mut Option<Attribute>,
        a_type: Type,
        limit: i64,
    ) -> PResult<()> {
        p.parse_keyword("n")?;
        let at = p.current_location();
        let value = p.parse_integer::<i64>()?;
        if value >= limit {
            return Err(p.emit_error(at, format!("n must be below {limit}")));
        }
        *n = Some(convert::i64_attr(p.ctx(), value));
        if p.parse_optional_keyword("m") {
            let at = p.current_location();
            let value = p.parse_integer::<i64>()?;
            if IntegerType::try_from(p.ctx(), a_type).is_none() {
                return Err(p.emit_error(at, "m needs an integer operand"));
            }
            *m = Some(convert::i64_attr(p.ctx(), value));
        }
        if p.parse_optional_keyword("unit") {
            *u = Some(convert::unit_attr(p.ctx()));
        }
        Ok(())
    }

    /// See [`parse_flags`].
    pub fn print_flags(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        n: Attribute,
        m: Option<Attribute>,
        u: Option<Attribute>,
        _a_type: Type,
        _limit: i64,
    ) -> IrResult<()> {
        let n = convert::as_int::<i64>(p.ctx(), n);
        p.write(&format!("n {n}"));
        if let Some(m) = m {
            let m = convert::as_int::<i64>(p.ctx(), m);
            p.write(&format!(" m {m}"));
        }
        if u.is_some() {
            p.write(" unit");
        }
        Ok(())
    }

    /// `{...} and {...} ...`.
    pub fn parse_bodies(
        p: &mut OpAsmParser<'_, '_>,
        body: &mut Option<RegionId>,
        more: &mut Vec<RegionId>,
    ) -> PResult<()> {
        *body = Some(p.parse_region(&[])?);
        while p.parse_optional_keyword("and") {
            more.push(p.parse_region(&[])?);
        }
        Ok(())
    }

    /// See [`parse_bodies`].
    pub fn print_bodies(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        body: RegionId,
        more: &[RegionId],
    ) -> IrResult<()> {
        p.print_region(body, true, true, false)?;
        for &region in more {
            p.write(" and ");
            p.print_region(region, true, true, false)?;
        }
        Ok(())
    }

    /// `with {...}` when there are attributes.
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

    /// `^a, ^b, ...`.
    pub fn parse_dests(
        p: &mut OpAsmParser<'_, '_>,
        dest: &mut Option<BlockId>,
        others: &mut Vec<BlockId>,
    ) -> PResult<()> {
        *dest = Some(p.parse_successor()?);
        while p.parse_optional_comma() {
            others.push(p.parse_successor()?);
        }
        Ok(())
    }

    /// See [`parse_dests`].
    pub fn print_dests(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        dest: BlockId,
        others: &[BlockId],
    ) -> IrResult<()> {
        p.print_successor(dest);
        for &block in others {
            p.write(", ");
            p.print_successor(block);
        }
        Ok(())
    }

    /// `again ^a`, the first successor once more.
    pub fn parse_again(p: &mut OpAsmParser<'_, '_>, dest: BlockId) -> PResult<()> {
        p.parse_keyword("again")?;
        let at = p.current_location();
        if p.parse_successor()? != dest {
            let message = "expected the first successor again";
            return Err(p.emit_error(at, message));
        }
        Ok(())
    }

    /// See [`parse_again`].
    pub fn print_again(p: &mut OpAsmPrinter<'_, '_>, _op: OpId, dest: BlockId) -> IrResult<()> {
        p.write("again ");
        p.print_successor(dest);
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

    /// `k K` on a line of its own, then `done`.
    pub fn parse_lines(p: &mut OpAsmParser<'_, '_>, k: &mut Option<Attribute>) -> PResult<()> {
        p.parse_keyword("k")?;
        let value = p.parse_integer::<i64>()?;
        p.parse_keyword("done")?;
        *k = Some(convert::i64_attr(p.ctx(), value));
        Ok(())
    }

    /// See [`parse_lines`].
    pub fn print_lines(p: &mut OpAsmPrinter<'_, '_>, _op: OpId, k: Attribute) -> IrResult<()> {
        let k = convert::as_int::<i64>(p.ctx(), k);
        p.increase_indent();
        p.print_new_line();
        p.write(&format!("k {k}"));
        p.decrease_indent();
        p.print_new_line();
        p.write("done");
        Ok(())
    }

    /// `count N`, N one more than the operands `c` read before.
    pub fn parse_count(
        p: &mut OpAsmParser<'_, '_>,
        _a: &UnresolvedOperand,
        c: &[UnresolvedOperand],
    ) -> PResult<()> {
        p.parse_keyword("count")?;
        let at = p.current_location();
        let expected = c.len() as u64 + 1;
        if p.parse_integer::<u64>()? != expected {
            return Err(p.emit_error(at, format!("expected count {expected}")));
        }
        Ok(())
    }

    /// See [`parse_count`].
    pub fn print_count(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        _a: Value,
        c: &[Value],
    ) -> IrResult<()> {
        p.write(&format!("count {}", c.len() + 1));
        Ok(())
    }
}
