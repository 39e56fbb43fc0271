//! A memref replaced by one whose indices are a remapping of the old ones
//! (MLIR's `replaceAllMemRefUsesWith` of `Affine/Utils/Utils.cpp`, with
//! non-dereferencing uses allowed): each access reads the new memref at
//! the remap of its old subscripts, composed into its map (an affine
//! access) or computed by `affine.apply` ops (`memref.load` and
//! `memref.store`); any other user takes the new memref as it is.

use crate::affine::{affine_map, simplify_map_and_operands};
use crate::affine::{AffineApplyOp, AffineMapAccessInterface};
use crate::memref::hooks::LayoutMap;
use crate::memref::{LoadOp, StoreOp};
use ods_runtime::ods::op::{set_prop, Op};
use ods_runtime::registry::Traits;
use ods_runtime::{AffineExpr, AttrKind, Attribute, Builder, Context, OpId, Value};

/// Whether `op` may see its memref operands normalized: it has the
/// `MemRefsNormalizable` trait.
pub(super) fn is_memref_normalizable(ctx: &Context, op: OpId) -> bool {
    ctx.registry
        .traits(ctx.op_name(op))
        .is_some_and(|t| t.contains(Traits::MEMREFS_NORMALIZABLE))
}

/// The distinct ops using `value`, in use order.
pub(super) fn users(ctx: &Context, value: Value) -> Vec<OpId> {
    let mut users: Vec<OpId> = Vec::new();
    for u in ctx.use_iter(value) {
        if !users.contains(&u.op) {
            users.push(u.op);
        }
    }
    users
}

/// Whether every user of `memref` is an affine access or
/// `MemRefsNormalizable`: what a replacement needs.
pub(super) fn all_users_normalizable(ctx: &Context, memref: Value) -> bool {
    users(ctx, memref).into_iter().all(|op| {
        AffineMapAccessInterface::try_from(ctx, op).is_some() || is_memref_normalizable(ctx, op)
    })
}

/// Replaces `old` by `new` in each of its users, the subscripts of the
/// accesses through `remap` (whose dimensions are the old subscripts and
/// whose symbols are `symbol_operands`). `false`, with nothing changed,
/// when a user is neither an affine access nor `MemRefsNormalizable`.
/// `old` may be `new` whose type already changed: its accesses are
/// rewritten all the same.
pub(super) fn replace_all_memref_uses_with(
    ctx: &mut Context,
    old: Value,
    new: Value,
    remap: &LayoutMap,
    symbol_operands: &[Value],
) -> bool {
    if !all_users_normalizable(ctx, old) {
        return false;
    }
    for op in users(ctx, old) {
        replace_in_op(ctx, old, new, op, remap, symbol_operands);
    }
    true
}

/// Whether `op` reads or writes memory at subscripts (MLIR's
/// `isDereferencingOp`).
fn is_dereferencing(ctx: &Context, op: OpId) -> bool {
    AffineMapAccessInterface::try_from(ctx, op).is_some()
        || LoadOp::cast(ctx, op).is_some()
        || StoreOp::cast(ctx, op).is_some()
}

/// `(d0, ..., dn-1) -> (d0, ..., dn-1)` as parts: whether a map is it.
fn is_identity(dims: usize, symbols: usize, results: &[AffineExpr]) -> bool {
    symbols == 0
        && results.len() == dims
        && (results.iter().enumerate()).all(|(i, e)| *e == AffineExpr::Dim(i as u32))
}

/// The parts of the affine map attribute `map`.
fn map_parts(ctx: &Context, map: Attribute) -> LayoutMap {
    match ctx.attr_kind(map) {
        AttrKind::AffineMap {
            dims,
            symbols,
            results,
        } => LayoutMap {
            dims: *dims as usize,
            symbols: *symbols as usize,
            results: results.to_vec(),
        },
        _ => LayoutMap {
            dims: 0,
            symbols: 0,
            results: Vec::new(),
        },
    }
}

