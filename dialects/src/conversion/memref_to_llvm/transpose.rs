//! `memref.transpose` (MLIR's `TransposeOpLowering`): the descriptor of
//! the same buffer with its sizes and strides permuted.

use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter, MemRefDescriptor};
use crate::memref::TransposeOp;
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{AffineExpr, AttrKind, IrResult, Value};

/// `memref.transpose` to a new descriptor, or its operand for the
/// identity permutation.
pub(super) struct TransposeLowering;

impl LlvmLowering<TransposeOp> for TransposeLowering {
    fn lower(
        &self,
        op: TransposeOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let AttrKind::AffineMap { results, .. } = rw.attr_kind(op.permutation_attr(rw)).clone()
        else {
            return rw.notify_match_failure(op.id(), "the permutation is not an affine map");
        };
        let Some(sources) = results
            .iter()
            .map(|e| match e {
                AffineExpr::Dim(d) => Some(*d as usize),
                _ => None,
            })
            .collect::<Option<Vec<usize>>>()
        else {
            return rw.notify_match_failure(op.id(), "the permutation is not of dimensions");
        };
        if sources.iter().enumerate().all(|(i, &d)| i == d) {
            rw.replace_op(op.id(), &[operands[0]])?;
            return Ok(true);
        }
        let result = rw.value_type(rw.results(op.id())[0]);
        let Some(struct_ty) = converter.convert_type(rw.context(), result) else {
            return rw.notify_match_failure(op.id(), "failed to convert the result type");
        };
        let loc = op.loc(rw);
        let source = MemRefDescriptor::new(operands[0]);
        let mut target = MemRefDescriptor::poison(rw, loc, struct_ty);
        let allocated = source.allocated_ptr(rw, loc);
        target.set_allocated_ptr(rw, loc, allocated);
        let aligned = source.aligned_ptr(rw, loc);
        target.set_aligned_ptr(rw, loc, aligned);
        let offset = source.offset(rw, loc);
        target.set_offset(rw, loc, offset);
        for (i, &d) in sources.iter().enumerate() {
            let size = source.size(rw, loc, d);
            target.set_size(rw, loc, i, size);
            let stride = source.stride(rw, loc, d);
            target.set_stride(rw, loc, i, stride);
        }
        rw.replace_op(op.id(), &[target.value()])?;
        Ok(true)
    }
}
