//! The SCC-based inlining driver (MLIR's `Inliner::doInlining` in
//! `Inliner.cpp`): the call graph's components bottom-up, each simplified
//! by its pipeline and inlined into until nothing changes or the
//! iteration limit, then the callables proven dead erased.

use super::call_graph::{calls_nested_symbol, CallGraph, NodeId};
use super::inline_call::inline_call;
use super::use_list::UseList;
use crate::interfaces::prelude::mlir::CallOpInterface;
use crate::pass::{PassFailure, PipelineExecutor};
use crate::registry::Traits;
use crate::{BlockId, Context, OpId, RegionId};

/// A call whose callee is a node of the graph.
#[derive(Clone, Copy, Debug)]
struct ResolvedCall {
    call: OpId,
    source: NodeId,
    target: NodeId,
}

/// What the driver asks of the pass: the simplification of a callable,
/// and whether a call is worth inlining.
pub(super) trait InlinerHooks {
    /// Runs the callable's pipeline on `callable` with `executor`.
    fn optimize(
        &mut self,
        ctx: &mut Context,
        callable: OpId,
        executor: &mut dyn PipelineExecutor,
    ) -> Result<(), PassFailure>;
    /// Whether inlining `callee` into `caller` pays.
    fn is_profitable(&self, ctx: &Context, caller: RegionId, callee: RegionId) -> bool;
    /// The most simplify-and-inline rounds per component.
    fn max_iterations(&self) -> u32;
}

/// Collects the calls in `blocks` (of `source`'s callable) to nodes of
/// the graph; the calls in nested callables too when `nested`, each
/// attributed to its own node (MLIR's `collectCallOps`).
fn collect_calls(
    ctx: &Context,
    blocks: &[BlockId],
    source: NodeId,
    cg: &CallGraph,
    nested: bool,
    calls: &mut Vec<ResolvedCall>,
) {
    let mut worklist: Vec<(BlockId, NodeId)> = blocks.iter().map(|&b| (b, source)).collect();
    while let Some((block, source)) = worklist.pop() {
        for op in ctx.block_op_iter(block) {
            if CallOpInterface::try_from(ctx, op).is_some() {
                if calls_nested_symbol(ctx, op) {
                    continue;
                }
                let target = cg.resolve_callable(ctx, op);
                if !cg.is_external(target) {
                    calls.push(ResolvedCall {
                        call: op,
                        source,
                        target,
                    });
                }
                continue;
            }
            for &region in ctx.regions(op) {
                let node = cg.lookup_node(region);
                if nested || node.is_none() {
                    let owner = node.unwrap_or(source);
                    worklist.extend(ctx.blocks(region).iter().map(|&b| (b, owner)));
                }
            }
        }
    }
}

/// Whether `region` is `ancestor` or nested in it.
fn region_within(ctx: &Context, mut region: RegionId, ancestor: RegionId) -> bool {
    loop {
        if region == ancestor {
            return true;
        }
        match ctx
            .region_parent_op(region)
            .and_then(|op| ctx.parent_region(op))
        {
            Some(parent) => region = parent,
            None => return false,
        }
    }
}

/// Whether `op`'s traits include `t`, or might for an unregistered op.
fn might_have_trait(ctx: &Context, op: OpId, t: Traits) -> bool {
    ctx.registry
        .traits(ctx.op_name(op))
        .is_none_or(|traits| traits.contains(t))
}

/// One run of the inliner over the callables of an op.
pub(super) struct Driver<'h> {
    cg: CallGraph,
    uses: UseList,
    hooks: &'h mut dyn InlinerHooks,
    executor: &'h mut dyn PipelineExecutor,
    /// The calls being considered in the current component.
    calls: Vec<ResolvedCall>,
    /// Callables to erase at the end.
    dead: Vec<NodeId>,
    /// The nodes taken out of the current component.
    removed: Vec<NodeId>,
}

