//! `convert-scf-to-emitc` (MLIR's `SCFToEmitC`): `scf.for`, `scf.if` and
//! `scf.index_switch` become `emitc.for`, `emitc.if` and `emitc.switch`,
//! their results `emitc.variable`s that the bodies assign and that are
//! loaded after them; `index` becomes `!emitc.size_t` through casts.

mod for_lowering;
mod if_lowering;
mod results;
mod switch_lowering;

use crate::emitc::SizeTType;
use crate::scf::{ForOp, IfOp, IndexSwitchOp};
use ods_runtime::conversion::{
    apply_partial_conversion, unrealized_cast, ConversionPatternSet, ConversionTarget,
    MaterializationBuilder, TypeConverter,
};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Attribute, Context, OpId, Type, TypeKind, Value};

/// The pass's types: those emitc supports as they are, `index` as
/// `!emitc.size_t` (MLIR's `populateEmitCSizeTTypeConversions`), casts
/// between them.
pub fn size_t_type_converter() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|ctx, t| crate::emitc::is_supported_emitc_type(ctx, t).then_some(t));
    converter.add_conversion(|ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::Index).then(|| SizeTType::get(ctx).ty())
    });
    // Casts of one value only, as MLIR's `materializeAsUnrealizedCast`.
    let cast =
        |b: &mut MaterializationBuilder<'_>, types: &[Type], inputs: &[Value], loc: Attribute| {
            let [_] = inputs else { return None };
            let op = unrealized_cast(b, types, inputs, loc);
            Some(b.context().results(op))
        };
    converter.add_source_materialization(move |b, ty, inputs, loc| {
        cast(b, &[ty], inputs, loc).map(|results| results[0])
    });
    converter.add_target_materialization(cast);
    converter
}

/// Adds the patterns that lower `scf` ops to `emitc` (MLIR's
/// `populateSCFToEmitCConversionPatterns`).
pub fn populate_scf_to_emitc_patterns(patterns: &mut ConversionPatternSet) {
    use results::WithVariables;
    use std::marker::PhantomData;
    patterns
        .add_op_pattern(WithVariables::<for_lowering::ForLowering>(
            size_t_type_converter(),
            PhantomData,
        ))
        .add_op_pattern(WithVariables::<if_lowering::IfLowering>(
            size_t_type_converter(),
            PhantomData,
        ))
        .add_op_pattern(WithVariables::<switch_lowering::IndexSwitchLowering>(
            size_t_type_converter(),
            PhantomData,
        ));
}

include!(concat!(env!("OUT_DIR"), "/scf_to_emitc.rs"));

/// The pass: every `scf.for`, `scf.if` and `scf.index_switch` nested in
/// the op it runs on is lowered, or the pass fails and leaves the IR as
/// it was.
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
        populate_scf_to_emitc_patterns(&mut patterns);
        let mut target = ConversionTarget::new();
        for name in [ForOp::NAME, IfOp::NAME, IndexSwitchOp::NAME] {
            target.add_illegal_op(name);
        }
        target.mark_unknown_op_dynamically_legal(|_, _| Some(true));
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
