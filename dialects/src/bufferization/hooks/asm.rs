//! `bufferization.alloc_tensor`'s custom assembly, as MLIR's
//! `AllocTensorOp::parse` and `print` write it:
//! `(%sizes) copy(%t)? size_hint=%n? {attrs} : tensor-type`.

use crate::bufferization::*;
use ods_runtime::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::is_tensor;
use ods_runtime::{IrResult, OperationState};

/// `bufferization.alloc_tensor`, parsed: its sizes are `index` values, its
/// copy of the result type.
pub(super) fn parse_alloc_tensor(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let sizes = p.parse_operand_list(Delimiter::Paren, None)?;
    let copy = if p.parse_optional_keyword("copy") {
        p.parse_lparen()?;
        let copy = p.parse_operand()?;
        p.parse_rparen()?;
        Some(copy)
    } else {
        None
    };
    let size_hint = if p.parse_optional_keyword("size_hint") {
        p.parse_equal()?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(state)?;
    p.parse_colon()?;
    let ty = p.parse_type_of_kind(None, |ctx, t| is_tensor(ctx, t).then_some(t))?;
    state.result_types.push(ty);
    let index = convert::index(p.ctx());
    p.resolve_operands_with_type(&sizes, index, &mut state.operands)?;
    if let Some(copy) = &copy {
        let value = p.resolve_operand(copy, ty)?;
        state.operands.push(value);
    }
    if let Some(hint) = &size_hint {
        let value = p.resolve_operand(hint, index)?;
        state.operands.push(value);
    }
    let segments = [sizes.len(), copy.iter().len(), size_hint.iter().len()].map(|n| n as i32);
    let segments = convert::dense_i32_array(p.ctx(), &segments);
    let name = p.ctx().symbol("operandSegmentSizes");
    state.attributes.push((name, segments));
    Ok(())
}

/// `bufferization.alloc_tensor`, printed.
pub(super) fn print_alloc_tensor(op: AllocTensorOp, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
    let ctx = p.ctx();
    let (sizes, copy, hint) = (op.dynamic_sizes(ctx), op.copy(ctx), op.size_hint(ctx));
    let ty = ctx.value_type(op.result(ctx));
    p.write("(");
    p.print_operands(&sizes);
    p.write(")");
    if let Some(copy) = copy {
        p.write(" copy(");
        p.print_operand(copy);
        p.write(")");
    }
    if let Some(hint) = hint {
        p.write(" size_hint=");
        p.print_operand(hint);
    }
    let attrs = p.op_attributes(op.id());
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
    p.write(" : ");
    p.print_type(ty);
    Ok(())
}
