//! The ops that reinterpret a ranked memref's descriptor without touching
//! its data: `memref.cast`, `memref.reinterpret_cast`,
//! `memref.extract_strided_metadata` and
//! `memref.extract_aligned_pointer_as_index` (MLIR's
//! `MemRefCastOpLowering`, `MemRefReinterpretCastOpLowering`,
//! `ExtractStridedMetadataOpLowering`,
//! `ConvertExtractAlignedPointerAsIndex`).

use super::copy::promote;
use super::layout::{index_constant, DYNAMIC};
use crate::conversion::llvm_common::{
    address_space, descriptor_size, load, store, LlvmLowering, LlvmTypeConverter, MemRefDescriptor,
    UnrankedMemRefDescriptor,
};
use crate::llvm::{
    flags, AddrSpaceCastOp, AllocaOp, GEPOp, GepArg, LLVMPointerType, LLVMStructType, MemcpyOp,
    PtrToIntOp, SubOp,
};
use crate::memref::{
    CastOp, ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp, MemorySpaceCastOp,
    ReinterpretCastOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Signedness, Type, TypeKind, Value};

/// Whether `ty` is a ranked memref.
fn is_ranked(rw: &ConversionPatternRewriter<'_>, ty: Type) -> bool {
    matches!(rw.type_kind(ty), TypeKind::MemRef { .. })
}

/// `memref.cast` between ranked memrefs: the same descriptor, when both
/// types convert to the same struct; to an unranked memref: the rank and
/// a pointer to the descriptor spilled on the stack; from an unranked
/// memref: the descriptor it points to.
pub(super) struct CastLowering;

impl LlvmLowering<CastOp> for CastLowering {
    fn lower(
        &self,
        op: CastOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let source = rw.value_type(op.source(rw));
        let dest = rw.value_type(op.dest(rw));
        if let TypeKind::MemRef { shape, .. } = rw.type_kind(source).clone() {
            if !is_ranked(rw, dest) {
                let Some(unranked) = converter.convert_type(rw.context(), dest) else {
                    return rw.notify_match_failure(op.id(), "failed to convert the result type");
                };
                let loc = op.loc(rw);
                let ranked = promote(rw, loc, operands[0]);
                let rank = index_constant(rw, converter, loc, shape.len() as i64);
                let value = UnrankedMemRefDescriptor::pack(rw, loc, unranked, rank, ranked).value();
                rw.replace_op(op.id(), &[value])?;
                return Ok(true);
            }
        }
        if !is_ranked(rw, source) {
            // The descriptor the unranked one points to, assumed of the
            // result's type.
            let Some(ranked) = converter.convert_type(rw.context(), dest) else {
                return rw.notify_match_failure(op.id(), "failed to convert the result type");
            };
            let loc = op.loc(rw);
            let ptr = UnrankedMemRefDescriptor::new(operands[0]).ranked_ptr(rw, loc);
            let value = load(rw, loc, ranked, ptr, None, flags::Nontemporal::No);
            rw.replace_op(op.id(), &[value])?;
            return Ok(true);
        }
        let same = converter.convert_type(rw.context(), source).is_some()
            && converter.convert_type(rw.context(), source)
                == converter.convert_type(rw.context(), dest);
        if !same {
            return rw.notify_match_failure(op.id(), "the descriptors differ");
        }
        rw.replace_op(op.id(), &[operands[0]])?;
        Ok(true)
    }
}

/// `memref.reinterpret_cast` of a ranked memref: a new descriptor of its
/// pointers, with the offset, sizes and strides given (static as
/// constants).
pub(super) struct ReinterpretCastLowering;

