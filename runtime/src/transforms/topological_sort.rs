//! `topological-sort` (MLIR's `TopologicalSort` pass) and the sort of a
//! block it runs (MLIR's `sortTopologically`).

use crate::interfaces::region_kind::has_ssa_dominance;
use crate::ir::{InsertPoint, WalkOrder};
use crate::pass::{Pass, PassCloner, PassFailure};
use crate::registry::Traits;
use crate::rewrite::effects::op_trait;
use crate::{BlockId, Context, OpId};
use std::collections::HashSet;

/// Sorts the blocks of every region without SSA dominance (graph regions)
/// in the op it runs on so that, as far as cycles allow, ops come after
/// the ops whose results they use.
#[derive(Debug, Default)]
pub struct TopologicalSort;

impl Pass for TopologicalSort {
    fn clone_pass(&self) -> Option<PassCloner> {
        Some(Box::new(|| Box::new(TopologicalSort)))
    }

    fn argument(&self) -> &'static str {
        "topological-sort"
    }
    fn description(&self) -> &'static str {
        "Sort regions without SSA dominance in topological order"
    }
    fn name(&self) -> &'static str {
        "TopologicalSort"
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let mut ops = Vec::new();
        ctx.walk(op, WalkOrder::PostOrder, &mut |o| ops.push(o));
        for o in ops {
            for (index, region) in ctx.regions(o).to_vec().into_iter().enumerate() {
                if has_ssa_dominance(ctx, o, index) {
                    continue;
                }
                for block in ctx.blocks(region).to_vec() {
                    sort_topologically(ctx, block);
                }
            }
        }
        Ok(())
    }
}

/// Moves the ops of `block`, its terminator aside, so that each comes
/// after the ops defining its operands and those of the ops nested in it;
/// the order is otherwise kept. Ops in a cycle keep their order at the
/// end. `false` when there was a cycle.
///
/// The last op is left where it is if it is known to be a terminator (a
/// registered op with the trait; not an unregistered one), as MLIR's
/// `Block::without_terminator`.
pub fn sort_topologically(ctx: &mut Context, block: BlockId) -> bool {
    let end = ctx
        .last_op(block)
        .filter(|&last| op_trait(ctx, last, Traits::TERMINATOR) == Some(true));
    let mut unscheduled: HashSet<OpId> = ctx
        .block_op_iter(block)
        .take_while(|&o| Some(o) != end)
        .collect();
    let mut next = ctx.first_op(block).filter(|&o| Some(o) != end);
    let mut all_scheduled = true;
    while !unscheduled.is_empty() {
        let Some(first) = next else { break };
        let mut scheduled = false;
        // The ops from `next` on; scheduled ones move before `next`, so
        // the ones after them stay where this list has them.
        let pending: Vec<OpId> = std::iter::successors(Some(first), |&o| ctx.next_op(o))
            .take_while(|&o| Some(o) != end)
            .collect();
        for op in pending {
            if !is_ready(ctx, op, &unscheduled) {
                continue;
            }
            unscheduled.remove(&op);
            scheduled = true;
            if next == Some(op) {
                next = ctx.next_op(op).filter(|&o| Some(o) != end);
            } else if let Some(n) = next {
                ctx.move_op(op, InsertPoint::Before(n));
            }
        }
        if !scheduled {
            // A cycle: the first op left stays first.
            all_scheduled = false;
            unscheduled.remove(&first);
            next = ctx.next_op(first).filter(|&o| Some(o) != end);
        }
    }
    all_scheduled
}

/// Whether `op` and every op nested in it use only values defined outside
/// the unscheduled ops (or inside `op` itself).
fn is_ready(ctx: &Context, op: OpId, unscheduled: &HashSet<OpId>) -> bool {
    let ready = |value| {
        let mut parent = ctx.defining_op(value);
        while let Some(p) = parent {
            if p == op {
                return true;
            }
            if unscheduled.contains(&p) {
                return false;
            }
            parent = ctx.parent_op(p);
        }
        true
    };
    let mut all = true;
    ctx.walk_until(op, WalkOrder::PreOrder, &mut |nested| {
        if ctx.operands(nested).into_iter().all(ready) {
            crate::WalkResult::Advance
        } else {
            all = false;
            crate::WalkResult::Interrupt
        }
    });
    all
}
