//! `convert-scf-to-emitc` (MLIR's `SCFToEmitC`): `scf.for`, `scf.if`,
//! `scf.index_switch` and `scf.while` become `emitc.for`, `emitc.if`,
//! `emitc.switch` and `emitc.do`, their results `emitc.variable`s that the bodies assign and that are
//! loaded after them; `index` becomes `!emitc.size_t` through casts.

mod for_lowering;
mod if_lowering;
mod results;
mod switch_lowering;
mod while_lowering;

use super::emitc_types::populate_emitc_size_t_type_conversions;
use crate::scf::{ForOp, IfOp, IndexSwitchOp, WhileOp};
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternSet, ConversionTarget, TypeConverter,
};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

/// The pass's types: those emitc supports as they are, `index` as
/// `!emitc.size_t` (MLIR's `populateEmitCSizeTTypeConversions`), casts
/// between them.
pub fn size_t_type_converter() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|ctx, t| crate::emitc::is_supported_emitc_type(ctx, t).then_some(t));
    populate_emitc_size_t_type_conversions(&mut converter);
    converter
}

/// Adds the patterns that lower `scf` ops to `emitc` with `converter`
/// (MLIR's `populateSCFToEmitCConversionPatterns`).
pub fn populate_scf_to_emitc_patterns(
    converter: &TypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    use results::WithVariables;
    use std::marker::PhantomData;
    patterns
        .add_op_pattern(WithVariables::<for_lowering::ForLowering>(
            converter.clone(),
            PhantomData,
        ))
        .add_op_pattern(WithVariables::<if_lowering::IfLowering>(
            converter.clone(),
            PhantomData,
        ))
        .add_op_pattern(WithVariables::<switch_lowering::IndexSwitchLowering>(
            converter.clone(),
            PhantomData,
        ))
        .add_op_pattern(WithVariables::<while_lowering::WhileLowering>(
            converter.clone(),
            PhantomData,
        ));
}

include!(concat!(env!("OUT_DIR"), "/scf_to_emitc.rs"));

/// The pass: every `scf.for`, `scf.if`, `scf.index_switch` and
/// `scf.while` nested in the op it runs on is lowered, or the pass fails
/// and leaves the IR as it was.
#[derive(Debug, Default)]
pub struct ScfToEmitC;

impl SCFToEmitC for ScfToEmitC {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &SCFToEmitCOptions,
        _: &mut SCFToEmitCStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = ConversionPatternSet::new();
        populate_scf_to_emitc_patterns(&size_t_type_converter(), &mut patterns);
        let mut target = ConversionTarget::new();
        for name in [ForOp::NAME, IfOp::NAME, IndexSwitchOp::NAME, WhileOp::NAME] {
            target.add_illegal_op(name);
        }
        target.mark_unknown_op_dynamically_legal(|_, _| Some(true));
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
