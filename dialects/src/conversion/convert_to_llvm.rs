//! `convert-to-llvm` (MLIR's `ConvertToLLVMPass`): one partial conversion
//! to llvm with the patterns of every loaded dialect that has a lowering
//! to llvm (MLIR's `ConvertToLLVMPatternInterface`: arith, cf, complex,
//! func, index, math, memref and ub here), sharing one type converter. `filter-dialects` takes the
//! patterns of the dialects it names only, each of which must be loaded
//! and have a lowering.

use super::llvm_common::{LlvmTypeConverter, LowerToLlvmOptions};
use super::visit_dialects::visited_dialects;
use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet, ConversionTarget};
use ods_runtime::diag::Diagnostic;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Attribute, Context, OpId};

include!(concat!(env!("OUT_DIR"), "/convert_to_llvm.rs"));

/// A dialect's patterns over the shared converter (MLIR's
/// `populateConvertToLLVMConversionPatterns`).
type Populate = fn(&LlvmTypeConverter, &mut ConversionPatternSet);

/// The dialects of this build with a lowering to llvm.
const DIALECTS: &[(&str, Populate)] = &[
    #[cfg(feature = "arith")]
    (
        "arith",
        super::arith_to_llvm::populate_arith_to_llvm_with_div_expansions,
    ),
    #[cfg(feature = "cf")]
    (
        "cf",
        super::cf_to_llvm::populate_control_flow_to_llvm_conversion_patterns,
    ),
    #[cfg(all(feature = "complex", feature = "math", feature = "arith"))]
    ("complex", |converter, patterns| {
        use super::complex_to_standard::ComplexRange;
        super::complex_to_llvm::populate_complex_to_llvm_conversion_patterns(
            converter,
            patterns,
            ComplexRange::Basic,
        )
    }),
    #[cfg(feature = "func")]
    (
        "func",
        super::func_to_llvm::populate_func_to_llvm_conversion_patterns,
    ),
    #[cfg(feature = "index")]
    (
        "index",
        super::index_to_llvm::populate_index_to_llvm_conversion_patterns,
    ),
    #[cfg(feature = "math")]
    ("math", |converter, patterns| {
        super::math_to_llvm::populate_math_to_llvm_conversion_patterns(converter, patterns, true)
    }),
    #[cfg(feature = "memref")]
    (
        "memref",
        super::memref_to_llvm::populate_finalize_memref_to_llvm_conversion_patterns,
    ),
    #[cfg(feature = "ub")]
    (
        "ub",
        super::ub_to_llvm::populate_ub_to_llvm_conversion_patterns,
    ),
];

/// The pass, its patterns made when it initializes from the dialects
/// loaded then.
#[derive(Default)]
pub struct ToLlvmPass {
    patterns: ConversionPatternSet,
}

impl ConvertToLLVMPass for ToLlvmPass {
    fn initialize(
        &mut self,
        ctx: &mut Context,
        options: &ConvertToLLVMPassOptions,
    ) -> Result<(), PassFailure> {
        // MLIR's pass depends on llvm in C++, not in Passes.td
        // (registering a dialect loads it).
        crate::llvm::LLVMDialect::try_register(ctx)
            .map_err(|e| Diagnostic::error(Attribute::UNKNOWN_LOC, e.to_string()))?;
        let lowering = |name: &str| DIALECTS.iter().find(|(d, _)| *d == name).map(|(_, p)| *p);
        let interface = "ConvertToLLVMPatternInterface";
        let visited = visited_dialects(ctx, &options.filter_dialects, interface, lowering)?;
        let converter = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        self.patterns = ConversionPatternSet::new();
        for populate in visited {
            populate(&converter, &mut self.patterns);
        }
        Ok(())
    }

    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &ConvertToLLVMPassOptions,
        _: &mut ConvertToLLVMPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        apply_partial_conversion(ctx, &[op], &target, &self.patterns).map_err(PassFailure::from)
    }
}
