//! The verifier of `vector.mask` (MLIR's `MaskOp::verify`): its region,
//! the op it masks, and the mask and passthru that op accepts.

use super::interfaces::expected_mask_shape;
use super::types::VectorParts;
use crate::vector::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::Context;

/// `vector.mask`: at most one op, a `vector.yield` yielding as many values
/// as the results; a masked op must be maskable, yield exactly its
/// results (of the mask's result types), expect this mask, and take the
/// passthru when one is given.
pub(super) fn mask(ctx: &Context, op: MaskOp) -> Result<(), Diagnostic> {
    let Some(&block) = ctx.blocks(op.mask_region(ctx)).first() else {
        return Ok(());
    };
    let ops = ctx.block_ops(block);
    if ops.len() > 2 {
        return Err(op.emit_op_error(ctx, "expects only one operation to mask"));
    }
    let terminator = match ops.last() {
        Some(&last) if ctx.op_name_str(last) == YieldOp::OPERATION_NAME => last,
        _ => return Err(op.emit_op_error(ctx, "expects a terminator within the mask region")),
    };
    let results = ctx.results(op.id());
    if results.len() != ctx.num_operands(terminator) {
        return Err(op.emit_op_error(
            ctx,
            "expects number of results to match mask region yielded values",
        ));
    }
    let [masked, _] = ops[..] else {
        return Ok(());
    };
    let Some(maskable) = MaskableOpInterface::try_from(ctx, masked) else {
        return Err(op.emit_op_error(ctx, "expects a MaskableOpInterface within the mask region"));
    };
    let masked_results = ctx.results(masked);
    if masked_results.len() != results.len() {
        return Err(op.emit_op_error(
            ctx,
            "expects number of results to match maskable operation number of results",
        ));
    }
    if masked_results != ctx.operands(terminator) {
        return Err(op.emit_op_error(
            ctx,
            "expects all the results from the MaskableOpInterface to match all the values returned by the terminator",
        ));
    }
    let types = |values: &[ods_runtime::Value]| {
        values
            .iter()
            .map(|&v| ctx.value_type(v))
            .collect::<Vec<_>>()
    };
    let masked_types = types(&masked_results);
    if masked_types != types(&results) {
        return Err(op.emit_op_error(
            ctx,
            "expects result type to match maskable operation result type",
        ));
    }
    if masked_types
        .iter()
        .filter(|&&t| VectorParts::of(ctx, t).is_some())
        .count()
        > 1
    {
        return Err(op.emit_op_error(ctx, "multiple vector results not supported"));
    }
    check_mask_type(ctx, op, masked)?;
    let Some(passthru) = op.passthru(ctx) else {
        return Ok(());
    };
    if !maskable.supports_passthru(ctx) {
        return Err(op.emit_op_error(
            ctx,
            "doesn't expect a passthru argument for this maskable operation",
        ));
    }
    if masked_types.len() != 1 {
        return Err(op.emit_op_error(ctx, "expects result when passthru argument is provided"));
    }
    if ctx.value_type(passthru) != masked_types[0] {
        return Err(op.emit_op_error(ctx, "expects passthru type to match result type"));
    }
    Ok(())
}

/// The mask is the `i1` vector the masked op expects; the message names
/// that type even when no value of it exists yet.
fn check_mask_type(ctx: &Context, op: MaskOp, masked: ods_runtime::OpId) -> Result<(), Diagnostic> {
    let Some(mask) = VectorParts::of(ctx, ctx.value_type(op.mask(ctx))) else {
        return Ok(());
    };
    let Some((shape, scalable)) = expected_mask_shape(ctx, masked) else {
        return Ok(());
    };
    if mask.shape == shape && mask.scalable == scalable {
        return Ok(());
    }
    let expected = VectorParts {
        shape,
        scalable,
        element: mask.element,
    };
    Err(op.emit_op_error(
        ctx,
        format!(
            "expects a '{}' mask for the maskable operation",
            expected.to_string(ctx)
        ),
    ))
}
