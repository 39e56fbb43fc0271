//! The folders of `tensor`'s ops, as `TensorOps.cpp` writes them: shapes
//! known statically fold to constants, constants to constants, and ops
//! that change nothing to their source.

use super::shape::TensorParts;
use crate::dense_elements::{element_attr, flat_index, is_splat};
use crate::offset_size_stride::{all_constant, same_mixed};
use crate::tensor::*;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::{AttrKind, Attribute, Context, OpId, Type, Value};

/// The op `value` is defined by, as `T`.
pub(crate) fn defined_by<T: Op>(ctx: &Context, value: Value) -> Option<T> {
    T::cast(ctx, ctx.defining_op(value)?)
}

/// Whether a `tensor.cast` only forgets static sizes of its ranked
/// source, so that a consumer may read the source instead (MLIR's
/// `canFoldIntoConsumerOp` and `preservesStaticInformation`).
pub(crate) fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some(s), Some(t)) = (TensorParts::of(ctx, source), TensorParts::of(ctx, target)) else {
        return false;
    };
    s.element == t.element
        && s.encoding == t.encoding
        && s.shape.len() == t.shape.len()
        && s.shape
            .iter()
            .zip(&t.shape)
            .all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC)
}

/// Whether `cast` may be folded into its consumers.
pub(crate) fn can_fold_into_consumer(ctx: &Context, cast: CastOp) -> bool {
    let (source, result) = (
        ctx.value_type(cast.source(ctx)),
        ctx.value_type(cast.dest(ctx)),
    );
    preserves_static_information(ctx, result, source)
}

/// Replaces each operand of `op` that a foldable `tensor.cast` defines by
/// the cast's source (MLIR's `foldTensorCast`); whether one was.
pub(crate) fn fold_tensor_cast(ctx: &mut Context, op: OpId) -> bool {
    let mut folded = false;
    for (i, operand) in ctx.operands(op).into_iter().enumerate() {
        let Some(cast) = defined_by::<CastOp>(ctx, operand) else {
            continue;
        };
        if can_fold_into_consumer(ctx, cast) {
            let source = cast.source(ctx);
            ctx.set_operand(op, i, source);
            folded = true;
        }
    }
    folded
}

/// `tensor.dim` of a static dimension is its size; of a dynamic one, the
/// extent operand of the `tensor.generate` or the size operand of the
/// `tensor.extract_slice` that made it; of a cast, `dim` of its source.
pub(crate) fn dim(ctx: &mut Context, op: DimOp, index: Option<Attribute>) -> Option<FoldResult> {
    let index = convert::try_int::<i64>(ctx, index?)?;
    let source = op.source(ctx);
    let parts = TensorParts::of_value(ctx, source)?;
    let position = usize::try_from(index)
        .ok()
        .filter(|&i| i < parts.shape.len())?;
    if parts.shape[position] != DYNAMIC {
        let size = parts.shape[position];
        return Some(FoldResult::Attr(convert::index_attr(ctx, size)));
    }
    if let Some(generate) = defined_by::<GenerateOp>(ctx, source) {
        let nth = parts.shape[..position]
            .iter()
            .filter(|&&d| d == DYNAMIC)
            .count();
        return generate
            .dynamic_extents(ctx)
            .get(nth)
            .map(|&v| FoldResult::Value(v));
    }
    if let Some(slice) = defined_by::<ExtractSliceOp>(ctx, source) {
        let source_rank = super::shape::rank_of(ctx, slice.source(ctx));
        let statics = slice.static_sizes(ctx);
        if source_rank == parts.shape.len() && statics.get(position) == Some(&DYNAMIC) {
            let nth = statics[..position]
                .iter()
                .filter(|&&d| d == DYNAMIC)
                .count();
            return slice.sizes(ctx).get(nth).map(|&v| FoldResult::Value(v));
        }
    }
    let folded = fold_tensor_cast(ctx, op.id());
    folded.then(|| FoldResult::Value(op.result(ctx)))
}

