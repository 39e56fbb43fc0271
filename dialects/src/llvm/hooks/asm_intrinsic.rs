//! The custom assembly of `llvm.call_intrinsic` and its verifier, as
//! MLIR's `CallIntrinsicOp` parses, prints and verifies it.

use super::asm::{
    add_attr, attrs_of, parse_call_types, print_bundles, print_call_types,
    without_default_fastmath, Bundles,
};
use crate::llvm::*;
use ods_runtime::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{op_error, Op};
use ods_runtime::{Context, IrResult, OperationState};

impl CallIntrinsicOp {
    /// `"llvm.name"(args) [bundles]? attr-dict : (arg types {attrs}?) ->
    /// result`.
    pub(crate) fn parse_custom(
        p: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> PResult<()> {
        let at = p.current_location();
        let intrin = p.parse_attribute(None)?;
        if convert::try_str(p.ctx(), intrin).is_none() {
            return Err(p.emit_error(at, "invalid kind of attribute specified"));
        }
        add_attr(p.ctx(), state, "intrin", intrin);
        let operands = p.parse_operand_list(Delimiter::Paren, None)?;
        let bundles = Bundles::parse(p, state)?;
        p.parse_optional_attr_dict(state)?;
        parse_call_types(p, state, &operands, true)?;
        let in_bundles = bundles.resolve(p, state)?;
        let segments = convert::dense_i32_array(p.ctx(), &[operands.len() as i32, in_bundles]);
        add_attr(p.ctx(), state, "operandSegmentSizes", segments);
        Ok(())
    }

    pub(crate) fn print_custom(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        let ctx = p.ctx();
        let op = self.id();
        p.write(" ");
        p.print_attribute_without_type(self.intrin_attr(ctx));
        let args = self.args(ctx);
        p.write("(");
        p.print_operands(&args);
        p.write(")");
        print_bundles(
            p,
            op,
            &self.op_bundle_operands(ctx),
            self.op_bundle_tags(ctx),
        )?;
        let mut elided = without_default_fastmath(ctx, op);
        elided.extend([
            "operandSegmentSizes",
            "op_bundle_sizes",
            "intrin",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ]);
        let attrs = attrs_of(p, op);
        p.print_optional_attr_dict(&attrs, &elided);
        let attrs = (self.arg_attrs(ctx), self.res_attrs(ctx));
        print_call_types(p, None, &args, &ctx.results(op), attrs);
        Ok(())
    }
}

/// The intrinsic's name starts with `llvm.` and its operand bundles have
/// a tag each (MLIR's `CallIntrinsicOp::verify`).
pub(crate) fn verify_call_intrinsic(ctx: &Context, op: CallIntrinsicOp) -> Result<(), Diagnostic> {
    if !op.intrin(ctx).starts_with("llvm.") {
        return Err(op_error(
            ctx,
            op.id(),
            "intrinsic name must start with 'llvm.'",
        ));
    }
    super::verify::verify_operand_bundles(
        ctx,
        op.id(),
        op.op_bundle_operands(ctx).len(),
        op.op_bundle_tags(ctx),
    )
}
