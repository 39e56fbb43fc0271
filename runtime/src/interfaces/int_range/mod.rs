//! Integer ranges (MLIR's `InferIntRangeInterface` and the
//! `ConstantIntRanges` it speaks): an op bounds the values of its integer
//! results given bounds of its operands, which the
//! [`IntegerRangeAnalysis`](crate::analysis::dataflow::IntegerRangeAnalysis)
//! propagates.
//!
//! The interface is a runtime concept that a dialect attaches to its ops
//! ([`Context::attach_op_interface`]); its one function is MLIR's
//! `inferResultRangesFromOptional`, so that an op may handle operands of
//! unknown range itself, and [`from_known_ranges`] gives it the default
//! meaning, MLIR's, over `inferResultRanges`.

mod bits;
mod infer;
mod ranges;

pub use infer::{
    evaluate_pred, ext_range, ext_si_range, ext_ui_range, infer_add, infer_and, infer_ceil_div_s,
    infer_ceil_div_u, infer_div_s, infer_div_u, infer_floor_div_s, infer_max_s, infer_max_u,
    infer_min_s, infer_min_u, infer_mul, infer_or, infer_rem_s, infer_rem_u, infer_shl,
    infer_shr_s, infer_shr_u, infer_sub, infer_xor, trunc_range, CmpPredicate, OverflowFlags,
};
pub use ranges::{ConstantIntRanges, IntegerValueRange, INDEX_WIDTH};

use super::Concept;
use crate::{Context, OpId, Value};

/// The ranges an op infers: each for one of its results (or, for an op
/// defining the entry arguments of its regions, one of those).
pub type InferredRanges = Vec<(Value, IntegerValueRange)>;

/// What an op implements for `InferIntRangeInterface`: the ranges of its
/// results from those of its operands, some of which may be unknown
/// (MLIR's `inferResultRangesFromOptional`).
pub struct InferIntRangeConcept {
    /// The ranges of the values `op` defines, given its operands'.
    pub infer_result_ranges: fn(&Context, OpId, &[IntegerValueRange]) -> InferredRanges,
}

impl Concept for InferIntRangeConcept {
    const INTERFACE: &'static str = "InferIntRangeInterface";
}

/// The `InferIntRangeInterface` of an op.
#[derive(Clone, Copy)]
pub struct InferIntRange {
    op: OpId,
    concept: &'static InferIntRangeConcept,
}

impl InferIntRange {
    /// The interface of `op`, if its op implements it.
    pub fn try_from(ctx: &Context, op: OpId) -> Option<InferIntRange> {
        ctx.op_interface::<InferIntRangeConcept>(op)
            .map(|concept| InferIntRange { op, concept })
    }

    /// The ranges of the values the op defines, given its operands'.
    pub fn infer_result_ranges(self, ctx: &Context, args: &[IntegerValueRange]) -> InferredRanges {
        (self.concept.infer_result_ranges)(ctx, self.op, args)
    }
}

impl std::fmt::Debug for InferIntRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "InferIntRange({:?})", self.op)
    }
}

/// MLIR's default `inferResultRangesFromOptional`: nothing until every
/// operand's range is known, then what `infer` (the op's
/// `inferResultRanges`) makes of them.
pub fn from_known_ranges(
    args: &[IntegerValueRange],
    infer: impl FnOnce(&[ConstantIntRanges]) -> Vec<(Value, ConstantIntRanges)>,
) -> InferredRanges {
    let Some(known) = args
        .iter()
        .map(|a| a.known().copied())
        .collect::<Option<Vec<_>>>()
    else {
        return Vec::new();
    };
    infer(&known)
        .into_iter()
        .map(|(value, range)| (value, IntegerValueRange::Known(range)))
        .collect()
}
