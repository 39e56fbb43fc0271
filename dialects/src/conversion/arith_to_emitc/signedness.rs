//! The helpers every lowering shares: the type of the signedness C must
//! compute in, the casts to and from it, and emitc ops made by type.

use crate::emitc::{self, PtrDiffTType, SizeTType};
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Context, IrResult, Signedness, Type, TypeKind, Value};

/// `ty` as the unsigned (`unsigned`) or signed type of its width (MLIR's
/// `adaptIntegralTypeSignedness`): a signless integer counts as signed,
/// `!emitc.size_t` is the unsigned pointer-wide type and
/// `!emitc.ptrdiff_t` the signed one; other types stay.
pub(super) fn with_signedness(ctx: &mut Context, ty: Type, unsigned: bool) -> Type {
    if let TypeKind::Integer { width, signedness } = *ctx.type_kind(ty) {
        if (signedness == Signedness::Unsigned) == unsigned {
            return ty;
        }
        let wanted = if unsigned {
            Signedness::Unsigned
        } else {
            Signedness::Signed
        };
        return convert::integer(ctx, width, wanted);
    }
    if !emitc::is_pointer_wide_type(ctx, ty) || SizeTType::isa(ctx, ty) == unsigned {
        return ty;
    }
    if unsigned {
        SizeTType::get(ctx).ty()
    } else {
        PtrDiffTType::get(ctx).ty()
    }
}

/// The converted type of `op`'s single result, if it converts.
pub(super) fn converted_result(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &TypeConverter,
    op: impl Op,
) -> Option<Type> {
    let ty = rw.value_type(rw.result(op.id(), 0));
    converter.convert_type(rw.context(), ty)
}

/// The converted type of `op`'s single result if it is an integer or a
/// pointer-wide type.
pub(super) fn integral_result(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &TypeConverter,
    op: impl Op,
) -> Option<Type> {
    converted_result(rw, converter, op).filter(|&ty| is_integral(rw, ty))
}

/// The converted result type of `op` if it is an integer but `i1` or a
/// pointer-wide type: arith's integer arithmetic wraps around, which
/// C's `bool` does not. Else `None`, the match failure told.
pub(super) fn wrapping_result(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &TypeConverter,
    op: impl Op,
) -> IrResult<Option<Type>> {
    let Some(ty) = integral_result(rw, converter, op) else {
        let why = "expected integer or size_t/ssize_t/ptrdiff_t type";
        rw.notify_match_failure(op.id(), why)?;
        return Ok(None);
    };
    if is_i1(rw, ty) {
        rw.notify_match_failure(op.id(), "i1 type is not implemented")?;
        return Ok(None);
    }
    Ok(Some(ty))
}

/// An integer or a pointer-wide type (`size_t`, `ssize_t`, `ptrdiff_t`).
pub(super) fn is_integral(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { .. }) || emitc::is_pointer_wide_type(ctx, ty)
}

/// Whether `ty` is `i1`.
pub(super) fn is_i1(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. })
}

/// `value` as a value of type `ty`: itself if it has that type, else an
/// `emitc.cast` of it where it is defined (MLIR's `createOrFold` of a
/// cast, which folds away a cast to the same type).
pub(super) fn cast_to(rw: &mut ConversionPatternRewriter<'_>, value: Value, ty: Type) -> Value {
    if rw.value_type(value) == ty {
        return value;
    }
    let loc = rw.value_loc(value);
    cast(rw, loc, ty, value)
}

/// An `emitc.cast` of `value` to `ty`.
pub(super) fn cast(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    value: Value,
) -> Value {
    let op = emitc::CastOp::create(rw, loc, ty, value);
    op.dest(rw)
}

/// An emitc op `E` of result type `ty` on `operands`.
pub(super) fn emitc_op<E: Op>(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    operands: &[Value],
) -> Value {
    let mut state = E::state(rw.context(), loc);
    state.result_types.push(ty);
    state.operands.extend_from_slice(operands);
    let op = rw.insert(state);
    rw.result(op, 0)
}

/// An `emitc.constant` of type `ty` holding `value`.
pub(super) fn constant(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    value: Attribute,
) -> Value {
    let op = emitc::ConstantOp::create(rw, loc, ty, value);
    rw.result(op.id(), 0)
}
