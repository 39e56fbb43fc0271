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
use super::lowering::{add_lowering, Lowering};
use crate::arith;
use crate::emitc;
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternSet, ConversionTarget, TypeConverter,
};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

/// The pass's types: `index` as `!emitc.size_t`, every other type as it
/// is (the emitc op built on a type C lacks is the verifier's to refuse).
pub fn arith_to_emitc_type_converter() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|_, t| Some(t));
    populate_emitc_size_t_type_conversions(&mut converter);
    converter
}

/// Adds the patterns that lower `arith` ops to `emitc` with `converter`
/// (MLIR's `populateArithToEmitCPatterns`).
pub fn populate_arith_to_emitc_patterns(
    converter: &TypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    use arith::*;
    use binary::{Bitwise, Elementwise, IntegerArithmetic, UnsignedBinary};
    use casts::{FloatCast, FloatToInt, IntToFloat, IntegerCast};
    use emitc::{AddOp, BitwiseAndOp, BitwiseLeftShiftOp, BitwiseOrOp, BitwiseRightShiftOp};
    use emitc::{BitwiseXorOp, DivOp, MulOp, RemOp, SubOp};
    fn add<A: Op + 'static, E: 'static>(
        patterns: &mut ConversionPatternSet,
        converter: &TypeConverter,
        lowering: impl Lowering<A, E> + 'static,
    ) {
        add_lowering(patterns, converter.clone(), lowering);
    }
    let (p, c) = (patterns, converter);
    add(p, c, scalar::ConstantLowering);
    add::<AddFOp, AddOp>(p, c, Elementwise);
    add::<DivFOp, DivOp>(p, c, Elementwise);
    add::<DivSIOp, DivOp>(p, c, Elementwise);
    add::<MulFOp, MulOp>(p, c, Elementwise);
    add::<RemSIOp, RemOp>(p, c, Elementwise);
    add::<SubFOp, SubOp>(p, c, Elementwise);
    add::<DivUIOp, DivOp>(p, c, UnsignedBinary);
    add::<RemUIOp, RemOp>(p, c, UnsignedBinary);
    add::<AddIOp, AddOp>(p, c, IntegerArithmetic);
    add::<MulIOp, MulOp>(p, c, IntegerArithmetic);
    add::<SubIOp, SubOp>(p, c, IntegerArithmetic);
    add::<AndIOp, BitwiseAndOp>(p, c, Bitwise);
    add::<OrIOp, BitwiseOrOp>(p, c, Bitwise);
    add::<XOrIOp, BitwiseXorOp>(p, c, Bitwise);
    add::<ShLIOp, BitwiseLeftShiftOp>(p, c, shifts::Shift { unsigned: true });
    add::<ShRSIOp, BitwiseRightShiftOp>(p, c, shifts::Shift { unsigned: false });
    add::<ShRUIOp, BitwiseRightShiftOp>(p, c, shifts::Shift { unsigned: true });
    add(p, c, compare::CmpFLowering);
    add(p, c, compare::CmpILowering);
    add(p, c, scalar::NegFLowering);
    add(p, c, scalar::SelectLowering);
    // Truncation is exact on unsigned types.
    add::<TruncIOp, ()>(p, c, IntegerCast { unsigned: true });
    add::<ExtSIOp, ()>(p, c, IntegerCast { unsigned: false });
    add::<ExtUIOp, ()>(p, c, IntegerCast { unsigned: true });
    add::<IndexCastOp, ()>(p, c, IntegerCast { unsigned: false });
    add::<IndexCastUIOp, ()>(p, c, IntegerCast { unsigned: true });
    add::<SIToFPOp, ()>(p, c, IntToFloat { unsigned: false });
    add::<UIToFPOp, ()>(p, c, IntToFloat { unsigned: true });
    add::<FPToSIOp, ()>(p, c, FloatToInt { unsigned: false });
    add::<FPToUIOp, ()>(p, c, FloatToInt { unsigned: true });
    add::<ExtFOp, ()>(p, c, FloatCast);
    add::<TruncFOp, ()>(p, c, FloatCast);
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
        populate_arith_to_emitc_patterns(&arith_to_emitc_type_converter(), &mut patterns);
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("emitc");
        target.add_illegal_dialect("arith");
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
