//! `arith.constant`, `arith.negf` and `arith.select` as their emitc
//! twins (MLIR's `ArithConstantOpConversionPattern`, `NegFOpConversion`,
//! `SelectOpConversion`).

use super::super::lowering::Lowering;
use super::signedness::{constant, converted_result, is_i1};
use crate::arith::{ConstantOp, NegFOp, SelectOp};
use crate::emitc;
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::op::{get_prop, Op};
use ods_runtime::{IrError, IrResult, TypeKind, Value};

pub(super) struct ConstantLowering;

impl Lowering<ConstantOp, ()> for ConstantLowering {
    fn lower(
        &self,
        op: ConstantOp,
        _: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(op.result(rw));
        if matches!(rw.type_kind(ty), TypeKind::MemRef { .. }) {
            return rw.notify_match_failure(op.id(), "memref constants are not supported");
        }
        let Some(ty) = converted_result(rw, converter, op) else {
            return rw.notify_match_failure(op.id(), "type conversion failed");
        };
        let Some(value) = get_prop(rw, op.id(), "value") else {
            return Err(IrError::Invalid("an arith.constant has no value".into()));
        };
        let loc = op.loc(rw);
        let result = constant(rw, loc, ty, value);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

pub(super) struct NegFLowering;

impl Lowering<NegFOp, ()> for NegFLowering {
    fn lower(
        &self,
        op: NegFOp,
        operands: &[Value],
        _: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(operands[0]);
        if matches!(
            rw.type_kind(ty),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_) | TypeKind::Vector { .. }
        ) {
            return rw.notify_match_failure(
                op.id(),
                "negf currently only supports scalar types, not vectors or tensors",
            );
        }
        if !emitc::is_supported_float_type(rw, ty) {
            return rw
                .notify_match_failure(op.id(), "floating-point type is not supported by EmitC");
        }
        let loc = op.loc(rw);
        let negated = emitc::UnaryMinusOp::create(rw, loc, ty, operands[0]);
        let result = rw.result(negated.id(), 0);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

pub(super) struct SelectLowering;

impl Lowering<SelectOp, ()> for SelectLowering {
    fn lower(
        &self,
        op: SelectOp,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(ty) = converted_result(rw, converter, op) else {
            return rw.notify_match_failure(op.id(), "type conversion failed");
        };
        if !is_i1(rw, rw.value_type(operands[0])) {
            return rw.notify_match_failure(
                op.id(),
                "can only be converted if condition is a scalar of type i1",
            );
        }
        let loc = op.loc(rw);
        let [condition, on_true, on_false] = operands else {
            return Err(IrError::Invalid(
                "an arith.select has not 3 operands".into(),
            ));
        };
        let select = emitc::ConditionalOp::create(rw, loc, ty, *condition, *on_true, *on_false);
        let result = rw.result(select.id(), 0);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}
