//! The index ops that do not map one to one: constants (retyped to the
//! integer `index` becomes), `index.sizeof`, comparisons and casts.

use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter};
use crate::index::{BoolConstantOp, CastSOp, CastUOp, CmpOp, ConstantOp, SizeOfOp};
use crate::llvm::{self, ICmpOp, ICmpPredicate, SExtOp, TruncOp, ZExtOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, OpId, TypeKind, Value};

/// Replaces `op` by `llvm.mlir.constant(value)` of the converted index
/// type.
fn replace_by_index_constant(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    op: OpId,
    value: i64,
) -> IrResult<bool> {
    let ty = converter.index_type(rw.context());
    let attr = convert::integer_attr(rw.context(), ty, i128::from(value));
    let loc = rw.op_loc(op);
    let constant = llvm::ConstantOp::create(rw, loc, ty, attr).res(rw);
    rw.replace_op(op, &[constant])?;
    Ok(true)
}

/// `index.constant` to `llvm.mlir.constant` of the converted type.
pub(super) struct ConstantLowering;

impl LlvmLowering<ConstantOp> for ConstantLowering {
    fn lower(
        &self,
        op: ConstantOp,
        _: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let value = op.value(rw);
        replace_by_index_constant(rw, converter, op.id(), value)
    }
}

/// `index.sizeof` to the constant bit width of `index`.
pub(super) struct SizeOfLowering;

impl LlvmLowering<SizeOfOp> for SizeOfLowering {
    fn lower(
        &self,
        op: SizeOfOp,
        _: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let bits = i64::from(converter.options().index_bitwidth);
        replace_by_index_constant(rw, converter, op.id(), bits)
    }
}

/// `index.bool.constant` to `llvm.mlir.constant` of `i1`.
pub(super) struct BoolConstantLowering;

impl LlvmLowering<BoolConstantOp> for BoolConstantLowering {
    fn lower(
        &self,
        op: BoolConstantOp,
        _: &[Value],
        _: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let attr = op.value_attr(rw);
        let ty = rw.value_type(op.result(rw));
        let loc = op.loc(rw);
        let constant = llvm::ConstantOp::create(rw, loc, ty, attr).res(rw);
        rw.replace_op(op.id(), &[constant])?;
        Ok(true)
    }
}

/// `index.cmp` to `llvm.icmp` of the predicate of the same name.
pub(super) struct CmpLowering;

impl LlvmLowering<CmpOp> for CmpLowering {
    fn lower(
        &self,
        op: CmpOp,
        operands: &[Value],
        _: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(predicate) = ICmpPredicate::symbolize(op.pred(rw).stringify()) else {
            return rw.notify_match_failure(op.id(), "unknown predicate");
        };
        let ty = rw.value_type(op.result(rw));
        let loc = op.loc(rw);
        let cmp = ICmpOp::create(rw, loc, ty, predicate, operands[0], operands[1]).res(rw);
        rw.replace_op(op.id(), &[cmp])?;
        Ok(true)
    }
}

/// `index.casts` (`SIGNED`) and `index.castu`: a truncation to a
/// narrower integer, a sign or zero extension to a wider one, nothing
/// between integers of one width.
pub(super) struct CastLowering<const SIGNED: bool>;

impl<const SIGNED: bool> CastLowering<SIGNED> {
    /// Replaces the cast `op` of the converted `input`.
    fn lower_cast(
        op: OpId,
        input: Value,
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let result = rw.value_type(rw.results(op)[0]);
        let Some(target) = converter.convert_type(rw.context(), result) else {
            return rw.notify_match_failure(op, "failed to convert the result type");
        };
        let width = |rw: &ConversionPatternRewriter<'_>, t| match rw.type_kind(t) {
            TypeKind::Integer { width, .. } => *width,
            _ => 0,
        };
        let (from, to) = (width(rw, rw.value_type(input)), width(rw, target));
        let loc = rw.op_loc(op);
        let value = if from == to {
            input
        } else if to < from {
            TruncOp::create(rw, loc, target, input, None).res(rw)
        } else if SIGNED {
            SExtOp::create(rw, loc, target, input).res(rw)
        } else {
            ZExtOp::create(rw, loc, target, input, llvm::flags::NonNeg::No).res(rw)
        };
        rw.replace_op(op, &[value])?;
        Ok(true)
    }
}

impl LlvmLowering<CastSOp> for CastLowering<true> {
    fn lower(
        &self,
        op: CastSOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        Self::lower_cast(op.id(), operands[0], converter, rw)
    }
}

impl LlvmLowering<CastUOp> for CastLowering<false> {
    fn lower(
        &self,
        op: CastUOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        Self::lower_cast(op.id(), operands[0], converter, rw)
    }
}
