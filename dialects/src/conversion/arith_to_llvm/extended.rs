//! The arith ops with two results on scalars and 1-D vectors:
//! `arith.addui_extended` as `llvm.intr.uadd.with.overflow` whose struct
//! is taken apart, and `arith.mulsi_extended`/`mului_extended` as one
//! multiplication at twice the width, split into its low and high halves
//! (LLVM has no extended multiplication). On n-D vectors they do not
//! lower, as in MLIR.

use crate::arith::{AddUIExtendedOp, MulSIExtendedOp, MulUIExtendedOp};
use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter};
use crate::llvm::{
    ConstantOp, ExtractValueOp, LLVMArrayType, LLVMStructType, LShrOp, MulOp, SExtOp, TruncOp,
    UAddWithOverflowOp, ZExtOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::convert::{dense_elements, integer_attr};
use ods_runtime::ods::op::Op;
use ods_runtime::{BigInt, DenseData, IrResult, OpId, TypeKind, Value};

/// `arith.addui_extended`: the sum keeps its original type in the struct,
/// as MLIR's lowering does (an `index` sum then fails to verify there too).
pub(super) struct AddUIExtendedLowering;

impl LlvmLowering<AddUIExtendedOp> for AddUIExtendedLowering {
    fn lower(
        &self,
        op: AddUIExtendedOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        if LLVMArrayType::isa(rw, rw.value_type(operands[0])) {
            return rw.notify_match_failure(op.id(), "ND vector types are not supported yet");
        }
        let sum_ty = rw.value_type(op.sum(rw));
        let overflow_ty = rw.value_type(op.overflow(rw));
        let Some(overflow_ty) = converter.convert_type(rw.context(), overflow_ty) else {
            return rw.notify_match_failure(op.id(), "failed to convert result type");
        };
        let loc = rw.op_loc(op.id());
        let pair = LLVMStructType::get_literal(rw.context(), vec![sum_ty, overflow_ty], false).ty();
        let add = UAddWithOverflowOp::create(rw, loc, pair, operands[0], operands[1]).res(rw);
        let sum = ExtractValueOp::create(rw, loc, sum_ty, add, vec![0]).res(rw);
        let overflow = ExtractValueOp::create(rw, loc, overflow_ty, add, vec![1]).res(rw);
        rw.replace_op(op.id(), &[sum, overflow])?;
        Ok(true)
    }
}

/// `arith.mulsi_extended` (`SIGNED`, operands sign-extended) and
/// `arith.mului_extended` (zero-extended).
pub(super) struct MulIExtendedLowering<const SIGNED: bool>;

impl<const SIGNED: bool> MulIExtendedLowering<SIGNED> {
    /// Replaces `op`, whose converted operands are `lhs` and `rhs`, by the
    /// low and high halves of their product at twice their width.
    fn lower_product(
        op: OpId,
        lhs: Value,
        rhs: Value,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(lhs);
        if LLVMArrayType::isa(rw, ty) {
            return rw.notify_match_failure(op, "ND vector types are not supported yet");
        }
        let (wide, shift) = match rw.type_kind(ty).clone() {
            TypeKind::Integer { width, .. } => {
                let wide = rw.context().integer_type(2 * width);
                (wide, integer_attr(rw.context(), wide, i128::from(width)))
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                let TypeKind::Integer { width, .. } = *rw.type_kind(element) else {
                    return rw.notify_match_failure(op, "not an integer vector");
                };
                let wide_element = rw.context().integer_type(2 * width);
                let wide = rw.context().ty(TypeKind::Vector {
                    shape,
                    scalable,
                    element: wide_element,
                });
                let splat = DenseData::Ints(vec![BigInt::from(i64::from(width))].into());
                (wide, dense_elements(rw.context(), wide, splat))
            }
            _ => return rw.notify_match_failure(op, "not an integer or vector type"),
        };
        let loc = rw.op_loc(op);
        let (lhs, rhs) = if SIGNED {
            (
                SExtOp::create(rw, loc, wide, lhs).res(rw),
                SExtOp::create(rw, loc, wide, rhs).res(rw),
            )
        } else {
            let no = crate::llvm::flags::NonNeg::No;
            (
                ZExtOp::create(rw, loc, wide, lhs, no).res(rw),
                ZExtOp::create(rw, loc, wide, rhs, no).res(rw),
            )
        };
        let product = MulOp::create(rw, loc, wide, lhs, rhs, None).res(rw);
        let low = TruncOp::create(rw, loc, ty, product, None).res(rw);
        let shift = ConstantOp::create(rw, loc, wide, shift).res(rw);
        let exact = crate::llvm::flags::IsExact::No;
        let high_wide = LShrOp::create(rw, loc, wide, product, shift, exact).res(rw);
        let high = TruncOp::create(rw, loc, ty, high_wide, None).res(rw);
        rw.replace_op(op, &[low, high])?;
        Ok(true)
    }
}

impl LlvmLowering<MulSIExtendedOp> for MulIExtendedLowering<true> {
    fn lower(
        &self,
        op: MulSIExtendedOp,
        operands: &[Value],
        _: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        Self::lower_product(op.id(), operands[0], operands[1], rw)
    }
}

impl LlvmLowering<MulUIExtendedOp> for MulIExtendedLowering<false> {
    fn lower(
        &self,
        op: MulUIExtendedOp,
        operands: &[Value],
        _: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        Self::lower_product(op.id(), operands[0], operands[1], rw)
    }
}
