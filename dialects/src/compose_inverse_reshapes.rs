//! The compositions of a collapse and an expansion that MLIR's
//! `ReshapeOpsUtils.h` writes once for `memref` and `tensor`: a collapse
//! of an expansion (`ComposeCollapseOfExpandOp`) and an expansion of a
//! collapse (`ComposeExpandOfCollapseOp`) are one reshape, or a cast when
//! the ranks agree. MLIR composes only reshapes of the identity layout.

use crate::collapse_reassociation::collapse_groups;
use crate::reshapes::{Built, Reshape, ReshapeFamily};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::shape;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{Attribute, IrResult, OpId, Value};

/// A collapse of an expansion (MLIR's `ComposeCollapseOfExpandOp`).
pub(crate) fn collapse_of_expand<C: ReshapeFamily>(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<C>(fold_collapse_of_expand::<C>);
}

/// Collapses the expansion's source when it has more dimensions than the
/// result, expands it when it has fewer, and casts it when as many.
fn fold_collapse_of_expand<C: ReshapeFamily>(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
) -> IrResult<bool> {
    let collapse = C::from_id_unchecked(op);
    let Some(expand) = rw
        .defining_op(collapse.src(rw))
        .and_then(|d| C::Expand::cast(rw, d))
    else {
        return Ok(false);
    };
    let (source, result) = (expand.src(rw), rw.result(op, 0));
    let (source_ty, result_ty) = (rw.value_type(source), rw.value_type(result));
    if !expand.identity_layouts(rw) || source_ty == result_ty {
        return Ok(false);
    }
    let (expand_groups, collapse_groups) = (expand.groups(rw), collapse.groups(rw));
    let (source_rank, result_rank) = (expand_groups.len(), collapse_groups.len());
    let composed = if source_rank > result_rank {
        covering_groups(&expand_groups, &collapse_groups)
    } else {
        covering_groups(&collapse_groups, &expand_groups)
    };
    let Some(composed) = composed else {
        return Ok(false);
    };
    let at = Built {
        loc: rw.op_loc(op),
        ty: result_ty,
        source,
    };
    rw.set_insertion_point(op);
    let new = match source_rank.cmp(&result_rank) {
        std::cmp::Ordering::Greater => C::build_collapse(rw, at, &composed),
        std::cmp::Ordering::Less => {
            let (dynamic, statics) = merged_output_shape::<C>(rw, at.loc, expand, &collapse_groups);
            C::build_expand(rw, at, &composed, (&dynamic, statics))
        }
        std::cmp::Ordering::Equal => C::build_cast(rw, at),
    };
    rw.replace_op(op, &[new])?;
    Ok(true)
}

/// An expansion of a collapse (MLIR's `ComposeExpandOfCollapseOp`), for
/// reshapes of the identity layout.
pub(crate) fn expand_of_collapse<C: ReshapeFamily>(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<C::Expand>(fold_expand_of_collapse::<C>);
}

/// Collapses the collapse's source straight into the result when it has
/// more dimensions, expands it when it has fewer: by groups that collapse
/// each group of the collapse's source into the matching one of the
/// result, or the other way round.
fn fold_expand_of_collapse<C: ReshapeFamily>(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
) -> IrResult<bool> {
    let expand = C::Expand::from_id_unchecked(op);
    let Some(collapse) = rw.defining_op(expand.src(rw)).and_then(|d| C::cast(rw, d)) else {
        return Ok(false);
    };
    if !collapse.identity_layouts(rw) {
        return Ok(false);
    }
    let (source, result) = (collapse.src(rw), rw.result(op, 0));
    let result_ty = rw.value_type(result);
    let (Some(source_shape), Some(result_shape)) =
        (shape(rw, rw.value_type(source)), shape(rw, result_ty))
    else {
        return Ok(false);
    };
    let (collapse_groups, expand_groups) = (collapse.groups(rw), expand.groups(rw));
    let at = Built {
        loc: rw.op_loc(op),
        ty: result_ty,
        source,
    };
    let new = match source_shape.len().cmp(&result_shape.len()) {
        std::cmp::Ordering::Equal => return Ok(false),
        std::cmp::Ordering::Greater => {
            let sides = [
                (&collapse_groups, &source_shape),
                (&expand_groups, &result_shape),
            ];
            let Some(groups) = collapsing_groups(sides) else {
                return Ok(false);
            };
            rw.set_insertion_point(op);
            C::build_collapse(rw, at, &groups)
        }
        std::cmp::Ordering::Less => {
            let sides = [
                (&expand_groups, &result_shape),
                (&collapse_groups, &source_shape),
            ];
            let Some(groups) = collapsing_groups(sides) else {
                return Ok(false);
            };
            let (dynamic, statics) = C::output_shape(rw, expand);
            rw.set_insertion_point(op);
            C::build_expand(rw, at, &groups, (&dynamic, statics))
        }
    };
    rw.replace_op(op, &[new])?;
    Ok(true)
}

