//! The verifier of `vector.contract` (MLIR's `ContractionOp::verify`):
//! the indexing maps, the contracting and batch dimension pairs they
//! imply, and the accumulator/result shape those pairs determine.

use super::transfer::{map_dims, map_results};
use super::types::VectorParts;
use super::verify::is_supported_combining_kind;
use crate::vector::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert::try_as_array;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred;
use ods_runtime::{AffineExpr, AttrKind, Attribute, Context};

type Checked = Result<(), Diagnostic>;

/// Pairs of (lhs dimension, rhs dimension) iterated together.
type DimMap = Vec<(usize, usize)>;

/// `vector.contract`: an indexing map per operand, over the iterators,
/// projected permutations, with at least one contracting dimension pair,
/// pairs of equal sizes, the result shape the maps imply, and a kind the
/// result's element type supports.
pub(super) fn contract(ctx: &Context, op: ContractionOp) -> Checked {
    let maps = try_as_array(ctx, op.indexing_maps(ctx)).unwrap_or_default();
    let iterators = try_as_array(ctx, op.iterator_types(ctx)).unwrap_or_default();
    let lhs_ty = ctx.value_type(op.lhs(ctx));
    let lhs_element = pred::element_type_or_self(ctx, lhs_ty);
    if pred::is_integer_type(ctx, lhs_element) && !pred::is_signless_integer_any(ctx, lhs_element) {
        return Err(op.emit_op_error(ctx, "only supports signless integer types"));
    }
    if maps.len() != 3 {
        return Err(op.emit_op_error(ctx, "expected an indexing map for each vector operand"));
    }
    let operands = [op.lhs(ctx), op.rhs(ctx), op.acc(ctx)];
    for (index, (&map, &operand)) in maps.iter().zip(&operands).enumerate() {
        check_map(ctx, op, index, map, operand, iterators.len())?;
    }
    let (Some(lhs), Some(rhs)) = (
        VectorParts::of(ctx, lhs_ty),
        VectorParts::of(ctx, ctx.value_type(op.rhs(ctx))),
    ) else {
        return Ok(());
    };
    let contracting = dim_map(ctx, maps, iterators, IteratorType::Reduction);
    let batch = dim_map(ctx, maps, iterators, IteratorType::Parallel);
    if contracting.is_empty() {
        return Err(op.emit_op_error(ctx, "expected at least one contracting dimension pair"));
    }
    if !pairs_match(&lhs, &rhs, &contracting) {
        return Err(op.emit_op_error(ctx, "invalid contracting dimension map"));
    }
    if !pairs_match(&lhs, &rhs, &batch) {
        return Err(op.emit_op_error(ctx, "invalid batch dimension map"));
    }
    check_output_shape(ctx, op, maps, (&lhs, &rhs), (&contracting, &batch))?;
    let result_ty = ctx.value_type(ctx.result(op.id(), 0));
    let element = pred::element_type_or_self(ctx, result_ty);
    if !is_supported_combining_kind(ctx, op.kind(ctx), element) {
        return Err(op.emit_op_error(ctx, "unsupported contraction type"));
    }
    Ok(())
}

/// Indexing map `index`: no symbols, one input per iterator, one result
/// per dimension of its operand, a projected permutation.
fn check_map(
    ctx: &Context,
    op: ContractionOp,
    index: usize,
    map: Attribute,
    operand: ods_runtime::Value,
    iterators: usize,
) -> Checked {
    let AttrKind::AffineMap {
        dims,
        symbols,
        results,
    } = ctx.attr_kind(map)
    else {
        return Ok(());
    };
    let error =
        |what: String| op.emit_op_error(ctx, format!("expected indexing map {index} {what}"));
    if *symbols != 0 {
        return Err(error("to have no symbols".into()));
    }
    let rank = VectorParts::of(ctx, ctx.value_type(operand)).map_or(0, |p| p.rank());
    if *dims as usize != iterators {
        return Err(error(format!("to have {iterators} number of inputs")));
    }
    if results.len() != rank {
        return Err(error(format!("to have {rank} number of outputs")));
    }
    let mut seen = vec![false; *dims as usize];
    for r in results.iter() {
        let AffineExpr::Dim(d) = r else {
            return Err(error("to be a projected permutation of its inputs".into()));
        };
        if std::mem::replace(&mut seen[*d as usize], true) {
            return Err(error("to be a projected permutation of its inputs".into()));
        }
    }
    Ok(())
}

