//! Additions, subtractions, multiplications and bitwise ops on wide
//! integers, done on the halves (MLIR's `ConvertAddI`, `ConvertSubI`,
//! `ConvertMulI` and `ConvertBitwiseBinary`).

use super::halves::{construct_result_vector, extract_last_dim_halves, reduce_innermost_dim};
use super::{unsupported, AnyEmulation, Emulation, Typed, WideIntEmulationConverter};
use crate::arith::{
    AddIOp, AddUIExtendedOp, AndIOp, CmpIOp, CmpIPredicate, ExtUIOp, MulIOp, MulUIExtendedOp,
    OrIOp, SubIOp, XOrIOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Value};
use std::marker::PhantomData;

/// Adds this file's emulations.
pub(super) fn populate(add: &mut impl FnMut(Box<dyn AnyEmulation>)) {
    add(Box::new(Typed(ConvertAddI)));
    add(Box::new(Typed(ConvertMulI)));
    add(Box::new(Typed(ConvertSubI)));
    add(Box::new(Typed(ConvertBitwiseBinary::<AndIOp>::new(
        |rw, loc, a, b| Ok(AndIOp::create_inferred(rw, loc, a, b)?.result(rw)),
    ))));
    add(Box::new(Typed(ConvertBitwiseBinary::<OrIOp>::new(
        |rw, loc, a, b| Ok(OrIOp::create_inferred(rw, loc, a, b)?.result(rw)),
    ))));
    add(Box::new(Typed(ConvertBitwiseBinary::<XOrIOp>::new(
        |rw, loc, a, b| Ok(XOrIOp::create_inferred(rw, loc, a, b)?.result(rw)),
    ))));
}

/// Creates a binary op on two values of one type.
type BinaryFn = fn(&mut ConversionPatternRewriter<'_>, Attribute, Value, Value) -> IrResult<Value>;

/// `lhs + rhs` with the low halves' carry added to the high halves.
struct ConvertAddI;

impl Emulation for ConvertAddI {
    type Op = AddIOp;
    fn rewrite(
        &self,
        op: AddIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.result(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), ty) else {
            return unsupported(rw, op.id(), ty);
        };
        let half_ty = reduce_innermost_dim(rw.context(), new_ty);
        let (lhs0, lhs1) = extract_last_dim_halves(rw, loc, operands[0])?;
        let (rhs0, rhs1) = extract_last_dim_halves(rw, loc, operands[1])?;
        let low_sum = AddUIExtendedOp::create_lhs_rhs(rw, loc, lhs0, rhs0);
        let (sum, overflow) = (low_sum.sum(rw), low_sum.overflow(rw));
        let carry = ExtUIOp::create(rw, loc, half_ty, overflow).out(rw);
        let high0 = AddIOp::create_inferred(rw, loc, carry, lhs1, None)?.result(rw);
        let high = AddIOp::create_inferred(rw, loc, high0, rhs1, None)?.result(rw);
        let result = construct_result_vector(rw, loc, new_ty, &[sum, high])?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// `lhs - rhs` with the low halves' borrow (`lhs0 < rhs0`) taken from
/// the high halves.
struct ConvertSubI;

impl Emulation for ConvertSubI {
    type Op = SubIOp;
    fn rewrite(
        &self,
        op: SubIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.result(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), ty) else {
            return unsupported(rw, op.id(), ty);
        };
        let half_ty = reduce_innermost_dim(rw.context(), new_ty);
        let (lhs0, lhs1) = extract_last_dim_halves(rw, loc, operands[0])?;
        let (rhs0, rhs1) = extract_last_dim_halves(rw, loc, operands[1])?;
        let low = SubIOp::create_inferred(rw, loc, lhs0, rhs0, None)?.result(rw);
        let borrow = CmpIOp::create_inferred(rw, loc, CmpIPredicate::Ult, lhs0, rhs0)?.result(rw);
        let borrow = ExtUIOp::create(rw, loc, half_ty, borrow).out(rw);
        let high0 = SubIOp::create_inferred(rw, loc, lhs1, borrow, None)?.result(rw);
        let high = SubIOp::create_inferred(rw, loc, high0, rhs1, None)?.result(rw);
        let result = construct_result_vector(rw, loc, new_ty, &[low, high])?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// `lhs * rhs` by long multiplication, the top `2N` bits of the `4N`-bit
/// product left out: `lhs0 * rhs0` in full, plus the low halves of
/// `lhs0 * rhs1` and `lhs1 * rhs0` added to its high half.
struct ConvertMulI;

impl Emulation for ConvertMulI {
    type Op = MulIOp;
    fn rewrite(
        &self,
        op: MulIOp,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.result(rw));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), ty) else {
            return unsupported(rw, op.id(), ty);
        };
        let (lhs0, lhs1) = extract_last_dim_halves(rw, loc, operands[0])?;
        let (rhs0, rhs1) = extract_last_dim_halves(rw, loc, operands[1])?;
        let low_low = MulUIExtendedOp::create_inferred(rw, loc, lhs0, rhs0)?;
        let low_high = MulIOp::create_inferred(rw, loc, lhs0, rhs1, None)?.result(rw);
        let high_low = MulIOp::create_inferred(rw, loc, lhs1, rhs0, None)?.result(rw);
        let (low, carry) = (low_low.low(rw), low_low.high(rw));
        let high = AddIOp::create_inferred(rw, loc, carry, low_high, None)?.result(rw);
        let high = AddIOp::create_inferred(rw, loc, high, high_low, None)?.result(rw);
        let result = construct_result_vector(rw, loc, new_ty, &[low, high])?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// A bitwise op `O` (`andi`, `ori`, `xori`) done on each half.
struct ConvertBitwiseBinary<O> {
    create: BinaryFn,
    op: PhantomData<O>,
}

impl<O> ConvertBitwiseBinary<O> {
    fn new(create: BinaryFn) -> Self {
        ConvertBitwiseBinary {
            create,
            op: PhantomData,
        }
    }
}

impl<O: Op + 'static> Emulation for ConvertBitwiseBinary<O> {
    type Op = O;
    fn rewrite(
        &self,
        op: O,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = rw.op_loc(op.id());
        let ty = rw.value_type(rw.result(op.id(), 0));
        let Some(new_ty) = converter.convert_to_vector(rw.context(), ty) else {
            return unsupported(rw, op.id(), ty);
        };
        // The operands are `lhs` and `rhs`.
        let (lhs0, lhs1) = extract_last_dim_halves(rw, loc, operands[0])?;
        let (rhs0, rhs1) = extract_last_dim_halves(rw, loc, operands[1])?;
        let low = (self.create)(rw, loc, lhs0, rhs0)?;
        let high = (self.create)(rw, loc, lhs1, rhs1)?;
        let result = construct_result_vector(rw, loc, new_ty, &[low, high])?;
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}
