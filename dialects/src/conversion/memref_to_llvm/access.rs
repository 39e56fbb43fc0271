//! `memref.load` and `memref.store` through the address of an element
//! (MLIR's `getStridedElementPtr`, shared with the atomics), and
//! `memref.dim`.

use super::layout::{buffer_ptr, index_constant, mul, DYNAMIC};
use crate::conversion::llvm_common::{
    load, spill, store, LlvmLowering, LlvmTypeConverter, MemRefDescriptor, UnrankedMemRefDescriptor,
};
use crate::llvm::{
    flags, AddOp, ExtractValueOp, GEPNoWrapFlags, GEPOp, GepArg, IntegerOverflowFlags,
    LLVMStructType, Prefetch,
};
use crate::memref::strides_and_offset;
use crate::memref::{DimOp, LoadOp as MemRefLoadOp, PrefetchOp, RankOp, StoreOp as MemRefStoreOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Type, TypeKind, Value};

/// The address of the element of the memref `ty` (described by
/// `descriptor`) at `indices`: the buffer pointer advanced by the sum of
/// each index times its stride, a `getelementptr` with `gep_flags`, the
/// products and sums `nsw` with `nusw` and `nuw` with `nuw` (MLIR's
/// `getStridedElementPtr`); `None` for a layout that is not strided.
pub(super) fn element_ptr(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    (ty, descriptor): (Type, Value),
    indices: &[Value],
    gep_flags: GEPNoWrapFlags,
) -> Option<Value> {
    let (strides, _) = strides_and_offset(rw.context(), ty)?;
    let base = buffer_ptr(rw, converter, loc, ty, descriptor)?;
    let TypeKind::MemRef { element, .. } = rw.type_kind(ty).clone() else {
        return None;
    };
    let element = converter.convert_type(rw.context(), element)?;
    let descriptor = MemRefDescriptor::new(descriptor);
    let mut overflow = 0;
    if gep_flags.bits() & GEPNoWrapFlags::NUSW.bits() != 0 {
        overflow |= IntegerOverflowFlags::NSW.bits();
    }
    if gep_flags.bits() & GEPNoWrapFlags::NUW.bits() != 0 {
        overflow |= IntegerOverflowFlags::NUW.bits();
    }
    let no_wrap = (overflow != 0).then(|| IntegerOverflowFlags::from_bits_retain(overflow));
    let mut index: Option<Value> = None;
    for (i, (&value, &stride)) in indices.iter().zip(&strides).enumerate() {
        let increment = match stride {
            1 => value,
            DYNAMIC => {
                let stride = descriptor.stride(rw, loc, i);
                mul(rw, loc, value, stride, no_wrap)
            }
            n => {
                let stride = index_constant(rw, converter, loc, n);
                mul(rw, loc, value, stride, no_wrap)
            }
        };
        index = Some(match index {
            None => increment,
            Some(sum) => {
                let ty = rw.value_type(sum);
                AddOp::create(rw, loc, ty, sum, increment, no_wrap).res(rw)
            }
        });
    }
    let Some(index) = index else {
        return Some(base);
    };
    let ptr = rw.value_type(base);
    let flags = (!gep_flags.is_empty()).then_some(gep_flags);
    let address = GEPOp::create_indices_gep_arg(
        rw,
        loc,
        ptr,
        element,
        base,
        &[GepArg::Dynamic(index)],
        flags,
        None,
    );
    Some(address.res(rw))
}

/// The flags of the address a load or store reads: `inbounds|nuw`.
const IN_BOUNDS: GEPNoWrapFlags =
    GEPNoWrapFlags::from_bits_retain(GEPNoWrapFlags::INBOUNDS.bits() | GEPNoWrapFlags::NUW.bits());

/// The address a load or store of `memref` (its original value and
/// descriptor) at `indices` reads; `None` for a layout that is not
/// strided.
fn access_address(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    (memref, descriptor): (Value, Value),
    indices: &[Value],
) -> Option<Value> {
    let ty = rw.value_type(memref);
    element_ptr(rw, converter, loc, (ty, descriptor), indices, IN_BOUNDS)
}

/// The `nontemporal` flag of a load or store.
fn nontemporal_flag(nontemporal: bool) -> flags::Nontemporal {
    match nontemporal {
        true => flags::Nontemporal::Yes,
        false => flags::Nontemporal::No,
    }
}

/// `memref.load` to `llvm.load`.
pub(super) struct LoadLowering;

