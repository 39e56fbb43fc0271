//! `memref.copy` (MLIR's `MemRefCopyOpLowering`): between contiguous
//! memrefs, `llvm.intr.memcpy` of all the bytes; otherwise a call of the
//! runtime's `memrefCopy` with both descriptors, made unranked, on the
//! stack.

use super::layout::{index_attr_constant, index_constant, size_in_bytes, DYNAMIC};
use crate::conversion::llvm_common::{
    enclosing_module, lookup_or_create_reserved_fn, spill, LlvmLowering, LlvmTypeConverter,
    MemRefDescriptor, UnrankedMemRefDescriptor,
};
use crate::llvm::{
    CallOp, ConstantOp, GEPOp, GepArg, LLVMPointerType, LLVMVoidType, MemcpyOp, MulOp,
    StackRestoreOp, StackSaveOp,
};
use crate::memref::{strides_and_offset, CopyOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Type, TypeKind, Value};

/// Whether the memref `ty` is one contiguous block: the identity layout,
/// or a static shape whose strides are row-major past size-1 outer
/// dimensions (MLIR's `isStaticShapeAndContiguousRowMajor`; the offset
/// does not matter).
fn is_contiguous(rw: &ConversionPatternRewriter<'_>, ty: Type) -> bool {
    let TypeKind::MemRef { shape, layout, .. } = rw.type_kind(ty) else {
        return false;
    };
    if layout.is_none() {
        return true;
    }
    let Some(shape) = shape.iter().copied().collect::<Option<Vec<i64>>>() else {
        return false;
    };
    let Some((strides, _)) = strides_and_offset(rw, ty) else {
        return false;
    };
    let mut running = 1i64;
    let mut dim = shape.len();
    while dim > 0 && strides[dim - 1] == running && strides[dim - 1] != DYNAMIC {
        running = running.saturating_mul(shape[dim - 1]);
        dim -= 1;
    }
    shape[..dim].iter().all(|&n| n == 1)
}

/// The aligned pointer of a descriptor advanced by its offset.
fn offset_ptr(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    element: Type,
    descriptor: MemRefDescriptor,
) -> Value {
    let base = descriptor.aligned_ptr(rw, loc);
    let offset = descriptor.offset(rw, loc);
    let ptr = rw.value_type(base);
    let indices = [GepArg::Dynamic(offset)];
    GEPOp::create_indices_gep_arg(rw, loc, ptr, element, base, &indices, None, None).res(rw)
}

/// The rank of the memref `ty` and the llvm type of its unranked
/// descriptor, if it converts.
fn unranked_type(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    ty: Type,
) -> Option<(usize, Type)> {
    let TypeKind::MemRef {
        shape,
        element,
        memory_space,
        ..
    } = rw.type_kind(ty).clone()
    else {
        return None;
    };
    let unranked = rw.context().ty(TypeKind::UnrankedMemRef {
        element,
        memory_space,
    });
    Some((shape.len(), converter.convert_type(rw.context(), unranked)?))
}

/// The unranked descriptor `unranked` (`rank`, a pointer to the ranked
/// `descriptor` spilled on the stack).
fn make_unranked(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    (rank, unranked): (usize, Type),
    descriptor: Value,
) -> Value {
    let index = converter.index_type(rw.context());
    let rank_attr = convert::integer_attr(rw.context(), index, rank as i128);
    let rank = ConstantOp::create(rw, loc, index, rank_attr).res(rw);
    let ranked = promote(rw, loc, descriptor);
    UnrankedMemRefDescriptor::pack(rw, loc, unranked, rank, ranked).value()
}

/// The ranked `descriptor` spilled on the stack (MLIR's
/// `promoteOneMemRefDescriptor`, which counts in `i64`).
pub(super) fn promote(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    descriptor: Value,
) -> Value {
    let i64_ty = rw.context().i64_type();
    let one = index_attr_constant(rw, loc, i64_ty, 1);
    spill(rw, loc, descriptor, one)
}

/// `memref.copy` to `llvm.intr.memcpy` or a call of `memrefCopy`.
pub(super) struct CopyLowering;

impl LlvmLowering<CopyOp> for CopyLowering {
    fn lower(
        &self,
        op: CopyOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let source = rw.value_type(op.source(rw));
        let target = rw.value_type(op.target(rw));
        let (TypeKind::MemRef { element, shape, .. }, TypeKind::MemRef { .. }) =
            (rw.type_kind(source).clone(), rw.type_kind(target).clone())
        else {
            return rw.notify_match_failure(op.id(), "only ranked memrefs lower");
        };
        let Some(element) = converter.convert_type(rw.context(), element) else {
            return rw.notify_match_failure(op.id(), "failed to convert the element type");
        };
        let loc = op.loc(rw);
        if is_contiguous(rw, source) && is_contiguous(rw, target) {
            let from = MemRefDescriptor::new(operands[0]);
            let mut count = index_constant(rw, converter, loc, 1);
            for i in 0..shape.len() {
                let size = from.size(rw, loc, i);
                let ty = rw.value_type(count);
                count = MulOp::create(rw, loc, ty, count, size, None).res(rw);
            }
            let bytes = size_in_bytes(rw, converter, loc, element);
            let ty = rw.value_type(count);
            let total = MulOp::create(rw, loc, ty, count, bytes, None).res(rw);
            let src = offset_ptr(rw, loc, element, from);
            let dst = offset_ptr(rw, loc, element, MemRefDescriptor::new(operands[1]));
            MemcpyOp::create(
                rw, loc, dst, src, total, false, None, None, None, None, None, None,
            );
            rw.replace_op(op.id(), &[])?;
            return Ok(true);
        }
        let Some(module) = enclosing_module(rw, op.id()) else {
            return rw.notify_match_failure(op.id(), "not in a module");
        };
        let (Some(from), Some(to)) = (
            unranked_type(rw, converter, source),
            unranked_type(rw, converter, target),
        ) else {
            return rw.notify_match_failure(op.id(), "failed to convert the memref types");
        };
        let ptr = LLVMPointerType::intern(rw.context(), 0).ty();
        let stack = StackSaveOp::create(rw, loc, ptr).res(rw);
        let from = make_unranked(rw, converter, loc, from, operands[0]);
        let to = make_unranked(rw, converter, loc, to, operands[1]);
        let one = index_constant(rw, converter, loc, 1);
        let from = spill(rw, loc, from, one);
        let to = spill(rw, loc, to, one);
        let bytes = size_in_bytes(rw, converter, loc, element);
        let index = converter.index_type(rw.context());
        let void = LLVMVoidType::get(rw.context()).ty();
        let params = vec![index, ptr, ptr];
        let Some(copy) = lookup_or_create_reserved_fn(rw, module, loc, "memrefCopy", params, void)
        else {
            return rw.notify_match_failure(op.id(), "memrefCopy is redefined");
        };
        CallOp::create_func(rw, loc, copy, vec![bytes, from, to]);
        StackRestoreOp::create(rw, loc, stack);
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}
