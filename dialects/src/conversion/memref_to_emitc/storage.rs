//! Storage: `alloca` as a variable of the array, `alloc` as a `malloc`
//! or `aligned_alloc` of its size cast to a pointer to the element, and
//! `copy` as a `memcpy` between the addresses of the arrays' first
//! elements.

use super::array_shape;
use crate::conversion::lowering::Lowering;
use crate::emitc::{
    self, AddressOfOp, CallOpaqueOp, LValueType, OpaqueAttr, OpaqueType, PointerType, SizeTType,
    SubscriptOp, VariableOp,
};
use crate::memref::{AllocOp, AllocaOp, CopyOp};
use ods_runtime::conversion::{ConversionPatternRewriter, TypeConverter};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Type, TypeKind, Value};

/// Whether every dimension of the memref type `ty` is static.
fn has_static_shape(rw: &ConversionPatternRewriter<'_>, ty: Type) -> bool {
    matches!(rw.type_kind(ty), TypeKind::MemRef { shape, .. } if shape.iter().all(Option::is_some))
}

pub(in crate::conversion) struct AllocaLowering;

impl Lowering<AllocaOp, ()> for AllocaLowering {
    fn lower(
        &self,
        op: AllocaOp,
        _: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(rw.result(op.id(), 0));
        if !has_static_shape(rw, ty) {
            return rw.notify_match_failure(op.id(), "cannot transform alloca with dynamic shape");
        }
        if op.alignment(rw).unwrap_or(1) > 1 {
            return rw.notify_match_failure(
                op.id(),
                "cannot transform alloca with alignment requirement",
            );
        }
        let Some(array) = converter.convert_type(rw.context(), ty) else {
            return rw.notify_match_failure(op.id(), "cannot convert type");
        };
        let loc = op.loc(rw);
        let no_init = OpaqueAttr::get(rw.context(), String::new()).attr();
        let variable = VariableOp::create(rw, loc, array, no_init);
        let result = rw.result(variable.id(), 0);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// The size in bytes of the memref type of `shape` and `element`:
/// `sizeof(element) * count`, as a `size_t`.
fn size_in_bytes(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    shape: &[i64],
    element: Type,
) -> Value {
    let size_t = SizeTType::get(rw.context()).ty();
    let element = convert::type_attr(rw.context(), element);
    let args = convert::array_attr(rw.context(), vec![element]);
    let size = CallOpaqueOp::create(rw, loc, &[size_t], "sizeof", Some(args), None, &[]);
    let size = rw.result(size.id(), 0);
    let index = rw.context().index_type();
    let count = rw.context().index_attr(shape.iter().product());
    let count = emitc::ConstantOp::create(rw, loc, index, count);
    let count = rw.result(count.id(), 0);
    let product = emitc::MulOp::create(rw, loc, size_t, size, count);
    rw.result(product.id(), 0)
}

pub(in crate::conversion) struct AllocLowering;

impl Lowering<AllocOp, ()> for AllocLowering {
    fn lower(
        &self,
        op: AllocOp,
        _: &[Value],
        _: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(rw.result(op.id(), 0));
        let Some((shape, element)) = array_shape(rw, ty) else {
            return rw
                .notify_match_failure(op.id(), "incompatible memref type for EmitC conversion");
        };
        let loc = op.loc(rw);
        let size = size_in_bytes(rw, loc, &shape, element);
        let (function, args) = match op.alignment(rw) {
            Some(alignment) => {
                let size_t = SizeTType::get(rw.context()).ty();
                let index = rw.context().index_type();
                let alignment = rw.context().integer_attr(index, alignment.into());
                let alignment = emitc::ConstantOp::create(rw, loc, size_t, alignment);
                ("aligned_alloc", vec![rw.result(alignment.id(), 0), size])
            }
            None => ("malloc", vec![size]),
        };
        let void = OpaqueType::get(rw.context(), "void".to_string()).ty();
        let void_pointer = PointerType::get(rw.context(), void).ty();
        let call = CallOpaqueOp::create(rw, loc, &[void_pointer], function, None, None, &args);
        let memory = rw.result(call.id(), 0);
        let element_pointer = PointerType::get(rw.context(), element).ty();
        let cast = emitc::CastOp::create(rw, loc, element_pointer, memory);
        let result = cast.dest(rw);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}

/// The address of the first element of `array`, an array of `element`s
/// of rank `rank`.
fn first_element_address(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    array: Value,
    rank: usize,
    element: Type,
) -> Value {
    let index = rw.context().index_type();
    let zero = rw.context().index_attr(0);
    let zero = emitc::ConstantOp::create(rw, loc, index, zero);
    let zero = rw.result(zero.id(), 0);
    let lvalue = LValueType::get(rw.context(), element).ty();
    let first = SubscriptOp::create(rw, loc, lvalue, array, &vec![zero; rank]);
    let first = rw.result(first.id(), 0);
    let pointer = PointerType::get(rw.context(), element).ty();
    let address = AddressOfOp::create(rw, loc, pointer, first);
    rw.result(address.id(), 0)
}

pub(in crate::conversion) struct CopyLowering;

impl Lowering<CopyOp, ()> for CopyLowering {
    fn lower(
        &self,
        op: CopyOp,
        operands: &[Value],
        _: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let original = rw.operands(op.id());
        let source_type = rw.value_type(original[0]);
        let Some((shape, element)) = array_shape(rw, source_type) else {
            return rw.notify_match_failure(
                op.id(),
                "incompatible source memref type for EmitC conversion",
            );
        };
        if array_shape(rw, rw.value_type(original[1])).is_none() {
            return rw.notify_match_failure(
                op.id(),
                "incompatible target memref type for EmitC conversion",
            );
        }
        let loc = op.loc(rw);
        let source = first_element_address(rw, loc, operands[0], shape.len(), element);
        let target = first_element_address(rw, loc, operands[1], shape.len(), element);
        let size = size_in_bytes(rw, loc, &shape, element);
        CallOpaqueOp::create(rw, loc, &[], "memcpy", None, None, &[target, source, size]);
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}
