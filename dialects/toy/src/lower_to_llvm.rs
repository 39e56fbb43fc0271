//! Chapter 6's full lowering (the tutorial's `LowerToLLVM.cpp`): what
//! chapter 5 left, affine loops over memrefs with `arith` and `func` and
//! `toy.print`, becomes the `llvm` dialect in one full conversion. The
//! patterns are MLIR's own lowerings (affine to scf, scf to cf, then arith,
//! memref, cf and func to llvm, with the LLVM type converter), and
//! [`PrintOpLowering`] for `toy.print`.

use crate::print_lowering::PrintOpLowering;
use ods_dialects::conversion::affine_to_std::populate_affine_to_std_patterns;
use ods_dialects::conversion::arith_to_llvm::populate_arith_to_llvm_conversion_patterns;
use ods_dialects::conversion::cf_to_llvm::populate_control_flow_to_llvm_conversion_patterns;
use ods_dialects::conversion::func_to_llvm::populate_func_to_llvm_conversion_patterns;
use ods_dialects::conversion::llvm_common::{LlvmTypeConverter, LowerToLlvmOptions};
use ods_dialects::conversion::memref_to_llvm::populate_finalize_memref_to_llvm_conversion_patterns;
use ods_dialects::conversion::scf_to_cf::populate_scf_to_cf_patterns;
use ods_runtime::conversion::{apply_full_conversion, ConversionPatternSet, ConversionTarget};
use ods_runtime::pass::{Pass, PassFailure};
use ods_runtime::{Context, OpId};

/// The pass (`toy-to-llvm`, the tutorial's `ToyToLLVMLoweringPass`).
#[derive(Debug, Default)]
pub struct LowerToLlvmPass;

impl Pass for LowerToLlvmPass {
    fn argument(&self) -> &'static str {
        "toy-to-llvm"
    }
    fn description(&self) -> &'static str {
        "Lower Toy's affine loops, arith, memref, func and toy.print to the llvm dialect (chapter 6)"
    }
    fn name(&self) -> &'static str {
        "ToyToLLVMLoweringPass"
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn run_on_operation(&mut self, ctx: &mut Context, module: OpId) -> Result<(), PassFailure> {
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        target.add_legal_op("builtin.module");
        let converter = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let mut patterns = ConversionPatternSet::new();
        populate_affine_to_std_patterns(&mut patterns);
        populate_scf_to_cf_patterns(&mut patterns);
        populate_arith_to_llvm_conversion_patterns(&converter, &mut patterns);
        populate_finalize_memref_to_llvm_conversion_patterns(&converter, &mut patterns);
        populate_control_flow_to_llvm_conversion_patterns(&converter, &mut patterns);
        populate_func_to_llvm_conversion_patterns(&converter, &mut patterns);
        patterns.add_op_pattern(PrintOpLowering);
        apply_full_conversion(ctx, &[module], &target, &patterns).map_err(PassFailure::from)
    }
}
