//! `arith-emulate-wide-int` (MLIR's `ArithEmulateWideInt`): the arith ops
//! on integers twice as wide as the widest the target supports
//! (`widest-int-supported`, `N`) are done on halves of `N` bits. An `i2N`
//! value becomes a `vector<2xiN>` (a vector of them gains a trailing
//! dimension of two), functions, calls and returns change their
//! signatures to match, and each op is rewritten over the halves, which
//! `vector` ops take apart and put together, under a partial conversion
//! that fails if a wide integer is left.

mod arithmetic;
mod casts;
mod compare;
mod converter;
mod halves;
mod shifts;

include!(concat!(env!("OUT_DIR"), "/arith_emulate_wide_int.rs"));

pub use converter::WideIntEmulationConverter;

use crate::func::conversions::{
    populate_call_op_type_conversion_pattern, populate_func_op_type_conversion_pattern,
    populate_return_op_type_conversion_pattern,
};
use crate::func::{CallOp, FuncOp, ReturnOp};
use crate::vector::PrintOp;
use ods_runtime::asm::printer::type_to_string;
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    TypeConverter,
};
use ods_runtime::interfaces::function::function_type;
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, IrResult, OpId, Type, Value};
use std::rc::Rc;

/// The implementation of `arith-emulate-wide-int`.
#[derive(Debug, Default)]
pub struct EmulateWideInt;

impl ArithEmulateWideInt for EmulateWideInt {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ArithEmulateWideIntOptions,
        _: &mut ArithEmulateWideIntStatistics,
    ) -> Result<(), PassFailure> {
        // A width that is no power of two of at least 2 fails the pass
        // without a diagnostic, as in MLIR.
        let Some(converter) = WideIntEmulationConverter::new(options.widest_int_supported) else {
            return Err(PassFailure::signal());
        };
        let converter = Rc::new(converter);
        let types = Rc::clone(converter.type_converter());
        let mut target = ConversionTarget::new();
        let legal = |types: &Rc<TypeConverter>| {
            let types = Rc::clone(types);
            move |ctx: &mut Context, op: OpId| Some(types.is_legal_op(ctx, op))
        };
        let signature = Rc::clone(&types);
        target.add_dynamically_legal_op(FuncOp::NAME, move |ctx, op| {
            let ty = function_type(ctx, op)?;
            Some(signature.is_legal_type(ctx, ty))
        });
        for name in [CallOp::NAME, ReturnOp::NAME, PrintOp::NAME] {
            target.add_dynamically_legal_op(name, legal(&types));
        }
        target.add_dynamically_legal_dialect("arith", legal(&types));
        target.add_legal_dialect("vector");

        let mut patterns = ConversionPatternSet::new();
        populate_arith_wide_int_emulation_patterns(&converter, &mut patterns);
        populate_func_op_type_conversion_pattern(&mut patterns, Rc::clone(&types));
        populate_call_op_type_conversion_pattern(&mut patterns, Rc::clone(&types));
        populate_return_op_type_conversion_pattern(&mut patterns, types);
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}

/// Adds the patterns that emulate the arith ops on wide integers, and
/// carry `vector.print` of them over, with `converter` (MLIR's
/// `populateArithWideIntEmulationPatterns`).
pub fn populate_arith_wide_int_emulation_patterns(
    converter: &Rc<WideIntEmulationConverter>,
    patterns: &mut ConversionPatternSet,
) {
    let mut add = |emulation: Box<dyn AnyEmulation>| {
        patterns.add(EmulationPattern {
            emulation,
            converter: Rc::clone(converter),
        });
    };
    compare::populate(&mut add);
    arithmetic::populate(&mut add);
    shifts::populate(&mut add);
    casts::populate(&mut add);
    add(Box::new(Typed(ConvertVectorPrint)));
}

/// The rewrite of one op type over its remapped operands, with the
/// converter at hand (MLIR's `OpConversionPattern<T>` of this pass).
trait Emulation: 'static {
    /// The op it rewrites.
    type Op: Op;
    /// Rewrites `op`, whose operands are `operands` after the conversion
    /// so far; `Ok(false)` when it does not apply.
    fn rewrite(
        &self,
        op: Self::Op,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool>;
}

/// An [`Emulation`] with its op type erased, so that one pattern type
/// carries them all.
trait AnyEmulation {
    /// The name of the op it rewrites.
    fn root(&self) -> &'static str;
    /// [`Emulation::rewrite`] on an op of that name.
    fn rewrite_any(
        &self,
        op: OpId,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool>;
}

/// An [`Emulation`] seen as an [`AnyEmulation`].
struct Typed<E>(E);

impl<E: Emulation> AnyEmulation for Typed<E> {
    fn root(&self) -> &'static str {
        E::Op::NAME
    }
    fn rewrite_any(
        &self,
        op: OpId,
        operands: &[Value],
        converter: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        self.0
            .rewrite(E::Op::from_id_unchecked(op), operands, converter, rw)
    }
}

/// A conversion pattern of the pass: an emulation and the converter its
/// operands are remapped with.
struct EmulationPattern {
    emulation: Box<dyn AnyEmulation>,
    converter: Rc<WideIntEmulationConverter>,
}

impl ods_runtime::conversion::ConversionPattern for EmulationPattern {
    fn root(&self) -> Option<&str> {
        Some(self.emulation.root())
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(self.converter.type_converter())
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        self.emulation
            .rewrite_any(op, operands, &self.converter, rw)
    }
}

/// The match failure of an op whose type does not convert to halves.
fn unsupported(rw: &mut ConversionPatternRewriter<'_>, op: OpId, ty: Type) -> IrResult<bool> {
    let shown = type_to_string(rw, ty);
    rw.notify_match_failure(op, format!("unsupported type: {shown}"))
}

/// `vector.print` of a converted value prints the halves (MLIR's
/// `ConvertVectorPrint`).
struct ConvertVectorPrint;

impl Emulation for ConvertVectorPrint {
    type Op = PrintOp;
    fn rewrite(
        &self,
        op: PrintOp,
        operands: &[Value],
        _: &WideIntEmulationConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        PrintOp::create_source(rw, loc, operands[0]);
        rw.erase_op(op.id())?;
        Ok(true)
    }
}
