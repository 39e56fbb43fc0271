//! The reductions of `affine.parallel`: the value each starts from and the
//! op that combines two values (MLIR's `arith::getIdentityValue` and
//! `arith::getReductionOp`), for the kinds MLIR supports there.

use crate::arith::{
    AddFOp, AddIOp, AndIOp, AtomicRMWKind, ConstantOp, MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp,
    MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, OrIOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert::{float_attr, integer_attr};
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Type, TypeKind, Value};

/// An `arith.constant` of type `ty` holding the identity of `kind`, or
/// `None` (with MLIR's error) for a kind without one.
pub(super) fn identity_value(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    kind: AtomicRMWKind,
    ty: Type,
) -> Option<Value> {
    let width = match rw.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    let ctx = rw.context();
    let int = |ctx: &mut _, value: i128| integer_attr(ctx, ty, value);
    let attr = match kind {
        AtomicRMWKind::Addf => float_attr(ctx, ty, 0.0),
        AtomicRMWKind::Mulf => float_attr(ctx, ty, 1.0),
        AtomicRMWKind::Maximumf => float_attr(ctx, ty, f64::NEG_INFINITY),
        AtomicRMWKind::Minimumf => float_attr(ctx, ty, f64::INFINITY),
        AtomicRMWKind::Maxnumf | AtomicRMWKind::Minnumf => float_attr(ctx, ty, f64::NAN),
        AtomicRMWKind::Addi | AtomicRMWKind::Maxu | AtomicRMWKind::Ori | AtomicRMWKind::Xori => {
            int(ctx, 0)
        }
        AtomicRMWKind::Muli => int(ctx, 1),
        AtomicRMWKind::Andi | AtomicRMWKind::Minu => int(ctx, -1),
        AtomicRMWKind::Maxs => int(ctx, -(1i128 << (width? - 1))),
        AtomicRMWKind::Mins => int(ctx, (1i128 << (width? - 1)) - 1),
        AtomicRMWKind::Assign => {
            rw.emit(Diagnostic::error(
                loc,
                "Reduction operation type not supported",
            ));
            return None;
        }
    };
    Some(ConstantOp::create(rw, loc, ty, attr).result(rw))
}

/// The op that combines `lhs` and `rhs` by `kind`, or `None` (with MLIR's
/// error) for a kind without one.
pub(super) fn reduction_op(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    kind: AtomicRMWKind,
    lhs: Value,
    rhs: Value,
) -> Option<Value> {
    let ty = rw.value_type(lhs);
    let op = match kind {
        AtomicRMWKind::Addf => AddFOp::create(rw, loc, ty, lhs, rhs, None).id(),
        AtomicRMWKind::Addi => AddIOp::create(rw, loc, ty, lhs, rhs, None).id(),
        AtomicRMWKind::Mulf => MulFOp::create(rw, loc, ty, lhs, rhs, None).id(),
        AtomicRMWKind::Muli => MulIOp::create(rw, loc, ty, lhs, rhs, None).id(),
        AtomicRMWKind::Maximumf => MaximumFOp::create(rw, loc, ty, lhs, rhs, None).id(),
        AtomicRMWKind::Minimumf => MinimumFOp::create(rw, loc, ty, lhs, rhs, None).id(),
        AtomicRMWKind::Maxnumf => MaxNumFOp::create(rw, loc, ty, lhs, rhs, None).id(),
        AtomicRMWKind::Minnumf => MinNumFOp::create(rw, loc, ty, lhs, rhs, None).id(),
        AtomicRMWKind::Maxs => MaxSIOp::create(rw, loc, ty, lhs, rhs).id(),
        AtomicRMWKind::Mins => MinSIOp::create(rw, loc, ty, lhs, rhs).id(),
        AtomicRMWKind::Maxu => MaxUIOp::create(rw, loc, ty, lhs, rhs).id(),
        AtomicRMWKind::Minu => MinUIOp::create(rw, loc, ty, lhs, rhs).id(),
        AtomicRMWKind::Ori => OrIOp::create(rw, loc, ty, lhs, rhs).id(),
        AtomicRMWKind::Andi => AndIOp::create(rw, loc, ty, lhs, rhs).id(),
        AtomicRMWKind::Assign | AtomicRMWKind::Xori => {
            rw.emit(Diagnostic::error(
                loc,
                "Reduction operation type not supported",
            ));
            return None;
        }
    };
    Some(rw.result(op, 0))
}
