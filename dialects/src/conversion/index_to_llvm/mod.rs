//! `convert-index-to-llvm` (MLIR's `ConvertIndexToLLVMPass`): index's
//! arithmetic, comparisons, casts and constants on the integer `index`
//! becomes, the minima and maxima as llvm intrinsics, the divisions
//! rounding up or down expanded.

mod divisions;
mod lowerings;

use super::llvm_common::{
    add_llvm_lowering, pass_through, LlvmTypeConverter, LowerToLlvmOptions, OneToOne,
};
use crate::{index, llvm};
use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet, ConversionTarget};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

/// Adds the lowering of index op `A` to llvm op `T`.
fn one_to_one<A: Op + 'static, T: Op + 'static>(
    patterns: &mut ConversionPatternSet,
    converter: &LlvmTypeConverter,
) {
    add_llvm_lowering::<A>(patterns, converter, OneToOne::<T>::new(pass_through));
}

/// Adds the patterns lowering the `index` dialect with `converter`
/// (MLIR's `populateIndexToLLVMConversionPatterns`).
pub fn populate_index_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    let (p, c) = (&mut *patterns, converter);
    one_to_one::<index::AddOp, llvm::AddOp>(p, c);
    one_to_one::<index::SubOp, llvm::SubOp>(p, c);
    one_to_one::<index::MulOp, llvm::MulOp>(p, c);
    one_to_one::<index::DivSOp, llvm::SDivOp>(p, c);
    one_to_one::<index::DivUOp, llvm::UDivOp>(p, c);
    one_to_one::<index::RemSOp, llvm::SRemOp>(p, c);
    one_to_one::<index::RemUOp, llvm::URemOp>(p, c);
    one_to_one::<index::ShlOp, llvm::ShlOp>(p, c);
    one_to_one::<index::ShrSOp, llvm::AShrOp>(p, c);
    one_to_one::<index::ShrUOp, llvm::LShrOp>(p, c);
    one_to_one::<index::AndOp, llvm::AndOp>(p, c);
    one_to_one::<index::OrOp, llvm::OrOp>(p, c);
    one_to_one::<index::XOrOp, llvm::XOrOp>(p, c);
    one_to_one::<index::MaxSOp, llvm::SMaxOp>(p, c);
    one_to_one::<index::MaxUOp, llvm::UMaxOp>(p, c);
    one_to_one::<index::MinSOp, llvm::SMinOp>(p, c);
    one_to_one::<index::MinUOp, llvm::UMinOp>(p, c);
    add_llvm_lowering(p, c, lowerings::ConstantLowering);
    add_llvm_lowering(p, c, lowerings::BoolConstantLowering);
    add_llvm_lowering(p, c, lowerings::SizeOfLowering);
    add_llvm_lowering(p, c, lowerings::CmpLowering);
    add_llvm_lowering(p, c, lowerings::CastLowering::<true>);
    add_llvm_lowering(p, c, lowerings::CastLowering::<false>);
    add_llvm_lowering(p, c, divisions::CEIL_DIV_S);
    add_llvm_lowering(p, c, divisions::CEIL_DIV_U);
    add_llvm_lowering(p, c, divisions::FLOOR_DIV_S);
}

include!(concat!(env!("OUT_DIR"), "/index_to_llvm.rs"));

/// The pass: a partial conversion of index ops to llvm.
#[derive(Debug, Default)]
pub struct IndexToLlvm;

impl ConvertIndexToLLVMPass for IndexToLlvm {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ConvertIndexToLLVMPassOptions,
        _: &mut ConvertIndexToLLVMPassStatistics,
    ) -> Result<(), PassFailure> {
        let lowering = LowerToLlvmOptions::with_index_bitwidth(options.index_bitwidth);
        let converter = LlvmTypeConverter::new(lowering);
        let mut patterns = ConversionPatternSet::new();
        populate_index_to_llvm_conversion_patterns(&converter, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
