//! Which values may be the dimensions and symbols of affine maps (MLIR's
//! `isValidDim`, `isValidSymbol` and the affine scopes they look up).

use crate::affine::{
    AffineApplyOp, AffineDelinearizeIndexOp, AffineForOp, AffineLinearizeIndexOp, AffineParallelOp,
};
use ods_runtime::interfaces::speculation::is_speculatable;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::is_index;
use ods_runtime::registry::Traits;
use ods_runtime::rewrite::effects::is_memory_effect_free;
use ods_runtime::{Context, OpId, RegionId, Value};

/// Whether the op `op` opens an affine scope (the `AffineScope` trait).
fn is_affine_scope(ctx: &Context, op: OpId) -> bool {
    ctx.registry
        .traits(ctx.op_name(op))
        .is_some_and(|t| t.contains(Traits::AFFINE_SCOPE))
}

/// The region of the closest ancestor of `op` that opens an affine scope,
/// holding `op` (MLIR's `getAffineScope`).
pub(crate) fn affine_scope(ctx: &Context, op: OpId) -> Option<RegionId> {
    let mut current = op;
    while let Some(parent) = ctx.parent_op(current) {
        if is_affine_scope(ctx, parent) {
            return ctx.parent_region(current);
        }
        current = parent;
    }
    None
}

/// The op owning the block of the block argument `v`.
fn argument_owner(ctx: &Context, v: Value) -> Option<OpId> {
    let Value::Arg(block, _) = v else { return None };
    ctx.region_parent_op(ctx.block_parent_region(block)?)
}

/// Whether `v` is defined, or is an argument, right inside an op that
/// opens an affine scope (MLIR's `isTopLevelValue`).
fn is_top_level_value(ctx: &Context, v: Value) -> bool {
    let parent = match ctx.defining_op(v) {
        Some(def) => ctx.parent_op(def),
        None => argument_owner(ctx, v),
    };
    parent.is_some_and(|p| is_affine_scope(ctx, p))
}

/// Whether `v` is defined, or is an argument, right inside `region`.
fn is_top_level_value_of(ctx: &Context, v: Value, region: RegionId) -> bool {
    match (ctx.defining_op(v), v) {
        (Some(def), _) => ctx.parent_region(def) == Some(region),
        (None, Value::Arg(block, _)) => ctx.block_parent_region(block) == Some(region),
        _ => false,
    }
}

fn is_pure(ctx: &Context, op: OpId) -> bool {
    is_speculatable(ctx, op) && is_memory_effect_free(ctx, op)
}

fn is_constant_like(ctx: &Context, op: OpId) -> bool {
    ctx.registry
        .traits(ctx.op_name(op))
        .is_some_and(|t| t.contains(Traits::CONSTANT_LIKE))
}

/// Whether `v` may be a symbol of the affine maps of ops in `region`: a
/// value of the region's top level, a constant, the result of a pure op
/// of symbols, or a `memref.dim` of a size that is one (MLIR's
/// `isValidSymbol(Value, Region *)`).
pub(crate) fn is_valid_symbol_in(ctx: &Context, v: Value, region: Option<RegionId>) -> bool {
    if !is_index(ctx, ctx.value_type(v)) {
        return false;
    }
    if region.is_some_and(|r| is_top_level_value_of(ctx, v, r)) {
        return true;
    }
    let Some(def) = ctx.defining_op(v) else {
        return false;
    };
    if is_constant_like(ctx, def) {
        return true;
    }
    if is_pure(ctx, def)
        && ctx
            .operands(def)
            .iter()
            .all(|&o| is_valid_symbol_in(ctx, o, region))
    {
        return true;
    }
    match crate::memref::DimOp::cast(ctx, def) {
        Some(dim) => is_dim_op_valid_symbol(ctx, dim, region),
        None => false,
    }
}

