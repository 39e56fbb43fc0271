//! `form-expressions` (MLIR's `FormExpressionsPass`): each op that is a C
//! operator (`CExpressionInterface`, one result, not `emitc.literal`, not
//! inside an expression already) is wrapped in an `emitc.expression` of its
//! own, then the greedy driver folds an expression into its user where the
//! used one has a single use and no side effects, so that chains of
//! operators become one C expression.

use super::{FormExpressionsPass, FormExpressionsPassOptions, FormExpressionsPassStatistics};
use crate::emitc::flags::DoNotInline;
use crate::emitc::*;
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::rewrite::{
    apply_patterns_greedily, GreedyRewriteConfig, OpRewritePattern, PatternRewriter,
    RewritePatternSet,
};
use ods_runtime::{
    Attribute, BlockId, Builder, Context, InsertPoint, IrResult, OpId, Type, Value, ValueMapping,
    WalkOrder,
};

/// The implementation of `form-expressions`.
#[derive(Debug, Default)]
pub struct FormExpressions;

impl FormExpressionsPass for FormExpressions {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &FormExpressionsPassOptions,
        _: &mut FormExpressionsPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut ops = Vec::new();
        ctx.walk(op, WalkOrder::PostOrder, &mut |o| ops.push(o));
        for candidate in ops {
            if forms_expression(ctx, candidate) {
                create_expression(ctx, candidate);
            }
        }
        let mut patterns = RewritePatternSet::new();
        populate_expression_patterns(&mut patterns);
        let patterns = patterns.freeze(ctx);
        let converged = apply_patterns_greedily(ctx, op, &patterns, GreedyRewriteConfig::default());
        PassFailure::unless_converged(ctx, op, converged)
    }
}

/// Whether the pass wraps `op` in an expression of its own.
fn forms_expression(ctx: &Context, op: OpId) -> bool {
    ctx.num_results(op) == 1
        && LiteralOp::cast(ctx, op).is_none()
        && CExpressionInterface::try_from(ctx, op).is_some()
        && !std::iter::successors(ctx.parent_op(op), |&p| ctx.parent_op(p))
            .any(|p| ExpressionOp::cast(ctx, p).is_some())
}

/// Wraps `op`, a C operator of one result, in an `emitc.expression` right
/// after it, whose operands are those of `op` and whose body is a clone of
/// `op` yielded (MLIR's `emitc::createExpression`).
pub fn create_expression(ctx: &mut Context, op: OpId) -> ExpressionOp {
    let result = ctx.result(op, 0);
    let ty = ctx.value_type(result);
    let loc = ctx.op_loc(op);
    let operands = ctx.operands(op);
    let mut b = Builder::at(ctx, InsertPoint::After(op));
    let expression = ExpressionOp::create(&mut b, loc, ty, &operands, DoNotInline::No);
    ctx.replace_all_uses_with(result, expression.result(ctx));
    let (body, mut map) = create_body(ctx, expression, &operands);
    let root = ctx.clone_op(op, &mut map);
    ctx.append_op(body, root);
    ctx.erase_op(op)
        .expect("the op's only uses moved to the expression");
    let root_value = ctx.result(root, 0);
    let mut b = Builder::at_end(ctx, body);
    YieldOp::create(&mut b, loc, Some(root_value));
    expression
}

/// The body of `expression`: a block with an argument for each of
/// `operands`, at their locations, and the map from each operand to its
/// argument (a repeated operand to its last).
fn create_body(
    ctx: &mut Context,
    expression: ExpressionOp,
    operands: &[Value],
) -> (BlockId, ValueMapping) {
    let args: Vec<(Type, Attribute)> = operands
        .iter()
        .map(|&v| (ctx.value_type(v), ctx.value_loc(v)))
        .collect();
    let body = ctx.create_block(&args);
    ctx.append_block(expression.region(ctx), body);
    let map = operands.iter().copied().zip(ctx.block_args(body)).collect();
    (body, map)
}

/// Adds the patterns of `form-expressions`: the expressions' own
/// canonicalizations (none in MLIR 22) and the folding of an operand's
/// expression into its user (MLIR's `populateExpressionPatterns`).
pub fn populate_expression_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_pattern(FoldExpression);
}

/// Folds into an expression the first of its operands defined by an
/// expression of one use and no side effects (MLIR's `FoldExpressionOp`).
struct FoldExpression;

impl OpRewritePattern for FoldExpression {
    type Op = ExpressionOp;

    fn match_and_rewrite(&self, op: ExpressionOp, rw: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let mut used = None;
        let mut operands: Vec<Value> = Vec::new();
        let keep = |v: Value, operands: &mut Vec<Value>| {
            if !operands.contains(&v) {
                operands.push(v);
            }
        };
        for v in op.defs(rw) {
            let foldable = rw
                .defining_op(v)
                .and_then(|d| ExpressionOp::cast(rw, d))
                .filter(|e| {
                    used.is_none() && rw.use_iter(v).count() == 1 && !e.has_side_effects(rw)
                });
            match foldable {
                Some(e) => used = Some(e),
                None => keep(v, &mut operands),
            }
        }
        let Some(used) = used else {
            return Ok(false);
        };
        for v in used.defs(rw) {
            keep(v, &mut operands);
        }
        let loc = op.loc(rw);
        let ty = rw.value_type(op.result(rw));
        let do_not_inline = if op.do_not_inline(rw) {
            DoNotInline::Yes
        } else {
            DoNotInline::No
        };
        rw.set_insertion_point_after(op.id());
        let folded = ExpressionOp::create(rw, loc, ty, &operands, do_not_inline);
        let (body, mut map) = create_body(rw.context(), folded, &operands);
        rw.set_insertion_point_to_start(body);
        // The used expression's body first, its value the clone of its root.
        clone_body(rw, used, &mut map, false);
        let root = used
            .root_op(rw)
            .expect("an expression yields its root's value");
        let cloned_root = rw.result(root, 0);
        let cloned_root = map[&cloned_root];
        map.insert(used.result(rw), cloned_root);
        clone_body(rw, op, &mut map, true);
        let folded_result = rw.result(folded.id(), 0);
        rw.replace_op(op.id(), &[folded_result])?;
        rw.erase_op(used.id())?;
        Ok(true)
    }
}

/// Clones the body of `expression` at the insertion point, its arguments
/// mapped to what its operands map to; with `terminator`, its yield too.
fn clone_body(
    rw: &mut PatternRewriter<'_>,
    expression: ExpressionOp,
    map: &mut ValueMapping,
    terminator: bool,
) {
    let body = expression.body(rw);
    for (v, arg) in expression.defs(rw).into_iter().zip(rw.block_args(body)) {
        let mapped = map.get(&v).copied().unwrap_or(v);
        map.insert(arg, mapped);
    }
    let ops = rw.block_ops(body);
    let cloned = if terminator {
        &ops[..]
    } else {
        &ops[..ops.len() - 1]
    };
    for &o in cloned {
        rw.clone(o, map);
    }
}
