//! `convert-math-to-emitc` (MLIR's `MathToEmitC`): the math ops of
//! `<math.h>` on `f32` and `f64` become `emitc.call_opaque`s of its
//! functions, named for C99 (`sinf` for `f32`, `sin` for `f64`) or C++11
//! (`std::sin`, overloaded). Such an op on another type fails the
//! conversion.

use crate::emitc::CallOpaqueOp;
use crate::math;
use ods_runtime::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget,
};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::{EnumOptionValue, PassFailure};
use ods_runtime::{Context, FloatKind, IrResult, OpId, TypeKind, Value};

include!(concat!(env!("OUT_DIR"), "/math_to_emitc.rs"));

/// The language whose library the calls name (the pass's
/// `language-target`, MLIR's `emitc::LanguageTarget`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LanguageTarget {
    /// C99's `<math.h>`: a name per type.
    #[default]
    C99,
    /// C++11's `<cmath>`: `std::` overloads.
    Cpp11,
}

impl EnumOptionValue for LanguageTarget {
    const NAMES: &'static [(&'static str, LanguageTarget)] = &[
        ("c99", LanguageTarget::C99),
        ("cpp11", LanguageTarget::Cpp11),
    ];
    const DESCRIPTIONS: &'static [&'static str] = &["c99", "cpp11"];
}

/// The ops lowered, each with its library function (the C99 name for
/// `f64`).
const FUNCTIONS: [(&str, &str); 11] = [
    (math::FloorOp::NAME, "floor"),
    (math::RoundOp::NAME, "round"),
    (math::ExpOp::NAME, "exp"),
    (math::CosOp::NAME, "cos"),
    (math::SinOp::NAME, "sin"),
    (math::AcosOp::NAME, "acos"),
    (math::AsinOp::NAME, "asin"),
    (math::Atan2Op::NAME, "atan2"),
    (math::CeilOp::NAME, "ceil"),
    (math::AbsFOp::NAME, "fabs"),
    (math::PowFOp::NAME, "pow"),
];

/// The op named `root` as a call of the library function `function`.
struct CallOpaqueLowering {
    root: &'static str,
    function: &'static str,
    target: LanguageTarget,
}

impl ConversionPattern for CallOpaqueLowering {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let results = rw.results(op);
        let types: Vec<_> = rw
            .value_types(operands.iter().copied())
            .into_iter()
            .chain(rw.value_types(results.iter().copied()))
            .collect();
        let f32_or_f64 = |t| {
            matches!(
                rw.type_kind(t),
                TypeKind::Float(FloatKind::F32 | FloatKind::F64)
            )
        };
        if !types.into_iter().all(f32_or_f64) {
            return rw
                .notify_match_failure(op, "expected all operands and results to be of type f32");
        }
        let is_f32 = matches!(
            rw.type_kind(rw.value_type(operands[0])),
            TypeKind::Float(FloatKind::F32)
        );
        let callee = match self.target {
            LanguageTarget::Cpp11 => format!("std::{}", self.function),
            LanguageTarget::C99 if is_f32 => format!("{}f", self.function),
            LanguageTarget::C99 => self.function.to_string(),
        };
        let result_types = rw.value_types(results.iter().copied());
        let loc = rw.op_loc(op);
        let call = CallOpaqueOp::create(rw, loc, &result_types, &callee, None, None, operands);
        let values = rw.results(call.id());
        rw.replace_op(op, &values)?;
        Ok(true)
    }
}

/// Adds the patterns that lower `math` ops to `emitc` calls (MLIR's
/// `populateConvertMathToEmitCPatterns`).
pub fn populate_math_to_emitc_patterns(
    patterns: &mut ConversionPatternSet,
    target: LanguageTarget,
) {
    for (root, function) in FUNCTIONS {
        patterns.add(CallOpaqueLowering {
            root,
            function,
            target,
        });
    }
}

/// The pass: every math op of `<math.h>` nested in the op it runs on
/// becomes a call, or the pass fails and leaves the IR as it was.
#[derive(Debug, Default)]
pub struct MathToEmitC;

impl ConvertMathToEmitC for MathToEmitC {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ConvertMathToEmitCOptions,
        _: &mut ConvertMathToEmitCStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = ConversionPatternSet::new();
        populate_math_to_emitc_patterns(&mut patterns, options.language_target);
        let mut target = ConversionTarget::new();
        target.add_legal_op(CallOpaqueOp::NAME);
        for (name, _) in FUNCTIONS {
            target.add_illegal_op(name);
        }
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
