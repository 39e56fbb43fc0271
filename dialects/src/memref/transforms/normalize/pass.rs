//! `normalize-memrefs` (MLIR's `NormalizeMemRefsPass`): the memrefs of a
//! module's functions trade their affine layouts for the identity layout
//! of the shape the layout maps to, across function signatures and call
//! sites. A function with a memref of a layout used by an op that is not
//! `MemRefsNormalizable` is left alone, and so are the functions that
//! call it or that it calls.

use super::super::{
    NormalizeMemRefsPass, NormalizeMemRefsPassOptions, NormalizeMemRefsPassStatistics,
};
use super::allocs::{normalize_alloc, normalize_reinterpret_cast};
use super::functions::{are_memrefs_normalizable, mark_non_normalizable, ops_of};
use super::normalized_type::{layout_or_identity, normalize_memref_type};
use super::replace_uses::{
    all_users_normalizable, is_memref_normalizable, replace_all_memref_uses_with,
};
use super::signatures::{signature, update_function_signature};
use crate::func::{CallOp, FuncOp};
use crate::memref::{AllocOp, AllocaOp, ReinterpretCastOp};
use ods_runtime::interfaces::function::is_external;
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId, Type, Value, WalkOrder};

/// The implementation of `normalize-memrefs`.
#[derive(Debug, Default)]
pub struct NormalizeMemRefs;

impl NormalizeMemRefsPass for NormalizeMemRefs {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        module: OpId,
        _: &NormalizeMemRefsPassOptions,
        _: &mut NormalizeMemRefsPassStatistics,
    ) -> Result<(), PassFailure> {
        let funcs = ops_of::<FuncOp>(ctx, module);
        let mut normalizable = funcs.clone();
        for &f in &funcs {
            if normalizable.contains(&f) && !are_memrefs_normalizable(ctx, f) {
                mark_non_normalizable(ctx, f, module, &mut normalizable);
            }
        }
        for f in normalizable {
            normalize_func(ctx, f, module);
        }
        Ok(())
    }
}

/// Normalizes `value` in place, a memref whose type becomes `new_ty`:
/// its users read through its old layout. `false` when a user does not
/// allow it.
fn normalize_in_place(ctx: &mut Context, value: Value, new_ty: Type) -> bool {
    let map = layout_or_identity(ctx, ctx.value_type(value));
    if !replace_all_memref_uses_with(ctx, value, value, &map, &[]) {
        return false;
    }
    ctx.set_value_type(value, new_ty);
    true
}

/// The memrefs of `f` normalized: its allocations, arguments and the
/// results of its `MemRefsNormalizable` ops, then its signature and its
/// call sites (MLIR's `normalizeFuncOpMemRefs`).
fn normalize_func(ctx: &mut Context, f: FuncOp, module: OpId) {
    for alloc in ops_of::<AllocOp>(ctx, f.id()) {
        normalize_alloc(ctx, alloc);
    }
    for alloca in ops_of::<AllocaOp>(ctx, f.id()) {
        normalize_alloc(ctx, alloca);
    }
    for cast in ops_of::<ReinterpretCastOp>(ctx, f.id()) {
        normalize_reinterpret_cast(ctx, cast);
    }
    let external = is_external(ctx, f.id());
    let (inputs, results) = signature(ctx, f);
    if external {
        let inputs: Vec<Type> = inputs
            .iter()
            .map(|&t| normalize_memref_type(ctx, t))
            .collect();
        let results: Vec<Type> = results
            .iter()
            .map(|&t| normalize_memref_type(ctx, t))
            .collect();
        let ty = ctx.function_type(&inputs, &results);
        f.set_function_type(ctx, ty);
    } else {
        let entry = ctx.blocks(f.body(ctx))[0];
        for arg in ctx.block_args(entry) {
            let ty = ctx.value_type(arg);
            let new_ty = normalize_memref_type(ctx, ty);
            if new_ty != ty {
                normalize_in_place(ctx, arg, new_ty);
            }
        }
        normalize_op_results(ctx, f);
    }
    update_function_signature(ctx, f, module);
}

/// The results of the `MemRefsNormalizable` ops of `f` (but calls, which
/// follow their callees) normalized (MLIR's `createOpResultsNormalized`
/// and the replacement of their uses).
fn normalize_op_results(ctx: &mut Context, f: FuncOp) {
    let mut ops = Vec::new();
    ctx.walk(f.id(), WalkOrder::PostOrder, &mut |op| {
        if is_memref_normalizable(ctx, op)
            && ctx.num_results(op) > 0
            && CallOp::cast(ctx, op).is_none()
        {
            ops.push(op);
        }
    });
    for op in ops {
        let mut changed = Vec::new();
        for result in ctx.results(op) {
            let ty = ctx.value_type(result);
            let new_ty = normalize_memref_type(ctx, ty);
            if new_ty != ty {
                changed.push((result, new_ty));
            }
        }
        if !changed.iter().all(|&(r, _)| all_users_normalizable(ctx, r)) {
            continue;
        }
        for (result, new_ty) in changed {
            normalize_in_place(ctx, result, new_ty);
        }
    }
}
