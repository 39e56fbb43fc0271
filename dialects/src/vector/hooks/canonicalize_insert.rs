//! The canonicalization patterns of `vector.insert` written so far
//! (MLIR's `InsertToBroadcast` and `InsertSplatToSplat`): an insertion
//! that covers its destination, or of a broadcast into the same
//! broadcast, is a broadcast.

use super::fold::defining;
use super::types::VectorParts;
use crate::replace::replace_by;
use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Value};

/// Adds the patterns, in MLIR's order.
pub(super) fn patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<InsertOp>(whole_to_broadcast);
    patterns.add_op_fn::<InsertOp>(splat_into_splat);
}

/// A vector inserted with as many elements as the destination: its
/// broadcast to the destination's type.
fn whole_to_broadcast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let insert = InsertOp::from_id_unchecked(op);
    let value = insert.value_to_store(rw);
    let ty = rw.value_type(insert.result(rw));
    let count = |t| VectorParts::of(rw, t).map(|p| p.num_elements());
    let inserted = count(rw.value_type(value));
    if inserted.is_none() || inserted != count(ty) {
        return Ok(false);
    }
    replace_by(rw, op, |rw, loc| {
        BroadcastOp::create(rw, loc, ty, value).vector(rw)
    })
}

/// The scalar a value broadcasts, if it is a broadcast of one (MLIR's
/// `getScalarSplatSource`).
pub(super) fn scalar_splat_source(rw: &PatternRewriter<'_>, value: Value) -> Option<Value> {
    let source = defining::<BroadcastOp>(rw, value)?.source(rw);
    VectorParts::of(rw, rw.value_type(source))
        .is_none()
        .then_some(source)
}

/// A broadcast of a scalar inserted into a broadcast of the same scalar:
/// that broadcast to the result's type.
fn splat_into_splat(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let insert = InsertOp::from_id_unchecked(op);
    let Some(scalar) = scalar_splat_source(rw, insert.value_to_store(rw)) else {
        return Ok(false);
    };
    if scalar_splat_source(rw, insert.dest(rw)) != Some(scalar) {
        return Ok(false);
    }
    let ty = rw.value_type(insert.result(rw));
    replace_by(rw, op, |rw, loc| {
        BroadcastOp::create(rw, loc, ty, scalar).vector(rw)
    })
}