impl LlvmLowering<MemRefLoadOp> for LoadLowering {
    fn lower(
        &self,
        op: MemRefLoadOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let memref = (op.memref(rw), operands[0]);
        let Some(address) = access_address(rw, converter, loc, memref, &operands[1..]) else {
            return rw.notify_match_failure(op.id(), "only strided layouts lower");
        };
        let result = rw.value_type(op.result(rw));
        let Some(result) = converter.convert_type(rw.context(), result) else {
            return rw.notify_match_failure(op.id(), "failed to convert the element type");
        };
        let nontemporal = nontemporal_flag(op.nontemporal(rw));
        let value = load(rw, loc, result, address, op.alignment(rw), nontemporal);
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

/// `memref.store` to `llvm.store`.
pub(super) struct StoreLowering;

impl LlvmLowering<MemRefStoreOp> for StoreLowering {
    fn lower(
        &self,
        op: MemRefStoreOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let memref = (op.memref(rw), operands[1]);
        let Some(address) = access_address(rw, converter, loc, memref, &operands[2..]) else {
            return rw.notify_match_failure(op.id(), "only strided layouts lower");
        };
        let nontemporal = nontemporal_flag(op.nontemporal(rw));
        store(rw, loc, operands[0], address, op.alignment(rw), nontemporal);
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}

/// `memref.dim`: a constant dimension's static size as a constant or its
/// size in the descriptor; any other dimension read from a copy of the
/// sizes on the stack; a dimension of an unranked memref read from its
/// ranked descriptor (MLIR's `DimOpLowering`).
pub(super) struct DimLowering;

impl LlvmLowering<DimOp> for DimLowering {
    fn lower(
        &self,
        op: DimOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(op.source(rw));
        let loc = op.loc(rw);
        let TypeKind::MemRef { shape, .. } = rw.type_kind(ty).clone() else {
            let value = unranked_size(rw, converter, loc, ty, (operands[0], operands[1]));
            rw.replace_op(op.id(), &[value])?;
            return Ok(true);
        };
        let descriptor = MemRefDescriptor::new(operands[0]);
        // A dimension not known, or out of range, is read at run time.
        let known = op
            .constant_index(rw)
            .and_then(|d| usize::try_from(d).ok())
            .filter(|&d| d < shape.len());
        let value = match known.map(|d| (d, shape[d])) {
            None => dynamic_size(rw, converter, loc, operands[0], operands[1]),
            Some((_, Some(n))) => index_constant(rw, converter, loc, n),
            Some((d, None)) => descriptor.size(rw, loc, d),
        };
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

/// The size at the dynamic position `index` of the memref `descriptor`:
/// its sizes stored in an `llvm.alloca` and the one at `index` loaded.
fn dynamic_size(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    descriptor: Value,
    index: Value,
) -> Value {
    let one = index_constant(rw, converter, loc, 1);
    let struct_ty = LLVMStructType::from_type_unchecked(rw.value_type(descriptor));
    let sizes_ty = struct_ty.elements(rw)[3];
    let sizes = ExtractValueOp::create(rw, loc, sizes_ty, descriptor, vec![3]).res(rw);
    let copy = spill(rw, loc, sizes, one);
    let ptr = rw.value_type(copy);
    let indices = [GepArg::Constant(0), GepArg::Dynamic(index)];
    let address = GEPOp::create_indices_gep_arg(rw, loc, ptr, sizes_ty, copy, &indices, None, None);
    let address = address.res(rw);
    let index_ty = converter.index_type(rw.context());
    load(rw, loc, index_ty, address, None, flags::Nontemporal::No)
}

/// The size at position `index` of the unranked memref `descriptor` of
/// type `ty`: loaded from its ranked descriptor, read as a rank-0 one
/// followed by the sizes (MLIR's `extractSizeOfUnrankedMemRef`).
fn unranked_size(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    ty: Type,
    (descriptor, index): (Value, Value),
) -> Value {
    let TypeKind::UnrankedMemRef {
        element,
        memory_space,
    } = rw.type_kind(ty).clone()
    else {
        unreachable!("a memref.dim source is ranked or unranked");
    };
    let ranked = UnrankedMemRefDescriptor::new(descriptor).ranked_ptr(rw, loc);
    // A rank-0 descriptor in the default memory space, read through
    // pointers of the memref's.
    let scalar = |rw: &mut ConversionPatternRewriter<'_>, memory_space| {
        let ty = rw.context().ty(TypeKind::MemRef {
            shape: Box::new([]),
            element,
            layout: None,
            memory_space,
        });
        converter
            .memref_descriptor_fields(rw.context(), ty, false)
            .expect("the element type of a converted memref converts")
    };
    let fields = scalar(rw, None);
    let ptr = scalar(rw, memory_space)[0];
    let scalar = LLVMStructType::get_literal(rw.context(), fields, false).ty();
    let offset = [GepArg::Constant(0), GepArg::Constant(2)];
    let offset = GEPOp::create_indices_gep_arg(rw, loc, ptr, scalar, ranked, &offset, None, None);
    let offset = offset.res(rw);
    let one = index_constant(rw, converter, loc, 1);
    let index_ty = converter.index_type(rw.context());
    let position = AddOp::create(rw, loc, index_ty, one, index, None).res(rw);
    let sizes = [GepArg::Dynamic(position)];
    let address = GEPOp::create_indices_gep_arg(rw, loc, ptr, index_ty, offset, &sizes, None, None);
    let address = address.res(rw);
    load(rw, loc, index_ty, address, None, flags::Nontemporal::No)
}

/// `memref.rank`: the rank of a ranked memref as a constant, an unranked
/// one's read from its descriptor (MLIR's `RankOpLowering`).
pub(super) struct RankLowering;

impl LlvmLowering<RankOp> for RankLowering {
    fn lower(
        &self,
        op: RankOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.memref(rw));
        let value = match rw.type_kind(ty).clone() {
            TypeKind::MemRef { shape, .. } => {
                index_constant(rw, converter, loc, shape.len() as i64)
            }
            _ => UnrankedMemRefDescriptor::new(operands[0]).rank(rw, loc),
        };
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

/// `memref.prefetch` to `llvm.intr.prefetch` of the element's address
/// (MLIR's `PrefetchOpLowering`).
pub(super) struct PrefetchLowering;

impl LlvmLowering<PrefetchOp> for PrefetchLowering {
    fn lower(
        &self,
        op: PrefetchOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let ty = rw.value_type(op.memref(rw));
        let memref = (ty, operands[0]);
        let no_flags = GEPNoWrapFlags::from_bits_retain(0);
        let Some(address) = element_ptr(rw, converter, loc, memref, &operands[1..], no_flags)
        else {
            return rw.notify_match_failure(op.id(), "only strided layouts lower");
        };
        let write = u32::from(op.is_write(rw));
        let hint = op.locality_hint(rw);
        let data = u32::from(op.is_data_cache(rw));
        Prefetch::create(rw, loc, address, write, hint, data);
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}
