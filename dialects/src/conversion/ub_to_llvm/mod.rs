//! `convert-ub-to-llvm` (MLIR's `UBToLLVMConversionPass`): `ub.poison`
//! becomes `llvm.mlir.poison` of the converted type.

use super::llvm_common::{add_llvm_lowering, LlvmLowering, LlvmTypeConverter, LowerToLlvmOptions};
use crate::llvm;
use crate::ub::{PoisonAttr, PoisonOp};
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, IrResult, OpId, Value};

/// `ub.poison` of the plain poison value to `llvm.mlir.poison`.
struct PoisonLowering;

impl LlvmLowering<PoisonOp> for PoisonLowering {
    fn lower(
        &self,
        op: PoisonOp,
        _: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let value = op.value(rw);
        if !PoisonAttr::isa(rw, value) {
            return rw.notify_match_failure(op.id(), "only the plain poison value lowers");
        }
        let ty = rw.value_type(op.result(rw));
        let Some(ty) = converter.convert_type(rw.context(), ty) else {
            return rw.notify_match_failure(op.id(), "failed to convert the result type");
        };
        let loc = op.loc(rw);
        let poison = llvm::PoisonOp::create(rw, loc, ty).res(rw);
        rw.replace_op(op.id(), &[poison])?;
        Ok(true)
    }
}

/// Adds the patterns lowering the `ub` dialect with `converter` (MLIR's
/// `populateUBToLLVMConversionPatterns`).
pub fn populate_ub_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    add_llvm_lowering(patterns, converter, PoisonLowering);
}

include!(concat!(env!("OUT_DIR"), "/ub_to_llvm.rs"));

/// The pass: a partial conversion of ub ops to llvm.
#[derive(Debug, Default)]
pub struct UbToLlvm;

impl UBToLLVMConversionPass for UbToLlvm {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &UBToLLVMConversionPassOptions,
        _: &mut UBToLLVMConversionPassStatistics,
    ) -> Result<(), PassFailure> {
        let lowering = LowerToLlvmOptions::with_index_bitwidth(options.index_bitwidth);
        let converter = LlvmTypeConverter::new(lowering);
        let mut patterns = ConversionPatternSet::new();
        populate_ub_to_llvm_conversion_patterns(&converter, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
