//! The verifiers of `BufferizationOps.cpp`: `alloc_tensor`'s sizes and
//! copy, `materialize_in_destination`'s destination and shapes,
//! `dealloc`'s operand counts.

use crate::bufferization::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::op_error;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::{is_base_memref, is_tensor, shape, DYNAMIC};
use ods_runtime::Context;

/// MLIR's `AllocTensorOp::verify`.
pub(super) fn alloc_tensor(ctx: &Context, op: AllocTensorOp) -> Result<(), Diagnostic> {
    let error = |message: &str| Err(Diagnostic::error(ctx.op_loc(op.id()), message));
    let sizes = op.dynamic_sizes(ctx).len();
    let ty = ctx.value_type(op.result(ctx));
    let copy = op.copy(ctx);
    if copy.is_some() && sizes != 0 {
        return error("dynamic sizes not needed when copying a tensor");
    }
    let dynamic = shape(ctx, ty).map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count());
    if copy.is_none() && dynamic != sizes {
        return Err(op_error(
            ctx,
            op.id(),
            format_args!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"),
        ));
    }
    if copy.is_some_and(|c| ctx.value_type(c) != ty) {
        return error("expected that `copy` and return type match");
    }
    Ok(())
}

/// MLIR's `MaterializeInDestinationOp::verify`.
pub(super) fn materialize_in_destination(
    ctx: &Context,
    op: MaterializeInDestinationOp,
) -> Result<(), Diagnostic> {
    let error = |message: &str| Err(op_error(ctx, op.id(), message));
    let dest = ctx.value_type(op.dest(ctx));
    let results = ctx.num_results(op.id());
    let (tensor_dest, memref_dest) = (is_tensor(ctx, dest), is_base_memref(ctx, dest));
    if !tensor_dest && !memref_dest {
        return error("'dest' must be a tensor or a memref");
    }
    if tensor_dest {
        if results != 1 {
            return error("tensor 'dest' implies exactly one tensor result");
        }
        if ctx.value_type(ctx.result(op.id(), 0)) != dest {
            return error("result and 'dest' types must match");
        }
    }
    if memref_dest && results != 0 {
        return error("memref 'dest' implies zero results");
    }
    if op.restrict(ctx) && !memref_dest {
        return error("'restrict' is valid only for memref destinations");
    }
    if op.writable(ctx) != memref_dest {
        return error(
            "'writable' must be specified if and only if the destination is of memref type",
        );
    }
    let source = shape(ctx, ctx.value_type(op.source(ctx)));
    match (source, shape(ctx, dest)) {
        (None, None) => Ok(()),
        (Some(s), Some(d)) => {
            if s.len() != d.len() {
                return error("rank mismatch between source and destination shape");
            }
            let clash = s
                .iter()
                .zip(&d)
                .any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b);
            if clash {
                return error("source/destination shapes are incompatible");
            }
            Ok(())
        }
        _ => error("source/destination shapes are incompatible"),
    }
}

/// MLIR's `DeallocOp::verify`.
pub(super) fn dealloc(ctx: &Context, op: DeallocOp) -> Result<(), Diagnostic> {
    if op.memrefs(ctx).len() != op.conditions(ctx).len() {
        return Err(op_error(
            ctx,
            op.id(),
            "must have the same number of conditions as memrefs to deallocate",
        ));
    }
    if op.retained(ctx).len() != ctx.num_results(op.id()) {
        return Err(op_error(
            ctx,
            op.id(),
            "must have the same number of updated conditions (results) as retained operands",
        ));
    }
    Ok(())
}
