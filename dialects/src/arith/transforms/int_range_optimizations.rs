//! `int-range-optimizations` (MLIR's `IntRangeOptimizationsPass`): the
//! values the integer range analysis proves constant become constants,
//! and a remainder by a constant of a value already below it becomes that
//! value, by MLIR's patterns applied greedily.

use super::int_range_solver::{apply_greedily, RangeSolver};
use super::{ArithIntRangeOpts, ArithIntRangeOptsOptions, ArithIntRangeOptsStatistics};
use crate::arith::hooks::with_element_type;
use ods_runtime::matchers::{m_constant_int, match_value};
use ods_runtime::ods::pred::element_type_or_self;
use ods_runtime::pass::PassFailure;
use ods_runtime::rewrite::effects::is_op_trivially_dead;
use ods_runtime::rewrite::{PatternRewriter, RewritePattern, RewritePatternSet};
use ods_runtime::{BigInt, Context, DenseData, IrResult, OpId, Value};

/// The implementation of `int-range-optimizations`.
#[derive(Debug, Default)]
pub struct IntRangeOptimizations;

impl ArithIntRangeOpts for IntRangeOptimizations {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &ArithIntRangeOptsOptions,
        _: &mut ArithIntRangeOptsStatistics,
    ) -> Result<(), PassFailure> {
        let solver = RangeSolver::run(ctx, op)?;
        let mut patterns = RewritePatternSet::new();
        populate_int_range_optimizations_patterns(&mut patterns, &solver);
        apply_greedily(ctx, op, patterns)
    }
}

/// Adds the patterns of `int-range-optimizations` reading `solver` (MLIR's
/// `populateIntRangeOptimizationsPatterns`).
pub(super) fn populate_int_range_optimizations_patterns(
    patterns: &mut RewritePatternSet,
    solver: &RangeSolver,
) {
    patterns.add(MaterializeKnownConstantValues(solver.clone()));
    for root in ["arith.remsi", "arith.remui"] {
        patterns.add(DeleteTrivialRem {
            solver: solver.clone(),
            root,
        });
    }
}

/// The results and region arguments of an op the analysis proves constant
/// are replaced by constants; the op goes when nothing else is left of it.
struct MaterializeKnownConstantValues(RangeSolver);

impl RewritePattern for MaterializeKnownConstantValues {
    fn root(&self) -> Option<&str> {
        None
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> IrResult<bool> {
        if is_constant(rw.context(), op) {
            return Ok(false);
        }
        let needs_replacing =
            |ctx: &Context, v: Value| ctx.has_uses(v) && self.0.constant(ctx, v).is_some();
        let has_constant_results = rw.results(op).into_iter().any(|v| needs_replacing(rw, v));
        let has_constant_region_args = rw.regions(op).iter().any(|&r| {
            rw.blocks(r)
                .iter()
                .any(|&b| rw.block_args(b).into_iter().any(|v| needs_replacing(rw, v)))
        });
        if !has_constant_results && !has_constant_region_args {
            return Ok(false);
        }
        let mut replaced_all = rw.num_results(op) != 0;
        for v in rw.results(op) {
            replaced_all &= replace_with_constant(&self.0, rw, v) || !rw.has_uses(v);
        }
        if replaced_all && is_op_trivially_dead(rw, op) {
            rw.erase_op(op)?;
            return Ok(true);
        }
        // The driver sets the insertion point again for the next pattern.
        for r in rw.regions(op).to_vec() {
            for b in rw.blocks(r).to_vec() {
                rw.set_insertion_point_to_start(b);
                for arg in rw.block_args(b) {
                    replace_with_constant(&self.0, rw, arg);
                }
            }
        }
        Ok(true)
    }
}

/// Whether `op` makes a constant (MLIR's `m_Constant`).
fn is_constant(ctx: &mut Context, op: OpId) -> bool {
    ods_runtime::rewrite::constant_value(ctx, op).is_some()
}

/// Replaces the uses of `value` by a constant at the insertion point when
/// the analysis proves it one, made by the dialect of the op defining it
/// (or owning its block), else by arith's (MLIR's
/// `maybeReplaceWithConstant`); the constant gets `value`'s range.
fn replace_with_constant(solver: &RangeSolver, rw: &mut PatternRewriter<'_>, value: Value) -> bool {
    if !rw.has_uses(value) {
        return false;
    }
    let Some(constant) = solver.constant(rw, value) else {
        return false;
    };
    let ctx = rw.context();
    let ty = ctx.value_type(value);
    let element = element_type_or_self(ctx, ty);
    let attr = if element == ty {
        ctx.integer_attr(ty, constant)
    } else {
        let shaped = with_element_type(ctx, ty, element);
        ods_runtime::ods::convert::dense_elements(
            ctx,
            shaped,
            DenseData::Ints(vec![BigInt::from(constant)].into()),
        )
    };
    let (owner, loc) = match value {
        Value::Result(op, _) => (Some(op), ctx.op_loc(op)),
        Value::Arg(block, i) => {
            let owner = ctx
                .block_parent_region(block)
                .and_then(|r| ctx.region_parent_op(r));
            (owner, ctx.block_arg_loc(block, i as usize))
        }
    };
    let registry = &ctx.registry;
    let materializer = |dialect: &str| registry.dialect(dialect)?.materialize_constant;
    let own = owner
        .and_then(|op| registry.registered_dialect_of_op(ctx.op_name_str(op)))
        .and_then(materializer);
    let arith = materializer("arith");
    let Some(state) = [own, arith]
        .into_iter()
        .flatten()
        .find_map(|m| m(ctx, attr, ty, loc))
    else {
        return false;
    };
    let made = rw.insert(state);
    let result = rw.result(made, 0);
    solver.copy_range(rw, value, result);
    rw.replace_all_uses_with(value, result);
    true
}

/// `arith.remsi`/`arith.remui` by a positive constant of a value the
/// analysis bounds in `[0, modulus)` is that value (MLIR's
/// `DeleteTrivialRem`).
struct DeleteTrivialRem {
    solver: RangeSolver,
    root: &'static str,
}

impl RewritePattern for DeleteTrivialRem {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let (lhs, rhs) = (rw.operand(op, 0), rw.operand(op, 1));
        let Some(modulus) = match_value(rw.context(), rhs, m_constant_int())
            .and_then(|c| c.value.wrap(c.width, true).to_i128())
        else {
            return Ok(false);
        };
        if modulus <= 0 {
            return Ok(false);
        }
        let Some(range) = self.solver.range(rw, lhs) else {
            return Ok(false);
        };
        // As bit patterns of the range's width, where "negative" is the
        // sign bit set.
        let width = range.width();
        let bits = |x: i128| (x as u128) & (u128::MAX >> (128 - width));
        let (min, max) = if self.root == "arith.remui" {
            (range.umin(), range.umax())
        } else {
            (bits(range.smin()), bits(range.smax()))
        };
        let sign_bit = 1u128 << (width - 1);
        let below = |x: u128| x < sign_bit && x < modulus as u128;
        if !below(min) || !below(max) || min > max {
            return Ok(false);
        }
        rw.replace_op(op, &[lhs])?;
        Ok(true)
    }
}
