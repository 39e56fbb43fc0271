//! The builders `AffineOps.td` declares without a body, as MLIR's
//! `AffineOps.cpp` builds: loops and conditionals with their regions and
//! implicit terminators, memory ops with an identity map by default, and
//! the index ops with their static and dynamic basis.

use super::maps::{self, Shape};
use crate::affine::*;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::set_state_prop;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::{
    AffineExpr, Attribute, Context, DenseData, OpBuilder, OperationState, RegionId, Type, Value,
};

/// The body builder of `affine.for` (MLIR's `function_ref<void(OpBuilder
/// &, Location, Value, ValueRange)>`): called with the context, a builder
/// at the end of the new body, the op's location, the induction variable
/// and the loop-carried arguments.
pub type ForBodyBuilder<'a> =
    &'a mut dyn FnMut(&mut Context, OpBuilder, Attribute, Value, &[Value]);

/// A region with one block of arguments `args`.
fn region_with_block(
    ctx: &mut Context,
    args: &[(Type, Attribute)],
) -> (RegionId, ods_runtime::BlockId) {
    let region = ctx.create_region();
    let block = ctx.create_block(args);
    ctx.append_block(region, block);
    (region, block)
}

/// `affine_map<() -> (value)>`.
fn constant_map(ctx: &mut Context, value: i64) -> Attribute {
    maps::affine_map(ctx, 0, 0, vec![AffineExpr::Constant(value)])
}

/// `(d0, ..., dN-1) -> (d0, ..., dN-1)`, or `() -> ()` for rank 0 (MLIR's
/// `getMultiDimIdentityMap`).
pub(crate) fn identity_map(ctx: &mut Context, rank: usize) -> Attribute {
    let results = (0..rank as u32).map(AffineExpr::Dim).collect();
    maps::affine_map(ctx, rank, 0, results)
}

/// The identity map over the dimensions of `memref`'s type.
fn memref_identity_map(ctx: &mut Context, memref: Value) -> Attribute {
    let ty = ctx.value_type(memref);
    let rank = ods_runtime::ods::pred::rank(ctx, ty).unwrap_or(0);
    identity_map(ctx, rank as usize)
}

/// The element type of `memref`'s type (the type itself for another).
fn element_type(ctx: &Context, memref: Value) -> Type {
    ods_runtime::ods::pred::element_type_of(ctx, memref)
}

/// An affine map over as many dimensions and symbols as `exprs` read
/// (MLIR's `AffineMap::inferFromExprList` for one map).
pub(crate) fn infer_map(ctx: &mut Context, exprs: &[AffineExpr]) -> Attribute {
    fn count(e: &AffineExpr, dims: &mut u32, symbols: &mut u32) {
        match e {
            AffineExpr::Dim(i) => *dims = (*dims).max(i + 1),
            AffineExpr::Symbol(i) => *symbols = (*symbols).max(i + 1),
            AffineExpr::Constant(_) => {}
            AffineExpr::Add(l, r)
            | AffineExpr::Mul(l, r)
            | AffineExpr::Mod(l, r)
            | AffineExpr::FloorDiv(l, r)
            | AffineExpr::CeilDiv(l, r) => {
                count(l, dims, symbols);
                count(r, dims, symbols);
            }
        }
    }
    let (mut dims, mut symbols) = (0, 0);
    exprs.iter().for_each(|e| count(e, &mut dims, &mut symbols));
    maps::affine_map(ctx, dims as usize, symbols as usize, exprs.to_vec())
}

/// The basis as MLIR's `dispatchIndexOpFoldResults` splits it: the
/// dynamic values, and the static entries with `DYNAMIC` in their places.
fn dispatch_basis(ctx: &Context, basis: &[FoldResult]) -> (Vec<Value>, Vec<i64>) {
    let mut dynamic = Vec::new();
    let statics = basis
        .iter()
        .map(|b| match b {
            FoldResult::Attr(a) => convert::as_i64(ctx, *a),
            FoldResult::Value(v) => {
                dynamic.push(*v);
                DYNAMIC
            }
        })
        .collect();
    (dynamic, statics)
}

