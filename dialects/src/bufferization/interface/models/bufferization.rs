//! The bufferization dialect's own ops (MLIR's `BufferizationOps.cpp`
//! interface methods): allocations, the conversions between tensors and
//! buffers, and copies into a destination.

use super::Registry;
use crate::bufferization::interface::{equivalent, BufferizableModel, Rewriter, State};
use crate::bufferization::{
    AliasingValue, AllocTensorOp, DeallocTensorOp, MaterializeInDestinationOp, ToBufferOp,
    ToTensorOp,
};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::is_tensor;
use ods_runtime::{Context, OpId, Type, TypeKind, Use, Value};

pub(super) fn register(r: &mut Registry) {
    r.register(AllocTensorOp::OPERATION_NAME, &AllocTensor);
    r.register(ToTensorOp::OPERATION_NAME, &ToTensor);
    r.register(ToBufferOp::OPERATION_NAME, &ToBuffer);
    r.register(
        MaterializeInDestinationOp::OPERATION_NAME,
        &MaterializeInDestination,
    );
    r.register(DeallocTensorOp::OPERATION_NAME, &DeallocTensor);
}

/// `bufferization.dealloc_tensor`: a `memref.dealloc` of the buffer.
struct DeallocTensor;

impl BufferizableModel for DeallocTensor {
    no_access!();
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let tensor = DeallocTensorOp::from_id_unchecked(op).tensor(rw.ctx);
        let buffer = rw.get_buffer(tensor)?;
        let loc = rw.op_loc(op);
        rw.at = ods_runtime::OpBuilder::before(op);
        crate::memref::DeallocOp::create(rw, loc, buffer);
        rw.erase(op);
        Ok(())
    }
}

/// `bufferization.alloc_tensor`: a new buffer, a copy when it has one.
struct AllocTensor;

impl BufferizableModel for AllocTensor {
    read_only!();
    fn result_writes(&self, st: &State<'_>, value: Value) -> bool {
        let Value::Result(op, _) = value else {
            return false;
        };
        AllocTensorOp::from_id_unchecked(op).copy(st.ctx).is_some()
    }
    /// A buffer of the identity layout, in the op's memory space, else the
    /// copy's, else the default one.
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let Value::Result(op, _) = value else {
            return rw.default_buffer_type(value, stack);
        };
        let alloc = AllocTensorOp::from_id_unchecked(op);
        let ty = rw.value_type(value);
        let space = if let Some(space) = alloc.memory_space(rw.ctx) {
            Some(space)
        } else if let Some(copy) = alloc.copy(rw.ctx) {
            let copy_ty = rw.buffer_type_with(copy, stack)?;
            memory_space(rw.ctx, copy_ty)
        } else {
            rw.options.default_memory_space(rw.ctx, ty).ok_or_else(|| {
                crate::bufferization::interface::error_at(
                    rw.ctx,
                    op,
                    "could not infer memory space",
                )
            })?
        };
        Ok(rw.memref_of(ty, None, space))
    }
    /// A `memref.alloc` (sized as the copy when there is one) and the
    /// copy; nothing when the tensor is unused.
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let alloc = AllocTensorOp::from_id_unchecked(op);
        let result = alloc.result(rw.ctx);
        if !rw.has_uses(result) {
            rw.erase(op);
            return Ok(());
        }
        let loc = rw.op_loc(op);
        let copy = match alloc.copy(rw.ctx) {
            Some(copy) => Some(rw.get_buffer(copy)?),
            None => None,
        };
        let ty = rw.buffer_type(result)?;
        let sizes = match copy {
            Some(copy) => rw.dynamic_dim_sizes(loc, copy),
            None => alloc.dynamic_sizes(rw.ctx),
        };
        let buffer = rw.create_alloc(loc, ty, &sizes);
        if let Some(copy) = copy {
            rw.create_memcpy(loc, copy, buffer);
        }
        rw.replace_op_with_bufferized_values(op, &[buffer]);
        Ok(())
    }
}

/// The memory space of a memref type.
pub(crate) fn memory_space(ctx: &Context, ty: Type) -> Option<ods_runtime::Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

/// `bufferization.to_tensor`: the tensor of a buffer, which folds away.
struct ToTensor;

impl BufferizableModel for ToTensor {
    no_access!();
    fn is_writable(&self, st: &State<'_>, value: Value) -> bool {
        let Value::Result(op, _) = value else {
            return false;
        };
        ToTensorOp::from_id_unchecked(op).writable(st.ctx)
    }
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        _: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let op = rw.defining_op(value).expect("a result");
        let buffer = ToTensorOp::from_id_unchecked(op).buffer(rw.ctx);
        Ok(rw.value_type(buffer))
    }
    fn bufferize(&self, _: &mut Rewriter<'_>, _: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// `bufferization.to_buffer`: the buffer of a tensor, folded with the
/// `to_tensor` it reads.
struct ToBuffer;

impl BufferizableModel for ToBuffer {
    fn reads(&self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn writes(&self, st: &State<'_>, operand: Use) -> bool {
        !ToBufferOp::from_id_unchecked(operand.op).read_only(st.ctx)
    }
    fn aliasing_values(&self, _: &State<'_>, _: Use) -> Vec<AliasingValue> {
        Vec::new()
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        rw.fold_to_buffer_of_to_tensor(op)
    }
}

/// `bufferization.materialize_in_destination`: a copy of the source into
/// the destination's buffer.
struct MaterializeInDestination;

impl BufferizableModel for MaterializeInDestination {
    fn reads(&self, _: &State<'_>, operand: Use) -> bool {
        operand.index == 0
    }
    fn writes(&self, st: &State<'_>, operand: Use) -> bool {
        operand.index == 1 && is_tensor(st.ctx, st.operand_type(operand))
    }
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        let op = MaterializeInDestinationOp::from_id_unchecked(operand.op);
        match op.result(st.ctx) {
            Some(result) if operand.index == 1 => vec![equivalent(result)],
            _ => Vec::new(),
        }
    }
    fn must_be_in_place(&self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn elementwise(&self, _: &State<'_>, _: &[Use]) -> bool {
        true
    }
    fn is_writable(&self, st: &State<'_>, value: Value) -> bool {
        let Value::Result(op, _) = value else {
            return false;
        };
        let op = MaterializeInDestinationOp::from_id_unchecked(op);
        is_tensor(st.ctx, st.ctx.value_type(op.dest(st.ctx))) || op.writable(st.ctx)
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let m = MaterializeInDestinationOp::from_id_unchecked(op);
        let dest = m.dest(rw.ctx);
        let tensor_dest = is_tensor(rw.ctx, rw.value_type(dest));
        let buffer = if tensor_dest {
            rw.get_buffer(dest)?
        } else {
            dest
        };
        let source = rw.get_buffer(m.source(rw.ctx))?;
        let loc = rw.op_loc(op);
        rw.create_memcpy(loc, source, buffer);
        let values = if tensor_dest {
            vec![buffer]
        } else {
            Vec::new()
        };
        rw.replace_op_with_bufferized_values(op, &values);
        Ok(())
    }
}
