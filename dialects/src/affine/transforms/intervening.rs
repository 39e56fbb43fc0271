//! Whether an op between two memory accesses may read or write what they
//! access (MLIR's `hasNoInterveningEffect` of `Affine/Utils`), with the
//! local alias analysis it asks (MLIR's `LocalAliasAnalysis`: distinct
//! allocations do not alias, nor does an allocation alias an argument
//! of the function, or scope, holding it).

use super::dependence::{
    accessed_memref, analysis_scope, check_dependence, common_surrounding_loops, is_affine_read,
    is_affine_write, Dependence, MemRefAccess,
};
use ods_runtime::interfaces::prelude::mlir::{FunctionOpInterface, ViewLikeOpInterface};
use ods_runtime::ods::pred::is_memref;
use ods_runtime::registry::{MemoryEffect, Traits};
use ods_runtime::rewrite::effects::has_recursive_memory_effects;
use ods_runtime::{Context, OpId, Value};
use std::collections::HashSet;

/// The effects `op` declares or computes, `None` when it has none of
/// either (unknown effects).
pub(super) fn op_effects(ctx: &Context, op: OpId) -> Option<Vec<MemoryEffect>> {
    let info = ctx.registry.get(ctx.op_name(op))?;
    match (info.memory_effects, info.effects_hook) {
        (Some(effects), _) => Some(effects.to_vec()),
        (None, Some(hook)) => Some(hook(ctx, op)),
        (None, None) => None,
    }
}

/// The values an op's effects may be on: its memref operands and results
/// (none known when it has neither).
fn effect_values(ctx: &Context, op: OpId) -> Vec<Value> {
    ctx.operands(op)
        .into_iter()
        .chain(ctx.results(op))
        .filter(|&v| is_memref(ctx, ctx.value_type(v)))
        .collect()
}

/// The values `v` is a view of, through view-like ops.
fn underlying(ctx: &Context, mut v: Value) -> Value {
    while let Some(op) = ctx.defining_op(v) {
        if ViewLikeOpInterface::try_from(ctx, op).is_none() {
            break;
        }
        match ctx.operands(op).first() {
            Some(&source) => v = source,
            None => break,
        }
    }
    v
}

/// Whether `v` is the result of an allocation, and the op bounding its
/// scope: the automatic allocation scope around a stack allocation, the
/// function around another (MLIR does not follow a pointer out of its
/// function).
fn allocation(ctx: &Context, v: Value) -> Option<Option<OpId>> {
    let op = ctx.defining_op(v)?;
    let effects = op_effects(ctx, op)?;
    if !effects
        .iter()
        .any(|e| matches!(e, MemoryEffect::Allocate | MemoryEffect::AllocateResult))
    {
        return None;
    }
    let automatic = ctx.op_name_str(op) == "memref.alloca";
    let bounds_scope = |q: OpId| {
        if automatic {
            ctx.registry
                .traits(ctx.op_name(q))
                .is_some_and(|t| t.contains(Traits::AUTOMATIC_ALLOCATION_SCOPE))
        } else {
            FunctionOpInterface::try_from(ctx, q).is_some()
        }
    };
    let mut p = ctx.parent_op(op);
    while let Some(q) = p {
        if bounds_scope(q) {
            break;
        }
        p = ctx.parent_op(q);
    }
    Some(p)
}

/// Whether `a` and `b` may be the same memory (MLIR's
/// `LocalAliasAnalysis::alias` is not `NoAlias`).
pub(super) fn may_alias(ctx: &Context, a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    let (a, b) = (underlying(ctx, a), underlying(ctx, b));
    if a == b {
        return true;
    }
    let (alloc_a, alloc_b) = (allocation(ctx, a), allocation(ctx, b));
    let (scope, other) = match (alloc_a, alloc_b) {
        (Some(_), Some(_)) => return false,
        (None, None) => return true,
        (Some(scope), None) => (scope, b),
        (None, Some(scope)) => (scope, a),
    };
    let Some(scope) = scope else {
        return true;
    };
    // A value defined above the allocation scope, or an entry argument
    // of it, cannot be the allocation.
    let (parent, entry_arg) = match other {
        Value::Arg(block, _) => {
            let region = ctx.block_parent_region(block);
            let first = region.and_then(|r| ctx.blocks(r).first().copied());
            (
                region.and_then(|r| ctx.region_parent_op(r)),
                first == Some(block),
            )
        }
        _ => (ctx.defining_op(other).and_then(|d| ctx.parent_op(d)), false),
    };
    match parent {
        Some(p) if p != scope && ctx.is_nested_in(scope, p) => false,
        Some(p) if p == scope && entry_arg => false,
        _ => true,
    }
}

