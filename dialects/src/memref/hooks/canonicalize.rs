//! The canonicalization patterns of `memref`'s ops that `MemRefOps.cpp`
//! writes and are Rust here: dead allocations (`SimplifyDeadAlloc`) and
//! constant allocation sizes (`SimplifyAllocConst`),
//! copies that do nothing (`FoldSelfCopy`, `FoldEmptyCopy`), subviews of
//! a whole buffer (`TrivialSubViewOpFolder`), subviews of constant
//! offsets, sizes and strides or of casts, collapses of casts, dims of
//! reshapes, and allocation scopes that need not be scopes.

use super::layout::MemRefParts;
use crate::memref::*;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::Traits;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId};
use ods_runtime::{WalkOrder, WalkResult};

/// Erases an allocation `T` used only as the memref of stores and by
/// deallocations, with those uses.
pub(super) fn dead_alloc<T: Op>(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<T>(erase_dead_alloc);
}

fn erase_dead_alloc(rw: &mut PatternRewriter<'_>, alloc: OpId) -> IrResult<bool> {
    let Some(&result) = rw.results(alloc).first() else {
        return Ok(false);
    };
    let users: Vec<OpId> = rw.uses(result).into_iter().map(|u| u.op).collect();
    let removable = users.iter().all(|&user| {
        if let Some(store) = StoreOp::cast(rw, user) {
            return store.value(rw) != result;
        }
        DeallocOp::cast(rw, user).is_some()
    });
    if !removable {
        return Ok(false);
    }
    let mut erased = Vec::new();
    for user in users {
        if !erased.contains(&user) {
            rw.erase_op(user)?;
            erased.push(user);
        }
    }
    rw.erase_op(alloc)?;
    Ok(true)
}

/// `memref.copy` of a memref to itself, or of or to an empty one, does
/// nothing.
pub(super) fn copy(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<CopyOp>(erase_empty_copy);
    patterns.add_op_fn::<CopyOp>(erase_self_copy);
}

fn erase_self_copy(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let copy = CopyOp::from_id_unchecked(op);
    if copy.source(rw) != copy.target(rw) {
        return Ok(false);
    }
    rw.erase_op(op)?;
    Ok(true)
}

fn erase_empty_copy(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let copy = CopyOp::from_id_unchecked(op);
    let empty = [copy.source(rw), copy.target(rw)]
        .into_iter()
        .any(|v| MemRefParts::of(rw, rw.value_type(v)).is_some_and(|p| p.shape.contains(&0)));
    if !empty {
        return Ok(false);
    }
    rw.erase_op(op)?;
    Ok(true)
}

/// A subview at offset 0 with unit strides of the whole of a static source
/// is the source, cast to the subview's type when that differs.
pub(super) fn subview(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<SubViewOp>(fold_trivial_subview);
}

fn fold_trivial_subview(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let subview = SubViewOp::from_id_unchecked(op);
    let source = subview.source(rw);
    let (source_ty, result_ty) = (rw.value_type(source), rw.value_type(subview.result(rw)));
    let Some(shape) = MemRefParts::of(rw, source_ty).map(|p| p.shape) else {
        return Ok(false);
    };
    let result_rank = MemRefParts::of(rw, result_ty).map_or(0, |p| p.shape.len());
    let (sizes, dynamic_sizes) = (subview.static_sizes(rw), subview.sizes(rw));
    let trivial = result_rank == shape.len()
        && super::slices::all_constant(rw, &subview.static_offsets(rw), &subview.offsets(rw), 0)
        && super::slices::all_constant(rw, &subview.static_strides(rw), &subview.strides(rw), 1)
        && super::slices::same_mixed(rw, (&sizes, &dynamic_sizes), (&shape, &[]));
    if !trivial {
        return Ok(false);
    }
    if source_ty == result_ty {
        rw.replace_op(op, &[source])?;
        return Ok(true);
    }
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let value = CastOp::create(rw, loc, result_ty, source).dest(rw);
    rw.replace_op(op, &[value])?;
    Ok(true)
}

