//! The canonicalization patterns that give an op the static sizes its
//! consumers or operands know: `tensor.empty` of constant sizes
//! (`ReplaceEmptyTensorStaticShapeDims`), an `extract_slice` only cast to
//! a more static type (`TensorCastExtractSlice`), a reshape of a static
//! `tensor.splat` (`FoldReshapeWithSplat`) or of `tensor.from_elements` to
//! a static type (`FoldReshapeWithFromElements`),
//! `tensor.empty` cast to a more static type or asked its sizes
//! (`FoldEmptyTensorWithCastOp`, `FoldEmptyTensorWithDimOp`), and a
//! `tensor.expand_shape` of a cast from sizes its constant output sizes
//! make static (`ConvertToStaticExpandShape`).

use super::fold::{defined_by, preserves_static_information};
use super::shape::TensorParts;
use crate::offset_size_stride::{constify, rank_reduction_mask, remaining};
use crate::replace::replace_by;
use crate::reshapes::Reshape;
use crate::tensor::*;
use ods_runtime::matchers::{m_constant_int, match_value};
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId};

/// Constant sizes of a `tensor.empty` become static, cast back to the
/// old type.
pub(super) fn empty_constant_sizes(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<EmptyOp>(fold_empty_constant_sizes);
}

fn fold_empty_constant_sizes(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let empty = EmptyOp::from_id_unchecked(op);
    let old_ty = rw.value_type(empty.result(rw));
    let Some(parts) = TensorParts::of(rw, old_ty) else {
        return Ok(false);
    };
    let sizes = empty.dynamic_sizes(rw);
    let Some(shape) = constify(rw, &parts.shape, &sizes, |c| c >= 0) else {
        return Ok(false);
    };
    let kept = remaining(&parts.shape, &sizes, &shape);
    let ty = parts.with_shape(shape).get(rw.context());
    replace_by(rw, op, |rw, loc| {
        let new = EmptyOp::create(rw, loc, ty, &kept).result(rw);
        CastOp::create(rw, loc, old_ty, new).dest(rw)
    })
}

/// `cast(extract_slice)` to a more static type is an `extract_slice` of
/// the sizes that type gives.
pub(super) fn cast_of_extract_slice(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<CastOp>(fold_cast_of_extract_slice);
}

fn fold_cast_of_extract_slice(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let cast = CastOp::from_id_unchecked(op);
    let Some(slice) = defined_by::<ExtractSliceOp>(rw, cast.source(rw)) else {
        return Ok(false);
    };
    let (from, to) = (rw.value_type(cast.source(rw)), rw.value_type(cast.dest(rw)));
    let Some(target) = TensorParts::of(rw, to) else {
        return Ok(false);
    };
    let sliced = TensorParts::of(rw, from).map(|p| p.shape);
    if !preserves_static_information(rw, from, to) || sliced.as_ref() == Some(&target.shape) {
        return Ok(false);
    }
    let mixed = super::mixed_of_extract_slice(rw, slice);
    let (statics, dynamics) = mixed.sizes;
    let dropped = rank_reduction_mask(&statics, &sliced.unwrap_or_default());
    let mut sizes = ods_runtime::asm::dynamic_index_list::mixed_values(&statics, &dynamics);
    let mut kept = target.shape.iter();
    for (i, size) in sizes.iter_mut().enumerate() {
        if dropped.as_ref().is_some_and(|d| d[i]) {
            continue;
        }
        match kept.next() {
            Some(&d) if d != DYNAMIC => *size = Ok(d),
            _ => {}
        }
    }
    let new_statics: Vec<i64> = sizes.iter().map(|s| s.unwrap_or(DYNAMIC)).collect();
    let new_dynamics: Vec<_> = sizes.iter().filter_map(|s| s.err()).collect();
    let source = slice.source(rw);
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let new = ExtractSliceOp::create(
        rw,
        loc,
        to,
        source,
        &mixed.offsets.1,
        &new_dynamics,
        &mixed.strides.1,
        mixed.offsets.0,
        new_statics,
        mixed.strides.0,
    )
    .result(rw);
    rw.replace_op(op, &[new])?;
    Ok(true)
}

/// A reshape of `tensor.from_elements` to a static type is
/// `tensor.from_elements` of that type.
pub(super) fn reshape_of_from_elements<T: Reshape>(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<T>(fold_reshape_of_from_elements::<T>);
}

fn fold_reshape_of_from_elements<T: Reshape>(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
) -> IrResult<bool> {
    let reshape = T::from_id_unchecked(op);
    let Some(from) = defined_by::<FromElementsOp>(rw, reshape.src(rw)) else {
        return Ok(false);
    };
    let ty = rw.value_type(rw.result(op, 0));
    if !ods_runtime::ods::pred::has_static_shape(rw, ty) {
        return Ok(false);
    }
    let elements = from.elements(rw);
    replace_by(rw, op, |rw, loc| {
        FromElementsOp::create(rw, loc, ty, &elements).result(rw)
    })
}

/// A reshape of a `tensor.splat` of a static type is the splat of the
/// reshaped type (MLIR's `FoldReshapeWithSplat`).
pub(super) fn reshape_of_splat<T: Reshape>(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<T>(fold_reshape_of_splat::<T>);
}

fn fold_reshape_of_splat<T: Reshape>(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let reshape = T::from_id_unchecked(op);
    let Some(splat) = defined_by::<SplatOp>(rw, reshape.src(rw)) else {
        return Ok(false);
    };
    let splat_ty = rw.value_type(splat.aggregate(rw));
    if !ods_runtime::ods::pred::has_static_shape(rw, splat_ty) {
        return Ok(false);
    }
    let (ty, input) = (rw.value_type(rw.result(op, 0)), splat.input(rw));
    replace_by(rw, op, |rw, loc| {
        SplatOp::create(rw, loc, ty, input, &[]).aggregate(rw)
    })
}

