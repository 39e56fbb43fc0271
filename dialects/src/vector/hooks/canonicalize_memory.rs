//! The canonicalization patterns of the masked memory ops (MLIR's
//! `MaskedLoadFolder`, `MaskedStoreFolder`, `GatherFolder`,
//! `ScatterFolder`, `FoldContiguousGather` and `FoldContiguousScatter`):
//! a mask known all set or all clear drops the masking, and a gather or
//! scatter of a memref at the indices 0, 1, 2, ... is a masked load or
//! store.

use super::fold::defining;
use super::mask::{mask_format, MaskFormat};
use super::types::VectorParts;
use crate::replace::replace_by;
use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{AttrKind, IrResult, OpId, Value};

/// Adds the `vector.maskedload` pattern.
pub(super) fn masked_load_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<MaskedLoadOp>(masked_load);
}

/// Adds the `vector.maskedstore` pattern.
pub(super) fn masked_store_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<MaskedStoreOp>(masked_store);
}

/// Adds the `vector.gather` patterns, in MLIR's order.
pub(super) fn gather_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<GatherOp>(all_false_gather);
    patterns.add_op_fn::<GatherOp>(contiguous_gather);
}

/// Adds the `vector.scatter` patterns, in MLIR's order.
pub(super) fn scatter_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ScatterOp>(all_false_scatter);
    patterns.add_op_fn::<ScatterOp>(contiguous_scatter);
}

/// All set: a `vector.load`; all clear: the pass-through.
fn masked_load(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let load = MaskedLoadOp::from_id_unchecked(op);
    match mask_format(rw, load.mask(rw)) {
        MaskFormat::AllTrue => {
            let (base, indices) = (load.base(rw), load.indices(rw));
            let (ty, alignment) = (rw.value_type(load.result(rw)), load.alignment(rw));
            replace_by(rw, op, |rw, loc| {
                LoadOp::create(rw, loc, ty, base, &indices, None, alignment).result(rw)
            })
        }
        MaskFormat::AllFalse => {
            let pass_thru = load.pass_thru(rw);
            rw.replace_op(op, &[pass_thru])?;
            Ok(true)
        }
        MaskFormat::Unknown => Ok(false),
    }
}

/// All set: a `vector.store`; all clear: nothing.
fn masked_store(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let store = MaskedStoreOp::from_id_unchecked(op);
    match mask_format(rw, store.mask(rw)) {
        MaskFormat::AllTrue => {
            let (base, indices) = (store.base(rw), store.indices(rw));
            let (value, alignment) = (store.value_to_store(rw), store.alignment(rw));
            let loc = rw.op_loc(op);
            rw.set_insertion_point(op);
            StoreOp::create(rw, loc, value, base, &indices, None, alignment);
            rw.erase_op(op)?;
            Ok(true)
        }
        MaskFormat::AllFalse => {
            rw.erase_op(op)?;
            Ok(true)
        }
        MaskFormat::Unknown => Ok(false),
    }
}

/// A gather with no element set: its pass-through.
fn all_false_gather(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let gather = GatherOp::from_id_unchecked(op);
    if mask_format(rw, gather.mask(rw)) != MaskFormat::AllFalse {
        return Ok(false);
    }
    let pass_thru = gather.pass_thru(rw);
    rw.replace_op(op, &[pass_thru])?;
    Ok(true)
}

/// A scatter (to a memref) with no element set: nothing.
fn all_false_scatter(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let scatter = ScatterOp::from_id_unchecked(op);
    if scatter.result(rw).is_some() || mask_format(rw, scatter.mask(rw)) != MaskFormat::AllFalse {
        return Ok(false);
    }
    rw.erase_op(op)?;
    Ok(true)
}

/// Whether `indices` is the 1-d fixed-size vector 0, 1, 2, ...: a
/// `vector.step` or a dense constant of them (MLIR's
/// `isZeroBasedContiguousSeq`).
fn is_zero_based_sequence(rw: &PatternRewriter<'_>, indices: Value) -> bool {
    let Some(parts) = VectorParts::of(rw, rw.value_type(indices)) else {
        return false;
    };
    if parts.rank() != 1 || parts.scalable[0] {
        return false;
    }
    if defining::<StepOp>(rw, indices).is_some() {
        return true;
    }
    let Some(value) = crate::arith::constant_attr(rw, indices) else {
        return false;
    };
    let AttrKind::DenseElements { data, splat, .. } = rw.attr_kind(value) else {
        return false;
    };
    let ods_runtime::ir::attrs::DenseData::Ints(values) = data else {
        return false;
    };
    let count = parts.shape[0];
    let expected = |(i, v): (i64, &ods_runtime::BigInt)| *v == ods_runtime::BigInt::from(i);
    if *splat {
        return count == 1 && values.first().is_some_and(|v| expected((0, v)));
    }
    values.len() as i64 == count && (0..).zip(values.iter()).all(expected)
}

/// Whether `base` is a memref (a gather or scatter of a tensor stays).
fn is_memref(rw: &PatternRewriter<'_>, base: Value) -> bool {
    ods_runtime::ods::pred::is_memref(rw, rw.value_type(base))
}

/// A gather of a memref at 0, 1, 2, ...: the masked load at its offsets.
fn contiguous_gather(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let gather = GatherOp::from_id_unchecked(op);
    let base = gather.base(rw);
    if !is_memref(rw, base) || !is_zero_based_sequence(rw, gather.indices(rw)) {
        return Ok(false);
    }
    let (offsets, mask, pass_thru) = (gather.offsets(rw), gather.mask(rw), gather.pass_thru(rw));
    let ty = rw.value_type(gather.result(rw));
    replace_by(rw, op, |rw, loc| {
        MaskedLoadOp::create(rw, loc, ty, base, &offsets, mask, pass_thru, None).result(rw)
    })
}

/// A scatter to a memref at 0, 1, 2, ...: the masked store at its
/// offsets.
fn contiguous_scatter(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let scatter = ScatterOp::from_id_unchecked(op);
    let base = scatter.base(rw);
    if !is_memref(rw, base) || !is_zero_based_sequence(rw, scatter.indices(rw)) {
        return Ok(false);
    }
    let (offsets, mask, value) = (
        scatter.offsets(rw),
        scatter.mask(rw),
        scatter.value_to_store(rw),
    );
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    MaskedStoreOp::create(rw, loc, base, &offsets, mask, value, None);
    rw.erase_op(op)?;
    Ok(true)
}
