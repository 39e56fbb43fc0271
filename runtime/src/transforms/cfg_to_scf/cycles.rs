//! Outermost cycles lifted to do-while loops: one entry (a multiplexer
//! when the cycle has several), one latch holding the only back edge and
//! the only exit edge (a multiplexer too), then reduce form (values defined
//! in the loop and used after it leave it as loop results), and the loop
//! op made from the blocks.

use super::edges::{successor_edges, terminator, Edge};
use super::{insert_after, splice_ops, value_loc, Lifter};
use crate::analysis::scc::SccIterator;
use crate::diag::Diagnostic;
use crate::ir::builder::InsertPoint;
use crate::{BlockId, Context, Value};
use rustc_hash::FxHashSet;

/// The blocks of a cycle in a fixed order, and a set to test them.
#[derive(Default)]
struct BlockSet {
    order: Vec<BlockId>,
    members: FxHashSet<BlockId>,
}

impl BlockSet {
    fn insert(&mut self, block: BlockId) {
        if self.members.insert(block) {
            self.order.push(block);
        }
    }

    fn contains(&self, block: BlockId) -> bool {
        self.members.contains(&block)
    }
}

/// The edges entering, leaving and going back to the entry of a cycle.
struct CycleEdges {
    entries: Vec<Edge>,
    exits: Vec<Edge>,
    backs: Vec<Edge>,
}

/// What makes a loop structured: the latch with its back and exit edges,
/// the condition to repeat, and the block after the loop.
struct LoopShape {
    latch: BlockId,
    condition: Value,
    exit: BlockId,
}