/// Constant offset, size and stride operands of a subview become static
/// entries, one list at a time (MLIR's
/// `OpWithOffsetSizesAndStridesConstantArgumentFolder`, see
/// `constify_first_list`): a slice that would leave its source is left
/// alone. The new subview has the
/// type its entries imply, cast back to the old one.
pub(super) fn subview_constant_arguments(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<SubViewOp>(fold_constant_arguments);
}

fn fold_constant_arguments(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let subview = SubViewOp::from_id_unchecked(op);
    let source = subview.source(rw);
    let lists = [
        (subview.static_offsets(rw), subview.offsets(rw)),
        (subview.static_sizes(rw), subview.sizes(rw)),
        (subview.static_strides(rw), subview.strides(rw)),
    ];
    let Some([offsets, sizes, strides]) =
        crate::offset_size_stride::constify_first_list(rw, &lists)
    else {
        return Ok(false);
    };
    let source_ty = rw.value_type(source);
    let Some(shape) = MemRefParts::of(rw, source_ty).map(|p| p.shape) else {
        return Ok(false);
    };
    if !super::slices::in_bounds_static(&shape, &offsets, &sizes, &strides) {
        return Ok(false);
    }
    let Some(dropped) = super::fold::dropped_dims(rw, subview) else {
        return Ok(false);
    };
    let Some(result_ty) = super::slices::reduced_subview_type(
        rw.context(),
        source_ty,
        [&offsets, &sizes, &strides],
        &dropped,
    ) else {
        return Ok(false);
    };
    let [o, s, t]: [Vec<ods_runtime::Value>; 3] = std::array::from_fn(|i| {
        crate::offset_size_stride::remaining(
            &lists[i].0,
            &lists[i].1,
            [&offsets, &sizes, &strides][i],
        )
    });
    let loc = rw.op_loc(op);
    let old_ty = rw.value_type(subview.result(rw));
    rw.set_insertion_point(op);
    let new = SubViewOp::create(
        rw, loc, result_ty, source, &o, &s, &t, offsets, sizes, strides,
    )
    .result(rw);
    let cast = CastOp::create(rw, loc, old_ty, new).dest(rw);
    rw.replace_op(op, &[cast])?;
    Ok(true)
}

/// `memref.dim` of a `memref.reshape` is the shape operand's element at
/// the index, loaded right after the reshape (an `arith.index_cast` when
/// the shape is not of `index`), where the index is known to be defined
/// (MLIR's `DimOfMemRefReshape`).
pub(super) fn dim_of_reshape(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<DimOp>(load_reshape_shape);
}

/// Whether region `outer` holds region `inner` and is not it.
fn properly_holds(
    ctx: &ods_runtime::Context,
    outer: ods_runtime::RegionId,
    inner: ods_runtime::RegionId,
) -> bool {
    let mut region = ctx
        .region_parent_op(inner)
        .and_then(|op| ctx.parent_block(op))
        .and_then(|b| ctx.block_parent_region(b));
    while let Some(r) = region {
        if r == outer {
            return true;
        }
        region = ctx
            .region_parent_op(r)
            .and_then(|op| ctx.parent_block(op))
            .and_then(|b| ctx.block_parent_region(b));
    }
    false
}

