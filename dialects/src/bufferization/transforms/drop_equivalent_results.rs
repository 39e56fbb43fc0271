//! `drop-equivalent-buffer-results` (MLIR's
//! `DropEquivalentBufferResultsPass`): a private function all of whose
//! returns give one of its memref arguments (through `memref.cast`s or
//! not) for a result no longer returns it, and each call takes that operand instead of the result,
//! cast back to the result's type where they differ.

use super::one_shot::{
    DropEquivalentBufferResultsPass, DropEquivalentBufferResultsPassOptions,
    DropEquivalentBufferResultsPassStatistics,
};
use crate::func::{CallOp, FuncOp, ReturnOp};
use crate::memref::CastOp;
use ods_runtime::interfaces::function_signature::erase_results;
use ods_runtime::interfaces::symbols::{lookup_nearest_symbol_from, visibility, Visibility};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Builder, Context, OpId, Value, WalkOrder};
use rustc_hash::FxHashMap;

/// The pass.
#[derive(Default)]
pub struct DropEquivalentBufferResults;

impl DropEquivalentBufferResultsPass for DropEquivalentBufferResults {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        module: OpId,
        _: &DropEquivalentBufferResultsPassOptions,
        _: &mut DropEquivalentBufferResultsPassStatistics,
    ) -> Result<(), PassFailure> {
        let callers = calls_by_callee(ctx, module);
        let funcs: Vec<OpId> = ctx
            .regions(module)
            .iter()
            .flat_map(|&r| ctx.blocks(r).to_vec())
            .flat_map(|b| ctx.block_op_iter(b).collect::<Vec<_>>())
            .filter(|&op| FuncOp::cast(ctx, op).is_some())
            .collect();
        for func in funcs {
            drop_equivalent_results(ctx, func, callers.get(&func).map_or(&[][..], Vec::as_slice));
        }
        Ok(())
    }
}

/// The `func.call`s under `module`, by the function each calls.
fn calls_by_callee(ctx: &Context, module: OpId) -> FxHashMap<OpId, Vec<OpId>> {
    let mut calls = FxHashMap::<OpId, Vec<OpId>>::default();
    ctx.walk(module, WalkOrder::PreOrder, &mut |op| {
        let Some(call) = CallOp::cast(ctx, op) else {
            return;
        };
        let callee = lookup_nearest_symbol_from(ctx, op, call.callee_attr(ctx));
        if let Some(func) = callee.filter(|&f| FuncOp::cast(ctx, f).is_some()) {
            calls.entry(func).or_default().push(op);
        }
    });
    calls
}

/// The `func.return`s ending the blocks of `func`.
fn returns(ctx: &Context, func: FuncOp) -> Vec<OpId> {
    ctx.blocks(func.body(ctx))
        .iter()
        .filter_map(|&b| ctx.last_op(b))
        .filter(|&t| ReturnOp::cast(ctx, t).is_some())
        .collect()
}

/// `value` without the `memref.cast`s that make it.
fn uncast(ctx: &Context, mut value: Value) -> Value {
    while let Some(cast) = ctx.defining_op(value).and_then(|d| CastOp::cast(ctx, d)) {
        value = cast.source(ctx);
    }
    value
}

/// Drops the results of `func` that return one of its arguments, and
/// rewrites its `calls`.
fn drop_equivalent_results(ctx: &mut Context, func_id: OpId, calls: &[OpId]) {
    let func = FuncOp::from_id_unchecked(func_id);
    let body = func.body(ctx);
    let Some(&entry) = ctx.blocks(body).first() else {
        return; // external
    };
    if visibility(ctx, func_id) == Visibility::Public {
        return;
    }
    let returns = returns(ctx, func);
    let Some(&first) = returns.first() else {
        return;
    };
    let args = ctx.block_args(entry);
    // Result index -> argument index, for the results every return
    // gives as the same argument.
    let mut to_arg = FxHashMap::default();
    for i in 0..ctx.num_operands(first) {
        let values: Vec<Value> = returns
            .iter()
            .map(|&r| uncast(ctx, ctx.operand(r, i)))
            .collect();
        if let Some(arg) = args.iter().position(|&a| values.iter().all(|&v| v == a)) {
            to_arg.insert(i, arg);
        }
    }
    let erase: Vec<bool> = (0..ctx.num_operands(first))
        .map(|i| to_arg.contains_key(&i))
        .collect();
    erase_results(ctx, func_id, &erase);
    for &ret in &returns {
        for i in (0..erase.len()).rev().filter(|&i| erase[i]) {
            ctx.erase_operand(ret, i);
        }
    }
    let name = func.sym_name(ctx).to_string();
    let results =
        ods_runtime::interfaces::function::function_type_parts(ctx, func.function_type(ctx))
            .map(|(_, results)| results)
            .unwrap_or_default();
    for &call in calls {
        let loc = ctx.op_loc(call);
        let operands = ctx.operands(call);
        let old_results = ctx.results(call);
        let mut b = Builder::before(ctx, call);
        let new_call = CallOp::create(
            &mut b,
            loc,
            &results,
            &name,
            &operands,
            None,
            None,
            Default::default(),
        );
        let mut kept = b.results(new_call.id()).into_iter();
        let mut replacements: Vec<Value> = Vec::new();
        for (i, &old) in old_results.iter().enumerate() {
            let Some(&arg) = to_arg.get(&i) else {
                replacements.extend(kept.next());
                continue;
            };
            let mut replacement = operands[arg];
            let expected = b.value_type(old);
            if b.value_type(replacement) != expected {
                replacement = CastOp::create(&mut b, loc, expected, replacement).dest(&b);
            }
            replacements.push(replacement);
        }
        for (old, new) in old_results.into_iter().zip(replacements) {
            ctx.replace_all_uses_with(old, new);
        }
        ctx.erase_op(call).expect("a call without uses left");
    }
}
