//! The canonicalization patterns of `VectorOps.cpp` written so far:
//! single-element and unit-dimension reductions become extractions or
//! shape casts combined with the accumulator, `vector.from_elements` of
//! one value a broadcast, and `vector.create_mask` of constants a
//! `vector.constant_mask`.

use super::types::{shape_of, VectorParts};
use crate::arith::{
    AddFOp, AddIOp, AndIOp, FastMathFlags, MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp, MinNumFOp,
    MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, OrIOp, SelectOp, XOrIOp,
};
use crate::replace::replace_by;
use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{Attribute, IrResult, OpId, Value};

/// `lhs` combined with `rhs` by `kind`, with the fast-math flags of a
/// float combination; where a `mask` is clear, `rhs` (MLIR's
/// `makeArithReduction`).
fn combine(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    kind: CombiningKind,
    (lhs, rhs): (Value, Value),
    flags: Option<FastMathFlags>,
    mask: Option<Value>,
) -> Value {
    use CombiningKind::*;
    let ty = rw.value_type(lhs);
    let element = super::types::element_of(rw, ty);
    let float = ods_runtime::ods::pred::is_float_type(rw, element);
    let op = match kind {
        ADD if float => AddFOp::create(rw, loc, ty, lhs, rhs, flags).id(),
        ADD => AddIOp::create(rw, loc, ty, lhs, rhs, None).id(),
        MUL if float => MulFOp::create(rw, loc, ty, lhs, rhs, flags).id(),
        MUL => MulIOp::create(rw, loc, ty, lhs, rhs, None).id(),
        MINUI => MinUIOp::create(rw, loc, ty, lhs, rhs).id(),
        MINSI => MinSIOp::create(rw, loc, ty, lhs, rhs).id(),
        MINNUMF => MinNumFOp::create(rw, loc, ty, lhs, rhs, flags).id(),
        MAXUI => MaxUIOp::create(rw, loc, ty, lhs, rhs).id(),
        MAXSI => MaxSIOp::create(rw, loc, ty, lhs, rhs).id(),
        MAXNUMF => MaxNumFOp::create(rw, loc, ty, lhs, rhs, flags).id(),
        AND => AndIOp::create(rw, loc, ty, lhs, rhs).id(),
        OR => OrIOp::create(rw, loc, ty, lhs, rhs).id(),
        XOR => XOrIOp::create(rw, loc, ty, lhs, rhs).id(),
        MINIMUMF => MinimumFOp::create(rw, loc, ty, lhs, rhs, flags).id(),
        MAXIMUMF => MaximumFOp::create(rw, loc, ty, lhs, rhs, flags).id(),
    };
    let combined = rw.result(op, 0);
    match mask {
        Some(mask) => SelectOp::create(rw, loc, ty, mask, combined, rhs).result(rw),
        None => combined,
    }
}

/// The op a maskable op's rewrite replaces, and the mask: its
/// `vector.mask` when it has one (MLIR's `MaskableOpRewritePattern`).
fn masked_root(rw: &PatternRewriter<'_>, op: OpId) -> (OpId, Option<Value>) {
    match super::masking_op(rw, op).and_then(|m| MaskOp::cast(rw, m)) {
        Some(mask) => (mask.id(), Some(mask.mask(rw))),
        None => (op, None),
    }
}

/// `vector.reduction` of a single element: its extraction, combined with
/// the accumulator (MLIR's `ElideSingleElementReduction`).
pub(super) fn single_element_reduction(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ReductionOp>(elide_single_element_reduction);
}

fn elide_single_element_reduction(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let reduction = ReductionOp::from_id_unchecked(op);
    let vector = reduction.vector(rw);
    let shape = shape_of(rw, rw.value_type(vector));
    if shape.first().is_some_and(|&d| d != 1) {
        return Ok(false);
    }
    let (kind, acc, flags) = (
        reduction.kind(rw),
        reduction.acc(rw),
        reduction.fastmath(rw),
    );
    let (root, mask) = masked_root(rw, op);
    let loc = rw.op_loc(op);
    replace_by(rw, root, |rw, _| {
        let Some(acc) = acc else {
            return ExtractOp::create_source(rw, loc, vector).result(rw);
        };
        let mask = mask.map(|m| ExtractOp::create_source(rw, loc, m).result(rw));
        let element = ExtractOp::create_source(rw, loc, vector).result(rw);
        combine(rw, loc, kind, (element, acc), Some(flags), mask)
    })
}

