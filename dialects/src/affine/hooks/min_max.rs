//! The canonicalizations of `affine.min` and `affine.max` besides the
//! simplification of their map (MLIR's patterns of the same names): one
//! result is an `affine.apply`, repeated results go, a result that is an
//! operand made by an op of the same kind takes in that op's results, and
//! the results are sorted by their flat forms.

use super::flatten::flat_coefficients;
use super::maps::{affine_map, results, Shape};
use crate::affine::{AffineApplyOp, AffineMaxOp, AffineMinOp};
use ods_runtime::ods::op::{set_prop, Op};
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{AffineExpr, Attribute, IrResult, OpId};

/// The map of `op` when it is an `affine.min` or `affine.max`.
fn min_max_map(rw: &PatternRewriter<'_>, op: OpId) -> Option<Attribute> {
    AffineMinOp::cast(rw, op)
        .map(|min| min.map(rw))
        .or_else(|| AffineMaxOp::cast(rw, op).map(|max| max.map(rw)))
}

/// `CanonicalizeSingleResultAffineMinMaxOp`: of one result, the op is an
/// `affine.apply` of its map.
pub(super) fn single_result_to_apply(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(map) = min_max_map(rw, op) else {
        return Ok(false);
    };
    if Shape::of(rw, map).results != 1 {
        return Ok(false);
    }
    let (loc, operands) = (rw.op_loc(op), rw.operands(op));
    let ty = rw.value_type(ods_runtime::Value::Result(op, 0));
    let mut state = AffineApplyOp::state(rw.context(), loc);
    AffineApplyOp::build(rw.context(), &mut state, ty, map, &operands);
    rw.replace_op_with_new_op::<AffineApplyOp>(op, state)?;
    Ok(true)
}

/// The map of `op` set to `new` results.
fn set_results(rw: &mut PatternRewriter<'_>, op: OpId, map: Attribute, new: Vec<AffineExpr>) {
    let shape = Shape::of(rw, map);
    rw.modify_op_in_place(op, |ctx| {
        let new_map = affine_map(ctx, shape.dims, shape.symbols, new);
        set_prop(ctx, op, "map", Some(new_map));
    });
}

/// `DeduplicateAffineMinMaxExpressions`: a result met before goes.
pub(super) fn deduplicate(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(map) = min_max_map(rw, op) else {
        return Ok(false);
    };
    let old = results(rw, map).to_vec();
    let mut new: Vec<AffineExpr> = Vec::with_capacity(old.len());
    for e in &old {
        if !new.contains(e) {
            new.push(e.clone());
        }
    }
    if new.len() == old.len() {
        return Ok(false);
    }
    set_results(rw, op, map, new);
    Ok(true)
}

/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`: the results in the
/// order of their coefficients, when all are purely affine without
/// divisions.
pub(super) fn sort_results(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(map) = min_max_map(rw, op) else {
        return Ok(false);
    };
    let shape = Shape::of(rw, map);
    let Some(keys) = results(rw, map)
        .iter()
        .map(|e| flat_coefficients(e, shape.dims, shape.symbols))
        .collect::<Option<Vec<_>>>()
    else {
        return Ok(false);
    };
    if keys.is_sorted() {
        return Ok(false);
    }
    let old = results(rw, map).to_vec();
    let mut order: Vec<usize> = (0..old.len()).collect();
    order.sort_by(|&a, &b| keys[a].cmp(&keys[b]));
    let new = order.into_iter().map(|i| old[i].clone()).collect();
    set_results(rw, op, map, new);
    Ok(true)
}

/// `MergeAffineMinMaxOp`: each result that is a lone dimension or symbol
/// whose operand an op of the same kind makes is replaced by that op's
/// results, over its operands appended to the dimensions and symbols.
pub(super) fn merge_producers(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(map) = min_max_map(rw, op) else {
        return Ok(false);
    };
    let shape = Shape::of(rw, map);
    let operands = rw.operands(op);
    let (mut dims, mut symbols) = (
        operands[..shape.dims].to_vec(),
        operands[shape.dims..].to_vec(),
    );
    let name = rw.op_name(op);
    let mut kept = Vec::new();
    let mut producers = Vec::new();
    for e in results(rw, map) {
        let operand = match e {
            AffineExpr::Dim(i) => dims.get(*i as usize),
            AffineExpr::Symbol(i) => symbols.get(*i as usize),
            _ => None,
        };
        match operand.and_then(|&v| rw.defining_op(v)) {
            Some(producer) if rw.op_name(producer) == name => producers.push(producer),
            _ => kept.push(e.clone()),
        }
    }
    if producers.is_empty() {
        return Ok(false);
    }
    for producer in producers {
        let producer_map = min_max_map(rw, producer).expect("an op of the same kind");
        let producer_shape = Shape::of(rw, producer_map);
        let shift_dims: Vec<AffineExpr> = (dims.len()..dims.len() + producer_shape.dims)
            .map(|i| AffineExpr::Dim(i as u32))
            .collect();
        let shift_symbols: Vec<AffineExpr> = (symbols.len()
            ..symbols.len() + producer_shape.symbols)
            .map(|i| AffineExpr::Symbol(i as u32))
            .collect();
        kept.extend(
            results(rw, producer_map)
                .iter()
                .map(|e| e.replace_dims_and_symbols(&shift_dims, &shift_symbols)),
        );
        let producer_operands = rw.operands(producer);
        dims.extend_from_slice(&producer_operands[..producer_shape.dims]);
        symbols.extend_from_slice(&producer_operands[producer_shape.dims..]);
    }
    let (n_dims, n_symbols) = (dims.len(), symbols.len());
    rw.modify_op_in_place(op, |ctx| {
        for i in (0..operands.len()).rev() {
            ctx.erase_operand(op, i);
        }
        for v in dims.into_iter().chain(symbols) {
            ctx.append_operand(op, v);
        }
        let new_map = affine_map(ctx, n_dims, n_symbols, kept);
        set_prop(ctx, op, "map", Some(new_map));
    });
    Ok(true)
}
