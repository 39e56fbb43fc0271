//! Control flow edges, what they pass to their successor, and the order in
//! which MLIR lists a block's predecessors: its use list, the most recently
//! set edge first.

use crate::interfaces::branch::{default_successor_operands, SuccessorOperands};
use crate::interfaces::prelude::mlir::BranchOpInterface;
use crate::{BlockId, Context, OpId, RegionId, Value};
use rustc_hash::FxHashMap;

/// The edge from `from` to the successor at `index` of its terminator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    pub from: BlockId,
    pub index: usize,
}

impl Edge {
    /// The block the edge leads to now.
    pub fn successor(self, ctx: &Context) -> BlockId {
        ctx.successors(terminator(ctx, self.from))[self.index]
    }

    /// The values the edge passes to its successor's arguments.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let op = terminator(ctx, self.from);
        successor_operands(ctx, op, self.index).values(ctx, op)
    }

    /// Makes the edge pass `values` instead.
    pub fn set_operands(self, ctx: &mut Context, values: &[Value]) {
        let op = terminator(ctx, self.from);
        let mut operands = successor_operands(ctx, op, self.index);
        for arg in (operands.produced..operands.len()).rev() {
            operands.erase(ctx, op, arg);
        }
        operands.append(ctx, op, values);
    }

    /// Makes the edge pass `values` after what it passes already.
    pub fn append_operands(self, ctx: &mut Context, values: &[Value]) {
        let op = terminator(ctx, self.from);
        successor_operands(ctx, op, self.index).append(ctx, op, values);
    }
}

/// The last op of `block`, which ends it.
pub fn terminator(ctx: &Context, block: BlockId) -> OpId {
    match ctx.last_op(block) {
        Some(op) => op,
        None => panic!("block {block:?} of a region being lifted has no terminator"),
    }
}

/// The edges from `block` to each of its successors, in order.
pub fn successor_edges(ctx: &Context, block: BlockId) -> Vec<Edge> {
    let count = ctx.last_op(block).map_or(0, |op| ctx.successors(op).len());
    (0..count)
        .map(|index| Edge { from: block, index })
        .collect()
}

/// What branch `op` passes to its successor `index`.
pub fn successor_operands(ctx: &Context, op: OpId, index: usize) -> SuccessorOperands {
    match BranchOpInterface::try_from(ctx, op) {
        Some(branch) => branch.get_successor_operands(ctx, op, index),
        None => default_successor_operands(ctx, op, index),
    }
}

/// When each edge was last set, to list predecessors in MLIR's order:
/// a block's use list holds the newest edge first, and an edge created
/// or redirected becomes the newest.
pub struct EdgeOrder {
    stamps: FxHashMap<(OpId, usize), u64>,
    next: u64,
}

impl EdgeOrder {
    /// The edges of `region` as parsed: each op's edges newer than those
    /// of the ops before it, and a later successor newer than an earlier.
    pub fn new(ctx: &Context, region: RegionId) -> EdgeOrder {
        let mut order = EdgeOrder {
            stamps: FxHashMap::default(),
            next: 0,
        };
        for &block in ctx.blocks(region) {
            for op in ctx.block_op_iter(block) {
                order.created(ctx, op);
            }
        }
        order
    }

    /// Records that edge `index` of `op` was just set.
    pub fn touch(&mut self, op: OpId, index: usize) {
        self.next += 1;
        self.stamps.insert((op, index), self.next);
    }

    /// Records that `op` was just created with its successors.
    pub fn created(&mut self, ctx: &Context, op: OpId) {
        for index in 0..ctx.successors(op).len() {
            self.touch(op, index);
        }
    }

    /// Points `edge` at `block`.
    pub fn set_successor(&mut self, ctx: &mut Context, edge: Edge, block: BlockId) {
        let op = terminator(ctx, edge.from);
        ctx.set_successor(op, edge.index, block);
        self.touch(op, edge.index);
    }

    /// The edges leading to `block`, in the order of MLIR's
    /// `Block::getPredecessors`.
    pub fn predecessors(&self, ctx: &Context, block: BlockId) -> Vec<Edge> {
        match ctx.block_parent_region(block) {
            Some(region) => self.predecessors_in(ctx, block, region),
            None => Vec::new(),
        }
    }

    /// The edges from blocks of `region` leading to `block`, newest first.
    fn predecessors_in(&self, ctx: &Context, block: BlockId, region: RegionId) -> Vec<Edge> {
        let mut edges = Vec::new();
        for &from in ctx.blocks(region) {
            let Some(op) = ctx.last_op(from) else {
                continue;
            };
            for (index, &succ) in ctx.successors(op).iter().enumerate() {
                if succ == block {
                    let stamp = self.stamps.get(&(op, index)).copied().unwrap_or(0);
                    edges.push((stamp, Edge { from, index }));
                }
            }
        }
        edges.sort_by_key(|&(stamp, _)| std::cmp::Reverse(stamp));
        edges.into_iter().map(|(_, edge)| edge).collect()
    }

    /// Points every edge to `old` at `new` (both of `region`'s blocks
    /// leading to `old`), as MLIR's `Block::replaceAllUsesWith` does: the
    /// newest edge first.
    pub fn replace_block_uses(&mut self, ctx: &mut Context, old: BlockId, new: BlockId) {
        let Some(region) = ctx.block_parent_region(new) else {
            return;
        };
        for edge in self.predecessors_in(ctx, old, region) {
            self.set_successor(ctx, edge, new);
        }
    }
}
