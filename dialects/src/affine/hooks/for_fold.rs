//! The fold and canonicalization of `affine.for` (MLIR's
//! `AffineForOp::fold` and `AffineForEmptyLoopFolder`): bounds of
//! constants become constants, bound maps are composed and canonicalized
//! with their operands, a loop that never runs yields its inits, and an
//! empty loop yields what its `affine.yield` forwards. (MLIR 22 folds
//! empty loops in the folder; `affine.for` has no canonicalization
//! patterns.)

use super::bounds::simplify_min_or_max;
use super::fold::partial_constant_fold;
use super::maps::{affine_map, results, single_constant};
use super::set_bounds::set_for_bounds;
use super::simplify::simplify_map_and_operands;
use crate::affine::{AffineForOp, AffineForOpAdaptor};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::{AffineExpr, Attribute, Context, Value};

/// The number of iterations of a loop of constant bounds and positive
/// step (MLIR's `getTrivialConstantTripCount`).
pub(super) fn trip_count(ctx: &Context, op: AffineForOp) -> Option<u64> {
    let step = op.step(ctx);
    let lb = single_constant(ctx, op.lower_bound_map(ctx))?;
    let ub = single_constant(ctx, op.upper_bound_map(ctx))?;
    if step <= 0 {
        return None;
    }
    let span = ub.wrapping_sub(lb);
    Some(if span <= 0 {
        0
    } else {
        (span.wrapping_add(step - 1) / step) as u64
    })
}

/// A bound map whose results all fold with `constants` to the constant
/// map of their greatest (`lower`) or least value (`foldLoopBounds`).
fn fold_bound(
    ctx: &mut Context,
    map: Attribute,
    constants: &[Option<Attribute>],
    lower: bool,
) -> Option<Attribute> {
    if single_constant(ctx, map).is_some() {
        return None;
    }
    let values = partial_constant_fold(ctx, map, constants).1?;
    let value = if lower {
        values.into_iter().max()
    } else {
        values.into_iter().min()
    }?;
    Some(affine_map(ctx, 0, 0, vec![AffineExpr::Constant(value)]))
}

/// The results of a bound map without those that never decide the bound
/// (see `bounds::simplify_min_or_max`).
fn drop_redundant(ctx: &mut Context, map: Attribute, operands: &[Value], lower: bool) -> Attribute {
    let shape = super::maps::Shape::of(ctx, map);
    let kept = simplify_min_or_max(ctx, results(ctx, map), shape.dims, operands, lower);
    affine_map(ctx, shape.dims, shape.symbols, kept)
}

/// A bound map composed and canonicalized with its operands, results that
/// never decide it and repeated ones dropped (MLIR's
/// `canonicalizeLoopBounds`, which drops the redundant results of the
/// lower bound after composing it, of the upper bound before).
fn canonicalize_bound(
    ctx: &mut Context,
    map: Attribute,
    operands: Vec<Value>,
    lower: bool,
) -> (Attribute, Vec<Value>) {
    // A constant bound (`0 to 64`) is canonical already.
    if operands.is_empty() && single_constant(ctx, map).is_some() {
        return (map, operands);
    }
    let map = if lower {
        map
    } else {
        drop_redundant(ctx, map, &operands, lower)
    };
    let (map, operands) = simplify_map_and_operands(ctx, map, &operands).unwrap_or((map, operands));
    let map = if lower {
        drop_redundant(ctx, map, &operands, lower)
    } else {
        map
    };
    let mut unique: Vec<AffineExpr> = Vec::new();
    for e in results(ctx, map) {
        if !unique.contains(e) {
            unique.push(e.clone());
        }
    }
    let shape = super::maps::Shape::of(ctx, map);
    (affine_map(ctx, shape.dims, shape.symbols, unique), operands)
}

/// `affine.for`: its bounds folded and canonicalized in place; the inits
/// when it never runs and has results.
pub(super) fn fold_for(
    ctx: &mut Context,
    op: AffineForOp,
    adaptor: &AffineForOpAdaptor<Option<Attribute>>,
) -> Option<Vec<FoldResult>> {
    let (old_lb, old_ub) = (op.lower_bound_map(ctx), op.upper_bound_map(ctx));
    let mut lb = (old_lb, op.lower_bound_operands(ctx));
    let mut ub = (old_ub, op.upper_bound_operands(ctx));
    if let Some(map) = fold_bound(ctx, old_lb, adaptor.lower_bound_operands(), true) {
        lb = (map, Vec::new());
    }
    if let Some(map) = fold_bound(ctx, old_ub, adaptor.upper_bound_operands(), false) {
        ub = (map, Vec::new());
    }
    let mut lb = canonicalize_bound(ctx, lb.0, lb.1, true);
    let mut ub = canonicalize_bound(ctx, ub.0, ub.1, false);
    // As MLIR, a bound whose map stays keeps its operands.
    if lb.0 == old_lb {
        lb.1 = op.lower_bound_operands(ctx);
    }
    if ub.0 == old_ub {
        ub.1 = op.upper_bound_operands(ctx);
    }
    let changed = lb.0 != old_lb || ub.0 != old_ub;
    if changed {
        set_for_bounds(ctx, op, lb, ub);
    }
    let id = op.id();
    if ctx.num_results(id) != 0 {
        if trip_count(ctx, op) == Some(0) {
            return Some(op.inits(ctx).into_iter().map(FoldResult::Value).collect());
        }
        if let Some(values) = fold_empty_loop(ctx, op) {
            return Some(values);
        }
    }
    changed.then(|| ctx.results(id).into_iter().map(FoldResult::Value).collect())
}

/// A loop of only its `affine.yield` folds to the values it yields on
/// exit, when they are known: the values from outside, the inits its
/// iter_args forward (in place, or out of place for one iteration).
fn fold_empty_loop(ctx: &mut Context, op: AffineForOp) -> Option<Vec<FoldResult>> {
    let mut ops = ctx.block_op_iter(op.body(ctx));
    let (Some(terminator), None) = (ops.next(), ops.next()) else {
        return None;
    };
    let inits = op.inits(ctx);
    let trip_count = trip_count(ctx, op);
    let (iv, iter_args) = (op.induction_var(ctx), op.region_iter_args(ctx));
    let mut replacements = Vec::new();
    let (mut outside, mut out_of_order) = (false, false);
    for (i, v) in ctx.operands(terminator).into_iter().enumerate() {
        // MLIR 22 does not compute the induction variable's last value.
        if v == iv {
            return None;
        }
        match iter_args.iter().position(|&a| a == v) {
            Some(pos) => {
                out_of_order |= pos != i;
                replacements.push(FoldResult::Value(inits[pos]));
            }
            None => {
                outside = true;
                replacements.push(FoldResult::Value(v));
            }
        }
    }
    match trip_count {
        None if outside || out_of_order => None,
        Some(n) if n >= 2 && out_of_order => None,
        _ => Some(replacements),
    }
}
