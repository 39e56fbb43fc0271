//! Casts between integers, `index` and floats as `emitc.cast`s, through
//! the signedness that gives arith's meaning in C (MLIR's
//! `CastConversion`, `ItoFCastOpConversion`, `FtoICastOpConversion`,
//! `FpCastOpConversion`).

use super::signedness::{
    cast, cast_to, constant, converted_result, emitc_op, is_i1, is_integral, with_signedness,
};
use super::ArithLowering;
use crate::emitc;
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{get_prop, Op};
use ods_runtime::{IrResult, Signedness, TypeKind, Value};
use std::marker::PhantomData;

/// A cast between integers and `index` (`trunci`, `extsi`, `extui`,
/// `index_cast`, `index_castui`), in the unsigned types (`unsigned`) or
/// the signed ones.
pub(super) struct IntegerCast<A> {
    unsigned: bool,
    op: PhantomData<A>,
}

impl<A> IntegerCast<A> {
    pub(super) fn new(unsigned: bool) -> Self {
        IntegerCast {
            unsigned,
            op: PhantomData,
        }
    }
}

impl<A: Op> ArithLowering for IntegerCast<A> {
    type Op = A;
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let result_type = converted_result(rw, converter, op);
        let Some(result_type) = result_type.filter(|&t| is_integral(rw, t)) else {
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
fn unsigned_integer(
    rw: &mut ConversionPatternRewriter<'_>,
    ty: ods_runtime::Type,
) -> ods_runtime::Type {
    let width = match rw.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => return ty,
    };
    convert::integer(rw.context(), width, Signedness::Unsigned)
}

/// `sitofp` (`unsigned` false) or `uitofp`: the integer, as unsigned for
/// `uitofp`, cast to the float.
pub(super) struct IntToFloat<A> {
    unsigned: bool,
    op: PhantomData<A>,
}

impl<A> IntToFloat<A> {
    pub(super) fn new(unsigned: bool) -> Self {
        IntToFloat {
            unsigned,
            op: PhantomData,
        }
    }
}

impl<A: Op> ArithLowering for IntToFloat<A> {
    type Op = A;
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let input_type = rw.value_type(operands[0]);
        if !emitc::is_supported_integer_type(rw, input_type) {
            return rw.notify_match_failure(op.id(), "unsupported cast source type");
        }
        let Some(result_type) = converted_result(rw, converter, op) else {
            return rw.notify_match_failure(op.id(), "type conversion failed");
        };
        if !emitc::is_supported_float_type(rw, result_type) {
            return rw.notify_match_failure(op.id(), "unsupported cast destination type");
        }
        let loc = op.loc(rw);
        let mut input = operands[0];
        if self.unsigned {
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
/// integer, through its unsigned twin for `fptoui`.
pub(super) struct FloatToInt<A> {
    unsigned: bool,
    op: PhantomData<A>,
}

impl<A> FloatToInt<A> {
    pub(super) fn new(unsigned: bool) -> Self {
        FloatToInt {
            unsigned,
            op: PhantomData,
        }
    }
}

impl<A: Op> ArithLowering for FloatToInt<A> {
    type Op = A;
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let input_type = rw.value_type(operands[0]);
        if !emitc::is_supported_float_type(rw, input_type) {
            return rw.notify_match_failure(op.id(), "unsupported cast source type");
        }
        let Some(result_type) = converted_result(rw, converter, op) else {
            return rw.notify_match_failure(op.id(), "type conversion failed");
        };
        // Casting to `bool` would make 0.5 true where truncation gives 0.
        if !emitc::is_supported_integer_type(rw, result_type) || is_i1(rw, result_type) {
            return rw.notify_match_failure(op.id(), "unsupported cast destination type");
        }
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
pub(super) struct FloatCast<A>(PhantomData<A>);

impl<A> FloatCast<A> {
    pub(super) fn new() -> Self {
        FloatCast(PhantomData)
    }
}

impl<A: Op> ArithLowering for FloatCast<A> {
    type Op = A;
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let input_type = rw.value_type(operands[0]);
        if !emitc::is_supported_float_type(rw, input_type) {
            return rw.notify_match_failure(op.id(), "unsupported cast source type");
        }
        if get_prop(rw, op.id(), "roundingmode").is_some() {
            return rw.notify_match_failure(op.id(), "unsupported rounding mode");
        }
        let Some(result_type) = converted_result(rw, converter, op) else {
            return rw.notify_match_failure(op.id(), "type conversion failed");
        };
        if !emitc::is_supported_float_type(rw, result_type) {
            return rw.notify_match_failure(op.id(), "unsupported cast destination type");
        }
        let loc = op.loc(rw);
        let result = cast(rw, loc, result_type, operands[0]);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}