/// Each value as a constant when it is one (MLIR's `getAsOpFoldResult`).
fn as_fold_results(ctx: &Context, values: &[Value]) -> Vec<FoldResult> {
    values
        .iter()
        .map(|&v| match crate::arith::constant_attr(ctx, v) {
            Some(c) => FoldResult::Attr(c),
            None => FoldResult::Value(v),
        })
        .collect()
}

/// `affine.for` from bound maps and their operands.
#[allow(clippy::too_many_arguments)]
pub(super) fn for_op(
    ctx: &mut Context,
    state: &mut OperationState,
    (lb_operands, lb_map): (&[Value], Attribute),
    (ub_operands, ub_map): (&[Value], Attribute),
    step: i64,
    iter_args: &[Value],
    body_builder: Option<ForBodyBuilder<'_>>,
) {
    state.operands.extend_from_slice(lb_operands);
    state.operands.extend_from_slice(ub_operands);
    state.operands.extend_from_slice(iter_args);
    let sizes = [lb_operands.len(), ub_operands.len(), iter_args.len()].map(|n| n as i32);
    let sizes = convert::dense_i32_array(ctx, &sizes);
    set_state_prop(ctx, state, "operandSegmentSizes", Some(sizes));
    state
        .result_types
        .extend(ctx.value_types(iter_args.iter().copied()));
    let step = convert::index_attr(ctx, step);
    set_state_prop(ctx, state, "step", Some(step));
    set_state_prop(ctx, state, "lowerBoundMap", Some(lb_map));
    set_state_prop(ctx, state, "upperBoundMap", Some(ub_map));
    let index = convert::index(ctx);
    let mut args = vec![(index, state.loc)];
    args.extend(
        iter_args
            .iter()
            .map(|&v| (ctx.value_type(v), ctx.value_loc(v))),
    );
    let (region, block) = region_with_block(ctx, &args);
    state.regions.push(region);
    match body_builder {
        None if iter_args.is_empty() => AffineForOp::ensure_terminator(ctx, region, state.loc),
        None => {}
        Some(build) => {
            let args = ctx.block_args(block);
            build(
                ctx,
                OpBuilder::at_end(block),
                state.loc,
                args[0],
                &args[1..],
            );
        }
    }
}

/// `affine.for` between two constants.
pub(super) fn for_op_constant(
    ctx: &mut Context,
    state: &mut OperationState,
    (lower, upper, step): (i64, i64, i64),
    iter_args: &[Value],
    body_builder: Option<ForBodyBuilder<'_>>,
) {
    let (lb, ub) = (constant_map(ctx, lower), constant_map(ctx, upper));
    for_op(
        ctx,
        state,
        (&[], lb),
        (&[], ub),
        step,
        iter_args,
        body_builder,
    );
}

/// `affine.if` on `set` of `args`, its then block (and else block, with
/// `with_else_region`) ending in the implicit `affine.yield` when it has
/// no results.
pub(super) fn if_op(
    ctx: &mut Context,
    state: &mut OperationState,
    result_types: &[Type],
    (set, args): (Attribute, &[Value]),
    with_else_region: bool,
) {
    state.result_types.extend_from_slice(result_types);
    state.operands.extend_from_slice(args);
    set_state_prop(ctx, state, "condition", Some(set));
    let (then_region, _) = region_with_block(ctx, &[]);
    if result_types.is_empty() {
        AffineIfOp::ensure_terminator(ctx, then_region, state.loc);
    }
    state.regions.push(then_region);
    let else_region = if with_else_region {
        let (region, _) = region_with_block(ctx, &[]);
        if result_types.is_empty() {
            AffineIfOp::ensure_terminator(ctx, region, state.loc);
        }
        region
    } else {
        ctx.create_region()
    };
    state.regions.push(else_region);
}

