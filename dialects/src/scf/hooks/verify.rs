//! The verifiers of `scf`'s ops, with MLIR's messages.

use super::values::{constant_int, DYNAMIC};
use crate::scf::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{op_error, type_text, Op};
use ods_runtime::ods::pred::is_index;
use ods_runtime::{BlockId, Context, OpId, RegionId, Type, Value};

/// The terminator of `region`'s first block when it is an op named
/// `name`; else the error `message`, with a note at the terminator there
/// is (MLIR's `verifyAndGetTerminator`).
fn terminator_named(
    ctx: &Context,
    op: OpId,
    region: RegionId,
    name: &str,
    message: &str,
) -> Result<OpId, Diagnostic> {
    let terminator = ctx.blocks(region).first().and_then(|&b| ctx.last_op(b));
    if let Some(t) = terminator.filter(|&t| ctx.op_name_str(t) == name) {
        return Ok(t);
    }
    let error = op_error(ctx, op, message);
    Err(match terminator {
        Some(t) => error.with_note(ctx.op_loc(t), "terminator here"),
        None => error,
    })
}

fn types(ctx: &Context, values: &[Value]) -> Vec<Type> {
    ctx.value_types(values.iter().copied())
}

/// `LoopLikeOpInterface`'s checks (MLIR's `verifyLoopLikeOpInterface`):
/// as many inits as region iter_args, as many yielded values (when the
/// loop knows them) and loop results (when it has them), of the same
/// types.
fn verify_loop_like(
    ctx: &Context,
    op: OpId,
    inits: &[Value],
    iter_args: &[Value],
    yielded: &[Value],
    results: Option<&[Value]>,
) -> Result<(), Diagnostic> {
    let error = |message: String| Err(op_error(ctx, op, message));
    if inits.len() != iter_args.len() {
        return error(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return error(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if let Some(results) = results {
        if results.len() != iter_args.len() {
            return error(format!(
                "different number of loop results and region iter_args: {} != {}",
                results.len(),
                iter_args.len()
            ));
        }
    }
    let (init_types, arg_types) = (types(ctx, inits), types(ctx, iter_args));
    let yielded_types = types(ctx, yielded);
    for (i, (&init, &arg)) in init_types.iter().zip(&arg_types).enumerate() {
        if init != arg {
            return error(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                type_text(ctx, init),
                type_text(ctx, arg)
            ));
        }
        if let Some(&y) = yielded_types.get(i) {
            if arg != y {
                return error(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    type_text(ctx, arg),
                    type_text(ctx, y)
                ));
            }
        }
    }
    if let Some(results) = results {
        for (i, (&arg, &result)) in arg_types.iter().zip(&types(ctx, results)).enumerate() {
            if arg != result {
                return error(format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                    type_text(ctx, arg),
                    type_text(ctx, result)
                ));
            }
        }
    }
    Ok(())
}

fn entry_block(ctx: &Context, region: RegionId) -> Option<BlockId> {
    ctx.blocks(region).first().copied()
}

/// The operands of the terminator of `region`'s block when it is a
/// `scf.yield`.
fn yielded(ctx: &Context, region: RegionId) -> Vec<Value> {
    entry_block(ctx, region)
        .and_then(|b| ctx.last_op(b))
        .filter(|&t| ctx.op_name_str(t) == YieldOp::OPERATION_NAME)
        .map_or_else(Vec::new, |t| ctx.operands(t))
}

