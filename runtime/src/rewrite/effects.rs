//! What the rewrite driver, dead-code removal and CSE may assume of an
//! operation's side effects, decided as MLIR's `SideEffectInterfaces.cpp`
//! decides it: from the effects an op declares (`Pure`, `NoMemoryEffect`,
//! `MemoryEffects<[...]>`) or computes (its `getEffects`), its
//! `RecursiveMemoryEffects` trait, and for an
//! op that declares neither (an unregistered op among them), unknown
//! effects.

use crate::registry::{MemoryEffect, Traits};
use crate::{Context, OpId};
use std::borrow::Cow;

/// The effects `op` declares, or computes (`getEffects`): `None` when
/// they are unknown.
fn declared_effects(ctx: &Context, op: OpId) -> Option<Cow<'static, [MemoryEffect]>> {
    let info = ctx.registry.get(ctx.op_name(op))?;
    match (info.memory_effects, info.effects_hook) {
        (Some(effects), _) => Some(Cow::Borrowed(effects)),
        (None, Some(hook)) => Some(Cow::Owned(hook(ctx, op))),
        (None, None) => None,
    }
}

/// Whether `op` has trait `t`; `None` for an unregistered op, whose
/// traits are unknown (where MLIR's `mightHaveTrait` says yes).
pub(crate) fn op_trait(ctx: &Context, op: OpId, t: Traits) -> Option<bool> {
    ctx.registry
        .traits(ctx.op_name(op))
        .map(|ts| ts.contains(t))
}

fn has_trait(ctx: &Context, op: OpId, t: Traits) -> bool {
    op_trait(ctx, op, t) == Some(true)
}

/// Whether the op's effects are those of the ops in its regions.
pub fn has_recursive_memory_effects(ctx: &Context, op: OpId) -> bool {
    has_trait(ctx, op, Traits::RECURSIVE_MEMORY_EFFECTS)
}

/// Whether the op, and with `RecursiveMemoryEffects` the ops nested in it,
/// touch no memory (MLIR's `isMemoryEffectFree`).
pub fn is_memory_effect_free(ctx: &Context, op: OpId) -> bool {
    let recursive = has_recursive_memory_effects(ctx, op);
    match declared_effects(ctx, op) {
        Some(effects) if !effects.is_empty() => false,
        None if !recursive => false,
        _ => !recursive || nested_ops(ctx, op).all(|inner| is_memory_effect_free(ctx, inner)),
    }
}

/// Whether the op only reads memory, or touches none (for CSE).
pub fn only_reads(ctx: &Context, op: OpId) -> bool {
    effects_all(ctx, op, &|e| e == MemoryEffect::Read)
}

/// Whether the op, and with `RecursiveMemoryEffects` the ops nested in it,
/// declare no write: what separates two equal reads for CSE (MLIR's
/// `hasOtherSideEffectingOpInBetween` looks for `MemoryEffects::Write`
/// alone; allocations and frees do not count, unknown effects do).
pub fn writes_nothing(ctx: &Context, op: OpId) -> bool {
    effects_all(ctx, op, &|e| e != MemoryEffect::Write)
}

/// Whether every effect of `op` is one `allowed` accepts, those of its
/// nested ops included when its effects are theirs; unknown effects are
/// not.
fn effects_all(ctx: &Context, op: OpId, allowed: &dyn Fn(MemoryEffect) -> bool) -> bool {
    let nested_too = |ctx: &Context| {
        !has_recursive_memory_effects(ctx, op)
            || nested_ops(ctx, op).all(|inner| effects_all(ctx, inner, allowed))
    };
    match declared_effects(ctx, op) {
        Some(effects) => effects.iter().all(|&e| allowed(e)) && nested_too(ctx),
        None => has_recursive_memory_effects(ctx, op) && nested_too(ctx),
    }
}

/// The ops directly in the regions of `op`.
fn nested_ops(ctx: &Context, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    ctx.regions(op)
        .iter()
        .flat_map(|&r| ctx.blocks(r).iter())
        .flat_map(|&b| ctx.block_ops(b))
}

/// Whether `op` could be erased if its results had no uses (MLIR's
/// `wouldOpBeTriviallyDead`): not a terminator (nor possibly one: an
/// unregistered op), and without effects other than reads and
/// allocations of its own results, its nested ops included where its
/// effects are theirs. (An allocation declared on the op, not on a result,
/// is tied to no value and counts.)
pub fn would_op_be_trivially_dead(ctx: &Context, op: OpId) -> bool {
    op_trait(ctx, op, Traits::TERMINATOR) == Some(false) && dead_if_unused(ctx, op)
}

/// [`only_reads`], allocations of the op's results allowed.
fn dead_if_unused(ctx: &Context, op: OpId) -> bool {
    effects_all(ctx, op, &|e| {
        matches!(e, MemoryEffect::Read | MemoryEffect::AllocateResult)
    })
}

/// Whether `op` has no used results and could be erased (MLIR's
/// `isOpTriviallyDead`).
pub fn is_op_trivially_dead(ctx: &Context, op: OpId) -> bool {
    (0..ctx.num_results(op)).all(|i| !ctx.has_uses(ctx.result(op, i)))
        && would_op_be_trivially_dead(ctx, op)
}
