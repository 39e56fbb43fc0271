//! What the canonicalization patterns of several dialects share.

use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{Attribute, IrResult, OpId, Value};

/// Replaces `op` by the value `build` creates right before it, at its
/// location (MLIR's `replaceOpWithNewOp` for one result).
pub(crate) fn replace_by(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    build: impl FnOnce(&mut PatternRewriter<'_>, Attribute) -> Value,
) -> IrResult<bool> {
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let new = build(rw, loc);
    rw.replace_op(op, &[new])?;
    Ok(true)
}
