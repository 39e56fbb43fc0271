//! The math ops that become an llvm intrinsic of another shape: the
//! counts and `absi` with their poison flag false, `isnan` and `isfinite`
//! as `llvm.intr.is.fpclass` of a class mask, and `sincos`, whose struct
//! result is taken apart.

use crate::conversion::arith_to_llvm::fastmath_to_llvm;
use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter};
use crate::llvm::{self, ExtractValueOp, LLVMArrayType, LLVMStructType};
use crate::math::{
    AbsIOp, CountLeadingZerosOp, CountTrailingZerosOp, IsFiniteOp, IsNaNOp, SincosOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, OpId, Type, Value};

/// `llvm.intr.is.fpclass`'s mask of the NaNs (signaling and quiet).
const FP_CLASS_NAN: u32 = 0x3;
/// `llvm.intr.is.fpclass`'s mask of the finite values (normal, subnormal
/// and zero, of either sign).
const FP_CLASS_FINITE: u32 = 0x1f8;

/// The type the first result of `op` becomes, a scalar or a 1-D vector
/// (`None` for an n-D vector, an array MLIR unrolls, and for the types
/// llvm has no counterpart of).
fn lowered_result_type(
    op: OpId,
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
) -> Option<Type> {
    let ty = rw.value_type(rw.results(op)[0]);
    let converted = converter.convert_type(rw.context(), ty)?;
    (!LLVMArrayType::isa(rw, converted)).then_some(converted)
}

/// Replaces the one-result `op` by the value `build` makes at its
/// location from its lowered result type.
fn replace_by(
    op: OpId,
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    build: impl FnOnce(&mut ConversionPatternRewriter<'_>, Attribute, Type) -> Value,
) -> IrResult<bool> {
    let Some(ty) = lowered_result_type(op, converter, rw) else {
        return rw.notify_match_failure(op, "unsupported result type");
    };
    let loc = rw.op_loc(op);
    let value = build(rw, loc, ty);
    rw.replace_op(op, &[value])?;
    Ok(true)
}

/// The lowering of each op of this file to its intrinsic.
pub(super) struct Intrinsic;

impl LlvmLowering<CountLeadingZerosOp> for Intrinsic {
    fn lower(
        &self,
        op: CountLeadingZerosOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        replace_by(op.id(), converter, rw, |rw, loc, ty| {
            llvm::CountLeadingZerosOp::create(rw, loc, ty, operands[0], false).res(rw)
        })
    }
}

impl LlvmLowering<CountTrailingZerosOp> for Intrinsic {
    fn lower(
        &self,
        op: CountTrailingZerosOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        replace_by(op.id(), converter, rw, |rw, loc, ty| {
            llvm::CountTrailingZerosOp::create(rw, loc, ty, operands[0], false).res(rw)
        })
    }
}

impl LlvmLowering<AbsIOp> for Intrinsic {
    fn lower(
        &self,
        op: AbsIOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        replace_by(op.id(), converter, rw, |rw, loc, ty| {
            llvm::AbsOp::create(rw, loc, ty, operands[0], false).res(rw)
        })
    }
}

impl LlvmLowering<IsNaNOp> for Intrinsic {
    fn lower(
        &self,
        op: IsNaNOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        replace_by(op.id(), converter, rw, |rw, loc, ty| {
            llvm::IsFPClass::create(rw, loc, ty, operands[0], FP_CLASS_NAN).res(rw)
        })
    }
}

impl LlvmLowering<IsFiniteOp> for Intrinsic {
    fn lower(
        &self,
        op: IsFiniteOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        replace_by(op.id(), converter, rw, |rw, loc, ty| {
            llvm::IsFPClass::create(rw, loc, ty, operands[0], FP_CLASS_FINITE).res(rw)
        })
    }
}

impl LlvmLowering<SincosOp> for Intrinsic {
    fn lower(
        &self,
        op: SincosOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(ty) = lowered_result_type(op.id(), converter, rw) else {
            return rw.notify_match_failure(op.id(), "unsupported result type");
        };
        let pair = LLVMStructType::get_literal(rw.context(), vec![ty, ty], false).ty();
        let flags = fastmath_to_llvm(op.fastmath(rw));
        let loc = op.loc(rw);
        let both = llvm::SincosOp::create(rw, loc, pair, operands[0], Some(flags)).res(rw);
        let sin = ExtractValueOp::create(rw, loc, ty, both, vec![0]).res(rw);
        let cos = ExtractValueOp::create(rw, loc, ty, both, vec![1]).res(rw);
        rw.replace_op(op.id(), &[sin, cos])?;
        Ok(true)
    }
}
