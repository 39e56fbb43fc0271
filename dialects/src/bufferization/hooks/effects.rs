//! The memory effects the patterns and attribute checks ask about (MLIR's
//! `hasEffect`, `hasSingleEffect`, `memref::findDealloc`), from what ops
//! declare or compute.

use ods_runtime::registry::MemoryEffect;
use ods_runtime::{Context, OpId, Value};

/// The effects `op` declares or computes; `None` when it has none it tells
/// (an op without `MemoryEffectOpInterface`, an unregistered op).
pub(crate) fn effects_of(ctx: &Context, op: OpId) -> Option<Vec<MemoryEffect>> {
    let info = ctx.registry.get(ctx.op_name(op))?;
    match (info.memory_effects, info.effects_hook) {
        (Some(effects), _) => Some(effects.to_vec()),
        (None, Some(hook)) => Some(hook(ctx, op)),
        (None, None) => None,
    }
}

/// Whether `op` has an effect `wanted` accepts (MLIR's `hasEffect`).
pub(super) fn has_effect(ctx: &Context, op: OpId, wanted: impl Fn(MemoryEffect) -> bool) -> bool {
    effects_of(ctx, op).is_some_and(|effects| effects.into_iter().any(wanted))
}

/// Whether `e` allocates.
pub(crate) fn allocates(e: MemoryEffect) -> bool {
    matches!(e, MemoryEffect::Allocate | MemoryEffect::AllocateResult)
}

/// The op that frees `value`, `Some(None)` when none does, `None` when
/// several do (MLIR's `memref::findDealloc`): a user with a free effect,
/// counted once per use as MLIR counts it.
pub(super) fn find_dealloc(ctx: &Context, value: Value) -> Option<Option<OpId>> {
    let mut found = None;
    for user in ctx.uses(value).into_iter().map(|u| u.op) {
        if !has_effect(ctx, user, |e| e == MemoryEffect::Free) {
            continue;
        }
        if found.is_some() {
            return None;
        }
        found = Some(user);
    }
    Some(found)
}
