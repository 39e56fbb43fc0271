//! The folders of `VectorOps.cpp` (`hasFolder`) written so far.

use super::types::VectorParts;
use crate::vector::*;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Context, Value};

/// `source` when the op's result is of its type: a cast, broadcast or
/// extraction that changes nothing.
pub(super) fn same_type(ctx: &Context, source: Value, result: Value) -> Option<FoldResult> {
    (ctx.value_type(source) == ctx.value_type(result)).then_some(FoldResult::Value(source))
}

/// `vector.multi_reduction` of a 1-d source that reduces nothing: the
/// source.
pub(super) fn multi_reduction(ctx: &Context, op: MultiDimReductionOp) -> Option<FoldResult> {
    let source = op.source(ctx);
    let parts = VectorParts::of(ctx, ctx.value_type(source))?;
    (parts.rank() == 1 && !op.reduction_dims(ctx).contains(&0)).then_some(FoldResult::Value(source))
}

/// `vector.transpose` by the identity: its operand.
pub(super) fn transpose(ctx: &Context, op: TransposeOp) -> Option<FoldResult> {
    let identity = op
        .permutation(ctx)
        .iter()
        .enumerate()
        .all(|(i, &p)| p == i as i64);
    identity.then(|| FoldResult::Value(op.vector(ctx)))
}

/// `vector.extract` at no position: its source, when of the result's type.
pub(super) fn extract(ctx: &Context, op: ExtractOp) -> Option<FoldResult> {
    if !op.static_position(ctx).is_empty() {
        return None;
    }
    same_type(ctx, op.source(ctx), op.result(ctx))
}
