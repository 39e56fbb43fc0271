//! Whether a slot can be promoted, without changing the IR (MLIR's
//! `MemorySlotPromotionAnalyzer`): the uses that must go, and the blocks
//! where different stores meet and a block argument must hold the value
//! (the iterated dominance frontier of the storing blocks, pruned to the
//! blocks where the value is live on entry).

use super::blocking_uses::BlockingUses;
use crate::analysis::dominance::DominatorTree;
use crate::helpers::predecessors;
use crate::interfaces::memory_slot::{MemorySlot, PromotableMemOpConcept};
use crate::interfaces::prelude::mlir::BranchOpInterface;
use crate::{BlockId, Context, RegionId, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// What promoting a slot needs (MLIR's `MemorySlotPromotionInfo`).
pub(super) struct PromotionInfo {
    /// The blocks that get an argument for the slot's value.
    pub merge_points: FxHashSet<BlockId>,
    /// The ops that must stop using the slot, and through which uses.
    pub blocking_uses: BlockingUses,
}

/// The region holding the definition of `v`.
pub(super) fn value_region(ctx: &Context, v: Value) -> Option<RegionId> {
    ctx.block_parent_region(ctx.value_block(v)?)
}

/// What promoting `slot` needs, or none when it cannot be promoted.
pub(super) fn compute_info(
    ctx: &Context,
    slot: &MemorySlot,
    dominance: &DominatorTree,
) -> Option<PromotionInfo> {
    let region = value_region(ctx, slot.ptr)?;
    let blocking_uses = compute_blocking_uses(ctx, slot, region)?;
    let merge_points = compute_merge_points(ctx, slot, region, dominance);
    let usable = merge_points.iter().all(|&merge| {
        predecessors(ctx, merge).into_iter().all(|pred| {
            ctx.last_op(pred)
                .is_some_and(|t| BranchOpInterface::try_from(ctx, t).is_some())
        })
    });
    usable.then_some(PromotionInfo {
        merge_points,
        blocking_uses,
    })
}

/// The uses that must go: every use of the slot pointer, and what the
/// ops dropping them ask for. None when an op cannot drop its uses, or a
/// memory op to promote is outside the pointer's region (where no value
/// of the slot is known).
fn compute_blocking_uses(
    ctx: &Context,
    slot: &MemorySlot,
    region: RegionId,
) -> Option<BlockingUses> {
    let mut blocking = BlockingUses::default();
    for using in ctx.uses(slot.ptr) {
        blocking.insert(using);
    }
    if !blocking.propagate(ctx, slot.ptr, Some(slot)) {
        return None;
    }
    let outside = blocking.ops().any(|op| {
        ctx.op_interface::<PromotableMemOpConcept>(op).is_some()
            && ctx.parent_region(op) != Some(region)
    });
    (!outside).then_some(blocking)
}

/// The blocks of `region` where stores to the slot meet and its value is
/// live on entry.
fn compute_merge_points(
    ctx: &Context,
    slot: &MemorySlot,
    region: RegionId,
    dominance: &DominatorTree,
) -> FxHashSet<BlockId> {
    if ctx.blocks(region).len() == 1 {
        return FxHashSet::default();
    }
    let mut defining = FxHashSet::default();
    for using in ctx.use_iter(slot.ptr) {
        if let Some(mem) = ctx.op_interface::<PromotableMemOpConcept>(using.op) {
            if (mem.stores_to)(ctx, using.op, slot) {
                defining.extend(ctx.parent_block(using.op));
            }
        }
    }
    let live_in = live_in_blocks(ctx, slot, &defining);
    let frontiers = dominance_frontiers(ctx, region, dominance);
    let mut merge_points = FxHashSet::default();
    let mut visited = FxHashSet::default();
    let mut worklist: Vec<BlockId> = defining.iter().copied().collect();
    while let Some(block) = worklist.pop() {
        for &frontier in frontiers.get(&block).into_iter().flatten() {
            if !visited.insert(frontier) || !live_in.contains(&frontier) {
                continue;
            }
            merge_points.insert(frontier);
            if !defining.contains(&frontier) {
                worklist.push(frontier);
            }
        }
    }
    merge_points
}

/// The blocks where the slot's value is live on entry: those that load it
/// before any store, and their predecessors back to the storing blocks
/// (MLIR's `computeSlotLiveIn`).
fn live_in_blocks(
    ctx: &Context,
    slot: &MemorySlot,
    defining: &FxHashSet<BlockId>,
) -> FxHashSet<BlockId> {
    let mut worklist = Vec::new();
    let mut scanned = FxHashSet::default();
    for using in ctx.use_iter(slot.ptr) {
        let Some(block) = ctx.parent_block(using.op) else {
            continue;
        };
        if !scanned.insert(block) {
            continue;
        }
        for op in ctx.block_op_iter(block) {
            let Some(mem) = ctx.op_interface::<PromotableMemOpConcept>(op) else {
                continue;
            };
            if (mem.loads_from)(ctx, op, slot) {
                worklist.push(block);
                break;
            }
            if (mem.stores_to)(ctx, op, slot) {
                break;
            }
        }
    }
    let mut live_in = FxHashSet::default();
    while let Some(block) = worklist.pop() {
        if !live_in.insert(block) {
            continue;
        }
        for pred in predecessors(ctx, block) {
            if !defining.contains(&pred) {
                worklist.push(pred);
            }
        }
    }
    live_in
}

/// The dominance frontier of each reachable block of `region`: the blocks
/// it does not strictly dominate but one of whose predecessors it
/// dominates (Cooper, Harvey and Kennedy's walk up from each predecessor
/// of a join).
fn dominance_frontiers(
    ctx: &Context,
    region: RegionId,
    dominance: &DominatorTree,
) -> FxHashMap<BlockId, Vec<BlockId>> {
    let mut frontiers: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &block in ctx.blocks(region) {
        let Some(idom) = dominance.immediate_dominator(block) else {
            continue;
        };
        let preds = predecessors(ctx, block);
        if preds.len() < 2 {
            continue;
        }
        for pred in preds {
            if !dominance.is_reachable(pred) {
                continue;
            }
            let mut runner = Some(pred);
            while let Some(r) = runner.filter(|&r| r != idom) {
                let frontier = frontiers.entry(r).or_default();
                if !frontier.contains(&block) {
                    frontier.push(block);
                }
                runner = dominance.immediate_dominator(r);
            }
        }
    }
    frontiers
}
