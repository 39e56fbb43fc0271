//! `convert-complex-to-standard` (MLIR's `ComplexToStandard`): each
//! `complex` op but `create`, `re` and `im` expanded into `arith` and
//! `math` ops on the real and imaginary parts, in the order and with the
//! fast-math flags LLVM 22 gives them. An expansion that builds other
//! complex ops (`log` takes an `abs`) leaves them to the conversion, which
//! expands them in turn where they stand.

mod abs;
mod basic;
pub(crate) mod division;
mod emitter;
mod exponential;
mod roots;
mod trigonometric;

use crate::arith::{ArithDialect, CmpFPredicate};
use crate::complex::*;
use crate::math::MathDialect;
use emitter::Emitter;
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    OpConversionPattern,
};
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::complex_element_or_self;
use ods_runtime::pass::{EnumOptionValue, PassFailure};
use ods_runtime::{Context, IrError, IrResult, OpId, Value};

include!(concat!(env!("OUT_DIR"), "/complex_to_standard.rs"));

/// How `complex.div` is expanded (the pass's `complex-range`, MLIR's
/// `ComplexRangeFlags`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ComplexRange {
    /// Smith's range reduction, with the special cases of zeros,
    /// infinities and NaNs.
    #[default]
    Improved,
    /// The algebraic formula.
    Basic,
    /// The algebraic formula.
    None,
}

impl EnumOptionValue for ComplexRange {
    const NAMES: &'static [(&'static str, ComplexRange)] = &[
        ("improved", ComplexRange::Improved),
        ("basic", ComplexRange::Basic),
        ("none", ComplexRange::None),
    ];
    const DESCRIPTIONS: &'static [&'static str] = &["improved (default)", "basic", "none"];
}

/// An op's generated adaptor constructor (`AddOpAdaptor::new`).
type AdaptorFn<A> = fn(Vec<Value>, Option<&[i32]>) -> Result<A, String>;

/// What builds the replacement of an op from the op and its adaptor.
type Rule<O, A> = Box<dyn Fn(&mut Emitter<'_, '_>, O, A) -> Value>;

/// A typed op's expansion: `rule` builds, from the op and its remapped
/// operands laid out by the op's adaptor, the value that replaces it.
struct Expand<O, A> {
    adaptor: AdaptorFn<A>,
    rule: Rule<O, A>,
}

impl<O, A> Expand<O, A> {
    fn new(
        adaptor: AdaptorFn<A>,
        rule: impl Fn(&mut Emitter<'_, '_>, O, A) -> Value + 'static,
    ) -> Self {
        Expand {
            adaptor,
            rule: Box::new(rule),
        }
    }
}

impl<O: Op, A> OpConversionPattern for Expand<O, A> {
    type Op = O;
    fn match_and_rewrite(
        &self,
        op: O,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let adaptor = (self.adaptor)(operands.to_vec(), None).map_err(IrError::Invalid)?;
        let complex = rw.value_type(operands[0]);
        let ty = complex_element_or_self(rw, complex);
        let loc = rw.op_loc(op.id());
        let replacement = (self.rule)(&mut Emitter { rw, loc, ty }, op, adaptor);
        rw.replace_op(op.id(), &[replacement])?;
        Ok(true)
    }
}

/// Adds the expansions of every complex op (MLIR's
/// `populateComplexToStandardConversionPatterns`).
pub fn populate_complex_to_standard_patterns(
    patterns: &mut ConversionPatternSet,
    range: ComplexRange,
) {
    use CmpFPredicate::{OEQ, UNE};
    patterns
        .add_op_pattern(Expand::new(AbsOpAdaptor::new, abs::abs))
        .add_op_pattern(Expand::new(AngleOpAdaptor::new, basic::angle))
        .add_op_pattern(Expand::new(Atan2OpAdaptor::new, trigonometric::atan2))
        .add_op_pattern(Expand::new(AddOpAdaptor::new, basic::add))
        .add_op_pattern(Expand::new(SubOpAdaptor::new, basic::sub))
        .add_op_pattern(Expand::new(EqualOpAdaptor::new, |e, _: EqualOp, a| {
            basic::compare(e, OEQ, a.lhs(), a.rhs())
        }))
        .add_op_pattern(Expand::new(
            NotEqualOpAdaptor::new,
            |e, _: NotEqualOp, a| basic::compare(e, UNE, a.lhs(), a.rhs()),
        ))
        .add_op_pattern(Expand::new(ConjOpAdaptor::new, basic::conj))
        .add_op_pattern(Expand::new(CosOpAdaptor::new, trigonometric::cos))
        .add_op_pattern(Expand::new(ExpOpAdaptor::new, exponential::exp))
        .add_op_pattern(Expand::new(Expm1OpAdaptor::new, exponential::expm1))
        .add_op_pattern(Expand::new(Log1pOpAdaptor::new, exponential::log1p))
        .add_op_pattern(Expand::new(LogOpAdaptor::new, exponential::log))
        .add_op_pattern(Expand::new(MulOpAdaptor::new, basic::mul))
        .add_op_pattern(Expand::new(NegOpAdaptor::new, basic::neg))
        .add_op_pattern(Expand::new(SignOpAdaptor::new, abs::sign))
        .add_op_pattern(Expand::new(SinOpAdaptor::new, trigonometric::sin))
        .add_op_pattern(Expand::new(SqrtOpAdaptor::new, roots::sqrt))
        .add_op_pattern(Expand::new(TanOpAdaptor::new, trigonometric::tan))
        .add_op_pattern(Expand::new(TanhOpAdaptor::new, trigonometric::tanh))
        .add_op_pattern(Expand::new(PowiOpAdaptor::new, exponential::powi))
        .add_op_pattern(Expand::new(PowOpAdaptor::new, exponential::pow))
        .add_op_pattern(Expand::new(RsqrtOpAdaptor::new, roots::rsqrt))
        .add_op_pattern(Expand::new(DivOpAdaptor::new, move |e, op: DivOp, a| {
            division::div(e, op, a, range)
        }));
}

/// The pass: every complex op but `create`, `re` and `im` expanded, or the
/// IR left as it was when one cannot be.
#[derive(Debug, Default)]
pub struct ComplexToStandard;

impl ConvertComplexToStandardPass for ComplexToStandard {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ConvertComplexToStandardPassOptions,
        _: &mut ConvertComplexToStandardPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = ConversionPatternSet::new();
        populate_complex_to_standard_patterns(&mut patterns, options.complex_range);
        let mut target = ConversionTarget::new();
        target
            .add_legal_dialect(ArithDialect::NAME)
            .add_legal_dialect(MathDialect::NAME)
            .add_legal_op(CreateOp::NAME)
            .add_legal_op(ImOp::NAME)
            .add_legal_op(ReOp::NAME);
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