/// The position of dimension `d` among `map`'s results.
fn result_index(ctx: &Context, map: Attribute, d: usize) -> Option<usize> {
    let target = AffineExpr::Dim(d as u32);
    map_results(ctx, map).iter().position(|r| *r == target)
}

/// The (lhs, rhs) dimension pairs of the iterators of `kind` both
/// operands index (MLIR's `getContractingDimMap`/`getBatchDimMap`).
fn dim_map(
    ctx: &Context,
    maps: &[Attribute],
    iterators: &[Attribute],
    kind: IteratorType,
) -> DimMap {
    let mut pairs = Vec::new();
    for (d, &it) in iterators.iter().enumerate() {
        if IteratorTypeAttr::try_from(ctx, it).map(|t| t.value(ctx)) != Some(kind) {
            continue;
        }
        if let (Some(l), Some(r)) = (result_index(ctx, maps[0], d), result_index(ctx, maps[1], d)) {
            pairs.push((l, r));
        }
    }
    pairs
}

/// Whether each pair names dimensions of equal size (MLIR's
/// `verifyDimMap`).
fn pairs_match(lhs: &VectorParts, rhs: &VectorParts, pairs: &DimMap) -> bool {
    pairs
        .iter()
        .all(|&(l, r)| l < lhs.rank() && r < rhs.rank() && lhs.shape[l] == rhs.shape[r])
}

/// The accumulator and result: a scalar when neither operand keeps a
/// free or batch dimension, else the vector the maps give each
/// iterator's extent (MLIR's `verifyOutputShape`).
fn check_output_shape(
    ctx: &Context,
    op: ContractionOp,
    maps: &[Attribute],
    (lhs, rhs): (&VectorParts, &VectorParts),
    (contracting, batch): (&DimMap, &DimMap),
) -> Checked {
    let kept_lhs = (0..lhs.rank()).filter(|i| !contracting.iter().any(|p| p.0 == *i));
    let kept_rhs = (0..rhs.rank()).filter(|i| !contracting.iter().chain(batch).any(|p| p.1 == *i));
    let scalar = kept_lhs.count() + kept_rhs.count() == 0;
    let acc = VectorParts::of(ctx, ctx.value_type(op.acc(ctx)));
    let result = VectorParts::of(ctx, ctx.value_type(ctx.result(op.id(), 0)));
    let shape_error = || op.emit_op_error(ctx, "invalid accumulator/result vector shape");
    if scalar {
        return match (acc, result) {
            (None, None) => Ok(()),
            _ => Err(shape_error()),
        };
    }
    let (Some(acc), Some(result)) = (acc, result) else {
        return Err(shape_error());
    };
    let mut extents = vec![None; map_dims(ctx, maps[0]) as usize];
    for (parts, &map) in [lhs, rhs].into_iter().zip(maps) {
        for (&size, r) in parts.shape.iter().zip(map_results(ctx, map)) {
            if let AffineExpr::Dim(d) = r {
                extents[*d as usize].get_or_insert(size);
            }
        }
    }
    if extents.iter().any(Option::is_none) {
        return Err(op.emit_op_error(
            ctx,
            "expected all dimensions to be either a LHS or a RHS dimension",
        ));
    }
    let shape: Vec<i64> = map_results(ctx, maps[2])
        .iter()
        .filter_map(|r| match r {
            AffineExpr::Dim(d) => extents[*d as usize],
            _ => None,
        })
        .collect();
    let mut scalable = result.scalable.clone();
    scalable.resize(shape.len(), false);
    let expected = VectorParts {
        shape,
        scalable,
        element: result.element,
    };
    if result != expected || acc != expected {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "invalid accumulator/result vector shape, expected: '{}'",
                expected.to_string(ctx)
            ),
        ));
    }
    Ok(())
}
