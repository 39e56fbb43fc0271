//! What the lowerings read of a memref type: its shape (identity
//! layouts), its buffer pointer (strided layouts), and the constants and
//! products they build of them.

pub(super) use crate::conversion::llvm_common::index_attr_constant;
use crate::conversion::llvm_common::{LlvmTypeConverter, MemRefDescriptor};
use crate::llvm::{GEPOp, GepArg, LLVMPointerType, LLVMStructType, MulOp, PtrToIntOp, ZeroOp};
use crate::memref::strides_and_offset;
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::{Attribute, Type, TypeKind, Value};

/// A dynamic size or stride.
pub(super) const DYNAMIC: i64 = i64::MIN;

/// The shape of a memref with the identity layout (`None` for any other
/// type), a dynamic size as [`DYNAMIC`].
pub(super) fn identity_shape(rw: &ConversionPatternRewriter<'_>, ty: Type) -> Option<Vec<i64>> {
    match rw.type_kind(ty) {
        TypeKind::MemRef {
            shape,
            layout: None,
            ..
        } => Some(shape.iter().map(|d| d.unwrap_or(DYNAMIC)).collect()),
        _ => None,
    }
}

/// The aligned pointer of the memref `ty` (described by `descriptor`)
/// advanced by its layout's offset, when not zero (MLIR's
/// `MemRefDescriptor::bufferPtr`); `None` for a layout that is not
/// strided.
pub(super) fn buffer_ptr(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    ty: Type,
    descriptor: Value,
) -> Option<Value> {
    let (_, offset) = strides_and_offset(rw.context(), ty)?;
    let TypeKind::MemRef { element, .. } = rw.type_kind(ty).clone() else {
        return None;
    };
    let element = converter.convert_type(rw.context(), element)?;
    let descriptor = MemRefDescriptor::new(descriptor);
    let ptr = descriptor.aligned_ptr(rw, loc);
    let offset = match offset {
        0 => return Some(ptr),
        DYNAMIC => descriptor.offset(rw, loc),
        n => index_constant(rw, converter, loc, n),
    };
    let ptr_ty = rw.value_type(ptr);
    let indices = [GepArg::Dynamic(offset)];
    let gep = GEPOp::create_indices_gep_arg(rw, loc, ptr_ty, element, ptr, &indices, None, None);
    Some(gep.res(rw))
}

/// `llvm.mlir.constant(value : index)` of the converted index type
/// (MLIR's `createIndexAttrConstant`).
pub(super) fn index_constant(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    value: i64,
) -> Value {
    let ty = converter.index_type(rw.context());
    index_attr_constant(rw, loc, ty, value)
}

/// `lhs * rhs`.
pub(super) fn mul(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    lhs: Value,
    rhs: Value,
    flags: Option<crate::llvm::IntegerOverflowFlags>,
) -> Value {
    let ty = rw.value_type(lhs);
    MulOp::create(rw, loc, ty, lhs, rhs, flags).res(rw)
}

/// The size of an `element` in bytes: `llvm.ptrtoint` of the address of
/// the second element off null (MLIR's `getSizeInBytes`).
pub(super) fn size_in_bytes(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    element: Type,
) -> Value {
    let ptr = LLVMPointerType::intern(rw.context(), 0).ty();
    let null = ZeroOp::create(rw, loc, ptr).res(rw);
    let second = [GepArg::Constant(1)];
    let end = GEPOp::create_indices_gep_arg(rw, loc, ptr, element, null, &second, None, None);
    let end = end.res(rw);
    let index = converter.index_type(rw.context());
    PtrToIntOp::create(rw, loc, index, end).res(rw)
}

/// The pointer type of the descriptor of the memref `ty` (its address
/// space's).
pub(super) fn descriptor_ptr(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    ty: Type,
) -> Option<Type> {
    let descriptor = converter.convert_type(rw.context(), ty)?;
    let descriptor = LLVMStructType::from_type_unchecked(descriptor);
    descriptor.elements(rw).first().copied()
}