impl Lifter<'_> {
    /// Lifts every outermost cycle among the blocks reached from
    /// `region_entry` to a loop op; returns the loops' body entries.
    pub(super) fn transform_cycles_to_loops(
        &mut self,
        region_entry: BlockId,
    ) -> Result<Vec<BlockId>, Diagnostic> {
        let mut bodies = Vec::new();
        let mut walk = SccIterator::new(region_entry);
        let mut component = walk.next_scc(successor(self.ctx));
        while let Some(blocks) = component {
            // The next component is found before this one changes the IR.
            component = walk.next_scc(successor(self.ctx));
            if has_cycle(self.ctx, &blocks) {
                let mut cycle = BlockSet::default();
                blocks.into_iter().for_each(|b| cycle.insert(b));
                bodies.push(self.lift_cycle(region_entry, cycle)?);
            }
        }
        Ok(bodies)
    }

    /// The entry, exit and back edges of `cycle`.
    fn cycle_edges(&self, cycle: &BlockSet) -> CycleEdges {
        let mut edges = CycleEdges {
            entries: Vec::new(),
            exits: Vec::new(),
            backs: Vec::new(),
        };
        let mut entry_blocks = FxHashSet::default();
        for &block in &cycle.order {
            for pred in self.order.predecessors(self.ctx, block) {
                if !cycle.contains(pred.from) {
                    edges.entries.push(pred);
                    entry_blocks.insert(block);
                }
            }
            for edge in successor_edges(self.ctx, block) {
                if !cycle.contains(edge.successor(self.ctx)) {
                    edges.exits.push(edge);
                }
            }
        }
        for &block in &cycle.order {
            for edge in successor_edges(self.ctx, block) {
                if entry_blocks.contains(&edge.successor(self.ctx)) {
                    edges.backs.push(edge);
                }
            }
        }
        edges
    }

    /// Lifts one cycle to a loop op in a new block replacing its header;
    /// returns the header, now the loop body's entry.
    fn lift_cycle(
        &mut self,
        region_entry: BlockId,
        mut cycle: BlockSet,
    ) -> Result<BlockId, Diagnostic> {
        let edges = self.cycle_edges(&cycle);
        let (Some(first_entry), Some(first_back)) = (edges.entries.first(), edges.backs.first())
        else {
            let loc = self.ctx.op_loc(terminator(self.ctx, region_entry));
            return Err(Diagnostic::error(loc, "a cycle to lift has no entry edge"));
        };
        let mut header = first_entry.successor(self.ctx);
        if edges.entries.len() > 1 {
            let loc = self.ctx.op_loc(terminator(self.ctx, header));
            let mut to_entries = edges.entries.clone();
            to_entries.extend_from_slice(&edges.backs);
            header = self.create_single_entry_block(loc, &to_entries);
        }
        cycle.insert(header);
        let latch_loc = self.ctx.op_loc(terminator(self.ctx, first_back.from));
        let shape = self.create_single_exiting_latch(latch_loc, &edges.backs, &edges.exits)?;
        cycle.insert(shape.latch);
        let iteration_values = self.transform_to_reduce_loop(header, shape.exit, &cycle);

        let parent = self.ctx.create_block(&[]);
        let region = self.block_region(header)?;
        self.ctx.insert_block(region, Some(header), parent);
        self.add_arguments_from(parent, header);

        let body = self.ctx.create_region();
        self.ctx.detach_block(header);
        self.ctx.append_block(body, header);
        for &block in &cycle.order {
            if block != shape.latch && block != header {
                self.ctx.detach_block(block);
                self.ctx.append_block(body, block);
            }
        }
        self.ctx.detach_block(shape.latch);
        self.ctx.append_block(body, shape.latch);

        let old_terminator = terminator(self.ctx, shape.latch);
        self.ctx.detach_op(old_terminator);
        let init = self.ctx.block_args(parent);
        let loop_op = self.interface.create_structured_do_while_loop_op(
            self.ctx,
            InsertPoint::Start(parent),
            old_terminator,
            &init,
            shape.condition,
            &iteration_values,
            body,
        )?;
        self.erase_op(old_terminator)?;

        let results = self.ctx.results(loop_op);
        for (old, new) in self.ctx.block_args(shape.exit).into_iter().zip(results) {
            self.ctx.replace_all_uses_with(old, new);
        }
        self.order.replace_block_uses(self.ctx, header, parent);
        splice_ops(self.ctx, shape.exit, parent);
        self.erase_block(shape.exit)?;
        Ok(header)
    }

    /// The region holding `block`.
    fn block_region(&self, block: BlockId) -> Result<crate::RegionId, Diagnostic> {
        self.ctx
            .block_parent_region(block)
            .ok_or_else(|| Diagnostic::error(self.loc, "a block to lift is in no region"))
    }

    /// Routes the back and exit edges of a loop through one new latch
    /// block, which branches back to the header or on to a new exit block
    /// that switches to the original exits (or ends with an unreachable
    /// terminator when there are none).
    fn create_single_exiting_latch(
        &mut self,
        loc: crate::Attribute,
        backs: &[Edge],
        exits: &[Edge],
    ) -> Result<LoopShape, Diagnostic> {
        let destinations: Vec<BlockId> = backs
            .iter()
            .chain(exits)
            .map(|e| e.successor(self.ctx))
            .collect();
        let zero = self.switch_value(0);
        let flag_type = self.ctx.value_type(zero);
        let mux = self.create_multiplexer(loc, &destinations, &[flag_type]);
        let latch = mux.block;
        let exit = self.ctx.create_block(&[]);
        insert_after(self.ctx, latch, exit);
        let header = backs[0].successor(self.ctx);

        for &edge in backs {
            let repeat = self.switch_value(1);
            self.redirect_edge(&mux, edge, &[repeat]);
        }
        for &edge in exits {
            let leave = self.switch_value(0);
            self.redirect_edge(&mux, edge, &[leave]);
        }

        let latch_args = self.ctx.block_args(latch);
        let should_repeat = latch_args[latch_args.len() - 1];
        let header_args = latch_args[..self.ctx.num_block_args(header)].to_vec();
        let branch = self.interface.create_conditional_branch(
            self.ctx,
            loc,
            InsertPoint::Start(latch),
            should_repeat,
            (header, &header_args),
            (exit, &[]),
        );
        self.order.created(self.ctx, branch);

        if exits.is_empty() {
            let unreachable = self.interface.create_unreachable_terminator(
                self.ctx,
                loc,
                InsertPoint::Start(exit),
                self.region,
            )?;
            self.combine_exit(unreachable)?;
        } else {
            self.create_multiplexer_switch(&mux, loc, InsertPoint::Start(exit), Some(header));
        }
        Ok(LoopShape {
            latch,
            condition: should_repeat,
            exit,
        })
    }

    /// Puts a structured loop in reduce form: the exit block takes the
    /// values of the next iteration as arguments, and every value of the
    /// loop used after it reaches those uses through a new argument of
    /// the header, the latch's edges and the exit block. Returns the
    /// values the latch passes to the header.
    fn transform_to_reduce_loop(
        &mut self,
        header: BlockId,
        exit: BlockId,
        loop_blocks: &BlockSet,
    ) -> Vec<Value> {
        let Some(latch_edge) = self.order.predecessors(self.ctx, exit).first().copied() else {
            return Vec::new();
        };
        let latch = latch_edge.from;
        let mut header_index = 0;
        let mut exit_index = 1;
        if (Edge {
            from: latch,
            index: 0,
        })
        .successor(self.ctx)
            != header
        {
            std::mem::swap(&mut header_index, &mut exit_index);
        }
        let exit_edge = Edge {
            from: latch,
            index: exit_index,
        };
        let mut next_iteration = Edge {
            from: latch,
            index: header_index,
        }
        .operands(self.ctx);

        for &value in &next_iteration {
            let ty = self.ctx.value_type(value);
            let loc = value_loc(self.ctx, value);
            let exit_arg = self.ctx.add_block_arg(exit, ty, loc);
            exit_edge.append_operands(self.ctx, &[value]);
            self.replace_uses_outside(value, exit_arg, loop_blocks);
        }

        let latch_args_before = self.ctx.block_args(latch);
        let header_args_before = self.ctx.block_args(header);
        for &block in &loop_blocks.order {
            let mut values = if block == latch {
                latch_args_before.clone()
            } else if block == header {
                header_args_before.clone()
            } else {
                self.ctx.block_args(block)
            };
            for op in self.ctx.block_ops(block) {
                values.extend(self.ctx.results(op));
            }
            for value in values {
                let routed = (header, exit, latch);
                if let Some(argument) = self.route_out_of_loop(value, block, routed, loop_blocks) {
                    next_iteration.push(argument);
                }
            }
        }

        for pred in self.order.predecessors(self.ctx, header) {
            if pred.from == latch {
                continue;
            }
            let passed = pred.operands(self.ctx).len();
            let missing: Vec<Value> = self.ctx.block_args(header)[passed..].to_vec();
            let undefs: Vec<Value> = missing
                .into_iter()
                .map(|arg| {
                    let ty = self.ctx.value_type(arg);
                    self.undef(ty)
                })
                .collect();
            pred.append_operands(self.ctx, &undefs);
        }
        next_iteration
    }

    /// Replaces the uses of `value` outside `loop_blocks` by `new`.
    fn replace_uses_outside(&mut self, value: Value, new: Value, loop_blocks: &BlockSet) {
        for u in self.ctx.uses(value) {
            if !outside(self.ctx, u.op, loop_blocks) {
                continue;
            }
            self.ctx.set_operand(u.op, u.index as usize, new);
        }
    }

    /// Makes the uses of `value` (defined in `block`) outside the loop
    /// use a new argument of the exit block, which the latch passes along
    /// with a new argument of the header; returns what the latch passes to
    /// the header for it, when it is used outside.
    fn route_out_of_loop(
        &mut self,
        value: Value,
        block: BlockId,
        (header, exit, latch): (BlockId, BlockId, BlockId),
        loop_blocks: &BlockSet,
    ) -> Option<Value> {
        let outside_uses: Vec<_> = self
            .ctx
            .uses(value)
            .into_iter()
            .filter(|u| outside(self.ctx, u.op, loop_blocks))
            .collect();
        if outside_uses.is_empty() {
            return None;
        }
        let ty = self.ctx.value_type(value);
        let loc = value_loc(self.ctx, value);
        let exit_arg = self.ctx.add_block_arg(exit, ty, loc);
        self.ctx.add_block_arg(header, ty, loc);

        let mut argument = value;
        let latch_preds = self.order.predecessors(self.ctx, latch);
        // Asked only when needed: a tree asked for is kept, as in MLIR.
        let dominated: Vec<bool> = if self.ctx.value_block(value) == Some(latch) {
            Vec::new()
        } else {
            latch_preds
                .iter()
                .map(|p| self.dominance.dominates(self.ctx, block, p.from))
                .collect()
        };
        if dominated.iter().any(|&d| !d) {
            argument = self.ctx.add_block_arg(latch, ty, loc);
            for (pred, dominates) in latch_preds.into_iter().zip(dominated) {
                let passed = if dominates { value } else { self.undef(ty) };
                pred.append_operands(self.ctx, &[passed]);
            }
        }
        for edge in successor_edges(self.ctx, latch) {
            edge.append_operands(self.ctx, &[argument]);
        }
        for u in outside_uses {
            self.ctx.set_operand(u.op, u.index as usize, exit_arg);
        }
        Some(argument)
    }
}

