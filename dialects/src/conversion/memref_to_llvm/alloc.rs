//! `memref.alloc` (a `malloc` call, or MLIR's generic function's, of
//! extra bytes to align the pointer when asked or when the elements are
//! not scalars; an `aligned_alloc` call with `use-aligned-alloc`), `memref.alloca` (`llvm.alloca`) and `memref.dealloc` (a
//! `free` call) of memrefs with the identity layout (MLIR's
//! `AllocOpLowering`, `AllocaOpLowering`, `DeallocOpLowering`).

use super::layout::{descriptor_ptr, identity_shape, index_constant, mul, size_in_bytes, DYNAMIC};
use crate::conversion::llvm_common::{
    address_space, enclosing_module, load, lookup_or_create_reserved_fn, LlvmLowering,
    LlvmTypeConverter, MemRefDescriptor, UnrankedMemRefDescriptor,
};
use crate::llvm::{
    flags, AddOp, AddrSpaceCastOp, AllocaOp, CallOp, GEPOp, GepArg, IntToPtrOp, LLVMPointerType,
    LLVMVoidType, PtrToIntOp, SubOp, URemOp, ZeroOp,
};
use crate::memref::{AllocOp, AllocaOp as MemRefAllocaOp, DeallocOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, OpId, Signedness, Type, TypeKind, Value};

/// The sizes and strides of a new memref of `shape`, and the number of
/// its elements (in bytes as `llvm.ptrtoint` of a `getelementptr` off
/// null when `element` is given) (MLIR's `getMemRefDescriptorSizes`).
pub(super) fn descriptor_sizes(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    shape: &[i64],
    dynamic_sizes: &[Value],
    element: Option<Type>,
) -> (Vec<Value>, Vec<Value>, Value) {
    let mut dynamic = dynamic_sizes.iter();
    let sizes: Vec<Value> = shape
        .iter()
        .map(|&n| match n {
            DYNAMIC => *dynamic
                .next()
                .expect("a dynamic size per dynamic dimension"),
            n => index_constant(rw, converter, loc, n),
        })
        .collect();
    // Collected from the last dimension to the first.
    let mut strides = Vec::with_capacity(shape.len());
    let mut stride = 1i64;
    let mut running = index_constant(rw, converter, loc, 1);
    for i in (0..shape.len()).rev() {
        strides.push(running);
        let size_as_stride = stride == 1;
        if shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride *= shape[i];
        }
        running = if size_as_stride {
            sizes[i]
        } else if stride == DYNAMIC {
            mul(rw, loc, running, sizes[i], None)
        } else {
            index_constant(rw, converter, loc, stride)
        };
    }
    strides.reverse();
    let size = match element {
        Some(element) => {
            let ptr = LLVMPointerType::intern(rw.context(), 0).ty();
            let null = ZeroOp::create(rw, loc, ptr).res(rw);
            let end = GEPOp::create_indices_gep_arg(
                rw,
                loc,
                ptr,
                element,
                null,
                &[GepArg::Dynamic(running)],
                None,
                None,
            )
            .res(rw);
            let index = converter.index_type(rw.context());
            PtrToIntOp::create(rw, loc, index, end).res(rw)
        }
        None => running,
    };
    (sizes, strides, size)
}

/// Replaces the allocation `op` of type `ty` by the descriptor of
/// `allocated` and `aligned` pointers, offset 0, `sizes`, `strides`
/// (MLIR's `createMemRefDescriptor`).
pub(super) fn replace_by_descriptor(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    op: OpId,
    ty: Type,
    (allocated, aligned): (Value, Value),
    sizes: &[Value],
    strides: &[Value],
) -> IrResult<bool> {
    let loc = rw.op_loc(op);
    let Some(struct_ty) = converter.convert_type(rw.context(), ty) else {
        return rw.notify_match_failure(op, "failed to convert the memref type");
    };
    let mut d = MemRefDescriptor::poison(rw, loc, struct_ty);
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    let zero = index_constant(rw, converter, loc, 0);
    d.set_offset(rw, loc, zero);
    for (i, &size) in sizes.iter().enumerate() {
        d.set_size(rw, loc, i, size);
    }
    for (i, &stride) in strides.iter().enumerate() {
        d.set_stride(rw, loc, i, stride);
    }
    rw.replace_op(op, &[d.value()])?;
    Ok(true)
}

/// The element type and shape of the memref `ty` an allocation makes,
/// if it lowers.
pub(super) fn allocated(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    ty: Type,
) -> Option<(Type, Vec<i64>)> {
    let shape = identity_shape(rw, ty)?;
    let ods_runtime::TypeKind::MemRef { element, .. } = rw.type_kind(ty).clone() else {
        return None;
    };
    Some((converter.convert_type(rw.context(), element)?, shape))
}

/// `memref.alloc` to a call of `malloc`.
pub(super) struct AllocLowering;