fn load_reshape_shape(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dim = DimOp::from_id_unchecked(op);
    let Some(reshape) = super::fold::defined_by::<ReshapeOp>(rw, dim.source(rw)) else {
        return Ok(false);
    };
    let index = dim.index(rw);
    let (Some(index_block), Some(reshape_block)) =
        (rw.value_block(index), rw.parent_block(reshape.id()))
    else {
        return Ok(false);
    };
    if index_block == reshape_block {
        if let Some(definition) = rw.defining_op(index) {
            let ops = rw.block_ops(reshape_block);
            let position = |o: OpId| ops.iter().position(|&x| x == o);
            if position(reshape.id()) < position(definition) {
                return Ok(false);
            }
        }
    } else if rw.parent_block(op) != Some(reshape_block) {
        let regions = (
            rw.block_parent_region(index_block),
            rw.block_parent_region(reshape_block),
        );
        let (Some(index_region), Some(reshape_region)) = regions else {
            return Ok(false);
        };
        if !properly_holds(rw, index_region, reshape_region) {
            return Ok(false);
        }
    }
    let loc = rw.op_loc(op);
    let shape = reshape.shape(rw);
    rw.set_insertion_point_after(reshape.id());
    let mut value =
        LoadOp::create_memref_indices(rw, loc, shape, vec![index], None, None).result(rw);
    let index_type = rw.value_type(dim.result(rw));
    if rw.value_type(value) != index_type {
        value = crate::arith::IndexCastOp::create(rw, loc, index_type, value).out(rw);
    }
    rw.replace_op(op, &[value])?;
    Ok(true)
}

/// A subview of a cast that only forgets static information is a subview
/// of the cast's source, of the type that source implies, cast back
/// (MLIR's `SubViewOpMemRefCastFolder`); left to the constant folder while
/// an operand is a constant.
pub(super) fn subview_of_cast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<SubViewOp>(fold_cast_into_subview);
}

fn fold_cast_into_subview(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let subview = SubViewOp::from_id_unchecked(op);
    let operands = rw.operands(op);
    if operands
        .iter()
        .any(|&v| super::layout::constant_index(rw, v).is_some())
    {
        return Ok(false);
    }
    let cast = super::fold::defined_by::<CastOp>(rw, subview.source(rw));
    let Some(cast) = cast.filter(|c| c.can_fold_into_consumer_op(rw)) else {
        return Ok(false);
    };
    let Some(dropped) = super::fold::dropped_dims(rw, subview) else {
        return Ok(false);
    };
    let statics = [
        subview.static_offsets(rw),
        subview.static_sizes(rw),
        subview.static_strides(rw),
    ];
    let source = cast.source(rw);
    let source_ty = rw.value_type(source);
    let lists = [
        statics[0].as_slice(),
        statics[1].as_slice(),
        statics[2].as_slice(),
    ];
    let Some(result_ty) =
        super::slices::reduced_subview_type(rw.context(), source_ty, lists, &dropped)
    else {
        return Ok(false);
    };
    let (offsets, sizes, strides) = (subview.offsets(rw), subview.sizes(rw), subview.strides(rw));
    let loc = rw.op_loc(op);
    let old_ty = rw.value_type(subview.result(rw));
    rw.set_insertion_point(op);
    let [o, s, t] = statics;
    let new = SubViewOp::create(
        rw, loc, result_ty, source, &offsets, &sizes, &strides, o, s, t,
    )
    .result(rw);
    let cast = CastOp::create(rw, loc, old_ty, new).dest(rw);
    rw.replace_op(op, &[cast])?;
    Ok(true)
}

/// Inlines a `memref.alloca_scope` that allocates nothing on the stack, or
/// whose parent frees its stack allocations anyway and that it ends
/// (MLIR's `AllocaScopeInliner`); hoists its stack allocations out of the
/// ops without a scope around it (`AllocaScopeHoister`).
pub(super) fn alloca_scope(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<AllocaScopeOp>(inline_alloca_scope);
    patterns.add_op_fn::<AllocaScopeOp>(hoist_allocas);
}

