//! `convert-func-to-emitc` (MLIR's `FuncToEmitC`): `func.func`,
//! `func.call` and `func.return` become `emitc.func`, `emitc.call` and
//! `emitc.return`. Functions, calls and returns of more than one result
//! have no lowering: the conversion fails on them.

mod lowerings;

use crate::func::{CallOp, FuncOp, ReturnOp};
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternSet, ConversionTarget, TypeConverter,
};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

/// Adds the patterns that lower `func` ops to `emitc` with `converter`
/// (MLIR's `populateFuncToEmitCPatterns`).
pub fn populate_func_to_emitc_patterns(
    converter: &TypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    patterns
        .add_op_pattern(lowerings::CallLowering(converter.clone()))
        .add_op_pattern(lowerings::FuncLowering(converter.clone()))
        .add_op_pattern(lowerings::ReturnLowering(converter.clone()));
}

include!(concat!(env!("OUT_DIR"), "/func_to_emitc.rs"));

/// The pass: every `func` op in the module becomes its `emitc` twin, or
/// the pass fails and leaves the IR as it was. MLIR 22's pass converts
/// every type to itself: an operand or result that `emitc` refuses is the
/// verifier's to report after it.
#[derive(Debug, Default)]
pub struct FuncToEmitC;

impl ConvertFuncToEmitC for FuncToEmitC {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &ConvertFuncToEmitCOptions,
        _: &mut ConvertFuncToEmitCStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = ConversionPatternSet::new();
        let mut converter = TypeConverter::new();
        converter.add_conversion(|_, t| Some(t));
        populate_func_to_emitc_patterns(&converter, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("emitc");
        for name in [CallOp::NAME, FuncOp::NAME, ReturnOp::NAME] {
            target.add_illegal_op(name);
        }
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
