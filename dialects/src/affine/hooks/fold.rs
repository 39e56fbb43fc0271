//! The folds of `affine.apply`, `affine.min` and `affine.max` (MLIR's
//! `AffineApplyOp::fold` and `foldMinMaxOp`): a map of constants is a
//! constant, a map that reads one operand as it is is that operand.

use super::maps::{affine_map, results, Shape};
use ods_runtime::helpers::{index_attr, try_int};
use ods_runtime::ods::op::set_prop;
use ods_runtime::registry::FoldResult;
use ods_runtime::{AffineExpr, Attribute, Context, OpId, Value};

/// The results of `map` with each operand that is a constant put in its
/// place (MLIR's `partialConstantFold`), and the values of the results
/// when they all are constants.
pub(super) fn partial_constant_fold(
    ctx: &Context,
    map: Attribute,
    constants: &[Option<Attribute>],
) -> (Vec<AffineExpr>, Option<Vec<i64>>) {
    let shape = Shape::of(ctx, map);
    let replacement = |i: usize, make: fn(u32) -> AffineExpr, at: usize| match constants
        .get(at)
        .copied()
        .flatten()
        .and_then(|c| try_int::<i64>(ctx, c))
    {
        Some(c) => AffineExpr::Constant(c),
        None => make(i as u32),
    };
    let dims: Vec<_> = (0..shape.dims)
        .map(|i| replacement(i, AffineExpr::Dim, i))
        .collect();
    let symbols: Vec<_> = (0..shape.symbols)
        .map(|i| replacement(i, AffineExpr::Symbol, shape.dims + i))
        .collect();
    let folded: Vec<AffineExpr> = results(ctx, map)
        .iter()
        .map(|e| e.replace_dims_and_symbols(&dims, &symbols))
        .collect();
    let values = folded
        .iter()
        .map(|e| match e {
            AffineExpr::Constant(c) => Some(*c),
            _ => None,
        })
        .collect();
    (folded, values)
}

/// `affine.apply`: the operand its map's result reads as it is, or the
/// constant its map makes of constant operands.
pub(super) fn fold_apply(
    ctx: &mut Context,
    map: Attribute,
    operands: &[Value],
    constants: &[Option<Attribute>],
) -> Option<FoldResult> {
    let dims = Shape::of(ctx, map).dims;
    match results(ctx, map).first()? {
        AffineExpr::Dim(i) => return operands.get(*i as usize).copied().map(FoldResult::Value),
        AffineExpr::Symbol(i) => {
            return operands
                .get(dims + *i as usize)
                .copied()
                .map(FoldResult::Value)
        }
        _ => {}
    }
    let (_, values) = partial_constant_fold(ctx, map, constants);
    let value = *values?.first()?;
    Some(FoldResult::Attr(index_attr(ctx, value)))
}

/// `affine.min` (with `min`) or `affine.max` `op`: the least (greatest)
/// of its results when all are constants; its only operand when its map
/// reads one symbol as it is; else its map with the constant operands put
/// in, changed in place.
pub(super) fn fold_min_max(
    ctx: &mut Context,
    op: OpId,
    map: Attribute,
    constants: &[Option<Attribute>],
    min: bool,
) -> Option<FoldResult> {
    let shape = Shape::of(ctx, map);
    let (folded, values) = partial_constant_fold(ctx, map, constants);
    let symbol_identity = shape.symbols == folded.len()
        && folded
            .iter()
            .enumerate()
            .all(|(i, e)| *e == AffineExpr::Symbol(i as u32));
    if shape.symbols == 1 && symbol_identity {
        return ctx.operands(op).first().copied().map(FoldResult::Value);
    }
    let Some(values) = values else {
        let new = affine_map(ctx, shape.dims, shape.symbols, folded);
        if new == map {
            return None;
        }
        set_prop(ctx, op, "map", Some(new));
        return Some(FoldResult::Value(Value::Result(op, 0)));
    };
    let value = if min {
        values.into_iter().min()
    } else {
        values.into_iter().max()
    }?;
    Some(FoldResult::Attr(index_attr(ctx, value)))
}
