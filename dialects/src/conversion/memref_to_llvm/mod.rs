//! `finalize-memref-to-llvm` (MLIR's
//! `FinalizeMemRefToLLVMConversionPass`): allocations, deallocations,
//! globals and dimensions of memrefs with the identity layout, loads,
//! stores and prefetches of strided ones, ranks, the casts, views,
//! transposes, reshapes by a statically sized shape and metadata become
//! llvm ops over their descriptors; alloca scopes, branches around
//! stack saves and restores.

mod access;
mod alloc;
mod alloca_scope;
mod atomics;
mod copy;
mod globals;
mod layout;
mod reshape;
mod transpose;
mod view;
mod views;

use super::llvm_common::{
    add_llvm_lowering, llvm_conversion_target, LlvmTypeConverter, LowerToLlvmOptions,
};
use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet};
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

/// Adds the patterns lowering the `memref` dialect with `converter`
/// (MLIR's `populateFinalizeMemRefToLLVMConversionPatterns`).
pub fn populate_finalize_memref_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    add_llvm_lowering(patterns, converter, alloc::AllocLowering);
    add_llvm_lowering(patterns, converter, alloc::AllocaLowering);
    add_llvm_lowering(patterns, converter, alloc::DeallocLowering);
    add_llvm_lowering(patterns, converter, access::LoadLowering);
    add_llvm_lowering(patterns, converter, access::StoreLowering);
    add_llvm_lowering(patterns, converter, access::DimLowering);
    add_llvm_lowering(patterns, converter, access::RankLowering);
    add_llvm_lowering(patterns, converter, access::PrefetchLowering);
    add_llvm_lowering(patterns, converter, globals::GlobalLowering);
    add_llvm_lowering(patterns, converter, globals::GetGlobalLowering);
    add_llvm_lowering(patterns, converter, views::CastLowering);
    add_llvm_lowering(patterns, converter, views::MemorySpaceCastLowering);
    add_llvm_lowering(patterns, converter, views::ReinterpretCastLowering);
    add_llvm_lowering(patterns, converter, views::ExtractStridedMetadataLowering);
    add_llvm_lowering(patterns, converter, views::ExtractAlignedPointerLowering);
    add_llvm_lowering(patterns, converter, atomics::AtomicRmwLowering);
    add_llvm_lowering(patterns, converter, atomics::GenericAtomicRmwLowering);
    add_llvm_lowering(patterns, converter, atomics::AssumeAlignmentLowering);
    add_llvm_lowering(patterns, converter, copy::CopyLowering);
    add_llvm_lowering(patterns, converter, view::ViewLowering);
    add_llvm_lowering(patterns, converter, transpose::TransposeLowering);
    add_llvm_lowering(patterns, converter, alloca_scope::AllocaScopeLowering);
    add_llvm_lowering(patterns, converter, reshape::ReshapeLowering);
}

include!(concat!(env!("OUT_DIR"), "/memref_to_llvm.rs"));

/// The pass: a partial conversion of memref ops to llvm.
#[derive(Debug, Default)]
pub struct MemRefToLlvm;

impl FinalizeMemRefToLLVMConversionPass for MemRefToLlvm {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &FinalizeMemRefToLLVMConversionPassOptions,
        _: &mut FinalizeMemRefToLLVMConversionPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut lowering = LowerToLlvmOptions::with_index_bitwidth(options.index_bitwidth);
        lowering.use_generic_functions = options.use_generic_functions;
        lowering.use_aligned_alloc = options.use_aligned_alloc;
        let converter = LlvmTypeConverter::new(lowering);
        let mut patterns = ConversionPatternSet::new();
        populate_finalize_memref_to_llvm_conversion_patterns(&converter, &mut patterns);
        let target = llvm_conversion_target();
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