/// `vector.multi_reduction` over dimensions of size 1 only: a shape cast
/// (an extraction when all are reduced) combined with the accumulator
/// (MLIR's `ElideUnitDimsInMultiDimReduction`).
pub(super) fn unit_dims_multi_reduction(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<MultiDimReductionOp>(elide_unit_dims_multi_reduction);
}

fn elide_unit_dims_multi_reduction(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let reduction = MultiDimReductionOp::from_id_unchecked(op);
    let source = reduction.source(rw);
    let shape = shape_of(rw, rw.value_type(source));
    let dims = reduction.reduction_dims(rw);
    let unit = dims.iter().all(|&d| shape.get(d as usize) == Some(&1));
    if !unit {
        return Ok(false);
    }
    let (kind, acc) = (reduction.kind(rw), reduction.acc(rw));
    let dest_ty = rw.value_type(reduction.dest(rw));
    let (root, mask) = masked_root(rw, op);
    let loc = rw.op_loc(op);
    replace_by(rw, root, |rw, _| {
        let (mask, cast) = match VectorParts::of(rw, dest_ty) {
            Some(dest) => {
                let mask = mask.map(|m| {
                    let i1 = super::types::element_of(rw, rw.value_type(m));
                    let ty =
                        super::types::vector_type(rw.context(), &dest.shape, &dest.scalable, i1);
                    ShapeCastOp::create(rw, loc, ty, m).result(rw)
                });
                (
                    mask,
                    ShapeCastOp::create(rw, loc, dest_ty, source).result(rw),
                )
            }
            None => {
                let mask = mask.map(|m| ExtractOp::create_source(rw, loc, m).result(rw));
                (mask, ExtractOp::create_source(rw, loc, source).result(rw))
            }
        };
        combine(rw, loc, kind, (acc, cast), None, mask)
    })
}

/// `vector.from_elements` of one value repeated: its broadcast.
pub(super) fn from_elements_to_broadcast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<FromElementsOp>(rewrite_from_elements_as_broadcast);
}

fn rewrite_from_elements_as_broadcast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let from = FromElementsOp::from_id_unchecked(op);
    let elements = from.elements(rw);
    let Some(&first) = elements.first() else {
        return Ok(false);
    };
    if elements.iter().any(|&e| e != first) {
        return Ok(false);
    }
    let ty = rw.value_type(from.dest(rw));
    replace_by(rw, op, |rw, loc| {
        BroadcastOp::create(rw, loc, ty, first).vector(rw)
    })
}

/// `vector.from_elements` of the scalars extracted, in order, from a run
/// of one vector that fills whole trailing dimensions of it: a shape cast
/// of the extraction of that run (MLIR's `FromElementsToShapeCast`).
pub(super) fn from_elements_to_shape_cast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<FromElementsOp>(rewrite_from_elements_as_shape_cast);
}