/// `tensor.rank` of a ranked tensor is its rank.
pub(crate) fn rank(ctx: &mut Context, tensor: Value) -> Option<FoldResult> {
    let rank = TensorParts::of_value(ctx, tensor)?.shape.len() as i64;
    Some(FoldResult::Attr(convert::index_attr(ctx, rank)))
}

/// The element of a sparse elements attribute at `indices`: the stored
/// value there, else zero.
fn sparse_element(ctx: &mut Context, sparse: Attribute, indices: &[i64]) -> Option<Attribute> {
    let AttrKind::Sparse {
        ty,
        indices: coordinates,
        values,
    } = ctx.attr_kind(sparse).clone()
    else {
        return None;
    };
    let AttrKind::DenseElements {
        ty: coordinates_ty,
        data: ods_runtime::ir::attrs::DenseData::Ints(stored),
        splat,
        ..
    } = ctx.attr_kind(coordinates).clone()
    else {
        return None;
    };
    // A splat stands for each of its type's elements.
    let count = ods_runtime::ods::pred::num_elements(ctx, coordinates_ty)?;
    let coordinates: Vec<_> = if splat {
        vec![stored.first()?.clone(); usize::try_from(count).ok()?]
    } else {
        stored.to_vec()
    };
    let rank = indices.len().max(1);
    let position = coordinates.chunks(rank).position(|row| {
        row.len() == indices.len()
            && row
                .iter()
                .zip(indices)
                .all(|(c, &i)| c.to_i128() == Some(i128::from(i)))
    });
    match position {
        Some(row) => element_attr(ctx, values, row),
        None => {
            let element = ods_runtime::ods::pred::element_type(ctx, ty)?;
            let zero = match ctx.type_kind(element) {
                ods_runtime::TypeKind::Float(_) => AttrKind::Float {
                    ty: element,
                    bits: 0,
                },
                ods_runtime::TypeKind::Integer { .. } | ods_runtime::TypeKind::Index => {
                    AttrKind::Integer {
                        ty: element,
                        value: ods_runtime::ir::bigint::BigInt::ZERO,
                    }
                }
                _ => return None,
            };
            Some(ctx.attr(zero))
        }
    }
}

/// `tensor.extract` of a splat is its value; of a constant or
/// `tensor.from_elements` at constant indices, the element there; of a
/// `tensor.insert` at the same indices, the inserted scalar.
pub(crate) fn extract(
    ctx: &mut Context,
    op: ExtractOp,
    constants: &[Option<Attribute>],
) -> Option<FoldResult> {
    let tensor = op.tensor(ctx);
    if let Some(Some(t)) = constants.first() {
        if is_splat(ctx, *t) {
            return element_attr(ctx, *t, 0).map(FoldResult::Attr);
        }
    }
    let indices: Vec<i64> = constants[1..]
        .iter()
        .map(|c| c.and_then(|a| convert::try_int::<i64>(ctx, a)))
        .collect::<Option<_>>()?;
    let shape = TensorParts::of_value(ctx, tensor)?.shape;
    if let Some(from) = defined_by::<FromElementsOp>(ctx, tensor) {
        let flat = flat_index(&shape, &indices)?;
        return from.elements(ctx).get(flat).map(|&v| FoldResult::Value(v));
    }
    if let Some(Some(elements)) = constants.first() {
        if matches!(ctx.attr_kind(*elements), AttrKind::Sparse { .. }) {
            flat_index(&shape, &indices)?;
            return sparse_element(ctx, *elements, &indices).map(FoldResult::Attr);
        }
        let flat = flat_index(&shape, &indices)?;
        return element_attr(ctx, *elements, flat).map(FoldResult::Attr);
    }
    let insert = defined_by::<InsertOp>(ctx, tensor)?;
    let same_indices = {
        let (a, b) = (insert.indices(ctx), op.indices(ctx));
        a.len() == b.len()
            && a.iter().zip(&b).all(|(&x, &y)| {
                x == y || {
                    let c = crate::offset_size_stride::constant_index(ctx, x);
                    c.is_some() && c == crate::offset_size_stride::constant_index(ctx, y)
                }
            })
    };
    let scalar = insert.scalar(ctx);
    let same_type = ctx.value_type(scalar) == ctx.value_type(op.result(ctx));
    (same_indices && same_type).then_some(FoldResult::Value(scalar))
}

