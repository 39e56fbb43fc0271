//! The vector dialect's transfers on tensors (MLIR's `Vector/Transforms/
//! BufferizableOpInterfaceImpl.cpp`): `vector.transfer_read` reads the
//! tensor's buffer, `vector.transfer_write` writes its destination's
//! buffer in place and stands for it.

use super::Registry;
use crate::bufferization::interface::{equivalent, BufferizableModel, Rewriter, State};
use crate::bufferization::AliasingValue;
use crate::vector::{TransferReadOp, TransferWriteOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::shape;
use ods_runtime::{OpId, Use};

pub(super) fn register(r: &mut Registry) {
    r.register(TransferReadOp::OPERATION_NAME, &TransferRead);
    r.register(TransferWriteOp::OPERATION_NAME, &TransferWrite);
}

/// `vector.transfer_read`: the same read of the tensor's buffer.
struct TransferRead;

impl BufferizableModel for TransferRead {
    read_only!();
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let read = TransferReadOp::from_id_unchecked(op);
        let buffer = rw.get_buffer(read.base(rw.ctx))?;
        // Only the base changes: the op reads the buffer where it stands.
        rw.set_operand(op, 0, buffer);
        Ok(())
    }
}

/// `vector.transfer_write`: the same write into the destination's buffer,
/// without a result; the buffer stands for the result.
struct TransferWrite;

/// The index of the destination among the operands of a transfer_write.
const WRITE_BASE: u32 = 1;

impl BufferizableModel for TransferWrite {
    /// The destination is read unless the write overwrites all of it:
    /// a static shape, no mask, zero indices and a vector at least as
    /// large along every dimension.
    fn reads(&self, st: &State<'_>, operand: Use) -> bool {
        let ctx = st.ctx;
        let write = TransferWriteOp::from_id_unchecked(operand.op);
        let dest = shape(ctx, ctx.value_type(write.base(ctx))).unwrap_or_default();
        let vector = shape(ctx, ctx.value_type(write.value_to_store(ctx))).unwrap_or_default();
        let static_dest = dest.iter().all(|&d| d != ods_runtime::ods::pred::DYNAMIC);
        let zero_indices = write
            .indices(ctx)
            .into_iter()
            .all(|i| crate::offset_size_stride::constant_index(ctx, i) == Some(0));
        let covers = dest.iter().zip(&vector).all(|(d, v)| d <= v);
        !(static_dest && zero_indices && write.mask(ctx).is_none() && covers)
    }
    fn writes(&self, _: &State<'_>, operand: Use) -> bool {
        operand.index == WRITE_BASE
    }
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        if operand.index == WRITE_BASE {
            vec![equivalent(st.ctx.result(operand.op, 0))]
        } else {
            Vec::new()
        }
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let write = TransferWriteOp::from_id_unchecked(op);
        let buffer = rw.get_buffer(write.base(rw.ctx))?;
        let mut operands = rw.operands(op);
        operands[WRITE_BASE as usize] = buffer;
        rw.recreate_without_results(op, operands);
        rw.replace_op_with_bufferized_values(op, &[buffer]);
        Ok(())
    }
}
