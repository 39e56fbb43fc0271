//! Binary arith ops as the emitc operator `E` of the same meaning,
//! computed in unsigned types where C's signed semantics would differ.

use super::super::lowering::Lowering;
use super::signedness::{
    cast_to, converted_result, emitc_op, is_i1, with_signedness, wrapping_result,
};
use crate::arith::overflow_flags;
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Signedness, Type, TypeKind, Value};

/// `E` computed in `arithmetic` on `operands` cast to it, its result cast
/// back to `ty`, in place of `op`.
fn through_type<E: Op>(
    rw: &mut ConversionPatternRewriter<'_>,
    op: impl Op,
    operands: &[Value],
    arithmetic: Type,
    ty: Type,
) -> IrResult<bool> {
    let adapted: Vec<Value> = operands
        .iter()
        .map(|&v| cast_to(rw, v, arithmetic))
        .collect();
    let loc = op.loc(rw);
    let result = emitc_op::<E>(rw, loc, arithmetic, &adapted);
    let result = cast_to(rw, result, ty);
    rw.replace_op(op.id(), &[result])?;
    Ok(true)
}

/// The op as `E` on the same operands (MLIR's `ArithOpConversion`), for
/// the float ops and the signed divisions, which mean the same in C.
pub(super) struct Elementwise;

impl<A: Op, E: Op> Lowering<A, E> for Elementwise {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(ty) = converted_result(rw, converter, op) else {
            return rw.notify_match_failure(op.id(), "converting result type failed");
        };
        let loc = op.loc(rw);
        let result = emitc_op::<E>(rw, loc, ty, operands);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// An unsigned division or remainder as `E` on the unsigned type (MLIR's
/// `BinaryUIOpConversion`); MLIR 22 lowers these on integers only, not
/// on `index`.
pub(super) struct UnsignedBinary;

impl<A: Op, E: Op> Lowering<A, E> for UnsignedBinary {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(ty) = converted_result(rw, converter, op) else {
            return rw.notify_match_failure(op.id(), "converting result type failed");
        };
        if !matches!(rw.type_kind(ty), TypeKind::Integer { .. }) {
            return rw.notify_match_failure(op.id(), "unsupported result type");
        }
        let unsigned = with_signedness(rw.context(), ty, true);
        through_type::<E>(rw, op, operands, unsigned, ty)
    }
}

/// Addition, subtraction and multiplication of integers (MLIR's
/// `IntegerOpConversion`): in the unsigned type, where overflow wraps as
/// arith's does, unless the op promises no signed wrap.
pub(super) struct IntegerArithmetic;

impl<A: Op, E: Op> Lowering<A, E> for IntegerArithmetic {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(ty) = wrapping_result(rw, converter, op)? else {
            return Ok(false);
        };
        let signed = matches!(
            rw.type_kind(ty),
            TypeKind::Integer {
                signedness: Signedness::Signless | Signedness::Signed,
                ..
            }
        );
        let arithmetic = if signed && !overflow_flags(rw, op.id()).nsw {
            with_signedness(rw.context(), ty, true)
        } else {
            ty
        };
        through_type::<E>(rw, op, operands, arithmetic, ty)
    }
}

/// A bitwise op (MLIR's `BitwiseOpConversion`): on `i1` as it is, on
/// other integers in the unsigned type, where C defines them.
pub(super) struct Bitwise;

impl<A: Op, E: Op> Lowering<A, E> for Bitwise {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = converted_result(rw, converter, op);
        let integer = |t: &Type| matches!(rw.type_kind(*t), TypeKind::Integer { .. });
        let Some(ty) = ty.filter(integer) else {
            return rw.notify_match_failure(
                op.id(),
                "expected integer type, vector/tensor support not yet implemented",
            );
        };
        let arithmetic = if is_i1(rw, ty) {
            ty
        } else {
            with_signedness(rw.context(), ty, true)
        };
        through_type::<E>(rw, op, operands, arithmetic, ty)
    }
}
