//! `convert-to-emitc` (MLIR's `ConvertToEmitC`): one partial conversion to
//! emitc with the patterns of every loaded dialect that has a lowering to
//! emitc (MLIR's `ConvertToEmitCPatternInterface`: arith, func, memref and
//! scf), sharing one type converter. `filter-dialects` takes the patterns
//! of the dialects it names only, each of which must be loaded and have a
//! lowering.

use super::visit_dialects::visited_dialects;
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternSet, ConversionTarget, TypeConverter,
};
use ods_runtime::diag::Diagnostic;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Attribute, Context, OpId};

include!(concat!(env!("OUT_DIR"), "/convert_to_emitc.rs"));

/// A dialect's part of the conversion (MLIR's
/// `populateConvertToEmitCConversionPatterns`): the types it adds to the
/// shared converter, then its patterns over the finished converter.
struct ToEmitC {
    dialect: &'static str,
    types: fn(&mut TypeConverter),
    patterns: fn(&TypeConverter, &mut ConversionPatternSet),
}

/// The dialects of this build with a lowering to emitc.
const DIALECTS: &[ToEmitC] = &[
    #[cfg(feature = "arith")]
    ToEmitC {
        dialect: "arith",
        types: super::emitc_types::populate_emitc_size_t_type_conversions,
        patterns: super::arith_to_emitc::populate_arith_to_emitc_patterns,
    },
    #[cfg(feature = "func")]
    ToEmitC {
        dialect: "func",
        types: |_| {},
        patterns: super::func_to_emitc::populate_func_to_emitc_patterns,
    },
    #[cfg(feature = "memref")]
    ToEmitC {
        dialect: "memref",
        types: super::memref_to_emitc::populate_memref_to_emitc_type_conversion,
        patterns: super::memref_to_emitc::populate_memref_to_emitc_patterns,
    },
    #[cfg(feature = "scf")]
    ToEmitC {
        dialect: "scf",
        types: super::emitc_types::populate_emitc_size_t_type_conversions,
        patterns: super::scf_to_emitc::populate_scf_to_emitc_patterns,
    },
];

/// The pass, its patterns made when it initializes from the dialects
/// loaded then (those the input names, their dependents, and those the
/// pipeline's passes depend on).
#[derive(Default)]
pub struct ToEmitCPass {
    patterns: ConversionPatternSet,
}

impl ConvertToEmitC for ToEmitCPass {
    fn initialize(
        &mut self,
        ctx: &mut Context,
        options: &ConvertToEmitCOptions,
    ) -> Result<(), PassFailure> {
        // MLIR's pass depends on emitc in C++, not in Passes.td
        // (registering a dialect loads it).
        crate::emitc::EmitCDialect::try_register(ctx)
            .map_err(|e| Diagnostic::error(Attribute::UNKNOWN_LOC, e.to_string()))?;
        let lowering = |name: &str| DIALECTS.iter().find(|l| l.dialect == name);
        let interface = "ConvertToEmitCPatternInterface";
        let visited = visited_dialects(ctx, &options.filter_dialects, interface, lowering)?;
        // The fallback: a type emitc supports is itself.
        let mut converter = TypeConverter::new();
        converter
            .add_conversion(|ctx, t| crate::emitc::is_supported_emitc_type(ctx, t).then_some(t));
        for lowering in &visited {
            (lowering.types)(&mut converter);
        }
        self.patterns = ConversionPatternSet::new();
        for lowering in &visited {
            (lowering.patterns)(&converter, &mut self.patterns);
        }
        Ok(())
    }

    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &ConvertToEmitCOptions,
        _: &mut ConvertToEmitCStatistics,
    ) -> Result<(), PassFailure> {
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("emitc");
        apply_partial_conversion(ctx, &[op], &target, &self.patterns).map_err(PassFailure::from)
    }
}
