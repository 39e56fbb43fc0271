//! Dominator trees of the regions being lifted, kept until the lifting
//! says a region changed (as MLIR's `DominanceInfo` keeps them, so that
//! the answers are those of the same, possibly older, tree), and the
//! blocks a block dominates in the order LLVM's dominator tree lists them.

use crate::analysis::dominance::DominatorTree;
use crate::{BlockId, Context, RegionId};
use rustc_hash::{FxHashMap, FxHashSet};

/// A region's dominator tree and its blocks' depth-first visit order.
struct RegionTree {
    tree: DominatorTree,
    /// The position of each reachable block in a depth-first walk of the
    /// region from its entry, successors in order: a node's children in
    /// LLVM's tree come in that order.
    preorder: FxHashMap<BlockId, usize>,
}

/// The dominator trees computed so far, one per region.
#[derive(Default)]
pub struct DominanceCache {
    trees: FxHashMap<RegionId, RegionTree>,
}

impl DominanceCache {
    /// Forgets the tree of `region`, which changed.
    pub fn invalidate(&mut self, region: RegionId) {
        self.trees.remove(&region);
    }

    /// The tree of `region`, computed if not kept.
    fn tree(&mut self, ctx: &Context, region: RegionId) -> &RegionTree {
        self.trees.entry(region).or_insert_with(|| RegionTree {
            tree: DominatorTree::new(ctx, region),
            preorder: preorder(ctx, region),
        })
    }

    /// Whether `a` dominates `b`, two blocks of one region.
    pub fn dominates(&mut self, ctx: &Context, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let Some(region) = ctx.block_parent_region(a) else {
            return false;
        };
        self.tree(ctx, region).tree.properly_dominates(a, b)
    }

    /// `block` and the blocks it dominates, in depth-first pre-order of
    /// the dominator tree (LLVM's `depth_first` over a tree node).
    pub fn dominated(&mut self, ctx: &Context, block: BlockId) -> Vec<BlockId> {
        let Some(region) = ctx.block_parent_region(block) else {
            return Vec::new();
        };
        let tree = self.tree(ctx, region);
        if !tree.preorder.contains_key(&block) {
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut stack = vec![block];
        while let Some(b) = stack.pop() {
            out.push(b);
            let mut children: Vec<BlockId> = tree.tree.children(b).collect();
            children.sort_by_key(|c| tree.preorder.get(c).copied().unwrap_or(usize::MAX));
            stack.extend(children.into_iter().rev());
        }
        out
    }
}

/// The reachable blocks of `region` numbered in depth-first pre-order.
fn preorder(ctx: &Context, region: RegionId) -> FxHashMap<BlockId, usize> {
    let mut order = FxHashMap::default();
    let Some(&entry) = ctx.blocks(region).first() else {
        return order;
    };
    let mut seen = FxHashSet::default();
    let mut stack = vec![entry];
    while let Some(block) = stack.pop() {
        if !seen.insert(block) {
            continue;
        }
        order.insert(block, order.len());
        if let Some(op) = ctx.last_op(block) {
            stack.extend(ctx.successors(op).iter().rev().copied());
        }
    }
    order
}