/// One `affine.apply` per result of `map` over `operands`, before `op`.
fn apply_each(ctx: &mut Context, op: OpId, map: &LayoutMap, operands: &[Value]) -> Vec<Value> {
    let loc = ctx.op_loc(op);
    let index = ctx.index_type();
    let mut values = Vec::with_capacity(map.results.len());
    for e in &map.results {
        let single = affine_map(ctx, map.dims, map.symbols, vec![e.clone()]);
        let mut b = Builder::before(ctx, op);
        let apply = AffineApplyOp::create(&mut b, loc, index, single, operands);
        values.push(apply.result0(ctx));
    }
    values
}

/// The replacement in one user (MLIR's per-op `replaceAllMemRefUsesWith`).
fn replace_in_op(
    ctx: &mut Context,
    old: Value,
    new: Value,
    op: OpId,
    remap: &LayoutMap,
    symbol_operands: &[Value],
) {
    let operands = ctx.operands(op);
    let positions: Vec<usize> = (0..operands.len())
        .filter(|&i| operands[i] == old)
        .collect();
    let Some(&pos) = positions.first() else {
        return;
    };
    if !is_dereferencing(ctx, op) {
        for p in positions {
            ctx.set_operand(op, p, new);
        }
        return;
    }
    // MLIR does not rewrite an access that reads the memref twice.
    if positions.len() > 1 {
        return;
    }
    let access = AffineMapAccessInterface::try_from(ctx, op);
    let old_map = access.map(|a| a.get_affine_map_attr_for_mem_ref(ctx, old));
    let old_parts = old_map.map(|(_, m)| map_parts(ctx, m));
    let num_indices = old_parts
        .as_ref()
        .map_or(remap.dims, |m| m.dims + m.symbols);
    let old_map_operands = operands[pos + 1..pos + 1 + num_indices].to_vec();

    // The old subscripts, the access's map applied.
    let mut applies = Vec::new();
    let old_indices = match &old_parts {
        Some(m) if !is_identity(m.dims, m.symbols, &m.results) => {
            let values = apply_each(ctx, op, m, &old_map_operands);
            applies.extend(values.iter().copied());
            values
        }
        _ => old_map_operands.clone(),
    };
    let mut remap_operands = old_indices;
    remap_operands.extend_from_slice(symbol_operands);
    let new_indices = if is_identity(remap.dims, remap.symbols, &remap.results) {
        remap_operands
    } else {
        let values = apply_each(ctx, op, remap, &remap_operands);
        applies.extend(values.iter().copied());
        values
    };

    // The new subscripts as one map, the applies composed into it.
    let rank = remap.results.len();
    let identity = affine_map(
        ctx,
        rank,
        0,
        (0..rank as u32).map(AffineExpr::Dim).collect(),
    );
    let (new_map, new_map_operands) =
        simplify_map_and_operands(ctx, identity, &new_indices).unwrap_or((identity, new_indices));
    for v in applies {
        if !ctx.has_uses(v) {
            if let Some(apply) = ctx.defining_op(v) {
                let _ = ctx.erase_op(apply);
            }
        }
    }

    let subscripts = match old_map {
        Some(_) => new_map_operands,
        None => {
            let parts = map_parts(ctx, new_map);
            apply_each(ctx, op, &parts, &new_map_operands)
        }
    };
    ctx.set_operand(op, pos, new);
    for i in (pos + 1..pos + 1 + num_indices).rev() {
        ctx.erase_operand(op, i);
    }
    for (i, v) in subscripts.into_iter().enumerate() {
        ctx.insert_operand(op, pos + 1 + i, v);
    }
    if let Some((name, _)) = old_map {
        let name = ctx.symbol_str(name).to_string();
        // As MLIR's `setAttr`: the DMA ops, which have no properties, hold
        // their maps as discardable attributes.
        if ctx.get_attr(op, &name).is_some() {
            ctx.set_attr(op, &name, Some(new_map));
        } else {
            set_prop(ctx, op, &name, Some(new_map));
        }
    }
}
