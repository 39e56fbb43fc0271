//! The canonicalization patterns between `vector.broadcast` and
//! `vector.shape_cast` (MLIR's `ShapeCastBroadcastFolder` and the
//! broadcast-of-shape-cast pattern of `BroadcastOp`): either order
//! collapses into one op when the shapes allow it; a transpose that keeps
//! the order of a shape cast's or broadcast's elements folds into it
//! (`FoldTransposeShapeCast`, `FoldTransposeBroadcast`).

use super::fold::{defining, is_order_preserving};
use super::types::{shape_of, VectorParts};
use super::verify::{broadcastable, Broadcast};
use crate::replace::replace_by;
use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId};

/// Adds the `vector.shape_cast` pattern.
pub(super) fn shape_cast_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ShapeCastOp>(shape_cast_of_broadcast);
}

/// Adds the `vector.transpose` patterns.
pub(super) fn transpose_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<TransposeOp>(transpose_of_shape_cast);
    patterns.add_op_fn::<TransposeOp>(transpose_of_broadcast);
}

/// A transpose keeping the order of the elements of a shape cast: one
/// shape cast to the transposed type (MLIR's `FoldTransposeShapeCast`).
fn transpose_of_shape_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let transpose = TransposeOp::from_id_unchecked(op);
    let Some(cast) = defining::<ShapeCastOp>(rw, transpose.vector(rw)) else {
        return Ok(false);
    };
    if !is_order_preserving(rw, transpose) {
        return Ok(false);
    }
    let (ty, source) = (rw.value_type(transpose.result(rw)), cast.source(rw));
    replace_by(rw, op, |rw, loc| {
        ShapeCastOp::create(rw, loc, ty, source).result(rw)
    })
}

/// A transpose of a broadcast that permutes dimensions only within the
/// groups the broadcast cannot tell apart (runs of unit dimensions of its
/// source, and the dimensions it adds in front): the broadcast to the
/// transposed type; of a scalar, always (MLIR's `FoldTransposeBroadcast`).
fn transpose_of_broadcast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let transpose = TransposeOp::from_id_unchecked(op);
    let Some(broadcast) = defining::<BroadcastOp>(rw, transpose.vector(rw)) else {
        return Ok(false);
    };
    let source = broadcast.source(rw);
    let ty = rw.value_type(transpose.result(rw));
    if let Some(input) = VectorParts::of(rw, rw.value_type(source)) {
        let Some(output) = VectorParts::of(rw, ty) else {
            return Ok(false);
        };
        let permutation = transpose.permutation(rw);
        let delta = output.shape.len() - input.shape.len();
        let mut low = 0;
        for i in 0..input.shape.len() {
            let group_ends = input.shape[i] != 1 || (i != 0 && input.shape[i - 1] != 1);
            if group_ends {
                let high = i + delta;
                let local = permutation[low..high]
                    .iter()
                    .all(|&p| (low as i64..high as i64).contains(&p));
                if !local {
                    return Ok(false);
                }
                low = high;
            }
        }
    }
    replace_by(rw, op, |rw, loc| {
        BroadcastOp::create(rw, loc, ty, source).vector(rw)
    })
}

/// Adds the `vector.broadcast` pattern.
pub(super) fn broadcast_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<BroadcastOp>(broadcast_of_shape_cast);
}

/// A shape cast of a broadcast of `x`: a shape cast of `x` when it holds
/// as many elements as the result, else a broadcast of `x` when `x`
/// broadcasts to the result.
fn shape_cast_of_broadcast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let cast = ShapeCastOp::from_id_unchecked(op);
    let Some(broadcast) = defining::<BroadcastOp>(rw, cast.source(rw)) else {
        return Ok(false);
    };
    let source = broadcast.source(rw);
    let source_ty = rw.value_type(source);
    let ty = rw.value_type(cast.result(rw));
    let count = |t| VectorParts::of(rw, t).map(|p| p.num_elements());
    if count(source_ty).is_some() && count(source_ty) == count(ty) {
        return replace_by(rw, op, |rw, loc| {
            ShapeCastOp::create(rw, loc, ty, source).result(rw)
        });
    }
    if !matches!(broadcastable(rw, source_ty, ty), Broadcast::Success) {
        return Ok(false);
    }
    replace_by(rw, op, |rw, loc| {
        BroadcastOp::create(rw, loc, ty, source).vector(rw)
    })
}

/// A broadcast of a shape cast that only adds or drops leading unit
/// dimensions: the broadcast of the cast's source, when it broadcasts to
/// the result.
fn broadcast_of_shape_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let broadcast = BroadcastOp::from_id_unchecked(op);
    let Some(cast) = defining::<ShapeCastOp>(rw, broadcast.source(rw)) else {
        return Ok(false);
    };
    let source = cast.source(rw);
    let source_ty = rw.value_type(source);
    let trimmed = |shape: Vec<i64>| {
        let ones = shape.iter().take_while(|&&d| d == 1).count();
        shape[ones..].to_vec()
    };
    let from = trimmed(shape_of(rw, source_ty));
    if from != trimmed(shape_of(rw, rw.value_type(cast.result(rw)))) {
        return Ok(false);
    }
    let ty = rw.value_type(broadcast.vector(rw));
    if !matches!(broadcastable(rw, source_ty, ty), Broadcast::Success) {
        return Ok(false);
    }
    replace_by(rw, op, |rw, loc| {
        BroadcastOp::create(rw, loc, ty, source).vector(rw)
    })
}
