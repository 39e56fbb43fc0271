//! What the loop transformations share (MLIR's `LoopUtils.cpp` and
//! `LoopAnalysis.cpp`): a loop's constant trip count, and a loop of one
//! iteration replaced by its body.

use crate::affine::hooks::{map_results, single_constant, Shape};
use crate::affine::{AffineApplyOp, AffineForOp, AffineValueMap};
use crate::arith::ConstantOp;
use ods_runtime::interfaces::prelude::mlir::FunctionOpInterface;
use ods_runtime::ods::convert::{index, index_attr};
use ods_runtime::ods::op::Op;
use ods_runtime::{AffineExpr, AttrKind, Builder, Context, InsertPoint, Value};

/// The lower bound of `op` repeated once per result of its upper bound,
/// with its operands: what the differences of the bounds subtract.
pub(super) fn padded_lower_bound(ctx: &mut Context, op: AffineForOp) -> Option<AffineValueMap> {
    let (lb, ub) = (op.lower_bound_map(ctx), op.upper_bound_map(ctx));
    let AttrKind::AffineMap {
        dims,
        symbols,
        results,
    } = ctx.attr_kind(lb).clone()
    else {
        return None;
    };
    let [first] = results.as_ref() else {
        return None;
    };
    let count = Shape::of(ctx, ub).results;
    let padded = vec![first.clone(); count];
    let map = ctx.attr(AttrKind::AffineMap {
        dims,
        symbols,
        results: padded.into(),
    });
    Some(AffineValueMap::new(map, op.lower_bound_operands(ctx)))
}

/// The number of iterations of `op` when its bounds make it constant: the
/// least of its upper bounds less its one lower bound, divided by the
/// step rounding up (MLIR's `getConstantTripCount`).
pub(super) fn constant_trip_count(ctx: &mut Context, op: AffineForOp) -> Option<u64> {
    let step = op.step(ctx);
    let (lb, ub) = (op.lower_bound_map(ctx), op.upper_bound_map(ctx));
    if let (Some(lb), Some(ub)) = (single_constant(ctx, lb), single_constant(ctx, ub)) {
        let span = ub.saturating_sub(lb).max(0);
        return Some((span as u64).div_ceil(step as u64));
    }
    let lower = padded_lower_bound(ctx, op)?;
    let upper = AffineValueMap::new(ub, op.upper_bound_operands(ctx));
    let span = AffineValueMap::difference(ctx, &upper, &lower);
    span.results(ctx)
        .iter()
        .map(|e| match e.clone().ceil_div(AffineExpr::Constant(step)) {
            // A negative count wraps, as MLIR's `uint64_t` conversion does.
            AffineExpr::Constant(c) => Some(c as u64),
            _ => None,
        })
        .try_fold(u64::MAX, |least, count| Some(least.min(count?)))
}

/// Replaces `op`, a loop of one iteration with one lower bound, by its
/// body: the induction variable becomes the lower bound (a constant at the
/// start of the enclosing function), the iteration arguments their inits
/// and the results what the body yields (MLIR's
/// `promoteIfSingleIteration`). Whether it did.
pub(crate) fn promote_if_single_iteration(ctx: &mut Context, op: AffineForOp) -> bool {
    if constant_trip_count(ctx, op) != Some(1) {
        return false;
    }
    let lb_map = op.lower_bound_map(ctx);
    let lb_shape = Shape::of(ctx, lb_map);
    if lb_shape.results != 1 {
        return false;
    }
    let (id, loc, iv) = (op.id(), ctx.op_loc(op.id()), op.induction_var(ctx));
    if ctx.has_uses(iv) {
        let lb = if let Some(value) = single_constant(ctx, lb_map) {
            let point = match enclosing_function_entry(ctx, id) {
                Some(block) => InsertPoint::Start(block),
                None => InsertPoint::Before(id),
            };
            let (ty, attr) = (index(ctx), index_attr(ctx, value));
            ConstantOp::create(&mut Builder::at(ctx, point), loc, ty, attr).result(ctx)
        } else {
            let operands = op.lower_bound_operands(ctx);
            let identity = AffineExpr::Dim(0);
            let is_identity = lb_shape.dims == 1
                && lb_shape.symbols == 0
                && map_results(ctx, lb_map) == [identity];
            if is_identity {
                operands[0]
            } else {
                let ty = index(ctx);
                let mut b = Builder::before(ctx, id);
                AffineApplyOp::create(&mut b, loc, ty, lb_map, &operands).result0(ctx)
            }
        };
        ctx.replace_all_uses_with(iv, lb);
    }
    for (arg, init) in op.region_iter_args(ctx).into_iter().zip(op.inits(ctx)) {
        ctx.replace_all_uses_with(arg, init);
    }
    let body = op.body(ctx);
    let ops = ctx.block_ops(body);
    let Some((&terminator, rest)) = ops.split_last() else {
        return false;
    };
    let yielded: Vec<Value> = ctx.operands(terminator);
    for (result, value) in ctx.results(id).into_iter().zip(yielded) {
        ctx.replace_all_uses_with(result, value);
    }
    for &inner in rest {
        ctx.move_op(inner, InsertPoint::Before(id));
    }
    ctx.erase_op(id)
        .expect("the loop's results are replaced by what it yields");
    true
}

/// The entry block of the function around `op`, if any.
fn enclosing_function_entry(ctx: &Context, op: ods_runtime::OpId) -> Option<ods_runtime::BlockId> {
    let mut parent = ctx.parent_op(op);
    while let Some(p) = parent {
        if FunctionOpInterface::try_from(ctx, p).is_some() {
            let body = ods_runtime::interfaces::function::function_body(ctx, p)?;
            return ctx.blocks(body).first().copied();
        }
        parent = ctx.parent_op(p);
    }
    None
}