/// `tensor.from_elements` of constants (integers, floats, or complex
/// constants' pairs of parts) is a dense constant.
pub(crate) fn from_elements(
    ctx: &mut Context,
    op: FromElementsOp,
    constants: &[Option<Attribute>],
) -> Option<FoldResult> {
    use ods_runtime::ir::attrs::DenseData;
    let ty = ctx.value_type(op.result(ctx));
    let (mut ints, mut floats) = (Vec::new(), Vec::new());
    let (mut complex_ints, mut complex_floats) = (Vec::new(), Vec::new());
    for c in constants {
        let attr = (*c)?;
        match ctx.attr_kind(attr) {
            AttrKind::Integer { value, .. } => ints.push(value.clone()),
            AttrKind::Float { bits, .. } => floats.push(*bits),
            // A complex constant: its real and imaginary parts.
            AttrKind::Array(parts) => match parts[..] {
                [re, im] => match (ctx.attr_kind(re), ctx.attr_kind(im)) {
                    (AttrKind::Integer { value: a, .. }, AttrKind::Integer { value: b, .. }) => {
                        complex_ints.push((a.clone(), b.clone()))
                    }
                    (AttrKind::Float { bits: a, .. }, AttrKind::Float { bits: b, .. }) => {
                        complex_floats.push((*a, *b))
                    }
                    _ => return None,
                },
                _ => return None,
            },
            _ => return None,
        }
    }
    // The elements are all of the result's one element type.
    let data = if !ints.is_empty() {
        DenseData::Ints(ints.into())
    } else if !floats.is_empty() {
        DenseData::Floats(floats.into())
    } else if !complex_ints.is_empty() {
        DenseData::ComplexInts(complex_ints.into())
    } else if !complex_floats.is_empty() {
        DenseData::ComplexFloats(complex_floats.into())
    } else {
        return None;
    };
    if data.len() != constants.len() {
        return None;
    }
    Some(FoldResult::Attr(convert::dense_elements(ctx, ty, data)))
}

/// A splat constant of another static shape: the same splat in `ty`
/// (MLIR's `reshapeConstantSource`).
pub(crate) fn reshaped_splat(
    ctx: &mut Context,
    source: Option<Attribute>,
    ty: Type,
) -> Option<FoldResult> {
    let source = source?;
    if !is_splat(ctx, source) || !ods_runtime::ods::pred::has_static_shape(ctx, ty) {
        return None;
    }
    let AttrKind::DenseElements { data, .. } = ctx.attr_kind(source).clone() else {
        return None;
    };
    Some(FoldResult::Attr(convert::dense_elements(ctx, ty, data)))
}

/// Whether a slice of `shape` takes all of it: zero offsets, the shape's
/// sizes, unit strides (MLIR's `foldIdentityOffsetSizeAndStrideOpInterface`).
fn whole(ctx: &Context, shape: &[i64], mixed: &crate::offset_size_stride::Mixed) -> bool {
    let (offsets, sizes, strides) = (&mixed.offsets, &mixed.sizes, &mixed.strides);
    all_constant(ctx, &offsets.0, &offsets.1, 0)
        && all_constant(ctx, &strides.0, &strides.1, 1)
        && same_mixed(ctx, (&sizes.0, &sizes.1), (shape, &[]))
}