/// MLIR's `findCollapsingReassociation`: groups collapsing the larger
/// shape into the smaller one, each pair of matching groups (of the larger
/// shape, of the smaller) collapsed on its own; `None` when a pair has
/// two dynamic sizes on both sides, or does not collapse.
fn collapsing_groups(
    [(large_groups, large), (small_groups, small)]: [(&Vec<Vec<i64>>, &Vec<i64>); 2],
) -> Option<Vec<Vec<i64>>> {
    if large_groups.is_empty() {
        return collapse_groups(large, small);
    }
    let dims = |shape: &[i64], group: &[i64]| -> Option<Vec<i64>> {
        let first = usize::try_from(*group.first()?).ok()?;
        shape.get(first..first + group.len()).map(<[i64]>::to_vec)
    };
    let dynamic = |dims: &[i64]| dims.iter().filter(|&&d| d == DYNAMIC).count();
    let mut composed = Vec::new();
    for (large_group, small_group) in large_groups.iter().zip(small_groups.iter()) {
        let (large_dims, small_dims) = (dims(large, large_group)?, dims(small, small_group)?);
        if dynamic(&large_dims) >= 2 && dynamic(&small_dims) >= 2 {
            return None;
        }
        let first = large_group[0];
        if large_dims.len() == small_dims.len() {
            if large_dims != small_dims {
                return None;
            }
            composed.extend((0..large_dims.len() as i64).map(|i| vec![first + i]));
            continue;
        }
        for group in collapse_groups(&large_dims, &small_dims)? {
            composed.push(group.iter().map(|&i| first + i).collect());
        }
    }
    Some(composed)
}

/// For each group of `lower`, the positions of the groups of `higher` that
/// end within it, in order; `None` when a group of `higher` straddles two
/// of `lower`.
fn covering_groups(higher: &[Vec<i64>], lower: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let mut next = 0;
    lower
        .iter()
        .map(|group| {
            let end = *group.last()?;
            let mut covered = Vec::new();
            while let Some(h) = higher.get(next) {
                let rightmost = *h.last()?;
                if rightmost > end {
                    return None;
                }
                covered.push(next as i64);
                next += 1;
                if rightmost == end {
                    break;
                }
            }
            Some(covered)
        })
        .collect()
}

/// The output shape of `expand` with each of `groups` merged into one
/// size: the product of the group's sizes, constants folded and the
/// others multiplied by `arith.muli`, as dynamic operands and static
/// sizes.
fn merged_output_shape<C: ReshapeFamily>(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    expand: C::Expand,
    groups: &[Vec<i64>],
) -> (Vec<Value>, Vec<i64>) {
    let (dynamics, statics) = C::output_shape(rw, expand);
    let mut dynamics = dynamics.into_iter();
    // A size is its static value, or its operand's constant value if any.
    let sizes: Vec<Result<i64, Value>> = statics
        .iter()
        .map(|&s| match s {
            DYNAMIC => {
                let v = dynamics.next().expect("an operand per dynamic size");
                crate::offset_size_stride::constant_index(rw, v).ok_or(v)
            }
            s => Ok(s),
        })
        .collect();
    let (mut new_dynamic, mut new_static) = (Vec::new(), Vec::new());
    for group in groups {
        let mut constant = 1i64;
        let mut product: Option<Value> = None;
        for size in group.iter().filter_map(|&d| sizes.get(d as usize)) {
            match *size {
                Ok(c) => constant = constant.wrapping_mul(c),
                Err(v) => product = Some(multiply(rw, loc, product, v)),
            }
        }
        match product {
            None => new_static.push(constant),
            Some(p) => {
                let p = if constant == 1 {
                    p
                } else {
                    let index = convert::index(rw.context());
                    let attr = convert::index_attr(rw.context(), constant);
                    let c = crate::arith::ConstantOp::create(rw, loc, index, attr).result(rw);
                    multiply(rw, loc, Some(p), c)
                };
                new_dynamic.push(p);
                new_static.push(DYNAMIC);
            }
        }
    }
    (new_dynamic, new_static)
}

/// `product * value` by `arith.muli`, or `value` when there is no product yet.
fn multiply(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    product: Option<Value>,
    value: Value,
) -> Value {
    match product {
        None => value,
        Some(p) => {
            let ty = rw.value_type(value);
            crate::arith::MulIOp::create(rw, loc, ty, p, value, None).result(rw)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{collapsing_groups, covering_groups};

    #[test]
    fn each_lower_group_takes_the_higher_groups_ending_in_it() {
        let higher = vec![vec![0], vec![1], vec![2, 3]];
        let lower = vec![vec![0, 1], vec![2, 3]];
        assert_eq!(
            covering_groups(&higher, &lower),
            Some(vec![vec![0, 1], vec![2]])
        );
        let straddling = vec![vec![0, 1], vec![2]];
        assert_eq!(covering_groups(&straddling, &[vec![0], vec![1, 2]]), None);
    }

    #[test]
    fn matching_groups_collapse_each_on_its_own() {
        let (large, small) = (vec![2, 3, 4, 5, 6, 7, 8], vec![24, 5, 42, 8]);
        let (all_large, all_small) = (vec![vec![0, 1, 2, 3, 4, 5, 6]], vec![vec![0, 1, 2, 3]]);
        assert_eq!(
            collapsing_groups([(&all_large, &large), (&all_small, &small)]),
            Some(vec![vec![0, 1, 2], vec![3], vec![4, 5], vec![6]])
        );
    }
}
