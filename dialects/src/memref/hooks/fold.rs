//! The folders of `memref`'s ops, as `MemRefOps.cpp` writes them: most
//! take the source of a `memref.cast` feeding them in place
//! (`foldMemRefCast`); views that change nothing fold to their source.

use super::layout::{permutation_of, strides_and_offset, MemRefParts};
use crate::memref::*;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::{AffineExpr, AttrKind, Attribute, Context, OpId, Value};

/// The op `value` is defined by, as `T`.
pub(crate) fn defined_by<T: Op>(ctx: &Context, value: Value) -> Option<T> {
    T::cast(ctx, ctx.defining_op(value)?)
}

/// Replaces each operand of `op` (but `inner`) that a `memref.cast` of a
/// ranked memref defines by the cast's source; whether one was (MLIR's
/// `foldMemRefCast`).
pub(crate) fn fold_memref_cast(ctx: &mut Context, op: OpId, inner: Option<Value>) -> bool {
    let mut folded = false;
    for (i, operand) in ctx.operands(op).into_iter().enumerate() {
        let Some(cast) = defined_by::<CastOp>(ctx, operand) else {
            continue;
        };
        let source = cast.source(ctx);
        if Some(operand) == inner || MemRefParts::of(ctx, ctx.value_type(source)).is_none() {
            continue;
        }
        ctx.set_operand(op, i, source);
        folded = true;
    }
    folded
}

/// An in-place fold of a single-result op: its own result.
pub(crate) fn in_place(ctx: &Context, op: OpId, folded: bool) -> Option<FoldResult> {
    folded.then(|| FoldResult::Value(ctx.result(op, 0)))
}

/// [`fold_memref_cast`] of a single-result op, as its fold.
pub(crate) fn cast_in_place(
    ctx: &mut Context,
    op: OpId,
    inner: Option<Value>,
) -> Option<FoldResult> {
    let folded = fold_memref_cast(ctx, op, inner);
    in_place(ctx, op, folded)
}

/// An in-place fold of an op without results.
pub(crate) fn in_place_multi(folded: bool) -> Option<Vec<FoldResult>> {
    folded.then(Vec::new)
}

/// `memref.dim` of a static dimension is its size; of a dynamic one, the
/// size operand of the `alloc`, `alloca`, `view` or `subview` that made
/// it; of a cast, `dim` of its source.
pub(crate) fn dim(ctx: &mut Context, op: DimOp, index: Option<Attribute>) -> Option<FoldResult> {
    let index = convert::try_int::<i64>(ctx, index?)?;
    let source = op.source(ctx);
    let parts = MemRefParts::of(ctx, ctx.value_type(source))?;
    let position = usize::try_from(index)
        .ok()
        .filter(|&i| i < parts.shape.len())?;
    if parts.shape[position] != DYNAMIC {
        return Some(FoldResult::Attr(convert::index_attr(
            ctx,
            parts.shape[position],
        )));
    }
    let dynamic_index = parts.shape[..position]
        .iter()
        .filter(|&&d| d == DYNAMIC)
        .count();
    let sizes = if let Some(alloc) = defined_by::<AllocOp>(ctx, source) {
        Some(alloc.dynamic_sizes(ctx))
    } else if let Some(alloca) = defined_by::<AllocaOp>(ctx, source) {
        Some(alloca.dynamic_sizes(ctx))
    } else {
        defined_by::<ViewOp>(ctx, source).map(|view| view.sizes(ctx))
    };
    if let Some(sizes) = sizes {
        return sizes.get(dynamic_index).map(|&v| FoldResult::Value(v));
    }
    if let Some(subview) = defined_by::<SubViewOp>(ctx, source) {
        return subview_dynamic_size(ctx, subview, position);
    }
    cast_in_place(ctx, op.id(), None)
}

/// The size operand of result dimension `position` of `subview`, skipping
/// the dimensions it drops.
fn subview_dynamic_size(ctx: &Context, subview: SubViewOp, position: usize) -> Option<FoldResult> {
    let statics = subview.static_sizes(ctx);
    let dropped = dropped_dims(ctx, subview)?;
    let source_dim = (0..dropped.len()).filter(|&i| !dropped[i]).nth(position)?;
    if statics.get(source_dim) != Some(&DYNAMIC) {
        return None;
    }
    let dynamic_index = statics[..source_dim]
        .iter()
        .filter(|&&s| s == DYNAMIC)
        .count();
    subview
        .sizes(ctx)
        .get(dynamic_index)
        .map(|&v| FoldResult::Value(v))
}

