//! `affine-scalrep` (MLIR's `AffineScalarReplacement.cpp` and
//! `affineScalarReplace` of `Affine/Utils`): a load of the element a store
//! wrote, with nothing writing it in between, takes the stored value; a
//! store that a later one to the same element overwrites, with nothing
//! reading in between, goes; allocations left with only stores and frees
//! go; a load of the element an earlier load read, with nothing writing
//! in between, takes that load's value.

use super::dependence::{
    accessed_memref, accessed_value, analysis_scope, check_dependence, common_surrounding_loops,
    is_affine_read, is_affine_write, Dependence, MemRefAccess,
};
use super::dominance::{dominates, post_dominates};
use super::intervening::{has_no_intervening_effect, op_effects, Effect};
use super::{
    AffineScalarReplacement, AffineScalarReplacementOptions, AffineScalarReplacementStatistics,
};
use ods_runtime::pass::PassFailure;
use ods_runtime::registry::MemoryEffect;
use ods_runtime::{Context, OpId, Value, WalkOrder};

/// The implementation of `affine-scalrep`.
#[derive(Debug, Default)]
pub struct ScalarReplacement;

impl AffineScalarReplacement for ScalarReplacement {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &AffineScalarReplacementOptions,
        _: &mut AffineScalarReplacementStatistics,
    ) -> Result<(), PassFailure> {
        affine_scalar_replace(ctx, op);
        Ok(())
    }
}

/// The affine reads or writes nested in `op`, in program order.
fn accesses(ctx: &Context, op: OpId, write: bool) -> Vec<OpId> {
    let mut found = Vec::new();
    ctx.walk(op, WalkOrder::PostOrder, &mut |inner| {
        let matches = if write {
            is_affine_write(ctx, inner)
        } else {
            is_affine_read(ctx, inner)
        };
        if matches {
            found.push(inner);
        }
    });
    found
}

/// The users of `v`, each once, in the order of their uses.
fn users(ctx: &Context, v: Value) -> Vec<OpId> {
    let mut users: Vec<OpId> = Vec::new();
    for u in ctx.uses(v) {
        if !users.contains(&u.op) {
            users.push(u.op);
        }
    }
    users
}

/// Erases the replaced accesses; one still in use (which the
/// replacements never leave) stays.
fn erase_all(ctx: &mut Context, ops: &mut Vec<OpId>) {
    for op in ops.drain(..) {
        let _ = ctx.erase_op(op);
    }
}

/// Store to load forwarding, dead store elimination and redundant load
/// elimination in `func` (MLIR's `affineScalarReplace`).
pub fn affine_scalar_replace(ctx: &mut Context, func: OpId) {
    let mut to_erase = Vec::new();
    let mut memrefs: Vec<Value> = Vec::new();
    for load in accesses(ctx, func, false) {
        forward_store_to_load(ctx, load, &mut to_erase, &mut memrefs);
    }
    erase_all(ctx, &mut to_erase);
    for store in accesses(ctx, func, true) {
        if is_unused_store(ctx, store) {
            to_erase.push(store);
        }
    }
    erase_all(ctx, &mut to_erase);
    for memref in memrefs {
        erase_if_only_written(ctx, memref);
    }
    for load in accesses(ctx, func, false) {
        load_cse(ctx, load, &mut to_erase);
    }
    erase_all(ctx, &mut to_erase);
}

/// Whether the source of `src` must reach `dst` in the same iteration of
/// their common loops (MLIR's `mustReachAtInnermost`).
fn must_reach_at_innermost(ctx: &mut Context, src: &MemRefAccess, dst: &MemRefAccess) -> bool {
    if analysis_scope(ctx, src.op) != analysis_scope(ctx, dst.op) {
        return false;
    }
    let common = common_surrounding_loops(ctx, src.op, dst.op);
    check_dependence(ctx, src, dst, common + 1) == Dependence::Has
}

