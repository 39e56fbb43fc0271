//! Comparisons, selects, minima and maxima of wide integers (MLIR's
//! `ConvertCmpI`, `ConvertSelect` and `ConvertMaxMin`).

use super::halves::{
    append_x1_dim, construct_result_vector, drop_trailing_x1_dim, extract_last_dim_halves,
};
use super::{unsupported, AnyEmulation, Emulation, Typed, WideIntEmulationConverter};
use crate::arith::{
    AndIOp, CmpIOp, CmpIPredicate, MaxSIOp, MaxUIOp, MinSIOp, MinUIOp, OrIOp, SelectOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};
use std::marker::PhantomData;

/// Adds this file's emulations.
pub(super) fn populate(add: &mut impl FnMut(Box<dyn AnyEmulation>)) {
    add(Box::new(Typed(ConvertCmpI)));
    add(Box::new(Typed(ConvertSelect)));
    add(Box::new(Typed(ConvertMaxMin::<MaxUIOp>::new(
        CmpIPredicate::Ugt,
    ))));
    add(Box::new(Typed(ConvertMaxMin::<MaxSIOp>::new(
        CmpIPredicate::Sgt,
    ))));
    add(Box::new(Typed(ConvertMaxMin::<MinUIOp>::new(
        CmpIPredicate::Ult,
    ))));
    add(Box::new(Typed(ConvertMaxMin::<MinSIOp>::new(
        CmpIPredicate::Slt,
    ))));
}

/// The unsigned twin of a signed ordering predicate; others as they are.
fn to_unsigned_predicate(predicate: CmpIPredicate) -> CmpIPredicate {
    match predicate {
        CmpIPredicate::Sge => CmpIPredicate::Uge,
        CmpIPredicate::Sgt => CmpIPredicate::Ugt,
        CmpIPredicate::Sle => CmpIPredicate::Ule,
        CmpIPredicate::Slt => CmpIPredicate::Ult,
        other => other,
    }
}

/// A comparison of the halves: both equal for `eq`, either different
/// for `ne`; for an ordering, the high halves decide unless they are
/// equal, then the low halves (compared unsigned) do.
struct ConvertCmpI;

impl Emulation for ConvertCmpI {
    type Op = CmpIOp;
    fn rewrite(
        &self,
        op: CmpIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.lhs(rw));
        if converter.convert_to_vector(rw.context(), ty).is_none() {
            return unsupported(rw, op.id(), ty);
        }
        let high_predicate = op.predicate(rw);
        let low_predicate = to_unsigned_predicate(high_predicate);
        let (lhs0, lhs1) = extract_last_dim_halves(rw, loc, operands[0])?;
        let (rhs0, rhs1) = extract_last_dim_halves(rw, loc, operands[1])?;
        let low = CmpIOp::create_inferred(rw, loc, low_predicate, lhs0, rhs0)?.result(rw);
        let high = CmpIOp::create_inferred(rw, loc, high_predicate, lhs1, rhs1)?.result(rw);
        let result = match high_predicate {
            CmpIPredicate::Eq => AndIOp::create_inferred(rw, loc, low, high)?.result(rw),
            CmpIPredicate::Ne => OrIOp::create_inferred(rw, loc, low, high)?.result(rw),
            _ => {
                let high_eq = CmpIOp::create_inferred(rw, loc, CmpIPredicate::Eq, lhs1, rhs1)?;
                let high_eq = high_eq.result(rw);
                SelectOp::create_inferred(rw, loc, high_eq, low, high)?.result(rw)
            }
        };
        let result = drop_trailing_x1_dim(rw, loc, result);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// A select of each half, the condition given a trailing dimension of
/// one when it is a vector.
struct ConvertSelect;

impl Emulation for ConvertSelect {
    type Op = SelectOp;
    fn rewrite(
        &self,
        op: SelectOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.result(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), ty) else {
            return unsupported(rw, op.id(), ty);
        };
        // The operands are the condition, the true and the false value.
        let (true0, true1) = extract_last_dim_halves(rw, loc, operands[1])?;
        let (false0, false1) = extract_last_dim_halves(rw, loc, operands[2])?;
        let condition = append_x1_dim(rw, loc, operands[0]);
        let low = SelectOp::create_inferred(rw, loc, condition, true0, false0)?.result(rw);
        let high = SelectOp::create_inferred(rw, loc, condition, true1, false1)?.result(rw);
        let result = construct_result_vector(rw, loc, new_ty, &[low, high])?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// A minimum or maximum `O` as a select of the original operands by
/// their comparison with `predicate`, which the comparison and select
/// emulations then convert.
struct ConvertMaxMin<O> {
    predicate: CmpIPredicate,
    op: PhantomData<O>,
}

impl<O> ConvertMaxMin<O> {
    fn new(predicate: CmpIPredicate) -> Self {
        ConvertMaxMin {
            predicate,
            op: PhantomData,
        }
    }
}

impl<O: Op + 'static> Emulation for ConvertMaxMin<O> {
    type Op = O;
    fn rewrite(
        &self,
        op: O,
        _: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = rw.op_loc(op.id());
        let ty = rw.value_type(rw.result(op.id(), 0));
        if converter.convert_to_vector(rw.context(), ty).is_none() {
            return unsupported(rw, op.id(), ty);
        }
        // The original operands, `lhs` and `rhs`.
        let (lhs, rhs) = (rw.operand(op.id(), 0), rw.operand(op.id(), 1));
        let cmp = CmpIOp::create_inferred(rw, loc, self.predicate, lhs, rhs)?.result(rw);
        let result = SelectOp::create_inferred(rw, loc, cmp, lhs, rhs)?.result(rw);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}
