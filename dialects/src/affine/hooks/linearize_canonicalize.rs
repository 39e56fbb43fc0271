//! The canonicalization patterns of `affine.linearize_index` (MLIR's
//! `AffineLinearizeIndexOp::getCanonicalizationPatterns`, in its order):
//! runs of indices that a delinearization made with the same basis merge
//! into one, a leading zero index goes, and so do the indices of unit basis
//! elements when they are known to be zero.

use super::index_basis::{
    all_present, constant_int, create_delinearize, create_zero, linearize_state, product,
    BasisEntry, Delinearization, Linearization,
};
use crate::affine::AffineLinearizeIndexOp;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{IrResult, OpId, Value};

/// A run of `length` indices of the linearization, from `lin_start`, that
/// are the results of `delin` from `delin_start`, each over the same basis
/// element (MLIR's `CancelLinearizeOfDelinearizePortion::Match`).
struct Run {
    delin: Delinearization,
    lin_start: usize,
    delin_start: usize,
    length: usize,
}

/// The runs of delinearized indices `lin` may merge: at most one per
/// delinearization, two indices long at least. A run starts where the
/// basis elements of the index and its result agree, where both are the
/// first, or where the result is the unbounded first one of a
/// delinearization and the linearization is disjoint (which bounds it).
fn runs(rw: &PatternRewriter<'_>, lin: &Linearization) -> Vec<Run> {
    let lin_basis = lin.padded_basis();
    let indices = &lin.multi_index;
    let mut runs: Vec<Run> = Vec::new();
    let mut lin_start = 0;
    while lin_start < indices.len() {
        let Some((delin, delin_start)) = delinearized(rw, indices[lin_start]) else {
            lin_start += 1;
            continue;
        };
        let delin_basis = delin.padded_basis();
        let bounds_match = delin_basis[delin_start] == lin_basis[lin_start];
        let both_first = lin_start == 0 && delin_start == 0;
        let bounded_by_disjoint =
            lin.disjoint && delin_start == 0 && delin_basis[delin_start].is_none();
        if !bounds_match && !both_first && !bounded_by_disjoint {
            lin_start += 1;
            continue;
        }
        let length = 1
            + (1..)
                .take_while(|&j| {
                    lin_start + j < indices.len()
                        && delin_start + j < delin.results.len()
                        && indices[lin_start + j] == delin.results[delin_start + j]
                        && lin_basis[lin_start + j] == delin_basis[delin_start + j]
                })
                .count();
        let seen = runs.iter().any(|r| r.delin.op == delin.op);
        if length <= 1 || seen {
            lin_start += 1;
            continue;
        }
        runs.push(Run {
            delin,
            lin_start,
            delin_start,
            length,
        });
        lin_start += length;
    }
    runs
}

/// The delinearization `v` is a result of, and which result.
fn delinearized(rw: &PatternRewriter<'_>, v: Value) -> Option<(Delinearization, usize)> {
    let Value::Result(op, n) = v else {
        return None;
    };
    Some((Delinearization::of(rw, op)?, n as usize))
}