/// `tensor.extract_slice` of a splat is a splat; of the whole source of
/// its type, the source; of a `tensor.insert_slice` at the same place,
/// what that inserted.
pub(crate) fn extract_slice(
    ctx: &mut Context,
    op: ExtractSliceOp,
    source_constant: Option<Attribute>,
) -> Option<FoldResult> {
    let result_ty = ctx.value_type(op.result(ctx));
    if let Some(folded) = reshaped_splat(ctx, source_constant, result_ty) {
        return Some(folded);
    }
    let source = op.source(ctx);
    let mixed = super::mixed_of_extract_slice(ctx, op);
    let source_ty = ctx.value_type(source);
    if source_ty == result_ty {
        let shape = TensorParts::of(ctx, source_ty)?.shape;
        if whole(ctx, &shape, &mixed) {
            return Some(FoldResult::Value(source));
        }
    }
    let insert = defined_by::<InsertSliceOp>(ctx, source)?;
    let inserted = super::mixed_of_insert_slice(ctx, insert);
    let same_place = same_mixed_lists(ctx, &mixed, &inserted);
    let value = insert.source(ctx);
    (same_place && ctx.value_type(value) == result_ty).then_some(FoldResult::Value(value))
}

/// Whether two ops' offsets, sizes and strides are the same.
fn same_mixed_lists(
    ctx: &Context,
    a: &crate::offset_size_stride::Mixed,
    b: &crate::offset_size_stride::Mixed,
) -> bool {
    let pair = |l: &(Vec<i64>, Vec<Value>)| (l.0.clone(), l.1.clone());
    [
        (&a.offsets, &b.offsets),
        (&a.sizes, &b.sizes),
        (&a.strides, &b.strides),
    ]
    .into_iter()
    .all(|(x, y)| {
        let (x, y) = (pair(x), pair(y));
        same_mixed(ctx, (&x.0, &x.1), (&y.0, &y.1))
    })
}

/// `tensor.insert_slice` of a whole static tensor of the destination's
/// type is the source; of an `extract_slice` of the destination at the
/// same place, the destination; of an empty slice, the destination.
pub(crate) fn insert_slice(ctx: &mut Context, op: InsertSliceOp) -> Option<FoldResult> {
    let (source, dest) = (op.source(ctx), op.dest(ctx));
    let mixed = super::mixed_of_insert_slice(ctx, op);
    let (source_ty, result_ty) = (ctx.value_type(source), ctx.value_type(op.result(ctx)));
    let result = TensorParts::of(ctx, result_ty)?;
    if source_ty == result_ty && result.has_static_shape() && whole(ctx, &result.shape, &mixed) {
        return Some(FoldResult::Value(source));
    }
    if let Some(previous) = defined_by::<InsertSliceOp>(ctx, dest) {
        let earlier = super::mixed_of_insert_slice(ctx, previous);
        let same_source_type = ctx.value_type(previous.source(ctx)) == source_ty;
        if same_source_type && same_mixed_lists(ctx, &mixed, &earlier) {
            let inner = previous.dest(ctx);
            ctx.set_operand(op.id(), 1, inner);
            return Some(FoldResult::Value(op.result(ctx)));
        }
    }
    if let Some(extract) = defined_by::<ExtractSliceOp>(ctx, source) {
        let extracted = super::mixed_of_extract_slice(ctx, extract);
        if extract.source(ctx) == dest && same_mixed_lists(ctx, &mixed, &extracted) {
            return Some(FoldResult::Value(dest));
        }
    }
    let empty = mixed.sizes.0.contains(&0)
        || mixed
            .sizes
            .1
            .iter()
            .any(|&v| crate::offset_size_stride::constant_index(ctx, v) == Some(0));
    empty.then_some(FoldResult::Value(dest))
}

/// The static sizes of a concatenation of `inputs` along `dim`; `None`
/// when two inputs disagree on a static size off `dim`.
pub(crate) fn concatenated_shape(inputs: &[TensorParts], dim: usize) -> Option<Vec<i64>> {
    let rank = inputs.first()?.shape.len();
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            let mut total = 0i64;
            for t in inputs {
                let s = t.shape[i];
                total = if s == DYNAMIC || total == DYNAMIC {
                    DYNAMIC
                } else {
                    total + s
                };
            }
            *size = total;
            continue;
        }
        for t in inputs {
            let s = t.shape[i];
            if *size == DYNAMIC {
                *size = s;
            } else if s != DYNAMIC && s != *size {
                return None;
            }
        }
    }
    Some(sizes)
}

