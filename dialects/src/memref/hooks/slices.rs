//! `memref.subview` and `memref.reinterpret_cast`: their mixed offsets,
//! sizes and strides (`OffsetSizeAndStrideOpInterface`), the result type a
//! subview implies (MLIR's `SubViewOp::inferResultType`), rank reduction,
//! and their verifiers with MLIR's messages.

use super::layout::{
    memory_space_of, quoted_type_text, saturated_add, saturated_mul, strided_layout,
    strided_layout_text, strides_and_offset, MemRefParts,
};
use super::verify::{plain_error, Check};
use crate::memref::*;
use ods_runtime::ods::op::{type_text, Op};
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::{Context, OpId, Type, Value};

/// The static lists and dynamic operands of an op with offsets, sizes and
/// strides.
pub(crate) struct Mixed {
    pub offsets: (Vec<i64>, Vec<Value>),
    pub sizes: (Vec<i64>, Vec<Value>),
    pub strides: (Vec<i64>, Vec<Value>),
}

impl Mixed {
    pub fn of_subview(ctx: &Context, op: SubViewOp) -> Mixed {
        Mixed {
            offsets: (op.static_offsets(ctx), op.offsets(ctx)),
            sizes: (op.static_sizes(ctx), op.sizes(ctx)),
            strides: (op.static_strides(ctx), op.strides(ctx)),
        }
    }

    pub fn of_reinterpret_cast(ctx: &Context, op: ReinterpretCastOp) -> Mixed {
        Mixed {
            offsets: (op.static_offsets(ctx), op.offsets(ctx)),
            sizes: (op.static_sizes(ctx), op.sizes(ctx)),
            strides: (op.static_strides(ctx), op.strides(ctx)),
        }
    }
}

/// MLIR's `verifyOffsetSizeAndStrideOp`: as many operands as dynamic
/// entries, ranks that agree and fit `max_ranks`, no negative offset or
/// size.
fn verify_offset_size_and_stride(
    ctx: &Context,
    op: OpId,
    mixed: &Mixed,
    max_ranks: [usize; 3],
) -> Check {
    let error = |m: String| Err(plain_error(ctx, op, m));
    let lists = [
        ("offsets", &mixed.offsets),
        ("sizes", &mixed.sizes),
        ("strides", &mixed.strides),
    ];
    for (name, (statics, values)) in [lists[1], lists[2], lists[0]] {
        let dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
        if values.len() != dynamic {
            return error(format!(
                "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({} vs {dynamic})",
                values.len()
            ));
        }
    }
    let (offsets, sizes, strides) = (
        mixed.offsets.0.len(),
        mixed.sizes.0.len(),
        mixed.strides.0.len(),
    );
    if !(offsets == 1 && max_ranks[0] == 1) && offsets != sizes {
        return error(format!(
            "expected mixed offsets rank to match mixed sizes rank ({offsets} vs {sizes}) so the rank of the result type is well-formed."
        ));
    }
    if sizes != strides {
        return error(format!(
            "expected mixed sizes rank to match mixed strides rank ({sizes} vs {strides}) so the rank of the result type is well-formed."
        ));
    }
    for (name, count, max) in [
        ("offset", offsets, max_ranks[0]),
        ("size", sizes, max_ranks[1]),
        ("stride", strides, max_ranks[2]),
    ] {
        if count != max {
            return error(format!("expected {max} {name} values, got {count}"));
        }
    }
    if let Some(o) = mixed.offsets.0.iter().find(|&&o| o < 0 && o != DYNAMIC) {
        return error(format!("expected offsets to be non-negative, but got {o}"));
    }
    if let Some(s) = mixed.sizes.0.iter().find(|&&s| s < 0 && s != DYNAMIC) {
        return error(format!("expected sizes to be non-negative, but got {s}"));
    }
    Ok(())
}

