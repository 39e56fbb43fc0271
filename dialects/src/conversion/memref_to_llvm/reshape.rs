//! `memref.reshape` (MLIR's `MemRefReshapeOpLowering`). By a shape of
//! static size: a descriptor of the source's pointers with the result's
//! offset and sizes (its dynamic ones loaded from the shape by a
//! `memref.load` that the conversion lowers in turn), and strides its
//! layout's or the running product of the sizes. By a shape
//! of dynamic size: an unranked descriptor on the stack whose sizes and
//! strides a loop over the shape fills in.

use super::layout::{index_constant, mul, DYNAMIC};
use crate::conversion::llvm_common::{
    descriptor_size, load, store, LlvmLowering, LlvmTypeConverter, MemRefDescriptor,
    UnrankedMemRefDescriptor,
};
use crate::llvm::{
    flags, AllocaOp, BrOp, CondBrOp, GEPOp, GepArg, ICmpOp, ICmpPredicate, LLVMPointerType,
    LLVMStructType, SubOp,
};
use crate::memref::{self, strides_and_offset, ReshapeOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrError, IrResult, Signedness, Type, TypeKind, Value};

/// `memref.reshape` to a ranked memref by a statically sized shape, or to
/// an unranked one.
pub(super) struct ReshapeLowering;

impl LlvmLowering<ReshapeOp> for ReshapeLowering {
    fn lower(
        &self,
        op: ReshapeOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let shape_operand = op.shape(rw);
        let static_shape = matches!(
            rw.type_kind(rw.value_type(shape_operand)),
            TypeKind::MemRef { shape, .. } if shape.iter().all(Option::is_some)
        );
        if !static_shape {
            return to_unranked(op, operands, converter, rw);
        }
        let result = rw.value_type(op.result(rw));
        let TypeKind::MemRef { shape, .. } = rw.type_kind(result).clone() else {
            return rw.notify_match_failure(op.id(), "only ranked results lower");
        };
        let Some(struct_ty) = converter.convert_type(rw.context(), result) else {
            return rw.notify_match_failure(op.id(), "failed to convert the result type");
        };
        let Some((strides, offset)) = strides_and_offset(rw.context(), result) else {
            return rw.notify_match_failure(op.id(), "the result is not strided");
        };
        if offset == DYNAMIC {
            return rw.notify_match_failure(op.id(), "dynamic offset is unsupported");
        }
        let loc = op.loc(rw);
        let source = MemRefDescriptor::new(operands[0]);
        let mut target = MemRefDescriptor::poison(rw, loc, struct_ty);
        let allocated = source.allocated_ptr(rw, loc);
        let aligned = source.aligned_ptr(rw, loc);
        target.set_allocated_ptr(rw, loc, allocated);
        target.set_aligned_ptr(rw, loc, aligned);
        let offset = index_constant(rw, converter, loc, offset);
        target.set_offset(rw, loc, offset);
        // The stride of a dimension: its layout's, or the running product
        // of the sizes inside it (1 inside the innermost).
        let mut stride: Option<Value> = None;
        for i in (0..shape.len()).rev() {
            let current = match (strides[i], stride) {
                (DYNAMIC, Some(product)) => product,
                (DYNAMIC, None) => index_constant(rw, converter, loc, 1),
                (n, _) => index_constant(rw, converter, loc, n),
            };
            let size = match shape[i] {
                Some(size) => index_constant(rw, converter, loc, size),
                None => load_size(rw, converter, loc, shape_operand, i)?,
            };
            target.set_size(rw, loc, i, size);
            target.set_stride(rw, loc, i, current);
            stride = Some(mul(rw, loc, current, size, None));
        }
        rw.replace_op(op.id(), &[target.value()])?;
        Ok(true)
    }
}

/// Dynamic size `dim` of a reshape's result: a `memref.load` of it from
/// `shape`, which the conversion lowers in turn, cast to the index type
/// (as MLIR leaves the load to the framework).
fn load_size(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    shape: Value,
    dim: usize,
) -> IrResult<Value> {
    let index = index_constant(rw, converter, loc, dim as i64);
    let load = memref::LoadOp::create_inferred(rw, loc, shape, &[index], Some(false), None)?;
    let size = load.result(rw);
    let index_ty = converter.index_type(rw.context());
    if rw.value_type(size) == index_ty {
        return Ok(size);
    }
    rw.materialize_target_conversion(converter, loc, index_ty, size)
        .ok_or_else(|| IrError::Invalid("invalid memref element type".into()))
}

