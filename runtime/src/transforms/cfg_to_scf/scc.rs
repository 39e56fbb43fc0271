//! The strongly connected components of the blocks reachable from one, in
//! the order of LLVM's `scc_iterator` (Tarjan's algorithm: each component
//! once all those it reaches were given, its blocks from the last one
//! visited to its root). The walk reads the successors as it goes, so that
//! edges changed between components are followed as they are then.

use crate::{BlockId, Context};
use rustc_hash::FxHashMap;

/// A block on the depth-first path, its next successor to look at, and
/// the lowest visit number reached from it.
struct Frame {
    block: BlockId,
    next_child: usize,
    min_visited: u32,
}

/// The walk's state between components.
pub struct SccWalk {
    visit_count: u32,
    /// Visit numbers; `u32::MAX` once a block's component was given.
    visited: FxHashMap<BlockId, u32>,
    /// Blocks visited whose component is not given yet.
    node_stack: Vec<BlockId>,
    path: Vec<Frame>,
}

impl SccWalk {
    /// A walk from `entry`.
    pub fn new(entry: BlockId) -> SccWalk {
        let mut walk = SccWalk {
            visit_count: 0,
            visited: FxHashMap::default(),
            node_stack: Vec::new(),
            path: Vec::new(),
        };
        walk.visit(entry);
        walk
    }

    fn visit(&mut self, block: BlockId) {
        self.visit_count += 1;
        self.visited.insert(block, self.visit_count);
        self.node_stack.push(block);
        self.path.push(Frame {
            block,
            next_child: 0,
            min_visited: self.visit_count,
        });
    }

    /// Visits the successors of the block on top of the path, depth first.
    fn visit_children(&mut self, ctx: &Context) {
        while let Some(top) = self.path.last_mut() {
            let successors = ctx
                .last_op(top.block)
                .map_or(&[][..], |op| ctx.successors(op));
            let Some(&child) = successors.get(top.next_child) else {
                return;
            };
            top.next_child += 1;
            match self.visited.get(&child) {
                None => self.visit(child),
                Some(&number) => top.min_visited = top.min_visited.min(number),
            }
        }
    }

    /// The next component, or `None` when every reachable block was given.
    pub fn next(&mut self, ctx: &Context) -> Option<Vec<BlockId>> {
        while !self.path.is_empty() {
            self.visit_children(ctx);
            let frame = self.path.pop()?;
            if let Some(parent) = self.path.last_mut() {
                parent.min_visited = parent.min_visited.min(frame.min_visited);
            }
            if frame.min_visited != self.visited[&frame.block] {
                continue;
            }
            let mut component = Vec::new();
            while let Some(block) = self.node_stack.pop() {
                component.push(block);
                self.visited.insert(block, u32::MAX);
                if block == frame.block {
                    break;
                }
            }
            return Some(component);
        }
        None
    }
}

/// Whether a component is a cycle: several blocks, or one branching to
/// itself.
pub fn has_cycle(ctx: &Context, component: &[BlockId]) -> bool {
    match component {
        [block] => ctx
            .last_op(*block)
            .is_some_and(|op| ctx.successors(op).contains(block)),
        _ => true,
    }
}
