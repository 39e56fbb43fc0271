//! SSA dominance, as MLIR's verifier checks it
//! (`verifyDominanceOfContainedRegions` with `DominanceInfo`): every
//! operand of an op in a reachable block must properly dominate the op.
//! A value defined in a region that does not enclose its use dominates
//! nothing there; within one block, a region without SSA dominance (a
//! graph region, an unregistered op's) takes uses in any order.

use super::{has_trait, op_error};
use crate::analysis::dominance::DominatorTree;
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::interfaces::region_kind::has_ssa_dominance;
use crate::ir::slot_table::SlotTable;
use crate::ir::*;
use crate::registry::Traits;
use rustc_hash::{FxHashMap, FxHashSet};

/// What the dominance checks learn of each region and block, computed
/// once when first asked.
#[derive(Default)]
pub(super) struct Dominance {
    /// The dominator tree of each region of several blocks.
    trees: FxHashMap<RegionId, DominatorTree>,
    /// Each op's position in its block, by op slot (no op is created or
    /// erased while verifying), for the blocks numbered so far.
    position: SlotTable,
    numbered: FxHashSet<BlockId>,
}

impl Dominance {
    /// Checks the operands of the ops nested in `op`, region after region
    /// and then nested ops last seen first, as MLIR's worklist does; ops
    /// isolated from above are left to their own check. Without
    /// `recursive`, only the ops directly in `op`'s regions.
    pub(super) fn verify_contained_regions(
        &mut self,
        ctx: &Context,
        op: OpId,
        recursive: bool,
    ) -> Result<(), Diagnostic> {
        let mut work = vec![op];
        while let Some(op) = work.pop() {
            for &r in ctx.regions(op) {
                for &b in ctx.blocks(r) {
                    let reachable = self.is_reachable(ctx, r, b);
                    for user in ctx.block_op_iter(b) {
                        if reachable {
                            for (i, o) in ctx.op_operands(user).iter().enumerate() {
                                let v = o.value;
                                if !self.value_dominates(ctx, v, user) {
                                    return Err(invalid_operand_dominance(ctx, user, i, v));
                                }
                            }
                        }
                        if recursive
                            && !ctx.regions(user).is_empty()
                            && !has_trait(ctx, user, Traits::ISOLATED_FROM_ABOVE)
                        {
                            work.push(user);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The dominator tree of `r` if it has several blocks (a lone block
    /// is reachable and dominates nothing else).
    fn tree(&mut self, ctx: &Context, r: RegionId) -> Option<&DominatorTree> {
        if ctx.blocks(r).len() <= 1 {
            return None;
        }
        Some(
            self.trees
                .entry(r)
                .or_insert_with(|| DominatorTree::new(ctx, r)),
        )
    }

    fn is_reachable(&mut self, ctx: &Context, r: RegionId, b: BlockId) -> bool {
        self.tree(ctx, r).is_none_or(|t| t.is_reachable(b))
    }

    /// Whether block `a` properly dominates block `b` of the same region
    /// (as LLVM's dominator tree: an unreachable block is dominated by
    /// every other).
    fn block_properly_dominates(
        &mut self,
        ctx: &Context,
        r: RegionId,
        a: BlockId,
        b: BlockId,
    ) -> bool {
        a != b
            && self
                .tree(ctx, r)
                .is_some_and(|t| t.properly_dominates(a, b))
    }

    fn position(&mut self, ctx: &Context, op: OpId) -> u32 {
        if let Some(b) = ctx.parent_block(op) {
            if self.numbered.insert(b) {
                for (i, o) in ctx.block_op_iter(b).enumerate() {
                    self.position.set(o.index(), i as u32);
                }
            }
        }
        self.position.get(op.index())
    }

    /// MLIR's `DominanceInfo::properlyDominates(Value, Operation *)`.
    fn value_dominates(&mut self, ctx: &Context, v: Value, user: OpId) -> bool {
        let Some(def_block) = ctx.value_block(v) else {
            return false;
        };
        let Some(r) = ctx.block_parent_region(def_block) else {
            return false;
        };
        // The op of `def_block`'s region that is or holds the user.
        let Some(user_here) = ancestor_in_region(ctx, r, user) else {
            return false;
        };
        let Some(user_block) = ctx.parent_block(user_here) else {
            return false;
        };
        match v {
            // A block argument dominates its block and what that block
            // dominates.
            Value::Arg(..) => {
                def_block == user_block
                    || self.block_properly_dominates(ctx, r, def_block, user_block)
            }
            Value::Result(def, _) => {
                if def_block != user_block {
                    return self.block_properly_dominates(ctx, r, def_block, user_block);
                }
                if !region_has_ssa_dominance(ctx, r) {
                    return true;
                }
                // A result does not dominate its own op, nor the ops nested
                // in it.
                def != user_here && self.position(ctx, def) < self.position(ctx, user_here)
            }
        }
    }
}

/// The op in region `r` that is `op` or holds it, if any.
fn ancestor_in_region(ctx: &Context, r: RegionId, op: OpId) -> Option<OpId> {
    let mut cur = op;
    loop {
        let region = ctx
            .parent_block(cur)
            .and_then(|b| ctx.block_parent_region(b))?;
        if region == r {
            return Some(cur);
        }
        cur = ctx.region_parent_op(region)?;
    }
}

/// Whether ops of one block of `r` must come after the values they use:
/// a region of several blocks, a top-level region, or one of a registered
/// op that does not declare it a graph region.
fn region_has_ssa_dominance(ctx: &Context, r: RegionId) -> bool {
    let Some(op) = ctx.region_parent_op(r) else {
        return true;
    };
    if ctx.blocks(r).len() > 1 {
        return true;
    }
    let index = ctx.regions(op).iter().position(|&x| x == r).unwrap_or(0);
    ctx.registry.get(ctx.op_name(op)).is_some() && has_ssa_dominance(ctx, op, index)
}

/// Whether region `outer` holds region `inner`, at any depth, and is not it.
fn is_proper_ancestor(ctx: &Context, outer: RegionId, inner: RegionId) -> bool {
    let mut cur = inner;
    while let Some(parent) = ctx
        .region_parent_op(cur)
        .and_then(|op| ctx.parent_block(op))
        .and_then(|b| ctx.block_parent_region(b))
    {
        if parent == outer {
            return true;
        }
        cur = parent;
    }
    false
}

/// Where a value is defined, seen from its user.
enum Relation {
    SameBlock,
    SameRegion,
    ParentRegion,
    ChildRegion,
    Neither,
}

fn relation(ctx: &Context, user: OpId, v: Value) -> Relation {
    let user_block = ctx.parent_block(user);
    let def_block = ctx.value_block(v);
    let region = |b: Option<BlockId>| b.and_then(|b| ctx.block_parent_region(b));
    match (region(user_block), region(def_block)) {
        _ if user_block == def_block => Relation::SameBlock,
        (Some(u), Some(d)) if u == d => Relation::SameRegion,
        (Some(u), Some(d)) if is_proper_ancestor(ctx, d, u) => Relation::ParentRegion,
        (Some(u), Some(d)) if is_proper_ancestor(ctx, u, d) => Relation::ChildRegion,
        _ => Relation::Neither,
    }
}

/// MLIR's `diagnoseInvalidOperandDominance`: the error, and a note on
/// where the operand is defined relative to its user.
fn invalid_operand_dominance(ctx: &Context, user: OpId, index: usize, v: Value) -> Diagnostic {
    let diag = op_error(
        ctx,
        user,
        format!("operand #{index} does not dominate this use"),
    );
    let relation = relation(ctx, user, v);
    match v {
        Value::Result(def, _) => {
            let place = match relation {
                Relation::SameBlock => "op in the same block",
                Relation::SameRegion => "op in the same region",
                Relation::ParentRegion => "op in a parent region",
                Relation::ChildRegion => "op in a child region",
                Relation::Neither => "op is neither in a parent nor in a child region",
            };
            diag.with_note(ctx.op_loc(def), format!("operand defined here ({place})"))
        }
        Value::Arg(block, _) => {
            let region = ctx.block_parent_region(block);
            let loc = region
                .and_then(|r| ctx.region_parent_op(r))
                .map_or_else(|| ctx.unknown_loc(), |op| ctx.op_loc(op));
            let number = region
                .and_then(|r| ctx.blocks(r).iter().position(|&b| b == block))
                .unwrap_or(0);
            // (An argument of the user's own block dominates it.)
            let place = match relation {
                Relation::SameBlock | Relation::SameRegion => "in the same region",
                Relation::ParentRegion => "in a parent region",
                Relation::ChildRegion => "in a child region",
                Relation::Neither => "neither in a parent nor in a child region",
            };
            diag.with_note(
                loc,
                format!("operand defined as a block argument (block #{number} {place})"),
            )
        }
    }
}
