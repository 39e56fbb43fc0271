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
pub(crate) use crate::offset_size_stride::{all_constant, in_bounds_static, same_mixed, Mixed};
use crate::offset_size_stride::{in_bounds, rank_reduction_mask, verify_offset_size_and_stride};
use ods_runtime::ods::op::{type_text, Op};
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::{Context, Type};

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
