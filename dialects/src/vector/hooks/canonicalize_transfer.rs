//! The canonicalization patterns of the transfer ops written so far
//! (MLIR's `TransferReadAfterWriteToBroadcast` and `FoldWaw`): on
//! tensors, a read of the chunk a write just wrote is a broadcast and
//! transpose of the written vector, a write that a later write of the
//! same shape, place, map and mask overwrites is skipped, and a slice of
//! a whole-tensor write inserted elsewhere is written into the slice of
//! the destination instead (`SwapExtractSliceOfTransferWrite`).

use super::fold::defining;
use super::fold_transfer::{disjoint, Transfer};
use super::transfer::map_results;
use super::types::VectorParts;
use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{AffineExpr, IrResult, OpId};

/// Adds the `vector.transfer_read` pattern.
pub(super) fn read_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<TransferReadOp>(read_after_write);
}

/// Adds the `vector.transfer_write` pattern.
pub(super) fn write_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<TransferWriteOp>(fold_waw);
    #[cfg(feature = "tensor")]
    patterns.add_op_fn::<crate::tensor::InsertSliceOp>(swap_extract_slice);
}

/// Walks back the chain of writes under a tensor write, past the ones
/// disjoint from it and used once; the first one it overwrites whole is
/// skipped: the write after it writes into that one's tensor instead.
fn fold_waw(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let write = TransferWriteOp::from_id_unchecked(op);
    let last = Transfer::write(rw, write);
    if !ods_runtime::ods::pred::is_ranked_tensor(rw, rw.value_type(last.base)) {
        return Ok(false);
    }
    let mut to_modify = op;
    let mut prior = defining::<TransferWriteOp>(rw, last.base);
    while let Some(p) = prior {
        let earlier = Transfer::write(rw, p);
        let overwritten = earlier.indices == last.indices
            && earlier.mask == last.mask
            && earlier.vector == last.vector
            && earlier.map == last.map;
        if overwritten {
            rw.modify_op_in_place(to_modify, |ctx| {
                // The base is the operand after the value to store.
                ctx.set_operand(to_modify, 1, earlier.base)
            });
            return Ok(true);
        }
        let result = rw.result(p.id(), 0);
        if !disjoint(rw, &earlier, &last) || rw.use_iter(result).count() != 1 {
            return Ok(false);
        }
        to_modify = p.id();
        prior = defining::<TransferWriteOp>(rw, earlier.base);
    }
    Ok(false)
}

/// The tensor dimensions a transfer reads or writes and the vector sizes
/// along them, 0 for the others (MLIR's `getTransferChunkAccessed`).
fn chunk(rw: &PatternRewriter<'_>, transfer: &Transfer) -> Vec<i64> {
    let dims = super::transfer::map_dims(rw, transfer.map) as usize;
    let mut sizes = vec![0; dims];
    let shape = super::types::shape_of(rw, transfer.vector);
    for (result, &size) in map_results(rw, transfer.map).iter().zip(&shape) {
        if let AffineExpr::Dim(d) = result {
            sizes[*d as usize] = size;
        }
    }
    sizes
}

/// An unmasked, in-bounds read of the tensor chunk an unmasked, in-bounds
/// write at the same indices just wrote: the written vector broadcast to
/// the read's new dimensions and transposed to its order.
fn read_after_write(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let read_op = TransferReadOp::from_id_unchecked(op);
    let read = Transfer::read(rw, read_op);
    let Some(write_op) = defining::<TransferWriteOp>(rw, read.base) else {
        return Ok(false);
    };
    let write = Transfer::write(rw, write_op);
    let tensor = |t: &Transfer| ods_runtime::ods::pred::is_ranked_tensor(rw, rw.value_type(t.base));
    if !tensor(&read)
        || !tensor(&write)
        || read.mask.is_some()
        || write.mask.is_some()
        || read.indices != write.indices
        || read.out_of_bounds()
        || write.out_of_bounds()
        || chunk(rw, &read) != chunk(rw, &write)
    {
        return Ok(false);
    }
    // The written vector dimension each read result takes, `None` for a
    // broadcast one.
    let written = map_results(rw, write.map).to_vec();
    let mut composed = Vec::new();
    for result in map_results(rw, read.map) {
        composed.push(match result {
            AffineExpr::Dim(d) => {
                let j = written.iter().position(|w| *w == AffineExpr::Dim(*d));
                let Some(j) = j else { return Ok(false) };
                Some(j)
            }
            _ => None,
        });
    }
    if (0..written.len()).any(|j| !composed.contains(&Some(j))) {
        return Ok(false);
    }
    // The broadcast dimensions lead, then the written ones in order.
    let broadcast: Vec<usize> = (0..composed.len())
        .filter(|&i| composed[i].is_none())
        .collect();
    let mut inverse = broadcast.clone();
    inverse.resize(composed.len(), 0);
    for (i, c) in composed.iter().enumerate() {
        if let Some(j) = c {
            inverse[j + broadcast.len()] = i;
        }
    }
    let Some(parts) = VectorParts::of(rw, read.vector) else {
        return Ok(false);
    };
    let shape: Vec<i64> = inverse.iter().map(|&i| parts.shape[i]).collect();
    let scalable: Vec<bool> = inverse.iter().map(|&i| parts.scalable[i]).collect();
    let mut permutation = vec![0i64; inverse.len()];
    for (i, &p) in inverse.iter().enumerate() {
        permutation[p] = i as i64;
    }
    let broadcast_ty = super::types::vector_type(rw.context(), &shape, &scalable, parts.element);
    let (vector, ty) = (write_op.value_to_store(rw), read.vector);
    crate::replace::replace_by(rw, op, |rw, loc| {
        let broadcast = BroadcastOp::create(rw, loc, broadcast_ty, vector).vector(rw);
        TransposeOp::create(rw, loc, ty, broadcast, permutation).result(rw)
    })
}

