//! The builders `VectorOps.td` declares without a body, as
//! `VectorOps.cpp` writes them.

use super::transfer;
use super::types::{shape_of, VectorParts};
use crate::vector::*;
use ods_runtime::ods::convert;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Attribute, Context, IrResult, OpBuilder, OpId, OperationState, Type, Value};

/// The static positions and dynamic values of mixed entries (MLIR's
/// `dispatchIndexOpFoldResults`): an integer constant is static, anything
/// else a dynamic value at a `kDynamic` marker.
pub(super) fn dispatch(ctx: &Context, mixed: &[FoldResult]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(mixed.len());
    let mut dynamics = Vec::new();
    for entry in mixed {
        match *entry {
            FoldResult::Attr(a) => statics.push(convert::try_int::<i64>(ctx, a).unwrap_or(DYNAMIC)),
            FoldResult::Value(v) => {
                statics.push(DYNAMIC);
                dynamics.push(v);
            }
        }
    }
    (statics, dynamics)
}

/// The type `vector.extract` of `source` at `count` positions yields: the
/// element for a full position, else the trailing vector.
pub(super) fn extracted_type(ctx: &mut Context, source: Type, count: usize) -> Type {
    let Some(parts) = VectorParts::of(ctx, source) else {
        return source;
    };
    if count >= parts.rank() {
        return parts.element;
    }
    let rest = VectorParts {
        shape: parts.shape[count..].to_vec(),
        scalable: parts.scalable[count..].to_vec(),
        element: parts.element,
    };
    rest.make(ctx)
}

/// `vector.extract` of `source` at static and dynamic positions.
pub(super) fn extract(
    ctx: &mut Context,
    state: &mut OperationState,
    source: Value,
    (statics, dynamics): (Vec<i64>, Vec<Value>),
) {
    let ty = ctx.value_type(source);
    let result = extracted_type(ctx, ty, statics.len());
    ExtractOp::build(ctx, state, result, source, &dynamics, statics);
}

/// `vector.insert` of `value` into `dest` at static and dynamic positions.
pub(super) fn insert(
    ctx: &mut Context,
    state: &mut OperationState,
    (value, dest): (Value, Value),
    (statics, dynamics): (Vec<i64>, Vec<Value>),
) {
    let result = ctx.value_type(dest);
    InsertOp::build(ctx, state, result, value, dest, &dynamics, statics);
}

/// The rank of the vector `value` (0 for a scalar).
pub(super) fn rank_of(ctx: &Context, value: Value) -> usize {
    shape_of(ctx, ctx.value_type(value)).len()
}

/// `vector.multi_reduction` over the dimensions `mask` sets, of the type
/// of `acc`.
pub(super) fn multi_reduction(
    ctx: &mut Context,
    state: &mut OperationState,
    (source, acc): (Value, Value),
    mask: &[bool],
    kind: CombiningKind,
) {
    let dims = (0..mask.len() as i64)
        .filter(|&d| mask[d as usize])
        .collect();
    let dest = ctx.value_type(acc);
    MultiDimReductionOp::build(ctx, state, dest, kind, source, acc, dims);
}

/// `vector.reduction` of `vector` into its element type.
pub(super) fn reduction(
    ctx: &mut Context,
    state: &mut OperationState,
    (kind, vector, acc): (CombiningKind, Value, Option<Value>),
    flags: crate::arith::FastMathFlags,
) {
    let ty = ctx.value_type(vector);
    let dest = super::types::element_of(ctx, ty);
    ReductionOp::build(ctx, state, dest, kind, vector, acc, Some(flags));
}

/// `vector.contract` of the given maps and iterators, of `acc`'s type.
pub(super) fn contract(
    ctx: &mut Context,
    state: &mut OperationState,
    (lhs, rhs, acc): (Value, Value, Value),
    (maps, iterators): (Attribute, Attribute),
    kind: CombiningKind,
) {
    let ty = ctx.value_type(acc);
    ContractionOp::build(ctx, state, ty, lhs, rhs, acc, maps, iterators, Some(kind));
}

