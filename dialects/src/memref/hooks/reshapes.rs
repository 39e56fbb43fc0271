//! `memref.expand_shape` and `memref.collapse_shape`: their reassociation
//! (for each dimension of the collapsed side, the dimensions of the
//! expanded side it groups), the layouts they imply, and their verifiers
//! with MLIR's messages.

use super::layout::{
    is_identity_layout, quoted_type_text, saturated_mul, strided_layout_text, strides_and_offset,
    MemRefParts,
};
use super::verify::Check;
use crate::memref::*;
pub(crate) use crate::reassociation::{
    reassociation_attr, reassociation_indices, reassociation_of,
};
use ods_runtime::ods::op::{op_error, type_text, Op};
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::{Context, OpId, Type};

/// MLIR's `verifyCollapsedShape` (multiple dynamic dimensions per group
/// allowed): each group contiguous and in bounds, dynamic exactly when its
/// collapsed dimension is, of the collapsed size when static.
fn verify_collapsed_shape(
    ctx: &Context,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> Check {
    let fail = |m: String| Err(op_error(ctx, op, m));
    if collapsed.len() != groups.len() {
        return fail(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0;
    for (collapsed_dim, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &dim in group {
            if dim != next {
                return fail("reassociation indices must be contiguous".into());
            }
            next += 1;
            let Some(&size) = usize::try_from(dim).ok().and_then(|d| expanded.get(d)) else {
                return fail(format!("reassociation index {dim} is out of bounds"));
            };
            dynamic |= size == DYNAMIC;
        }
        if (collapsed[collapsed_dim] == DYNAMIC) != dynamic {
            return fail(format!(
                "collapsed dim ({collapsed_dim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !dynamic {
            let size: i64 = group.iter().map(|&d| expanded[d as usize]).product();
            if size != collapsed[collapsed_dim] {
                return fail(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[collapsed_dim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return fail("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next != expanded.len() as i64 {
        return fail(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// The strides of an expansion of `source` to `shape` (MLIR's
/// `computeExpandedLayoutMap`): each source stride, multiplied along its
/// group by the sizes after each dimension.
pub(crate) fn expanded_strides(
    source_strides: &[i64],
    shape: &[i64],
    groups: &[Vec<i64>],
) -> Vec<i64> {
    let mut reversed = Vec::with_capacity(shape.len());
    let mut index = shape.len();
    for (group, &stride) in groups.iter().zip(source_strides).rev() {
        let mut current = stride;
        for _ in group {
            reversed.push(current);
            index = index.saturating_sub(1);
            current = saturated_mul(current, shape.get(index).copied().unwrap_or(1));
        }
    }
    let mut strides: Vec<i64> = reversed.into_iter().rev().collect();
    strides.resize(shape.len(), 1);
    strides
}

/// The strides of a collapse of a source of `shape` and `strides` (MLIR's
/// `computeCollapsedLayoutMap`, not strict): each group's last non-unit
/// stride, `None` when a group is visibly not contiguous.
pub(crate) fn collapsed_strides(
    shape: &[i64],
    strides: &[i64],
    groups: &[Vec<i64>],
) -> Option<Vec<i64>> {
    let mut result = Vec::with_capacity(groups.len());
    for group in groups {
        let mut used: &[i64] = group;
        while used.len() > 1 && used.last().is_some_and(|&d| shape[d as usize] == 1) {
            used = &used[..used.len() - 1];
        }
        let last = *used.last()? as usize;
        result.push(if shape[last] != DYNAMIC || used.len() == 1 {
            strides[last]
        } else {
            DYNAMIC
        });
    }
    for (group, &group_stride) in groups.iter().zip(&result).rev() {
        let mut stride = group_stride;
        for &idx in group.iter().skip(1).rev() {
            stride = saturated_mul(stride, shape[idx as usize]);
            let previous = idx as usize - 1;
            if shape[previous] == 1 {
                continue;
            }
            let source = strides[previous];
            if stride != DYNAMIC && source != DYNAMIC && stride != source {
                return None;
            }
        }
    }
    Some(result)
}

/// The text MLIR prints for the expected type: the identity layout
/// (`None`) or the strided one given.
fn expected_text(ctx: &Context, parts: &MemRefParts, strides: Option<(&[i64], i64)>) -> String {
    let layout = strides.map_or(String::new(), |(s, o)| strided_layout_text(s, o));
    quoted_type_text(ctx, parts, &layout)
}

/// Whether `result` is the memref of `expected`'s shape with the identity
/// layout (`None`) or the strided layout given.
fn same_type(
    ctx: &Context,
    result: Type,
    expected: &MemRefParts,
    strides: Option<(&[i64], i64)>,
) -> bool {
    let Some(r) = MemRefParts::of(ctx, result) else {
        return false;
    };
    if r.shape != expected.shape
        || r.element != expected.element
        || r.memory_space != expected.memory_space
    {
        return false;
    }
    match strides {
        None => r.layout.is_none(),
        Some((strides, offset)) => {
            r.layout.is_some_and(|l| {
                matches!(
                    ctx.attr_kind(l),
                    ods_runtime::AttrKind::StridedLayout { .. }
                )
            }) && strides_and_offset(ctx, result) == Some((strides.to_vec(), offset))
        }
    }
}

pub(super) fn verify_expand(ctx: &Context, op: ExpandShapeOp) -> Check {
    let id = op.id();
    let (source, result) = (ctx.value_type(op.src(ctx)), ctx.value_type(op.result(ctx)));
    let (Some(src), Some(res)) = (MemRefParts::of(ctx, source), MemRefParts::of(ctx, result))
    else {
        return Ok(());
    };
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 > r1 {
        return Err(op_error(
            ctx,
            id,
            format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."),
        ));
    }
    let groups = op.reassociation_indices(ctx);
    verify_collapsed_shape(ctx, id, &src.shape, &res.shape, &groups)?;
    let expected = MemRefParts {
        shape: res.shape.clone(),
        ..src.clone()
    };
    let layout = if is_identity_layout(ctx, src.layout) {
        None
    } else {
        let Some((strides, offset)) = strides_and_offset(ctx, source) else {
            return Err(op_error(ctx, id, "invalid source layout map"));
        };
        Some((expanded_strides(&strides, &res.shape, &groups), offset))
    };
    let layout_ref = layout.as_ref().map(|(s, o)| (s.as_slice(), *o));
    if !same_type(ctx, result, &expected, layout_ref) {
        return Err(op_error(
            ctx,
            id,
            format!(
                "expected expanded type to be {} but found {}",
                expected_text(ctx, &expected, layout_ref),
                type_text(ctx, result)
            ),
        ));
    }
    let statics = op.static_output_shape(ctx);
    if statics.len() != r1 {
        return Err(op_error(
            ctx,
            id,
            format!(
                "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                statics.len()
            ),
        ));
    }
    let dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
    let values = op.output_shape(ctx).len();
    if values != dynamic {
        return Err(op_error(
            ctx,
            id,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
            ),
        ));
    }
    for (pos, (&size, &given)) in res.shape.iter().zip(&statics).enumerate() {
        if size != DYNAMIC && size != given {
            return Err(op_error(
                ctx,
                id,
                format!("invalid output shape provided at pos {pos}"),
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_collapse(ctx: &Context, op: CollapseShapeOp) -> Check {
    let id = op.id();
    let (source, result) = (ctx.value_type(op.src(ctx)), ctx.value_type(op.result(ctx)));
    let (Some(src), Some(res)) = (MemRefParts::of(ctx, source), MemRefParts::of(ctx, result))
    else {
        return Ok(());
    };
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 < r1 {
        return Err(op_error(
            ctx,
            id,
            format!(
                "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
            ),
        ));
    }
    let groups = op.reassociation_indices(ctx);
    verify_collapsed_shape(ctx, id, &res.shape, &src.shape, &groups)?;
    let expected = MemRefParts {
        shape: res.shape.clone(),
        ..src.clone()
    };
    let layout = if is_identity_layout(ctx, src.layout) {
        None
    } else {
        let computed = strides_and_offset(ctx, source).and_then(|(strides, offset)| {
            Some((collapsed_strides(&src.shape, &strides, &groups)?, offset))
        });
        let Some(computed) = computed else {
            return Err(op_error(
                ctx,
                id,
                "invalid source layout map or collapsing non-contiguous dims",
            ));
        };
        Some(computed)
    };
    let layout_ref = layout.as_ref().map(|(s, o)| (s.as_slice(), *o));
    if !same_type(ctx, result, &expected, layout_ref) {
        return Err(op_error(
            ctx,
            id,
            format!(
                "expected collapsed type to be {} but found {}",
                expected_text(ctx, &expected, layout_ref),
                type_text(ctx, result)
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expansion_multiplies_strides_along_each_group() {
        let strides = expanded_strides(
            &[10000, 1, 100],
            &[2, 5, 4, 3, 2],
            &[vec![0], vec![1], vec![2, 3, 4]],
        );
        assert_eq!(strides, vec![10000, 1, 600, 200, 100]);
    }

    #[test]
    fn collapse_keeps_the_last_stride_of_contiguous_groups() {
        let groups = [vec![0, 1], vec![2]];
        assert_eq!(
            collapsed_strides(&[4, 8, 2], &[16, 2, 1], &groups),
            Some(vec![2, 1])
        );
        assert_eq!(collapsed_strides(&[4, 8, 2], &[100, 2, 1], &groups), None);
    }
}
