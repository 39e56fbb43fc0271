//! The first conditional branch of a single-entry single-exit region
//! lifted to a structured op: each successor's edge, when it dominates the
//! successor, takes the blocks it dominates as the region of the op; the
//! blocks where the regions meet again (the continuation) follow the op
//! in the entry block.

use super::edges::{successor_edges, terminator, Edge};
use super::{splice_ops, Lifter};
use crate::diag::Diagnostic;
use crate::ir::builder::InsertPoint;
use crate::{BlockId, RegionId, Value};
use rustc_hash::FxHashSet;

/// Where the edges out of the branch regions lead.
enum Continuation {
    /// One block all branch regions flow to.
    Block(BlockId),
    /// None: each region ends with a different kind of return-like op.
    None,
    /// The regions were made to flow to one new block first: lift again.
    Rerouted,
}

impl Lifter<'_> {
    /// Lifts the branch ending `region_entry`; returns the entries of the
    /// regions left to lift (the entry itself again when it continues).
    pub(super) fn transform_to_structured_branches(
        &mut self,
        region_entry: BlockId,
    ) -> Result<Vec<BlockId>, Diagnostic> {
        let successors: Vec<BlockId> = successor_edges(self.ctx, region_entry)
            .into_iter()
            .map(|e| e.successor(self.ctx))
            .collect();
        match successors[..] {
            [] => return Ok(Vec::new()),
            [successor] => {
                self.merge_single_successor(region_entry, successor)?;
                return Ok(vec![region_entry]);
            }
            _ => {}
        }
        let branch_regions = self.branch_regions(region_entry, &successors);
        let continuation = match self.find_continuation(region_entry, &branch_regions) {
            Continuation::Block(block) => block,
            Continuation::None => return Ok(successors),
            Continuation::Rerouted => return Ok(vec![region_entry]),
        };
        self.create_structured_branch(region_entry, branch_regions, continuation)
    }

    /// Merges the only successor of `region_entry` into it.
    fn merge_single_successor(
        &mut self,
        region_entry: BlockId,
        successor: BlockId,
    ) -> Result<(), Diagnostic> {
        let operands = Edge {
            from: region_entry,
            index: 0,
        }
        .operands(self.ctx);
        for (old, new) in self.ctx.block_args(successor).into_iter().zip(operands) {
            self.ctx.replace_all_uses_with(old, new);
        }
        let branch = terminator(self.ctx, region_entry);
        self.erase_op(branch)?;
        splice_ops(self.ctx, successor, region_entry);
        self.erase_block(successor)
    }

    /// For each successor of `region_entry`, the blocks its edge dominates
    /// (none when the entry is not its only predecessor), in pre-order of
    /// the dominator tree.
    fn branch_regions(
        &mut self,
        region_entry: BlockId,
        successors: &[BlockId],
    ) -> Vec<Vec<BlockId>> {
        successors
            .iter()
            .map(|&successor| {
                let preds = self.order.predecessors(self.ctx, successor);
                if preds.len() != 1 || preds[0].from != region_entry {
                    return Vec::new();
                }
                self.dominance.dominated(self.ctx, successor)
            })
            .collect()
    }

    /// The continuation of the branch regions, making one when several
    /// blocks or a return-like op follow them.
    fn find_continuation(
        &mut self,
        region_entry: BlockId,
        branch_regions: &[Vec<BlockId>],
    ) -> Continuation {
        let mut not_continuation: FxHashSet<BlockId> = FxHashSet::default();
        not_continuation.insert(region_entry);
        not_continuation.extend(branch_regions.iter().flatten().copied());

        let mut edges = Vec::new();
        let mut post_dominates_all = true;
        let mut no_continuation_edge = true;
        for (entry_edge, region) in successor_edges(self.ctx, region_entry)
            .into_iter()
            .zip(branch_regions)
        {
            if region.is_empty() {
                edges.push(entry_edge);
                no_continuation_edge = false;
                continue;
            }
            for &block in region {
                if successor_edges(self.ctx, block).is_empty() {
                    post_dominates_all = false;
                    edges.extend(self.order.predecessors(self.ctx, block));
                    continue;
                }
                for edge in successor_edges(self.ctx, block) {
                    if !not_continuation.contains(&edge.successor(self.ctx)) {
                        edges.push(edge);
                        no_continuation_edge = false;
                    }
                }
            }
        }
        if no_continuation_edge {
            return Continuation::None;
        }
        let first = edges[0].successor(self.ctx);
        let single = edges.iter().all(|e| e.successor(self.ctx) == first);
        if single && post_dominates_all {
            return Continuation::Block(first);
        }
        let loc = self.ctx.op_loc(terminator(self.ctx, edges[0].from));
        let continuation = self.create_single_entry_block(loc, &edges);
        if post_dominates_all {
            return Continuation::Block(continuation);
        }
        // The entry's edges and dominance changed: the region is lifted
        // again with a fresh tree.
        if let Some(region) = self.ctx.block_parent_region(region_entry) {
            self.dominance.invalidate(region);
        }
        Continuation::Rerouted
    }

    /// Moves each branch region into a region of a new structured op
    /// replacing the branch, with terminators returning what the edges to
    /// the continuation passed, and merges the continuation into the
    /// entry block after it.
    fn create_structured_branch(
        &mut self,
        region_entry: BlockId,
        branch_regions: Vec<Vec<BlockId>>,
        continuation: BlockId,
    ) -> Result<Vec<BlockId>, Diagnostic> {
        let mut sub_regions = Vec::new();
        let mut empty_blocks: Vec<(BlockId, Vec<Value>)> = Vec::new();
        let mut regions: Vec<RegionId> = Vec::new();
        let entry_edges = successor_edges(self.ctx, region_entry);
        for (blocks, entry_edge) in branch_regions.into_iter().zip(entry_edges) {
            let region = self.ctx.create_region();
            regions.push(region);
            if blocks.is_empty() {
                let block = self.ctx.create_block(&[]);
                empty_blocks.push((block, entry_edge.operands(self.ctx)));
                self.ctx.append_block(region, block);
                continue;
            }
            self.create_single_exit_region(&blocks, continuation, &mut empty_blocks, region);
            let entry = self.ctx.blocks(region)[0];
            let passed = entry_edge.operands(self.ctx);
            for (old, new) in self.ctx.block_args(entry).into_iter().zip(passed) {
                self.ctx.replace_all_uses_with(old, new);
            }
            self.ctx.erase_block_args(entry, |_| true);
            sub_regions.push(entry);
        }

        let branch = terminator(self.ctx, region_entry);
        let result_types = self.ctx.value_types(self.ctx.block_args(continuation));
        let structured = self.interface.create_structured_branch_region_op(
            self.ctx,
            InsertPoint::Before(branch),
            branch,
            &result_types,
            &regions,
        )?;
        self.erase_op(branch)?;

        let loc = self.ctx.op_loc(structured);
        for (block, values) in empty_blocks {
            self.interface
                .create_structured_branch_region_terminator_op(
                    self.ctx,
                    loc,
                    InsertPoint::End(block),
                    structured,
                    None,
                    &values,
                )?;
        }
        for user in self.continuation_users(structured, continuation) {
            let block = self.ctx.parent_block(user);
            let values =
                block.map_or_else(Vec::new, |from| Edge { from, index: 0 }.operands(self.ctx));
            let user_loc = self.ctx.op_loc(user);
            self.interface
                .create_structured_branch_region_terminator_op(
                    self.ctx,
                    user_loc,
                    InsertPoint::Before(user),
                    structured,
                    Some(user),
                    &values,
                )?;
            self.erase_op(user)?;
        }

        let results = self.ctx.results(structured);
        for (old, new) in self.ctx.block_args(continuation).into_iter().zip(results) {
            self.ctx.replace_all_uses_with(old, new);
        }
        splice_ops(self.ctx, continuation, region_entry);
        self.erase_block(continuation)?;
        sub_regions.push(region_entry);
        Ok(sub_regions)
    }

    /// Moves the blocks of a branch region into `region`, giving it one
    /// exit: when several edges lead to the continuation, a new empty
    /// block they lead to instead, whose terminator is made later.
    fn create_single_exit_region(
        &mut self,
        blocks: &[BlockId],
        continuation: BlockId,
        empty_blocks: &mut Vec<(BlockId, Vec<Value>)>,
        region: RegionId,
    ) {
        let mut single_exit: Option<BlockId> = None;
        let mut first_edge: Option<Edge> = None;
        for &block in blocks {
            for edge in successor_edges(self.ctx, block) {
                if edge.successor(self.ctx) != continuation {
                    continue;
                }
                let Some(previous) = first_edge else {
                    first_edge = Some(edge);
                    continue;
                };
                let exit = match single_exit {
                    Some(exit) => exit,
                    None => {
                        let exit = self.ctx.create_block(&[]);
                        self.add_arguments_from(exit, continuation);
                        self.order.set_successor(self.ctx, previous, exit);
                        empty_blocks.push((exit, self.ctx.block_args(exit)));
                        single_exit = Some(exit);
                        exit
                    }
                };
                self.order.set_successor(self.ctx, edge, exit);
            }
            self.ctx.detach_block(block);
            self.ctx.append_block(region, block);
        }
        if let Some(exit) = single_exit {
            self.ctx.append_block(region, exit);
        }
    }

    /// The branches to `continuation` in the regions of `structured`.
    fn continuation_users(
        &self,
        structured: crate::OpId,
        continuation: BlockId,
    ) -> Vec<crate::OpId> {
        let mut users = Vec::new();
        for &region in self.ctx.regions(structured) {
            for &block in self.ctx.blocks(region) {
                if let Some(op) = self.ctx.last_op(block) {
                    if self.ctx.successors(op).contains(&continuation) {
                        users.push(op);
                    }
                }
            }
        }
        users
    }
}
