//! `convert-arith-to-llvm` (MLIR's `ArithToLLVMConversionPass`): arith's
//! ops on scalars and 1-D vectors become their llvm twins, fast-math
//! and overflow flags carried over; on n-D vectors they are done once per
//! 1-D vector (a constant is one array).

mod attrs;
mod bitcast;
mod extended;
mod lowerings;

use super::llvm_common::{
    add_llvm_lowering, pass_through, AttrConversion, FloatOnly, LlvmTypeConverter,
    LowerToLlvmOptions, OneToOne,
};
use crate::{arith, llvm};
pub(crate) use attrs::convert_fastmath;
use attrs::convert_overflow;
#[cfg(feature = "math")]
pub(crate) use attrs::fastmath_to_llvm;
use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet, ConversionTarget};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

/// Adds the lowering of arith op `A` to llvm op `T`, attributes by
/// `attrs`, n-D vectors unrolled.
fn one_to_one<A: Op + 'static, T: Op + 'static>(
    patterns: &mut ConversionPatternSet,
    converter: &LlvmTypeConverter,
    attrs: AttrConversion,
) {
    add_llvm_lowering::<A>(patterns, converter, OneToOne::<T>::vector(attrs));
}

/// [`one_to_one`] for a float op, which stays when a value of it is a
/// float type LLVM lacks (stored as an integer once converted).
fn float_op<A: Op + 'static, T: Op + 'static>(
    patterns: &mut ConversionPatternSet,
    converter: &LlvmTypeConverter,
    attrs: AttrConversion,
) {
    let lowering = FloatOnly(OneToOne::<T>::vector(attrs));
    add_llvm_lowering::<A>(patterns, converter, lowering);
}

