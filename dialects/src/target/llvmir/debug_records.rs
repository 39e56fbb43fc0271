//! `llvm.intr.dbg.value`, `llvm.intr.dbg.declare` and
//! `llvm.intr.dbg.label` as LLVM's debug records (`#dbg_value(...)`)
//! before the next instruction: MLIR's `DIBuilder::insertDbgValueIntrinsic`
//! and the others. Without a debug location, the op is dropped.

use super::debug_info::expression;
use super::function::{FunctionState, Operand, Record, Translated};
use super::instructions::{inherent, op_error};
use crate::llvm::DIExpressionAttr;
use ods_runtime::OpId;

/// Translates a debug intrinsic into the record of the next instruction.
pub(crate) fn translate_debug_record(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
) -> Translated {
    let ctx = f.ctx;
    let Some(location) = f.debug_loc else {
        return Ok(());
    };
    let (kind, attr) = match ctx.op_name_str(op) {
        "llvm.intr.dbg.value" => ("value", "varInfo"),
        "llvm.intr.dbg.declare" => ("declare", "varInfo"),
        _ => ("label", "label"),
    };
    let Some(attr) = inherent(ctx, op, attr) else {
        return Err(op_error(ctx, op, format!("missing `{attr}`")));
    };
    let node = f.module.debug.borrow_mut().translate(ctx, attr);
    let Some(node) = node.map_err(|m| op_error(ctx, op, m))? else {
        return Err(op_error(ctx, op, "unsupported debug record"));
    };
    let expression = (kind != "label").then(|| {
        let expr =
            inherent(ctx, op, "locationExpr").and_then(|e| DIExpressionAttr::try_from(ctx, e));
        expression(ctx, expr)
    });
    f.records.push(Record {
        kind,
        value: operands.first().cloned(),
        node,
        expression,
        location,
    });
    Ok(())
}