/// The `i`-th successor of a block, read from its terminator as it is.
fn successor(ctx: &Context) -> impl Fn(BlockId, usize) -> Option<BlockId> + '_ {
    |block, i| {
        ctx.last_op(block)
            .and_then(|op| ctx.successors(op).get(i).copied())
    }
}

/// Whether a component is a cycle: several blocks, or one branching to
/// itself.
fn has_cycle(ctx: &Context, component: &[BlockId]) -> bool {
    match component {
        [block] => ctx
            .last_op(*block)
            .is_some_and(|op| ctx.successors(op).contains(block)),
        _ => true,
    }
}

/// Whether `op` is outside `loop_blocks`: the block of the loop's region
/// holding it, itself or through the ops its block is nested in, is not
/// one of them.
fn outside(ctx: &Context, op: crate::OpId, loop_blocks: &BlockSet) -> bool {
    let region = loop_blocks
        .order
        .first()
        .and_then(|&b| ctx.block_parent_region(b));
    let mut block = ctx.parent_block(op);
    while let Some(b) = block {
        if ctx.block_parent_region(b) == region {
            return !loop_blocks.contains(b);
        }
        block = ctx
            .block_parent_region(b)
            .and_then(|r| ctx.region_parent_op(r))
            .and_then(|parent| ctx.parent_block(parent));
    }
    true
}
