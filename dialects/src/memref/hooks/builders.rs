//! The builders `MemRefOps.td` declares without a body, as `MemRefOps.cpp`
//! writes them: mixed offsets, sizes and strides split into static lists
//! and operands, result types inferred from the source.

use super::layout::{dispatch, permutation_of, strides_and_offset, MemRefParts};
use super::reshapes::reassociation_attr;
use super::slices::infer_subview_type;
use crate::memref::*;
use ods_runtime::ods::convert;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Attribute, Context, OperationState, Symbol, Type, Value};

/// Index attributes of `values`.
pub(crate) fn index_attrs(ctx: &mut Context, values: &[i64]) -> Vec<FoldResult> {
    values
        .iter()
        .map(|&v| FoldResult::Attr(convert::index_attr(ctx, v)))
        .collect()
}

/// `values` as fold results.
pub(crate) fn values(values: &[Value]) -> Vec<FoldResult> {
    values.iter().map(|&v| FoldResult::Value(v)).collect()
}

/// `memref.subview` of `source` at mixed offsets, sizes and strides; the
/// result type inferred when `result` is `None`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn subview(
    ctx: &mut Context,
    state: &mut OperationState,
    result: Option<Type>,
    source: Value,
    offsets: &[FoldResult],
    sizes: &[FoldResult],
    strides: &[FoldResult],
    attrs: &[(Symbol, Attribute)],
) {
    let (o, s, t) = (
        dispatch(ctx, offsets),
        dispatch(ctx, sizes),
        dispatch(ctx, strides),
    );
    let source_ty = ctx.value_type(source);
    let result = result
        .or_else(|| infer_subview_type(ctx, source_ty, &o.0, &s.0, &t.0))
        .unwrap_or(source_ty);
    state.attributes.extend_from_slice(attrs);
    SubViewOp::build(ctx, state, result, source, &o.1, &s.1, &t.1, o.0, s.0, t.0);
}

/// `memref.reinterpret_cast` of `source` to a mixed offset, sizes and
/// strides; the result type, when `None`, of those sizes with a strided
/// layout of that offset and those strides.
#[allow(clippy::too_many_arguments)]
pub(crate) fn reinterpret_cast(
    ctx: &mut Context,
    state: &mut OperationState,
    result: Option<Type>,
    source: Value,
    offset: FoldResult,
    sizes: &[FoldResult],
    strides: &[FoldResult],
    attrs: &[(Symbol, Attribute)],
) {
    let (o, s, t) = (
        dispatch(ctx, &[offset]),
        dispatch(ctx, sizes),
        dispatch(ctx, strides),
    );
    let result = result.unwrap_or_else(|| reinterpret_cast_type(ctx, source, o.0[0], &s.0, &t.0));
    state.attributes.extend_from_slice(attrs);
    ReinterpretCastOp::build(ctx, state, result, source, &o.1, &s.1, &t.1, o.0, s.0, t.0);
}

/// The type of a `memref.reinterpret_cast` of `source` to static entries
/// (`DYNAMIC` for the others): those sizes, with a strided layout of that
/// offset and those strides, in the source's memory space.
pub(crate) fn reinterpret_cast_type(
    ctx: &mut Context,
    source: Value,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
) -> Type {
    let source_ty = ctx.value_type(source);
    let element = ods_runtime::ods::pred::element_type_or_self(ctx, source_ty);
    let memory_space = super::layout::memory_space_of(ctx, source_ty);
    let layout = super::layout::strided_layout(ctx, offset, strides);
    let parts = MemRefParts {
        shape: sizes.to_vec(),
        element,
        layout: Some(layout),
        memory_space,
    };
    parts.get(ctx)
}

/// `memref.expand_shape` of `src` to `result` with a mixed output shape.
pub(crate) fn expand_shape(
    ctx: &mut Context,
    state: &mut OperationState,
    result: Type,
    src: Value,
    reassociation: &[Vec<i64>],
    output_shape: &[FoldResult],
) {
    let (statics, dynamics) = dispatch(ctx, output_shape);
    let reassociation = reassociation_attr(ctx, reassociation);
    ExpandShapeOp::build(ctx, state, result, src, reassociation, &dynamics, statics);
}

/// `memref.expand_shape` of `src` to `result`, its output shape the
/// result's static shape. MLIR computes the dynamic sizes with ops it
/// inserts at the builder's insertion point, which a state builder does
/// not have: a dynamic size is left without its operand, which the
/// verifier reports.
pub(crate) fn expand_shape_to_type(
    ctx: &mut Context,
    state: &mut OperationState,
    result: Type,
    src: Value,
    reassociation: &[Vec<i64>],
) {
    let shape = MemRefParts::of(ctx, result)
        .map(|p| p.shape)
        .unwrap_or_default();
    let reassociation = reassociation_attr(ctx, reassociation);
    ExpandShapeOp::build(ctx, state, result, src, reassociation, &[], shape);
}

