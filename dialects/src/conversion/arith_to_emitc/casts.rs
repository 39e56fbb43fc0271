//! Casts between integers, `index` and floats as `emitc.cast`s, through
//! the signedness that gives arith's meaning in C (MLIR's
//! `CastConversion`, `ItoFCastOpConversion`, `FtoICastOpConversion`,
//! `FpCastOpConversion`).

use super::super::lowering::Lowering;
use super::signedness::{
    cast, cast_to, constant, converted_result, emitc_op, integral_result, is_i1, is_integral,
    with_signedness,
};
use crate::emitc;
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{get_prop, Op};
use ods_runtime::{Context, IrResult, Signedness, Type, TypeKind, Value};

/// A cast between integers and `index` (`trunci`, `extsi`, `extui`,
/// `index_cast`, `index_castui`), in the unsigned types (`unsigned`) or
/// the signed ones.
pub(super) struct IntegerCast {
    pub(super) unsigned: bool,
}

impl<A: Op> Lowering<A, ()> for IntegerCast {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(result_type) = integral_result(rw, converter, op) else {
            return rw.notify_match_failure(
                op.id(),
                "expected integer or size_t/ssize_t/ptrdiff_t result type",
            );
        };
        let input = operands[0];
        let input_type = rw.value_type(input);
        if !is_integral(rw, input_type) {
            return rw.notify_match_failure(
                op.id(),
                "expected integer or size_t/ssize_t/ptrdiff_t operand type",
            );
        }
        if is_i1(rw, input_type) && !self.unsigned {
            // C has no sign extension of `bool`.
            return rw.notify_match_failure(op.id(), "operation not supported on i1 type");
        }
        let loc = op.loc(rw);
        if is_i1(rw, result_type) {
            // `(bool)v` means `v != 0`; `(bool)(v & 1)` truncates.
            let one_type = if emitc::is_pointer_wide_type(rw, input_type) {
                rw.context().index_type()
            } else {
                input_type
            };
            let one = rw.context().integer_attr(one_type, 1);
            let one = constant(rw, loc, input_type, one);
            let low_bit = emitc_op::<emitc::BitwiseAndOp>(rw, loc, input_type, &[input, one]);
            let result = cast(rw, loc, result_type, low_bit);
            rw.replace_op(op.id(), &[result])?;
            return Ok(true);
        }
        let width = |t| match rw.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        };
        let truncates =
            matches!((width(input_type), width(result_type)), (Some(from), Some(to)) if from > to);
        let unsigned = self.unsigned || truncates;
        let to = with_signedness(rw.context(), result_type, unsigned);
        let from = with_signedness(rw.context(), input_type, unsigned);
        let input = cast_to(rw, input, from);
        let converted = cast(rw, loc, to, input);
        let result = cast_to(rw, converted, result_type);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// `ty` as the unsigned integer of its width.
fn unsigned_integer(rw: &mut ConversionPatternRewriter<'_>, ty: Type) -> Type {
    let width = match rw.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => return ty,
    };
    convert::integer(rw.context(), width, Signedness::Unsigned)
}

/// A type check of a cast's source or destination.
type TypeCheck = fn(&Context, Type) -> bool;

/// The converted result type of `op`, a cast of `input`, when `source`
/// accepts `input`'s type and `destination` the result's; else `None`,
/// the match failure told.
fn cast_types(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &TypeConverter,
    op: impl Op,
    input: Value,
    (source, destination): (TypeCheck, TypeCheck),
) -> IrResult<Option<Type>> {
    if !source(rw, rw.value_type(input)) {
        rw.notify_match_failure(op.id(), "unsupported cast source type")?;
        return Ok(None);
    }
    let Some(result_type) = converted_result(rw, converter, op) else {
        rw.notify_match_failure(op.id(), "type conversion failed")?;
        return Ok(None);
    };
    if !destination(rw, result_type) {
        rw.notify_match_failure(op.id(), "unsupported cast destination type")?;
        return Ok(None);
    }
    Ok(Some(result_type))
}

/// `sitofp` (`unsigned` false) or `uitofp`: the integer, as unsigned for
/// `uitofp`, cast to the float.
pub(super) struct IntToFloat {
    pub(super) unsigned: bool,
}

impl<A: Op> Lowering<A, ()> for IntToFloat {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let checks: (TypeCheck, TypeCheck) = (
            emitc::is_supported_integer_type,
            emitc::is_supported_float_type,
        );
        let Some(result_type) = cast_types(rw, converter, op, operands[0], checks)? else {
            return Ok(false);
        };
        let loc = op.loc(rw);
        let mut input = operands[0];
        if self.unsigned {
            let input_type = rw.value_type(input);
            let unsigned = unsigned_integer(rw, input_type);
            if unsigned != input_type {
                input = cast(rw, loc, unsigned, input);
            }
        }
        let result = cast(rw, loc, result_type, input);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// `fptosi` (`unsigned` false) or `fptoui`: the float cast to the
/// integer, through its unsigned twin for `fptoui`. Casting to `bool`
/// would make 0.5 true where truncation gives 0: there is no cast to i1.
pub(super) struct FloatToInt {
    pub(super) unsigned: bool,
}

impl<A: Op> Lowering<A, ()> for FloatToInt {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let checks: (TypeCheck, TypeCheck) = (emitc::is_supported_float_type, |ctx, ty| {
            emitc::is_supported_integer_type(ctx, ty) && !is_i1(ctx, ty)
        });
        let Some(result_type) = cast_types(rw, converter, op, operands[0], checks)? else {
            return Ok(false);
        };
        let loc = op.loc(rw);
        let result = if self.unsigned {
            let unsigned = unsigned_integer(rw, result_type);
            let converted = cast(rw, loc, unsigned, operands[0]);
            cast(rw, loc, result_type, converted)
        } else {
            cast(rw, loc, result_type, operands[0])
        };
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// `extf` or `truncf` in the default rounding mode: a cast.
pub(super) struct FloatCast;

impl<A: Op> Lowering<A, ()> for FloatCast {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        if get_prop(rw, op.id(), "roundingmode").is_some() {
            return rw.notify_match_failure(op.id(), "unsupported rounding mode");
        }
        let checks: (TypeCheck, TypeCheck) = (
            emitc::is_supported_float_type,
            emitc::is_supported_float_type,
        );
        let Some(result_type) = cast_types(rw, converter, op, operands[0], checks)? else {
            return Ok(false);
        };
        let loc = op.loc(rw);
        let result = cast(rw, loc, result_type, operands[0]);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}
