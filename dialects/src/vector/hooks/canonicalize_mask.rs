//! The canonicalization patterns that see through a shape cast or a
//! transpose of a mask-building op (MLIR's
//! `ShapeCastCreateMaskFolderTrailingOneDim` and
//! `FoldTransposeCreateMask`): the mask is built in the new shape.

use super::fold::defining;
use super::types::VectorParts;
use crate::replace::replace_by;
use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Type, Value};

/// Adds the `vector.shape_cast` pattern.
pub(super) fn shape_cast_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ShapeCastOp>(shape_cast_dropping_unit_dims);
}

/// Adds the `vector.transpose` pattern.
pub(super) fn transpose_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<TransposeOp>(transposed_mask);
}

/// A mask-building op: the sizes of a `vector.create_mask` (values) or of
/// a `vector.constant_mask` (constants).
enum MaskSizes {
    Created(Vec<Value>),
    Constant(Vec<i64>),
}

impl MaskSizes {
    /// The sizes `value` is built from, if a mask op builds it.
    fn of(rw: &PatternRewriter<'_>, value: Value) -> Option<MaskSizes> {
        if let Some(create) = defining::<CreateMaskOp>(rw, value) {
            return Some(MaskSizes::Created(create.operands(rw)));
        }
        let constant = defining::<ConstantMaskOp>(rw, value)?;
        Some(MaskSizes::Constant(constant.mask_dim_sizes(rw)))
    }

    /// Replaces `op` by the mask of `ty` built from these sizes.
    fn replace(self, rw: &mut PatternRewriter<'_>, op: OpId, ty: Type) -> IrResult<bool> {
        replace_by(rw, op, |rw, loc| {
            let mask = match self {
                MaskSizes::Created(sizes) => CreateMaskOp::create(rw, loc, ty, &sizes).id(),
                MaskSizes::Constant(sizes) => ConstantMaskOp::create(rw, loc, ty, sizes).id(),
            };
            rw.result(mask, 0)
        })
    }
}

/// A shape cast dropping trailing unit dimensions of a mask whose sizes
/// there are 1: the mask without them.
fn shape_cast_dropping_unit_dims(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let cast = ShapeCastOp::from_id_unchecked(op);
    let Some(sizes) = MaskSizes::of(rw, cast.source(rw)) else {
        return Ok(false);
    };
    let ty = rw.value_type(cast.result(rw));
    let (Some(from), Some(to)) = (
        VectorParts::of(rw, rw.value_type(cast.source(rw))),
        VectorParts::of(rw, ty),
    ) else {
        return Ok(false);
    };
    let kept = to.rank();
    let drops_trailing_units = kept < from.rank()
        && from.shape[..kept] == to.shape[..]
        && from.scalable[..kept] == to.scalable[..]
        && from.shape[kept..].iter().all(|&d| d == 1)
        && !from.scalable[kept..].iter().any(|&s| s);
    if !drops_trailing_units {
        return Ok(false);
    }
    let kept_sizes = match sizes {
        MaskSizes::Created(values) => {
            let ones = values[kept..]
                .iter()
                .all(|&v| crate::offset_size_stride::constant_index(rw, v) == Some(1));
            if !ones {
                return Ok(false);
            }
            MaskSizes::Created(values[..kept].to_vec())
        }
        MaskSizes::Constant(sizes) => {
            if sizes[kept..].iter().any(|&s| s != 1) {
                return Ok(false);
            }
            MaskSizes::Constant(sizes[..kept].to_vec())
        }
    };
    kept_sizes.replace(rw, op, ty)
}

/// A transpose of a mask: the mask of the permuted sizes.
fn transposed_mask(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let transpose = TransposeOp::from_id_unchecked(op);
    let Some(sizes) = MaskSizes::of(rw, transpose.vector(rw)) else {
        return Ok(false);
    };
    let permutation = transpose.permutation(rw);
    fn permuted<T: Clone>(items: &[T], permutation: &[i64]) -> Option<Vec<T>> {
        if items.len() != permutation.len() {
            return None;
        }
        permutation
            .iter()
            .map(|&p| items.get(p as usize).cloned())
            .collect()
    }
    let sizes = match sizes {
        MaskSizes::Created(values) => permuted(&values, &permutation).map(MaskSizes::Created),
        MaskSizes::Constant(sizes) => permuted(&sizes, &permutation).map(MaskSizes::Constant),
    };
    let Some(sizes) = sizes else {
        return Ok(false);
    };
    let ty = rw.value_type(transpose.result(rw));
    sizes.replace(rw, op, ty)
}
