//! `affine.apply` of one expression over mixed constants and values,
//! composed with the `affine.apply` ops making its operands and folded
//! when it can be (MLIR's `makeComposedFoldedAffineApply`): what passes
//! that compute offsets, sizes and strides with affine maps build.

use super::builders::infer_map;
use super::fold::fold_apply;
use super::maps::{affine_map, Shape};
use super::simplify::simplify_map_and_operands;
use crate::affine::AffineApplyOp;
use ods_runtime::helpers::try_int;
use ods_runtime::matchers::{m_constant, match_value};
use ods_runtime::registry::FoldResult;
use ods_runtime::{AffineExpr, Attribute, Context, OpCreator, Value};
use std::ops::Deref;

/// `expr` of `operands` (its dimensions then its symbols, in order): a
/// constant or an existing value when the composed map folds, else the
/// result of a new `affine.apply` at `b`'s insertion point.
pub(crate) fn make_composed_folded_affine_apply<B: OpCreator + Deref<Target = Context>>(
    b: &mut B,
    loc: Attribute,
    expr: AffineExpr,
    operands: &[FoldResult],
) -> FoldResult {
    let (map, values) = fold_attributes_into_map(b.context(), expr, operands);
    let (map, values) =
        simplify_map_and_operands(b.context(), map, &values).unwrap_or((map, values));
    let constants: Vec<Option<Attribute>> = values
        .iter()
        .map(|&v| match_value(b.context(), v, m_constant()))
        .collect();
    if let Some(folded) = fold_apply(b.context(), map, &values, &constants) {
        return folded;
    }
    let index = ods_runtime::ods::convert::index(b.context());
    FoldResult::Value(AffineApplyOp::create(b, loc, index, map, &values).result0(b))
}

/// The map of `expr` with each operand that is an integer attribute put
/// in as a constant, and the values left (MLIR's `foldAttributesIntoMap`).
fn fold_attributes_into_map(
    ctx: &mut Context,
    expr: AffineExpr,
    operands: &[FoldResult],
) -> (Attribute, Vec<Value>) {
    let inferred = infer_map(ctx, std::slice::from_ref(&expr));
    let shape = Shape::of(ctx, inferred);
    let mut values = Vec::new();
    let mut replace = |range: std::ops::Range<usize>, make: fn(u32) -> AffineExpr| {
        let mut count = 0;
        let replacements: Vec<AffineExpr> = range
            .map(|i| match operands.get(i) {
                Some(FoldResult::Attr(a)) => {
                    AffineExpr::Constant(try_int::<i64>(ctx, *a).unwrap_or_default())
                }
                Some(FoldResult::Value(v)) => {
                    values.push(*v);
                    count += 1;
                    make(count - 1)
                }
                None => make(i as u32),
            })
            .collect();
        (replacements, count as usize)
    };
    let (dims, num_dims) = replace(0..shape.dims, AffineExpr::Dim);
    let (symbols, num_symbols) =
        replace(shape.dims..shape.dims + shape.symbols, AffineExpr::Symbol);
    let map = affine_map(
        ctx,
        num_dims,
        num_symbols,
        vec![expr.replace_dims_and_symbols(&dims, &symbols)],
    );
    (map, values)
}