/// Moves the `memref.alloca`s in a scope (at any depth) whose operands
/// are defined outside the outermost op between the scope and the next
/// allocation scope up, to before that op: the allocations the scope
/// would free go to the scope that frees them anyway, once.
fn hoist_allocas(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(mut outermost) = rw.parent_op(op) else {
        return Ok(false);
    };
    if has_allocation_scope(rw, outermost) {
        return Ok(false);
    }
    while let Some(parent) = rw.parent_op(outermost) {
        if has_allocation_scope(rw, parent) {
            break;
        }
        outermost = parent;
    }
    if rw.parent_op(outermost).is_none() {
        return Ok(false);
    }
    let mut hoisted = Vec::new();
    rw.walk(op, WalkOrder::PostOrder, &mut |o| {
        if AllocaOp::cast(rw, o).is_none() {
            return;
        }
        // An operand defined in `outermost`'s regions (the one holding
        // the scope, as dominance has it) is not there to hoist to.
        let defined_inside = rw.operands(o).into_iter().any(|v| {
            rw.value_block(v)
                .and_then(|b| rw.block_parent_region(b))
                .and_then(|r| rw.region_parent_op(r))
                .is_some_and(|owner| rw.is_nested_in(owner, outermost))
        });
        if !defined_inside {
            hoisted.push(o);
        }
    });
    if hoisted.is_empty() {
        return Ok(false);
    }
    rw.set_insertion_point(outermost);
    for alloca in hoisted {
        let clone = rw.clone(alloca, &mut Default::default());
        let results = rw.results(clone);
        rw.replace_op(alloca, &results)?;
    }
    Ok(true)
}

