//! `memref.view` (MLIR's `ViewOpLowering`): a descriptor of the result
//! type over the byte buffer, its aligned pointer advanced by the byte
//! shift, at offset 0, with contiguous row-major strides.

use super::layout::{index_constant, mul, DYNAMIC};
use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter, MemRefDescriptor};
use crate::llvm::{GEPOp, GepArg};
use crate::memref::{strides_and_offset, ViewOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Signedness, TypeKind, Value};

/// `memref.view` to a new descriptor over its source's buffer.
pub(super) struct ViewLowering;

impl LlvmLowering<ViewOp> for ViewLowering {
    fn lower(
        &self,
        op: ViewOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let result = rw.value_type(rw.results(op.id())[0]);
        let TypeKind::MemRef { shape, .. } = rw.type_kind(result).clone() else {
            return rw.notify_match_failure(op.id(), "only ranked results lower");
        };
        let Some(struct_ty) = converter.convert_type(rw.context(), result) else {
            return rw.notify_match_failure(op.id(), "failed to convert the result type");
        };
        let Some((strides, 0)) = strides_and_offset(rw.context(), result) else {
            return rw.notify_match_failure(op.id(), "the result is not strided at offset 0");
        };
        if strides.last() == Some(&DYNAMIC) {
            return rw.notify_match_failure(op.id(), "the innermost stride is dynamic");
        }
        let loc = op.loc(rw);
        let source = MemRefDescriptor::new(operands[0]);
        let mut target = MemRefDescriptor::poison(rw, loc, struct_ty);
        let allocated = source.allocated_ptr(rw, loc);
        target.set_allocated_ptr(rw, loc, allocated);
        let aligned = source.aligned_ptr(rw, loc);
        let ptr = rw.value_type(aligned);
        let i8_ty = rw.context().ty(TypeKind::Integer {
            width: 8,
            signedness: Signedness::Signless,
        });
        let shift = [GepArg::Dynamic(operands[1])];
        let gep = GEPOp::create_indices_gep_arg(rw, loc, ptr, i8_ty, aligned, &shift, None, None);
        let aligned = gep.res(rw);
        target.set_aligned_ptr(rw, loc, aligned);
        let zero = index_constant(rw, converter, loc, 0);
        target.set_offset(rw, loc, zero);
        // Sizes and strides from the innermost dimension out, a dynamic
        // stride the product of the stride and size inside it.
        let dynamic_sizes = &operands[2..];
        let (mut stride, mut inner_size): (Option<Value>, Option<Value>) = (None, None);
        for i in (0..shape.len()).rev() {
            let size = match shape[i] {
                Some(n) => index_constant(rw, converter, loc, n),
                None => dynamic_sizes[shape[..i].iter().filter(|d| d.is_none()).count()],
            };
            target.set_size(rw, loc, i, size);
            let next = match (strides[i], stride, inner_size) {
                (DYNAMIC, Some(running), Some(inner)) => mul(rw, loc, running, inner, None),
                (DYNAMIC, None, Some(inner)) => inner,
                (DYNAMIC, _, None) => unreachable!("checked: a static innermost stride"),
                (n, _, _) => index_constant(rw, converter, loc, n),
            };
            target.set_stride(rw, loc, i, next);
            stride = Some(next);
            inner_size = Some(size);
        }
        rw.replace_op(op.id(), &[target.value()])?;
        Ok(true)
    }
}
