//! `convert-func-to-llvm` (MLIR's `ConvertFuncToLLVMPass`): functions,
//! calls, function constants and returns become `llvm.func`,
//! `llvm.call`, `llvm.mlir.addressof` and `llvm.return`
//! (only those: the ops in the bodies stay, their values cast); a
//! function with `llvm.emit_c_interface` and a body gets its C wrapper.

mod c_interface;
mod data_layout;
mod lowerings;

use super::llvm_common::{add_llvm_lowering, LlvmTypeConverter, LowerToLlvmOptions};
pub use data_layout::SetDataLayout;
use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet, ConversionTarget};
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

/// Adds the pattern lowering `func.func` with `converter` (MLIR's
/// `populateFuncToLLVMFuncOpConversionPattern`).
pub fn populate_func_to_llvm_func_op_conversion_pattern(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    add_llvm_lowering(patterns, converter, lowerings::FuncLowering);
}

/// Adds the patterns lowering the `func` dialect with `converter`
/// (MLIR's `populateFuncToLLVMConversionPatterns`).
pub fn populate_func_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    populate_func_to_llvm_func_op_conversion_pattern(converter, patterns);
    add_llvm_lowering(patterns, converter, lowerings::CallLowering);
    add_llvm_lowering(patterns, converter, lowerings::CallIndirectLowering);
    add_llvm_lowering(patterns, converter, lowerings::ConstantLowering);
    add_llvm_lowering(patterns, converter, lowerings::ReturnLowering);
}

include!(concat!(env!("OUT_DIR"), "/func_to_llvm.rs"));

/// The pass: a partial conversion of the module to llvm with the func
/// patterns.
#[derive(Debug, Default)]
pub struct FuncToLlvm;

impl ConvertFuncToLLVMPass for FuncToLlvm {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ConvertFuncToLLVMPassOptions,
        _: &mut ConvertFuncToLLVMPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut lowering = LowerToLlvmOptions::with_index_bitwidth(options.index_bitwidth);
        lowering.use_bare_ptr_call_conv = options.use_bare_ptr_call_conv;
        let converter = LlvmTypeConverter::new(lowering);
        let mut patterns = ConversionPatternSet::new();
        populate_func_to_llvm_conversion_patterns(&converter, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
