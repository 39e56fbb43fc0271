//! The arith ops that do not map one to one: comparisons (their
//! predicates renamed) and index casts (an extension, a truncation or
//! nothing, by the widths `index` and the integer become).

use super::attrs::fastmath_to_llvm;
use crate::arith::{CmpFOp, CmpIOp, IndexCastOp, IndexCastUIOp, TruncFOp};
use crate::conversion::llvm_common::{pass_through, LlvmLowering, LlvmTypeConverter, OneToOne};
use crate::llvm::{
    FCmpOp, FCmpPredicate, FPTruncOp, ICmpOp, ICmpPredicate, SExtOp, TruncOp, ZExtOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Type, TypeKind, Value};

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
        let loc = op.loc(rw);
        let new = ICmpOp::create(rw, loc, result, predicate, operands[0], operands[1]);
        let value = new.res(rw);
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
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
        let flags = fastmath_to_llvm(op.fastmath(rw));
        let loc = op.loc(rw);
        let new = FCmpOp::create(
            rw,
            loc,
            result,
            predicate,
            operands[0],
            operands[1],
            Some(flags),
        );
        let value = new.res(rw);
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

/// `arith.truncf` without a rounding mode to `llvm.fptrunc` (one with a
/// rounding mode needs a constrained intrinsic, which is not lowered).
pub(super) struct TruncFLowering;

impl LlvmLowering<TruncFOp> for TruncFLowering {
    fn lower(
        &self,
        op: TruncFOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        if op.roundingmode_attr(rw).is_some() {
            return rw
                .notify_match_failure(op.id(), "a rounding mode needs a constrained intrinsic");
        }
        OneToOne::<FPTruncOp>::new(pass_through).lower(op, operands, converter, rw)
    }
}

/// `arith.index_cast` (`Signed`: sign-extending) and
/// `arith.index_castui` (zero-extending).
pub(super) struct IndexCastLowering<const SIGNED: bool>;

/// The bit width of the element type of the converted `ty`.
fn converted_width(
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    ty: Type,
) -> Option<u32> {
    let element = match rw.type_kind(ty) {
        TypeKind::Vector { element, .. } => *element,
        _ => ty,
    };
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
        if crate::llvm::LLVMArrayType::isa(rw, target) {
            return rw.notify_match_failure(op, "n-D vectors are not lowered");
        }
        let loc = rw.op_loc(op);
        let value = if target_bits < source_bits {
            TruncOp::create(rw, loc, target, input, None).res(rw)
        } else if SIGNED {
            SExtOp::create(rw, loc, target, input).res(rw)
        } else {
            ZExtOp::create(rw, loc, target, input, crate::llvm::flags::NonNeg::No).res(rw)
        };
        rw.replace_op(op, &[value])?;
        Ok(true)
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
