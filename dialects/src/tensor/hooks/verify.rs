//! The verifiers of `tensor`'s ops, with MLIR's messages
//! (`TensorOps.cpp`): `emitOpError` messages start with the op's name,
//! `emitError` ones do not.

use super::shape::{collapsed_shape, gather_result_type, padded_type, slice_type, TensorParts};
use crate::offset_size_stride::{
    in_bounds, rank_reduction_mask, verify_offset_size_and_stride, Mixed,
};
use crate::tensor::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, type_text, Op};
use ods_runtime::ods::pred::{is_index, DYNAMIC};
use ods_runtime::{Context, OpId, RegionId, Type, Value};

pub(super) type Check = Result<(), Diagnostic>;

/// An error at `op` without its name (MLIR's `emitError`).
fn plain(ctx: &Context, op: OpId, message: impl Into<String>) -> Check {
    Err(Diagnostic::error(ctx.op_loc(op), message))
}

fn fail(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Check {
    Err(op_error(ctx, op, message))
}

/// The parts of a ranked tensor value (the constraints checked it is one).
fn parts(ctx: &Context, value: Value) -> TensorParts {
    let ty = ctx.value_type(value);
    TensorParts::of(ctx, ty).unwrap_or(TensorParts {
        shape: Vec::new(),
        element: ty,
        encoding: None,
    })
}

/// The text of a type built from parts, as a diagnostic quotes it.
fn parts_text(ctx: &Context, parts: &TensorParts) -> String {
    format!("'{}'", parts.text(ctx))
}

/// MLIR's `verifyDynamicDimensionCount`: one size operand per dynamic
/// dimension of the result.
pub(super) fn dynamic_dimension_count(
    ctx: &Context,
    op: OpId,
    result: Value,
    sizes: usize,
) -> Check {
    let expected = parts(ctx, result).num_dynamic_dims();
    if sizes == expected {
        return Ok(());
    }
    fail(
        ctx,
        op,
        format!("incorrect number of dynamic sizes, has {sizes}, expected {expected}"),
    )
}

/// `tensor.extract` and `tensor.insert`: one index per dimension.
pub(super) fn index_count(
    ctx: &Context,
    op: OpId,
    tensor: Value,
    indices: usize,
    what: &str,
) -> Check {
    match TensorParts::of_value(ctx, tensor) {
        Some(p) if p.shape.len() != indices => fail(ctx, op, what),
        _ => Ok(()),
    }
}

/// MLIR's `produceSliceErrorMsg` after `isRankReducedType(expected,
/// actual)`.
fn rank_reduced(ctx: &Context, op: OpId, expected: &TensorParts, actual: &TensorParts) -> Check {
    if expected.shape == actual.shape && expected.element == actual.element {
        return Ok(());
    }
    if actual.shape.len() > expected.shape.len() {
        return plain(
            ctx,
            op,
            "expected rank to be smaller or equal to the other rank. ",
        );
    }
    if rank_reduction_mask(&expected.shape, &actual.shape).is_none() {
        return plain(
            ctx,
            op,
            format!(
                "expected type to be {} or a rank-reduced version. (size mismatch) ",
                parts_text(ctx, expected)
            ),
        );
    }
    if expected.element != actual.element {
        return plain(
            ctx,
            op,
            format!(
                "expected element type to be {}",
                type_text(ctx, expected.element)
            ),
        );
    }
    Ok(())
}

/// The shared checks of the slice ops: offsets, sizes and strides, the
/// slice's type against the type `sliced` implies, and the bounds of
/// `sliced`.
fn slice(
    ctx: &Context,
    op: OpId,
    mixed: &Mixed,
    sliced: &TensorParts,
    slice: &TensorParts,
) -> Check {
    let rank = sliced.shape.len();
    verify_offset_size_and_stride(ctx, op, mixed, [rank, rank, rank])?;
    let expected = slice_type(sliced, &mixed.sizes.0);
    rank_reduced(ctx, op, &expected, slice)?;
    in_bounds(ctx, op, &sliced.shape, mixed)
}

pub(super) fn extract_slice(ctx: &Context, op: ExtractSliceOp) -> Check {
    let mixed = super::mixed_of_extract_slice(ctx, op);
    let (source, result) = (parts(ctx, op.source(ctx)), parts(ctx, op.result(ctx)));
    slice(ctx, op.id(), &mixed, &source, &result)
}

pub(super) fn insert_slice(ctx: &Context, op: InsertSliceOp) -> Check {
    let mixed = super::mixed_of_insert_slice(ctx, op);
    let (source, dest) = (parts(ctx, op.source(ctx)), parts(ctx, op.dest(ctx)));
    slice(ctx, op.id(), &mixed, &dest, &source)
}

pub(super) fn parallel_insert_slice(ctx: &Context, op: ParallelInsertSliceOp) -> Check {
    let id = op.id();
    let parent = ctx.parent_op(id);
    if let Some(parent) = parent.filter(|&p| !super::is_in_parallel(ctx, p)) {
        // MLIR streams the parent op into the message.
        let text = ods_runtime::asm::printer::op_to_string_local(ctx, parent);
        return plain(
            ctx,
            id,
            format!("expected InParallelOpInterface parent, got:\n{text}"),
        );
    }
    if parent.is_some_and(|p| !inserts_into_loop_output(ctx, p, op.dest(ctx))) {
        return fail(ctx, id, "may only insert into an output block argument");
    }
    let mixed = super::mixed_of_parallel_insert_slice(ctx, op);
    let (source, dest) = (parts(ctx, op.source(ctx)), parts(ctx, op.dest(ctx)));
    slice(ctx, id, &mixed, &dest, &source)
}

/// Whether `dest` is one of the body arguments the loop around the
/// `in_parallel` op `terminator` has for its results (MLIR's
/// `scf.forall.in_parallel` verifier checks this on each op it holds,
/// before those ops verify themselves; the loop's verifier placed one body
/// argument per result last).
fn inserts_into_loop_output(ctx: &Context, terminator: OpId, dest: Value) -> bool {
    let Some(lp) = ctx.parent_op(terminator) else {
        return true;
    };
    let body = ctx
        .regions(lp)
        .first()
        .and_then(|&r| ctx.blocks(r).first().copied());
    let Some(body) = body else {
        return true;
    };
    let args = ctx.block_args(body);
    let first_output = args.len().saturating_sub(ctx.num_results(lp));
    args[first_output..].contains(&dest)
}

/// `tensor.reshape`: the same element type, as many elements, and a shape
/// operand as long as the result's rank.
pub(super) fn reshape(ctx: &Context, op: ReshapeOp) -> Check {
    let id = op.id();
    let (source, result) = (
        ctx.value_type(op.source(ctx)),
        ctx.value_type(op.result(ctx)),
    );
    use ods_runtime::ods::pred::{element_type, num_elements};
    if element_type(ctx, source) != element_type(ctx, result) {
        return fail(
            ctx,
            id,
            "element types of source and destination tensor types should be the same",
        );
    }
    let shape_size = parts(ctx, op.shape(ctx))
        .shape
        .first()
        .copied()
        .unwrap_or(DYNAMIC);
    let Some(r) = TensorParts::of(ctx, result) else {
        return Ok(());
    };
    if let (Some(s), true) = (TensorParts::of(ctx, source), r.has_static_shape()) {
        if s.has_static_shape() && num_elements(ctx, source) != num_elements(ctx, result) {
            return fail(
                ctx,
                id,
                "source and destination tensor should have the same number of elements",
            );
        }
    }
    if shape_size == DYNAMIC {
        return fail(
            ctx,
            id,
            "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
        );
    }
    if shape_size != r.shape.len() as i64 {
        return fail(
            ctx,
            id,
            "length of shape operand differs from the result's tensor rank",
        );
    }
    Ok(())
}

/// MLIR's `verifyTensorReshapeOp` (with `verifyReshapeLikeTypes` and
/// `reshapeLikeShapesAreCompatible`) for `expanded` and `collapsed`.
pub(super) fn reassociative_reshape(
    ctx: &Context,
    op: OpId,
    expanded: Value,
    collapsed: Value,
    groups: &[Vec<i64>],
) -> Check {
    let (e, c) = (parts(ctx, expanded), parts(ctx, collapsed));
    let (e_rank, c_rank) = (e.shape.len(), c.shape.len());
    let (e_text, c_text) = (
        type_text(ctx, ctx.value_type(expanded)),
        type_text(ctx, ctx.value_type(collapsed)),
    );
    if e_rank < c_rank {
        return fail(
            ctx,
            op,
            format!("expected the expanded type, {e_text} to have a higher (or same) rank than the collapsed type, {c_text}."),
        );
    }
    if c_rank != groups.len() {
        return fail(
            ctx,
            op,
            format!(
                "expected collapsed rank ({c_rank}) to equal the number of reassociation maps ({}).",
                groups.len()
            ),
        );
    }
    // Each group as an affine map has as many dimensions as the largest
    // index plus one.
    let map_dims = groups.iter().flatten().map(|&d| d + 1).max().unwrap_or(0);
    if !groups.is_empty() && map_dims != e_rank as i64 {
        return fail(
            ctx,
            op,
            format!("expected reassociation map #0 to have size equal to the expanded rank ({e_rank}), but it is  {map_dims}."),
        );
    }
    if let Some(invalid) = invalid_group(groups) {
        return fail(
            ctx,
            op,
            format!("expected reassociation map #{invalid} to be valid and contiguous."),
        );
    }
    let mut start = 0;
    for (i, group) in groups.iter().enumerate() {
        let dims = &e.shape[start..start + group.len()];
        start += group.len();
        if dims.contains(&DYNAMIC) {
            if c.shape[i] != DYNAMIC {
                return fail(
                    ctx,
                    op,
                    format!("expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"),
                );
            }
        } else {
            let size: i64 = dims.iter().product();
            if c.shape[i] != size {
                return fail(
                    ctx,
                    op,
                    format!(
                        "expected dimension {i} of collapsed type to be static value of {size}"
                    ),
                );
            }
        }
    }
    let expected = TensorParts {
        shape: collapsed_shape(&e.shape, groups),
        element: e.element,
        encoding: None,
    };
    if expected.shape != c.shape || expected.element != c.element {
        return fail(
            ctx,
            op,
            format!(
                "expected collapsed type to be {}, but got {c_text}",
                parts_text(ctx, &expected)
            ),
        );
    }
    Ok(())
}

/// MLIR's `isReassociationValid`: the groups list the dimensions in
/// order; the index of the first that does not.
fn invalid_group(groups: &[Vec<i64>]) -> Option<usize> {
    let mut next = 0;
    for (i, group) in groups.iter().enumerate() {
        for &d in group {
            if d != next {
                return Some(i);
            }
            next += 1;
        }
    }
    None
}

pub(super) fn expand_shape(ctx: &Context, op: ExpandShapeOp) -> Check {
    let id = op.id();
    let result = op.result(ctx);
    let rank = parts(ctx, result).shape.len();
    let statics = op.static_output_shape(ctx);
    if statics.len() != rank {
        return fail(
            ctx,
            id,
            format!(
                "expected number of static shape dims to be equal to the output rank ({rank}) but found {} inputs instead",
                statics.len()
            ),
        );
    }
    let dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
    let values = op.output_shape(ctx).len();
    if values != dynamic {
        return fail(
            ctx,
            id,
            format!("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"),
        );
    }
    let groups = op.reassociation_indices(ctx);
    reassociative_reshape(ctx, id, result, op.src(ctx), &groups)
}

pub(super) fn collapse_shape(ctx: &Context, op: CollapseShapeOp) -> Check {
    let groups = op.reassociation_indices(ctx);
    if groups.iter().any(Vec::is_empty) {
        return fail(ctx, op.id(), "reassociation indices must not be empty");
    }
    reassociative_reshape(ctx, op.id(), op.src(ctx), op.result(ctx), &groups)
}

/// `tensor.pad`: the result type the static padding implies.
pub(super) fn pad(ctx: &Context, op: PadOp) -> Check {
    let id = op.id();
    let (source, result) = (parts(ctx, op.source(ctx)), parts(ctx, op.result(ctx)));
    let result_text = type_text(ctx, ctx.value_type(op.result(ctx)));
    let Some(expected) = padded_type(&source, &op.static_low(ctx), &op.static_high(ctx)) else {
        return plain(
            ctx,
            id,
            format!(
                "failed to infer expectedType from sourceType {}, specified resultType is {result_text}",
                type_text(ctx, ctx.value_type(op.source(ctx)))
            ),
        );
    };
    let mismatch = result.shape.len() != expected.shape.len()
        || (0..source.shape.len())
            .any(|i| result.shape[i] != expected.shape[i] && expected.shape[i] != DYNAMIC);
    if mismatch {
        return plain(
            ctx,
            id,
            format!(
                "specified type {result_text} does not match the inferred type {}",
                parts_text(ctx, &expected)
            ),
        );
    }
    Ok(())
}

/// The value the only block of `region` yields, if it ends with
/// `tensor.yield`.
fn yielded_type(ctx: &Context, region: RegionId) -> Option<Type> {
    let block = *ctx.blocks(region).first()?;
    let terminator = *ctx.block_ops(block).last()?;
    let yield_op = YieldOp::cast(ctx, terminator)?;
    Some(ctx.value_type(yield_op.value(ctx)))
}

/// The argument types of the only block of `region`.
fn block_argument_types(ctx: &Context, region: RegionId) -> Vec<Type> {
    ctx.blocks(region)
        .first()
        .map(|&b| ctx.value_types(ctx.block_args(b).iter().copied()))
        .unwrap_or_default()
}

pub(super) fn pad_region(ctx: &Context, op: PadOp) -> Check {
    let id = op.id();
    let result = parts(ctx, op.result(ctx));
    let region = op.region(ctx);
    let arguments = block_argument_types(ctx, region);
    if arguments.len() != result.shape.len() {
        return plain(
            ctx,
            id,
            format!(
                "expected the block to have {} arguments",
                result.shape.len()
            ),
        );
    }
    if let Some(i) = arguments.iter().position(|&t| !is_index(ctx, t)) {
        return fail(
            ctx,
            id,
            format!("expected block argument {} to be an index", i + 1),
        );
    }
    if yielded_type(ctx, region) != Some(result.element) {
        return fail(ctx, id, "expected yield type to match shape element type");
    }
    Ok(())
}

pub(super) fn generate_region(ctx: &Context, op: GenerateOp) -> Check {
    let id = op.id();
    let result = parts(ctx, op.result(ctx));
    let region = op.body(ctx);
    let arguments = block_argument_types(ctx, region);
    if !arguments.iter().all(|&t| is_index(ctx, t)) {
        return plain(ctx, id, "all body arguments must be index");
    }
    if arguments.len() != result.shape.len() {
        return plain(ctx, id, "must have one body argument per input dimension");
    }
    if yielded_type(ctx, region) != Some(result.element) {
        return fail(
            ctx,
            id,
            "body must be terminated with a `yield` operation of the tensor element type",
        );
    }
    Ok(())
}

/// `tensor.concat`: inputs of the result's rank and element type, equal
/// static sizes off the concatenated dimension, and a result no more
/// static than their concatenation.
pub(super) fn concat(ctx: &Context, op: ConcatOp) -> Check {
    let id = op.id();
    let inputs: Vec<TensorParts> = op.inputs(ctx).into_iter().map(|v| parts(ctx, v)).collect();
    if inputs.is_empty() {
        return fail(ctx, id, "requires at least one input");
    }
    let result = parts(ctx, op.result(ctx));
    let rank = result.shape.len();
    if inputs.iter().any(|t| t.shape.len() != rank) {
        return fail(
            ctx,
            id,
            "rank of concatenated inputs must match result rank",
        );
    }
    if inputs.iter().any(|t| t.element != result.element) {
        return fail(ctx, id, "inputs and result element type must match");
    }
    let dim = op.dim(ctx);
    if dim >= rank as u64 {
        return fail(
            ctx,
            id,
            "concatenation dim must be less than the tensor rank",
        );
    }
    let Some(sizes) = super::fold::concatenated_shape(&inputs, dim as usize) else {
        let i = super::fold::first_size_mismatch(&inputs, dim as usize).unwrap_or(0);
        return fail(
            ctx,
            id,
            format!("static concatenation size mismatch along non-concatenated dimension {i}"),
        );
    };
    let inferred = TensorParts {
        shape: sizes,
        element: inputs[0].element,
        encoding: None,
    };
    let differs = inferred
        .shape
        .iter()
        .zip(&result.shape)
        .any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b);
    if differs {
        return fail(
            ctx,
            id,
            format!(
                "result type {}does not match inferred shape {} static sizes",
                type_text(ctx, ctx.value_type(op.result(ctx))),
                parts_text(ctx, &inferred)
            ),
        );
    }
    Ok(())
}

