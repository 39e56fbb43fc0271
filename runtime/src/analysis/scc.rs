//! Strongly connected components one at a time, in the order of LLVM's
//! `scc_iterator` (Tarjan's algorithm, iterative): each component once all
//! those it reaches were given, its nodes from the last visited to its
//! root. The depth-first search goes on only as far as the next
//! component and reads each node's children as it reaches them, so that
//! a caller may change the graph between components (MLIR's inliner and
//! its lifting of control flow graphs do) and the walk goes on over the
//! graph as it then is.

use rustc_hash::FxHashMap;
use std::hash::Hash;

/// A node on the depth-first path: its next child to look at and the
/// lowest visit number reached from it.
struct Frame<N> {
    node: N,
    next_child: usize,
    min_visited: usize,
}

/// The walk's state between components.
pub struct SccIterator<N> {
    /// Visit numbers; `usize::MAX` once the node's component was given.
    visit: FxHashMap<N, usize>,
    visit_count: usize,
    /// Nodes visited whose component was not given yet.
    scc_stack: Vec<N>,
    path: Vec<Frame<N>>,
}

impl<N: Copy + Eq + Hash> SccIterator<N> {
    /// A walk from `entry`.
    pub fn new(entry: N) -> SccIterator<N> {
        let mut iter = SccIterator {
            visit: FxHashMap::default(),
            visit_count: 0,
            scc_stack: Vec::new(),
            path: Vec::new(),
        };
        iter.visit_one(entry);
        iter
    }

    /// Forgets that `node` was visited (LLVM's `ReplaceNode(node,
    /// nullptr)`, for a node taken out of a component), so that it is
    /// visited again if a child edge leads to it later.
    pub fn forget(&mut self, node: N) {
        self.visit.remove(&node);
    }

    fn visit_one(&mut self, node: N) {
        self.visit_count += 1;
        self.visit.insert(node, self.visit_count);
        self.scc_stack.push(node);
        self.path.push(Frame {
            node,
            next_child: 0,
            min_visited: self.visit_count,
        });
    }

    /// Visits the children of the node on top of the path, depth first.
    fn visit_children(&mut self, child: &impl Fn(N, usize) -> Option<N>) {
        while let Some(top) = self.path.last_mut() {
            let Some(next) = child(top.node, top.next_child) else {
                return;
            };
            top.next_child += 1;
            match self.visit.get(&next) {
                None => self.visit_one(next),
                Some(&number) => top.min_visited = top.min_visited.min(number),
            }
        }
    }

    /// The next component, or `None` when every node reached was given;
    /// `child(node, i)` is the `i`-th child of `node`, if it has one.
    pub fn next_scc(&mut self, child: impl Fn(N, usize) -> Option<N>) -> Option<Vec<N>> {
        while !self.path.is_empty() {
            self.visit_children(&child);
            let frame = self.path.pop()?;
            if let Some(parent) = self.path.last_mut() {
                parent.min_visited = parent.min_visited.min(frame.min_visited);
            }
            if self.visit.get(&frame.node) != Some(&frame.min_visited) {
                continue;
            }
            let mut scc = Vec::new();
            while let Some(node) = self.scc_stack.pop() {
                self.visit.insert(node, usize::MAX);
                scc.push(node);
                if node == frame.node {
                    break;
                }
            }
            return Some(scc);
        }
        None
    }
}
