//! The arith ops that do not map one to one: comparisons (their
//! predicates renamed), `truncf` with a rounding mode (a constrained
//! intrinsic) and index casts (an extension, a truncation or
//! nothing, by the widths `index` and the integer become).

use super::attrs::fastmath_to_llvm;
use crate::arith::{CmpFOp, CmpIOp, IndexCastOp, IndexCastUIOp, RoundingMode, TruncFOp};
use crate::conversion::llvm_common::{
    pass_through, unroll_nd_vectors, LlvmLowering, LlvmTypeConverter, OneToOne,
};
use crate::llvm::{
    ConstrainedFPTruncIntr, FCmpOp, FCmpPredicate, FPExceptionBehavior, FPTruncOp, ICmpOp,
    ICmpPredicate, RoundingMode as LlvmRoundingMode, SExtOp, TruncOp, ZExtOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Type, TypeKind, Value};

/// `arith.cmpi` to `llvm.icmp` (the predicates are numbered alike).
pub(super) struct CmpILowering;

impl LlvmLowering<CmpIOp> for CmpILowering {
    fn lower(
        &self,
        op: CmpIOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let result = rw.value_type(op.result(rw));
        let Some(result) = converter.convert_type(rw.context(), result) else {
            return rw.notify_match_failure(op.id(), "failed to convert result type");
        };
        let Some(predicate) = ICmpPredicate::from_int(op.predicate(rw).to_int()) else {
            return rw.notify_match_failure(op.id(), "unknown predicate");
        };
        per_vector(op.id(), operands, result, rw, |rw, loc, ty, x| {
            ICmpOp::create(rw, loc, ty, predicate, x[0], x[1]).res(rw)
        })
    }
}

