//! Replacing the bounds of the loops, maps and operands together (MLIR's
//! `AffineForOp::setLowerBound`/`setUpperBound` and
//! `AffineParallelOp::setLowerBounds`/`setUpperBounds`).

use crate::affine::{AffineForOp, AffineParallelOp};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{set_prop, Op};
use ods_runtime::{Attribute, Context, OpId, Value};

/// Replaces the operands of `op` by `operands`.
fn set_operands(ctx: &mut Context, op: OpId, operands: impl IntoIterator<Item = Value>) {
    for i in (0..ctx.operands(op).len()).rev() {
        ctx.erase_operand(op, i);
    }
    for v in operands {
        ctx.append_operand(op, v);
    }
}

/// Sets the bounds of `op` to `lb` and `ub` (maps and their operands),
/// keeping its inits.
pub(crate) fn set_for_bounds(
    ctx: &mut Context,
    op: AffineForOp,
    lb: (Attribute, Vec<Value>),
    ub: (Attribute, Vec<Value>),
) {
    let inits = op.inits(ctx);
    let id = op.id();
    let sizes = [lb.1.len(), ub.1.len(), inits.len()].map(|n| n as i32);
    set_operands(ctx, id, lb.1.into_iter().chain(ub.1).chain(inits));
    let sizes = convert::dense_i32_array(ctx, &sizes);
    set_prop(ctx, id, "operandSegmentSizes", Some(sizes));
    op.set_lower_bound_map_attr(ctx, lb.0);
    op.set_upper_bound_map_attr(ctx, ub.0);
}

/// Sets the bounds of `op` to `lb` and `ub` (maps of as many results as
/// the groups of the bounds, and their operands).
pub(crate) fn set_parallel_bounds(
    ctx: &mut Context,
    op: AffineParallelOp,
    lb: (Attribute, Vec<Value>),
    ub: (Attribute, Vec<Value>),
) {
    let id = op.id();
    set_operands(ctx, id, lb.1.into_iter().chain(ub.1));
    set_prop(ctx, id, "lowerBoundsMap", Some(lb.0));
    set_prop(ctx, id, "upperBoundsMap", Some(ub.0));
}