/// The source dimensions a subview drops (MLIR's `getDroppedDims`).
pub(crate) fn dropped_dims(ctx: &Context, subview: SubViewOp) -> Option<Vec<bool>> {
    let (source, result) = (
        ctx.value_type(subview.source(ctx)),
        ctx.value_type(subview.result(ctx)),
    );
    let shape = MemRefParts::of(ctx, source)?.shape;
    let (source_strides, _) = strides_and_offset(ctx, source)?;
    let (result_strides, _) = strides_and_offset(ctx, result)?;
    let sizes = subview.static_sizes(ctx);
    super::slices::rank_reduction_by_strides(&shape, &source_strides, &result_strides, &sizes)
}

/// `memref.rank` of a ranked memref is its rank.
pub(crate) fn rank(ctx: &mut Context, op: RankOp) -> Option<FoldResult> {
    let ty = ctx.value_type(op.memref(ctx));
    let rank = MemRefParts::of(ctx, ty)?.shape.len();
    Some(FoldResult::Attr(convert::index_attr(ctx, rank as i64)))
}

/// `memref.assume_alignment` of the same assumption is its operand.
pub(crate) fn assume_alignment(ctx: &Context, op: AssumeAlignmentOp) -> Option<FoldResult> {
    let source = defined_by::<AssumeAlignmentOp>(ctx, op.memref(ctx))?;
    (source.alignment(ctx) == op.alignment(ctx)).then(|| FoldResult::Value(op.memref(ctx)))
}

/// A cast of a cast casts the first one's source.
pub(crate) fn memory_space_cast(ctx: &mut Context, op: MemorySpaceCastOp) -> Option<FoldResult> {
    let parent = defined_by::<MemorySpaceCastOp>(ctx, op.source(ctx))?;
    let source = parent.source(ctx);
    ctx.set_operand(op.id(), 0, source);
    in_place(ctx, op.id(), true)
}

/// `memref.reinterpret_cast` of a reinterpret cast, a cast or a subview at
/// offset 0 takes their source; a cast that changes nothing is its source.
pub(crate) fn reinterpret_cast(ctx: &mut Context, op: ReinterpretCastOp) -> Option<FoldResult> {
    let source = op.source(ctx);
    let previous = if let Some(prev) = defined_by::<ReinterpretCastOp>(ctx, source) {
        Some(prev.source(ctx))
    } else if let Some(prev) = defined_by::<CastOp>(ctx, source) {
        Some(prev.source(ctx))
    } else {
        defined_by::<SubViewOp>(ctx, source)
            .filter(|prev| {
                let (statics, dynamics) = (prev.static_offsets(ctx), prev.offsets(ctx));
                super::slices::all_constant(ctx, &statics, &dynamics, 0)
            })
            .map(|prev| prev.source(ctx))
    };
    if let Some(previous) = previous {
        ctx.set_operand(op.id(), 0, previous);
        return in_place(ctx, op.id(), true);
    }
    let result = op.result(ctx);
    let ty = ctx.value_type(result);
    let static_shape = MemRefParts::of(ctx, ty).is_some_and(|p| p.num_dynamic_dims() == 0);
    let zero_offset = op.static_offsets(ctx).first() == Some(&0);
    (static_shape && ctx.value_type(source) == ty && zero_offset)
        .then_some(FoldResult::Value(source))
}

/// A subview to the same static type, or a subview at offset 0 with unit
/// strides of a subview of the same sizes, is its source.
pub(crate) fn subview(ctx: &Context, op: SubViewOp) -> Option<FoldResult> {
    let source = op.source(ctx);
    let (source_ty, result_ty) = (
        ctx.value_type(source),
        ctx.value_type(ctx.result(op.id(), 0)),
    );
    if source_ty == result_ty {
        let parts = MemRefParts::of(ctx, result_ty)?;
        let static_layout = strides_and_offset(ctx, result_ty)
            .is_some_and(|(s, o)| o != DYNAMIC && s.iter().all(|&x| x != DYNAMIC));
        let strided_or_none = parts.layout.is_none_or(|l| {
            !matches!(
                ctx.attr_kind(l),
                ods_runtime::AttrKind::StridedLayout { .. }
            ) || static_layout
        });
        if parts.num_dynamic_dims() == 0 && strided_or_none {
            return Some(FoldResult::Value(source));
        }
    }
    let inner = defined_by::<SubViewOp>(ctx, source)?;
    use super::slices::{all_constant, same_mixed};
    let zero_offsets = all_constant(ctx, &op.static_offsets(ctx), &op.offsets(ctx), 0);
    let unit_strides = all_constant(ctx, &op.static_strides(ctx), &op.strides(ctx), 1);
    let same_sizes = same_mixed(
        ctx,
        (&op.static_sizes(ctx), &op.sizes(ctx)),
        (&inner.static_sizes(ctx), &inner.sizes(ctx)),
    );
    (zero_offsets && unit_strides && same_sizes && result_ty == source_ty)
        .then_some(FoldResult::Value(source))
}