/// The iterator types as `#vector.iterator_type<...>` attributes.
pub(super) fn iterator_types_attr(ctx: &mut Context, iterators: &[IteratorType]) -> Attribute {
    let attrs: Vec<Attribute> = iterators
        .iter()
        .map(|&t| IteratorTypeAttr::get(ctx, t).attr())
        .collect();
    convert::array_attr(ctx, attrs)
}

/// `vector.outerproduct` of `lhs` and `rhs` accumulating into `acc`, of
/// `acc`'s type.
pub(super) fn outer_product(
    ctx: &mut Context,
    state: &mut OperationState,
    lhs: Value,
    rhs: Value,
    acc: Value,
) {
    let ty = ctx.value_type(acc);
    OuterProductOp::build(
        ctx,
        state,
        ty,
        lhs,
        rhs,
        Some(acc),
        Some(CombiningKind::ADD),
    );
}

/// `vector.transpose` of `vector` by `permutation`.
pub(super) fn transpose(
    ctx: &mut Context,
    state: &mut OperationState,
    vector: Value,
    permutation: Vec<i64>,
) {
    let ty = ctx.value_type(vector);
    let result = VectorParts::of(ctx, ty).map_or(ty, |p| {
        let permuted = VectorParts {
            shape: permutation
                .iter()
                .map(|&i| p.shape.get(i as usize).copied().unwrap_or(0))
                .collect(),
            scalable: permutation
                .iter()
                .map(|&i| p.scalable.get(i as usize).copied().unwrap_or(false))
                .collect(),
            element: p.element,
        };
        permuted.make(ctx)
    });
    TransposeOp::build(ctx, state, result, vector, permutation);
}

/// `vector.extract_strided_slice` of `source`: the result keeps the
/// source's trailing dimensions after the sliced ones.
pub(super) fn extract_strided_slice(
    ctx: &mut Context,
    state: &mut OperationState,
    source: Value,
    [offsets, sizes, strides]: [Vec<i64>; 3],
) {
    let ty = ctx.value_type(source);
    let result = VectorParts::of(ctx, ty).map_or(ty, |p| {
        let mut shape = sizes.clone();
        shape.extend_from_slice(p.shape.get(sizes.len()..).unwrap_or(&[]));
        let scalable = p.scalable.clone();
        VectorParts {
            shape,
            scalable,
            element: p.element,
        }
        .make(ctx)
    });
    ExtractStridedSliceOp::build(ctx, state, result, source, offsets, sizes, strides);
}

/// `vector.constant_mask` all set or all clear.
pub(super) fn constant_mask(
    ctx: &mut Context,
    state: &mut OperationState,
    ty: Type,
    kind: ConstantMaskKind,
) {
    let shape = shape_of(ctx, ty);
    let sizes = match kind {
        ConstantMaskKind::AllTrue => shape,
        ConstantMaskKind::AllFalse => vec![0; shape.len()],
    };
    ConstantMaskOp::build(ctx, state, ty, sizes);
}

/// `vector.create_mask` of mixed sizes. MLIR materializes a constant size
/// as an `arith.constant` at the builder's insertion point, which a state
/// builder does not have: a constant size is left without its operand,
/// which the verifier reports.
pub(super) fn create_mask(
    ctx: &mut Context,
    state: &mut OperationState,
    ty: Type,
    mixed: &[FoldResult],
) {
    let values: Vec<Value> = mixed
        .iter()
        .filter_map(|m| match *m {
            FoldResult::Value(v) => Some(v),
            FoldResult::Attr(_) => None,
        })
        .collect();
    CreateMaskOp::build(ctx, state, ty, &values);
}