impl<'h> Driver<'h> {
    /// Inlines in the callables of `op`, a symbol table, over its call
    /// graph from the executor's analyses.
    pub(super) fn run(
        ctx: &mut Context,
        op: OpId,
        hooks: &'h mut dyn InlinerHooks,
        executor: &'h mut dyn PipelineExecutor,
    ) -> Result<(), PassFailure> {
        let cg = executor.analysis_manager().take::<CallGraph>(ctx, op);
        let uses = UseList::new(ctx, op, &cg);
        let mut driver = Driver {
            cg,
            uses,
            hooks,
            executor,
            calls: Vec::new(),
            dead: Vec::new(),
            removed: Vec::new(),
        };
        // As MLIR, the next component is found before this one changes,
        // and the nodes taken out of it are forgotten: one an edge leads
        // to later is visited again.
        let mut sccs = driver.cg.scc_iterator();
        let mut next = sccs.next_scc(driver.cg.children());
        while let Some(mut scc) = next {
            next = sccs.next_scc(driver.cg.children());
            driver.inline_scc(ctx, &mut scc)?;
            for node in driver.removed.drain(..) {
                sccs.forget(node);
            }
        }
        for node in std::mem::take(&mut driver.dead) {
            // A callable nested in one erased before is gone with it.
            if let Some(callable) = driver.cg.callable_op(ctx, node) {
                ctx.erase_op_with_uses(callable);
            }
        }
        Ok(())
    }

    /// Simplifies and inlines in `scc` until no call is inlined or the
    /// iteration limit.
    fn inline_scc(&mut self, ctx: &mut Context, scc: &mut Vec<NodeId>) -> Result<(), PassFailure> {
        let mut iterations = 0;
        loop {
            self.optimize_scc(ctx, scc)?;
            if !self.inline_calls_in_scc(ctx, scc) {
                break;
            }
            iterations += 1;
            if iterations >= self.hooks.max_iterations() {
                break;
            }
        }
        Ok(())
    }

    /// Runs the pipelines on the isolated callables of `scc` without
    /// nested callables, then counts their uses again.
    fn optimize_scc(&mut self, ctx: &mut Context, scc: &[NodeId]) -> Result<(), PassFailure> {
        let mut visited = Vec::new();
        for &node in scc {
            if self.cg.is_external(node) || self.cg.has_children(node) {
                continue;
            }
            let Some(callable) = self.cg.callable_op(ctx, node) else {
                continue;
            };
            let isolated = ctx
                .registry
                .traits(ctx.op_name(callable))
                .is_some_and(|t| t.contains(Traits::ISOLATED_FROM_ABOVE));
            if isolated {
                visited.push((node, callable));
            }
        }
        for &(_, callable) in &visited {
            self.hooks.optimize(ctx, callable, &mut *self.executor)?;
        }
        for (node, _) in visited {
            self.uses.recompute_uses(ctx, node, &self.cg);
        }
        Ok(())
    }