/// Replaces `op` of `operands` by the value `build` makes of the lowered
/// type `result` (a scalar or 1-D vector) at its location, or by one per
/// 1-D vector when `result` holds n-D vectors.
fn per_vector(
    op: ods_runtime::OpId,
    operands: &[Value],
    result: Type,
    rw: &mut ConversionPatternRewriter<'_>,
    mut build: impl FnMut(&mut ConversionPatternRewriter<'_>, Attribute, Type, Vec<Value>) -> Value,
) -> IrResult<bool> {
    if crate::llvm::LLVMArrayType::isa(rw, result) {
        return unroll_nd_vectors(op, operands, result, rw, build);
    }
    let loc = rw.op_loc(op);
    let value = build(rw, loc, result, operands.to_vec());
    rw.replace_op(op, &[value])?;
    Ok(true)
}

/// `arith.cmpf` to `llvm.fcmp` (the predicates are numbered alike), its
/// fast-math flags carried.
pub(super) struct CmpFLowering;

impl LlvmLowering<CmpFOp> for CmpFLowering {
    fn lower(
        &self,
        op: CmpFOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let result = rw.value_type(op.result(rw));
        let Some(result) = converter.convert_type(rw.context(), result) else {
            return rw.notify_match_failure(op.id(), "failed to convert result type");
        };
        let Some(predicate) = FCmpPredicate::from_int(op.predicate(rw).to_int()) else {
            return rw.notify_match_failure(op.id(), "unknown predicate");
        };
        let flags = Some(fastmath_to_llvm(op.fastmath(rw)));
        per_vector(op.id(), operands, result, rw, |rw, loc, ty, x| {
            FCmpOp::create(rw, loc, ty, predicate, x[0], x[1], flags).res(rw)
        })
    }
}

/// `arith.truncf` to `llvm.fptrunc`, or with a rounding mode to the
/// constrained intrinsic of that mode that ignores floating-point
/// exceptions, its other attributes carried as they are (MLIR's
/// `AttrConverterConstrainedFPToLLVM`).
pub(super) struct TruncFLowering;

impl LlvmLowering<TruncFOp> for TruncFLowering {
    fn lower(
        &self,
        op: TruncFOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(mode) = op.roundingmode(rw) else {
            return OneToOne::<FPTruncOp>::vector(pass_through).lower(op, operands, converter, rw);
        };
        let result = rw.value_type(op.out(rw));
        let Some(result) = converter.convert_type(rw.context(), result) else {
            return rw.notify_match_failure(op.id(), "failed to convert result type");
        };
        if crate::llvm::LLVMArrayType::isa(rw, result) {
            return rw.notify_match_failure(op.id(), "n-D vectors are not lowered");
        }
        let attrs = crate::conversion::attributes::all_attrs(rw, op.id());
        let loc = op.loc(rw);
        let mode = rounding_to_llvm(mode);
        let ignore = FPExceptionBehavior::Ignore;
        let new = ConstrainedFPTruncIntr::create(rw, loc, result, operands[0], mode, ignore);
        rw.modify_op_in_place(new.id(), |ctx| {
            for (name, value) in attrs {
                let name = ctx.symbol_str(name).to_string();
                if name != "roundingmode" {
                    ctx.set_attr(new.id(), &name, Some(value));
                }
            }
        });
        let value = new.res(rw);
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

/// llvm's rounding mode of arith's `mode`.
fn rounding_to_llvm(mode: RoundingMode) -> LlvmRoundingMode {
    match mode {
        RoundingMode::ToNearestEven => LlvmRoundingMode::NearestTiesToEven,
        RoundingMode::Downward => LlvmRoundingMode::TowardNegative,
        RoundingMode::Upward => LlvmRoundingMode::TowardPositive,
        RoundingMode::TowardZero => LlvmRoundingMode::TowardZero,
        RoundingMode::ToNearestAway => LlvmRoundingMode::NearestTiesToAway,
    }
}

/// `arith.index_cast` (`Signed`: sign-extending) and
/// `arith.index_castui` (zero-extending).
pub(super) struct IndexCastLowering<const SIGNED: bool>;

/// The bit width of the converted element type of `ty` (of any shaped
/// type, memrefs included, as MLIR's `getElementTypeOrSelf`).
fn converted_width(
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    ty: Type,
) -> Option<u32> {
    let element = ods_runtime::ods::pred::element_type_or_self(rw, ty);
    let converted = converter.convert_type(rw.context(), element)?;
    match rw.type_kind(converted) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

impl<const SIGNED: bool> IndexCastLowering<SIGNED> {
    /// Replaces the cast `op` of `input` (converted) to a value of type
    /// `result`.
    fn lower_cast(
        op: ods_runtime::OpId,
        input: Value,
        original_input: Value,
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let result = rw.value_type(rw.results(op)[0]);
        let source = rw.value_type(original_input);
        let (Some(target_bits), Some(source_bits)) = (
            converted_width(converter, rw, result),
            converted_width(converter, rw, source),
        ) else {
            return rw.notify_match_failure(op, "failed to convert types");
        };
        if target_bits == source_bits {
            rw.replace_op(op, &[input])?;
            return Ok(true);
        }
        let Some(target) = converter.convert_type(rw.context(), result) else {
            return rw.notify_match_failure(op, "failed to convert result type");
        };
        per_vector(op, &[input], target, rw, |rw, loc, ty, x| {
            if target_bits < source_bits {
                TruncOp::create(rw, loc, ty, x[0], None).res(rw)
            } else if SIGNED {
                SExtOp::create(rw, loc, ty, x[0]).res(rw)
            } else {
                ZExtOp::create(rw, loc, ty, x[0], crate::llvm::flags::NonNeg::No).res(rw)
            }
        })
    }
}

impl LlvmLowering<IndexCastOp> for IndexCastLowering<true> {
    fn lower(
        &self,
        op: IndexCastOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let original = op.r#in(rw);
        Self::lower_cast(op.id(), operands[0], original, converter, rw)
    }
}

impl LlvmLowering<IndexCastUIOp> for IndexCastLowering<false> {
    fn lower(
        &self,
        op: IndexCastUIOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let original = op.r#in(rw);
        Self::lower_cast(op.id(), operands[0], original, converter, rw)
    }
}
