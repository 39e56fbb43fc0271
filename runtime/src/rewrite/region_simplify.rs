//! Region simplification after each walk of the greedy driver (MLIR's
//! `simplifyRegions` in `RegionUtils.cpp`): unreachable blocks and dead
//! ops and block arguments are erased.
//!
//! A block argument a branch forwards to is removed with the branch's
//! operand when the branch has `BranchOpInterface`. At MLIR's `Aggressive`
//! level identical blocks are merged and the block arguments every branch
//! passes the same value for are dropped too (see `block_merge.rs`).

use super::block_merge::{drop_redundant_arguments, merge_identical_blocks};
use super::effects::{op_trait, would_op_be_trivially_dead};
use super::rewriter::PatternRewriter;
use crate::analysis::cfg::post_order;
use crate::interfaces::branch::successor_block_argument;
use crate::interfaces::prelude::mlir::BranchOpInterface;
use crate::ir::arena::IdSet;
use crate::ir::structure::OpData;
use crate::registry::Traits;
use crate::{BlockId, Context, IrResult, OpId, RegionId, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use std::rc::Rc;

/// Erases unreachable blocks, then dead ops and block arguments, then,
/// with `merge_blocks`, merges identical blocks and drops redundant block
/// arguments (MLIR's `simplifyRegions`): `Ok(true)` when anything changed.
pub fn simplify_regions(
    rewriter: &mut PatternRewriter<'_>,
    regions: &[RegionId],
    merge_blocks: bool,
) -> IrResult<bool> {
    let unreachable = erase_unreachable_blocks(rewriter, regions);
    let dead = run_region_dce(rewriter, regions);
    let mut merged = false;
    let mut dropped = false;
    if merge_blocks {
        merged = merge_identical_blocks(rewriter, regions);
        dropped = drop_redundant_arguments(rewriter, regions);
    }
    Ok(unreachable | dead | merged | dropped)
}

/// Erases the blocks no path from their region's entry reaches, in the
/// regions and, through the ops of the blocks kept, the regions nested in
/// them (MLIR's `eraseUnreachableBlocks`).
pub fn erase_unreachable_blocks(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut changed = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(r) = worklist.pop() {
        let blocks = rewriter.blocks(r).to_vec();
        let reachable: FxHashSet<BlockId> = if blocks.len() <= 1 {
            blocks.iter().copied().collect()
        } else {
            post_order(rewriter, r).into_iter().collect()
        };
        let unreachable: FxHashSet<BlockId> = blocks
            .iter()
            .copied()
            .filter(|b| !reachable.contains(b))
            .collect();
        for b in blocks {
            if unreachable.contains(&b) {
                // MLIR drops the uses of its values elsewhere, which only
                // invalid IR or a graph region can have; such a block stays.
                if !values_escape(rewriter, b, &unreachable) {
                    rewriter.erase_block_dropping_uses(b);
                    changed = true;
                }
                continue;
            }
            for op in rewriter.block_op_iter(b) {
                worklist.extend(rewriter.regions(op).iter().copied());
            }
        }
    }
    changed
}

/// Whether a value defined in `b` (or nested in its ops) is used outside
/// the blocks of `set`.
fn values_escape(ctx: &Context, b: BlockId, set: &FxHashSet<BlockId>) -> bool {
    let inside = |user: OpId| {
        let mut cur = Some(user);
        while let Some(o) = cur {
            if ctx.parent_block(o).is_some_and(|pb| set.contains(&pb)) {
                return true;
            }
            cur = ctx.parent_op(o);
        }
        false
    };
    let mut values = ctx.block_args(b);
    for op in ctx.block_ops(b) {
        ctx.walk(op, crate::WalkOrder::PreOrder, &mut |o| {
            values.extend(ctx.results(o))
        });
    }
    values
        .into_iter()
        .any(|v| ctx.use_iter(v).any(|u| !inside(u.op)))
}

/// What region DCE proved live.
#[derive(Default)]
struct Liveness {
    ops: IdSet<OpData>,
    args: FxHashSet<Value>,
    changed: bool,
    /// The ops of each block, listed once for all the passes (walking a
    /// big block's list is costly).
    ops_of: FxHashMap<BlockId, Rc<[OpId]>>,
}

impl Liveness {
    fn set_op(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
    fn set_arg(&mut self, v: Value) {
        self.changed |= self.args.insert(v);
    }
    fn ops_in(&mut self, ctx: &Context, b: BlockId) -> Rc<[OpId]> {
        self.ops_of
            .entry(b)
            .or_insert_with(|| ctx.block_ops(b).into())
            .clone()
    }

    /// Whether a use of `v` is by an op proved live, but for a branch
    /// forwarding it to a block argument not proved live: such an operand
    /// is the argument's, not the branch's (MLIR's
    /// `isUseSpeciallyKnownDead`).
    fn used_by_live(&self, ctx: &Context, v: Value) -> bool {
        ctx.use_iter(v).any(|u| {
            self.ops.contains(u.op)
                && forwarded_arg(ctx, u.op, u.index as usize).is_none_or(|a| self.args.contains(&a))
        })
    }
}

/// The `BranchOpInterface` of the terminator `op`, if it has one.
fn branch_of(ctx: &Context, op: OpId) -> Option<BranchOpInterface> {
    (op_trait(ctx, op, Traits::TERMINATOR) == Some(true))
        .then(|| BranchOpInterface::try_from(ctx, op))
        .flatten()
}

/// The block argument operand `index` of the branch `op` is forwarded to.
fn forwarded_arg(ctx: &Context, op: OpId, index: usize) -> Option<Value> {
    let (block, arg) = successor_block_argument(ctx, branch_of(ctx, op)?, index)?;
    ctx.block_args(block).get(arg).copied()
}

/// Erases the ops and non-entry block arguments that nothing live needs,
/// optimistically (dead cycles go too): MLIR's `runRegionDCE`. `true` when
/// an op was erased (erased arguments alone do not count, as in MLIR).
pub fn run_region_dce(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut live = Liveness::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(rewriter, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_dead(rewriter, regions, &mut live)
}

fn propagate_region(ctx: &Context, r: RegionId, live: &mut Liveness) {
    for b in post_order(ctx, r) {
        for &op in live.ops_in(ctx, b).iter().rev() {
            propagate_op(ctx, op, live);
        }
        for arg in ctx.block_args(b) {
            if !live.args.contains(&arg) && live.used_by_live(ctx, arg) {
                live.set_arg(arg);
            }
        }
    }
}

fn propagate_op(ctx: &Context, op: OpId, live: &mut Liveness) {
    for &r in ctx.regions(op) {
        crate::stack::grow(|| propagate_region(ctx, r, live));
    }
    if op_trait(ctx, op, Traits::TERMINATOR) == Some(true) {
        // A branch (`BranchOpInterface`) gives the arguments it produces;
        // those it forwards live by their uses. Any other terminator is
        // taken to need every argument of its successors.
        live.set_op(op);
        let branch = branch_of(ctx, op);
        for (i, &s) in ctx.successors(op).iter().enumerate() {
            let given = match branch {
                Some(b) => b.get_successor_operands(ctx, op, i).produced,
                None => usize::MAX,
            };
            for arg in ctx.block_args(s).into_iter().take(given) {
                live.set_arg(arg);
            }
        }
        return;
    }
    if live.ops.contains(op) {
        return;
    }
    if !would_op_be_trivially_dead(ctx, op)
        || ctx
            .results(op)
            .into_iter()
            .any(|v| live.used_by_live(ctx, v))
    {
        live.set_op(op);
    }
}

fn delete_dead(
    rewriter: &mut PatternRewriter<'_>,
    regions: &[RegionId],
    live: &mut Liveness,
) -> bool {
    let mut changed = false;
    for &r in regions {
        let order = post_order(rewriter, r);
        for &b in &order {
            for &op in live.ops_in(rewriter, b).iter().rev() {
                if live.ops.contains(op) {
                    erase_dead_successor_operands(rewriter, op, live);
                    let nested = rewriter.regions(op).to_vec();
                    changed |= crate::stack::grow(|| delete_dead(rewriter, &nested, live));
                } else {
                    rewriter.erase_op_dropping_uses(op);
                    changed = true;
                }
            }
        }
        // Erased arguments and branch operands do not count as a change,
        // as in MLIR's `deleteDeadness`: the driver stops when nothing
        // else changed, and patterns the erasures would enable wait for a
        // later walk, if there is one.
        for &b in rewriter.blocks(r).to_vec().iter().skip(1) {
            let args = rewriter.block_args(b);
            rewriter
                .context()
                .erase_block_args(b, |i| !live.args.contains(&args[i]));
        }
    }
    changed
}

/// Drops the operands a live branch forwards to block arguments not
/// proved live, last first so that the indices left stay right (MLIR's
/// `eraseTerminatorSuccessorOperands`); the arguments go afterwards.
fn erase_dead_successor_operands(rewriter: &mut PatternRewriter<'_>, op: OpId, live: &Liveness) {
    let Some(branch) = branch_of(rewriter, op) else {
        return;
    };
    for i in (0..rewriter.successors(op).len()).rev() {
        let mut operands = branch.get_successor_operands(rewriter, op, i);
        let args = rewriter.block_args(rewriter.successors(op)[i]);
        for arg in (operands.produced..operands.len()).rev() {
            if args.get(arg).is_some_and(|a| !live.args.contains(a)) {
                operands.erase(rewriter.context(), op, arg);
            }
        }
    }
}
