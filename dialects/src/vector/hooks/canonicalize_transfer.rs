//! The canonicalization pattern of `vector.transfer_write` written so far
//! (MLIR's `FoldWaw`): on tensors, a write that a later write of the same
//! shape, place, map and mask overwrites is skipped.

use super::fold::defining;
use super::fold_transfer::{disjoint, Transfer};
use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId};

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