/// `affine.load` of `memref` at `map` of `map_operands`.
pub(super) fn load(
    ctx: &mut Context,
    state: &mut OperationState,
    memref: Value,
    map: Option<Attribute>,
    map_operands: &[Value],
) {
    let map = map.unwrap_or_else(|| memref_identity_map(ctx, memref));
    let element = element_type(ctx, memref);
    AffineLoadOp::build(ctx, state, element, memref, map_operands, map);
}

/// `affine.vector_load` of `result_type` from `memref` at `map` of
/// `map_operands`.
pub(super) fn vector_load(
    ctx: &mut Context,
    state: &mut OperationState,
    result_type: Type,
    (memref, map): (Value, Option<Attribute>),
    map_operands: &[Value],
) {
    let map = map.unwrap_or_else(|| memref_identity_map(ctx, memref));
    AffineVectorLoadOp::build(ctx, state, result_type, memref, map_operands, map);
}

/// `affine.store` (or `affine.vector_store`) of `value` into `memref` at
/// `map` (by default the identity) of `map_operands`.
pub(super) fn store(
    ctx: &mut Context,
    state: &mut OperationState,
    (value, memref): (Value, Value),
    map: Option<Attribute>,
    map_operands: &[Value],
) {
    let map = map.unwrap_or_else(|| memref_identity_map(ctx, memref));
    state.operands.extend([value, memref]);
    state.operands.extend_from_slice(map_operands);
    set_state_prop(ctx, state, "map", Some(map));
}

/// `affine.parallel` with each bound group a map of the given ones.
#[allow(clippy::too_many_arguments)]
pub(super) fn parallel(
    ctx: &mut Context,
    state: &mut OperationState,
    result_types: &[Type],
    reductions: &[crate::arith::AtomicRMWKind],
    (lb_maps, lb_args): (&[Attribute], &[Value]),
    (ub_maps, ub_args): (&[Attribute], &[Value]),
    steps: &[i64],
) {
    state.result_types.extend_from_slice(result_types);
    let kinds: Vec<Attribute> = reductions
        .iter()
        .map(|&r| convert::i64_attr(ctx, r as i64))
        .collect();
    let kinds = convert::array_attr(ctx, kinds);
    set_state_prop(ctx, state, "reductions", Some(kinds));
    for (maps, map_name, groups_name) in [
        (lb_maps, "lowerBoundsMap", "lowerBoundsGroups"),
        (ub_maps, "upperBoundsMap", "upperBoundsGroups"),
    ] {
        let (map, groups) = concat_maps(ctx, maps);
        let groups = i32_tensor(ctx, &groups);
        set_state_prop(ctx, state, map_name, Some(map));
        set_state_prop(ctx, state, groups_name, Some(groups));
    }
    let steps_attr = convert::i64_array_attr(ctx, steps);
    set_state_prop(ctx, state, "steps", Some(steps_attr));
    state.operands.extend_from_slice(lb_args);
    state.operands.extend_from_slice(ub_args);
    let index = convert::index(ctx);
    let args = vec![(index, state.loc); steps.len()];
    let (region, _) = region_with_block(ctx, &args);
    if result_types.is_empty() {
        AffineParallelOp::ensure_terminator(ctx, region, state.loc);
    }
    state.regions.push(region);
}

/// `affine.parallel` from 0 to each of `ranges` by steps of 1.
pub(super) fn parallel_ranges(
    ctx: &mut Context,
    state: &mut OperationState,
    result_types: &[Type],
    reductions: &[crate::arith::AtomicRMWKind],
    ranges: &[i64],
) {
    let lbs: Vec<Attribute> = ranges.iter().map(|_| constant_map(ctx, 0)).collect();
    let ubs: Vec<Attribute> = ranges.iter().map(|&r| constant_map(ctx, r)).collect();
    let steps = vec![1; ranges.len()];
    parallel(
        ctx,
        state,
        result_types,
        reductions,
        (&lbs, &[]),
        (&ubs, &[]),
        &steps,
    );
}

