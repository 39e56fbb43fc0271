//! The canonicalization patterns of `affine.delinearize_index` (MLIR's
//! `AffineDelinearizeIndexOp::getCanonicalizationPatterns`, in its order):
//! a disjoint linearization ending in the same basis cancels with it, the
//! results of unit basis elements are zero, and a delinearization whose
//! last sizes multiply to the last size of a disjoint linearization splits
//! in two.

use super::index_basis::{
    all_present, create_delinearize, create_linearize, create_zero, BasisEntry, Delinearization,
    Linearization,
};
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{IrResult, OpId, Value};

/// `CancelDelinearizeOfLinearizeDisjointExactTail`: the trailing basis
/// elements a disjoint linearization and the delinearization of its result
/// share cancel out; the linearization's indices take their results'
/// place, the rest is linearized and delinearized again.
pub(super) fn cancel_linearize_tail(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some((delin, lin)) = of_disjoint_linearization(rw, op) else {
        return Ok(false);
    };
    let (lin_basis, delin_basis) = (lin.basis(), delin.basis());
    let matches = lin_basis
        .iter()
        .rev()
        .zip(delin_basis.iter().rev())
        .take_while(|(l, d)| l == d)
        .count();
    if matches == 0 {
        return Ok(false);
    }
    let indices = &lin.multi_index;
    if matches == lin_basis.len()
        && matches == delin_basis.len()
        && indices.len() == delin.results.len()
    {
        rw.replace_op(op, indices)?;
        return Ok(true);
    }
    let kept = |basis: &[BasisEntry]| all_present(&basis[..basis.len() - matches]);
    let (head, tail) = indices.split_at(indices.len() - matches);
    let lin_loc = rw.op_loc(lin.op.id());
    let new_lin = create_linearize(rw, lin_loc, head.to_vec(), &kept(&lin_basis), true);
    let loc = rw.op_loc(op);
    let outer = delin.has_outer_bound();
    let mut results = create_delinearize(rw, loc, new_lin, &kept(&delin_basis), outer);
    results.extend_from_slice(tail);
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// `DropUnitExtentBasis`: the results of basis elements known to be 1 are
/// zero; the others come from a delinearization into the rest of the
/// basis, if any is left.
pub(super) fn drop_unit_basis(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(delin) = Delinearization::of(rw, op) else {
        return Ok(false);
    };
    let loc = rw.op_loc(op);
    let mut zero = None;
    let mut replacements: Vec<Option<Value>> = vec![None; delin.results.len()];
    let mut new_basis = Vec::new();
    for (i, entry) in delin.padded_basis().into_iter().enumerate() {
        if entry.and_then(|e| e.constant(rw)) == Some(1) {
            replacements[i] = Some(*zero.get_or_insert_with(|| create_zero(rw, loc)));
        } else {
            new_basis.push(entry);
        }
    }
    if new_basis.len() == delin.results.len() {
        return Ok(false);
    }
    // One new result per basis element kept, for the results not replaced
    // by zero, in order.
    let mut kept = if new_basis.is_empty() {
        Vec::new()
    } else {
        create_delinearize(rw, loc, delin.linear_index, &new_basis, true)
    }
    .into_iter();
    let Some(replacements) = replacements
        .into_iter()
        .map(|r| r.or_else(|| kept.next()))
        .collect::<Option<Vec<Value>>>()
    else {
        return Ok(false);
    };
    rw.replace_op(op, &replacements)?;
    Ok(true)
}

/// `SplitDelinearizeSpanningLastLinearizeArg`: when the last two or more
/// static basis elements multiply to the last (static) basis element of
/// the disjoint linearization making the index, its last index is
/// delinearized into them on its own and the other indices into the rest.
pub(super) fn split_last_linearize_index(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some((delin, lin)) = of_disjoint_linearization(rw, op) else {
        return Ok(false);
    };
    // A linearization without a basis (of no index or one) has no last
    // size to split.
    let Some(&target) = lin.statics.last().filter(|&&size| size != DYNAMIC) else {
        return Ok(false);
    };
    let Some(split) = sizes_making(&delin.statics, target).filter(|&n| n >= 2) else {
        return Ok(false);
    };
    let Some((&last_index, other_indices)) = lin.multi_index.split_last() else {
        return Ok(false);
    };
    let lin_loc = rw.op_loc(lin.op.id());
    let lin_basis = lin.basis();
    let head_basis = all_present(&lin_basis[..lin_basis.len() - 1]);
    let head = create_linearize(rw, lin_loc, other_indices.to_vec(), &head_basis, true);
    let loc = rw.op_loc(op);
    let delin_basis = delin.basis();
    let (front, back) = delin_basis.split_at(delin_basis.len() - split);
    let outer = delin.has_outer_bound();
    let mut results = create_delinearize(rw, loc, head, &all_present(front), outer);
    results.extend(create_delinearize(
        rw,
        loc,
        last_index,
        &all_present(back),
        true,
    ));
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// The delinearization `op` and the disjoint linearization making its
/// index, when it is one.
fn of_disjoint_linearization(
    rw: &PatternRewriter<'_>,
    op: OpId,
) -> Option<(Delinearization, Linearization)> {
    let delin = Delinearization::of(rw, op)?;
    let lin = Linearization::producing(rw, delin.linear_index)?;
    lin.disjoint.then_some((delin, lin))
}

/// How many of the last `basis` elements multiply to `target` exactly,
/// scanning from the back; `None` when a dynamic element comes first or
/// the product passes `target` or never reaches it.
fn sizes_making(basis: &[i64], target: i64) -> Option<usize> {
    let mut product = 1i64;
    for (count, &size) in basis.iter().rev().enumerate() {
        if size == DYNAMIC {
            return None;
        }
        product = product.wrapping_mul(size);
        if product > target {
            return None;
        }
        if product == target {
            return Some(count + 1);
        }
    }
    None
}