impl LlvmLowering<AllocOp> for AllocLowering {
    fn lower(
        &self,
        op: AllocOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(op.memref(rw));
        let (Some((element, shape)), Some(ptr)) = (
            allocated(rw, converter, ty),
            descriptor_ptr(rw, converter, ty),
        ) else {
            return rw.notify_match_failure(op.id(), "only identity layouts lower");
        };
        let Some(module) = enclosing_module(rw, op.id()) else {
            return rw.notify_match_failure(op.id(), "not in a module");
        };
        let loc = op.loc(rw);
        let dynamic = &operands[..op.dynamic_sizes(rw).len()];
        let (sizes, strides, mut bytes) =
            descriptor_sizes(rw, converter, loc, &shape, dynamic, Some(element));
        if converter.options().use_aligned_alloc {
            let Some(alignment) = aligned_alloc_alignment(rw, op.alignment(rw), ty) else {
                return rw.notify_match_failure(op.id(), "the element size is unknown");
            };
            let alignment_value = index_constant(rw, converter, loc, alignment as i64);
            if !size_is_multiple_of(rw, ty, alignment) {
                bytes = align_up(rw, converter, loc, bytes, alignment_value);
            }
            let index = converter.index_type(rw.context());
            let name = match converter.options().use_generic_functions {
                true => "_mlir_memref_to_llvm_aligned_alloc",
                false => "aligned_alloc",
            };
            let generic = LLVMPointerType::intern(rw.context(), 0).ty();
            let Some(f) =
                lookup_or_create_reserved_fn(rw, module, loc, name, vec![index, index], generic)
            else {
                return rw.notify_match_failure(op.id(), "the allocation function is redefined");
            };
            let call = CallOp::create_func(rw, loc, f, vec![alignment_value, bytes]);
            let buffer = rw.results(call.id())[0];
            let buffer = into_address_space(rw, loc, buffer, ptr);
            let pointers = (buffer, buffer);
            return replace_by_descriptor(rw, converter, op.id(), ty, pointers, &sizes, &strides);
        }
        let alignment = match op.alignment(rw) {
            Some(a) => Some(index_constant(rw, converter, loc, a as i64)),
            None if !is_scalar(rw, ty) => Some(size_in_bytes(rw, converter, loc, element)),
            None => None,
        };
        let index = converter.index_type(rw.context());
        if let Some(alignment) = alignment {
            bytes = AddOp::create(rw, loc, index, bytes, alignment, None).res(rw);
        }
        let generic = LLVMPointerType::intern(rw.context(), 0).ty();
        let name = match converter.options().use_generic_functions {
            true => "_mlir_memref_to_llvm_alloc",
            false => "malloc",
        };
        let Some(malloc) =
            lookup_or_create_reserved_fn(rw, module, loc, name, vec![index], generic)
        else {
            return rw.notify_match_failure(op.id(), "the allocation function is redefined");
        };
        let call = CallOp::create_func(rw, loc, malloc, vec![bytes]);
        let buffer = rw.results(call.id())[0];
        let buffer = into_address_space(rw, loc, buffer, ptr);
        let aligned = match alignment {
            Some(alignment) => {
                let address = PtrToIntOp::create(rw, loc, index, buffer).res(rw);
                let address = align_up(rw, converter, loc, address, alignment);
                IntToPtrOp::create(rw, loc, ptr, address, None).res(rw)
            }
            None => buffer,
        };
        let pointers = (buffer, aligned);
        replace_by_descriptor(rw, converter, op.id(), ty, pointers, &sizes, &strides)
    }
}

/// `buffer`, a pointer an allocation function returned, as the pointer
/// type `ptr` of the memref's address space (MLIR's
/// `castAllocFuncResult`).
fn into_address_space(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    buffer: Value,
    ptr: Type,
) -> Value {
    if rw.value_type(buffer) == ptr {
        return buffer;
    }
    AddrSpaceCastOp::create(rw, loc, ptr, buffer).res(rw)
}

/// The smallest alignment `aligned_alloc` takes (MLIR's
/// `kMinAlignedAllocAlignment`).
const MIN_ALIGNED_ALLOC_ALIGNMENT: u64 = 16;

/// The alignment `aligned_alloc` is called with: the one asked for, or the
/// element size rounded up to a power of two, at least 16 (MLIR's
/// `getAllocationAlignment`); `None` when the element size is unknown.
fn aligned_alloc_alignment(
    rw: &ConversionPatternRewriter<'_>,
    asked: Option<u64>,
    ty: Type,
) -> Option<u64> {
    if let Some(alignment) = asked {
        return Some(alignment);
    }
    let size = element_size(rw, ty)?;
    Some(size.next_power_of_two().max(MIN_ALIGNED_ALLOC_ALIGNMENT))
}

/// Whether the size in bytes of the memref `ty` is known to be a multiple
/// of `factor`: its element size times its static sizes (MLIR's
/// `isMemRefSizeMultipleOf`).
fn size_is_multiple_of(rw: &ConversionPatternRewriter<'_>, ty: Type, factor: u64) -> bool {
    let TypeKind::MemRef { shape, .. } = rw.type_kind(ty) else {
        return false;
    };
    let static_sizes = shape.iter().flatten().map(|&n| n as u64);
    let divisor = static_sizes.fold(element_size(rw, ty).unwrap_or(0), u64::wrapping_mul);
    factor != 0 && divisor % factor == 0
}