/// The results of maps over the same dimensions and symbols, as one map,
/// with the number of results of each (`concatMapsSameInput`).
fn concat_maps(ctx: &mut Context, maps: &[Attribute]) -> (Attribute, Vec<i32>) {
    let Some(&first) = maps.first() else {
        return (maps::affine_map(ctx, 0, 0, Vec::new()), Vec::new());
    };
    let shape = Shape::of(ctx, first);
    let mut exprs = Vec::new();
    let mut groups = Vec::new();
    for &m in maps {
        let results = maps::results(ctx, m);
        exprs.extend_from_slice(results);
        groups.push(results.len() as i32);
    }
    (
        maps::affine_map(ctx, shape.dims, shape.symbols, exprs),
        groups,
    )
}

/// `dense<[...]> : tensor<Nxi32>` (MLIR's `getI32TensorAttr`).
pub(crate) fn i32_tensor(ctx: &mut Context, values: &[i32]) -> Attribute {
    let i32t = convert::integer(ctx, 32, ods_runtime::Signedness::Signless);
    let ty = convert::ranked_tensor(ctx, &[values.len() as i64], i32t);
    let data = DenseData::Ints(values.iter().map(|&v| v.into()).collect());
    convert::dense_elements(ctx, ty, data)
}

/// `affine.delinearize_index` of `linear_index` into `basis`: one result
/// per basis entry, and one more without an outer bound.
pub(super) fn delinearize(
    ctx: &mut Context,
    state: &mut OperationState,
    linear_index: Value,
    basis: &[FoldResult],
    has_outer_bound: bool,
) {
    let (dynamic, statics) = dispatch_basis(ctx, basis);
    delinearize_split(
        ctx,
        state,
        linear_index,
        (&dynamic, statics),
        has_outer_bound,
    );
}

/// [`delinearize`] of a basis split already.
pub(super) fn delinearize_split(
    ctx: &mut Context,
    state: &mut OperationState,
    linear_index: Value,
    (dynamic, statics): (&[Value], Vec<i64>),
    has_outer_bound: bool,
) {
    let count = statics.len() + usize::from(!has_outer_bound);
    let types = vec![ctx.value_type(linear_index); count];
    AffineDelinearizeIndexOp::build(ctx, state, &types, linear_index, dynamic, statics);
}

/// [`delinearize`] of a basis of values, constants as static entries.
pub(super) fn delinearize_values(
    ctx: &mut Context,
    state: &mut OperationState,
    linear_index: Value,
    basis: &[Value],
    has_outer_bound: bool,
) {
    let basis = as_fold_results(ctx, basis);
    delinearize(ctx, state, linear_index, &basis, has_outer_bound);
}

/// `affine.linearize_index` of `multi_index` by `basis`.
pub(super) fn linearize(
    ctx: &mut Context,
    state: &mut OperationState,
    multi_index: &[Value],
    basis: &[FoldResult],
    disjoint: bool,
) {
    let (dynamic, statics) = dispatch_basis(ctx, basis);
    let index = convert::index(ctx);
    AffineLinearizeIndexOp::build(
        ctx,
        state,
        index,
        multi_index,
        &dynamic,
        statics,
        Some(disjoint),
    );
}

/// [`linearize`] by a basis of values, constants as static entries.
pub(super) fn linearize_values(
    ctx: &mut Context,
    state: &mut OperationState,
    multi_index: &[Value],
    basis: &[Value],
    disjoint: bool,
) {
    let basis = as_fold_results(ctx, basis);
    linearize(ctx, state, multi_index, &basis, disjoint);
}

/// [`linearize`] by a static basis.
pub(super) fn linearize_static(
    ctx: &mut Context,
    state: &mut OperationState,
    multi_index: &[Value],
    basis: Vec<i64>,
    disjoint: bool,
) {
    let index = convert::index(ctx);
    AffineLinearizeIndexOp::build(ctx, state, index, multi_index, &[], basis, Some(disjoint));
}
