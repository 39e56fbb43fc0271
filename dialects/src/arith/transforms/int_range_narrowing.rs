//! `arith-int-range-narrowing` (MLIR's `IntRangeNarrowingPass`): the
//! elementwise ops and comparisons whose values the integer range
//! analysis fits in one of the supported widths are done in that width,
//! between casts, and index casts there and back cancel out; MLIR's
//! patterns applied greedily, bottom-up.

use super::int_range_solver::{apply_greedily, RangeSolver};
use super::narrowing_casts::{cast, integer_width, target_type, CastKind};
use super::{
    ArithIntRangeNarrowing, ArithIntRangeNarrowingOptions, ArithIntRangeNarrowingStatistics,
};
use ods_runtime::ods::pred::{element_type_or_self, is_index};
use ods_runtime::pass::PassFailure;
use ods_runtime::registry::Traits;
use ods_runtime::rewrite::{PatternRewriter, RewritePattern, RewritePatternSet};
use ods_runtime::{Context, IrResult, OpId, Type, Value, ValueMapping};
use std::rc::Rc;

/// The implementation of `arith-int-range-narrowing`.
#[derive(Debug, Default)]
pub struct IntRangeNarrowing;

impl ArithIntRangeNarrowing for IntRangeNarrowing {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &ArithIntRangeNarrowingOptions,
        _: &mut ArithIntRangeNarrowingStatistics,
    ) -> Result<(), PassFailure> {
        let solver = RangeSolver::run(ctx, op)?;
        let mut patterns = RewritePatternSet::new();
        populate_int_range_narrowing_patterns(&mut patterns, &solver, &options.bitwidths_supported);
        apply_greedily(ctx, op, patterns)
    }
}

/// Adds the patterns of `arith-int-range-narrowing` reading `solver`, for
/// the widths `widths`, tried in that order (MLIR's
/// `populateIntRangeNarrowingPatterns`).
pub(super) fn populate_int_range_narrowing_patterns(
    patterns: &mut RewritePatternSet,
    solver: &RangeSolver,
    widths: &[u32],
) {
    let widths: Rc<[u32]> = widths.into();
    patterns.add(NarrowElementwise {
        solver: solver.clone(),
        widths: widths.clone(),
    });
    patterns.add(NarrowCmpI {
        solver: solver.clone(),
        widths: widths.clone(),
    });
    for root in ["arith.index_castui", "arith.index_cast"] {
        patterns.add(FoldIndexCastChain {
            root,
            widths: widths.clone(),
        });
    }
}

/// An elementwise op whose operands and results all fit a narrower width
/// is done there, its operands cast down and its results cast back
/// (MLIR's `NarrowElementwise`).
struct NarrowElementwise {
    solver: RangeSolver,
    widths: Rc<[u32]>,
}

impl RewritePattern for NarrowElementwise {
    fn root(&self) -> Option<&str> {
        None
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let elementwise = rw
            .registry
            .traits(rw.op_name(op))
            .is_some_and(|t| t.contains(Traits::ELEMENTWISE));
        if !elementwise || rw.num_results(op) == 0 {
            return Ok(false);
        }
        let (operands, results) = (rw.operands(op), rw.results(op));
        let values: Vec<Value> = operands.iter().chain(&results).copied().collect();
        let Some(ranges) = self.solver.ranges(rw, &values) else {
            return Ok(false);
        };
        let source = rw.value_type(results[0]);
        let same_type = |v: &Value| rw.value_type(*v) == source;
        if !results.iter().all(same_type) || operands.is_empty() || !operands.iter().all(same_type)
        {
            return Ok(false);
        }
        for &width in self.widths.iter() {
            let kind = CastKind::of_all(&ranges, width);
            let Some(target) = narrowed_type(rw, source, width, kind) else {
                continue;
            };
            let loc = rw.op_loc(op);
            let mut map = ValueMapping::default();
            for (&arg, range) in operands.iter().zip(&ranges) {
                // Non-negative index values keep an unsigned cast, which
                // `arith-unsigned-when-equivalent` could not recover.
                let arg_kind = if kind == CastKind::Signed && range.smin() >= 0 {
                    CastKind::Both
                } else {
                    kind
                };
                let narrow = cast(rw, loc, arg, target, arg_kind);
                map.insert(arg, narrow);
            }
            let narrow_op = rw.clone(op, &mut map);
            rw.modify_op_in_place(narrow_op, |ctx| {
                for v in ctx.results(narrow_op) {
                    ctx.set_value_type(v, target);
                }
            });
            let mut replacements = Vec::with_capacity(results.len());
            for (narrow, old) in rw.results(narrow_op).into_iter().zip(&results) {
                let back = cast(rw, loc, narrow, source, kind);
                self.solver.copy_range(rw, *old, back);
                replacements.push(back);
            }
            rw.replace_op(op, &replacements)?;
            return Ok(true);
        }
        Ok(false)
    }
}

