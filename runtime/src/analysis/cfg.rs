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
    super::depth_first_post_order(entry, seen, &mut order, |b| successors(ctx, b));
    order
}

/// The blocks of `r` in an order where each comes after its dominators:
/// the reverse post-order from each block not reached yet, in region order
/// (MLIR's `getBlocksSortedByDominance`), so that unreachable blocks come
/// in too.
pub fn blocks_sorted_by_dominance(ctx: &Context, r: RegionId) -> Vec<BlockId> {
    let mut seen = FxHashSet::default();
    let mut sorted = Vec::new();
    for &b in ctx.blocks(r) {
        sorted.extend(post_order_from(ctx, b, &mut seen).into_iter().rev());
    }
    sorted
}

/// Sorts `ops`, which are in `r` or nested in its ops, so that each comes
/// after those that dominate it: by the block of `r` holding it, in
/// [`blocks_sorted_by_dominance`] order, then by position in the block.
pub fn sort_by_dominance(ctx: &Context, r: RegionId, ops: &mut [crate::OpId]) {
    let block_rank: rustc_hash::FxHashMap<BlockId, usize> = blocks_sorted_by_dominance(ctx, r)
        .into_iter()
        .enumerate()
        .map(|(i, b)| (b, i))
        .collect();
    let mut op_rank = rustc_hash::FxHashMap::default();
    for &b in ctx.blocks(r) {
        op_rank.extend(
            ctx.block_op_iter(b)
                .enumerate()
                .map(|(i, op)| (op, (block_rank[&b], i))),
        );
    }
    let rank = |op: crate::OpId| {
        let mut at = Some(op);
        while let Some(o) = at {
            if let Some(&r) = op_rank.get(&o) {
                return r;
            }
            at = ctx.parent_op(o);
        }
        (usize::MAX, usize::MAX)
    };
    ops.sort_by_key(|&op| rank(op));
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::analysis::test_region as region;

    const SRC: &str = r#""test.f"() ({
      "test.br"() [^c] : () -> ()
    ^dead:
      "test.br"() [^c] : () -> ()
    ^a:
      "test.ret"() : () -> ()
    ^c:
      "test.op"() : () -> ()
      "test.br"() [^a] : () -> ()
    }) : () -> ()"#;

    #[test]
    fn dominance_order_puts_each_block_after_its_dominators() {
        let mut ctx = Context::new();
        let (r, b) = region(&mut ctx, SRC);
        let (entry, dead, a, c) = (b[0], b[1], b[2], b[3]);
        assert_eq!(blocks_sorted_by_dominance(&ctx, r), vec![entry, c, a, dead]);
    }

    #[test]
    fn ops_sort_by_block_then_position_and_nested_ops_by_their_ancestor() {
        let mut ctx = Context::new();
        let (r, b) = region(&mut ctx, SRC);
        let c_ops = ctx.block_ops(b[3]);
        let mut ops = vec![
            ctx.block_ops(b[2])[0],
            c_ops[1],
            c_ops[0],
            ctx.block_ops(b[0])[0],
        ];
        let expected = vec![ops[3], ops[2], ops[1], ops[0]];
        sort_by_dominance(&ctx, r, &mut ops);
        assert_eq!(ops, expected);
    }
}