/// Whether the size a `memref.dim` reads is a symbol: its memref comes from
/// the top level, or is an allocation or view whose size there is static
/// or a symbol (MLIR's `isDimOpValidSymbol`).
fn is_dim_op_valid_symbol(
    ctx: &Context,
    dim: crate::memref::DimOp,
    region: Option<RegionId>,
) -> bool {
    let source = dim.source(ctx);
    if is_top_level_value(ctx, source) {
        return true;
    }
    let Some(def) = ctx.defining_op(source) else {
        return false;
    };
    let Some(index) = dim.constant_index(ctx) else {
        return false;
    };
    let dynamic_sizes = if let Some(alloc) = crate::memref::AllocOp::cast(ctx, def) {
        alloc.dynamic_sizes(ctx)
    } else if let Some(view) = crate::memref::ViewOp::cast(ctx, def) {
        view.sizes(ctx)
    } else if let Some(view) = crate::memref::SubViewOp::cast(ctx, def) {
        view.sizes(ctx)
    } else {
        return false;
    };
    let Some(shape) = ods_runtime::ods::pred::shape(ctx, ctx.value_type(source)) else {
        return false;
    };
    let Some(size) = usize::try_from(index).ok().and_then(|i| shape.get(i)) else {
        return false;
    };
    if *size >= 0 {
        return true;
    }
    let position = shape[..index as usize].iter().filter(|&&s| s < 0).count();
    dynamic_sizes
        .get(position)
        .is_some_and(|&s| is_valid_symbol_in(ctx, s, region))
}

/// Whether `v` may be a dimension of the affine maps of ops in `region`: a
/// symbol, an induction variable, or what an `affine.apply` (or
/// `affine.linearize_index`, `affine.delinearize_index`) makes of
/// dimensions (MLIR's `isValidDim(Value, Region *)`).
pub(crate) fn is_valid_dim_in(ctx: &Context, v: Value, region: Option<RegionId>) -> bool {
    if !is_index(ctx, ctx.value_type(v)) {
        return false;
    }
    if is_valid_symbol_in(ctx, v, region) {
        return true;
    }
    let Some(def) = ctx.defining_op(v) else {
        return argument_owner(ctx, v).is_some_and(|owner| is_loop(ctx, owner));
    };
    if AffineApplyOp::cast(ctx, def).is_some()
        || AffineLinearizeIndexOp::cast(ctx, def).is_some()
        || AffineDelinearizeIndexOp::cast(ctx, def).is_some()
    {
        return ctx
            .operands(def)
            .iter()
            .all(|&o| is_valid_dim_in(ctx, o, region));
    }
    match crate::memref::DimOp::cast(ctx, def) {
        Some(dim) => is_top_level_value(ctx, dim.source(ctx)),
        None => false,
    }
}

/// `affine.for` or `affine.parallel`, whose block arguments are dimensions.
fn is_loop(ctx: &Context, op: OpId) -> bool {
    AffineForOp::cast(ctx, op).is_some() || AffineParallelOp::cast(ctx, op).is_some()
}

/// Whether `v` may be a symbol wherever it is used: a value of the top
/// level of an affine scope, or a symbol in the scope of its defining op
/// (MLIR's `isValidSymbol(Value)`).
pub(crate) fn is_valid_symbol(ctx: &Context, v: Value) -> bool {
    if !is_index(ctx, ctx.value_type(v)) {
        return false;
    }
    if is_top_level_value(ctx, v) {
        return true;
    }
    ctx.defining_op(v)
        .is_some_and(|def| is_valid_symbol_in(ctx, v, affine_scope(ctx, def)))
}

/// Whether `v` may be a dimension wherever it is used: a dimension in the
/// scope of its defining op, an induction variable, or an argument of an
/// affine scope (MLIR's `isValidDim(Value)`).
pub(crate) fn is_valid_dim(ctx: &Context, v: Value) -> bool {
    if !is_index(ctx, ctx.value_type(v)) {
        return false;
    }
    if let Some(def) = ctx.defining_op(v) {
        return is_valid_dim_in(ctx, v, affine_scope(ctx, def));
    }
    argument_owner(ctx, v).is_some_and(|owner| is_loop(ctx, owner) || is_affine_scope(ctx, owner))
}
