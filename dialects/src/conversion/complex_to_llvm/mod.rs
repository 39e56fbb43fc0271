//! `convert-complex-to-llvm` (MLIR's `ConvertComplexToLLVMPass`): a
//! complex number becomes an `!llvm.struct<(f, f)>` of its parts;
//! `create`, `re`, `im` and `constant` build or read it, and `abs`, `add`,
//! `sub`, `mul` and `div` (by the algorithm of `complex-range`, as
//! `convert-complex-to-standard`'s) compute on the parts in llvm ops.
//! Every other complex op is left, which fails the pass.

mod floats;
mod lowerings;

use super::complex_to_standard::division::{divide, DivisionBuilder};
use super::complex_to_standard::ComplexRange;
use super::llvm_common::{
    add_llvm_lowering, pass_through, LlvmTypeConverter, LowerToLlvmOptions, OneToOne,
};
use crate::complex::{self, ComplexDialect};
use crate::llvm;
use lowerings::{Abs, Binary, Create, Part};
use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet, ConversionTarget};
use ods_runtime::pass::{EnumOptionValue, PassFailure};
use ods_runtime::{Context, OpId};

/// Adds the patterns lowering the `complex` dialect with `converter`,
/// `complex.div` by the algorithm of `range` (MLIR's
/// `populateComplexToLLVMConversionPatterns`).
pub fn populate_complex_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
    range: ComplexRange,
) {
    let (p, c) = (&mut *patterns, converter);
    add_llvm_lowering::<complex::AbsOp>(p, c, Abs);
    let add = Binary::new(|e, (a, b), (c, d), fmf| (e.addf(a, c, fmf), e.addf(b, d, fmf)));
    add_llvm_lowering::<complex::AddOp>(p, c, add);
    let constant = OneToOne::<llvm::ConstantOp>::new(pass_through);
    add_llvm_lowering::<complex::ConstantOp>(p, c, constant);
    add_llvm_lowering::<complex::CreateOp>(p, c, Create);
    let div = Binary::new(move |e, lhs, rhs, fmf| divide(e, lhs, rhs, range, fmf));
    add_llvm_lowering::<complex::DivOp>(p, c, div);
    add_llvm_lowering::<complex::ImOp>(p, c, Part::<true>);
    add_llvm_lowering::<complex::MulOp>(p, c, Binary::new(lowerings::mul));
    add_llvm_lowering::<complex::ReOp>(p, c, Part::<false>);
    let sub = Binary::new(|e, (a, b), (c, d), fmf| (e.subf(a, c, fmf), e.subf(b, d, fmf)));
    add_llvm_lowering::<complex::SubOp>(p, c, sub);
}

/// The pass's `complex-range`: the values of [`ComplexRange`], but `basic`
/// by default, which its help says (the option's own `clEnumValN`
/// descriptions in MLIR).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LlvmComplexRange(pub ComplexRange);

impl Default for LlvmComplexRange {
    fn default() -> Self {
        LlvmComplexRange(ComplexRange::Basic)
    }
}

impl EnumOptionValue for LlvmComplexRange {
    const NAMES: &'static [(&'static str, LlvmComplexRange)] = &[
        ("improved", LlvmComplexRange(ComplexRange::Improved)),
        ("basic", LlvmComplexRange(ComplexRange::Basic)),
        ("none", LlvmComplexRange(ComplexRange::None)),
    ];
    const DESCRIPTIONS: &'static [&'static str] = &["improved", "basic (default)", "none"];
}

include!(concat!(env!("OUT_DIR"), "/complex_to_llvm.rs"));

/// The pass: a partial conversion of complex ops to llvm, complex illegal.
#[derive(Debug, Default)]
pub struct ComplexToLlvm;

impl ConvertComplexToLLVMPass for ComplexToLlvm {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ConvertComplexToLLVMPassOptions,
        _: &mut ConvertComplexToLLVMPassStatistics,
    ) -> Result<(), PassFailure> {
        let converter = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let mut patterns = ConversionPatternSet::new();
        populate_complex_to_llvm_conversion_patterns(
            &converter,
            &mut patterns,
            options.complex_range.0,
        );
        let mut target = ConversionTarget::new();
        target
            .add_legal_dialect(llvm::LLVMDialect::NAME)
            .add_illegal_dialect(ComplexDialect::NAME);
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
