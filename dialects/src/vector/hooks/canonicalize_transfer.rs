//! The canonicalization patterns of the transfer ops written so far
//! (MLIR's `TransferReadAfterWriteToBroadcast` and `FoldWaw`): on
//! tensors, a read of the chunk a write just wrote is a broadcast and
//! transpose of the written vector, and a write that a later write of the
//! same shape, place, map and mask overwrites is skipped.

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
