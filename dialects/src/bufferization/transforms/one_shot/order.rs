//! The order One-Shot Analysis decides ops in (MLIR's
//! `AnalysisHeuristic`): the decisions made first win the conflicts, so
//! the order shapes which operands bufferize in place.

use super::analysis::find_ancestor_in_region;
use crate::bufferization::interface::{has_tensor_semantics, Heuristic, State};
use ods_runtime::interfaces::prelude::mlir::RegionBranchTerminatorOpInterface;
use ods_runtime::ods::pred::is_tensor;
use ods_runtime::{Context, OpId, Value, WalkOrder};
use rustc_hash::FxHashSet;

/// The ops under `root` (itself included) with tensor semantics, in the
/// order `heuristic` decides them.
pub(super) fn analysis_order(st: &State<'_>, root: OpId, heuristic: Heuristic) -> Vec<OpId> {
    let ctx = st.ctx;
    if heuristic == Heuristic::BottomUpFromTerminators {
        return from_terminators(st, root);
    }
    let mut ops = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
        if has_tensor_semantics(ctx, op) {
            ops.push(op);
        }
    });
    if heuristic == Heuristic::BottomUp {
        ops.reverse();
    }
    ops
}

/// MLIR's `bottomUpFromTerminatorsHeuristic`: each region terminator
/// (post-order), then the ops its tensors come from, newest link first,
/// within its region; then the other ops, last first.
fn from_terminators(st: &State<'_>, root: OpId) -> Vec<OpId> {
    let ctx = st.ctx;
    let mut terminators = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
        if RegionBranchTerminatorOpInterface::try_from(ctx, op).is_some() {
            terminators.push(op);
        }
    });
    let tensor_result =
        |v: &Value| matches!(v, Value::Result(..)) && is_tensor(ctx, ctx.value_type(*v));
    let mut order = Vec::new();
    let mut seen = FxHashSet::default();
    for terminator in terminators {
        if !seen.insert(terminator) {
            continue;
        }
        order.push(terminator);
        let region = ctx.parent_region(terminator);
        let mut work: Vec<Value> = ctx
            .operands(terminator)
            .into_iter()
            .filter(tensor_result)
            .collect();
        while let Some(value) = work.pop() {
            let Value::Result(def, _) = value else {
                continue;
            };
            if !seen.insert(def) {
                continue;
            }
            // Taken in order even when outside the region, as MLIR does.
            order.push(def);
            if region
                .and_then(|r| find_ancestor_in_region(ctx, r, def))
                .is_none()
            {
                continue;
            }
            for alias in st.aliasing_op_operands(value) {
                let source = ctx.operand(alias.operand.op, alias.operand.index as usize);
                if tensor_result(&source) {
                    work.push(source);
                }
            }
        }
    }
    walk_last_first(ctx, root, &mut |op| {
        if !seen.contains(&op) && has_tensor_semantics(ctx, op) {
            order.push(op);
        }
    });
    order
}

/// A post-order walk over regions, blocks and ops from the last to the
/// first (MLIR's `walk<PostOrder, ReverseIterator>`): an op's nested ops
/// still come before it.
fn walk_last_first(ctx: &Context, op: OpId, f: &mut dyn FnMut(OpId)) {
    for &region in ctx.regions(op).iter().rev() {
        for &block in ctx.blocks(region).iter().rev() {
            let mut cur = ctx.last_op(block);
            while let Some(o) = cur {
                cur = ctx.prev_op(o);
                walk_last_first(ctx, o, f);
            }
        }
    }
    f(op);
}
