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
use super::normalized_type::{non_identity_layout, normalize_memref_type};
use super::replace_uses::{
    all_users_normalizable, is_memref_normalizable, replace_all_memref_uses_with, users,
};
use crate::func::{CallOp, FuncOp, ReturnOp};
use crate::memref::hooks::{LayoutMap, MemRefParts};
use crate::memref::{AllocOp, AllocaOp, ReinterpretCastOp};
use ods_runtime::interfaces::function::is_external;
use ods_runtime::interfaces::symbol_table::{symbol_uses, SymbolUse};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{AttrKind, Builder, Context, OpId, Type, Value, WalkOrder};

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

/// The ops of type `T` in `root`, nested ones first (MLIR's `walk`).
fn ops_of<T: Op>(ctx: &Context, root: OpId) -> Vec<T> {
    let mut found = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
        found.extend(T::cast(ctx, op));
    });
    found
}

/// Whether `ty` is a ranked memref of a layout that is not the identity.
fn has_layout(ctx: &Context, ty: Type) -> bool {
    MemRefParts::of(ctx, ty).is_some() && !crate::memref::hooks::has_identity_layout(ctx, ty)
}

/// Whether `memref` has the identity layout or only users that are
/// `MemRefsNormalizable` (MLIR's `isMemRefNormalizable`).
fn may_normalize(ctx: &Context, memref: Value) -> bool {
    !has_layout(ctx, ctx.value_type(memref))
        || users(ctx, memref)
            .into_iter()
            .all(|op| is_memref_normalizable(ctx, op))
}

/// Whether the memrefs `f` allocates, gets from calls and takes as
/// arguments may all normalize; a declaration may.
fn are_memrefs_normalizable(ctx: &Context, f: FuncOp) -> bool {
    if is_external(ctx, f.id()) {
        return true;
    }
    let allocs = ops_of::<AllocOp>(ctx, f.id())
        .into_iter()
        .map(|a| a.memref(ctx));
    let allocas = ops_of::<AllocaOp>(ctx, f.id())
        .into_iter()
        .map(|a| a.memref(ctx));
    let calls = ops_of::<CallOp>(ctx, f.id())
        .into_iter()
        .flat_map(|c| ctx.results(c.id()));
    let args = ctx.block_args(ctx.blocks(f.body(ctx))[0]);
    allocs
        .chain(allocas)
        .chain(calls)
        .chain(args)
        .all(|v| may_normalize(ctx, v))
}

/// The function of `name` among `funcs`.
fn named(ctx: &Context, funcs: &[FuncOp], name: &str) -> Option<FuncOp> {
    funcs.iter().copied().find(|f| f.sym_name(ctx) == name)
}

/// The ops in the body of `module` that refer to `f` by its name (MLIR's
/// `getSymbolUses(symbol, from)`).
fn symbol_users(ctx: &Context, f: FuncOp, module: OpId) -> Vec<OpId> {
    let name = f.sym_name(ctx);
    let body = ctx
        .regions(module)
        .iter()
        .flat_map(|&r| ctx.region_op_iter(r));
    let uses: Vec<SymbolUse> = body
        .flat_map(|op| symbol_uses(ctx, op).unwrap_or_default())
        .collect();
    let refers = |u: &&SymbolUse| {
        matches!(ctx.attr_kind(u.reference),
            AttrKind::SymbolRef { root, .. } if ctx.symbol_str(*root) == name)
    };
    uses.iter().filter(refers).map(|u| u.user).collect()
}

/// The function around `op`.
fn parent_func(ctx: &Context, op: OpId) -> Option<FuncOp> {
    let mut current = ctx.parent_op(op);
    while let Some(p) = current {
        if let Some(f) = FuncOp::cast(ctx, p) {
            return Some(f);
        }
        current = ctx.parent_op(p);
    }
    None
}

/// Takes `f` out of `normalizable`, and with it its callers and callees,
/// transitively (MLIR's `setCalleesAndCallersNonNormalizable`).
fn mark_non_normalizable(ctx: &Context, f: FuncOp, module: OpId, normalizable: &mut Vec<FuncOp>) {
    let Some(pos) = normalizable.iter().position(|&g| g == f) else {
        return;
    };
    normalizable.remove(pos);
    for user in symbol_users(ctx, f, module) {
        if let Some(caller) = parent_func(ctx, user).filter(|g| normalizable.contains(g)) {
            mark_non_normalizable(ctx, caller, module, normalizable);
        }
    }
    for call in ops_of::<CallOp>(ctx, f.id()) {
        let callee = call.callee(ctx).to_string();
        if let Some(g) = named(ctx, normalizable, &callee) {
            mark_non_normalizable(ctx, g, module, normalizable);
        }
    }
}

/// The layout map of the memref type `ty`, the identity of its rank when
/// it has none.
fn layout_or_identity(ctx: &Context, ty: Type) -> LayoutMap {
    non_identity_layout(ctx, ty).map_or_else(
        || {
            let rank = MemRefParts::of(ctx, ty).map_or(0, |p| p.shape.len());
            LayoutMap {
                dims: rank,
                symbols: 0,
                results: (0..rank as u32).map(ods_runtime::AffineExpr::Dim).collect(),
            }
        },
        |(_, map)| map,
    )
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

/// The argument and result types of `f`.
fn signature(ctx: &Context, f: FuncOp) -> (Vec<Type>, Vec<Type>) {
    let ty = f.function_type(ctx);
    ods_runtime::interfaces::function::function_type_parts(ctx, ty).unwrap_or_default()
}

/// `f`'s type from its arguments and what it returns, its call sites
/// rebuilt with its results, and the same for the functions whose calls'
/// results changed (MLIR's `updateFunctionSignature`).
fn update_function_signature(ctx: &mut Context, f: FuncOp, module: OpId) {
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
