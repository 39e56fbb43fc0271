//! Which functions of a module `normalize-memrefs` may rewrite (MLIR's
//! `areMemRefsNormalizable` and `setCalleesAndCallersNonNormalizable`):
//! those whose memrefs of a layout only reach `MemRefsNormalizable` ops,
//! and which neither call nor are called by one that may not.

use super::normalized_type::has_layout;
use super::replace_uses::{is_memref_normalizable, users};
use crate::func::{CallOp, FuncOp};
use crate::memref::{AllocOp, AllocaOp};
use ods_runtime::interfaces::function::is_external;
use ods_runtime::interfaces::symbol_table::{symbol_uses, SymbolUse};
use ods_runtime::ods::op::Op;
use ods_runtime::{AttrKind, Context, OpId, Value, WalkOrder};

/// The ops of type `T` in `root`, nested ones first (MLIR's `walk`).
pub(super) fn ops_of<T: Op>(ctx: &Context, root: OpId) -> Vec<T> {
    let mut found = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
        found.extend(T::cast(ctx, op));
    });
    found
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
pub(super) fn are_memrefs_normalizable(ctx: &Context, f: FuncOp) -> bool {
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
pub(super) fn symbol_users(ctx: &Context, f: FuncOp, module: OpId) -> Vec<OpId> {
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
pub(super) fn parent_func(ctx: &Context, op: OpId) -> Option<FuncOp> {
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
pub(super) fn mark_non_normalizable(
    ctx: &Context,
    f: FuncOp,
    module: OpId,
    normalizable: &mut Vec<FuncOp>,
) {
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
