//! What the transfer ops (`vector.transfer_read`, `vector.transfer_write`)
//! read of their permutation map: its default (the minor identity), the
//! rank it covers, and the type of the mask it implies.

use super::types::VectorParts;
use ods_runtime::{AffineExpr, AttrKind, Attribute, Context, Type};

/// The results of the affine map `map` (none for another attribute).
pub(super) fn map_results(ctx: &Context, map: Attribute) -> &[AffineExpr] {
    match ctx.attr_kind(map) {
        AttrKind::AffineMap { results, .. } => results,
        _ => &[],
    }
}

/// The number of dimensions of the affine map `map`.
pub(super) fn map_dims(ctx: &Context, map: Attribute) -> u32 {
    match ctx.attr_kind(map) {
        AttrKind::AffineMap { dims, .. } => *dims,
        _ => 0,
    }
}

/// The rank of the shaped type `ty` (memref or ranked tensor).
pub(super) fn shaped_rank(ctx: &Context, ty: Type) -> usize {
    ods_runtime::ods::pred::rank(ctx, ty).unwrap_or(0) as usize
}

/// The rank of the transferred vector that maps to the shaped type's
/// dimensions: the vector's rank less that of a vector element type
/// (MLIR's `getEffectiveVectorRankForXferOp`).
pub(super) fn effective_vector_rank(ctx: &Context, shaped: Type, vector: Type) -> usize {
    let element = ods_runtime::ods::pred::element_type_or_self(ctx, shaped);
    let element_rank = VectorParts::of(ctx, element).map_or(0, |p| p.rank());
    let rank = VectorParts::of(ctx, vector).map_or(0, |p| p.rank());
    rank.saturating_sub(element_rank)
}

/// The default permutation map of a transfer of `vector` to or from
/// `shaped`: the minor identity over the shaped type's dimensions, or
/// `() -> (0)` for a 0-d shaped type and a `vector<1x..>` (MLIR's
/// `getTransferMinorIdentityMap`).
pub(super) fn minor_identity_map(ctx: &mut Context, shaped: Type, vector: Type) -> Attribute {
    let rank = shaped_rank(ctx, shaped);
    let shape = VectorParts::of(ctx, vector)
        .map(|p| p.shape)
        .unwrap_or_default();
    if rank == 0 && shape == [1] {
        return affine_map(ctx, 0, vec![AffineExpr::Constant(0)]);
    }
    let results = effective_vector_rank(ctx, shaped, vector).min(rank);
    let exprs = (rank - results..rank)
        .map(|d| AffineExpr::Dim(d as u32))
        .collect();
    affine_map(ctx, rank as u32, exprs)
}

/// Whether `map` is a minor identity: its results the trailing
/// dimensions in order (MLIR's `AffineMap::isMinorIdentity`).
pub(super) fn is_minor_identity(ctx: &Context, map: Attribute) -> bool {
    let dims = map_dims(ctx, map) as usize;
    let results = map_results(ctx, map);
    results.len() <= dims
        && results
            .iter()
            .enumerate()
            .all(|(i, r)| *r == AffineExpr::Dim((dims - results.len() + i) as u32))
}

/// The affine map `(d0, ..) -> (results)` without symbols.
pub(super) fn affine_map(ctx: &mut Context, dims: u32, results: Vec<AffineExpr>) -> Attribute {
    ctx.attr(AttrKind::AffineMap {
        dims,
        symbols: 0,
        results: results.into(),
    })
}

/// The shape and scalable dimensions of the mask of a transfer of
/// `vector` through `map`: the dimensions the map reads, in the order of
/// the shaped type, sized as the vector's; a 0-d mask is a single
/// element (MLIR's `inferTransferOpMaskType`).
pub(super) fn mask_shape(
    ctx: &Context,
    vector: Type,
    map: Attribute,
) -> Option<(Vec<i64>, Vec<bool>)> {
    let parts = VectorParts::of(ctx, vector)?;
    let mut used: Vec<(u32, usize)> = map_results(ctx, map)
        .iter()
        .enumerate()
        .filter_map(|(i, r)| match r {
            AffineExpr::Dim(d) => Some((*d, i)),
            _ => None,
        })
        .collect();
    used.sort();
    used.dedup_by_key(|e| e.0);
    let mut shape = Vec::with_capacity(used.len().max(1));
    let mut scalable = Vec::with_capacity(used.len().max(1));
    for &(_, i) in &used {
        shape.push(*parts.shape.get(i)?);
        scalable.push(parts.scalable[i]);
    }
    if shape.is_empty() {
        shape.push(1);
        scalable.push(false);
    }
    Some((shape, scalable))
}

/// The mask type of a transfer of `vector` through `map` ([`mask_shape`]
/// of `i1`s).
pub(super) fn mask_type(ctx: &mut Context, vector: Type, map: Attribute) -> Option<Type> {
    let (shape, scalable) = mask_shape(ctx, vector, map)?;
    let i1 = ctx.i1_type();
    Some(super::types::vector_type(ctx, &shape, &scalable, i1))
}
