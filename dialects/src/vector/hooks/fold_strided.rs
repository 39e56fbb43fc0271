//! The folds of `vector.extract_strided_slice` and the constant folder of
//! `vector.insert_strided_slice` (MLIR's
//! `foldExtractStridedOpFromInsertChain`,
//! `foldExtractStridedSliceNonSplatConstant` and
//! `InsertStridedSliceConstantFolder`): a slice read from a chain of
//! inserted slices, and slices of dense constants.

use super::fold::{defining, dense_elements};
use super::types::{shape_of, VectorParts};
use crate::vector::*;
use ods_runtime::ir::attrs::DenseData;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Context};

/// Reads the extracted slice from the first `insert_strided_slice` of the
/// chain under it that holds it whole, past the insertions disjoint from
/// it: the slice's source and offsets become that inserted value's and
/// the offsets within it. Whether the op changed.
pub(super) fn from_insert_chain(ctx: &mut Context, op: ExtractStridedSliceOp) -> bool {
    let source_rank = shape_of(ctx, ctx.value_type(op.source(ctx))).len();
    let (offsets, sizes, strides) = (op.offsets(ctx), op.sizes(ctx), op.strides(ctx));
    let mut next = defining::<InsertStridedSliceOp>(ctx, op.source(ctx));
    while let Some(insert) = next {
        let value = insert.value_to_store(ctx);
        let inserted = shape_of(ctx, ctx.value_type(value));
        let insert_offsets = insert.offsets(ctx);
        if inserted.len() != source_rank || offsets.len() > insert_offsets.len() {
            return false;
        }
        let insert_strides = insert.strides(ctx);
        let mut within = Vec::with_capacity(offsets.len());
        let mut disjoint = false;
        for dim in 0..offsets.len() {
            if strides[dim] != insert_strides[dim] {
                return false;
            }
            let start = insert_offsets[dim];
            let end = start + inserted[dim];
            if !(start..end).contains(&offsets[dim]) {
                disjoint = true;
                break;
            }
            if offsets[dim] + sizes[dim] > end {
                // Overlapping the inserted slice in part: nothing to read.
                return false;
            }
            within.push(offsets[dim] - start);
        }
        if !disjoint {
            ctx.set_operand(op.id(), 0, value);
            op.set_offsets(ctx, within);
            return true;
        }
        next = defining::<InsertStridedSliceOp>(ctx, insert.dest(ctx));
    }
    false
}

/// The row-major linear indices, in a vector of shape `full`, of the
/// elements of the box at `offsets` of `sizes` (both as long as `full`),
/// in lexicographic order.
fn box_indices(full: &[i64], offsets: &[i64], sizes: &[i64]) -> Vec<usize> {
    let mut indices = vec![0usize];
    for dim in 0..full.len() {
        indices = indices
            .iter()
            .flat_map(|&outer| {
                (offsets[dim]..offsets[dim] + sizes[dim])
                    .map(move |i| outer * full[dim] as usize + i as usize)
            })
            .collect();
    }
    indices
}

/// The elements of `data` at `indices`.
fn gather(data: &DenseData, indices: &[usize]) -> Option<DenseData> {
    Some(match data {
        DenseData::Ints(v) => DenseData::Ints(
            indices
                .iter()
                .map(|&i| v.get(i).cloned())
                .collect::<Option<_>>()?,
        ),
        DenseData::Floats(v) => DenseData::Floats(
            indices
                .iter()
                .map(|&i| v.get(i).copied())
                .collect::<Option<_>>()?,
        ),
        _ => return None,
    })
}

/// A unit-stride slice of a dense constant: the constant of its elements.
pub(super) fn slice_of_dense(
    ctx: &mut Context,
    op: ExtractStridedSliceOp,
    constant: Attribute,
) -> Option<Attribute> {
    if op.strides(ctx).iter().any(|&s| s != 1) {
        return None;
    }
    let source = VectorParts::of(ctx, ctx.value_type(op.source(ctx)))?;
    let data = dense_elements(ctx, constant, source.num_elements() as usize)?;
    let mut offsets = op.offsets(ctx);
    let mut sizes = op.sizes(ctx);
    offsets.resize(source.rank(), 0);
    sizes.extend_from_slice(&source.shape[sizes.len()..]);
    let sliced = gather(&data, &box_indices(&source.shape, &offsets, &sizes))?;
    let ty = ctx.value_type(op.result0(ctx));
    Some(convert::dense_elements(ctx, ty, sliced))
}

/// The most elements a constant insertion makes a new constant of when
/// the destination constant has other users (MLIR's
/// `InsertStridedSliceConstantFolder::vectorSizeFoldThreshold`).
const MAX_FOLDED_ELEMENTS: i64 = 256;

/// A unit-stride `insert_strided_slice` of a dense constant into a dense
/// constant of a fixed-size type: the destination constant with the
/// slice's elements replaced.
pub(super) fn insert_dense_slice(
    ctx: &mut Context,
    op: InsertStridedSliceOp,
    (value, dest): (Attribute, Attribute),
) -> Option<Attribute> {
    let dest_parts = VectorParts::of(ctx, ctx.value_type(op.dest(ctx)))?;
    if dest_parts.scalable.contains(&true) {
        return None;
    }
    let count = dest_parts.num_elements();
    if count > MAX_FOLDED_ELEMENTS && ctx.use_iter(op.dest(ctx)).count() != 1 {
        return None;
    }
    if op.strides(ctx).iter().any(|&s| s != 1) {
        return None;
    }
    let slice = VectorParts::of(ctx, ctx.value_type(op.value_to_store(ctx)))?;
    let mut data = dense_elements(ctx, dest, count as usize)?;
    let new = dense_elements(ctx, value, slice.num_elements() as usize)?;
    let diff = dest_parts.rank() - slice.rank();
    let mut sizes = vec![1; diff];
    sizes.extend_from_slice(&slice.shape);
    let indices = box_indices(&dest_parts.shape, &op.offsets(ctx), &sizes);
    match (&mut data, new) {
        (DenseData::Ints(all), DenseData::Ints(new)) => {
            for (&i, v) in indices.iter().zip(new.iter()) {
                *all.get_mut(i)? = v.clone();
            }
        }
        (DenseData::Floats(all), DenseData::Floats(new)) => {
            for (&i, &v) in indices.iter().zip(new.iter()) {
                *all.get_mut(i)? = v;
            }
        }
        _ => return None,
    }
    let ty = ctx.value_type(op.result(ctx));
    Some(convert::dense_elements(ctx, ty, data))
}

#[cfg(test)]
mod tests {
    use super::box_indices;

    #[test]
    fn boxes_enumerate_in_row_major_order() {
        assert_eq!(box_indices(&[2, 3], &[0, 1], &[2, 2]), vec![1, 2, 4, 5]);
        assert_eq!(box_indices(&[3], &[2], &[1]), vec![2]);
        assert_eq!(box_indices(&[], &[], &[]), vec![0]);
    }
}
