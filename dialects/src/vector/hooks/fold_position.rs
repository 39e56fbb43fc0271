//! The folds `vector.extract` and `vector.insert` share on their
//! positions (MLIR's `extractInsertFoldConstantOp`, and the insertion of
//! constants into a dense constant, `foldDenseElementsAttrDestInsertOp`).

use super::fold::{dense_elements, splat_data};
use super::types::VectorParts;
use super::verify::POISON_INDEX;
use crate::vector::*;
use ods_runtime::ir::attrs::DenseData;
use ods_runtime::ods::convert;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::{Attribute, Context, OpId, Value};

/// Moves the dynamic indices that are constants within the vector's
/// dimensions (or the poison index) into the static position of `op`,
/// whose dynamic indices are its operands from `first`; whether any moved.
pub(super) fn fold_constant_indices(
    ctx: &mut Context,
    op: OpId,
    first: usize,
    position: &mut [i64],
    vector: Value,
) -> bool {
    let shape = super::types::shape_of(ctx, ctx.value_type(vector));
    let mut operand = first;
    let mut changed = false;
    for (dim, p) in position.iter_mut().enumerate() {
        if *p != DYNAMIC {
            continue;
        }
        let index = ctx.operand(op, operand);
        let constant = crate::offset_size_stride::constant_index(ctx, index);
        match constant {
            Some(c) if c >= POISON_INDEX && shape.get(dim).is_some_and(|&d| c < d) => {
                *p = c;
                ctx.erase_operand(op, operand);
                changed = true;
            }
            _ => operand += 1,
        }
    }
    changed
}

/// The most elements a constant insertion makes a new constant of when
/// the insertion has other users than one (MLIR's
/// `InsertOp::kMaxVectorSizeFoldThreshold`).
const MAX_FOLDED_ELEMENTS: i64 = 256;

/// `vector.insert` of a constant into a dense constant at a static,
/// non-poison position: the dense constant with the elements replaced.
pub(super) fn insert_into_dense(
    ctx: &mut Context,
    op: InsertOp,
    (value, dest): (Option<Attribute>, Option<Attribute>),
) -> Option<Attribute> {
    let (value, dest) = (value?, dest?);
    let position = op.static_position(ctx);
    if !op.dynamic_position(ctx).is_empty() || position.iter().any(|&p| p < 0) {
        return None;
    }
    let ty = ctx.value_type(op.result(ctx));
    let parts = VectorParts::of(ctx, ty)?;
    if parts.scalable.iter().any(|&s| s) {
        return None;
    }
    let count = parts.num_elements();
    if count > MAX_FOLDED_ELEMENTS && ctx.use_iter(op.result(ctx)).count() != 1 {
        return None;
    }
    let mut data = dense_elements(ctx, dest, count as usize)?;
    let inner: i64 = parts.shape[position.len()..].iter().product();
    let inserted_count = inner as usize;
    let inserted = match VectorParts::of(ctx, ctx.value_type(op.value_to_store(ctx))) {
        Some(_) => dense_elements(ctx, value, inserted_count)?,
        None => splat_data(ctx, value)?,
    };
    let start = position
        .iter()
        .zip(&parts.shape)
        .fold(0, |acc, (&p, &d)| acc * d + p)
        * inner;
    let start = start as usize;
    match (&mut data, inserted) {
        (DenseData::Ints(all), DenseData::Ints(new)) => all
            .get_mut(start..start + new.len())?
            .clone_from_slice(&new),
        (DenseData::Floats(all), DenseData::Floats(new)) => {
            all.get_mut(start..start + new.len())?.copy_from_slice(&new)
        }
        _ => return None,
    }
    Some(convert::dense_elements(ctx, ty, data))
}