/// `memref.reshape` by a shape of dynamic size: the rank the shape's
/// size, the ranked descriptor on the stack holding the source's
/// pointers and offset, then a loop from the innermost dimension out
/// storing each size and the running product as its stride.
fn to_unranked(
    op: ReshapeOp,
    operands: &[Value],
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
) -> IrResult<bool> {
    let result = rw.value_type(op.result(rw));
    let Some(descriptor_ty) = converter.convert_type(rw.context(), result) else {
        return rw.notify_match_failure(op.id(), "failed to convert the result type");
    };
    let (Some(current), Some(next)) = (rw.parent_block(op.id()), rw.next_op(op.id())) else {
        return rw.notify_match_failure(op.id(), "the op does not precede a terminator");
    };
    let Some(region) = rw.block_parent_region(current) else {
        return rw.notify_match_failure(op.id(), "the op's block is in no region");
    };
    let loc = op.loc(rw);
    let shape = MemRefDescriptor::new(operands[1]);
    let source = MemRefDescriptor::new(operands[0]);
    let rank = shape.size(rw, loc, 0);
    let mut target = UnrankedMemRefDescriptor::poison(rw, loc, descriptor_ty);
    target.set_rank(rw, loc, rank);
    let size = descriptor_size(rw, converter, loc, target);
    let ptr = LLVMPointerType::intern(rw.context(), 0).ty();
    let i8_ty = rw.context().ty(TypeKind::Integer {
        width: 8,
        signedness: Signedness::Signless,
    });
    let ranked =
        AllocaOp::create_result_type_element_type(rw, loc, ptr, i8_ty, size, Some(0)).res(rw);
    target.set_ranked_ptr(rw, loc, ranked);
    let index = converter.index_type(rw.context());
    let gep =
        |rw: &mut ConversionPatternRewriter<'_>, base: Value, element: Type, at: &[GepArg]| {
            GEPOp::create_indices_gep_arg(rw, loc, ptr, element, base, at, None, None).res(rw)
        };
    // The pointers and the offset of the ranked descriptor.
    let allocated = source.allocated_ptr(rw, loc);
    let aligned = source.aligned_ptr(rw, loc);
    let offset = source.offset(rw, loc);
    let element_ptr = rw.value_type(allocated);
    store(rw, loc, allocated, ranked, None, flags::Nontemporal::No);
    let slot = gep(rw, ranked, element_ptr, &[GepArg::Constant(1)]);
    store(rw, loc, aligned, slot, None, flags::Nontemporal::No);
    let slot = gep(rw, ranked, element_ptr, &[GepArg::Constant(2)]);
    store(rw, loc, offset, slot, None, flags::Nontemporal::No);
    let head = LLVMStructType::get_literal(
        rw.context(),
        vec![element_ptr, element_ptr, index, index],
        false,
    );
    let sizes = gep(
        rw,
        ranked,
        head.ty(),
        &[GepArg::Constant(0), GepArg::Constant(3)],
    );
    let strides = gep(rw, sizes, index, &[GepArg::Dynamic(rank)]);
    let shape_ptr = shape.aligned_ptr(rw, loc);
    let one = index_constant(rw, converter, loc, 1);
    let last = SubOp::create(rw, loc, index, rank, one, None).res(rw);
    // The loop: the condition block, the body, then the ops after the op.
    let remaining = rw.split_block(current, Some(next));
    let args: Vec<(Type, Attribute)> = vec![(index, loc), (index, loc)];
    let condition = rw.create_block(region, Some(remaining), &args);
    let body = rw.create_block(region, Some(remaining), &[]);
    rw.set_insertion_point_to_end(current);
    BrOp::create(rw, loc, &[last, one], None, condition);
    rw.set_insertion_point_to_end(condition);
    let [dim, stride] = rw.block_args(condition)[..] else {
        unreachable!("the condition block has two arguments");
    };
    let zero = index_constant(rw, converter, loc, 0);
    let i1 = rw.context().ty(TypeKind::Integer {
        width: 1,
        signedness: Signedness::Signless,
    });
    let more = ICmpOp::create(rw, loc, i1, ICmpPredicate::Sge, dim, zero).res(rw);
    CondBrOp::create(rw, loc, more, &[], &[], None, None, body, remaining);
    rw.set_insertion_point_to_end(body);
    let at_dim = [GepArg::Dynamic(dim)];
    let from = gep(rw, shape_ptr, index, &at_dim);
    let dim_size = load(rw, loc, index, from, None, flags::Nontemporal::No);
    let to = gep(rw, sizes, index, &at_dim);
    store(rw, loc, dim_size, to, None, flags::Nontemporal::No);
    let to = gep(rw, strides, index, &at_dim);
    store(rw, loc, stride, to, None, flags::Nontemporal::No);
    let next_stride = mul(rw, loc, stride, dim_size, None);
    let next_dim = SubOp::create(rw, loc, index, dim, one, None).res(rw);
    BrOp::create(rw, loc, &[next_dim, next_stride], None, condition);
    rw.replace_op(op.id(), &[target.value()])?;
    Ok(true)
}
