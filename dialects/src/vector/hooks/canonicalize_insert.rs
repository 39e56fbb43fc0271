//! The canonicalization patterns of `vector.insert` and
//! `vector.insert_strided_slice` written so far (MLIR's
//! `InsertToBroadcast`, `InsertSplatToSplat`, `InsertStridedSliceSplat`
//! `FoldInsertStridedSliceOfExtract` and `InsertStridedSliceConstantFolder`):
//! an insertion that covers its destination, or of a broadcast into the
//! same broadcast, is a broadcast; a chain of insertions that sets every
//! element a `vector.from_elements` (`InsertChainFullyInitialized`); a slice put back where it was taken is
//! the destination; a constant slice into a constant, a constant.

use super::fold::defining;
use super::types::VectorParts;
use crate::replace::replace_by;
use crate::vector::*;
use ods_runtime::matchers::{m_constant, match_value};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Value};

/// Adds the `vector.insert` patterns, in MLIR's order.
pub(super) fn patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<InsertOp>(whole_to_broadcast);
    patterns.add_op_fn::<InsertOp>(splat_into_splat);
    patterns.add_op_fn::<InsertOp>(chain_fully_initialized);
}

/// Adds the `vector.insert_strided_slice` patterns, in MLIR's order.
pub(super) fn strided_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<InsertStridedSliceOp>(strided_splat_into_splat);
    patterns.add_op_fn::<InsertStridedSliceOp>(strided_of_extract);
    patterns.add_op_fn::<InsertStridedSliceOp>(strided_constant);
}

/// A vector inserted with as many elements as the destination: its
/// broadcast to the destination's type.
fn whole_to_broadcast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let insert = InsertOp::from_id_unchecked(op);
    let value = insert.value_to_store(rw);
    let ty = rw.value_type(insert.result(rw));
    let count = |t| VectorParts::of(rw, t).map(|p| p.num_elements());
    let inserted = count(rw.value_type(value));
    if inserted.is_none() || inserted != count(ty) {
        return Ok(false);
    }
    replace_by(rw, op, |rw, loc| {
        BroadcastOp::create(rw, loc, ty, value).vector(rw)
    })
}

/// The scalar a value broadcasts, if it is a broadcast of one (MLIR's
/// `getScalarSplatSource`).
pub(super) fn scalar_splat_source(rw: &PatternRewriter<'_>, value: Value) -> Option<Value> {
    let source = defining::<BroadcastOp>(rw, value)?.source(rw);
    VectorParts::of(rw, rw.value_type(source))
        .is_none()
        .then_some(source)
}

/// The last of a chain of static insertions (each before it used once)
/// that together set every element of a fixed-size vector: the
/// `vector.from_elements` of the inserted scalars and of the elements of
/// the inserted vectors, the later insertions winning (MLIR's
/// `InsertChainFullyInitialized`).
fn chain_fully_initialized(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let last = InsertOp::from_id_unchecked(op);
    let result = last.result(rw);
    let ty = rw.value_type(result);
    let Some(dest) = VectorParts::of(rw, ty).filter(|p| !p.scalable.contains(&true)) else {
        return Ok(false);
    };
    let continued = rw
        .use_iter(result)
        .any(|u| InsertOp::cast(rw, u.op).is_some_and(|next| next.dest(rw) == result));
    if continued {
        return Ok(false);
    }
    let mut chain = Vec::new();
    let mut next = Some(last);
    while let Some(insert) = next {
        if !insert.dynamic_position(rw).is_empty() {
            return Ok(false);
        }
        chain.push(insert);
        next = defining::<InsertOp>(rw, insert.dest(rw));
        if next.is_some_and(|n| rw.use_iter(n.result(rw)).count() != 1) {
            return Ok(false);
        }
    }
    let count = dest.num_elements() as usize;
    let mut set = vec![false; count];
    let mut remaining = count;
    // (first element, inserted value) of the insertions read, last first.
    let mut writes = Vec::new();
    for insert in chain {
        let position = insert.static_position(rw);
        if position.contains(&super::verify::POISON_INDEX) {
            return Ok(false);
        }
        let inner: i64 = dest.shape[position.len()..].iter().product();
        let start = position
            .iter()
            .zip(&dest.shape)
            .fold(0, |acc, (&p, &d)| acc * d + p)
            * inner;
        let value = insert.value_to_store(rw);
        let size = VectorParts::of(rw, rw.value_type(value)).map_or(1, |p| p.num_elements());
        for flag in &mut set[start as usize..(start + size) as usize] {
            remaining -= usize::from(!std::mem::replace(flag, true));
        }
        writes.push((start as usize, value));
        if remaining == 0 {
            break;
        }
    }
    if remaining != 0 {
        return Ok(false);
    }
    rw.set_insertion_point(op);
    let loc = rw.op_loc(op);
    let mut elements = vec![result; count];
    for &(start, value) in writes.iter().rev() {
        let Some(parts) = VectorParts::of(rw, rw.value_type(value)) else {
            elements[start] = value;
            continue;
        };
        let types = vec![parts.element; parts.num_elements() as usize];
        let split = ToElementsOp::create(rw, loc, &types, value).id();
        let scalars = rw.results(split);
        elements[start..start + scalars.len()].copy_from_slice(&scalars);
    }
    replace_by(rw, op, |rw, loc| {
        FromElementsOp::create(rw, loc, ty, &elements).dest(rw)
    })
}

