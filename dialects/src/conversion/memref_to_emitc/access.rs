//! `load` and `store` through an `emitc.subscript` of the array.

use crate::conversion::lowering::Lowering;
use crate::emitc::{ArrayType, AssignOp, LValueType, LoadOp as EmitCLoad, SubscriptOp};
use crate::memref::{LoadOp, StoreOp};
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Value};

/// The lvalue of the element of `array` at `indices`, or `None` when
/// `array` is not an `!emitc.array`.
fn element(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    array: Value,
    indices: &[Value],
) -> Option<Value> {
    let array_type = ArrayType::try_from(rw, rw.value_type(array))?;
    let element = array_type.element_type(rw);
    let lvalue = LValueType::get(rw.context(), element).ty();
    let subscript = SubscriptOp::create(rw, loc, lvalue, array, indices);
    Some(rw.result(subscript.id(), 0))
}

pub(in crate::conversion) struct LoadLowering;

impl Lowering<LoadOp, ()> for LoadLowering {
    fn lower(
        &self,
        op: LoadOp,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(rw.result(op.id(), 0));
        let Some(ty) = converter.convert_type(rw.context(), ty) else {
            return rw.notify_match_failure(op.id(), "cannot convert type");
        };
        let loc = op.loc(rw);
        let Some(element) = element(rw, loc, operands[0], &operands[1..]) else {
            return rw.notify_match_failure(op.id(), "expected array type");
        };
        let load = EmitCLoad::create(rw, loc, ty, element);
        let result = rw.result(load.id(), 0);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

pub(in crate::conversion) struct StoreLowering;

impl Lowering<StoreOp, ()> for StoreLowering {
    fn lower(
        &self,
        op: StoreOp,
        operands: &[Value],
        _: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let Some(element) = element(rw, loc, operands[1], &operands[2..]) else {
            return rw.notify_match_failure(op.id(), "expected array type");
        };
        AssignOp::create(rw, loc, element, operands[0]);
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}