/// The size in bytes of an element of the memref `ty` by the default data
/// layout: integers and floats of their width in whole bytes, 8 for an
/// index, a vector's elements with its innermost dimension rounded up to
/// a power of two; `None` for other elements.
fn element_size(rw: &ConversionPatternRewriter<'_>, ty: Type) -> Option<u64> {
    let TypeKind::MemRef { element, .. } = rw.type_kind(ty) else {
        return None;
    };
    let scalar = |ty: Type| match rw.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(u64::from(*width).div_ceil(8)),
        TypeKind::Float(kind) => Some(u64::from(kind.width()).div_ceil(8)),
        TypeKind::Index => Some(8),
        _ => None,
    };
    match rw.type_kind(*element) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } if !scalable.iter().any(|&s| s) => {
            let inner = u64::try_from(*shape.last()?).ok()?;
            let count: u64 = shape.iter().map(|&n| n as u64).product();
            Some(count / inner * inner.next_power_of_two() * scalar(*element)?)
        }
        _ => scalar(*element),
    }
}

/// Whether the elements of the memref `ty` are signless integers,
/// indices or floats, which `malloc` aligns well enough.
fn is_scalar(rw: &ConversionPatternRewriter<'_>, ty: Type) -> bool {
    let TypeKind::MemRef { element, .. } = rw.type_kind(ty) else {
        return false;
    };
    matches!(
        rw.type_kind(*element),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        } | TypeKind::Index
            | TypeKind::Float(_)
    )
}

/// `address` rounded up to a multiple of `alignment`:
/// `(address + alignment - 1) - (address + alignment - 1) % alignment`
/// (MLIR's `createAligned`).
fn align_up(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    address: Value,
    alignment: Value,
) -> Value {
    let ty = rw.value_type(address);
    let one = index_constant(rw, converter, loc, 1);
    let bump = SubOp::create(rw, loc, ty, alignment, one, None).res(rw);
    let bumped = AddOp::create(rw, loc, ty, address, bump, None).res(rw);
    let rem = URemOp::create(rw, loc, ty, bumped, alignment).res(rw);
    SubOp::create(rw, loc, ty, bumped, rem, None).res(rw)
}

/// `memref.alloca` to `llvm.alloca`.
pub(super) struct AllocaLowering;

impl LlvmLowering<MemRefAllocaOp> for AllocaLowering {
    fn lower(
        &self,
        op: MemRefAllocaOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(op.memref(rw));
        let (Some((element, shape)), Some(ptr)) = (
            allocated(rw, converter, ty),
            descriptor_ptr(rw, converter, ty),
        ) else {
            return rw.notify_match_failure(op.id(), "only identity layouts lower");
        };
        let loc = op.loc(rw);
        let dynamic = &operands[..op.dynamic_sizes(rw).len()];
        let (sizes, strides, count) = descriptor_sizes(rw, converter, loc, &shape, dynamic, None);
        let alignment = op.alignment(rw).and_then(|a| u32::try_from(a).ok());
        let buffer = AllocaOp::create_result_type_element_type(
            rw,
            loc,
            ptr,
            element,
            count,
            alignment.or(Some(0)),
        );
        let buffer = buffer.res(rw);
        let pointers = (buffer, buffer);
        replace_by_descriptor(rw, converter, op.id(), ty, pointers, &sizes, &strides)
    }
}

/// `memref.dealloc` to a call of `free` of the allocated pointer.
pub(super) struct DeallocLowering;

impl LlvmLowering<DeallocOp> for DeallocLowering {
    fn lower(
        &self,
        op: DeallocOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(op.memref(rw));
        let Some(module) = enclosing_module(rw, op.id()) else {
            return rw.notify_match_failure(op.id(), "not in a module");
        };
        let loc = op.loc(rw);
        let ptr = LLVMPointerType::intern(rw.context(), 0).ty();
        let void = LLVMVoidType::get(rw.context()).ty();
        let name = match converter.options().use_generic_functions {
            true => "_mlir_memref_to_llvm_free",
            false => "free",
        };
        let Some(free) = lookup_or_create_reserved_fn(rw, module, loc, name, vec![ptr], void)
        else {
            return rw.notify_match_failure(op.id(), "the deallocation function is redefined");
        };
        let allocated = match rw.type_kind(ty) {
            // The allocated pointer is the first field of the ranked
            // descriptor the unranked one points to.
            TypeKind::UnrankedMemRef { memory_space, .. } => {
                let Some(space) = address_space(rw, *memory_space) else {
                    return rw.notify_match_failure(op.id(), "the memory space is no integer");
                };
                let element_ptr = LLVMPointerType::intern(rw.context(), space).ty();
                let descriptor = UnrankedMemRefDescriptor::new(operands[0]).ranked_ptr(rw, loc);
                load(
                    rw,
                    loc,
                    element_ptr,
                    descriptor,
                    None,
                    flags::Nontemporal::No,
                )
            }
            _ => MemRefDescriptor::new(operands[0]).allocated_ptr(rw, loc),
        };
        CallOp::create_func(rw, loc, free, vec![allocated]);
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}