/// Adds the patterns lowering the `arith` dialect with `converter`
/// (MLIR's `populateArithToLLVMConversionPatterns`).
pub fn populate_arith_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    let (p, c) = (&mut *patterns, converter);
    p.add_op_pattern(bitcast::IdentityBitcastLowering::new(c));
    float_op::<arith::AddFOp, llvm::FAddOp>(p, c, convert_fastmath);
    one_to_one::<arith::AddIOp, llvm::AddOp>(p, c, convert_overflow);
    one_to_one::<arith::AndIOp, llvm::AndOp>(p, c, pass_through);
    one_to_one::<arith::BitcastOp, llvm::BitcastOp>(p, c, pass_through);
    float_op::<arith::DivFOp, llvm::FDivOp>(p, c, convert_fastmath);
    one_to_one::<arith::DivSIOp, llvm::SDivOp>(p, c, pass_through);
    one_to_one::<arith::DivUIOp, llvm::UDivOp>(p, c, pass_through);
    float_op::<arith::ExtFOp, llvm::FPExtOp>(p, c, pass_through);
    one_to_one::<arith::ExtSIOp, llvm::SExtOp>(p, c, pass_through);
    one_to_one::<arith::ExtUIOp, llvm::ZExtOp>(p, c, pass_through);
    float_op::<arith::FPToSIOp, llvm::FPToSIOp>(p, c, pass_through);
    float_op::<arith::FPToUIOp, llvm::FPToUIOp>(p, c, pass_through);
    float_op::<arith::MaxNumFOp, llvm::MaxNumOp>(p, c, convert_fastmath);
    float_op::<arith::MaximumFOp, llvm::MaximumOp>(p, c, convert_fastmath);
    one_to_one::<arith::MaxSIOp, llvm::SMaxOp>(p, c, pass_through);
    one_to_one::<arith::MaxUIOp, llvm::UMaxOp>(p, c, pass_through);
    float_op::<arith::MinNumFOp, llvm::MinNumOp>(p, c, convert_fastmath);
    float_op::<arith::MinimumFOp, llvm::MinimumOp>(p, c, convert_fastmath);
    one_to_one::<arith::MinSIOp, llvm::SMinOp>(p, c, pass_through);
    one_to_one::<arith::MinUIOp, llvm::UMinOp>(p, c, pass_through);
    float_op::<arith::MulFOp, llvm::FMulOp>(p, c, convert_fastmath);
    one_to_one::<arith::MulIOp, llvm::MulOp>(p, c, convert_overflow);
    float_op::<arith::NegFOp, llvm::FNegOp>(p, c, convert_fastmath);
    one_to_one::<arith::OrIOp, llvm::OrOp>(p, c, pass_through);
    float_op::<arith::RemFOp, llvm::FRemOp>(p, c, convert_fastmath);
    one_to_one::<arith::RemSIOp, llvm::SRemOp>(p, c, pass_through);
    one_to_one::<arith::RemUIOp, llvm::URemOp>(p, c, pass_through);
    one_to_one::<arith::SelectOp, llvm::SelectOp>(p, c, pass_through);
    one_to_one::<arith::ShLIOp, llvm::ShlOp>(p, c, convert_overflow);
    one_to_one::<arith::ShRSIOp, llvm::AShrOp>(p, c, pass_through);
    one_to_one::<arith::ShRUIOp, llvm::LShrOp>(p, c, pass_through);
    one_to_one::<arith::SIToFPOp, llvm::SIToFPOp>(p, c, pass_through);
    float_op::<arith::SubFOp, llvm::FSubOp>(p, c, convert_fastmath);
    one_to_one::<arith::SubIOp, llvm::SubOp>(p, c, convert_overflow);
    one_to_one::<arith::TruncIOp, llvm::TruncOp>(p, c, convert_overflow);
    float_op::<arith::UIToFPOp, llvm::UIToFPOp>(p, c, pass_through);
    one_to_one::<arith::XOrIOp, llvm::XOrOp>(p, c, pass_through);
    let constant = OneToOne::<llvm::ConstantOp>::new(pass_through);
    add_llvm_lowering::<arith::ConstantOp>(p, c, constant);
    add_llvm_lowering(p, c, lowerings::CmpILowering);
    add_llvm_lowering(p, c, FloatOnly(lowerings::CmpFLowering));
    add_llvm_lowering(p, c, FloatOnly(lowerings::TruncFLowering));
    add_llvm_lowering(p, c, lowerings::IndexCastLowering::<true>);
    add_llvm_lowering(p, c, lowerings::IndexCastLowering::<false>);
    add_llvm_lowering(p, c, extended::AddUIExtendedLowering);
    add_llvm_lowering(p, c, extended::MulIExtendedLowering::<true>);
    add_llvm_lowering(p, c, extended::MulIExtendedLowering::<false>);
}

/// The patterns of `convert-arith-to-llvm` and of arith in
/// `convert-to-llvm`: the divisions rounding up or down expanded into
/// arith ops, which lower in turn, then arith's lowerings (as MLIR's pass
/// and `ConvertToLLVMPatternInterface` both add them).
pub fn populate_arith_to_llvm_with_div_expansions(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    crate::arith::transforms::populate_ceil_floor_div_expand_ops_patterns(patterns);
    populate_arith_to_llvm_conversion_patterns(converter, patterns);
}

include!(concat!(env!("OUT_DIR"), "/arith_to_llvm.rs"));

/// The pass: a partial conversion of arith ops to llvm.
#[derive(Debug, Default)]
pub struct ArithToLlvm;

impl ArithToLLVMConversionPass for ArithToLlvm {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ArithToLLVMConversionPassOptions,
        _: &mut ArithToLLVMConversionPassStatistics,
    ) -> Result<(), PassFailure> {
        let lowering = LowerToLlvmOptions::with_index_bitwidth(options.index_bitwidth);
        let converter = LlvmTypeConverter::new(lowering);
        let mut patterns = ConversionPatternSet::new();
        populate_arith_to_llvm_with_div_expansions(&converter, &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
