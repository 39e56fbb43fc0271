//! The canonicalization patterns of `vector.insert` and
//! `vector.insert_strided_slice` written so far (MLIR's
//! `InsertToBroadcast`, `InsertSplatToSplat`, `InsertStridedSliceSplat`
//! and `FoldInsertStridedSliceOfExtract`): an insertion that covers its
//! destination, or of a broadcast into the same broadcast, is a
//! broadcast; a slice put back where it was taken is the destination.

use super::fold::defining;
use super::types::VectorParts;
use crate::replace::replace_by;
use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Value};

/// Adds the `vector.insert` patterns, in MLIR's order.
pub(super) fn patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<InsertOp>(whole_to_broadcast);
    patterns.add_op_fn::<InsertOp>(splat_into_splat);
}

/// Adds the `vector.insert_strided_slice` patterns, in MLIR's order.
pub(super) fn strided_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<InsertStridedSliceOp>(strided_splat_into_splat);
    patterns.add_op_fn::<InsertStridedSliceOp>(strided_of_extract);
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

/// A broadcast of a scalar inserted as a slice into a broadcast of the
/// same scalar: the destination.
fn strided_splat_into_splat(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let insert = InsertStridedSliceOp::from_id_unchecked(op);
    let dest = insert.dest(rw);
    let Some(scalar) = scalar_splat_source(rw, insert.value_to_store(rw)) else {
        return Ok(false);
    };
    if scalar_splat_source(rw, dest) != Some(scalar) {
        return Ok(false);
    }
    rw.replace_op(op, &[dest])?;
    Ok(true)
}

/// A unit-stride slice of the destination inserted back at its offsets:
/// the destination.
fn strided_of_extract(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let insert = InsertStridedSliceOp::from_id_unchecked(op);
    let dest = insert.dest(rw);
    let Some(extract) = defining::<ExtractStridedSliceOp>(rw, insert.value_to_store(rw)) else {
        return Ok(false);
    };
    let unit = |strides: Vec<i64>| strides.iter().all(|&s| s == 1);
    if extract.source(rw) != dest
        || !unit(extract.strides(rw))
        || !unit(insert.strides(rw))
        || extract.offsets(rw) != insert.offsets(rw)
    {
        return Ok(false);
    }
    rw.replace_op(op, &[dest])?;
    Ok(true)
}
