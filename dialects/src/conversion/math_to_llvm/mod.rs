//! `convert-math-to-llvm` (MLIR's `ConvertMathToLLVMPass`): math's ops on
//! scalars and 1-D vectors become llvm intrinsics, fast-math flags
//! carried over; `expm1`, `log1p` (unless `approximate-log1p=false`) and
//! `rsqrt` are expanded, `sincos` returns a struct taken apart. An op on
//! an n-D vector is done per 1-D vector, except the counts, `absi`, the
//! class tests and `sincos` (as MLIR).

mod expansions;
mod intrinsics;

use super::arith_to_llvm::convert_fastmath;
use super::llvm_common::{
    add_llvm_lowering, pass_through, AttrConversion, FloatOnly, LlvmTypeConverter,
    LowerToLlvmOptions, OneToOne,
};
use crate::{llvm, math};
use expansions::Expansion;
use intrinsics::Intrinsic;
use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet, ConversionTarget};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

/// Adds the lowering of math op `M` to llvm op `T`, attributes by
/// `attrs`, n-D vectors unrolled; none on a float type LLVM lacks.
fn one_to_one<M: Op + 'static, T: Op + 'static>(
    patterns: &mut ConversionPatternSet,
    converter: &LlvmTypeConverter,
    attrs: AttrConversion,
) {
    let lowering = FloatOnly(OneToOne::<T>::vector(attrs));
    add_llvm_lowering::<M>(patterns, converter, lowering);
}

/// Adds the patterns lowering the `math` dialect with `converter`, `log1p`
/// expanded when `approximate_log1p` (MLIR's
/// `populateMathToLLVMConversionPatterns`).
pub fn populate_math_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
    approximate_log1p: bool,
) {
    let (p, c, fm) = (&mut *patterns, converter, convert_fastmath);
    one_to_one::<math::AbsFOp, llvm::FAbsOp>(p, c, fm);
    one_to_one::<math::CeilOp, llvm::FCeilOp>(p, c, fm);
    one_to_one::<math::CopySignOp, llvm::CopySignOp>(p, c, fm);
    one_to_one::<math::CosOp, llvm::CosOp>(p, c, fm);
    one_to_one::<math::CoshOp, llvm::CoshOp>(p, c, fm);
    one_to_one::<math::AcosOp, llvm::ACosOp>(p, c, fm);
    one_to_one::<math::CtPopOp, llvm::CtPopOp>(p, c, pass_through);
    one_to_one::<math::Exp2Op, llvm::Exp2Op>(p, c, fm);
    one_to_one::<math::ExpOp, llvm::ExpOp>(p, c, fm);
    one_to_one::<math::FloorOp, llvm::FFloorOp>(p, c, fm);
    one_to_one::<math::FmaOp, llvm::FMAOp>(p, c, fm);
    one_to_one::<math::Log10Op, llvm::Log10Op>(p, c, fm);
    one_to_one::<math::Log2Op, llvm::Log2Op>(p, c, fm);
    one_to_one::<math::LogOp, llvm::LogOp>(p, c, fm);
    one_to_one::<math::PowFOp, llvm::PowOp>(p, c, fm);
    one_to_one::<math::FPowIOp, llvm::PowIOp>(p, c, fm);
    one_to_one::<math::RoundOp, llvm::RoundOp>(p, c, fm);
    one_to_one::<math::RoundEvenOp, llvm::RoundEvenOp>(p, c, fm);
    one_to_one::<math::SinOp, llvm::SinOp>(p, c, fm);
    one_to_one::<math::SinhOp, llvm::SinhOp>(p, c, fm);
    one_to_one::<math::AsinOp, llvm::ASinOp>(p, c, fm);
    one_to_one::<math::SqrtOp, llvm::SqrtOp>(p, c, fm);
    one_to_one::<math::TanOp, llvm::TanOp>(p, c, fm);
    one_to_one::<math::TanhOp, llvm::TanhOp>(p, c, fm);
    one_to_one::<math::AtanOp, llvm::ATanOp>(p, c, fm);
    one_to_one::<math::Atan2Op, llvm::ATan2Op>(p, c, fm);
    one_to_one::<math::TruncOp, llvm::FTruncOp>(p, c, fm);
    add_llvm_lowering::<math::CountLeadingZerosOp>(p, c, FloatOnly(Intrinsic));
    add_llvm_lowering::<math::CountTrailingZerosOp>(p, c, FloatOnly(Intrinsic));
    add_llvm_lowering::<math::AbsIOp>(p, c, FloatOnly(Intrinsic));
    add_llvm_lowering::<math::IsNaNOp>(p, c, FloatOnly(Intrinsic));
    add_llvm_lowering::<math::IsFiniteOp>(p, c, FloatOnly(Intrinsic));
    add_llvm_lowering::<math::SincosOp>(p, c, FloatOnly(Intrinsic));
    add_llvm_lowering::<math::ExpM1Op>(p, c, FloatOnly(Expansion));
    add_llvm_lowering::<math::RsqrtOp>(p, c, FloatOnly(Expansion));
    if approximate_log1p {
        add_llvm_lowering::<math::Log1pOp>(p, c, FloatOnly(Expansion));
    }
}

include!(concat!(env!("OUT_DIR"), "/math_to_llvm.rs"));

/// The pass: a partial conversion of math ops to llvm.
#[derive(Debug, Default)]
pub struct MathToLlvm;

impl ConvertMathToLLVMPass for MathToLlvm {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ConvertMathToLLVMPassOptions,
        _: &mut ConvertMathToLLVMPassStatistics,
    ) -> Result<(), PassFailure> {
        let converter = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let mut patterns = ConversionPatternSet::new();
        populate_math_to_llvm_conversion_patterns(
            &converter,
            &mut patterns,
            options.approximate_log1p,
        );
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
