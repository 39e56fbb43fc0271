//! Slices of the use-def graph (MLIR's `SliceAnalysis`).

use crate::{Context, OpId, Value};
use rustc_hash::FxHashSet;

/// The ops that use `root`, transitively through their results and the
/// ops nested in them, each after the ops it uses: the reverse of a
/// depth-first post-order from each user of `root` in turn (MLIR's
/// `getForwardSlice` of a value, without a filter).
pub fn forward_slice(ctx: &Context, root: Value) -> Vec<OpId> {
    let mut seen = FxHashSet::default();
    let mut post_order = Vec::new();
    for user in ctx.use_iter(root).map(|u| u.op) {
        if seen.insert(user) {
            visit(ctx, user, &mut seen, &mut post_order);
        }
    }
    post_order.reverse();
    post_order
}

/// Appends to `post_order` `op` after the ops nested in it and the users
/// of its results not seen yet (an explicit stack: a chain of uses can be
/// as long as a block).
fn visit(ctx: &Context, op: OpId, seen: &mut FxHashSet<OpId>, post_order: &mut Vec<OpId>) {
    let mut stack = vec![(op, next_ops(ctx, op), 0)];
    while let Some((op, next, i)) = stack.last_mut() {
        if let Some(&child) = next.get(*i) {
            *i += 1;
            if seen.insert(child) {
                let grandchildren = next_ops(ctx, child);
                stack.push((child, grandchildren, 0));
            }
        } else {
            post_order.push(*op);
            stack.pop();
        }
    }
}

/// What comes after `op` in its forward slice: the ops in its regions,
/// then the users of its results.
fn next_ops(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut next = Vec::new();
    for &region in ctx.regions(op) {
        for &block in ctx.blocks(region) {
            next.extend(ctx.block_op_iter(block));
        }
    }
    for result in ctx.results(op) {
        next.extend(ctx.use_iter(result).map(|u| u.op));
    }
    next
}
