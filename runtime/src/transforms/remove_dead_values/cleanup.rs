//! The second phase of `remove-dead-values`: everything gathered goes,
//! kind by kind in MLIR's order (`cleanUpDeadVals`): block arguments and
//! the successor operands feeding them, function arguments and results,
//! operands (call arguments of changed functions, returns' values, and
//! the operands of region branch ops and their terminators, which become
//! `ub.poison`), call results, then whole ops (a terminator leaves
//! `ub.unreachable` in its place). The `ub.poison` ops left unused go
//! last.

use super::cleanup_list::CleanupList;
use super::collect::is_terminator;
use super::dropped_uses::DroppedUses;
use crate::analysis::dataflow::arg_operand_indices;
use crate::interfaces::function_signature::{erase_arguments, erase_results};
use crate::interfaces::prelude::mlir::{BranchOpInterface, CallOpInterface};
use crate::ir::builder::OpBuilder;
use crate::rewrite::PatternRewriter;
use crate::{Context, IrResult, OpId, OperationState, Value};
use rustc_hash::FxHashMap;

/// The indices `flags` sets, last first (erasing them one by one leaves
/// the others where they are).
fn set_backwards(flags: &[bool]) -> impl Iterator<Item = usize> + '_ {
    (0..flags.len()).rev().filter(|&i| flags[i])
}

/// Makes an op `name` before `op`, of `result` type if any.
fn create_before(ctx: &mut Context, op: OpId, name: &str, value: Option<Value>) -> OpId {
    let loc = match value {
        Some(Value::Arg(block, index)) => ctx.block_arg_loc(block, index as usize),
        Some(Value::Result(owner, _)) => ctx.op_loc(owner),
        None => ctx.op_loc(op),
    };
    let mut state = OperationState::new(ctx, name, loc);
    state.result_types = value.map(|v| ctx.value_type(v)).into_iter().collect();
    OpBuilder::before(op).insert(ctx, state)
}

/// Removes what `list` holds.
pub(super) fn clean_up(
    ctx: &mut Context,
    list: CleanupList,
    dropped: &mut DroppedUses,
) -> IrResult<()> {
    for b in &list.blocks {
        // A block reached by several branches is handled once.
        if ctx.num_block_args(b.block) != b.non_live_args.len() {
            continue;
        }
        for i in set_backwards(&b.non_live_args) {
            dropped.drop_all_uses(ctx, ctx.block_args(b.block)[i]);
        }
        ctx.erase_block_args(b.block, |i| b.non_live_args[i]);
    }
    for s in &list.successor_operands {
        let Some(branch) = BranchOpInterface::try_from(ctx, s.branch) else {
            continue;
        };
        let mut operands = branch.get_successor_operands(ctx, s.branch, s.successor);
        if operands.len() != s.non_live_operands.len() {
            continue;
        }
        for i in set_backwards(&s.non_live_operands) {
            operands.erase(ctx, s.branch, i);
        }
    }
    let mut erased_args: FxHashMap<OpId, &[bool]> = FxHashMap::default();
    for f in &list.functions {
        let entry = ctx.blocks(ctx.regions(f.func)[0])[0];
        for i in set_backwards(&f.non_live_args) {
            dropped.drop_all_uses(ctx, ctx.block_args(entry)[i]);
        }
        erase_arguments(ctx, f.func, &f.non_live_args);
        if f.non_live_args.contains(&true) {
            erased_args.insert(f.func, &f.non_live_args);
        }
        erase_results(ctx, f.func, &f.non_live_rets);
    }
    let mut poisons = Vec::new();
    for o in &list.operands {
        let call = o.callee.and_then(|_| CallOpInterface::try_from(ctx, o.op));
        let erased = o.callee.and_then(|callee| erased_args.get(&callee));
        if let (Some(call), Some(erased)) = (call, erased) {
            let passed = arg_operand_indices(ctx, call);
            for i in set_backwards(erased) {
                if let Some(&operand) = passed.get(i) {
                    ctx.erase_operand(o.op, operand);
                }
            }
            continue;
        }
        if o.replace_with_poison {
            for i in (0..o.non_live.len()).filter(|&i| o.non_live[i]) {
                let value = ctx.operand(o.op, i);
                let poison = create_before(ctx, o.op, "ub.poison", Some(value));
                poisons.push(poison);
                ctx.set_operand(o.op, i, ctx.result(poison, 0));
            }
        } else {
            for i in set_backwards(&o.non_live) {
                ctx.erase_operand(o.op, i);
            }
        }
    }
    for r in &list.results {
        for i in set_backwards(&r.non_live) {
            dropped.drop_all_uses(ctx, ctx.result(r.op, i));
        }
        PatternRewriter::new(ctx).erase_op_results(r.op, &r.non_live)?;
    }
    for &op in &list.operations {
        if !ctx.is_live(op) {
            continue;
        }
        if is_terminator(ctx, op) {
            create_before(ctx, op, "ub.unreachable", None);
        }
        dropped.drop_results_uses(ctx, op);
        ctx.erase_op(op)?;
    }
    for poison in poisons {
        if ctx.is_live(poison) && !ctx.has_uses(ctx.result(poison, 0)) {
            ctx.erase_op(poison)?;
        }
    }
    Ok(())
}