fn rewrite_from_elements_as_shape_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let from = FromElementsOp::from_id_unchecked(op);
    let ty = rw.value_type(from.dest(rw));
    let Some(count) = VectorParts::of(rw, ty).map(|p| p.num_elements()) else {
        return Ok(false);
    };
    if count == 1 {
        return Ok(false);
    }
    let mut source = None;
    let mut expected: Vec<i64> = Vec::new();
    let mut combined: Vec<i64> = Vec::new();
    let mut shape: Vec<i64> = Vec::new();
    for (i, element) in from.elements(rw).into_iter().enumerate() {
        let Some(extract) = super::fold::defining::<ExtractOp>(rw, element) else {
            return Ok(false);
        };
        let position = extract.static_position(rw);
        if i == 0 {
            let src = extract.source(rw);
            source = Some(src);
            let Some(parts) = VectorParts::of(rw, rw.value_type(src)) else {
                return Ok(false);
            };
            shape = parts.shape;
            // The run starts where the trailing dimensions it fills start.
            let mut suffix = 1;
            let mut index = position.len();
            while index > 0 && position[index - 1] == 0 && suffix < count {
                suffix *= shape[index - 1];
                index -= 1;
            }
            if suffix != count {
                return Ok(false);
            }
            combined = position[..index].to_vec();
            expected = position;
        } else if Some(extract.source(rw)) != source || position != expected {
            return Ok(false);
        }
        increment(&mut expected, &shape);
    }
    let Some(source) = source else {
        return Ok(false);
    };
    replace_by(rw, op, |rw, loc| {
        let run = if combined.is_empty() {
            source
        } else {
            ExtractOp::create_inferred(rw, loc, source, &[], combined)
                .expect("a position within the source")
                .result(rw)
        };
        ShapeCastOp::create(rw, loc, ty, run).result(rw)
    })
}

/// Steps `indices` to the next element in row-major order of `shape`.
fn increment(indices: &mut [i64], shape: &[i64]) {
    for dim in (0..indices.len()).rev() {
        indices[dim] += 1;
        if indices[dim] < shape[dim] {
            break;
        }
        indices[dim] = 0;
    }
}

/// `vector.create_mask` of constant sizes: the `vector.constant_mask` of
/// them, clamped to the dimensions, all zero when one is; a scalable
/// dimension takes a constant multiple of `vector.vscale` covering it
/// (MLIR's `CreateMaskFolder`).
pub(super) fn constant_create_mask(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<CreateMaskOp>(fold_constant_create_mask);
}

fn fold_constant_create_mask(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let create = CreateMaskOp::from_id_unchecked(op);
    let ty = rw.value_type(rw.result(op, 0));
    let Some(parts) = VectorParts::of(rw, ty) else {
        return Ok(false);
    };
    let (shape, scalable) = if parts.rank() == 0 {
        (vec![1], vec![false])
    } else {
        (parts.shape, parts.scalable)
    };
    let mut sizes = Vec::with_capacity(shape.len());
    for (i, operand) in create.operands(rw).into_iter().enumerate() {
        let dim = shape.get(i).copied().unwrap_or(0);
        let size = if let Some(size) = crate::offset_size_stride::constant_index(rw, operand) {
            // A scalable dimension folds only when empty.
            if scalable.get(i).copied().unwrap_or(false) && size >= 0 {
                return Ok(false);
            }
            size
        } else {
            // A multiple of `vector.vscale` folds only when all set.
            match vscale_multiplier(rw, operand) {
                Some(multiplier) if multiplier >= dim => multiplier,
                _ => return Ok(false),
            }
        };
        sizes.push(size.clamp(0, dim));
    }
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    replace_by(rw, op, |rw, loc| {
        let mask = ConstantMaskOp::create(rw, loc, ty, sizes);
        rw.result(mask.id(), 0)
    })
}

/// The constant `c` of `value` = `vector.vscale` (1) or `vector.vscale *
/// c` (either order) (MLIR's `getConstantVscaleMultiplier`).
fn vscale_multiplier(rw: &PatternRewriter<'_>, value: Value) -> Option<i64> {
    if super::fold::defining::<VectorScaleOp>(rw, value).is_some() {
        return Some(1);
    }
    let mul = super::fold::defining::<MulIOp>(rw, value)?;
    let (lhs, rhs) = (mul.lhs(rw), mul.rhs(rw));
    let is_vscale = |v| super::fold::defining::<VectorScaleOp>(rw, v).is_some();
    let constant = |v| crate::offset_size_stride::constant_index(rw, v);
    if is_vscale(lhs) {
        constant(rhs)
    } else if is_vscale(rhs) {
        constant(lhs)
    } else {
        None
    }
}