/// The strides and offset of a subview of `source` without rank
/// reduction: what the static entries give (MLIR's `inferResultType`).
pub(crate) fn infer_subview_layout(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    strides: &[i64],
) -> Option<(Vec<i64>, i64)> {
    let (source_strides, source_offset) = strides_and_offset(ctx, source)?;
    let offset = offsets
        .iter()
        .zip(&source_strides)
        .fold(source_offset, |acc, (&o, &s)| {
            saturated_add(acc, saturated_mul(o, s))
        });
    let strides = source_strides
        .iter()
        .zip(strides)
        .map(|(&a, &b)| saturated_mul(a, b))
        .collect();
    Some((strides, offset))
}

/// The type of a subview of `source` without rank reduction.
pub(crate) fn infer_subview_type(
    ctx: &mut Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let parts = MemRefParts::of(ctx, source)?;
    let (strides, offset) = infer_subview_layout(ctx, source, offsets, strides)?;
    let layout = strided_layout(ctx, offset, &strides);
    let result = MemRefParts {
        shape: sizes.to_vec(),
        layout: Some(layout),
        ..parts
    };
    Some(result.get(ctx))
}

/// Which dimensions of `original` a shape `reduced` leaves out, dropping
/// only 1s (MLIR's `computeRankReductionMask`).
fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut next = 0;
    for (i, &size) in original.iter().enumerate() {
        if next < reduced.len() && size == reduced[next] {
            next += 1;
            continue;
        }
        unused[i] = true;
        if size != 1 {
            return None;
        }
    }
    (next == reduced.len()).then_some(unused)
}

/// How many times each value occurs.
fn occurrences(values: &[i64]) -> std::collections::BTreeMap<i64, usize> {
    let mut counts = std::collections::BTreeMap::new();
    for &v in values {
        *counts.entry(v).or_insert(0) += 1;
    }
    counts
}