/// Whether `op` itself may allocate on the stack: an op with effects of
/// its own but no declared ones, or an allocation in the automatic
/// allocation scope (`memref.alloca` among the ops here).
fn may_allocate_on_stack(ctx: &ods_runtime::Context, op: OpId) -> bool {
    let Some(info) = ctx.registry.get(ctx.op_name(op)) else {
        return true;
    };
    if info.traits.contains(Traits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    let declared = info.memory_effects.is_some() || info.effects_hook.is_some();
    !declared || AllocaOp::cast(ctx, op).is_some()
}

fn has_allocation_scope(ctx: &ods_runtime::Context, op: OpId) -> bool {
    let traits = ctx.registry.traits(ctx.op_name(op));
    traits.is_some_and(|t| t.contains(Traits::AUTOMATIC_ALLOCATION_SCOPE))
}

/// Whether `op` is followed only by its block's terminator, in a region of
/// one block.
fn ends_its_region(ctx: &ods_runtime::Context, op: OpId) -> bool {
    let Some(block) = ctx.parent_block(op) else {
        return false;
    };
    let one_block = ctx
        .block_parent_region(block)
        .is_some_and(|r| ctx.blocks(r).len() == 1);
    let next = ctx.next_op(op);
    let terminator = next.filter(|&n| Some(n) == ctx.last_op(block));
    let registered_terminator = terminator.is_some_and(|t| {
        ctx.registry
            .traits(ctx.op_name(t))
            .is_none_or(|traits| traits.contains(Traits::TERMINATOR))
    });
    one_block && registered_terminator
}

fn inline_alloca_scope(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let mut allocates = false;
    rw.walk_until(op, WalkOrder::PreOrder, &mut |o| {
        if o == op {
            return WalkResult::Advance;
        }
        if may_allocate_on_stack(rw, o) {
            allocates = true;
            return WalkResult::Interrupt;
        }
        if has_allocation_scope(rw, o) {
            return WalkResult::Skip;
        }
        WalkResult::Advance
    });
    if allocates {
        let parent_scope = rw
            .parent_op(op)
            .is_some_and(|p| has_allocation_scope(rw, p));
        if !parent_scope || !ends_its_region(rw, op) {
            return Ok(false);
        }
    }
    let scope = AllocaScopeOp::from_id_unchecked(op);
    let Some(&block) = rw.blocks(scope.body_region(rw)).first() else {
        return Ok(false);
    };
    let Some(terminator) = rw.last_op(block) else {
        return Ok(false);
    };
    let results = rw.operands(terminator);
    rw.inline_block_before(block, op, &[])?;
    rw.erase_op(terminator)?;
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// Constant non-negative sizes of an allocation `T` become static: the new
/// allocation, of the type with those sizes, cast back to the old one
/// (MLIR's `SimplifyAllocConst`).
pub(super) fn constant_alloc_sizes<T: Op>(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<T>(fold_constant_sizes);
}

fn fold_constant_sizes(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let result = rw.result(op, 0);
    let old_ty = rw.value_type(result);
    let Some(parts) = MemRefParts::of(rw, old_ty) else {
        return Ok(false);
    };
    let segments =
        ods_runtime::ods::op::segment_sizes(rw, op, "operandSegmentSizes").unwrap_or_default();
    let operands = rw.operands(op);
    let count = segments
        .first()
        .map_or(0, |&n| n as usize)
        .min(operands.len());
    let (sizes, symbols) = operands.split_at(count);
    let constants: Vec<Option<i64>> = sizes
        .iter()
        .map(|&v| super::layout::constant_index(rw, v).filter(|&c| c >= 0))
        .collect();
    if constants.iter().all(Option::is_none) {
        return Ok(false);
    }
    let mut next = sizes.iter().zip(&constants);
    let mut kept = Vec::new();
    let shape = parts
        .shape
        .iter()
        .map(|&d| {
            if d != DYNAMIC {
                return d;
            }
            match next.next() {
                Some((_, &Some(c))) => c,
                Some((&v, None)) => {
                    kept.push(v);
                    DYNAMIC
                }
                None => DYNAMIC,
            }
        })
        .collect();
    let new_ty = MemRefParts { shape, ..parts }.get(rw.context());
    let loc = rw.op_loc(op);
    let name = rw.op_name_str(op).to_string();
    let mut state = ods_runtime::OperationState::new(rw.context(), &name, loc);
    state.result_types.push(new_ty);
    state.operands.extend(kept.iter().copied());
    state.operands.extend_from_slice(symbols);
    let segment_sizes = ods_runtime::ods::convert::dense_i32_array(
        rw.context(),
        &[kept.len() as i32, symbols.len() as i32],
    );
    let properties = rw.properties(op);
    rw.set_insertion_point(op);
    let new = rw.insert(state);
    if let Some(properties) = properties {
        rw.context().set_properties(new, Some(properties));
    }
    ods_runtime::ods::op::set_prop(
        rw.context(),
        new,
        "operandSegmentSizes",
        Some(segment_sizes),
    );
    let value = rw.result(new, 0);
    let cast = CastOp::create(rw, loc, old_ty, value).dest(rw);
    rw.replace_op(op, &[cast])?;
    Ok(true)
}

/// A collapse of a cast that only forgets static information collapses
/// the cast's source, cast back when that changes the type (MLIR's
/// `CollapseShapeOpMemRefCastFolder`).
pub(super) fn collapse_of_cast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<CollapseShapeOp>(fold_cast_into_collapse);
}

fn fold_cast_into_collapse(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let collapse = CollapseShapeOp::from_id_unchecked(op);
    let cast = super::fold::defined_by::<CastOp>(rw, collapse.src(rw));
    let Some(cast) = cast.filter(|c| c.can_fold_into_consumer_op(rw)) else {
        return Ok(false);
    };
    let source = cast.source(rw);
    let groups = collapse.reassociation_indices(rw);
    let new_ty = super::builders::collapsed_type(rw.context(), source, &groups);
    let old_ty = rw.value_type(collapse.result(rw));
    if new_ty == old_ty {
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, source));
        return Ok(true);
    }
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let attr = collapse.reassociation_attr(rw);
    let new = CollapseShapeOp::create(rw, loc, new_ty, source, attr).result(rw);
    let cast = CastOp::create(rw, loc, old_ty, new).dest(rw);
    rw.replace_op(op, &[cast])?;
    Ok(true)
}