    /// Inlines the calls made in `scc` that may and should be; returns
    /// whether any was.
    fn inline_calls_in_scc(&mut self, ctx: &mut Context, scc: &mut Vec<NodeId>) -> bool {
        let mut dead: Vec<NodeId> = Vec::new();
        for &node in scc.iter() {
            if self.cg.is_external(node) {
                continue;
            }
            if self.uses.is_dead(ctx, node, &self.cg) {
                if !dead.contains(&node) {
                    dead.push(node);
                }
            } else if let Some(region) = self.cg.callable_region(ctx, node) {
                let blocks = ctx.blocks(region).to_vec();
                collect_calls(ctx, &blocks, node, &self.cg, false, &mut self.calls);
            }
        }

        // Which callee's inlining brought each call in, to stop at
        // recursion: (callee, the entry that brought the call inlined).
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; self.calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < self.calls.len() {
            let it = self.calls[i];
            let history_id = call_history[i];
            i += 1;
            if dead.contains(&it.source) || !ctx.is_live(it.call) {
                continue;
            }
            let in_history = std::iter::successors(history_id, |&h| history[h].1)
                .any(|h| history[h].0 == it.target);
            if in_history || !self.should_inline(ctx, it) {
                continue;
            }
            let (Some(target_region), Some(callable)) = (
                self.cg.callable_region(ctx, it.target),
                self.cg.callable_op(ctx, it.target),
            ) else {
                continue;
            };
            let in_place = self
                .uses
                .has_one_use_and_discardable(ctx, it.target, &self.cg);
            let cg = &self.cg;
            let calls = &mut self.calls;
            let mut collect = |ctx: &Context, blocks: &[BlockId]| {
                // The nearest callable around the new blocks owns them.
                let mut region = blocks.first().and_then(|&b| ctx.block_parent_region(b));
                while let Some(r) = region {
                    if let Some(node) = cg.lookup_node(r) {
                        collect_calls(ctx, blocks, node, cg, true, calls);
                        return;
                    }
                    region = ctx.region_parent_op(r).and_then(|op| ctx.parent_region(op));
                }
            };
            if !inline_call(
                ctx,
                it.call,
                callable,
                target_region,
                !in_place,
                &mut collect,
            ) {
                continue;
            }
            inlined_any = true;
            history.push((it.target, history_id));
            call_history.resize(self.calls.len(), Some(history.len() - 1));

            self.uses.drop_call_uses(ctx, it.source, it.call, &self.cg);
            self.uses.merge_uses_after_inlining(it.target, it.source);
            ctx.erase_op_with_uses(it.call);
            if in_place {
                self.uses.erase_node(it.target, &self.cg);
                if !dead.contains(&it.target) {
                    dead.push(it.target);
                }
            }
        }
        for node in dead {
            if let Some(i) = scc.iter().position(|&n| n == node) {
                scc.remove(i);
                self.removed.push(node);
            }
            if !self.dead.contains(&node) {
                self.dead.push(node);
            }
        }
        self.calls.clear();
        inlined_any
    }

    /// Whether `it` should be inlined (MLIR's `Inliner::Impl::shouldInline`).
    fn should_inline(&self, ctx: &Context, it: ResolvedCall) -> bool {
        let call = it.call;
        if ctx
            .registry
            .traits(ctx.op_name(call))
            .is_some_and(|t| t.contains(Traits::TERMINATOR))
        {
            return false;
        }
        // No recursion: not a callee that calls itself or its caller.
        if self
            .cg
            .edges(it.target)
            .iter()
            .any(|&(n, _)| n == it.target || n == it.source)
        {
            return false;
        }
        let (Some(callee), Some(caller)) = (
            self.cg.callable_region(ctx, it.target),
            self.cg.callable_region(ctx, it.source),
        ) else {
            return false;
        };
        let Some(call_region) = ctx.parent_region(call) else {
            return false;
        };
        if region_within(ctx, call_region, callee) {
            return false;
        }
        // Several blocks go only where several blocks may be.
        if ctx.blocks(callee).len() >= 2 {
            let call_parent = ctx.parent_op(call);
            let same_kind = ctx.region_parent_op(callee).map(|op| ctx.op_name(op))
                == call_parent.map(|op| ctx.op_name(op));
            let single_block =
                call_parent.is_some_and(|p| might_have_trait(ctx, p, Traits::SINGLE_BLOCK));
            if !same_kind && single_block {
                return false;
            }
        }
        self.hooks.is_profitable(ctx, caller, callee)
    }
}

/// The number of ops in `region`, nested ones included.
pub(super) fn count_ops(ctx: &Context, region: RegionId) -> usize {
    let mut count = 0;
    for op in ctx.region_op_iter(region) {
        ctx.walk(op, crate::ir::WalkOrder::PreOrder, &mut |_| count += 1);
    }
    count
}
