//! The canonicalization of `affine.load` and `affine.store` (MLIR's
//! `SimplifyAffineOp` through `canonicalizeMapAndOperands`), in part: the
//! subscripts that are constants fold into the map, unused operands go
//! and a repeated one is read once. (MLIR also composes `affine.apply`
//! producers into the map, promotes dimensions that are valid symbols to
//! symbols and simplifies the map's semi-affine results (`mod` of a sum
//! becomes its `floordiv` form); none is done here yet.)

use super::maps::affine_map;
use crate::affine::{AffineLoadOp, AffineStoreOp};
use ods_runtime::matchers::{m_constant_int, match_value};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{AffineExpr, AttrKind, Attribute, Context, IrResult, OpId, Value};

/// Marks the dimensions and symbols `e` reads.
fn mark_used(e: &AffineExpr, dims: &mut [bool], symbols: &mut [bool]) {
    use AffineExpr::*;
    match e {
        Dim(i) => {
            if let Some(d) = dims.get_mut(*i as usize) {
                *d = true;
            }
        }
        Symbol(i) => {
            if let Some(s) = symbols.get_mut(*i as usize) {
                *s = true;
            }
        }
        Constant(_) => {}
        Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
            mark_used(l, dims, symbols);
            mark_used(r, dims, symbols);
        }
    }
}

/// `map` and its `operands` canonicalized, or `None` when nothing
/// changes.
fn canonicalize(
    ctx: &mut Context,
    map: Attribute,
    operands: &[Value],
) -> Option<(Attribute, Vec<Value>)> {
    let AttrKind::AffineMap {
        dims,
        symbols,
        results,
    } = ctx.attr_kind(map).clone()
    else {
        return None;
    };
    let (dims, symbols) = (dims as usize, symbols as usize);
    if operands.len() != dims + symbols || operands.is_empty() {
        return None;
    }
    let mut used_dims = vec![false; dims];
    let mut used_symbols = vec![false; symbols];
    for e in results.iter() {
        mark_used(e, &mut used_dims, &mut used_symbols);
    }
    let constant = |ctx: &mut Context, v: Value| {
        let c = match_value(ctx, v, m_constant_int())?;
        c.value.to_i128().and_then(|v| i64::try_from(v).ok())
    };
    let mut kept = Vec::new();
    let mut remap =
        |ctx: &mut Context, used: &[bool], values: &[Value], make: fn(u32) -> AffineExpr| {
            let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
            let mut exprs = Vec::with_capacity(used.len());
            for (&used, &v) in used.iter().zip(values) {
                if !used {
                    exprs.push(AffineExpr::Constant(0));
                } else if let Some(c) = constant(ctx, v) {
                    exprs.push(AffineExpr::Constant(c));
                } else if let Some((_, e)) = seen.iter().find(|(s, _)| *s == v) {
                    exprs.push(e.clone());
                } else {
                    let e = make(seen.len() as u32);
                    seen.push((v, e.clone()));
                    exprs.push(e);
                    kept.push(v);
                }
            }
            (exprs, seen.len())
        };
    let (dim_exprs, new_dims) = remap(ctx, &used_dims, &operands[..dims], AffineExpr::Dim);
    let (symbol_exprs, new_symbols) =
        remap(ctx, &used_symbols, &operands[dims..], AffineExpr::Symbol);
    let new_results: Vec<AffineExpr> = results
        .iter()
        .map(|e| e.replace_dims_and_symbols(&dim_exprs, &symbol_exprs))
        .collect();
    let new_map = affine_map(ctx, new_dims, new_symbols, new_results);
    (new_map != map || kept != operands).then_some((new_map, kept))
}

/// Rewrites the map and subscripts of the memory op `op`, whose
/// subscripts start at operand `first`.
fn simplify(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    map: Attribute,
    first: usize,
) -> IrResult<bool> {
    let operands = rw.operands(op);
    let Some((new_map, indices)) = canonicalize(rw.context(), map, &operands[first..]) else {
        return Ok(false);
    };
    rw.modify_op_in_place(op, |ctx| {
        for i in (first..operands.len()).rev() {
            ctx.erase_operand(op, i);
        }
        for v in indices {
            ctx.append_operand(op, v);
        }
        ods_runtime::ods::op::set_prop(ctx, op, "map", Some(new_map));
    });
    Ok(true)
}

/// `affine.load`: constant subscripts into the map.
pub(super) fn simplify_load(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(load) = AffineLoadOp::cast(rw, op) else {
        return Ok(false);
    };
    let map = load.map(rw);
    simplify(rw, op, map, 1)
}

/// `affine.store`: constant subscripts into the map.
pub(super) fn simplify_store(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(store) = AffineStoreOp::cast(rw, op) else {
        return Ok(false);
    };
    let map = store.map(rw);
    simplify(rw, op, map, 2)
}