/// A view to the same static type is its source.
pub(crate) fn view(ctx: &Context, op: ViewOp) -> Option<FoldResult> {
    let source = op.source(ctx);
    let ty = ctx.value_type(ctx.result(op.id(), 0));
    let static_shape = MemRefParts::of(ctx, ty).is_some_and(|p| p.num_dynamic_dims() == 0);
    (ctx.value_type(source) == ty && static_shape).then_some(FoldResult::Value(source))
}

/// A reshape to its source type, or one undoing the reshape that made its
/// source, is that source (MLIR's `foldReshapeOp`).
pub(crate) fn reshape<Inverse: Op>(
    ctx: &Context,
    source: Value,
    result: Value,
    inverse_source: impl Fn(Inverse) -> Value,
) -> Option<FoldResult> {
    let ty = ctx.value_type(result);
    if ctx.value_type(source) == ty {
        return Some(FoldResult::Value(source));
    }
    let producer = defined_by::<Inverse>(ctx, source)?;
    let original = inverse_source(producer);
    (ctx.value_type(original) == ty).then_some(FoldResult::Value(original))
}

/// `memref.transpose` by the identity to its own type is its operand; one
/// of a transpose permutes that transpose's operand by both permutations
/// composed, in place (MLIR's `TransposeOp::fold`).
pub(crate) fn transpose(ctx: &mut Context, op: TransposeOp) -> Option<FoldResult> {
    let input = op.r#in(ctx);
    let permutation = permutation_of(ctx, op.permutation_attr(ctx))?;
    let identity = permutation.iter().enumerate().all(|(i, &p)| p == i);
    if identity && ctx.value_type(input) == ctx.value_type(op.result0(ctx)) {
        return Some(FoldResult::Value(input));
    }
    let inner = defined_by::<TransposeOp>(ctx, input)?;
    let inner_permutation = permutation_of(ctx, inner.permutation_attr(ctx))?;
    let composed: Vec<AffineExpr> = permutation
        .iter()
        .map(|&p| AffineExpr::Dim(inner_permutation[p] as u32))
        .collect();
    let map = ctx.attr(AttrKind::AffineMap {
        dims: composed.len() as u32,
        symbols: 0,
        results: composed.into(),
    });
    let source = inner.r#in(ctx);
    ctx.set_operand(op.id(), 0, source);
    op.set_permutation_attr(ctx, map);
    in_place(ctx, op.id(), true)
}

/// Uses of the offset, sizes and strides of `memref.extract_strided_metadata`
/// that the source's type knows take an `arith.constant` made before the
/// op (MLIR's `replaceConstantUsesOf` in its folder); whether one did.
pub(crate) fn constant_metadata(ctx: &mut Context, op: ExtractStridedMetadataOp) -> bool {
    let source = ctx.value_type(op.source(ctx));
    let (Some(parts), Some((strides, offset))) = (
        MemRefParts::of(ctx, source),
        strides_and_offset(ctx, source),
    ) else {
        return false;
    };
    let results = ctx.results(op.id());
    let known = std::iter::once(offset).chain(parts.shape).chain(strides);
    let mut replaced = false;
    for (&result, value) in results[1..].iter().zip(known) {
        if value == DYNAMIC || ctx.uses(result).is_empty() {
            continue;
        }
        let index_type = ods_runtime::ods::convert::index(ctx);
        let attr = convert::index_attr(ctx, value);
        let loc = ctx.op_loc(op.id());
        let mut state = crate::arith::ConstantOp::state(ctx, loc);
        crate::arith::ConstantOp::build(ctx, &mut state, index_type, attr);
        let constant = ods_runtime::OpBuilder::before(op.id()).insert(ctx, state);
        let constant = ctx.result(constant, 0);
        ctx.replace_all_uses_with(result, constant);
        replaced = true;
    }
    replaced
}
