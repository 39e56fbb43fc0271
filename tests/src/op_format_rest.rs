//! `fixtures/ods/op_format_rest.td`, and the Rust functions its
//! `custom<Name>(...)` directives call (imported into each op's generated
//! module by the fixture's `extraClassDefinition`).

include!(concat!(env!("OUT_DIR"), "/op_format_rest.rs"));

/// `parse_name`/`print_name` for each `custom<Name>` of the fixture.
pub mod custom_directives {
    use ods_runtime::asm::{AsmParser, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
    use ods_runtime::{BlockId, IrResult, OpId, RegionId, Type, Value};

    /// `n` or `n, d`: the properties' storage, to set.
    pub fn parse_pair(p: &mut OpAsmParser<'_, '_>, n: &mut i64, d: &mut i64) -> PResult<()> {
        *n = p.parse_integer()?;
        if p.parse_optional_comma() {
            *d = p.parse_integer()?;
        }
        Ok(())
    }

    /// See [`parse_pair`]: `d` by value, left out when it is 3.
    pub fn print_pair(p: &mut OpAsmPrinter<'_, '_>, _op: OpId, n: i64, d: i64) -> IrResult<()> {
        p.write(&n.to_string());
        if d != 3 {
            p.write(&format!(", {d}"));
        }
        Ok(())
    }

    /// `echo N`: `N` must be the length of `s` plus `n`, as read before.
    pub fn parse_echo(p: &mut OpAsmParser<'_, '_>, s: &str, n: &i64) -> PResult<()> {
        p.parse_keyword("echo")?;
        let at = p.current_location();
        let expected = s.len() as i64 + n;
        if p.parse_integer::<i64>()? != expected {
            let message = format!("expected echo {expected}");
            return Err(AsmParser::emit_error(p, at, message));
        }
        Ok(())
    }

    /// See [`parse_echo`].
    pub fn print_echo(p: &mut OpAsmPrinter<'_, '_>, _op: OpId, s: String, n: i64) -> IrResult<()> {
        p.write(&format!("echo {}", s.len() as i64 + n));
        Ok(())
    }

    /// `count(O, T, R, G)`: how many operands, operand types, result types
    /// and regions were read, checked against the lists.
    pub fn parse_count(
        p: &mut OpAsmParser<'_, '_>,
        operands: &[UnresolvedOperand],
        operand_types: &[Type],
        result_types: &[Type],
        regions: &[RegionId],
    ) -> PResult<()> {
        let at = p.current_location();
        let read = counts(p)?;
        let lengths = [
            operands.len(),
            operand_types.len(),
            result_types.len(),
            regions.len(),
        ];
        if read != lengths {
            let message = format!("expected count{lengths:?}");
            return Err(AsmParser::emit_error(p, at, message));
        }
        Ok(())
    }

    /// See [`parse_count`].
    pub fn print_count(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        operands: &[Value],
        operand_types: &[Type],
        result_types: &[Type],
        regions: &[RegionId],
    ) -> IrResult<()> {
        let lengths = [
            operands.len(),
            operand_types.len(),
            result_types.len(),
            regions.len(),
        ];
        p.write(&format!("count{lengths:?}"));
        Ok(())
    }

    /// `count[a, b, ...]`.
    fn counts<const N: usize>(p: &mut OpAsmParser<'_, '_>) -> PResult<[usize; N]> {
        p.parse_keyword("count")?;
        p.parse_lsquare()?;
        let mut out = [0; N];
        for (i, slot) in out.iter_mut().enumerate() {
            if i > 0 {
                p.parse_comma()?;
            }
            *slot = p.parse_integer::<u64>()? as usize;
        }
        p.parse_rsquare()?;
        Ok(out)
    }

    /// `count[N]`: how many successors were read.
    pub fn parse_targets(p: &mut OpAsmParser<'_, '_>, targets: &[BlockId]) -> PResult<()> {
        let at = p.current_location();
        let [read] = counts(p)?;
        if read != targets.len() {
            let message = format!("expected count[{}]", targets.len());
            return Err(AsmParser::emit_error(p, at, message));
        }
        Ok(())
    }

    /// See [`parse_targets`].
    pub fn print_targets(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        targets: &[BlockId],
    ) -> IrResult<()> {
        p.write(&format!("count[{}]", targets.len()));
        Ok(())
    }
}