/// The type of an expansion of `src` to `shape` (MLIR's
/// `computeExpandedType`): the identity layout for an identity source,
/// else the expanded strides.
pub(crate) fn expanded_type(
    ctx: &mut Context,
    src: Value,
    shape: &[i64],
    reassociation: &[Vec<i64>],
) -> Type {
    let source = ctx.value_type(src);
    let parts = MemRefParts::of(ctx, source);
    let Some(parts) = parts else {
        return source;
    };
    let identity = super::layout::is_identity_layout(ctx, parts.layout);
    let layout = match strides_and_offset(ctx, source).filter(|_| !identity) {
        None => None,
        Some((strides, offset)) => {
            let strides = super::reshapes::expanded_strides(&strides, shape, reassociation);
            Some(super::layout::strided_layout(ctx, offset, &strides))
        }
    };
    MemRefParts {
        shape: shape.to_vec(),
        layout,
        ..parts
    }
    .get(ctx)
}

/// The type of a collapse of `src` by `reassociation` (MLIR's
/// `computeCollapsedType`): each group's size the product of its sizes
/// (dynamic if one is), the identity layout for an identity source, else
/// the collapsed strides.
pub(crate) fn collapsed_type(ctx: &mut Context, src: Value, reassociation: &[Vec<i64>]) -> Type {
    let source = ctx.value_type(src);
    collapsed_type_of(ctx, source, reassociation)
}

/// [`collapsed_type`] of a source of type `source`.
pub(crate) fn collapsed_type_of(
    ctx: &mut Context,
    source: Type,
    reassociation: &[Vec<i64>],
) -> Type {
    let Some(parts) = MemRefParts::of(ctx, source) else {
        return source;
    };
    let size = |d: &i64| {
        usize::try_from(*d)
            .ok()
            .and_then(|d| parts.shape.get(d))
            .copied()
            .unwrap_or(1)
    };
    let shape: Vec<i64> = reassociation
        .iter()
        .map(|g| g.iter().map(size).fold(1, super::layout::saturated_mul))
        .collect();
    let identity = super::layout::is_identity_layout(ctx, parts.layout);
    let layout = strides_and_offset(ctx, source)
        .filter(|_| !identity)
        .and_then(|(strides, offset)| {
            let strides =
                super::reshapes::collapsed_strides(&parts.shape, &strides, reassociation)?;
            Some(super::layout::strided_layout(ctx, offset, &strides))
        });
    MemRefParts {
        shape,
        layout,
        ..parts
    }
    .get(ctx)
}

/// The result types of `memref.extract_strided_metadata` of the state's
/// source (MLIR's `inferReturnTypes`): a rank-0 memref of its element type
/// and memory space, then `1 + 2 * rank` indices.
pub(crate) fn strided_metadata_types(
    cx: &mut dyn ods_runtime::ods::op::TypeCx,
    state: &OperationState,
) -> ods_runtime::IrResult<Vec<Type>> {
    let source = state.operands.first().map(|&v| cx.ctx().value_type(v));
    let parts = source.and_then(|t| MemRefParts::of(cx.ctx(), t));
    let Some(parts) = parts else {
        return Err(ods_runtime::IrError::Invalid(
            "expected a ranked memref source".into(),
        ));
    };
    let base = MemRefParts {
        shape: Vec::new(),
        layout: None,
        ..parts.clone()
    };
    let base = base.ty(cx)?;
    let index = cx.ty(ods_runtime::TypeKind::Index)?;
    let mut types = vec![base, index];
    types.extend(std::iter::repeat_n(index, 2 * parts.shape.len()));
    Ok(types)
}

/// `memref.generic_atomic_rmw` of `memref` at `ivs`, its body a block
/// taking the current value, of the element type.
pub(crate) fn generic_atomic_rmw(
    ctx: &mut Context,
    state: &mut OperationState,
    memref: Value,
    ivs: Vec<Value>,
) {
    state.operands.push(memref);
    state.operands.extend(ivs);
    let ty = ctx.value_type(memref);
    if let Some(parts) = MemRefParts::of(ctx, ty) {
        state.result_types.push(parts.element);
        let region = ctx.create_region();
        let loc = state.loc;
        let block = ctx.create_block(&[(parts.element, loc)]);
        ctx.append_block(region, block);
        state.regions.push(region);
    }
}

/// The type of `memref.transpose` of `input` by `permutation` (MLIR's
/// `inferTransposeResultType`): sizes and strides permuted, the offset
/// kept.
pub(crate) fn transposed_type(ctx: &mut Context, input: Value, permutation: Attribute) -> Type {
    let source = ctx.value_type(input);
    let (Some(parts), Some((strides, offset))) = (
        MemRefParts::of(ctx, source),
        strides_and_offset(ctx, source),
    ) else {
        return source;
    };
    let Some(order) = permutation_of(ctx, permutation) else {
        return source;
    };
    let pick = |values: &[i64]| {
        order
            .iter()
            .map(|&i| values.get(i).copied().unwrap_or(1))
            .collect::<Vec<_>>()
    };
    let layout = super::layout::strided_layout(ctx, offset, &pick(&strides));
    MemRefParts {
        shape: pick(&parts.shape),
        layout: Some(layout),
        ..parts
    }
    .get(ctx)
}
