//! The control-flow graph of a region's blocks: the edges its ops name and
//! the blocks its entry reaches.

use crate::{BlockId, Context, RegionId};
use rustc_hash::FxHashSet;

/// The blocks a block branches to: its terminator's successors, and those
/// of any op before it (IR the verifier lets through when the last op may
/// not be a terminator), so that no reference is left to an erased block.
pub fn successors(ctx: &Context, b: BlockId) -> Vec<BlockId> {
    ctx.block_ops(b)
        .into_iter()
        .flat_map(|op| ctx.successors(op).to_vec())
        .collect()
}

/// The blocks reachable from the entry of `r`, in post-order.
pub fn post_order(ctx: &Context, r: RegionId) -> Vec<BlockId> {
    match ctx.blocks(r) {
        [] => Vec::new(),
        blocks => post_order_from(ctx, blocks[0], &mut FxHashSet::default()),
    }
}

/// The blocks reachable from `entry` and not in `seen`, in post-order
/// (successors in their order, as LLVM's `post_order_ext`); they are added
/// to `seen`.
pub fn post_order_from(
    ctx: &Context,
    entry: BlockId,
    seen: &mut FxHashSet<BlockId>,
) -> Vec<BlockId> {
    if !seen.insert(entry) {
        return Vec::new();
    }
    // A lone block branches nowhere (its ops are not looked at: a big
    // block's ops are costly to walk).
    if ctx
        .block_parent_region(entry)
        .is_some_and(|r| ctx.blocks(r).len() == 1)
    {
        return vec![entry];
    }
    let mut order = Vec::new();
    // (block, its successors, next successor to visit)
    let mut stack = vec![(entry, successors(ctx, entry), 0)];
    while let Some((b, succ, i)) = stack.last_mut() {
        if let Some(&s) = succ.get(*i) {
            *i += 1;
            if seen.insert(s) {
                let next = successors(ctx, s);
                stack.push((s, next, 0));
            }
        } else {
            order.push(*b);
            stack.pop();
        }
    }
    order
}
