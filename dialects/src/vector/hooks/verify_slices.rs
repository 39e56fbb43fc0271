//! The verifiers of `vector.extract_strided_slice` and
//! `vector.insert_strided_slice` (MLIR's `ExtractStridedSliceOp::verify`
//! and `InsertStridedSliceOp::verify`), with the range checks they share
//! and their messages.

use super::types::VectorParts;
use crate::vector::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::Context;

type Checked = Result<(), Diagnostic>;

/// Each value of `list` in `[min, max)` (or `[min, max]` when not
/// `half_open`), else the op's error naming `name` (MLIR's
/// `isIntegerArrayAttrConfinedToRange`).
fn confined_to_range(
    ctx: &Context,
    op: impl Op,
    list: &[i64],
    (min, max): (i64, i64),
    name: &str,
) -> Checked {
    let upper = max + 1;
    if list.iter().any(|&v| v < min || v >= upper) {
        return Err(op.emit_op_error(
            ctx,
            format!("expected {name} to be confined to [{min}, {upper})"),
        ));
    }
    Ok(())
}

/// Each value of `list` within its dimension of `shape`: in `[min, dim)`,
/// or `[min, dim]` when not `half_open` (MLIR's
/// `isIntegerArrayAttrConfinedToShape`).
fn confined_to_shape(
    ctx: &Context,
    op: impl Op,
    list: &[i64],
    shape: &[i64],
    name: &str,
    (half_open, min): (bool, i64),
) -> Checked {
    for (i, (&v, &dim)) in list.iter().zip(shape).enumerate() {
        let max = if half_open { dim } else { dim + 1 };
        if v < min || v >= max {
            return Err(op.emit_op_error(
                ctx,
                format!("expected {name} dimension {i} to be confined to [{min}, {max})"),
            ));
        }
    }
    Ok(())
}

/// Each sum of `first` and `second` within its dimension of `shape`,
/// ends included (MLIR's `isSumOfIntegerArrayAttrConfinedToShape`, not
/// half-open).
fn sum_confined_to_shape(
    ctx: &Context,
    op: impl Op,
    (first, second): (&[i64], &[i64]),
    shape: &[i64],
    names: (&str, &str),
) -> Checked {
    for (i, ((&a, &b), &dim)) in first.iter().zip(second).zip(shape).enumerate() {
        let max = dim + 1;
        if a + b < 0 || a + b >= max {
            return Err(op.emit_op_error(
                ctx,
                format!(
                    "expected sum({}, {}) dimension {i} to be confined to [1, {max})",
                    names.0, names.1
                ),
            ));
        }
    }
    Ok(())
}

/// A scalable dimension is taken whole: `size` is its base size `dim`.
fn scalable_size(ctx: &Context, op: impl Op, idx: usize, (size, dim): (i64, i64)) -> Checked {
    if size != dim {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "expected size at idx={idx} to match the corresponding base size from the input vector ({size} vs {dim})"
            ),
        ));
    }
    Ok(())
}

/// `vector.extract_strided_slice`: as many offsets, sizes and strides, no
/// more than dimensions, each within the source, unit strides, and the
/// result of the sizes taken (scalable dimensions whole).
pub(super) fn extract_strided_slice(ctx: &Context, op: ExtractStridedSliceOp) -> Checked {
    let Some(source) = VectorParts::of(ctx, ctx.value_type(op.source(ctx))) else {
        return Ok(());
    };
    let (offsets, sizes, strides) = (op.offsets(ctx), op.sizes(ctx), op.strides(ctx));
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err(op.emit_op_error(
            ctx,
            "expected offsets, sizes and strides attributes of same size",
        ));
    }
    let shape = &source.shape;
    for (name, list) in [
        ("offsets", &offsets),
        ("sizes", &sizes),
        ("strides", &strides),
    ] {
        if list.len() > shape.len() {
            return Err(op.emit_op_error(
                ctx,
                format!("expected {name} attribute of rank no greater than vector rank"),
            ));
        }
    }
    confined_to_shape(ctx, op, &offsets, shape, "offsets", (true, 0))?;
    confined_to_shape(ctx, op, &sizes, shape, "sizes", (false, 1))?;
    confined_to_range(ctx, op, &strides, (1, 1), "strides")?;
    sum_confined_to_shape(ctx, op, (&offsets, &sizes), shape, ("offsets", "sizes"))?;
    let mut inferred = sizes.clone();
    inferred.extend_from_slice(&shape[sizes.len()..]);
    let result = ctx.value_type(ctx.result(op.id(), 0));
    let expected = VectorParts::of(ctx, result).map(|r| (r.shape, r.scalable, r.element));
    if expected != Some((inferred.clone(), source.scalable.clone(), source.element)) {
        let parts = VectorParts {
            shape: inferred,
            ..source
        };
        return Err(op.emit_op_error(
            ctx,
            format!("expected result type to be '{}'", parts.to_string(ctx)),
        ));
    }
    for (idx, &size) in sizes.iter().enumerate() {
        if source.scalable[idx] {
            scalable_size(ctx, op, idx, (size, shape[idx]))?;
        }
    }
    Ok(())
}

/// `vector.insert_strided_slice`: offsets for each destination dimension,
/// strides for each source dimension, the source within the destination
/// at unit strides, and its scalable dimensions the destination's, whole.
pub(super) fn insert_strided_slice(ctx: &Context, op: InsertStridedSliceOp) -> Checked {
    let (Some(source), Some(dest)) = (
        VectorParts::of(ctx, ctx.value_type(op.value_to_store(ctx))),
        VectorParts::of(ctx, ctx.value_type(op.dest(ctx))),
    ) else {
        return Ok(());
    };
    let (offsets, strides) = (op.offsets(ctx), op.strides(ctx));
    if offsets.len() != dest.rank() {
        return Err(op.emit_op_error(
            ctx,
            "expected offsets of same size as destination vector rank",
        ));
    }
    if strides.len() != source.rank() {
        return Err(op.emit_op_error(ctx, "expected strides of same size as source vector rank"));
    }
    if source.rank() > dest.rank() {
        return Err(op.emit_op_error(
            ctx,
            "expected source rank to be no greater than destination rank",
        ));
    }
    let lead = dest.rank() - source.rank();
    let mut source_as_dest = vec![0; lead];
    source_as_dest.extend_from_slice(&source.shape);
    confined_to_shape(ctx, op, &offsets, &dest.shape, "offsets", (true, 0))?;
    confined_to_range(ctx, op, &strides, (1, 1), "strides")?;
    sum_confined_to_shape(
        ctx,
        op,
        (&offsets, &source_as_dest),
        &dest.shape,
        ("offsets", "source vector shape"),
    )?;
    for idx in 0..source.rank() {
        if source.scalable[idx] != dest.scalable[idx + lead] {
            return Err(op.emit_op_error(
                ctx,
                format!("mismatching scalable flags (at source vector idx={idx})"),
            ));
        }
        if source.scalable[idx] {
            scalable_size(ctx, op, idx, (source.shape[idx], dest.shape[idx + lead]))?;
        }
    }
    Ok(())
}