/// Which effect an intervening op must not have.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Effect {
    Read,
    Write,
}

/// Whether `src`, an affine access, may touch what `dst` accesses within
/// the outermost `min_loops` loops around them (MLIR's `mayHaveEffect`).
fn may_have_effect(ctx: &mut Context, src: OpId, dst: OpId, min_loops: usize) -> bool {
    let (a, b) = (MemRefAccess::new(ctx, src), MemRefAccess::new(ctx, dst));
    if a.memref == b.memref && analysis_scope(ctx, src) == analysis_scope(ctx, dst) {
        let common = common_surrounding_loops(ctx, src, dst);
        return (min_loops + 1..=common + 1)
            .rev()
            .any(|depth| check_dependence(ctx, &a, &b, depth) != Dependence::None);
    }
    true
}

/// The walk of `hasNoInterveningEffect`: whether some op seen has the
/// effect on the memref of `mem_op`.
struct Checker {
    effect: Effect,
    start: OpId,
    mem_op: OpId,
    memref: Value,
    found: bool,
}

impl Checker {
    fn check(&mut self, ctx: &mut Context, op: OpId) {
        if self.found {
            return;
        }
        if let Some(effects) = op_effects(ctx, op) {
            let kind = match self.effect {
                Effect::Read => MemoryEffect::Read,
                Effect::Write => MemoryEffect::Write,
            };
            if !effects.contains(&kind) {
                return;
            }
            let values = effect_values(ctx, op);
            let touches = values.is_empty()
                || values
                    .iter()
                    .any(|&v| v == self.memref || may_alias(ctx, v, self.memref));
            if !touches {
                return;
            }
            if is_affine_read(ctx, op) || is_affine_write(ctx, op) {
                let min_loops = common_surrounding_loops(ctx, self.start, self.mem_op);
                if may_have_effect(ctx, op, self.mem_op, min_loops) {
                    self.found = true;
                }
                return;
            }
            self.found = true;
            return;
        }
        if has_recursive_memory_effects(ctx, op) {
            let nested: Vec<OpId> = ctx
                .regions(op)
                .iter()
                .flat_map(|&r| ctx.blocks(r).to_vec())
                .flat_map(|b| ctx.block_ops(b))
                .collect();
            for inner in nested {
                self.check(ctx, inner);
            }
            return;
        }
        self.found = true;
    }

    /// Every op on the paths from `from` to `until`.
    fn recur(&mut self, ctx: &mut Context, from: OpId, until: OpId) {
        if ctx.parent_region(from) != ctx.parent_region(until) {
            let Some(parent) = ctx.parent_op(until) else {
                self.found = true;
                return;
            };
            self.recur(ctx, from, parent);
            // All of the parent, conservatively.
            self.check(ctx, parent);
            return;
        }
        let (Some(from_block), Some(until_block)) =
            (ctx.parent_block(from), ctx.parent_block(until))
        else {
            return;
        };
        let ops = ctx.block_ops(from_block);
        let start = ops.iter().position(|&o| o == from).map_or(0, |p| p + 1);
        for &op in &ops[start..] {
            if op == until {
                break;
            }
            self.check(ctx, op);
        }
        let mut todo = Vec::new();
        if until_block != from_block {
            todo.extend(block_successors(ctx, from_block));
        }
        let mut done = HashSet::new();
        while let Some(block) = todo.pop() {
            if !done.insert(block) {
                continue;
            }
            let ops = ctx.block_ops(block);
            for (i, &op) in ops.iter().enumerate() {
                if op == until {
                    break;
                }
                self.check(ctx, op);
                if i + 1 == ops.len() {
                    todo.extend(block_successors(ctx, block));
                }
            }
        }
    }
}

fn block_successors(ctx: &Context, block: ods_runtime::BlockId) -> Vec<ods_runtime::BlockId> {
    ctx.block_ops(block)
        .last()
        .map_or_else(Vec::new, |&t| ctx.successors(t).to_vec())
}

/// Whether no op on the paths from `start` to `mem_op` may have `effect`
/// on the memref `mem_op` accesses (MLIR's `hasNoInterveningEffect`).
pub(super) fn has_no_intervening_effect(
    ctx: &mut Context,
    effect: Effect,
    start: OpId,
    mem_op: OpId,
) -> bool {
    let memref = accessed_memref(ctx, mem_op).0;
    let mut checker = Checker {
        effect,
        start,
        mem_op,
        memref,
        found: false,
    };
    checker.recur(ctx, start, mem_op);
    !checker.found
}
