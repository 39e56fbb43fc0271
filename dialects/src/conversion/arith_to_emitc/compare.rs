//! Comparisons: `arith.cmpi` as `emitc.cmp` in the signedness of its
//! predicate, `arith.cmpf` as `emitc.cmp` combined with NaN checks, since
//! C's comparisons of floats are neither ordered nor unordered (MLIR's
//! `CmpIOpConversion`, `CmpFOpConversion`).

use super::super::lowering::Lowering;
use super::signedness::{cast_to, constant, is_integral, with_signedness};
use crate::arith::{CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate};
use crate::emitc::{self, CmpPredicate};
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, TypeKind, Value};

pub(super) struct CmpILowering;

impl Lowering<CmpIOp, ()> for CmpILowering {
    fn lower(
        &self,
        op: CmpIOp,
        operands: &[Value],
        _: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(operands[0]);
        if !is_integral(rw, ty) {
            return rw.notify_match_failure(
                op.id(),
                "expected integer or size_t/ssize_t/ptrdiff_t type",
            );
        }
        use CmpIPredicate as I;
        let (unsigned, predicate) = match op.predicate(rw) {
            I::Eq => (false, CmpPredicate::Eq),
            I::Ne => (false, CmpPredicate::Ne),
            I::Slt => (false, CmpPredicate::Lt),
            I::Sle => (false, CmpPredicate::Le),
            I::Sgt => (false, CmpPredicate::Gt),
            I::Sge => (false, CmpPredicate::Ge),
            I::Ult => (true, CmpPredicate::Lt),
            I::Ule => (true, CmpPredicate::Le),
            I::Ugt => (true, CmpPredicate::Gt),
            I::Uge => (true, CmpPredicate::Ge),
        };
        let arithmetic = with_signedness(rw.context(), ty, unsigned);
        let lhs = cast_to(rw, operands[0], arithmetic);
        let rhs = cast_to(rw, operands[1], arithmetic);
        let result_type = rw.value_type(op.result(rw));
        let loc = op.loc(rw);
        let cmp = emitc::CmpOp::create(rw, loc, result_type, predicate, lhs, rhs);
        let result = rw.result(cmp.id(), 0);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

pub(super) struct CmpFLowering;

/// What an `arith.cmpf` predicate asks of C.
enum FloatComparison {
    /// A constant.
    Always(bool),
    /// Whether neither operand is NaN (`true`) or either is (`false`).
    Ordered(bool),
    /// The C comparison, true also when unordered (`true`) or only when
    /// ordered (`false`).
    Compare(CmpPredicate, bool),
}

impl Lowering<CmpFOp, ()> for CmpFLowering {
    fn lower(
        &self,
        op: CmpFOp,
        operands: &[Value],
        _: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let (lhs, rhs) = (operands[0], operands[1]);
        let rhs_type = rw.value_type(rhs);
        if !matches!(rw.type_kind(rhs_type), TypeKind::Float(_)) {
            return rw.notify_match_failure(
                op.id(),
                "cmpf currently only supported on floats, not tensors/vectors thereof",
            );
        }
        use CmpFPredicate as F;
        use FloatComparison::*;
        let comparison = match op.predicate(rw) {
            F::AlwaysFalse => Always(false),
            F::AlwaysTrue => Always(true),
            F::ORD => Ordered(true),
            F::UNO => Ordered(false),
            F::OEQ => Compare(CmpPredicate::Eq, false),
            F::OGT => Compare(CmpPredicate::Gt, false),
            F::OGE => Compare(CmpPredicate::Ge, false),
            F::OLT => Compare(CmpPredicate::Lt, false),
            F::OLE => Compare(CmpPredicate::Le, false),
            F::ONE => Compare(CmpPredicate::Ne, false),
            F::UEQ => Compare(CmpPredicate::Eq, true),
            F::UGT => Compare(CmpPredicate::Gt, true),
            F::UGE => Compare(CmpPredicate::Ge, true),
            F::ULT => Compare(CmpPredicate::Lt, true),
            F::ULE => Compare(CmpPredicate::Le, true),
            F::UNE => Compare(CmpPredicate::Ne, true),
        };
        let loc = op.loc(rw);
        let i1 = rw.context().i1_type();
        let result = match comparison {
            Always(value) => {
                let value = convert::bool_attr(rw.context(), value);
                constant(rw, loc, i1, value)
            }
            Ordered(ordered) => nan_check(rw, loc, ordered, lhs, rhs),
            Compare(predicate, unordered) => {
                let result_type = rw.value_type(op.result(rw));
                let cmp = emitc::CmpOp::create(rw, loc, result_type, predicate, lhs, rhs);
                let cmp = rw.result(cmp.id(), 0);
                let check = nan_check(rw, loc, !unordered, lhs, rhs);
                logical(rw, loc, unordered, result_type, check, cmp)
            }
        };
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// Whether neither of `lhs` and `rhs` is NaN (`ordered`), or either is:
/// a value is NaN exactly when it compares unequal to itself.
fn nan_check(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ordered: bool,
    lhs: Value,
    rhs: Value,
) -> Value {
    let i1 = rw.context().i1_type();
    let predicate = if ordered {
        CmpPredicate::Eq
    } else {
        CmpPredicate::Ne
    };
    let mut self_compare = |v| {
        let cmp = emitc::CmpOp::create(rw, loc, i1, predicate, v, v);
        rw.result(cmp.id(), 0)
    };
    let (first, second) = (self_compare(lhs), self_compare(rhs));
    logical(rw, loc, !ordered, i1, first, second)
}

/// `emitc.logical_or` (`or`) or `emitc.logical_and` of `lhs` and `rhs`.
fn logical(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    or: bool,
    ty: ods_runtime::Type,
    lhs: Value,
    rhs: Value,
) -> Value {
    let op = if or {
        emitc::LogicalOrOp::create(rw, loc, ty, lhs, rhs).id()
    } else {
        emitc::LogicalAndOp::create(rw, loc, ty, lhs, rhs).id()
    };
    rw.result(op, 0)
}
