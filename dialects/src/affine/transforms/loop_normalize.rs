//! `affine-loop-normalize` (MLIR's `AffineLoopNormalize.cpp`, with
//! `normalizeAffineFor` and `normalizeAffineParallel` of `Affine/Utils`):
//! loops run from 0 by steps of 1, their bodies computing the old
//! induction variables with an `affine.apply`; loops of one iteration
//! are replaced by their bodies, unless `promote-single-iter=false`.

use super::loop_utils::{padded_lower_bound, promote_if_single_iteration};
use super::{AffineLoopNormalize, AffineLoopNormalizeOptions, AffineLoopNormalizeStatistics};
use crate::affine::hooks::{
    group_sizes, map_results, set_for_bounds, set_parallel_bounds, single_constant, Shape,
};
use crate::affine::{AffineApplyOp, AffineForOp, AffineParallelOp, AffineValueMap};
use ods_runtime::ods::convert::{i64_array_attr, index, index_attr};
use ods_runtime::ods::op::{set_prop, Op};
use ods_runtime::pass::PassFailure;
use ods_runtime::Value;
use ods_runtime::{
    AffineExpr, AttrKind, Attribute, Builder, Context, InsertPoint, OpId, WalkOrder,
};

/// The implementation of `affine-loop-normalize`.
#[derive(Debug, Default)]
pub struct LoopNormalize;

impl AffineLoopNormalize for LoopNormalize {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &AffineLoopNormalizeOptions,
        _: &mut AffineLoopNormalizeStatistics,
    ) -> Result<(), PassFailure> {
        // Inner loops first, as MLIR's post-order walk; normalizing a loop
        // erases at most that loop.
        let mut loops = Vec::new();
        ctx.walk(op, WalkOrder::PostOrder, &mut |inner| loops.push(inner));
        for inner in loops {
            if let Some(parallel) = AffineParallelOp::cast(ctx, inner) {
                normalize_affine_parallel(ctx, parallel);
            } else if let Some(for_op) = AffineForOp::cast(ctx, inner) {
                normalize_affine_for(ctx, for_op, options.promote_single_iter);
            }
        }
        Ok(())
    }
}

/// `map` of `dims` dimensions and `symbols` symbols.
fn map(ctx: &mut Context, dims: usize, symbols: usize, results: Vec<AffineExpr>) -> Attribute {
    ctx.attr(AttrKind::AffineMap {
        dims: dims as u32,
        symbols: symbols as u32,
        results: results.into(),
    })
}

/// Replaces every use of `iv` but in `apply` by the result of `apply`.
fn replace_iv(ctx: &mut Context, iv: Value, apply: AffineApplyOp) {
    let new = apply.result0(ctx);
    for u in ctx.uses(iv) {
        if u.op != apply.id() {
            ctx.set_operand(u.op, u.index as usize, new);
        }
    }
}

/// `affine.apply` of `value_map` at the start of `body`, after what the
/// normalization put there already (`at`).
fn create_apply(
    ctx: &mut Context,
    at: InsertPoint,
    loc: Attribute,
    value_map: &AffineValueMap,
) -> AffineApplyOp {
    let ty = index(ctx);
    let mut b = Builder::at(ctx, at);
    AffineApplyOp::create(&mut b, loc, ty, value_map.map, &value_map.operands)
}

