//! The canonicalization patterns of `vector.extract_strided_slice` (MLIR's
//! `ExtractStridedSliceOp::getCanonicalizationPatterns`): a unit-stride
//! slice of a mask is a smaller mask, a slice of a broadcast the broadcast
//! of (a slice of) its source, and a slice that keeps whole inner
//! dimensions under unit outer ones a `vector.extract` and a shape cast.

use super::fold::defining;
use super::types::VectorParts;
use crate::arith::{ConstantOp, SubIOp};
use crate::replace::replace_by;
use crate::vector::*;
use ods_runtime::ods::convert::{index, index_attr};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Value};

/// Adds the patterns, in MLIR's order.
pub(super) fn patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ExtractStridedSliceOp>(of_create_mask);
    patterns.add_op_fn::<ExtractStridedSliceOp>(of_constant_mask);
    patterns.add_op_fn::<ExtractStridedSliceOp>(of_broadcast);
    patterns.add_op_fn::<ExtractStridedSliceOp>(contiguous_to_extract);
}

/// The slice and its source, when every stride is 1.
fn unit_stride_slice(rw: &PatternRewriter<'_>, op: OpId) -> Option<ExtractStridedSliceOp> {
    let slice = ExtractStridedSliceOp::from_id_unchecked(op);
    slice.strides(rw).iter().all(|&s| s == 1).then_some(slice)
}

/// Of a `vector.create_mask`: the mask of its sizes less the offsets
/// (`create_mask` clamps them, so no bound is needed), the dimensions past
/// the sliced ones unchanged (MLIR's `StridedSliceCreateMaskFolder`).
fn of_create_mask(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(slice) = unit_stride_slice(rw, op) else {
        return Ok(false);
    };
    let Some(mask) = defining::<CreateMaskOp>(rw, slice.source(rw)) else {
        return Ok(false);
    };
    let sizes = mask.operands(rw);
    let offsets = slice.offsets(rw);
    let ty = rw.value_type(slice.result0(rw));
    replace_by(rw, op, |rw, loc| {
        let mut sliced: Vec<Value> = sizes
            .iter()
            .zip(&offsets)
            .map(|(&size, &offset)| {
                let (index, attr) = (index(rw.context()), index_attr(rw.context(), offset));
                let offset = ConstantOp::create(rw, loc, index, attr).result(rw);
                SubIOp::create(rw, loc, index, size, offset, None).result(rw)
            })
            .collect();
        sliced.extend_from_slice(&sizes[sliced.len()..]);
        let mask = CreateMaskOp::create(rw, loc, ty, &sliced);
        rw.result(mask.id(), 0)
    })
}

/// Of a `vector.constant_mask`: the part of each mask interval inside the
/// slice, all zero when one is empty (MLIR's
/// `StridedSliceConstantMaskFolder`).
fn of_constant_mask(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(slice) = unit_stride_slice(rw, op) else {
        return Ok(false);
    };
    let Some(mask) = defining::<ConstantMaskOp>(rw, slice.source(rw)) else {
        return Ok(false);
    };
    let mask_sizes = mask.mask_dim_sizes(rw);
    let mut sizes: Vec<i64> = mask_sizes
        .iter()
        .zip(slice.offsets(rw).into_iter().zip(slice.sizes(rw)))
        .map(|(&mask, (offset, size))| ((offset + size).min(mask) - offset).max(0))
        .collect();
    sizes.extend_from_slice(&mask_sizes[sizes.len()..]);
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    let ty = rw.value_type(slice.result0(rw));
    replace_by(rw, op, |rw, loc| {
        let mask = ConstantMaskOp::create(rw, loc, ty, sizes);
        rw.result(mask.id(), 0)
    })
}

/// Of a `vector.broadcast`: the broadcast of its source, sliced first
/// where a source dimension neither broadcasts (size 1) nor is kept whole
/// (MLIR's `StridedSliceBroadcast`).
fn of_broadcast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let slice = ExtractStridedSliceOp::from_id_unchecked(op);
    let Some(broadcast) = defining::<BroadcastOp>(rw, slice.source(rw)) else {
        return Ok(false);
    };
    let mut source = broadcast.source(rw);
    let ty = rw.value_type(slice.result0(rw));
    let source_shape = super::types::shape_of(rw, rw.value_type(source));
    let result_shape = super::types::shape_of(rw, ty);
    let diff = result_shape.len() - source_shape.len();
    let needs_slice = source_shape
        .iter()
        .zip(&result_shape[diff..])
        .any(|(&s, &r)| s != 1 && s != r);
    replace_by(rw, op, |rw, loc| {
        if needs_slice {
            let mut offsets = slice.offsets(rw)[diff..].to_vec();
            let mut sizes = slice.sizes(rw)[diff..].to_vec();
            let strides = slice.strides(rw)[diff..].to_vec();
            for (i, _) in source_shape.iter().enumerate().filter(|(_, &s)| s == 1) {
                offsets[i] = 0;
                sizes[i] = 1;
            }
            source = ExtractStridedSliceOp::create_source_offsets_sizes_strides(
                rw, loc, source, offsets, sizes, strides,
            )
            .result0(rw);
        }
        BroadcastOp::create(rw, loc, ty, source).vector(rw)
    })
}

/// A unit-stride slice of a fixed-size vector taking whole inner
/// dimensions under unit outer ones: the `vector.extract` of the outer
/// offsets, shape cast to the result (MLIR's
/// `ContiguousExtractStridedSliceToExtract`).
fn contiguous_to_extract(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(slice) = unit_stride_slice(rw, op) else {
        return Ok(false);
    };
    let source = slice.source(rw);
    let Some(parts) = VectorParts::of(rw, rw.value_type(source)) else {
        return Ok(false);
    };
    if parts.rank() == 0 || parts.scalable.iter().any(|&s| s) {
        return Ok(false);
    }
    let sizes = slice.sizes(rw);
    let mut count = sizes.len();
    while count > 0 && sizes[count - 1] == parts.shape[count - 1] {
        count -= 1;
    }
    let whole_inner = count == parts.rank() && sizes.len() == parts.rank();
    if count == 0 || whole_inner || sizes[..count].iter().any(|&s| s != 1) {
        return Ok(false);
    }
    while count + 1 < sizes.len() && sizes[count] == 1 {
        count += 1;
    }
    let position = slice.offsets(rw)[..count].to_vec();
    let ty = rw.value_type(slice.result0(rw));
    replace_by(rw, op, |rw, loc| {
        let extract = ExtractOp::create_source_value_position_i64_3(rw, loc, source, position);
        let extracted = extract.result(rw);
        ShapeCastOp::create(rw, loc, ty, extracted).result(rw)
    })
}
