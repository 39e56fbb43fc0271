//! The fold of `affine.parallel` (MLIR's `AffineParallelOp::fold`): its
//! lower and upper bound maps composed with the `affine.apply` ops making
//! their operands and canonicalized (`AffineValueMap::canonicalize`).

use super::maps::Shape;
use super::simplify::simplify_map_and_operands;
use crate::affine::AffineParallelOp;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::Context;

/// `affine.parallel`: its bounds simplified in place.
pub(super) fn fold_parallel(ctx: &mut Context, op: AffineParallelOp) -> Option<Vec<FoldResult>> {
    let (lb_map, ub_map) = (op.lower_bounds_map(ctx), op.upper_bounds_map(ctx));
    let mut lb_operands = op.map_operands(ctx);
    let ub_operands = lb_operands.split_off(Shape::of(ctx, lb_map).inputs().min(lb_operands.len()));
    let lb = simplify_map_and_operands(ctx, lb_map, &lb_operands);
    let ub = simplify_map_and_operands(ctx, ub_map, &ub_operands);
    if lb.is_none() && ub.is_none() {
        return None;
    }
    let (lb_map, lb_operands) = lb.unwrap_or((lb_map, lb_operands));
    let (ub_map, ub_operands) = ub.unwrap_or((ub_map, ub_operands));
    let id = op.id();
    for i in (0..ctx.operands(id).len()).rev() {
        ctx.erase_operand(id, i);
    }
    for v in lb_operands.into_iter().chain(ub_operands) {
        ctx.append_operand(id, v);
    }
    op.set_lower_bounds_map_attr(ctx, lb_map);
    op.set_upper_bounds_map_attr(ctx, ub_map);
    Some(ctx.results(id).into_iter().map(FoldResult::Value).collect())
}