/// Normalizes `op` to run from 0 by steps of 1 (MLIR's
/// `normalizeAffineFor`), or promotes its body when it runs once and
/// `promote_single_iter`. A lower bound of several results (`max`) is
/// left as it is. Whether the loop is normalized.
pub fn normalize_affine_for(ctx: &mut Context, op: AffineForOp, promote_single_iter: bool) -> bool {
    if promote_single_iter && promote_if_single_iteration(ctx, op) {
        return true;
    }
    let step = op.step(ctx);
    if single_constant(ctx, op.lower_bound_map(ctx)) == Some(0) && step == 1 {
        return true;
    }
    let Some(padded_lb) = padded_lower_bound(ctx, op) else {
        return false;
    };
    let id = op.id();
    let loc = ctx.op_loc(id);
    let lb = AffineValueMap::new(op.lower_bound_map(ctx), op.lower_bound_operands(ctx));
    let ub = AffineValueMap::new(op.upper_bound_map(ctx), op.upper_bound_operands(ctx));
    let mut span = AffineValueMap::difference(ctx, &ub, &padded_lb);
    span.canonicalize(ctx);
    let shape = Shape::of(ctx, span.map);
    let scaled: Vec<AffineExpr> = span
        .results(ctx)
        .iter()
        .map(|e| e.clone().ceil_div(AffineExpr::Constant(step)))
        .collect();
    let new_ub = map(ctx, shape.dims, shape.symbols, scaled);
    let zero = map(ctx, 0, 0, vec![AffineExpr::Constant(0)]);
    set_for_bounds(ctx, op, (zero, Vec::new()), (new_ub, span.operands));
    let one = index_attr(ctx, 1);
    set_prop(ctx, id, "step", Some(one));
    // The old induction variable: `lb + iv * step`.
    let iv = op.induction_var(ctx);
    let scale = map(
        ctx,
        1,
        0,
        vec![-AffineExpr::Dim(0) * AffineExpr::Constant(step)],
    );
    let scaled_iv = AffineValueMap::new(scale, vec![iv]);
    let mut old_iv = AffineValueMap::difference(ctx, &lb, &scaled_iv);
    old_iv.canonicalize(ctx);
    let body = op.body(ctx);
    let apply = create_apply(ctx, InsertPoint::Start(body), loc, &old_iv);
    replace_iv(ctx, iv, apply);
    true
}

/// Normalizes `op` to run from 0 by steps of 1 in each dimension (MLIR's
/// `normalizeAffineParallel`); bounds with `max` or `min` stay as they
/// are.
pub fn normalize_affine_parallel(ctx: &mut Context, op: AffineParallelOp) {
    let (lb_groups, ub_groups) = (op.lower_bounds_groups(ctx), op.upper_bounds_groups(ctx));
    let min_max = group_sizes(ctx, lb_groups)
        .into_iter()
        .chain(group_sizes(ctx, ub_groups))
        .any(|size| size != 1);
    if min_max {
        return;
    }
    let lb_map = op.lower_bounds_map(ctx);
    let steps = op.steps(ctx);
    let lb_results = map_results(ctx, lb_map).to_vec();
    let normalized = steps
        .iter()
        .zip(&lb_results)
        .all(|(&step, lb)| step == 1 && *lb == AffineExpr::Constant(0));
    if normalized {
        return;
    }
    let lb_shape = Shape::of(ctx, lb_map);
    let operands = ctx.operands(op.id());
    let (lb_operands, ub_operands) = operands.split_at(lb_shape.inputs().min(operands.len()));
    let lb = AffineValueMap::new(lb_map, lb_operands.to_vec());
    let ub = AffineValueMap::new(op.upper_bounds_map(ctx), ub_operands.to_vec());
    let ranges = AffineValueMap::difference(ctx, &ub, &lb);
    let range_results = ranges.results(ctx).to_vec();
    let Some(&body) = ctx.blocks(op.region(ctx)).first() else {
        return;
    };
    let loc = ctx.op_loc(op.id());
    let ivs = ctx.block_args(body);
    let mut at = InsertPoint::Start(body);
    let mut ub_exprs = Vec::with_capacity(steps.len());
    for (i, &step) in steps.iter().enumerate() {
        ub_exprs.push(
            range_results[i]
                .clone()
                .ceil_div(AffineExpr::Constant(step)),
        );
        // The old induction variable: `lb + iv * step`, the new one a
        // dimension after the lower bound's.
        let dims = lb_shape.dims;
        let expr =
            lb_results[i].clone() + AffineExpr::Dim(dims as u32) * AffineExpr::Constant(step);
        let iv_map = map(ctx, dims + 1, lb_shape.symbols, vec![expr]);
        let mut apply_operands = lb_operands[..dims].to_vec();
        apply_operands.push(ivs[i]);
        apply_operands.extend_from_slice(&lb_operands[dims..]);
        let apply = create_apply(ctx, at, loc, &AffineValueMap::new(iv_map, apply_operands));
        at = InsertPoint::After(apply.id());
        replace_iv(ctx, ivs[i], apply);
    }
    let ones = i64_array_attr(ctx, &vec![1; steps.len()]);
    set_prop(ctx, op.id(), "steps", Some(ones));
    let zeros = map(ctx, 0, 0, vec![AffineExpr::Constant(0); steps.len()]);
    let range_shape = Shape::of(ctx, ranges.map);
    let new_ub = map(ctx, range_shape.dims, range_shape.symbols, ub_exprs);
    set_parallel_bounds(ctx, op, (zeros, Vec::new()), (new_ub, ranges.operands));
}
