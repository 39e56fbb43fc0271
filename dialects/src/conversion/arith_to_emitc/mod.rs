//! `convert-arith-to-emitc` (MLIR's `ArithToEmitC`): arith ops become
//! emitc's C operators, comparisons and casts. Where C's semantics differ
//! from arith's (signed overflow and shifts past the width are undefined
//! in C, comparisons of floats are ordered, `(bool)` is not a truncation)
//! the lowering computes in unsigned types, checks the shift amount or
//! combines comparisons; `index` becomes `!emitc.size_t` through casts.
//! An arith op without a lowering fails the conversion.

mod binary;
mod casts;
mod compare;
mod scalar;
mod shifts;
mod signedness;

use super::emitc_types::populate_emitc_size_t_type_conversions;
use crate::arith;
use crate::emitc;
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    OpConversionPattern, TypeConverter,
};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, IrResult, OpId, Value};

/// The pass's types: `index` as `!emitc.size_t`, every other type as it
/// is (the emitc op built on a type C lacks is the verifier's to refuse).
pub fn arith_to_emitc_type_converter() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|_, t| Some(t));
    populate_emitc_size_t_type_conversions(&mut converter);
    converter
}

/// The lowering of one arith op, given the pass's type converter.
pub(super) trait ArithLowering {
    /// The op it lowers.
    type Op: Op;
    /// Replaces `op`, whose converted operands are `operands`; `false`
    /// when it does not lower.
    fn lower(
        &self,
        op: Self::Op,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool>;
}

/// The conversion pattern of an [`ArithLowering`], with its converter.
struct WithConverter<L>(L, TypeConverter);

impl<L: ArithLowering> OpConversionPattern for WithConverter<L> {
    type Op = L::Op;
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.1)
    }
    fn match_and_rewrite(
        &self,
        op: L::Op,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        self.0.lower(op, operands, &self.1, rw)
    }
}

/// Adds the patterns that lower `arith` ops to `emitc` (MLIR's
/// `populateArithToEmitCPatterns`).
pub fn populate_arith_to_emitc_patterns(patterns: &mut ConversionPatternSet) {
    use binary::{Bitwise, Elementwise, IntegerArithmetic, UnsignedBinary};
    use casts::{FloatCast, FloatToInt, IntToFloat, IntegerCast};
    fn add(patterns: &mut ConversionPatternSet, lowering: impl ArithLowering + 'static) {
        patterns.add_op_pattern(WithConverter(lowering, arith_to_emitc_type_converter()));
    }
    macro_rules! lowering {
        ($($lowering:expr),* $(,)?) => {
            $(add(patterns, $lowering);)*
        };
    }
    lowering!(
        scalar::ConstantLowering,
        Elementwise::<arith::AddFOp, emitc::AddOp>::new(),
        Elementwise::<arith::DivFOp, emitc::DivOp>::new(),
        Elementwise::<arith::DivSIOp, emitc::DivOp>::new(),
        Elementwise::<arith::MulFOp, emitc::MulOp>::new(),
        Elementwise::<arith::RemSIOp, emitc::RemOp>::new(),
        Elementwise::<arith::SubFOp, emitc::SubOp>::new(),
        UnsignedBinary::<arith::DivUIOp, emitc::DivOp>::new(),
        UnsignedBinary::<arith::RemUIOp, emitc::RemOp>::new(),
        IntegerArithmetic::<arith::AddIOp, emitc::AddOp>::new(|op, ctx| op.overflow_flags(ctx)),
        IntegerArithmetic::<arith::MulIOp, emitc::MulOp>::new(|op, ctx| op.overflow_flags(ctx)),
        IntegerArithmetic::<arith::SubIOp, emitc::SubOp>::new(|op, ctx| op.overflow_flags(ctx)),
        Bitwise::<arith::AndIOp, emitc::BitwiseAndOp>::new(),
        Bitwise::<arith::OrIOp, emitc::BitwiseOrOp>::new(),
        Bitwise::<arith::XOrIOp, emitc::BitwiseXorOp>::new(),
        shifts::Shift::<arith::ShLIOp, emitc::BitwiseLeftShiftOp>::new(true),
        shifts::Shift::<arith::ShRSIOp, emitc::BitwiseRightShiftOp>::new(false),
        shifts::Shift::<arith::ShRUIOp, emitc::BitwiseRightShiftOp>::new(true),
        compare::CmpFLowering,
        compare::CmpILowering,
        scalar::NegFLowering,
        scalar::SelectLowering,
        // Truncation is exact on unsigned types.
        IntegerCast::<arith::TruncIOp>::new(true),
        IntegerCast::<arith::ExtSIOp>::new(false),
        IntegerCast::<arith::ExtUIOp>::new(true),
        IntegerCast::<arith::IndexCastOp>::new(false),
        IntegerCast::<arith::IndexCastUIOp>::new(true),
        IntToFloat::<arith::SIToFPOp>::new(false),
        IntToFloat::<arith::UIToFPOp>::new(true),
        FloatToInt::<arith::FPToSIOp>::new(false),
        FloatToInt::<arith::FPToUIOp>::new(true),
        FloatCast::<arith::ExtFOp>::new(),
        FloatCast::<arith::TruncFOp>::new(),
    );
}

include!(concat!(env!("OUT_DIR"), "/arith_to_emitc.rs"));

/// The pass: every arith op nested in the op it runs on is lowered, or
/// the pass fails and leaves the IR as it was.
#[derive(Debug, Default)]
pub struct ArithToEmitC;

impl ConvertArithToEmitC for ArithToEmitC {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &ConvertArithToEmitCOptions,
        _: &mut ConvertArithToEmitCStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = ConversionPatternSet::new();
        populate_arith_to_emitc_patterns(&mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("emitc");
        target.add_illegal_dialect("arith");
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
