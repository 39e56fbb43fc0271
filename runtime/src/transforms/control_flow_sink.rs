//! `control-flow-sink` (MLIR's `ControlFlowSink` pass) and the sinking it
//! runs (MLIR's `controlFlowSink` and `getSinglyExecutedRegionsToSink`,
//! `ControlFlowSinkUtils.cpp` as LLVM 22 has it).

use crate::interfaces::prelude::mlir::RegionBranchOpInterface;
use crate::ir::{InsertPoint, WalkOrder};
use crate::matchers::{m_constant, match_value};
use crate::pass::{Pass, PassCloner, PassFailure, Statistic};
use crate::rewrite::effects::is_memory_effect_free;
use crate::{Context, OpId, RegionId};

/// Moves the ops that touch no memory and whose results are used only in
/// one region of a `RegionBranchOpInterface` op run at most once into
/// that region, so that the paths that do not need them do not compute
/// them. Its statistic is MLIR's: the count of the last op it sank into
/// (`num-sunk`).
#[derive(Debug)]
pub struct ControlFlowSink {
    num_sunk: Statistic,
}

impl Default for ControlFlowSink {
    fn default() -> ControlFlowSink {
        ControlFlowSink {
            num_sunk: Statistic::new("num-sunk", "Number of operations sunk"),
        }
    }
}

impl Pass for ControlFlowSink {
    fn clone_pass(&self) -> Option<PassCloner> {
        Some(Box::new(|| Box::new(ControlFlowSink::default())))
    }

    fn argument(&self) -> &'static str {
        "control-flow-sink"
    }
    fn description(&self) -> &'static str {
        "Sink operations into conditional blocks"
    }
    fn name(&self) -> &'static str {
        "ControlFlowSink"
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![&self.num_sunk]
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let mut ops = Vec::new();
        ctx.walk(op, WalkOrder::PostOrder, &mut |o| ops.push(o));
        for o in ops {
            let Some(branch) = RegionBranchOpInterface::try_from(ctx, o) else {
                continue;
            };
            let regions = singly_executed_regions(ctx, branch);
            let sunk = control_flow_sink(
                ctx,
                &regions,
                &is_memory_effect_free,
                &mut |ctx, op, region| {
                    // The start of the entry block dominates every use.
                    let entry = ctx.blocks(region)[0];
                    ctx.move_op(op, InsertPoint::Start(entry));
                },
            );
            self.num_sunk.set(sunk as u64);
        }
        Ok(())
    }
}

/// The regions of `branch` that run at most once each time it runs, as
/// its `getRegionInvocationBounds` tells given its constant operands
/// (MLIR's `getSinglyExecutedRegionsToSink`).
pub fn singly_executed_regions(
    ctx: &mut Context,
    branch: RegionBranchOpInterface,
) -> Vec<RegionId> {
    let op = branch.id();
    let constants: Vec<_> = ctx
        .operands(op)
        .into_iter()
        .map(|v| match_value(ctx, v, m_constant()))
        .collect();
    let bounds = branch.get_region_invocation_bounds(ctx, op, &constants);
    ctx.regions(op)
        .iter()
        .zip(bounds)
        .filter(|(_, b)| b.upper.is_some_and(|u| u <= 1))
        .map(|(&r, _)| r)
        .collect()
}

/// Sinks into each of `regions` (not empty) the ops defined outside it
/// whose results are used only inside it (at any depth: the entry block
/// dominates every block of its region) and that `should_move` accepts,
/// by `move_into`; then the ops the sunk ones use, in turn. The number of
/// ops sunk (MLIR's `controlFlowSink`).
pub fn control_flow_sink(
    ctx: &mut Context,
    regions: &[RegionId],
    should_move: &dyn Fn(&Context, OpId) -> bool,
    move_into: &mut dyn FnMut(&mut Context, OpId, RegionId),
) -> usize {
    let mut sunk = 0;
    for &region in regions {
        if ctx.blocks(region).is_empty() {
            continue;
        }
        // The ops of the region, the last first; a sunk op goes on top.
        let mut stack: Vec<OpId> = ctx.region_op_iter(region).collect();
        while let Some(user) = stack.pop() {
            for value in ctx.operands(user) {
                let Some(op) = ctx.defining_op(value) else {
                    continue;
                };
                if ctx.parent_region(op) == Some(region)
                    || !all_users_in(ctx, op, region)
                    || !should_move(ctx, op)
                {
                    continue;
                }
                move_into(ctx, op, region);
                sunk += 1;
                stack.push(op);
            }
        }
    }
    sunk
}

/// Whether every user of a result of `op` is in `region`, at any depth.
fn all_users_in(ctx: &Context, op: OpId, region: RegionId) -> bool {
    ctx.results(op).into_iter().all(|result| {
        ctx.use_iter(result).all(|u| {
            let mut cur = Some(u.op);
            while let Some(o) = cur {
                if ctx.parent_region(o) == Some(region) {
                    return true;
                }
                cur = ctx.parent_op(o);
            }
            false
        })
    })
}
