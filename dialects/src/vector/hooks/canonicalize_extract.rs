//! The canonicalization patterns of `vector.extract` (MLIR's
//! `ExtractOp::getCanonicalizationPatterns`): an extraction of a vector
//! from a broadcast becomes a broadcast, from a shape cast keeping the
//! element count a shape cast, from a `vector.create_mask` a smaller mask,
//! and from `vector.from_elements` a smaller `vector.from_elements`.

use super::fold::{bool_splat, defining};
use super::types::VectorParts;
use super::verify::{broadcastable, Broadcast};
use crate::replace::replace_by;
use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Type, Value};

/// Adds the patterns, in MLIR's order.
pub(super) fn patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ExtractOp>(from_broadcast);
    patterns.add_op_fn::<ExtractOp>(from_create_mask);
    patterns.add_op_fn::<ExtractOp>(from_shape_cast);
    patterns.add_op_fn::<ExtractOp>(from_elements);
}

/// The vector type extracted, if the result is a vector.
fn vector_result(rw: &PatternRewriter<'_>, extract: ExtractOp) -> Option<(Type, VectorParts)> {
    let ty = rw.value_type(extract.result(rw));
    VectorParts::of(rw, ty).map(|parts| (ty, parts))
}

/// The source of a broadcast, or of a shape cast that only prepends unit
/// dimensions (MLIR's `isBroadcastLike`).
pub(super) fn broadcast_like_source(rw: &PatternRewriter<'_>, value: Value) -> Option<Value> {
    if let Some(broadcast) = defining::<BroadcastOp>(rw, value) {
        return Some(broadcast.source(rw));
    }
    let cast = defining::<ShapeCastOp>(rw, value)?;
    let from = super::types::shape_of(rw, rw.value_type(cast.source(rw)));
    let to = super::types::shape_of(rw, rw.value_type(cast.result(rw)));
    to.ends_with(&from).then(|| cast.source(rw))
}

/// Of a broadcast-like op whose source broadcasts to the extracted
/// vector: the broadcast of that source (MLIR's `ExtractOpFromBroadcast`).
fn from_broadcast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let extract = ExtractOp::from_id_unchecked(op);
    let Some((ty, _)) = vector_result(rw, extract) else {
        return Ok(false);
    };
    let Some(source) = broadcast_like_source(rw, extract.source(rw)) else {
        return Ok(false);
    };
    if !matches!(
        broadcastable(rw, rw.value_type(source), ty),
        Broadcast::Success
    ) {
        return Ok(false);
    }
    replace_by(rw, op, |rw, loc| {
        BroadcastOp::create(rw, loc, ty, source).vector(rw)
    })
}

/// Of a `vector.create_mask`: all false when a static position is past
/// its size there, else the mask of the remaining sizes when each
/// dimension's size is known to cover the position (MLIR's
/// `ExtractOpFromCreateMask`).
fn from_create_mask(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let extract = ExtractOp::from_id_unchecked(op);
    let Some((ty, _)) = vector_result(rw, extract) else {
        return Ok(false);
    };
    let Some(mask) = defining::<CreateMaskOp>(rw, extract.source(rw)) else {
        return Ok(false);
    };
    let sizes = mask.operands(rw);
    let shape = super::types::shape_of(rw, rw.value_type(rw.result(mask.id(), 0)));
    let position = extract.static_position(rw);
    let constants: Vec<Option<i64>> = sizes
        .iter()
        .map(|&s| crate::offset_size_stride::constant_index(rw, s))
        .collect();
    let mut all_false = constants.iter().any(|c| c.is_some_and(|c| c <= 0));
    let mut unknown = false;
    for (dim, &pos) in position.iter().enumerate() {
        if all_false {
            break;
        }
        let Some(bound) = constants.get(dim).copied().flatten() else {
            unknown = true;
            continue;
        };
        if pos != ods_runtime::ods::pred::DYNAMIC {
            all_false |= pos >= bound;
        } else if bound < shape.get(dim).copied().unwrap_or(0) {
            unknown = true;
        }
    }
    if all_false {
        return replace_by(rw, op, |rw, loc| {
            let zero = bool_splat(rw.context(), ty, false);
            crate::arith::ConstantOp::create(rw, loc, ty, zero).result(rw)
        });
    }
    if unknown {
        return Ok(false);
    }
    let rest = sizes[position.len()..].to_vec();
    replace_by(rw, op, |rw, loc| {
        let mask = CreateMaskOp::create(rw, loc, ty, &rest);
        rw.result(mask.id(), 0)
    })
}

/// Of a shape cast whose source has as many elements as the extracted
/// vector: the shape cast of that source (MLIR's
/// `foldExtractFromShapeCastToShapeCast`).
fn from_shape_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let extract = ExtractOp::from_id_unchecked(op);
    let Some((ty, parts)) = vector_result(rw, extract) else {
        return Ok(false);
    };
    let Some(cast) = defining::<ShapeCastOp>(rw, extract.source(rw)) else {
        return Ok(false);
    };
    let source = cast.source(rw);
    let count = VectorParts::of(rw, rw.value_type(source)).map(|p| p.num_elements());
    if count != Some(parts.num_elements()) {
        return Ok(false);
    }
    replace_by(rw, op, |rw, loc| {
        ShapeCastOp::create(rw, loc, ty, source).result(rw)
    })
}

/// Of `vector.from_elements` (neither scalable), at a static position:
/// the `vector.from_elements` of the extracted elements (MLIR's
/// `foldExtractFromFromElements`).
fn from_elements(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let extract = ExtractOp::from_id_unchecked(op);
    if !extract.dynamic_position(rw).is_empty() {
        return Ok(false);
    }
    let Some((ty, parts)) = vector_result(rw, extract) else {
        return Ok(false);
    };
    let Some(from) = defining::<FromElementsOp>(rw, extract.source(rw)) else {
        return Ok(false);
    };
    let Some(input) = VectorParts::of(rw, rw.value_type(from.dest(rw))) else {
        return Ok(false);
    };
    if parts.scalable.iter().chain(&input.scalable).any(|&s| s) {
        return Ok(false);
    }
    let mut first = extract.static_position(rw);
    first.resize(input.rank(), 0);
    let flat = first
        .iter()
        .zip(&input.shape)
        .fold(0, |acc, (&p, &d)| acc * d + p) as usize;
    let count = parts.num_elements() as usize;
    let Some(elements) = from
        .elements(rw)
        .get(flat..flat + count)
        .map(<[Value]>::to_vec)
    else {
        return Ok(false);
    };
    replace_by(rw, op, |rw, loc| {
        FromElementsOp::create(rw, loc, ty, &elements).dest(rw)
    })
}
