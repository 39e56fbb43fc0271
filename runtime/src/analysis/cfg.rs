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
    let (entry, single) = match ctx.blocks(r) {
        [] => return Vec::new(),
        blocks => (blocks[0], blocks.len() == 1),
    };
    // A lone block branches nowhere (its ops are not looked at: a big
    // block's ops are costly to walk).
    if single {
        return vec![entry];
    }
    let mut order = Vec::new();
    let mut seen = FxHashSet::default();
    seen.insert(entry);
    // (block, next successor to visit)
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
