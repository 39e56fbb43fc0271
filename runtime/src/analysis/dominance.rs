//! Dominance among the blocks of one region, as MLIR's `DominanceInfo`
//! answers it for a region of several blocks: the dominator tree of the
//! blocks reachable from the entry (Cooper, Harvey and Kennedy's
//! iteration over reverse post-order), queried in constant time through a
//! depth-first numbering of the tree.

use super::cfg::{post_order, successors};
use crate::{BlockId, Context, OpId, RegionId};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// The dominator trees of regions, each made when first asked (MLIR's
/// `DominanceInfo`): as an analysis of an op, a pass manager keeps it for
/// the passes after one that preserves it.
#[derive(Default)]
pub struct DominanceInfo {
    trees: RefCell<FxHashMap<RegionId, Rc<DominatorTree>>>,
}

impl DominanceInfo {
    /// The dominator tree of region `r`.
    pub fn tree(&self, ctx: &Context, r: RegionId) -> Rc<DominatorTree> {
        let mut trees = self.trees.borrow_mut();
        trees
            .entry(r)
            .or_insert_with(|| Rc::new(DominatorTree::new(ctx, r)))
            .clone()
    }
}

impl crate::pass::Analysis for DominanceInfo {
    /// No tree yet: each is made when a region is first asked for.
    fn compute(_: &Context, _: OpId) -> DominanceInfo {
        DominanceInfo::default()
    }
}

/// The dominator tree of a region's reachable blocks.
pub struct DominatorTree {
    /// The reachable blocks in reverse post-order: the entry first, and
    /// every block after its immediate dominator.
    order: Vec<BlockId>,
    /// Each reachable block's position in `order`.
    index: FxHashMap<BlockId, usize>,
    /// The immediate dominator of each node but the entry, by position.
    idom: Vec<usize>,
    /// The children of each node, by position, in reverse post-order.
    children: Vec<Vec<usize>>,
    /// When the depth-first walk of the tree enters and leaves each node:
    /// `a` dominates `b` when `b`'s interval lies in `a`'s.
    enter: Vec<u32>,
    exit: Vec<u32>,
}

impl DominatorTree {
    /// The tree of region `r` (empty for a region without blocks).
    pub fn new(ctx: &Context, r: RegionId) -> Self {
        let mut order = post_order(ctx, r);
        order.reverse();
        let index: FxHashMap<BlockId, usize> =
            order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); order.len()];
        for (i, &b) in order.iter().enumerate() {
            for s in successors(ctx, b) {
                preds[index[&s]].push(i);
            }
        }
        let idom = immediate_dominators(&preds);
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); order.len()];
        for (b, &d) in idom.iter().enumerate().skip(1) {
            children[d].push(b);
        }
        let (enter, exit) = number(&children);
        DominatorTree {
            order,
            index,
            idom,
            children,
            enter,
            exit,
        }
    }

    /// Whether a path from the entry reaches `b`.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.index.contains_key(&b)
    }

    /// The blocks `b` immediately dominates, in reverse post-order.
    pub fn children(&self, b: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        let kids = self
            .index
            .get(&b)
            .map_or(&[][..], |&i| &self.children[i][..]);
        kids.iter().map(|&c| self.order[c])
    }

    /// The block that immediately dominates `b`: none for the entry and
    /// for an unreachable block.
    pub fn immediate_dominator(&self, b: BlockId) -> Option<BlockId> {
        let &i = self.index.get(&b)?;
        (i != 0).then(|| self.order[self.idom[i]])
    }

    /// Whether `a` dominates `b` and is not `b`. As in LLVM's dominator
    /// tree, every block dominates an unreachable one, and an unreachable
    /// block dominates no other.
    pub fn properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let Some(&bi) = self.index.get(&b) else {
            return true;
        };
        let Some(&ai) = self.index.get(&a) else {
            return false;
        };
        self.enter[ai] <= self.enter[bi] && self.exit[bi] <= self.exit[ai]
    }
}