impl LlvmLowering<ReinterpretCastOp> for ReinterpretCastLowering {
    fn lower(
        &self,
        op: ReinterpretCastOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let source = rw.value_type(op.source(rw));
        if !is_ranked(rw, source) {
            return rw.notify_match_failure(op.id(), "only ranked sources lower");
        }
        let result = rw.value_type(op.result(rw));
        let Some(struct_ty) = converter.convert_type(rw.context(), result) else {
            return rw.notify_match_failure(op.id(), "failed to convert the result type");
        };
        let loc = op.loc(rw);
        let (offsets, sizes) = (op.offsets(rw).len(), op.sizes(rw).len());
        let mut dynamic_offsets = operands[1..1 + offsets].iter();
        let mut dynamic_sizes = operands[1 + offsets..1 + offsets + sizes].iter();
        let mut dynamic_strides = operands[1 + offsets + sizes..].iter();
        let mixed = |rw: &mut ConversionPatternRewriter<'_>,
                     value: i64,
                     dynamic: &mut std::slice::Iter<'_, Value>| match value {
            DYNAMIC => *dynamic.next().expect("an operand per dynamic value"),
            n => index_constant(rw, converter, loc, n),
        };
        let descriptor = MemRefDescriptor::new(operands[0]);
        let mut d = MemRefDescriptor::poison(rw, loc, struct_ty);
        let allocated = descriptor.allocated_ptr(rw, loc);
        let aligned = descriptor.aligned_ptr(rw, loc);
        d.set_allocated_ptr(rw, loc, allocated);
        d.set_aligned_ptr(rw, loc, aligned);
        let offset = mixed(rw, op.static_offsets(rw)[0], &mut dynamic_offsets);
        d.set_offset(rw, loc, offset);
        let static_strides = op.static_strides(rw);
        for (i, size) in op.static_sizes(rw).into_iter().enumerate() {
            let size = mixed(rw, size, &mut dynamic_sizes);
            d.set_size(rw, loc, i, size);
            let stride = mixed(rw, static_strides[i], &mut dynamic_strides);
            d.set_stride(rw, loc, i, stride);
        }
        rw.replace_op(op.id(), &[d.value()])?;
        Ok(true)
    }
}

/// `memref.extract_strided_metadata` of a ranked memref: a rank-0
/// descriptor of its pointers at offset 0, then its offset, sizes and
/// strides.
pub(super) struct ExtractStridedMetadataLowering;

impl LlvmLowering<ExtractStridedMetadataOp> for ExtractStridedMetadataLowering {
    fn lower(
        &self,
        op: ExtractStridedMetadataOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let source = rw.value_type(op.source(rw));
        let TypeKind::MemRef { shape, .. } = rw.type_kind(source).clone() else {
            return rw.notify_match_failure(op.id(), "only ranked sources lower");
        };
        let base = rw.value_type(op.base_buffer(rw));
        let Some(base) = converter.convert_type(rw.context(), base) else {
            return rw.notify_match_failure(op.id(), "failed to convert the base buffer type");
        };
        let loc = op.loc(rw);
        let descriptor = MemRefDescriptor::new(operands[0]);
        let allocated = descriptor.allocated_ptr(rw, loc);
        let aligned = descriptor.aligned_ptr(rw, loc);
        let mut buffer = MemRefDescriptor::poison(rw, loc, base);
        buffer.set_allocated_ptr(rw, loc, allocated);
        buffer.set_aligned_ptr(rw, loc, aligned);
        let zero = index_constant(rw, converter, loc, 0);
        buffer.set_offset(rw, loc, zero);
        let mut results = vec![buffer.value(), descriptor.offset(rw, loc)];
        for i in 0..shape.len() {
            results.push(descriptor.size(rw, loc, i));
        }
        for i in 0..shape.len() {
            results.push(descriptor.stride(rw, loc, i));
        }
        rw.replace_op(op.id(), &results)?;
        Ok(true)
    }
}

/// `memref.extract_aligned_pointer_as_index` of a ranked memref: its
/// aligned pointer as an integer.
pub(super) struct ExtractAlignedPointerLowering;

