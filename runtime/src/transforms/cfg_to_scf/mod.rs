//! Lifting a control flow graph to structured control flow (MLIR's
//! `transformCFGToSCF`, after Bahmann et al., "Perfect Reconstructability
//! of Control Flow from Demand Dependence Graphs", 2015).
//!
//! The region's return-like ops first branch to one exit block per kind
//! (`exits.rs`). Then, from the entry, each single-entry single-exit
//! region is lifted in two steps: its outermost cycles become do-while
//! loops (`cycles.rs`: one entry and one latch made by multiplexer blocks,
//! `multiplexer.rs`), then its first conditional branch becomes a
//! structured op with one region per successor, followed by the blocks
//! where the branches meet again (`branches.rs`). The loop bodies, branch
//! regions and continuations are lifted in turn until no branch is left,
//! except one switching between exits of different kinds of return-like
//! ops. Which ops are made is the [`CfgToScfInterface`]'s choice: the
//! algorithm knows no dialect.

mod branches;
mod cycles;
mod dominance;
mod edges;
mod exits;
mod interface;
mod multiplexer;

pub use dominance::DominanceCache;
pub use interface::CfgToScfInterface;

use crate::diag::Diagnostic;
use crate::interfaces::prelude::mlir::BranchOpInterface;
use crate::ir::builder::InsertPoint;
use crate::rewrite::effects::is_memory_effect_free;
use crate::verify::with_current_op;
use crate::{Attribute, BlockId, Context, OpId, RegionId, Type, Value, WalkOrder};
use edges::EdgeOrder;
use rustc_hash::FxHashMap;

/// Lifts the blocks of `region` to structured control flow made by
/// `interface`. `dominance` caches dominator trees between calls (one
/// cache may serve every region of a function). Returns whether the IR
/// changed (not for a region of at most one block); an error, left
/// emitted to no one, when a precondition fails (an unreachable block, a
/// branch without `BranchOpInterface`, with side effects or with
/// arguments it produces) or the interface fails, the IR then being left
/// half lifted.
pub fn transform_cfg_to_scf(
    ctx: &mut Context,
    region: RegionId,
    interface: &mut dyn CfgToScfInterface,
    dominance: &mut DominanceCache,
) -> Result<bool, Diagnostic> {
    if ctx.blocks(region).len() <= 1 {
        return Ok(false);
    }
    check_preconditions(ctx, region)?;
    let mut lifter = Lifter {
        order: EdgeOrder::new(ctx, region),
        loc: ctx
            .region_parent_op(region)
            .map_or_else(|| ctx.unknown_loc(), |op| ctx.op_loc(op)),
        ctx,
        interface,
        region,
        dominance,
        undefs: FxHashMap::default(),
        switch_values: Vec::new(),
        exits: Vec::new(),
    };
    lifter.combine_return_like_exits()?;
    lifter.dominance.invalidate(region);
    let mut work_list = vec![lifter.ctx.blocks(region)[0]];
    while let Some(current) = work_list.pop() {
        let loop_bodies = lifter.transform_cycles_to_loops(current)?;
        work_list.extend_from_slice(&loop_bodies);
        if !loop_bodies.is_empty() {
            if let Some(parent) = lifter.ctx.block_parent_region(current) {
                lifter.dominance.invalidate(parent);
            }
        }
        work_list.extend(lifter.transform_to_structured_branches(current)?);
    }
    Ok(true)
}

/// The state of one lifting: the IR, the interface, and the values made
/// once and shared.
struct Lifter<'a> {
    ctx: &'a mut Context,
    interface: &'a mut dyn CfgToScfInterface,
    /// The region lifted.
    region: RegionId,
    /// Its parent op's location, that of the constants made.
    loc: Attribute,
    order: EdgeOrder,
    dominance: &'a mut DominanceCache,
    /// The undefined value of each type, made at the region's start.
    undefs: FxHashMap<Type, Value>,
    /// The switch value of each number, made at the region's start.
    switch_values: Vec<Option<Value>>,
    /// The return-like op kept for each kind met, and its exit block.
    exits: Vec<(OpId, BlockId)>,
}

