//! `loop-invariant-code-motion` (MLIR's `LoopInvariantCodeMotion` pass)
//! and the hoisting it runs on each loop (MLIR's `moveLoopInvariantCode`,
//! `LoopInvariantCodeMotionUtils.cpp` as LLVM 22 has it).

use crate::interfaces::prelude::mlir::LoopLikeOpInterface;
use crate::interfaces::speculation::is_speculatable;
use crate::ir::WalkOrder;
use crate::pass::{Pass, PassCloner, PassFailure};
use crate::registry::Traits;
use crate::rewrite::effects::{is_memory_effect_free, op_trait};
use crate::{Context, OpId, RegionId, Value, WalkResult};
use std::collections::VecDeque;

/// Hoists the loop-invariant ops of every loop (`LoopLikeOpInterface`)
/// in the op it runs on out of it, innermost loops first, so that what
/// leaves an inner loop may leave the outer one too.
#[derive(Debug, Default)]
pub struct LoopInvariantCodeMotion;

impl Pass for LoopInvariantCodeMotion {
    fn clone_pass(&self) -> Option<PassCloner> {
        Some(Box::new(|| Box::new(LoopInvariantCodeMotion)))
    }

    fn argument(&self) -> &'static str {
        "loop-invariant-code-motion"
    }
    fn description(&self) -> &'static str {
        "Hoist loop invariant instructions outside of the loop"
    }
    fn name(&self) -> &'static str {
        "LoopInvariantCodeMotion"
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let mut loops = Vec::new();
        ctx.walk(op, WalkOrder::PostOrder, &mut |o| loops.push(o));
        for o in loops {
            if let Some(loop_like) = LoopLikeOpInterface::try_from(ctx, o) {
                move_loop_invariant_code(ctx, loop_like);
            }
        }
        Ok(())
    }
}

/// Moves out of `loop_like` (`moveOutOfLoop`) every op of its loop regions
/// that touches no memory, may run speculatively and uses, it and the ops
/// nested in it, only values defined outside the loop or inside itself;
/// the number of ops moved. The ops of each region are tried in order,
/// then, after each move, the users of the moved op in that region.
pub fn move_loop_invariant_code(ctx: &mut Context, loop_like: LoopLikeOpInterface) -> usize {
    let regions = loop_like.get_loop_regions(ctx);
    move_invariant_code_in(
        ctx,
        &regions,
        &|ctx, value, _| loop_like.is_defined_outside_of_loop(ctx, value),
        &|ctx, op, _| is_memory_effect_free(ctx, op) && is_speculatable(ctx, op),
        &mut |ctx, op, _| loop_like.move_out_of_loop(ctx, op),
    )
}

/// The hoisting of [`move_loop_invariant_code`] for any `regions`, with
/// its three questions given: whether a value is defined outside a region,
/// whether an op (whose operands are) may move out of it, and how to move
/// it (MLIR's `moveLoopInvariantCode` taking callbacks).
pub fn move_invariant_code_in(
    ctx: &mut Context,
    regions: &[RegionId],
    is_defined_outside: &dyn Fn(&Context, Value, RegionId) -> bool,
    should_move: &dyn Fn(&Context, OpId, RegionId) -> bool,
    move_out: &mut dyn FnMut(&mut Context, OpId, RegionId),
) -> usize {
    let mut moved = 0;
    for &region in regions {
        let mut worklist: VecDeque<OpId> = ctx.region_op_iter(region).collect();
        while let Some(op) = worklist.pop_front() {
            // Skip the ops moved already.
            if ctx.parent_region(op) != Some(region)
                || !should_move(ctx, op, region)
                || !can_be_hoisted(ctx, op, &|ctx, v| is_defined_outside(ctx, v, region))
            {
                continue;
            }
            move_out(ctx, op, region);
            moved += 1;
            // Its users in the region may be invariant now.
            for result in ctx.results(op) {
                worklist.extend(
                    ctx.use_iter(result)
                        .map(|u| u.op)
                        .filter(|&user| ctx.parent_region(user) == Some(region)),
                );
            }
        }
    }
    moved
}

/// Whether `op` is no terminator and it and the ops nested in it use only
/// values `defined_outside` accepts or that are defined inside `op`.
fn can_be_hoisted(
    ctx: &Context,
    op: OpId,
    defined_outside: &dyn Fn(&Context, Value) -> bool,
) -> bool {
    if op_trait(ctx, op, Traits::TERMINATOR) == Some(true) {
        return false;
    }
    let inside_op = |value: Value| {
        let region = ctx
            .value_block(value)
            .and_then(|b| ctx.block_parent_region(b));
        region
            .and_then(|r| ctx.region_parent_op(r))
            .is_some_and(|p| ctx.is_nested_in(p, op))
    };
    let walk = ctx.walk_until(op, WalkOrder::PreOrder, &mut |child| {
        let invariant = ctx
            .operands(child)
            .into_iter()
            .all(|v| inside_op(v) || defined_outside(ctx, v));
        if invariant {
            WalkResult::Advance
        } else {
            WalkResult::Interrupt
        }
    });
    walk == WalkResult::Advance
}
