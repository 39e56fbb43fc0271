//! `convert-cf-to-llvm` (MLIR's `ConvertControlFlowToLLVMPass`):
//! branches and switches become llvm's, an assertion a branch to an
//! abort.

mod assert;
mod branches;

use super::llvm_common::{add_llvm_lowering, LlvmTypeConverter, LowerToLlvmOptions};
use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet, ConversionTarget};
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

/// Adds the patterns lowering the `cf` dialect with `converter` (MLIR's
/// `populateControlFlowToLLVMConversionPatterns`).
pub fn populate_control_flow_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    add_llvm_lowering(patterns, converter, branches::BranchLowering);
    add_llvm_lowering(patterns, converter, branches::CondBranchLowering);
    add_llvm_lowering(patterns, converter, branches::SwitchLowering);
    add_llvm_lowering(patterns, converter, assert::AssertLowering);
}

include!(concat!(env!("OUT_DIR"), "/cf_to_llvm.rs"));

/// The pass: a partial conversion of cf ops to llvm.
#[derive(Debug, Default)]
pub struct ControlFlowToLlvm;

impl ConvertControlFlowToLLVMPass for ControlFlowToLlvm {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ConvertControlFlowToLLVMPassOptions,
        _: &mut ConvertControlFlowToLLVMPassStatistics,
    ) -> Result<(), PassFailure> {
        let lowering = LowerToLlvmOptions::with_index_bitwidth(options.index_bitwidth);
        let converter = LlvmTypeConverter::new(lowering);
        let mut patterns = ConversionPatternSet::new();
        populate_control_flow_to_llvm_conversion_patterns(&converter, &mut patterns);
        // As MLIR's pass: a cf op that stays (a branch over a type the
        // converter does not know) fails the pass.
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm").add_illegal_dialect("cf");
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