/// A cast of `tensor.empty` to a more static type is `tensor.empty` of
/// that type, keeping the sizes it still leaves dynamic (MLIR's
/// `FoldEmptyTensorWithCastOp`).
pub(super) fn cast_of_empty(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<CastOp>(fold_cast_of_empty);
}

fn fold_cast_of_empty(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let cast = CastOp::from_id_unchecked(op);
    let (from, to) = (rw.value_type(cast.source(rw)), rw.value_type(cast.dest(rw)));
    let Some(empty) = defined_by::<EmptyOp>(rw, cast.source(rw)) else {
        return Ok(false);
    };
    let (Some(source), Some(target)) = (TensorParts::of(rw, from), TensorParts::of(rw, to)) else {
        return Ok(false);
    };
    if !preserves_static_information(rw, from, to) {
        return Ok(false);
    }
    let sizes = empty.dynamic_sizes(rw);
    let mut next = sizes.iter();
    let mut kept = Vec::new();
    for (&old, &new) in source.shape.iter().zip(&target.shape) {
        let operand = (old == DYNAMIC).then(|| next.next()).flatten();
        if old != DYNAMIC && old != new {
            return Ok(false);
        }
        if new == DYNAMIC {
            kept.extend(operand);
        }
    }
    // MLIR drops the encoding here.
    let ty = TensorParts {
        encoding: None,
        ..target
    }
    .get(rw.context());
    replace_by(rw, op, |rw, loc| {
        EmptyOp::create(rw, loc, ty, &kept).result(rw)
    })
}

/// `tensor.dim` of a dynamic size of `tensor.empty` is its size operand
/// (MLIR's `FoldEmptyTensorWithDimOp`).
pub(super) fn dim_of_empty(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<DimOp>(fold_dim_of_empty);
}

fn fold_dim_of_empty(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dim = DimOp::from_id_unchecked(op);
    let (Some(index), Some(empty)) = (
        dim.constant_index(rw),
        defined_by::<EmptyOp>(rw, dim.source(rw)),
    ) else {
        return Ok(false);
    };
    let shape = TensorParts::of_value(rw, empty.result(rw)).map_or_else(Vec::new, |p| p.shape);
    let Some(position) = usize::try_from(index).ok().filter(|&i| i < shape.len()) else {
        return Ok(false);
    };
    if shape[position] != DYNAMIC {
        return Ok(false);
    }
    let nth = shape[..position].iter().filter(|&&d| d == DYNAMIC).count();
    let Some(&size) = empty.dynamic_sizes(rw).get(nth) else {
        return Ok(false);
    };
    rw.replace_op(op, &[size])?;
    Ok(true)
}

/// A `tensor.expand_shape` of a cast that only forgets sizes: the output
/// sizes that are constants, where the cast's source is static along
/// their group, become static (the expansion then of the source cast to
/// the sizes they give), cast back to the old type.
pub(super) fn static_expand_of_cast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ExpandShapeOp>(fold_static_expand_of_cast);
}

fn fold_static_expand_of_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let expand = ExpandShapeOp::from_id_unchecked(op);
    let src = expand.src(rw);
    let Some(cast) = defined_by::<CastOp>(rw, src) else {
        return Ok(false);
    };
    if !super::fold::can_fold_into_consumer(rw, cast) {
        return Ok(false);
    }
    let Some(cast_src) = TensorParts::of_value(rw, cast.source(rw)) else {
        return Ok(false);
    };
    let Some(result) = TensorParts::of_value(rw, expand.result(rw)) else {
        return Ok(false);
    };
    let groups = expand.reassociation_indices(rw);
    let output = expand.output_shape(rw);
    let mut shape = result.shape.clone();
    let mut dynamic = Vec::new();
    let mut next = output.iter();
    for (input_dim, group) in groups.iter().enumerate() {
        for &out_dim in group {
            let out_dim = out_dim as usize;
            if shape[out_dim] != DYNAMIC {
                continue;
            }
            let Some(&value) = next.next() else {
                return Ok(false);
            };
            if cast_src.shape[input_dim] == DYNAMIC {
                dynamic.push(value);
                continue;
            }
            let constant = match_value(rw.context(), value, m_constant_int())
                .and_then(|c| i64::try_from(c.value.to_i128()?).ok());
            match constant {
                Some(size) => shape[out_dim] = size,
                None => dynamic.push(value),
            }
        }
    }
    if dynamic.len() == output.len() {
        return Ok(false);
    }
    let input_shape: Vec<i64> = groups
        .iter()
        .map(|group| {
            group.iter().try_fold(1i64, |product, &d| {
                let size = shape[d as usize];
                (size != DYNAMIC).then(|| product * size)
            })
        })
        .map(|size| size.unwrap_or(DYNAMIC))
        .collect();
    let element = TensorParts::of_value(rw, src).map_or(result.element, |p| p.element);
    let input_ty = TensorParts {
        shape: input_shape,
        element,
        encoding: None,
    }
    .get(rw.context());
    let output_ty = TensorParts {
        shape: shape.clone(),
        element,
        encoding: None,
    }
    .get(rw.context());
    let old_ty = rw.value_type(expand.result(rw));
    let groups_attr = expand.reassociation_attr(rw);
    replace_by(rw, op, |rw, loc| {
        let input = CastOp::create(rw, loc, input_ty, src).dest(rw);
        let expanded =
            ExpandShapeOp::create(rw, loc, output_ty, input, groups_attr, &dynamic, shape)
                .result(rw);
        CastOp::create(rw, loc, old_ty, expanded).dest(rw)
    })
}