impl Lifter<'_> {
    /// Where the shared constants go: the start of the region's entry.
    fn constant_point(&self) -> InsertPoint {
        InsertPoint::Start(self.ctx.blocks(self.region)[0])
    }

    /// The undefined value of type `ty`, made on first use.
    fn undef(&mut self, ty: Type) -> Value {
        if let Some(&value) = self.undefs.get(&ty) {
            return value;
        }
        let at = self.constant_point();
        let value = self.interface.undef_value(self.ctx, self.loc, at, ty);
        self.undefs.insert(ty, value);
        value
    }

    /// The switch value `n`, made on first use.
    fn switch_value(&mut self, n: u32) -> Value {
        if let Some(&Some(value)) = self.switch_values.get(n as usize) {
            return value;
        }
        let at = self.constant_point();
        let value = self.interface.cfg_switch_value(self.ctx, self.loc, at, n);
        if self.switch_values.len() <= n as usize {
            self.switch_values.resize(n as usize + 1, None);
        }
        self.switch_values[n as usize] = Some(value);
        value
    }

    /// Creates a switch op through the interface and records its edges.
    #[allow(clippy::too_many_arguments)]
    fn create_switch(
        &mut self,
        loc: Attribute,
        at: InsertPoint,
        flag: Value,
        cases: (&[u32], &[BlockId], &[Vec<Value>]),
        default: (BlockId, &[Value]),
    ) -> OpId {
        let (values, destinations, arguments) = cases;
        let op = self.interface.create_cfg_switch_op(
            self.ctx,
            loc,
            at,
            flag,
            values,
            destinations,
            arguments,
            default.0,
            default.1,
        );
        self.order.created(self.ctx, op);
        op
    }

    /// Erases op `op`, whose results must be unused.
    fn erase_op(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let loc = self.ctx.op_loc(op);
        self.ctx
            .erase_op(op)
            .map_err(|e| Diagnostic::error(loc, e.to_string()))
    }

    /// Erases block `block`, whose arguments must be unused.
    fn erase_block(&mut self, block: BlockId) -> Result<(), Diagnostic> {
        self.ctx
            .erase_block(block)
            .map_err(|e| Diagnostic::error(self.loc, e.to_string()))
    }

    /// Appends a block with the argument types and locations of `other`'s
    /// to `block`.
    fn add_arguments_from(&mut self, block: BlockId, other: BlockId) {
        for arg in self.ctx.block_args(other) {
            let ty = self.ctx.value_type(arg);
            let loc = value_loc(self.ctx, arg);
            self.ctx.add_block_arg(block, ty, loc);
        }
    }
}

/// Where a value is defined: its op's location or its argument's.
fn value_loc(ctx: &Context, value: Value) -> Attribute {
    match value {
        Value::Result(op, _) => ctx.op_loc(op),
        Value::Arg(block, i) => ctx.block_arg_loc(block, i as usize),
    }
}

/// Inserts detached `block` right after `anchor` in its region.
fn insert_after(ctx: &mut Context, anchor: BlockId, block: BlockId) {
    let Some(region) = ctx.block_parent_region(anchor) else {
        return;
    };
    let blocks = ctx.blocks(region);
    let next = blocks
        .iter()
        .position(|&b| b == anchor)
        .and_then(|i| blocks.get(i + 1).copied());
    ctx.insert_block(region, next, block);
}

/// Moves the ops of `from` to the end of `to`.
fn splice_ops(ctx: &mut Context, from: BlockId, to: BlockId) {
    for op in ctx.block_ops(from) {
        ctx.move_op(op, InsertPoint::End(to));
    }
}

/// `'name' op message` at `op`, with the note showing the op (MLIR's
/// `emitOpError`).
fn op_error(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    with_current_op(ctx, op, crate::ods::op::op_error(ctx, op, message))
}

/// The lifting's preconditions: every block but the entry reached by a
/// branch, and every op with successors a side-effect-free branch whose
/// successor arguments are all operands.
fn check_preconditions(ctx: &Context, region: RegionId) -> Result<(), Diagnostic> {
    let blocks = ctx.blocks(region);
    let targets: Vec<BlockId> = blocks
        .iter()
        .filter_map(|&b| ctx.last_op(b))
        .flat_map(|op| ctx.successors(op).to_vec())
        .collect();
    for &block in &blocks[1..] {
        if !targets.contains(&block) {
            if let Some(first) = ctx.first_op(block) {
                return Err(op_error(
                    ctx,
                    first,
                    "transformation does not support unreachable blocks",
                ));
            }
        }
    }
    let mut failure = None;
    for &block in blocks {
        for op in ctx.block_ops(block) {
            ctx.walk_until(
                op,
                WalkOrder::PreOrder,
                &mut |inner| match unsupported_branch(ctx, inner) {
                    Some(why) => {
                        failure = Some(op_error(ctx, inner, why));
                        crate::WalkResult::Interrupt
                    }
                    None => crate::WalkResult::Advance,
                },
            );
            if let Some(error) = failure {
                return Err(error);
            }
        }
    }
    Ok(())
}

/// Why the lifting cannot handle op `op` with successors, if it cannot.
fn unsupported_branch(ctx: &Context, op: OpId) -> Option<&'static str> {
    let successors = ctx.successors(op).len();
    if successors == 0 {
        return None;
    }
    // Side effects are checked first, as mlir-opt 22 does.
    if !is_memory_effect_free(ctx, op) {
        return Some("transformation does not support terminators with side effects");
    }
    let Some(branch) = BranchOpInterface::try_from(ctx, op) else {
        return Some(
            "transformation does not support terminators with successors not implementing \
             BranchOpInterface",
        );
    };
    let produces = (0..successors).any(|i| branch.get_successor_operands(ctx, op, i).produced > 0);
    produces.then_some(
        "transformation does not support operations with operation-produced successor operands",
    )
}
