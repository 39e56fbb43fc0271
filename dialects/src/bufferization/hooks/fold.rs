//! The folders of `BufferizationOps.cpp`: `clone` takes the source of a
//! `memref.cast` feeding it; `to_tensor(to_buffer(t))` and
//! `to_buffer(to_tensor(m))` fold to `t` and `m`.

use crate::bufferization::*;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Context, Value};

/// The op `value` is defined by, as `T`.
pub(super) fn defined_by<T: Op>(ctx: &Context, value: Value) -> Option<T> {
    T::cast(ctx, ctx.defining_op(value)?)
}

/// MLIR's `CloneOp::fold`: `memref::foldMemRefCast`, in place.
pub(super) fn clone(ctx: &mut Context, op: CloneOp) -> Option<FoldResult> {
    crate::memref::fold_memref_cast(ctx, op.id(), None).then(|| FoldResult::Value(op.output(ctx)))
}

/// MLIR's `ToTensorOp::fold`: the tensor of a `to_buffer` right before it
/// (no op in between may write the buffer).
pub(super) fn to_tensor(ctx: &Context, op: ToTensorOp) -> Option<FoldResult> {
    let to_buffer = defined_by::<ToBufferOp>(ctx, op.buffer(ctx))?;
    let adjacent = ctx.parent_block(to_buffer.id()) == ctx.parent_block(op.id())
        && ctx.next_op(to_buffer.id()) == Some(op.id());
    adjacent.then(|| FoldResult::Value(to_buffer.tensor(ctx)))
}

/// MLIR's `ToBufferOp::fold`: the buffer of a `to_tensor` of the same
/// buffer type.
pub(super) fn to_buffer(ctx: &Context, op: ToBufferOp) -> Option<FoldResult> {
    let to_tensor = defined_by::<ToTensorOp>(ctx, op.tensor(ctx))?;
    let buffer = to_tensor.buffer(ctx);
    (ctx.value_type(buffer) == ctx.value_type(op.buffer(ctx))).then_some(FoldResult::Value(buffer))
}