/// `vector.transfer_read` of `vector_type` from `source`: the map the
/// minor identity when not given, and no dimension in bounds when not
/// said. Without a padding MLIR pads with a `ub.poison` it creates at the
/// builder's insertion point, which a state builder does not have: the
/// padding is then left out, which the verifier reports.
pub(super) fn transfer_read(
    ctx: &mut Context,
    state: &mut OperationState,
    (vector_type, source, indices): (Type, Value, Vec<Value>),
    padding: Option<Value>,
    map: Option<Attribute>,
    in_bounds: Option<Attribute>,
) {
    let shaped = ctx.value_type(source);
    let map = map.unwrap_or_else(|| transfer::minor_identity_map(ctx, shaped, vector_type));
    let in_bounds = in_bounds.unwrap_or_else(|| {
        let results = transfer::map_results(ctx, map).len();
        convert::bool_array_attr(ctx, &vec![false; results])
    });
    let Some(padding) = padding else {
        let segments = convert::dense_i32_array(ctx, &[1, indices.len() as i32, 0, 0]);
        let mut operands = vec![source];
        operands.extend(indices);
        let attrs = [
            ("permutation_map", map),
            ("in_bounds", in_bounds),
            ("operandSegmentSizes", segments),
        ];
        TransferReadOp::build_generic(ctx, state, &[vector_type], &operands, &attrs);
        return;
    };
    TransferReadOp::build_with_attrs(
        ctx,
        state,
        vector_type,
        source,
        &indices,
        map,
        padding,
        None,
        in_bounds,
    );
}

/// `vector.transfer_write` of `vector` into `dest`: a result for a tensor
/// destination, the minor identity map when not given, and no dimension
/// in bounds when not said.
pub(super) fn transfer_write(
    ctx: &mut Context,
    state: &mut OperationState,
    (vector, dest, indices): (Value, Value, Vec<Value>),
    map: Option<Attribute>,
    mask: Option<Value>,
    in_bounds: Option<Attribute>,
) {
    let shaped = ctx.value_type(dest);
    let vector_type = ctx.value_type(vector);
    let map = map.unwrap_or_else(|| transfer::minor_identity_map(ctx, shaped, vector_type));
    let in_bounds = in_bounds.unwrap_or_else(|| {
        let results = transfer::map_results(ctx, map).len();
        convert::bool_array_attr(ctx, &vec![false; results])
    });
    let result = ods_runtime::ods::pred::is_ranked_tensor(ctx, shaped).then_some(shaped);
    TransferWriteOp::build_with_attrs(
        ctx, state, result, vector, dest, &indices, map, mask, in_bounds,
    );
}

/// `vector.mask` of `op`: `mask` (and `passthru`), one block that
/// `body` fills with `op`, ended by a `vector.yield` of its results.
pub(super) fn mask(
    ctx: &mut Context,
    state: &mut OperationState,
    result_types: Vec<Type>,
    (mask, passthru): (Value, Option<Value>),
    op: OpId,
    body: MaskRegionBuilder<'_>,
) {
    state.operands.push(mask);
    state.operands.extend(passthru);
    state.result_types.extend(result_types);
    let region = ctx.create_region();
    let block = ctx.create_block(&[]);
    ctx.append_block(region, block);
    body(ctx, OpBuilder::at_end(block), op);
    super::ensure_mask_terminator(ctx, region, state.loc);
    state.regions.push(region);
}

/// The affine maps of `exprs`, over as many dimensions as they read
/// (MLIR's `AffineMap::inferFromExprList`), as an array attribute.
pub(super) fn inferred_maps(
    ctx: &mut Context,
    exprs: &[Vec<ods_runtime::AffineExpr>],
) -> Attribute {
    let dims = exprs
        .iter()
        .flatten()
        .map(max_dim)
        .max()
        .map_or(0, |d| d + 1);
    let maps: Vec<Attribute> = exprs
        .iter()
        .map(|results| transfer::affine_map(ctx, dims, results.clone()))
        .collect();
    convert::array_attr(ctx, maps)
}

