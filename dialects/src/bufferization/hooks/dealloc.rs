//! `bufferization.dealloc`'s canonicalization patterns, as
//! `BufferizationOps.cpp` writes them: duplicate memrefs merged
//! (`DeallocRemoveDuplicateDeallocMemrefs`) and duplicate retained values
//! dropped (`DeallocRemoveDuplicateRetainedMemrefs`), a dealloc of nothing
//! erased (`EraseEmptyDealloc`), memrefs under a `false` condition dropped
//! (`EraseAlwaysFalseDealloc`), the base buffer of an allocation's
//! `memref.extract_strided_metadata` taken for it
//! (`SkipExtractMetadataOfAlloc`), and allocations only the dealloc uses
//! removed with it (`RemoveAllocDeallocPairWhenNoOtherUsers`).

use super::effects::{allocates, effects_of};
use super::fold::defined_by;
use crate::bufferization::*;
use ods_runtime::matchers::{m_zero, match_value};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Value};

/// `dealloc`'s patterns.
pub(crate) fn patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<DeallocOp>(remove_duplicate_memrefs);
    patterns.add_op_fn::<DeallocOp>(remove_duplicate_retained);
    patterns.add_op_fn::<DeallocOp>(erase_empty);
    patterns.add_op_fn::<DeallocOp>(erase_always_false);
    patterns.add_op_fn::<DeallocOp>(skip_extract_metadata_of_alloc);
    patterns.add_op_fn::<DeallocOp>(remove_alloc_dealloc_pair);
}

/// Gives `op` these memrefs and conditions, if they differ from its own
/// (MLIR's `updateDeallocIfChanged`): a dealloc of them with the same
/// retained values replaces it.
pub(crate) fn update_if_changed(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    memrefs: &[Value],
    conditions: &[Value],
) -> IrResult<bool> {
    let dealloc = DeallocOp::from_id_unchecked(op);
    if dealloc.memrefs(rw) == memrefs && dealloc.conditions(rw) == conditions {
        return Ok(false);
    }
    let retained = dealloc.retained(rw);
    let types = rw.value_types(rw.results(op));
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let new = DeallocOp::create(rw, loc, &types, memrefs, conditions, &retained);
    let results = rw.results(new.id());
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// A memref listed twice is listed once, under the disjunction
/// (`arith.ori`) of its conditions when they differ.
fn remove_duplicate_memrefs(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dealloc = DeallocOp::from_id_unchecked(op);
    let (memrefs, conditions) = (dealloc.memrefs(rw), dealloc.conditions(rw));
    let mut new_memrefs: Vec<Value> = Vec::new();
    let mut new_conditions: Vec<Value> = Vec::new();
    let loc = rw.op_loc(op);
    for (memref, cond) in memrefs.into_iter().zip(conditions) {
        match new_memrefs.iter().position(|&m| m == memref) {
            Some(i) => {
                if new_conditions[i] != cond {
                    rw.set_insertion_point(op);
                    let ty = rw.value_type(cond);
                    let or = crate::arith::OrIOp::create(rw, loc, ty, new_conditions[i], cond);
                    new_conditions[i] = or.result(rw);
                }
            }
            None => {
                new_memrefs.push(memref);
                new_conditions.push(cond);
            }
        }
    }
    update_if_changed(rw, op, &new_memrefs, &new_conditions)
}

/// A value retained twice is retained once; both its results are the one
/// result left.
fn remove_duplicate_retained(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dealloc = DeallocOp::from_id_unchecked(op);
    let retained = dealloc.retained(rw);
    let mut unique: Vec<Value> = Vec::new();
    let mut replacement_index = Vec::with_capacity(retained.len());
    for &value in &retained {
        match unique.iter().position(|&u| u == value) {
            Some(i) => replacement_index.push(i),
            None => {
                replacement_index.push(unique.len());
                unique.push(value);
            }
        }
    }
    if unique.len() == retained.len() {
        return Ok(false);
    }
    let (memrefs, conditions) = (dealloc.memrefs(rw), dealloc.conditions(rw));
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let new = DeallocOp::create_inferred(rw, loc, &memrefs, &conditions, &unique)?;
    let results = rw.results(new.id());
    let replacements: Vec<Value> = replacement_index.iter().map(|&i| results[i]).collect();
    rw.replace_op(op, &replacements)?;
    Ok(true)
}

/// A dealloc of no memrefs is gone; each retained value's condition is
/// `false`.
fn erase_empty(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dealloc = DeallocOp::from_id_unchecked(op);
    if !dealloc.memrefs(rw).is_empty() {
        return Ok(false);
    }
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let i1 = convert::integer(rw.context(), 1, ods_runtime::Signedness::Signless);
    let value = convert::bool_attr(rw.context(), false);
    let constant = crate::arith::ConstantOp::create(rw, loc, i1, value).result(rw);
    let replacements = vec![constant; rw.num_results(op)];
    rw.replace_op(op, &replacements)?;
    Ok(true)
}

/// A memref whose condition is the constant `false` is not deallocated.
fn erase_always_false(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dealloc = DeallocOp::from_id_unchecked(op);
    let (memrefs, conditions) = (dealloc.memrefs(rw), dealloc.conditions(rw));
    let mut kept = (Vec::new(), Vec::new());
    for (memref, cond) in memrefs.into_iter().zip(conditions) {
        if match_value(rw.context(), cond, m_zero()).is_none() {
            kept.0.push(memref);
            kept.1.push(cond);
        }
    }
    update_if_changed(rw, op, &kept.0, &kept.1)
}

/// The base buffer `memref.extract_strided_metadata` takes of an
/// allocation is the allocation itself.
fn skip_extract_metadata_of_alloc(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dealloc = DeallocOp::from_id_unchecked(op);
    let memrefs: Vec<Value> = dealloc
        .memrefs(rw)
        .into_iter()
        .map(|memref| {
            let Some(extract) = defined_by::<crate::memref::ExtractStridedMetadataOp>(rw, memref)
            else {
                return memref;
            };
            let source = extract.source(rw);
            let allocated = rw
                .defining_op(source)
                .and_then(|def| effects_of(rw, def))
                .is_some_and(|effects| effects.into_iter().any(allocates));
            if allocated {
                source
            } else {
                memref
            }
        })
        .collect();
    let conditions = dealloc.conditions(rw);
    update_if_changed(rw, op, &memrefs, &conditions)
}

/// An allocation that only allocates and that only the dealloc uses goes,
/// with its entry in the dealloc.
fn remove_alloc_dealloc_pair(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dealloc = DeallocOp::from_id_unchecked(op);
    let (memrefs, conditions) = (dealloc.memrefs(rw), dealloc.conditions(rw));
    let (mut new_memrefs, mut new_conditions, mut to_delete) = (Vec::new(), Vec::new(), Vec::new());
    for (memref, cond) in memrefs.into_iter().zip(conditions) {
        let alloc = rw.defining_op(memref).filter(|&def| {
            let only_allocates =
                effects_of(rw, def).is_some_and(|e| !e.is_empty() && e.into_iter().all(allocates));
            only_allocates && rw.num_results(def) == 1 && rw.uses(memref).len() == 1
        });
        match alloc {
            Some(def) => to_delete.push(def),
            None => {
                new_memrefs.push(memref);
                new_conditions.push(cond);
            }
        }
    }
    if !update_if_changed(rw, op, &new_memrefs, &new_conditions)? {
        return Ok(false);
    }
    for def in to_delete {
        rw.erase_op(def)?;
    }
    Ok(true)
}