/// The first dimension off `dim` where two inputs disagree statically.
pub(crate) fn first_size_mismatch(inputs: &[TensorParts], dim: usize) -> Option<usize> {
    let rank = inputs.first()?.shape.len();
    (0..rank).filter(|&i| i != dim).find(|&i| {
        let statics: Vec<i64> = inputs
            .iter()
            .map(|t| t.shape[i])
            .filter(|&s| s != DYNAMIC)
            .collect();
        statics.windows(2).any(|w| w[0] != w[1])
    })
}

/// `tensor.reshape` of a constant is the constant reshaped; of another
/// reshape, a reshape of that one's source; of a 0-D or 1-D tensor to its own
/// type, the tensor.
pub(crate) fn reshape(
    ctx: &mut Context,
    op: ReshapeOp,
    source_constant: Option<Attribute>,
) -> Option<FoldResult> {
    let result_ty = ctx.value_type(op.result(ctx));
    if let Some(folded) = dense_reshaped(ctx, source_constant, result_ty) {
        return Some(folded);
    }
    let source = op.source(ctx);
    if let Some(producer) = defined_by::<ReshapeOp>(ctx, source) {
        let inner = producer.source(ctx);
        ctx.set_operand(op.id(), 0, inner);
        return Some(FoldResult::Value(op.result(ctx)));
    }
    let source_ty = ctx.value_type(source);
    let parts = TensorParts::of(ctx, source_ty)?;
    let unchanged = parts.shape.len() <= 1 || lists_own_sizes(ctx, source, &parts, op.shape(ctx));
    (source_ty == result_ty && unchanged).then_some(FoldResult::Value(source))
}

/// Whether `shape` is a `tensor.from_elements` of `source`'s own sizes,
/// each its static size or a `tensor.dim` of `source` at its position.
fn lists_own_sizes(ctx: &Context, source: Value, parts: &TensorParts, shape: Value) -> bool {
    use crate::offset_size_stride::constant_index;
    let Some(elements) = defined_by::<FromElementsOp>(ctx, shape).map(|f| f.elements(ctx)) else {
        return false;
    };
    elements.len() == parts.shape.len()
        && elements
            .iter()
            .zip(&parts.shape)
            .enumerate()
            .all(|(i, (&e, &size))| {
                if let Some(c) = constant_index(ctx, e) {
                    return c == size;
                }
                defined_by::<DimOp>(ctx, e).is_some_and(|dim| {
                    dim.source(ctx) == source
                        && constant_index(ctx, dim.index(ctx)) == i64::try_from(i).ok()
                })
            })
}

/// A dense constant of a static type as `ty` (MLIR's
/// `DenseElementsAttr::reshape`).
fn dense_reshaped(ctx: &mut Context, constant: Option<Attribute>, ty: Type) -> Option<FoldResult> {
    let AttrKind::DenseElements { data, .. } = ctx.attr_kind(constant?).clone() else {
        return None;
    };
    if !ods_runtime::ods::pred::has_static_shape(ctx, ty) {
        return None;
    }
    Some(FoldResult::Attr(convert::dense_elements(ctx, ty, data)))
}

/// The reshape of the other kind that a reshape's source comes from: its
/// source, its result type and its groups.
pub(crate) struct InverseReshape {
    pub(crate) source: Value,
    pub(crate) result_ty: Type,
    pub(crate) groups: Vec<Vec<i64>>,
}

impl InverseReshape {
    /// The reshape of kind `T` defining `value`, if any.
    pub(crate) fn of<T: crate::reshapes::Reshape>(ctx: &Context, value: Value) -> Option<Self> {
        let op = defined_by::<T>(ctx, value)?;
        Some(Self {
            source: op.src(ctx),
            result_ty: ctx.value_type(value),
            groups: op.groups(ctx),
        })
    }
}

