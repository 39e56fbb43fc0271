//! The custom assembly of `llvm.mlir.alias`, as MLIR's `AliasOp::parse`
//! and `AliasOp::print` read and write it.

use super::asm::{add_attr, attrs_of, parse_global_prefix, print_global_prefix};
use crate::llvm::*;
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, OperationState};

/// The attributes the form writes elsewhere.
const ALIAS_ELIDED: [&str; 6] = [
    "sym_name",
    "alias_type",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
];

impl AliasOp {
    /// Linkage, visibility, `thread_local`, `unnamed_addr`, `@name`,
    /// attr-dict, `: type` and the initializer region.
    pub(crate) fn parse_custom(
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        parse_global_prefix(p, state);
        p.parse_symbol_name_into("sym_name", state)?;
        p.parse_optional_attr_dict(state)?;
        let types = p.parse_optional_colon_type_list()?;
        // MLIR reads past a missing type and then fails on it; a type is
        // asked for here.
        let [ty] = types[..] else {
            let at = p.name_location();
            return Err(p.emit_error(at, "expected zero or one type"));
        };
        let region = p.parse_region(&[])?;
        state.regions.push(region);
        let ty = convert::type_attr(p.ctx(), ty);
        add_attr(p.ctx(), state, "alias_type", ty);
        Ok(())
    }

    pub(crate) fn print_custom(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        print_global_prefix(
            p,
            self.linkage(ctx),
            self.visibility_(ctx),
            self.thread_local_(ctx),
            self.unnamed_addr(ctx),
        );
        p.print_symbol_name(self.sym_name(ctx));
        let attrs = attrs_of(p, self.id());
        p.print_optional_attr_dict(&attrs, &ALIAS_ELIDED);
        p.write(" : ");
        p.print_type(self.alias_type(ctx));
        p.write(" ");
        let region = ctx.regions(self.id())[0];
        p.print_region(region, false, true, false)
    }
}
