//! `fixtures/oracle/format_errors.td`, with the Rust of its custom
//! directives and of the verifier of `fe.box` (the C++ is in
//! `format_errors.oracle.cpp`).

include!(concat!(env!("OUT_DIR"), "/format_errors.rs"));

use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::Context;

/// The body holds at least one operation.
impl fe::BoxOpHooks for fe::BoxOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let body = ctx.regions(self.id())[0];
        match ctx.blocks(body).first() {
            Some(&block) if !ctx.block_ops(block).is_empty() => Ok(()),
            _ => Err(self.emit_op_error(ctx, "needs an operation in its body")),
        }
    }
}

/// `parse_name`/`print_name` for each `custom<Name>` of the fixture
/// (imported into the generated module by `fe.range`).
pub mod directives {
    use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
    use ods_runtime::ods::convert;
    use ods_runtime::{Attribute, IrResult, OpId};

    /// `<lo, hi>` with hi above lo.
    pub fn parse_bounds(
        p: &mut OpAsmParser<'_, '_>,
        lo: &mut Option<Attribute>,
        hi: &mut Option<Attribute>,
    ) -> PResult<()> {
        p.parse_less()?;
        let low = p.parse_integer::<i64>()?;
        p.parse_comma()?;
        let at = p.current_location();
        let high = p.parse_integer::<i64>()?;
        p.parse_greater()?;
        if high <= low {
            return Err(p.emit_error(at, format!("upper bound {high} not above {low}")));
        }
        *lo = Some(convert::i64_attr(p.ctx(), low));
        *hi = Some(convert::i64_attr(p.ctx(), high));
        Ok(())
    }

    /// See [`parse_bounds`].
    pub fn print_bounds(
        p: &mut OpAsmPrinter<'_, '_>,
        _op: OpId,
        lo: Attribute,
        hi: Attribute,
    ) -> IrResult<()> {
        let (lo, hi) = (
            convert::as_int::<i64>(p.ctx(), lo),
            convert::as_int::<i64>(p.ctx(), hi),
        );
        p.write(&format!("<{lo}, {hi}>"));
        Ok(())
    }

    /// An integer at least the upper bound, which it does not store.
    pub fn parse_limit(p: &mut OpAsmParser<'_, '_>, hi: Option<Attribute>) -> PResult<()> {
        let at = p.current_location();
        let limit = p.parse_integer::<i64>()?;
        let hi = hi.map_or(0, |hi| convert::as_int::<i64>(p.ctx(), hi));
        if limit < hi {
            return Err(p.emit_error(at, format!("limit below {hi}")));
        }
        Ok(())
    }

    /// See [`parse_limit`].
    pub fn print_limit(p: &mut OpAsmPrinter<'_, '_>, _op: OpId, hi: Attribute) -> IrResult<()> {
        let hi = convert::as_int::<i64>(p.ctx(), hi);
        p.write(&hi.to_string());
        Ok(())
    }
}