/// The dimensions of a type of `shape` and `strides` that a type with
/// `reduced_strides` drops, telling unit dimensions apart by their
/// strides (MLIR's `computeMemRefRankReductionMask`).
pub(crate) fn rank_reduction_by_strides(
    shape: &[i64],
    strides: &[i64],
    reduced_strides: &[i64],
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let reduced_rank = reduced_strides.len();
    let mut unused = vec![false; shape.len()];
    if shape.len() == reduced_rank {
        return Some(unused);
    }
    for (slot, &size) in unused.iter_mut().zip(sizes) {
        *slot = size == 1;
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + reduced_rank == shape.len() {
        return Some(unused);
    }
    let mut unaccounted = occurrences(strides);
    let candidate = occurrences(reduced_strides);
    for (dim, slot) in unused.iter_mut().enumerate() {
        if !*slot {
            continue;
        }
        let stride = strides[dim];
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = candidate.get(&stride).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => *unaccounted.entry(stride).or_insert(0) -= 1,
            std::cmp::Ordering::Equal => *slot = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + reduced_rank == shape.len()).then_some(unused)
}

/// `memref.subview`'s checks, in MLIR's order.
pub(super) fn verify_subview(ctx: &Context, op: SubViewOp) -> Check {
    let id = op.id();
    let mixed = Mixed::of_subview(ctx, op);
    verify_offset_size_and_stride(ctx, id, &mixed, op.array_attr_max_ranks(ctx))?;
    let (base, view) = (
        ctx.value_type(op.source(ctx)),
        ctx.value_type(op.result(ctx)),
    );
    let error = |m: String| Err(plain_error(ctx, id, m));
    let (base_text, view_text) = (type_text(ctx, base), type_text(ctx, view));
    if memory_space_of(ctx, base) != memory_space_of(ctx, view) {
        return error(format!(
            "different memory spaces specified for base memref type {base_text} and subview memref type {view_text}"
        ));
    }
    if strides_and_offset(ctx, base).is_none() {
        return error(format!("base type {base_text} is not strided"));
    }
    let (Some(base_parts), Some(view_parts)) =
        (MemRefParts::of(ctx, base), MemRefParts::of(ctx, view))
    else {
        return error(format!("base type {base_text} is not strided"));
    };
    let Some((e_strides, e_offset)) =
        infer_subview_layout(ctx, base, &mixed.offsets.0, &mixed.strides.0)
    else {
        return error(format!("base type {base_text} is not strided"));
    };
    let expected = MemRefParts {
        shape: mixed.sizes.0.clone(),
        ..base_parts.clone()
    };
    let expected_text =
        quoted_type_text(ctx, &expected, &strided_layout_text(&e_strides, e_offset));
    let layout_mismatch = || {
        error(format!(
            "expected result type to be {expected_text} or a rank-reduced version. (mismatch of result layout), but got {view_text}"
        ))
    };
    if view_parts.shape.len() > expected.shape.len() {
        return error(format!(
            "expected result rank to be smaller or equal to the source rank, but got {view_text}"
        ));
    }
    if rank_reduction_mask(&expected.shape, &view_parts.shape).is_none() {
        return error(format!(
            "expected result type to be {expected_text} or a rank-reduced version. (mismatch of result sizes), but got {view_text}"
        ));
    }
    if expected.element != view_parts.element {
        return error(format!(
            "expected result element type to be {}, but got {view_text}",
            type_text(ctx, expected.element)
        ));
    }
    let Some((v_strides, v_offset)) = strides_and_offset(ctx, view) else {
        return layout_mismatch();
    };
    if e_offset != v_offset {
        return layout_mismatch();
    }
    let Some(unused) =
        rank_reduction_by_strides(&expected.shape, &e_strides, &v_strides, &mixed.sizes.0)
    else {
        return layout_mismatch();
    };
    let kept: Vec<i64> = e_strides
        .iter()
        .zip(&unused)
        .filter(|(_, &u)| !u)
        .map(|(&s, _)| s)
        .collect();
    if kept != v_strides {
        return layout_mismatch();
    }
    in_bounds(ctx, id, &base_parts.shape, &mixed)
}

/// MLIR's `verifyInBoundsSlice`: static offsets inside the static source
/// dimensions, and the last element of each static slice too.
fn in_bounds(ctx: &Context, op: OpId, shape: &[i64], mixed: &Mixed) -> Check {
    match out_of_bounds(shape, &mixed.offsets.0, &mixed.sizes.0, &mixed.strides.0) {
        Some(message) => Err(plain_error(ctx, op, message)),
        None => Ok(()),
    }
}

/// Whether a slice of these static entries stays inside `shape`.
pub(crate) fn in_bounds_static(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> bool {
    out_of_bounds(shape, offsets, sizes, strides).is_none()
}

/// What leaves the source, if anything (MLIR's messages).
fn out_of_bounds(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Option<String> {
    for (i, &dim) in shape.iter().enumerate() {
        let offset = offsets.get(i).copied().unwrap_or(DYNAMIC);
        if dim == DYNAMIC || offset == DYNAMIC {
            continue;
        }
        if offset >= dim {
            return Some(format!("offset {i} is out-of-bounds: {offset} >= {dim}"));
        }
        let (size, stride) = (
            sizes.get(i).copied().unwrap_or(DYNAMIC),
            strides.get(i).copied().unwrap_or(DYNAMIC),
        );
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = offset.saturating_add((size - 1).saturating_mul(stride));
        if last >= dim {
            return Some(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    None
}

/// The type of a subview of `source` at these static entries, without the
/// `dropped` dimensions (MLIR's `SubViewReturnTypeCanonicalizer`); `None`
/// for a negative offset or size or a non-strided source.
pub(crate) fn reduced_subview_type(
    ctx: &mut Context,
    source: Type,
    [offsets, sizes, strides]: [&[i64]; 3],
    dropped: &[bool],
) -> Option<Type> {
    let valid = |l: &[i64]| l.iter().all(|&v| v == DYNAMIC || v >= 0);
    if !valid(offsets) || !valid(sizes) {
        return None;
    }
    let parts = MemRefParts::of(ctx, source)?;
    let (full_strides, offset) = infer_subview_layout(ctx, source, offsets, strides)?;
    let keep = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let shape = (0..sizes.len()).filter(keep).map(|i| sizes[i]).collect();
    let kept_strides: Vec<i64> = (0..full_strides.len())
        .filter(keep)
        .map(|i| full_strides[i])
        .collect();
    let layout = strided_layout(ctx, offset, &kept_strides);
    Some(
        MemRefParts {
            shape,
            layout: Some(layout),
            ..parts
        }
        .get(ctx),
    )
}

/// `dynamic` when `value` is [`DYNAMIC`], else the number.
fn static_text(value: i64) -> String {
    if value == DYNAMIC {
        "dynamic".into()
    } else {
        value.to_string()
    }
}

/// `memref.reinterpret_cast`'s checks, in MLIR's order.
pub(super) fn verify_reinterpret_cast(ctx: &Context, op: ReinterpretCastOp) -> Check {
    let id = op.id();
    let mixed = Mixed::of_reinterpret_cast(ctx, op);
    verify_offset_size_and_stride(ctx, id, &mixed, op.array_attr_max_ranks(ctx))?;
    let (source, result) = (
        ctx.value_type(op.source(ctx)),
        ctx.value_type(op.result(ctx)),
    );
    let error = |m: String| Err(plain_error(ctx, id, m));
    let (s, r) = (type_text(ctx, source), type_text(ctx, result));
    if memory_space_of(ctx, source) != memory_space_of(ctx, result) {
        return error(format!(
            "different memory spaces specified for source type {s} and result memref type {r}"
        ));
    }
    let element = ods_runtime::ods::pred::element_type(ctx, source);
    if element != ods_runtime::ods::pred::element_type(ctx, result) {
        return error(format!(
            "different element types specified for source type {s} and result memref type {r}"
        ));
    }
    let shape = MemRefParts::of(ctx, result)
        .map(|p| p.shape)
        .unwrap_or_default();
    for (i, (&size, &expected)) in shape.iter().zip(&mixed.sizes.0).enumerate() {
        if size != DYNAMIC && size != expected {
            return error(format!(
                "expected result type with size = {} instead of {size} in dim = {i}",
                static_text(expected)
            ));
        }
    }
    let Some((strides, offset)) = strides_and_offset(ctx, result) else {
        return error(format!(
            "expected result type to have strided layout but found {r}"
        ));
    };
    let expected_offset = mixed.offsets.0.first().copied().unwrap_or(0);
    if offset != DYNAMIC && offset != expected_offset {
        return error(format!(
            "expected result type with offset = {} instead of {offset}",
            static_text(expected_offset)
        ));
    }
    for (i, (&stride, &expected)) in strides.iter().zip(&mixed.strides.0).enumerate() {
        if stride != DYNAMIC && stride != expected {
            return error(format!(
                "expected result type with stride = {} instead of {stride} in dim = {i}",
                static_text(expected)
            ));
        }
    }
    Ok(())
}

/// Whether every entry of a mixed list is the constant `expected` (a
/// static entry, or an operand defined as that constant).
pub(crate) fn all_constant(
    ctx: &Context,
    statics: &[i64],
    dynamics: &[Value],
    expected: i64,
) -> bool {
    let mut next = dynamics.iter();
    statics.iter().all(|&s| match s {
        DYNAMIC => next
            .next()
            .is_some_and(|&v| super::layout::constant_index(ctx, v) == Some(expected)),
        s => s == expected,
    })
}

/// Whether two mixed lists hold the same entries: equal integers, or the
/// same operand, or an operand and the integer it is a constant of.
pub(crate) fn same_mixed(ctx: &Context, a: (&[i64], &[Value]), b: (&[i64], &[Value])) -> bool {
    let entries = |(statics, dynamics): (&[i64], &[Value])| -> Vec<Result<i64, Value>> {
        ods_runtime::asm::dynamic_index_list::mixed_values(statics, dynamics)
            .into_iter()
            .map(|e| e.or_else(|v| super::layout::constant_index(ctx, v).ok_or(v)))
            .collect()
    };
    a.0.len() == b.0.len() && entries(a) == entries(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_reduction_drops_unit_dimensions_only() {
        assert_eq!(
            rank_reduction_mask(&[1, 4, 1, 8], &[4, 8]),
            Some(vec![true, false, true, false])
        );
        assert_eq!(rank_reduction_mask(&[2, 4], &[4]), None);
        assert_eq!(
            rank_reduction_mask(&[4, 8], &[4, 8]),
            Some(vec![false, false])
        );
        assert_eq!(rank_reduction_mask(&[4], &[4, 1]), None);
    }
}
