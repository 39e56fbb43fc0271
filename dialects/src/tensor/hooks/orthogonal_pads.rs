//! MLIR's `FoldOrthogonalPaddings`: two slice-then-pad steps that pad
//! different dimensions, only at the high end and by one constant, are one
//! slice of the first source and one pad.

use super::fold::defined_by;
use super::pad_patterns::{constant_padding_value, mixed, repad_by, Padding};
use super::shape::TensorParts;
use crate::offset_size_stride::constant_index;
use crate::tensor::*;
use ods_runtime::matchers::{m_constant, match_value};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{Context, IrResult, OpId, Value};

/// The constant value of a mixed entry, if it has one.
fn constant_of(ctx: &Context, entry: FoldResult) -> Option<i64> {
    match entry {
        FoldResult::Attr(a) => convert::try_int::<i64>(ctx, a),
        FoldResult::Value(v) => constant_index(ctx, v),
    }
}

/// Each dimension a pad pads at either end (MLIR's `getPaddedDims`).
fn padded_dims(ctx: &mut Context, pad: PadOp) -> Vec<bool> {
    let padding = Padding::of(ctx, pad);
    let (low, high) = (mixed(ctx, &padding.low), mixed(ctx, &padding.high));
    let padded = |e: &FoldResult| constant_of(ctx, *e) != Some(0);
    low.iter()
        .zip(&high)
        .map(|(l, h)| padded(l) || padded(h))
        .collect()
}

/// The constant a pad pads with, if it pads with one.
fn padding_constant(ctx: &mut Context, pad: PadOp) -> Option<ods_runtime::Attribute> {
    let value = constant_padding_value(ctx, pad)?;
    match_value(ctx, value, m_constant())
}

pub(super) fn fold_orthogonal_paddings(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let pad = PadOp::from_id_unchecked(op);
    let Some(inner_slice) = defined_by::<ExtractSliceOp>(rw, pad.source(rw)) else {
        return Ok(false);
    };
    let outer_pad = defined_by::<PadOp>(rw, inner_slice.source(rw));
    let Some(outer_pad) = outer_pad.filter(|p| !p.nofold(rw)) else {
        return Ok(false);
    };
    let Some(outer_slice) = defined_by::<ExtractSliceOp>(rw, outer_pad.source(rw)) else {
        return Ok(false);
    };
    // Not rank-reducing, unit strides, high padding only, one constant.
    let rank_of = |ctx: &Context, v| TensorParts::of_value(ctx, v).map(|p| p.shape.len());
    let rank = rank_of(rw, pad.source(rw));
    if rank.is_none() || rank != rank_of(rw, outer_slice.source(rw)) {
        return Ok(false);
    }
    let (inner, outer) = (
        super::mixed_of_extract_slice(rw, inner_slice),
        super::mixed_of_extract_slice(rw, outer_slice),
    );
    let unit_strides = |ctx: &mut Context, strides: &(Vec<i64>, Vec<Value>)| {
        mixed(ctx, strides)
            .iter()
            .all(|e| constant_of(ctx, *e) == Some(1))
    };
    if !unit_strides(rw.context(), &inner.strides) || !unit_strides(rw.context(), &outer.strides) {
        return Ok(false);
    }
    let zero_low = |ctx: &mut Context, p: PadOp| {
        let low = Padding::of(ctx, p).low;
        mixed(ctx, &low)
            .iter()
            .all(|e| constant_of(ctx, *e) == Some(0))
    };
    if !zero_low(rw.context(), pad) || !zero_low(rw.context(), outer_pad) {
        return Ok(false);
    }
    let value = padding_constant(rw.context(), pad);
    if value.is_none() || value != padding_constant(rw.context(), outer_pad) {
        return Ok(false);
    }
    let (inner_dims, outer_dims) = (
        padded_dims(rw.context(), pad),
        padded_dims(rw.context(), outer_pad),
    );
    if inner_dims.iter().zip(&outer_dims).any(|(&a, &b)| a && b) {
        return Ok(false);
    }
    // Each dimension takes the offset of the pair that neither pads nor
    // offsets it, the size of the outer slice where the outer pad pads
    // (whose inner slice must take all of it), and the high padding of the
    // pad that pads it.
    let offsets = [
        mixed(rw.context(), &inner.offsets),
        mixed(rw.context(), &outer.offsets),
    ];
    let [inner_sizes, outer_sizes] = [
        mixed(rw.context(), &inner.sizes),
        mixed(rw.context(), &outer.sizes),
    ];
    let sliced = TensorParts::of_value(rw, inner_slice.source(rw)).map(|p| p.shape);
    let (inner_high, outer_high) = (Padding::of(rw, pad).high, Padding::of(rw, outer_pad).high);
    let highs = [
        mixed(rw.context(), &inner_high),
        mixed(rw.context(), &outer_high),
    ];
    let zero = FoldResult::Attr(convert::index_attr(rw.context(), 0));
    let (mut new_offsets, mut new_sizes, mut new_high) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..inner_dims.len() {
        let (inner_offset, outer_offset) = (offsets[0][i], offsets[1][i]);
        if !inner_dims[i] && constant_of(rw, inner_offset) == Some(0) {
            new_offsets.push(outer_offset);
        } else if !outer_dims[i] && constant_of(rw, outer_offset) == Some(0) {
            new_offsets.push(inner_offset);
        } else {
            return Ok(false);
        }
        if outer_dims[i] {
            let whole = sliced.as_ref().and_then(|s| s.get(i).copied());
            if whole.is_none() || constant_of(rw, inner_sizes[i]) != whole {
                return Ok(false);
            }
            new_sizes.push(outer_sizes[i]);
        } else {
            new_sizes.push(inner_sizes[i]);
        }
        new_high.push(match (inner_dims[i], outer_dims[i]) {
            (_, true) => highs[1][i],
            (true, false) => highs[0][i],
            (false, false) => zero,
        });
    }
    let (loc, source) = (rw.op_loc(op), outer_slice.source(rw));
    let strides = mixed(rw.context(), &inner.strides);
    rw.set_insertion_point(op);
    let slice = ExtractSliceOp::create_sizes_strides_offsets_fold_result(
        rw,
        loc,
        source,
        &new_offsets,
        &new_sizes,
        &strides,
        None,
    )
    .result(rw);
    let high = super::builders::dispatch(rw, &new_high);
    let padding = Padding {
        low: Padding::of(rw, pad).low,
        high,
    };
    let ty = rw.value_type(pad.result(rw));
    let new = repad_by(rw, pad, (slice, ty), padding, true).result(rw);
    rw.replace_op(op, &[new])?;
    Ok(true)
}
