//! Dominance and post-dominance between ops (MLIR's
//! `DominanceInfo::dominates` and `PostDominanceInfo::postDominates` on
//! operations): an op dominates those after it in its block and those
//! nested in them, and post-dominates those before it. Across the blocks
//! of a region, dominance is the blocks' own; post-dominance across
//! blocks is not claimed.

use super::dependence::ancestor_in_block;
use ods_runtime::analysis::dominance::DominatorTree;
use ods_runtime::{Context, OpId};

/// Where `a` is placed against `b`'s ancestor in `a`'s region: `Some`
/// (their positions) when they share a block, else the blocks.
enum Placement {
    SameBlock(usize, usize),
    OtherBlocks(ods_runtime::BlockId, ods_runtime::BlockId),
    Unrelated,
}

fn placement(ctx: &Context, a: OpId, b: OpId) -> Placement {
    let Some(block_a) = ctx.parent_block(a) else {
        return Placement::Unrelated;
    };
    let Some(region) = ctx.parent_region(a) else {
        return Placement::Unrelated;
    };
    // `b`, or its ancestor, in `a`'s region.
    let mut current = b;
    loop {
        if ctx.parent_region(current) == Some(region) {
            break;
        }
        match ctx.parent_op(current) {
            Some(p) => current = p,
            None => return Placement::Unrelated,
        }
    }
    let Some(block_b) = ctx.parent_block(current) else {
        return Placement::Unrelated;
    };
    if block_a != block_b {
        return Placement::OtherBlocks(block_a, block_b);
    }
    let Some(b_in_block) = ancestor_in_block(ctx, b, block_a) else {
        return Placement::Unrelated;
    };
    let ops = ctx.block_ops(block_a);
    let pos = |op| ops.iter().position(|&o| o == op).unwrap_or(0);
    Placement::SameBlock(pos(a), pos(b_in_block))
}

/// Whether `a` dominates `b` (`a` is `b`, encloses it, or comes first).
pub(super) fn dominates(ctx: &Context, a: OpId, b: OpId) -> bool {
    match placement(ctx, a, b) {
        Placement::SameBlock(pa, pb) => pa <= pb,
        Placement::OtherBlocks(ba, bb) => {
            let Some(region) = ctx.block_parent_region(ba) else {
                return false;
            };
            DominatorTree::new(ctx, region).properly_dominates(ba, bb)
        }
        Placement::Unrelated => false,
    }
}

/// Whether `a` post-dominates `b` (`a` is `b`, encloses it, or comes
/// after it in the same block).
pub(super) fn post_dominates(ctx: &Context, a: OpId, b: OpId) -> bool {
    matches!(placement(ctx, a, b), Placement::SameBlock(pa, pb) if pa >= pb)
}