/// MLIR's `foldReshapeOp` for `tensor.expand_shape` and
/// `tensor.collapse_shape` (of `groups`): a reshape to the source's type is
/// the source, of a constant the constant reshaped, and of the inverse
/// reshape from the result's type that reshape's source when it undoes
/// this one: with at most one dynamic size, or by the same groups when it
/// expanded first or no group has two dynamic sizes.
pub(crate) fn reassociative_reshape(
    ctx: &mut Context,
    (src, result, groups): (Value, Value, Vec<Vec<i64>>),
    constant: Option<Attribute>,
    inverse: Option<InverseReshape>,
) -> Option<FoldResult> {
    let result_ty = ctx.value_type(result);
    if ctx.value_type(src) == result_ty {
        return Some(FoldResult::Value(src));
    }
    if let Some(folded) = dense_reshaped(ctx, constant, result_ty) {
        return Some(folded);
    }
    let inverse = inverse?;
    let ty = ctx.value_type(inverse.source);
    let shape = TensorParts::of(ctx, ty)?.shape;
    if ty != result_ty {
        return None;
    }
    let undone = FoldResult::Value(inverse.source);
    let is_dynamic = |d: &&i64| **d == DYNAMIC;
    if shape.iter().filter(is_dynamic).count() < 2 {
        return Some(undone);
    }
    if groups != inverse.groups {
        return None;
    }
    let expanded_first = TensorParts::of(ctx, inverse.result_ty)
        .is_some_and(|middle| shape.len() < middle.shape.len());
    let each_group_one_dynamic = groups.iter().all(|group| {
        let dims = group
            .iter()
            .filter_map(|&d| shape.get(usize::try_from(d).ok()?));
        dims.filter(is_dynamic).count() < 2
    });
    (expanded_first || each_group_one_dynamic).then_some(undone)
}

/// `tensor.pad` of a static tensor to its own type, unless `nofold`, is
/// the tensor.
pub(crate) fn pad(ctx: &Context, op: PadOp) -> Option<FoldResult> {
    let (source, result) = (op.source(ctx), op.result(ctx));
    let ty = ctx.value_type(result);
    let parts = TensorParts::of(ctx, ty)?;
    (parts.has_static_shape() && ctx.value_type(source) == ty && !op.nofold(ctx))
        .then_some(FoldResult::Value(source))
}

/// `tensor.splat` of a constant to a static shape is a splat constant.
pub(crate) fn splat(
    ctx: &mut Context,
    op: SplatOp,
    input: Option<Attribute>,
) -> Option<FoldResult> {
    use ods_runtime::ir::attrs::DenseData;
    let ty = ctx.value_type(op.aggregate(ctx));
    if !ods_runtime::ods::pred::has_static_shape(ctx, ty) {
        return None;
    }
    let data = match ctx.attr_kind(input?) {
        AttrKind::Integer { value, .. } => DenseData::Ints(vec![value.clone()].into()),
        AttrKind::Float { bits, .. } => DenseData::Floats(vec![*bits].into()),
        _ => return None,
    };
    Some(FoldResult::Attr(convert::dense_elements(ctx, ty, data)))
}

/// `tensor.concat` of one input of the result's type is that input.
pub(crate) fn concat(ctx: &Context, op: ConcatOp) -> Option<FoldResult> {
    let inputs = op.inputs(ctx);
    let result_ty = ctx.value_type(op.result(ctx));
    match inputs.as_slice() {
        [only] if ctx.value_type(*only) == result_ty => Some(FoldResult::Value(*only)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flat_indices_are_row_major_and_bounded() {
        assert_eq!(flat_index(&[2, 3], &[1, 2]), Some(5));
        assert_eq!(flat_index(&[2, 3], &[2, 0]), None);
        assert_eq!(flat_index(&[2, DYNAMIC], &[0, 0]), None);
        assert_eq!(flat_index(&[], &[]), Some(0));
    }
}
