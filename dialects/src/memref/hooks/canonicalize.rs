//! The canonicalization patterns of `memref`'s ops that `MemRefOps.cpp`
//! writes and are Rust here: dead allocations (`SimplifyDeadAlloc`),
//! copies that do nothing (`FoldSelfCopy`, `FoldEmptyCopy`) and subviews
//! of a whole buffer (`TrivialSubViewOpFolder`).

use super::layout::MemRefParts;
use crate::memref::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId};

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