impl LlvmLowering<ExtractAlignedPointerAsIndexOp> for ExtractAlignedPointerLowering {
    fn lower(
        &self,
        op: ExtractAlignedPointerAsIndexOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let source = rw.value_type(op.source(rw));
        if !is_ranked(rw, source) {
            return rw.notify_match_failure(op.id(), "only ranked sources lower");
        }
        let loc = op.loc(rw);
        let aligned = MemRefDescriptor::new(operands[0]).aligned_ptr(rw, loc);
        let index = converter.index_type(rw.context());
        let value = PtrToIntOp::create(rw, loc, index, aligned).res(rw);
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

/// `memref.memory_space_cast`: the descriptor of a ranked memref with both
/// pointers cast to the new address space; for an unranked memref, a copy
/// of the ranked descriptor on the stack with its pointers cast (MLIR's
/// `MemorySpaceCastOpLowering`).
pub(super) struct MemorySpaceCastLowering;

impl LlvmLowering<MemorySpaceCastOp> for MemorySpaceCastLowering {
    fn lower(
        &self,
        op: MemorySpaceCastOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let result = rw.value_type(op.dest(rw));
        if !is_ranked(rw, result) {
            return cast_unranked(op, operands[0], converter, rw);
        }
        let Some(descriptor) = converter.convert_type(rw.context(), result) else {
            return rw.notify_match_failure(op.id(), "failed to convert the result type");
        };
        let loc = op.loc(rw);
        let ptr = LLVMStructType::from_type_unchecked(descriptor).elements(rw)[0];
        let mut fields = MemRefDescriptor::new(operands[0]).unpack(rw, loc);
        for field in &mut fields[..2] {
            *field = AddrSpaceCastOp::create(rw, loc, ptr, *field).res(rw);
        }
        let value = MemRefDescriptor::pack(rw, loc, descriptor, &fields).value();
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

/// The memory space of the unranked memref `ty` as an address space.
fn unranked_address_space(rw: &ConversionPatternRewriter<'_>, ty: Type) -> Option<u32> {
    match rw.type_kind(ty) {
        TypeKind::UnrankedMemRef { memory_space, .. } => address_space(rw, *memory_space),
        _ => None,
    }
}

/// `memref.memory_space_cast` of the unranked memref `source`: a new
/// ranked descriptor of the same rank on the stack, its pointers those of
/// the source's cast, the offset, sizes and strides copied as bytes.
fn cast_unranked(
    op: MemorySpaceCastOp,
    source: Value,
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
) -> IrResult<bool> {
    let (from, to) = (rw.value_type(op.source(rw)), rw.value_type(op.dest(rw)));
    let (Some(from_space), Some(to_space), Some(descriptor_ty)) = (
        unranked_address_space(rw, from),
        unranked_address_space(rw, to),
        converter.convert_type(rw.context(), to),
    ) else {
        return rw.notify_match_failure(op.id(), "failed to convert the memref types");
    };
    let loc = op.loc(rw);
    let source = UnrankedMemRefDescriptor::new(source);
    let [rank, source_ranked] = source.unpack(rw, loc);
    let mut result = UnrankedMemRefDescriptor::poison(rw, loc, descriptor_ty);
    result.set_rank(rw, loc, rank);
    let size = descriptor_size(rw, converter, loc, result);
    let ptr = LLVMPointerType::intern(rw.context(), 0).ty();
    let i8_ty = rw.context().ty(TypeKind::Integer {
        width: 8,
        signedness: Signedness::Signless,
    });
    let ranked =
        AllocaOp::create_result_type_element_type(rw, loc, ptr, i8_ty, size, Some(0)).res(rw);
    result.set_ranked_ptr(rw, loc, ranked);
    let from_ptr = LLVMPointerType::intern(rw.context(), from_space).ty();
    let to_ptr = LLVMPointerType::intern(rw.context(), to_space).ty();
    let field = |rw: &mut ConversionPatternRewriter<'_>, base: Value, element: Type, i: i32| {
        let indices = [GepArg::Constant(i)];
        GEPOp::create_indices_gep_arg(rw, loc, ptr, element, base, &indices, None, None).res(rw)
    };
    let allocated = load(
        rw,
        loc,
        from_ptr,
        source_ranked,
        None,
        flags::Nontemporal::No,
    );
    let aligned_slot = field(rw, source_ranked, from_ptr, 1);
    let aligned = load(
        rw,
        loc,
        from_ptr,
        aligned_slot,
        None,
        flags::Nontemporal::No,
    );
    let allocated = AddrSpaceCastOp::create(rw, loc, to_ptr, allocated).res(rw);
    let aligned = AddrSpaceCastOp::create(rw, loc, to_ptr, aligned).res(rw);
    store(rw, loc, allocated, ranked, None, flags::Nontemporal::No);
    let aligned_slot = field(rw, ranked, to_ptr, 1);
    store(rw, loc, aligned, aligned_slot, None, flags::Nontemporal::No);
    // The offset, sizes and strides follow the two pointers (64-bit in
    // the default data layout).
    let source_indices = field(rw, source_ranked, from_ptr, 2);
    let result_indices = field(rw, ranked, to_ptr, 2);
    let pointers = index_constant(rw, converter, loc, 16);
    let index = converter.index_type(rw.context());
    let bytes = SubOp::create(rw, loc, index, size, pointers, None).res(rw);
    MemcpyOp::create(
        rw,
        loc,
        result_indices,
        source_indices,
        bytes,
        false,
        None,
        None,
        None,
        None,
        None,
        None,
    );
    rw.replace_op(op.id(), &[result.value()])?;
    Ok(true)
}