/// The type `source` narrows to at `width` bits, unless `kind` allows no
/// cast there or that is `source` itself.
fn narrowed_type(
    rw: &mut PatternRewriter<'_>,
    source: Type,
    width: u32,
    kind: CastKind,
) -> Option<Type> {
    if kind == CastKind::None {
        return None;
    }
    let target = target_type(rw.context(), source, width);
    (target != source).then_some(target)
}

/// An `arith.cmpi` whose operands both fit a narrower width compares them
/// there (MLIR's `NarrowCmpI`).
struct NarrowCmpI {
    solver: RangeSolver,
    widths: Rc<[u32]>,
}

impl RewritePattern for NarrowCmpI {
    fn root(&self) -> Option<&str> {
        Some("arith.cmpi")
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let (lhs, rhs) = (rw.operand(op, 0), rw.operand(op, 1));
        let Some(ranges) = self.solver.ranges(rw, &[lhs, rhs]) else {
            return Ok(false);
        };
        let source = rw.value_type(lhs);
        for &width in self.widths.iter() {
            let lhs_kind = CastKind::of(&ranges[0], width);
            let rhs_kind = CastKind::of(&ranges[1], width);
            let kind = lhs_kind.merge(rhs_kind);
            let Some(target) = narrowed_type(rw, source, width, kind) else {
                continue;
            };
            let loc = rw.op_loc(op);
            let mut map = ValueMapping::default();
            let narrow_lhs = cast(rw, loc, lhs, target, lhs_kind);
            let narrow_rhs = cast(rw, loc, rhs, target, rhs_kind);
            map.insert(lhs, narrow_lhs);
            map.insert(rhs, narrow_rhs);
            let narrow_op = rw.clone(op, &mut map);
            let (old, new) = (rw.result(op, 0), rw.result(narrow_op, 0));
            self.solver.copy_range(rw, old, new);
            rw.replace_op(op, &[new])?;
            return Ok(true);
        }
        Ok(false)
    }
}

/// `index_cast(index_cast(%x : iN to index) : index to iN)` is `%x` for a
/// supported width N, either cast signed or not (MLIR's
/// `FoldIndexCastChain`).
struct FoldIndexCastChain {
    root: &'static str,
    widths: Rc<[u32]>,
}

impl RewritePattern for FoldIndexCastChain {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let Some(inner) = rw
            .defining_op(rw.operand(op, 0))
            .filter(|&d| rw.op_name_str(d) == self.root)
        else {
            return Ok(false);
        };
        let source = rw.operand(inner, 0);
        let ty = rw.value_type(rw.result(op, 0));
        if rw.value_type(source) != ty || !is_index(rw, rw.value_type(rw.result(inner, 0))) {
            return Ok(false);
        }
        let scalar = element_type_or_self(rw, ty) == ty;
        if !scalar || !integer_width(rw, ty).is_some_and(|w| self.widths.contains(&w)) {
            return Ok(false);
        }
        rw.replace_op(op, &[source])?;
        Ok(true)
    }
}