/// One past the largest dimension `expr` reads, less one (`0` for none).
fn max_dim(expr: &ods_runtime::AffineExpr) -> u32 {
    use ods_runtime::AffineExpr::*;
    match expr {
        Dim(d) => *d,
        Symbol(_) | Constant(_) => 0,
        Add(a, b) | Mul(a, b) | Mod(a, b) | FloorDiv(a, b) | CeilDiv(a, b) => {
            max_dim(a).max(max_dim(b))
        }
    }
}

/// The number of static positions in the state of a `vector.extract`.
pub(super) fn static_position_count(ctx: &Context, state: &OperationState) -> usize {
    let name = "static_position";
    let from_attrs = state
        .attributes
        .iter()
        .find(|(n, _)| ctx.symbol_str(*n) == name)
        .map(|&(_, a)| a);
    let from_props = state.properties.and_then(|p| match ctx.attr_kind(p) {
        ods_runtime::AttrKind::Dictionary(entries) => entries
            .iter()
            .find(|(n, _)| ctx.symbol_str(*n) == name)
            .map(|&(_, a)| a),
        _ => None,
    });
    from_attrs
        .or(from_props)
        .and_then(|a| convert::try_dense_array_vec::<i64>(ctx, a))
        .map_or(0, |v| v.len())
}

/// [`extracted_type`] through a [`TypeCx`], which while verifying only
/// finds the types the context holds.
pub(super) fn extracted_type_in(
    cx: &mut dyn ods_runtime::ods::op::TypeCx,
    source: Type,
    count: usize,
) -> IrResult<Type> {
    let Some(parts) = VectorParts::of(cx.ctx(), source) else {
        return Ok(source);
    };
    if count >= parts.rank() {
        return Ok(parts.element);
    }
    cx.ty(ods_runtime::TypeKind::Vector {
        shape: parts.shape[count..].into(),
        scalable: parts.scalable[count..].into(),
        element: parts.element,
    })
}

/// The result type of `vector.shuffle`: the mask's length as leading
/// dimension, then the operands' trailing ones.
pub(super) fn shuffle_type(
    cx: &mut dyn ods_runtime::ods::op::TypeCx,
    state: &OperationState,
) -> IrResult<Type> {
    let ctx = cx.ctx();
    let v1 = ctx.value_type(state.operands[0]);
    let element = super::types::element_of(ctx, v1);
    let trailing: Vec<i64> = shape_of(ctx, v1).into_iter().skip(1).collect();
    let name = "mask";
    let mask = state
        .attributes
        .iter()
        .find(|(n, _)| ctx.symbol_str(*n) == name)
        .map(|&(_, a)| a)
        .or_else(|| {
            state.properties.and_then(|p| match ctx.attr_kind(p) {
                ods_runtime::AttrKind::Dictionary(entries) => entries
                    .iter()
                    .find(|(n, _)| ctx.symbol_str(*n) == name)
                    .map(|&(_, a)| a),
                _ => None,
            })
        });
    let count = mask
        .and_then(|a| convert::try_dense_array_vec::<i64>(ctx, a))
        .map_or(0, |m| m.len())
        // An empty mask still gives one element (MLIR's `std::max(1, ..)`);
        // the verifier rejects it.
        .max(1);
    let mut shape = vec![count as i64];
    shape.extend(trailing);
    let scalable = vec![false; shape.len()];
    cx.ty(ods_runtime::TypeKind::Vector {
        shape: shape.into(),
        scalable: scalable.into(),
        element,
    })
}

/// `vector.type_cast` of a memref of a static shape to a memref of one
/// vector of that shape.
pub(super) fn type_cast(ctx: &mut Context, state: &mut OperationState, source: Value) {
    let ty = ctx.value_type(source);
    let shape = ods_runtime::ods::pred::shape(ctx, ty).unwrap_or_default();
    let element = ods_runtime::ods::pred::element_type_or_self(ctx, ty);
    let vector = super::types::vector_type(ctx, &shape, &vec![false; shape.len()], element);
    let result = convert::memref(ctx, &[], vector);
    TypeCastOp::build(ctx, state, result, source);
}