/// MLIR's `verifyGatherOrScatterDims`.
fn gather_or_scatter_dims(
    ctx: &Context,
    op: OpId,
    dims: &[i64],
    indices_shape: &[i64],
    rank: usize,
    [which, of]: [&str; 2],
) -> Check {
    if dims.is_empty() {
        return fail(ctx, op, format!("{which}_dims must be non-empty"));
    }
    if dims.len() > rank {
        return fail(ctx, op, format!("{which}_dims overflow {of} rank"));
    }
    if indices_shape.last() != Some(&(dims.len() as i64)) {
        return fail(
            ctx,
            op,
            format!("{which}_dims length must match the size of last dimension of indices"),
        );
    }
    for &d in dims {
        if d < 0 {
            return fail(ctx, op, format!("{which}_dims value must be non-negative"));
        }
        if d >= rank as i64 {
            return fail(
                ctx,
                op,
                format!("{which}_dims value must be smaller than {of} rank"),
            );
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return fail(
            ctx,
            op,
            format!("{which}_dims values must be strictly increasing"),
        );
    }
    Ok(())
}

/// The gathered (or scattered) type: `actual` must be the full or the
/// rank-reduced type `source` and the indices imply.
fn gathered_type(
    ctx: &Context,
    op: OpId,
    (source, indices, dims): (&TensorParts, &TensorParts, &[i64]),
    actual: &TensorParts,
    what: &str,
) -> Check {
    let full = gather_result_type(source, &indices.shape, dims, false);
    let reduced = gather_result_type(source, &indices.shape, dims, true);
    if *actual == full || *actual == reduced {
        return Ok(());
    }
    fail(
        ctx,
        op,
        format!(
            "{what} type mismatch: expected {} or its rank-reduced variant {} (got: {})",
            parts_text(ctx, &full),
            parts_text(ctx, &reduced),
            parts_text(ctx, actual)
        ),
    )
}

pub(super) fn gather(ctx: &Context, op: GatherOp) -> Check {
    let id = op.id();
    let (source, indices) = (parts(ctx, op.source(ctx)), parts(ctx, op.indices(ctx)));
    let dims = op.gather_dims(ctx);
    let rank = source.shape.len();
    gather_or_scatter_dims(ctx, id, &dims, &indices.shape, rank, ["gather", "source"])?;
    let result = parts(ctx, op.result(ctx));
    gathered_type(ctx, id, (&source, &indices, &dims), &result, "result")
}

pub(super) fn scatter(ctx: &Context, op: ScatterOp) -> Check {
    let id = op.id();
    let (dest, indices) = (parts(ctx, op.dest(ctx)), parts(ctx, op.indices(ctx)));
    let dims = op.scatter_dims(ctx);
    let rank = dest.shape.len();
    gather_or_scatter_dims(ctx, id, &dims, &indices.shape, rank, ["scatter", "dest"])?;
    if !op.unique(ctx) {
        return fail(ctx, id, "requires 'unique' attribute to be set");
    }
    let source = parts(ctx, op.source(ctx));
    gathered_type(ctx, id, (&dest, &indices, &dims), &source, "source")
}