/// `tensor.insert_slice` (unit strides) of a `tensor.extract_slice` at
/// zero offsets (unit strides, used once) of an unmasked transfer write
/// at zero indices (used once) that covers its whole tensor, with the
/// same sizes: the write goes into the extraction of the destination
/// slice instead, its bounds left for the folder to infer.
#[cfg(feature = "tensor")]
fn swap_extract_slice(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    use crate::offset_size_stride::{all_constant, constant_index, same_mixed};
    use crate::tensor::{ExtractSliceOp, InsertSliceOp};
    let insert = InsertSliceOp::from_id_unchecked(op);
    let one_use = |rw: &PatternRewriter<'_>, o: OpId| rw.use_iter(rw.result(o, 0)).count() == 1;
    if !all_constant(rw, &insert.static_strides(rw), &insert.strides(rw), 1) {
        return Ok(false);
    }
    let Some(extract) = defining::<ExtractSliceOp>(rw, insert.source(rw)) else {
        return Ok(false);
    };
    if !all_constant(rw, &extract.static_strides(rw), &extract.strides(rw), 1)
        || !one_use(rw, extract.id())
    {
        return Ok(false);
    }
    let Some(write_op) = defining::<TransferWriteOp>(rw, extract.source(rw)) else {
        return Ok(false);
    };
    let write = Transfer::write(rw, write_op);
    let source_ty = rw.value_type(insert.source(rw));
    let source_rank = ods_runtime::ods::pred::rank(rw, source_ty).unwrap_or(-1);
    let tensor_shape =
        ods_runtime::ods::pred::shape(rw, rw.value_type(write.base)).unwrap_or_default();
    let covered: Option<Vec<i64>> = map_results(rw, write.map)
        .iter()
        .map(|r| match r {
            AffineExpr::Dim(d) => tensor_shape.get(*d as usize).copied(),
            _ => None,
        })
        .collect();
    let fits = one_use(rw, write_op.id())
        && source_rank == write.rank(rw) as i64
        && all_constant(rw, &extract.static_offsets(rw), &extract.offsets(rw), 0)
        && write
            .indices
            .iter()
            .all(|&i| constant_index(rw, i) == Some(0))
        && same_mixed(
            rw,
            (&insert.static_sizes(rw), &insert.sizes(rw)),
            (&extract.static_sizes(rw), &extract.sizes(rw)),
        )
        && write.mask.is_none()
        && covered == Some(super::types::shape_of(rw, write.vector));
    if !fits {
        return Ok(false);
    }
    let (dest, offsets, sizes, strides) = (
        insert.dest(rw),
        insert.offsets(rw),
        insert.sizes(rw),
        insert.strides(rw),
    );
    let statics = (
        insert.static_offsets(rw),
        insert.static_sizes(rw),
        insert.static_strides(rw),
    );
    let (value, map) = (write_op.value_to_store(rw), write.map);
    let in_bounds = vec![false; write.rank(rw)];
    rw.set_insertion_point(op);
    let slice_loc = rw.op_loc(extract.id());
    let slice = ExtractSliceOp::create(
        rw, slice_loc, source_ty, dest, &offsets, &sizes, &strides, statics.0, statics.1, statics.2,
    )
    .result(rw);
    let write_loc = rw.op_loc(write_op.id());
    let indices = write.indices.clone();
    let new = TransferWriteOp::create(
        rw,
        write_loc,
        Some(source_ty),
        value,
        slice,
        &indices,
        map,
        None,
        in_bounds,
    );
    let written = rw.result(new.id(), 0);
    rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, written));
    Ok(true)
}