/// Replaces `load` by the value of the one store that must have written
/// what it reads (MLIR's `forwardStoreToLoad`).
fn forward_store_to_load(
    ctx: &mut Context,
    load: OpId,
    to_erase: &mut Vec<OpId>,
    memrefs: &mut Vec<Value>,
) {
    let memref = accessed_memref(ctx, load).0;
    let dst = MemRefAccess::new(ctx, load);
    let mut last_write = None;
    for store in users(ctx, memref) {
        if !is_affine_write(ctx, store) {
            continue;
        }
        let src = MemRefAccess::new(ctx, store);
        if !src.same_element(ctx, &dst)
            || !dominates(ctx, store, load)
            || !must_reach_at_innermost(ctx, &src, &dst)
            || !has_no_intervening_effect(ctx, Effect::Write, store, load)
        {
            continue;
        }
        last_write = Some(store);
    }
    let Some(store) = last_write else {
        return;
    };
    let (stored, loaded) = (accessed_value(ctx, store), accessed_value(ctx, load));
    if ctx.value_type(stored) != ctx.value_type(loaded) {
        return;
    }
    ctx.replace_all_uses_with(loaded, stored);
    if !memrefs.contains(&memref) {
        memrefs.push(memref);
    }
    to_erase.push(load);
}

/// Whether a later store to the same element in the same region
/// overwrites `store` with nothing reading in between (MLIR's
/// `findUnusedStore`).
fn is_unused_store(ctx: &mut Context, store: OpId) -> bool {
    let memref = accessed_memref(ctx, store).0;
    let dst = MemRefAccess::new(ctx, store);
    for other in users(ctx, memref) {
        if other == store
            || !is_affine_write(ctx, other)
            || ctx.parent_region(other) != ctx.parent_region(store)
        {
            continue;
        }
        let src = MemRefAccess::new(ctx, other);
        if src.same_element(ctx, &dst)
            && post_dominates(ctx, other, store)
            && has_no_intervening_effect(ctx, Effect::Read, store, other)
        {
            return true;
        }
    }
    false
}

/// Whether `op`'s effects are all `kind` (at least one).
fn has_only_effect(ctx: &Context, op: OpId, kinds: &[MemoryEffect]) -> bool {
    op_effects(ctx, op).is_some_and(|e| !e.is_empty() && e.iter().all(|k| kinds.contains(k)))
}

/// Erases `memref`, its allocation, stores and frees, when nothing else
/// uses it.
fn erase_if_only_written(ctx: &mut Context, memref: Value) {
    let Some(alloc) = ctx.defining_op(memref) else {
        return;
    };
    let allocate = [MemoryEffect::Allocate, MemoryEffect::AllocateResult];
    if !has_only_effect(ctx, alloc, &allocate) {
        return;
    }
    let users = users(ctx, memref);
    if users
        .iter()
        .any(|&u| !is_affine_write(ctx, u) && !has_only_effect(ctx, u, &[MemoryEffect::Free]))
    {
        return;
    }
    // Stores and frees have no results; an allocation with other results
    // in use stays.
    for user in users {
        let _ = ctx.erase_op(user);
    }
    let _ = ctx.erase_op(alloc);
}

/// Replaces `load` by an earlier load of the same element, with nothing
/// writing it in between (MLIR's `loadCSE`).
fn load_cse(ctx: &mut Context, load: OpId, to_erase: &mut Vec<OpId>) {
    let memref = accessed_memref(ctx, load).0;
    let dst = MemRefAccess::new(ctx, load);
    let loaded = accessed_value(ctx, load);
    let mut candidates = Vec::new();
    for other in users(ctx, memref) {
        if other == load || !is_affine_read(ctx, other) {
            continue;
        }
        let src = MemRefAccess::new(ctx, other);
        if !src.same_element(ctx, &dst)
            || !dominates(ctx, other, load)
            || !has_no_intervening_effect(ctx, Effect::Write, other, load)
        {
            continue;
        }
        let value = accessed_value(ctx, other);
        if ctx.value_type(value) != ctx.value_type(loaded) {
            continue;
        }
        candidates.push(other);
    }
    let chosen = candidates.iter().copied().find(|&option| {
        candidates
            .iter()
            .all(|&c| c == option || dominates(ctx, option, c))
    });
    if let Some(option) = chosen {
        let value = accessed_value(ctx, option);
        ctx.replace_all_uses_with(loaded, value);
        to_erase.push(load);
    }
}