/// The immediate dominator of each node (by reverse post-order position,
/// the entry being 0 and its own), given each node's predecessors.
fn immediate_dominators(preds: &[Vec<usize>]) -> Vec<usize> {
    const UNSET: usize = usize::MAX;
    let mut idom = vec![UNSET; preds.len()];
    if let Some(entry) = idom.first_mut() {
        *entry = 0;
    }
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..preds.len() {
            let mut new = UNSET;
            for &p in &preds[b] {
                if idom[p] == UNSET {
                    continue;
                }
                new = if new == UNSET {
                    p
                } else {
                    intersect(&idom, p, new)
                };
            }
            if new != UNSET && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom
}

/// The nearest common dominator of `a` and `b`: a dominator comes before
/// what it dominates in reverse post-order.
fn intersect(idom: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = idom[a];
        }
        while b > a {
            b = idom[b];
        }
    }
    a
}

/// The entry and exit times of each node in a depth-first walk of the
/// tree from node 0 (iterative: a tree can be as deep as a region is long).
fn number(children: &[Vec<usize>]) -> (Vec<u32>, Vec<u32>) {
    let mut enter = vec![0; children.len()];
    let mut exit = vec![0; children.len()];
    if children.is_empty() {
        return (enter, exit);
    }
    let mut clock = 0u32;
    let mut stack = vec![(0usize, 0usize)];
    enter[0] = clock;
    while let Some((node, next)) = stack.last_mut() {
        if let Some(&child) = children[*node].get(*next) {
            *next += 1;
            clock += 1;
            enter[child] = clock;
            stack.push((child, 0));
        } else {
            clock += 1;
            exit[*node] = clock;
            stack.pop();
        }
    }
    (enter, exit)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::analysis::test_region as region;

    #[test]
    fn diamond_join_is_dominated_by_the_entry_only() {
        let mut ctx = Context::new();
        let (r, b) = region(
            &mut ctx,
            r#""test.f"() ({
              "test.cond_br"() [^a, ^b] : () -> ()
            ^a:
              "test.br"() [^c] : () -> ()
            ^b:
              "test.br"() [^c] : () -> ()
            ^c:
              "test.ret"() : () -> ()
            ^dead:
              "test.br"() [^c] : () -> ()
            }) : () -> ()"#,
        );
        let tree = DominatorTree::new(&ctx, r);
        let (entry, a, bb, c, dead) = (b[0], b[1], b[2], b[3], b[4]);
        assert!(tree.properly_dominates(entry, c));
        assert!(!tree.properly_dominates(a, c));
        assert!(!tree.properly_dominates(bb, c));
        assert!(!tree.properly_dominates(c, c));
        assert!(!tree.is_reachable(dead));
        assert!(
            tree.properly_dominates(c, dead),
            "all dominate an unreachable block"
        );
        assert!(
            !tree.properly_dominates(dead, c),
            "an unreachable block dominates nothing"
        );
        assert_eq!(tree.immediate_dominator(c), Some(entry));
        assert_eq!(tree.immediate_dominator(a), Some(entry));
        assert_eq!(tree.immediate_dominator(entry), None);
        assert_eq!(tree.immediate_dominator(dead), None);
        // Reverse post-order: the depth-first walk reaches `^c` through `^a`.
        assert_eq!(tree.children(entry).collect::<Vec<_>>(), vec![bb, a, c]);
    }

    #[test]
    fn a_long_chain_is_numbered_without_recursion() {
        let mut ctx = Context::new();
        let mut src = String::from("\"test.f\"() ({\n  \"test.br\"() [^b1] : () -> ()\n");
        let n = 20_000;
        for i in 1..n {
            src.push_str(&format!(
                "^b{i}:\n  \"test.br\"() [^b{}] : () -> ()\n",
                i + 1
            ));
        }
        src.push_str(&format!(
            "^b{n}:\n  \"test.ret\"() : () -> ()\n}}) : () -> ()"
        ));
        let (r, b) = region(&mut ctx, &src);
        let tree = DominatorTree::new(&ctx, r);
        assert!(tree.properly_dominates(b[1], b[n]));
        assert!(!tree.properly_dominates(b[n], b[1]));
    }
}