/// `CancelLinearizeOfDelinearizePortion`: each run of indices a
/// delinearization made is one index over the product of their basis
/// elements. A run covering all the delinearization's results is its
/// linear index; otherwise the delinearization is rebuilt with the merged
/// size, and its merged result delinearized again for its other users.
pub(super) fn cancel_delinearize_runs(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(lin) = Linearization::of(rw, op) else {
        return Ok(false);
    };
    let runs = runs(rw, &lin);
    if runs.is_empty() {
        return Ok(false);
    }
    let lin_basis = lin.padded_basis();
    let lin_loc = rw.op_loc(op);
    let mut new_index = Vec::with_capacity(lin.multi_index.len());
    let mut new_basis = Vec::with_capacity(lin_basis.len());
    // The new results of each rebuilt delinearization, replaced once the
    // new linearization reads them.
    let mut rebuilt: Vec<(OpId, Vec<Value>)> = Vec::new();
    let mut end_of_previous = 0;
    for run in &runs {
        new_index.extend_from_slice(&lin.multi_index[end_of_previous..run.lin_start]);
        new_basis.extend_from_slice(&lin_basis[end_of_previous..run.lin_start]);
        end_of_previous = run.lin_start + run.length;
        // The new ops go where the delinearization is: its linear index
        // dominates them there.
        let delin_op = run.delin.op.id();
        rw.set_insertion_point(delin_op);
        let merged = &lin_basis[run.lin_start..end_of_previous];
        let size = product(rw, lin_loc, merged);
        if run.length == run.delin.results.len() {
            new_index.push(run.delin.linear_index);
            new_basis.push(size);
            continue;
        }
        let mut delin_basis = run.delin.padded_basis();
        delin_basis.splice(run.delin_start..run.delin_start + run.length, [size]);
        let delin_loc = rw.op_loc(delin_op);
        let outer = create_delinearize(rw, delin_loc, run.delin.linear_index, &delin_basis, true);
        let combined = outer[run.delin_start];
        let inner = create_delinearize(rw, delin_loc, combined, merged, true);
        let mut results = outer[..run.delin_start].to_vec();
        results.extend(inner);
        results.extend_from_slice(&outer[run.delin_start + 1..]);
        rebuilt.push((delin_op, results));
        new_index.push(combined);
        new_basis.push(size);
    }
    new_index.extend_from_slice(&lin.multi_index[end_of_previous..]);
    new_basis.extend_from_slice(&lin_basis[end_of_previous..]);
    let state = linearize_state(rw, lin_loc, new_index, &new_basis, lin.disjoint);
    rw.replace_op_with_new_op::<AffineLinearizeIndexOp>(op, state)?;
    for (delin_op, results) in rebuilt {
        rw.replace_op(delin_op, &results)?;
    }
    Ok(true)
}

/// `DropLinearizeLeadingZero`: a first index of constant zero adds
/// nothing; it goes with its basis element, if it has one.
pub(super) fn drop_leading_zero(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(lin) = Linearization::of(rw, op) else {
        return Ok(false);
    };
    let Some((&leading, rest)) = lin.multi_index.split_first() else {
        return Ok(false);
    };
    if constant_int(rw, leading) != Some(0) {
        return Ok(false);
    }
    if rest.is_empty() {
        rw.replace_op(op, &[leading])?;
        return Ok(true);
    }
    let basis = lin.basis();
    let basis = all_present(&basis[usize::from(lin.has_outer_bound())..]);
    let loc = rw.op_loc(op);
    let state = linearize_state(rw, loc, rest.to_vec(), &basis, lin.disjoint);
    rw.replace_op_with_new_op::<AffineLinearizeIndexOp>(op, state)?;
    Ok(true)
}

/// `DropLinearizeUnitComponentsIfDisjointOrZero`: an index over a basis
/// element of 1 goes when the linearization is disjoint (so the index is
/// zero) or the index is constant zero; with no index left the result is
/// zero.
pub(super) fn drop_unit_components(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(lin) = Linearization::of(rw, op) else {
        return Ok(false);
    };
    let unbounded = usize::from(!lin.has_outer_bound());
    let mut new_index: Vec<Value> = lin.multi_index[..unbounded].to_vec();
    let mut new_basis: Vec<Option<BasisEntry>> = Vec::new();
    for (&index, entry) in lin.multi_index[unbounded..].iter().zip(lin.basis()) {
        let unit = entry.constant(rw) == Some(1);
        let zero = lin.disjoint || constant_int(rw, index) == Some(0);
        if !(unit && zero) {
            new_index.push(index);
            new_basis.push(Some(entry));
        }
    }
    if new_index.len() == lin.multi_index.len() {
        return Ok(false);
    }
    let loc = rw.op_loc(op);
    if new_index.is_empty() {
        let zero = create_zero(rw, loc);
        rw.replace_op(op, &[zero])?;
        return Ok(true);
    }
    let state = linearize_state(rw, loc, new_index, &new_basis, lin.disjoint);
    rw.replace_op_with_new_op::<AffineLinearizeIndexOp>(op, state)?;
    Ok(true)
}
