//! Which values are live into and out of each block nested in an op
//! (MLIR's `Liveness`): a value used in a nested region counts as used by
//! the op holding the region, and the sets are propagated backwards along
//! the successors to a fixed point.

use ods_runtime::{BlockId, Context, OpId, Value, WalkOrder};
use std::collections::{HashMap, HashSet};

/// The live-in and live-out values of the blocks nested in an op.
#[derive(Debug, Default)]
pub(crate) struct Liveness {
    live_in: HashMap<BlockId, HashSet<Value>>,
    live_out: HashMap<BlockId, HashSet<Value>>,
}

/// What one block defines and uses, and its sets so far (MLIR's
/// `BlockInfoBuilder`).
struct BlockInfo {
    defined: HashSet<Value>,
    used: HashSet<Value>,
    live_in: HashSet<Value>,
    live_out: HashSet<Value>,
}

/// The block of `op`'s ancestors (or `op` itself) that lies in `region`'s
/// blocks.
fn ancestor_block_in(ctx: &Context, region: ods_runtime::RegionId, op: OpId) -> Option<BlockId> {
    let mut cur = Some(op);
    while let Some(o) = cur {
        let block = ctx.parent_block(o)?;
        if ctx.block_parent_region(block) == Some(region) {
            return Some(block);
        }
        cur = ctx.parent_op(o);
    }
    None
}

impl BlockInfo {
    fn new(ctx: &Context, block: BlockId) -> BlockInfo {
        let mut info = BlockInfo {
            defined: HashSet::new(),
            used: HashSet::new(),
            live_in: HashSet::new(),
            live_out: HashSet::new(),
        };
        let region = ctx.block_parent_region(block);
        let mut escapes = |value: Value| {
            let outside = ctx
                .uses(value)
                .into_iter()
                .any(|u| region.and_then(|r| ancestor_block_in(ctx, r, u.op)) != Some(block));
            if outside {
                info.live_out.insert(value);
            }
        };
        for arg in ctx.block_args(block) {
            escapes(arg);
        }
        for op in ctx.block_ops(block) {
            for result in ctx.results(op) {
                escapes(result);
            }
        }
        for arg in ctx.block_args(block) {
            info.defined.insert(arg);
        }
        for op in ctx.block_ops(block) {
            ctx.walk(op, WalkOrder::PreOrder, &mut |nested| {
                info.defined.extend(ctx.results(nested));
                info.used.extend(ctx.operands(nested));
                for &r in ctx.regions(nested) {
                    for &b in ctx.blocks(r) {
                        info.defined.extend(ctx.block_args(b));
                    }
                }
            });
        }
        let defined = &info.defined;
        info.used.retain(|v| !defined.contains(v));
        info
    }

    /// Recomputes the live-in set (`used ∪ out \ defined`); whether its
    /// size changed.
    fn update_live_in(&mut self) -> bool {
        let new: HashSet<Value> = self
            .used
            .union(&self.live_out)
            .filter(|v| !self.defined.contains(v))
            .copied()
            .collect();
        if new.len() == self.live_in.len() {
            return false;
        }
        self.live_in = new;
        true
    }
}

impl Liveness {
    /// The liveness of the blocks nested in `op`.
    pub(crate) fn new(ctx: &Context, op: OpId) -> Liveness {
        let mut blocks = Vec::new();
        ctx.walk(op, WalkOrder::PreOrder, &mut |o| {
            for &r in ctx.regions(o) {
                blocks.extend(ctx.blocks(r).iter().copied());
            }
        });
        let mut predecessors: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
        for &block in &blocks {
            if let Some(terminator) = ctx.last_op(block) {
                for &successor in ctx.successors(terminator) {
                    predecessors.entry(successor).or_default().push(block);
                }
            }
        }
        let mut infos: HashMap<BlockId, BlockInfo> = HashMap::new();
        let mut work: Vec<BlockId> = Vec::new();
        for &block in &blocks {
            let mut info = BlockInfo::new(ctx, block);
            if info.update_live_in() {
                work.extend(predecessors.get(&block).into_iter().flatten());
            }
            infos.insert(block, info);
        }
        while let Some(block) = work.pop() {
            let successors = ctx.last_op(block).map_or(&[][..], |t| ctx.successors(t));
            let incoming: Vec<Value> = successors
                .iter()
                .flat_map(|s| infos[s].live_in.iter().copied())
                .collect();
            let info = infos.get_mut(&block).expect("a block of the op");
            info.live_out.extend(incoming);
            if info.update_live_in() {
                work.extend(predecessors.get(&block).into_iter().flatten());
            }
        }
        let mut liveness = Liveness::default();
        for (block, info) in infos {
            liveness.live_in.insert(block, info.live_in);
            liveness.live_out.insert(block, info.live_out);
        }
        liveness
    }

    /// The values live into `block`.
    pub(crate) fn live_in(&self, block: BlockId) -> impl Iterator<Item = Value> + '_ {
        self.live_in.get(&block).into_iter().flatten().copied()
    }

    /// The values live out of `block`.
    pub(crate) fn live_out(&self, block: BlockId) -> impl Iterator<Item = Value> + '_ {
        self.live_out.get(&block).into_iter().flatten().copied()
    }

    /// Whether `value` is live into `block`.
    pub(crate) fn is_live_in(&self, block: BlockId, value: Value) -> bool {
        self.live_in.get(&block).is_some_and(|s| s.contains(&value))
    }
}
