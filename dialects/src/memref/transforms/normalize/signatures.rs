//! A function's type after its memrefs normalized and its call sites
//! rebuilt to match (MLIR's `updateFunctionSignature`): a returned memref
//! of the identity layout sets its result type, and the callers whose
//! calls' results changed follow.

use super::functions::{ops_of, parent_func, symbol_users};
use super::normalized_type::{has_layout, layout_or_identity};
use super::replace_uses::{all_users_normalizable, replace_all_memref_uses_with};
use crate::func::{CallOp, FuncOp, ReturnOp};
use crate::memref::hooks::MemRefParts;
use ods_runtime::interfaces::function::is_external;
use ods_runtime::ods::op::Op;
use ods_runtime::{Builder, Context, OpId, Type};

/// The argument and result types of `f`.
pub(super) fn signature(ctx: &Context, f: FuncOp) -> (Vec<Type>, Vec<Type>) {
    let ty = f.function_type(ctx);
    ods_runtime::interfaces::function::function_type_parts(ctx, ty).unwrap_or_default()
}

/// `f`'s type from its arguments and what it returns, its call sites
/// rebuilt with its results, and the same for the functions whose calls'
/// results changed (MLIR's `updateFunctionSignature`).
pub(super) fn update_function_signature(ctx: &mut Context, f: FuncOp, module: OpId) {
    let (_, mut results) = signature(ctx, f);
    let external = is_external(ctx, f.id());
    if !external {
        for ret in ops_of::<ReturnOp>(ctx, f.id()) {
            for (i, v) in ctx.operands(ret.id()).into_iter().enumerate() {
                let ty = ctx.value_type(v);
                if MemRefParts::of(ctx, ty).is_some()
                    && results.get(i).is_some_and(|&r| r != ty)
                    && !has_layout(ctx, ty)
                {
                    results[i] = ty;
                }
            }
        }
    }
    let mut callers: Vec<FuncOp> = Vec::new();
    for user in symbol_users(ctx, f, module) {
        let Some(call) = CallOp::cast(ctx, user) else {
            continue;
        };
        let caller = parent_func(ctx, user);
        if rebuild_call(ctx, call, &results) {
            if let Some(caller) = caller.filter(|g| !callers.contains(g)) {
                callers.push(caller);
            }
        }
    }
    if !external {
        let entry = ctx.blocks(f.body(ctx))[0];
        let inputs = ctx.value_types(ctx.block_args(entry));
        let ty = ctx.function_type(&inputs, &results);
        f.set_function_type(ctx, ty);
    }
    for caller in callers {
        update_function_signature(ctx, caller, module);
    }
}

/// Replaces `call` by a call of the same callee and operands returning
/// `results`, whose changed memrefs its users read through their old
/// layouts. Whether a result type changed.
fn rebuild_call(ctx: &mut Context, call: CallOp, results: &[Type]) -> bool {
    let op = call.id();
    let old_results = ctx.results(op);
    let changed: Vec<usize> = (0..old_results.len())
        .filter(|&i| {
            results
                .get(i)
                .is_some_and(|&t| t != ctx.value_type(old_results[i]))
        })
        .collect();
    if !changed
        .iter()
        .all(|&i| all_users_normalizable(ctx, old_results[i]))
    {
        return false;
    }
    let loc = ctx.op_loc(op);
    let callee = call.callee_attr(ctx);
    let operands = ctx.operands(op);
    let mut b = Builder::before(ctx, op);
    let new = CallOp::create_callee_attribute_results(
        &mut b,
        loc,
        callee,
        results.to_vec(),
        Some(operands),
    );
    let new_results = ctx.results(new.id());
    for &i in &changed {
        let map = layout_or_identity(ctx, ctx.value_type(old_results[i]));
        replace_all_memref_uses_with(ctx, old_results[i], new_results[i], &map, &[]);
    }
    for (&old, &new) in old_results.iter().zip(&new_results) {
        ctx.replace_all_uses_with(old, new);
    }
    let _ = ctx.erase_op(op);
    !changed.is_empty()
}
