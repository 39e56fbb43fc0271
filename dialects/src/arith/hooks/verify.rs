//! The verifiers of the extension and truncation ops (`verifyExtOp`,
//! `verifyTruncateOp` of `ArithOps.cpp`): the result's elements must be
//! wider (narrower) than the operand's.

use super::super::*;
use super::consts::{element_type, float_kind, int_type};
use ods_runtime::asm::printer::type_to_string;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, OpId, Type};

/// The width of an integer or float element type.
fn width(ctx: &Context, ty: Type) -> Option<u32> {
    int_type(ctx, ty)
        .map(|(w, _)| w)
        .or_else(|| float_kind(ctx, ty).map(|k| k.width()))
}

/// `op`'s first operand against its result: wider for an extension
/// (`extend`), narrower for a truncation.
pub(crate) fn ext_or_trunc(ctx: &Context, op: OpId, extend: bool) -> Result<(), Diagnostic> {
    let src = element_type(ctx, ctx.value_type(ctx.operand(op, 0)));
    let dst = element_type(ctx, ctx.value_type(ctx.result(op, 0)));
    let (Some(s), Some(d)) = (width(ctx, src), width(ctx, dst)) else {
        return Ok(());
    };
    let (bad, relation) = if extend {
        (s >= d, "wider")
    } else {
        (s <= d, "shorter")
    };
    if !bad {
        return Ok(());
    }
    let message = format!(
        "result type {} must be {relation} than operand type {}",
        type_to_string(ctx, dst),
        type_to_string(ctx, src)
    );
    Err(Diagnostic::error(ctx.op_loc(op), message))
}

impl ScalingExtFOpHooks for ScalingExtFOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        ext_or_trunc(ctx, self.id(), true)
    }
}

impl ScalingTruncFOpHooks for ScalingTruncFOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        ext_or_trunc(ctx, self.id(), false)
    }
}
