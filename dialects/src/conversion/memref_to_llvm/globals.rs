//! `memref.global` as `llvm.mlir.global` of nested arrays (a rank-0
//! global as a scalar), `memref.get_global` as a descriptor of its
//! address (MLIR's `GlobalMemrefOpLowering`,
//! `GetGlobalMemrefOpLowering`).

use super::alloc::{allocated, descriptor_sizes, replace_by_descriptor};
use super::layout::{descriptor_ptr, index_attr_constant};
use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter};
use crate::llvm::{
    flags, AddressOfOp, GEPOp, GepArg, GlobalOp, IntToPtrOp, LLVMArrayType, LLVMPointerType,
    Linkage, ReturnOp, UndefOp,
};
use crate::memref::{only_element, GetGlobalOp, GlobalOp as MemRefGlobalOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::interfaces::symbols::{visibility, Visibility};
use ods_runtime::ods::op::Op;
use ods_runtime::{AttrKind, IrResult, Type, Value};

/// The address MLIR gives the allocated pointer of a global's
/// descriptor, never freed: `0xdeadbeef`.
const DEADBEEF: i64 = 0xdead_beef;

/// The llvm type of a global of the memref `ty` with the identity layout:
/// its converted element in arrays of its static sizes, innermost last
/// (MLIR's `convertGlobalMemrefTypeToLLVM`).
fn global_type(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    ty: Type,
) -> Option<(Type, usize)> {
    let (element, shape) = allocated(rw, converter, ty)?;
    let mut global = element;
    for &size in shape.iter().rev() {
        global = LLVMArrayType::get(rw.context(), global, u64::try_from(size).ok()?).ty();
    }
    Some((global, shape.len()))
}

/// `memref.global` to `llvm.mlir.global`: external linkage when public,
/// private otherwise; an uninitialized one initialized by `llvm.mlir.undef`.
pub(super) struct GlobalLowering;

impl LlvmLowering<MemRefGlobalOp> for GlobalLowering {
    fn lower(
        &self,
        op: MemRefGlobalOp,
        _: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = op.r#type(rw);
        let Some((global_ty, rank)) = global_type(rw, converter, ty) else {
            return rw.notify_match_failure(op.id(), "only static identity layouts lower");
        };
        let Some(ptr) = descriptor_ptr(rw, converter, ty) else {
            return rw.notify_match_failure(op.id(), "failed to convert the memref type");
        };
        let addr_space = LLVMPointerType::from_type_unchecked(ptr).address_space(rw);
        let linkage = match visibility(rw, op.id()) {
            Visibility::Public => Linkage::External,
            _ => Linkage::Private,
        };
        let initial = op.initial_value_attr(rw);
        let uninitialized = initial.is_some_and(|v| matches!(rw.attr_kind(v), AttrKind::Unit));
        let value = match initial.filter(|_| !uninitialized) {
            Some(v) if rank == 0 => only_element(rw.context(), v),
            v => v,
        };
        let constant = match op.constant(rw) {
            true => flags::Constant::Yes,
            false => flags::Constant::No,
        };
        let loc = op.loc(rw);
        let name = op.sym_name(rw).to_string();
        let global = GlobalOp::create(
            rw,
            loc,
            global_ty,
            constant,
            &name,
            linkage,
            flags::DsoLocal::No,
            flags::ThreadLocal::No,
            flags::ExternallyInitialized::No,
            value,
            op.alignment(rw).filter(|&a| a != 0),
            Some(addr_space),
            None,
            None,
            None,
            None,
            None,
            None,
        );
        if uninitialized {
            let point = rw.insertion_point();
            let region = rw.regions(global.id())[0];
            rw.create_block(region, None, &[]);
            let undef = UndefOp::create(rw, loc, global_ty).res(rw);
            ReturnOp::create(rw, loc, Some(undef));
            rw.set_insertion_point_at(point);
        }
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}

/// `memref.get_global` to the descriptor of the global's address, its
/// allocated pointer `0xdeadbeef`.
pub(super) struct GetGlobalLowering;

impl LlvmLowering<GetGlobalOp> for GetGlobalLowering {
    fn lower(
        &self,
        op: GetGlobalOp,
        _: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(op.result(rw));
        let (Some((element, shape)), Some((global_ty, rank))) =
            (allocated(rw, converter, ty), global_type(rw, converter, ty))
        else {
            return rw.notify_match_failure(op.id(), "only static identity layouts lower");
        };
        let Some(ptr) = descriptor_ptr(rw, converter, ty) else {
            return rw.notify_match_failure(op.id(), "failed to convert the memref type");
        };
        let loc = op.loc(rw);
        // The size in bytes is computed, as for any allocation, and unused.
        let (sizes, strides, _) = descriptor_sizes(rw, converter, loc, &shape, &[], Some(element));
        let name = op.name(rw).to_string();
        let address = AddressOfOp::create(rw, loc, ptr, &name).res(rw);
        let zeros = vec![GepArg::Constant(0); rank + 1];
        let aligned =
            GEPOp::create_indices_gep_arg(rw, loc, ptr, global_ty, address, &zeros, None, None);
        let aligned = aligned.res(rw);
        let i64_ty = rw.context().i64_type();
        let deadbeef = index_attr_constant(rw, loc, i64_ty, DEADBEEF);
        let allocated = IntToPtrOp::create(rw, loc, ptr, deadbeef, None).res(rw);
        let pointers = (allocated, aligned);
        replace_by_descriptor(rw, converter, op.id(), ty, pointers, &sizes, &strides)
    }
}