/// A broadcast of a scalar inserted into a broadcast of the same scalar:
/// that broadcast to the result's type.
fn splat_into_splat(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let insert = InsertOp::from_id_unchecked(op);
    let Some(scalar) = scalar_splat_source(rw, insert.value_to_store(rw)) else {
        return Ok(false);
    };
    if scalar_splat_source(rw, insert.dest(rw)) != Some(scalar) {
        return Ok(false);
    }
    let ty = rw.value_type(insert.result(rw));
    replace_by(rw, op, |rw, loc| {
        BroadcastOp::create(rw, loc, ty, scalar).vector(rw)
    })
}

/// A broadcast of a scalar inserted as a slice into a broadcast of the
/// same scalar: the destination.
fn strided_splat_into_splat(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let insert = InsertStridedSliceOp::from_id_unchecked(op);
    let dest = insert.dest(rw);
    let Some(scalar) = scalar_splat_source(rw, insert.value_to_store(rw)) else {
        return Ok(false);
    };
    if scalar_splat_source(rw, dest) != Some(scalar) {
        return Ok(false);
    }
    rw.replace_op(op, &[dest])?;
    Ok(true)
}

/// A unit-stride slice of the destination inserted back at its offsets:
/// the destination.
fn strided_of_extract(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let insert = InsertStridedSliceOp::from_id_unchecked(op);
    let dest = insert.dest(rw);
    let Some(extract) = defining::<ExtractStridedSliceOp>(rw, insert.value_to_store(rw)) else {
        return Ok(false);
    };
    let unit = |strides: Vec<i64>| strides.iter().all(|&s| s == 1);
    if extract.source(rw) != dest
        || !unit(extract.strides(rw))
        || !unit(insert.strides(rw))
        || extract.offsets(rw) != insert.offsets(rw)
    {
        return Ok(false);
    }
    rw.replace_op(op, &[dest])?;
    Ok(true)
}

/// A constant slice inserted into a constant: the constant with the
/// slice's elements (MLIR's `InsertStridedSliceConstantFolder`).
fn strided_constant(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let insert = InsertStridedSliceOp::from_id_unchecked(op);
    let (value, dest) = (insert.value_to_store(rw), insert.dest(rw));
    let Some(dest) = match_value(rw.context(), dest, m_constant()) else {
        return Ok(false);
    };
    let Some(value) = match_value(rw.context(), value, m_constant()) else {
        return Ok(false);
    };
    let Some(folded) = super::fold_strided::insert_dense_slice(rw.context(), insert, (value, dest))
    else {
        return Ok(false);
    };
    let ty = rw.value_type(insert.result(rw));
    replace_by(rw, op, |rw, loc| {
        crate::arith::ConstantOp::create(rw, loc, ty, folded).result(rw)
    })
}