/// The count of loop-carried values, then `LoopLikeOpInterface`'s checks
/// (which MLIR runs with the regions; here before the region-branch
/// verifier, which would report the same mismatches as edges).
pub(super) fn for_op(ctx: &Context, op: ForOp) -> Result<(), Diagnostic> {
    if op.init_args(ctx).len() != ctx.num_results(op.id()) {
        return Err(op.emit_op_error(
            ctx,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let region = op.region(ctx);
    let args = entry_block(ctx, region).map_or_else(Vec::new, |b| ctx.block_args(b));
    let results = ctx.results(op.id());
    verify_loop_like(
        ctx,
        op.id(),
        &op.init_args(ctx),
        args.get(1..).unwrap_or_default(),
        &yielded(ctx, region),
        Some(&results),
    )
}

pub(super) fn for_op_regions(ctx: &Context, op: ForOp) -> Result<(), Diagnostic> {
    let args = entry_block(ctx, op.region(ctx)).map_or_else(Vec::new, |b| ctx.block_args(b));
    let lb_type = ctx.value_type(op.lower_bound(ctx));
    if args.first().map(|&iv| ctx.value_type(iv)) != Some(lb_type) {
        return Err(op.emit_op_error(
            ctx,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    Ok(())
}

pub(super) fn if_op(ctx: &Context, op: IfOp) -> Result<(), Diagnostic> {
    if ctx.num_results(op.id()) != 0 && ctx.blocks(op.else_region(ctx)).is_empty() {
        return Err(op.emit_op_error(ctx, "must have an else block if defining values"));
    }
    Ok(())
}

pub(super) fn while_op(ctx: &Context, op: WhileOp) -> Result<(), Diagnostic> {
    terminator_named(
        ctx,
        op.id(),
        op.before(ctx),
        ConditionOp::OPERATION_NAME,
        "expects the 'before' region to terminate with 'scf.condition'",
    )?;
    terminator_named(
        ctx,
        op.id(),
        op.after(ctx),
        YieldOp::OPERATION_NAME,
        "expects the 'after' region to terminate with 'scf.yield'",
    )?;
    let before_args = entry_block(ctx, op.before(ctx)).map_or_else(Vec::new, |b| ctx.block_args(b));
    verify_loop_like(
        ctx,
        op.id(),
        &op.inits(ctx),
        &before_args,
        &yielded(ctx, op.after(ctx)),
        None,
    )
}

pub(super) fn execute_region(ctx: &Context, op: ExecuteRegionOp) -> Result<(), Diagnostic> {
    let region = op.region(ctx);
    let Some(&entry) = ctx.blocks(region).first() else {
        return Err(op.emit_op_error(ctx, "region needs to have at least one block"));
    };
    if ctx.num_block_args(entry) > 0 {
        return Err(op.emit_op_error(ctx, "region cannot have any arguments"));
    }
    Ok(())
}

pub(super) fn parallel_op(ctx: &Context, op: ParallelOp) -> Result<(), Diagnostic> {
    let steps = op.step(ctx);
    if steps.is_empty() {
        return Err(op.emit_op_error(
            ctx,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    for &step in &steps {
        if constant_int(ctx, step).is_some_and(|c| c <= 0) {
            return Err(op.emit_op_error(ctx, "constant step operand must be positive"));
        }
    }
    let region = op.region(ctx);
    let args = entry_block(ctx, region).map_or_else(Vec::new, |b| ctx.block_args(b));
    if args.len() != steps.len() {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ),
        ));
    }
    if args.iter().any(|&a| !is_index(ctx, ctx.value_type(a))) {
        return Err(op.emit_op_error(
            ctx,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    let reduce = terminator_named(
        ctx,
        op.id(),
        region,
        ReduceOp::OPERATION_NAME,
        "expects body to terminate with 'scf.reduce'",
    )?;
    let results = ctx.num_results(op.id());
    let reductions = ctx.regions(reduce).len();
    let inits = op.init_vals(ctx).len();
    if results != reductions {
        return Err(op.emit_op_error(
            ctx,
            format!("expects number of results: {results} to be the same as number of reductions: {reductions}"),
        ));
    }
    if results != inits {
        return Err(op.emit_op_error(
            ctx,
            format!("expects number of results: {results} to be the same as number of initial values: {inits}"),
        ));
    }
    for i in 0..reductions {
        let result = ctx.value_type(ctx.result(op.id(), i));
        let operand = ctx.value_type(ctx.operand(reduce, i));
        if result != operand {
            return Err(op_error(
                ctx,
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                    type_text(ctx, operand),
                    type_text(ctx, result)
                ),
            ));
        }
    }
    Ok(())
}

pub(super) fn reduce_regions(ctx: &Context, op: ReduceOp) -> Result<(), Diagnostic> {
    let operands = ctx.operands(op.id());
    for (i, &region) in ctx.regions(op.id()).iter().enumerate() {
        let ty = operands.get(i).map(|&v| ctx.value_type(v));
        let Some(block) = entry_block(ctx, region) else {
            continue;
        };
        let Some(terminator) = ctx.last_op(block) else {
            return Err(op.emit_op_error(ctx, format!("{i}-th reduction has an empty body")));
        };
        let args = ctx.block_args(block);
        if args.len() != 2 || args.iter().any(|&a| Some(ctx.value_type(a)) != ty) {
            let shown = ty.map_or_else(String::new, |t| type_text(ctx, t));
            return Err(op.emit_op_error(
                ctx,
                format!(
                    "expected two block arguments with type {shown} in the {i}-th reduction region"
                ),
            ));
        }
        if ctx.op_name_str(terminator) != ReduceReturnOp::OPERATION_NAME {
            return Err(op.emit_op_error(
                ctx,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        }
    }
    Ok(())
}

pub(super) fn reduce_return(ctx: &Context, op: ReduceReturnOp) -> Result<(), Diagnostic> {
    let Some(block) = ctx.parent_block(op.id()) else {
        return Ok(());
    };
    let Some(&arg) = ctx.block_args(block).first() else {
        return Ok(());
    };
    let expected = ctx.value_type(arg);
    if expected != ctx.value_type(op.result(ctx)) {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "must have type {} (the type of the reduction inputs)",
                type_text(ctx, expected)
            ),
        ));
    }
    Ok(())
}

pub(super) fn index_switch(ctx: &Context, op: IndexSwitchOp) -> Result<(), Diagnostic> {
    let cases = convert::dense_i64_vec(ctx, op.cases_attr(ctx));
    let case_regions = op.case_regions(ctx);
    if cases.len() != case_regions.len() {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "has {} case regions but {} case values",
                case_regions.len(),
                cases.len()
            ),
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for &value in &cases {
        if !seen.insert(value) {
            return Err(op.emit_op_error(ctx, format!("has duplicate case value: {value}")));
        }
    }
    let result_types = ctx.value_types(ctx.results(op.id()));
    let verify_region = |region: RegionId, name: &str| -> Result<(), Diagnostic> {
        let Some(last) = entry_block(ctx, region).and_then(|b| ctx.last_op(b)) else {
            return Ok(());
        };
        if ctx.op_name_str(last) != YieldOp::OPERATION_NAME {
            return Err(op.emit_op_error(
                ctx,
                format!(
                    "expected region to end with scf.yield, but got {}",
                    ctx.op_name_str(last)
                ),
            ));
        }
        let yielded = ctx.value_types(ctx.operands(last));
        if yielded.len() != result_types.len() {
            return Err(op
                .emit_op_error(
                    ctx,
                    format!(
                        "expected each region to return {} values, but {name} returns {}",
                        result_types.len(),
                        yielded.len()
                    ),
                )
                .with_note(ctx.op_loc(last), "see yield operation here"));
        }
        for (idx, (&result, &operand)) in result_types.iter().zip(&yielded).enumerate() {
            if result != operand {
                return Err(op
                    .emit_op_error(
                        ctx,
                        format!(
                            "expected result #{idx} of each region to be {}",
                            type_text(ctx, result)
                        ),
                    )
                    .with_note(
                        ctx.op_loc(last),
                        format!("{name} returns {} here", type_text(ctx, operand)),
                    ));
            }
        }
        Ok(())
    };
    verify_region(op.default_region(ctx), "default region")?;
    for (idx, &region) in case_regions.iter().enumerate() {
        verify_region(region, &format!("case region #{idx}"))?;
    }
    Ok(())
}

/// MLIR's `verifyListOfOperandsOrIntegers`.
fn operands_or_integers(
    ctx: &Context,
    op: OpId,
    name: &str,
    count: usize,
    statics: &[i64],
    values: &[Value],
) -> Result<(), Diagnostic> {
    if statics.len() != count {
        return Err(op_error(
            ctx,
            op,
            format!("expected {count} {name} values, got {}", statics.len()),
        ));
    }
    let dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if values.len() != dynamic {
        return Err(op_error(
            ctx,
            op,
            format!("expected {dynamic} dynamic {name} values"),
        ));
    }
    Ok(())
}

pub(super) fn forall_op(ctx: &Context, op: ForallOp) -> Result<(), Diagnostic> {
    let rank = op.rank(ctx);
    let outputs = op.outputs(ctx);
    let results = ctx.num_results(op.id());
    if results != outputs.len() {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "produces {results} results, but has only {} outputs",
                outputs.len()
            ),
        ));
    }
    let args = entry_block(ctx, op.region(ctx)).map_or_else(Vec::new, |b| ctx.block_args(b));
    if args.len() != rank + outputs.len() {
        return Err(op.emit_op_error(ctx, format!("region expects {rank} arguments")));
    }
    for (i, &arg) in args.iter().take(rank).enumerate() {
        if !is_index(ctx, ctx.value_type(arg)) {
            return Err(
                op.emit_op_error(ctx, format!("expects {i}-th block argument to be an index"))
            );
        }
    }
    for (i, &output) in outputs.iter().enumerate() {
        if ctx.value_type(args[i + rank]) != ctx.value_type(output) {
            return Err(op.emit_op_error(
                ctx,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            ));
        }
    }
    if let Some(mapping) = op.mapping_attr(ctx) {
        let entries = convert::as_array(ctx, mapping);
        if !entries.is_empty() && entries.len() != rank {
            return Err(op.emit_op_error(ctx, "mapping attribute size must match op rank"));
        }
    }
    let id = op.id();
    operands_or_integers(
        ctx,
        id,
        "lower bound",
        rank,
        &op.static_lower_bound(ctx),
        &op.dynamic_lower_bound(ctx),
    )?;
    operands_or_integers(
        ctx,
        id,
        "upper bound",
        rank,
        &op.static_upper_bound(ctx),
        &op.dynamic_upper_bound(ctx),
    )?;
    operands_or_integers(
        ctx,
        id,
        "step",
        rank,
        &op.static_step(ctx),
        &op.dynamic_step(ctx),
    )?;
    let out_args = args.get(rank..).unwrap_or_default();
    verify_loop_like(ctx, id, &outputs, out_args, &[], None)
}

pub(super) fn in_parallel(ctx: &Context, op: InParallelOp) -> Result<(), Diagnostic> {
    let parent = ctx.parent_op(op.id());
    if parent.is_none_or(|p| ctx.op_name_str(p) != ForallOp::OPERATION_NAME) {
        return Err(op.emit_op_error(ctx, "expected forall op parent"));
    }
    let Some(block) = entry_block(ctx, op.region(ctx)) else {
        return Ok(());
    };
    for inner in ctx.block_ops(block) {
        let combining = ctx.registry.get(ctx.op_name(inner)).is_some_and(|info| {
            info.interfaces
                .contains_named("ParallelCombiningOpInterface")
        });
        if !combining {
            return Err(op.emit_op_error(ctx, "expected only ParallelCombiningOpInterface ops"));
        }
    }
    Ok(())
}
