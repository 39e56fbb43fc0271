//! The compositions of `memref.expand_shape` and `memref.collapse_shape`
//! (`ReshapeOpsUtils.h`, shared with `tensor`): two of one kind in a row
//! are one (`ComposeReassociativeReshapeOps`, in `crate::reshapes`), and a
//! collapse of an expansion is one reshape or a cast
//! (`ComposeCollapseOfExpandOp`). MLIR composes only memrefs of the
//! identity layout.

use super::layout::{has_identity_layout, rank_of, MemRefParts};
use crate::memref::*;
use crate::reshapes::Reshape;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{Attribute, Context, IrResult, OpId, Type, Value};

crate::reshapes::impl_reshapes!(CollapseShapeOp, ExpandShapeOp, |ctx: &Context, ty: Type| {
    // An unranked memref has no layout to compose across.
    MemRefParts::of(ctx, ty).is_none() || has_identity_layout(ctx, ty)
});

/// A collapse of an expansion (MLIR's `ComposeCollapseOfExpandOp`).
pub(super) fn collapse_of_expand(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<CollapseShapeOp>(fold_collapse_of_expand);
}

/// Collapses the expansion's source when it has more dimensions than the
/// result, expands it when it has fewer, and casts it when as many.
fn fold_collapse_of_expand(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let collapse = CollapseShapeOp::from_id_unchecked(op);
    let Some(expand) = super::fold::defined_by::<ExpandShapeOp>(rw, collapse.src(rw)) else {
        return Ok(false);
    };
    let (source, result) = (expand.src(rw), collapse.result(rw));
    let (source_ty, result_ty) = (rw.value_type(source), rw.value_type(result));
    if !expand.identity_layouts(rw) || source_ty == result_ty {
        return Ok(false);
    }
    let (expand_groups, collapse_groups) = (expand.groups(rw), collapse.groups(rw));
    let (source_rank, result_rank) = (rank_of(rw, source), rank_of(rw, result));
    let composed = if source_rank > result_rank {
        covering_groups(&expand_groups, &collapse_groups)
    } else {
        covering_groups(&collapse_groups, &expand_groups)
    };
    let Some(composed) = composed else {
        return Ok(false);
    };
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let attr = crate::reassociation::reassociation_attr(rw.context(), &composed);
    let new = match source_rank.cmp(&result_rank) {
        std::cmp::Ordering::Greater => {
            CollapseShapeOp::create(rw, loc, result_ty, source, attr).result(rw)
        }
        std::cmp::Ordering::Less => {
            let (dynamic, statics) = merged_output_shape(rw, loc, expand, &collapse_groups);
            ExpandShapeOp::create(rw, loc, result_ty, source, attr, &dynamic, statics).result(rw)
        }
        std::cmp::Ordering::Equal => CastOp::create(rw, loc, result_ty, source).dest(rw),
    };
    rw.replace_op(op, &[new])?;
    Ok(true)
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
fn merged_output_shape(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    expand: ExpandShapeOp,
    groups: &[Vec<i64>],
) -> (Vec<Value>, Vec<i64>) {
    let (statics, mut dynamics) = (
        expand.static_output_shape(rw),
        expand.output_shape(rw).into_iter(),
    );
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
    use super::covering_groups;

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
}
