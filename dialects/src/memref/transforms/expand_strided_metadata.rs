//! `expand-strided-metadata` (MLIR's `ExpandStridedMetadataPass`): the
//! memref ops that change a view's offset, sizes and strides become a
//! `memref.reinterpret_cast` of the base buffer, their effect on the
//! metadata spelled out with `affine.apply` ops, and
//! `memref.extract_strided_metadata` reads through the op that made its
//! source.

use super::super::hooks::{has_identity_layout, strides_and_offset, MemRefParts};
use super::alloc_like::AllocLike;
use super::strided_metadata::{mixed, resolve_reshape, resolve_subview, Reshape, StridedMetadata};
use super::{
    ExpandStridedMetadataPass, ExpandStridedMetadataPassOptions,
    ExpandStridedMetadataPassStatistics,
};
use crate::memref::*;
use ods_runtime::ods::convert::{index, index_attr};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::{
    apply_patterns_greedily, GreedyRewriteConfig, PatternRewriter, RewritePatternSet,
};
use ods_runtime::{Attribute, Context, IrResult, OpId, Value};

/// The implementation of `expand-strided-metadata`.
#[derive(Debug, Default)]
pub struct ExpandStridedMetadata;

impl ExpandStridedMetadataPass for ExpandStridedMetadata {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &ExpandStridedMetadataPassOptions,
        _: &mut ExpandStridedMetadataPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = RewritePatternSet::new();
        populate_expand_strided_metadata_patterns(&mut patterns);
        let patterns = patterns.freeze(ctx);
        let converged = apply_patterns_greedily(ctx, op, &patterns, GreedyRewriteConfig::default());
        // MLIR ignores whether the rewrite converged; an IR error still fails.
        PassFailure::unless_converged(ctx, op, converged.map(|_| true))
    }
}

/// Adds the rewrites of `expand-strided-metadata` (MLIR's
/// `populateExpandStridedMetadataPatterns`).
pub fn populate_expand_strided_metadata_patterns(patterns: &mut RewritePatternSet) {
    patterns
        .add_op_fn::<SubViewOp>(subview_to_reinterpret_cast)
        .add_op_fn::<ExpandShapeOp>(expand_shape_to_reinterpret_cast)
        .add_op_fn::<CollapseShapeOp>(collapse_shape_to_reinterpret_cast)
        .add_op_fn::<ExtractStridedMetadataOp>(metadata_of_alloc::<AllocOp>)
        .add_op_fn::<ExtractStridedMetadataOp>(metadata_of_alloc::<AllocaOp>)
        .add_op_fn::<ExtractStridedMetadataOp>(metadata_of_collapse_shape)
        .add_op_fn::<ExtractStridedMetadataOp>(metadata_of_expand_shape)
        .add_op_fn::<ExtractStridedMetadataOp>(metadata_of_get_global)
        .add_op_fn::<ExtractAlignedPointerAsIndexOp>(aligned_pointer_of_view)
        .add_op_fn::<ExtractStridedMetadataOp>(metadata_of_reinterpret_cast)
        .add_op_fn::<ExtractStridedMetadataOp>(metadata_of_subview)
        .add_op_fn::<ExtractStridedMetadataOp>(metadata_of_cast)
        .add_op_fn::<ExtractStridedMetadataOp>(metadata_of_memory_space_cast)
        .add_op_fn::<ExtractStridedMetadataOp>(metadata_of_metadata);
}

/// `op`, of type `view`, replaced by a `memref.reinterpret_cast` of
/// `metadata`.
fn replace_by_reinterpret_cast(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    metadata: StridedMetadata,
) -> IrResult<bool> {
    let (loc, view) = (rw.op_loc(op), rw.value_type(rw.result(op, 0)));
    let cast = ReinterpretCastOp::create_result_type_offset_fold_result(
        rw,
        loc,
        view,
        metadata.base,
        metadata.offset,
        &metadata.sizes,
        &metadata.strides,
        None,
    );
    let result = cast.result(rw);
    rw.replace_op(op, &[result])?;
    Ok(true)
}

/// `value`, or an `index` constant of an attribute (MLIR's
/// `getValueOrCreateConstantIndexOp`).
pub(super) fn value_or_constant(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    value: FoldResult,
) -> Value {
    match value {
        FoldResult::Value(v) => v,
        FoldResult::Attr(a) => {
            let ty = index(rw.context());
            crate::arith::ConstantOp::create(rw, loc, ty, a).result(rw)
        }
    }
}

/// A new `index` constant (MLIR's `arith::ConstantIndexOp`).
fn constant_index(rw: &mut PatternRewriter<'_>, loc: Attribute, value: i64) -> Value {
    let attr = index_attr(rw.context(), value);
    value_or_constant(rw, loc, FoldResult::Attr(attr))
}

/// `op`'s results replaced by `metadata`'s parts, constants made at `loc`
/// for the static ones.
fn replace_by_metadata(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    loc: Attribute,
    metadata: StridedMetadata,
) -> IrResult<bool> {
    let mut results = vec![metadata.base];
    let parts = std::iter::once(metadata.offset)
        .chain(metadata.sizes)
        .chain(metadata.strides);
    for part in parts {
        results.push(value_or_constant(rw, loc, part));
    }
    rw.replace_op(op, &results)?;
    Ok(true)
}

fn subview_to_reinterpret_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let subview = SubViewOp::from_id_unchecked(op);
    match resolve_subview(rw, subview)? {
        Some(metadata) => replace_by_reinterpret_cast(rw, op, metadata),
        None => rw.notify_match_failure(op, "failed to resolve subview metadata"),
    }
}

fn expand_shape_to_reinterpret_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let reshape = Reshape::Expand(ExpandShapeOp::from_id_unchecked(op));
    reshape_to_reinterpret_cast(rw, reshape)
}

fn collapse_shape_to_reinterpret_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let reshape = Reshape::Collapse(CollapseShapeOp::from_id_unchecked(op));
    reshape_to_reinterpret_cast(rw, reshape)
}

fn reshape_to_reinterpret_cast(rw: &mut PatternRewriter<'_>, reshape: Reshape) -> IrResult<bool> {
    match resolve_reshape(rw, reshape)? {
        Some(metadata) => replace_by_reinterpret_cast(rw, reshape.id(), metadata),
        None => rw.notify_match_failure(reshape.id(), "failed to resolve reshape metadata"),
    }
}

/// The op defining the source of `memref.extract_strided_metadata` `op`.
fn source_op(rw: &PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    let source = ExtractStridedMetadataOp::from_id_unchecked(op).source(rw);
    rw.defining_op(source)
}

fn metadata_of_subview(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(subview) = source_op(rw, op).and_then(|def| SubViewOp::cast(rw, def)) else {
        return Ok(false);
    };
    let loc = rw.op_loc(subview.id());
    match resolve_subview(rw, subview)? {
        Some(metadata) => replace_by_metadata(rw, op, loc, metadata),
        None => rw.notify_match_failure(op, "failed to resolve metadata of the source subview"),
    }
}

fn metadata_of_collapse_shape(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(collapse) = source_op(rw, op).and_then(|def| CollapseShapeOp::cast(rw, def)) else {
        return Ok(false);
    };
    metadata_of_reshape(rw, op, Reshape::Collapse(collapse))
}

fn metadata_of_expand_shape(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(expand) = source_op(rw, op).and_then(|def| ExpandShapeOp::cast(rw, def)) else {
        return Ok(false);
    };
    metadata_of_reshape(rw, op, Reshape::Expand(expand))
}

fn metadata_of_reshape(rw: &mut PatternRewriter<'_>, op: OpId, reshape: Reshape) -> IrResult<bool> {
    let loc = rw.op_loc(reshape.id());
    match resolve_reshape(rw, reshape)? {
        Some(metadata) => replace_by_metadata(rw, op, loc, metadata),
        None => rw.notify_match_failure(op, "failed to resolve metadata of the source reshape"),
    }
}

/// The base buffer of `op`'s replacement: `buffer` itself when of the
/// base buffer's type, else a `memref.reinterpret_cast` of it to that
/// type at offset 0.
fn flat_base(rw: &mut PatternRewriter<'_>, op: OpId, buffer: Value) -> Value {
    let metadata = ExtractStridedMetadataOp::from_id_unchecked(op);
    let base_type = rw.value_type(metadata.base_buffer(rw));
    if rw.value_type(buffer) == base_type {
        return buffer;
    }
    let loc = rw.op_loc(op);
    ReinterpretCastOp::create_result_type_offset_i64(
        rw,
        loc,
        base_type,
        buffer,
        0,
        Vec::new(),
        Vec::new(),
        None,
    )
    .result(rw)
}

/// The metadata of an allocation of the identity layout: the allocation
/// (cast to the base buffer's type), offset 0, its sizes and the strides
/// their suffix products make.
fn metadata_of_alloc<T: AllocLike>(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(alloc) = source_op(rw, op).and_then(|def| T::cast(rw, def)) else {
        return Ok(false);
    };
    let (memref, dynamic_sizes) = alloc.memref_and_sizes(rw);
    let ty = rw.value_type(memref);
    if !has_identity_layout(rw, ty) {
        return rw.notify_match_failure(op, "alloc-like operations should have been normalized");
    }
    let loc = rw.op_loc(op);
    let shape = MemRefParts::of(rw, ty).map(|p| p.shape).unwrap_or_default();
    let sizes = mixed(rw, &shape, &dynamic_sizes);
    let mut strides: Vec<FoldResult> =
        vec![FoldResult::Attr(index_attr(rw.context(), 1)); sizes.len()];
    let mut expr = ods_runtime::AffineExpr::Constant(1);
    for i in (0..sizes.len().saturating_sub(1)).rev() {
        let count = sizes.len() - 1 - i;
        expr = expr * ods_runtime::AffineExpr::Symbol(count as u32 - 1);
        strides[i] = crate::affine::make_composed_folded_affine_apply(
            rw,
            loc,
            expr.clone(),
            &sizes[i + 1..],
        );
    }
    let metadata = ExtractStridedMetadataOp::from_id_unchecked(op);
    let base_used = !rw.uses(metadata.base_buffer(rw)).is_empty();
    // An unused base buffer gets no cast: its replacement is never read.
    let base = if base_used {
        flat_base(rw, op, memref)
    } else {
        memref
    };
    let offset = constant_index(rw, loc, 0);
    let mut results = vec![base, offset];
    for part in sizes.into_iter().chain(strides) {
        results.push(value_or_constant(rw, loc, part));
    }
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// The metadata of a `memref.get_global` of the identity layout: the
/// global (cast to the base buffer's type), offset 0, its static sizes and
/// their suffix products as strides.
fn metadata_of_get_global(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(get_global) = source_op(rw, op).and_then(|def| GetGlobalOp::cast(rw, def)) else {
        return Ok(false);
    };
    let global = get_global.result(rw);
    let ty = rw.value_type(global);
    if !has_identity_layout(rw, ty) {
        return rw.notify_match_failure(
            op,
            "get-global operation result should have been normalized",
        );
    }
    let (Some(parts), Some((strides, _))) = (MemRefParts::of(rw, ty), strides_and_offset(rw, ty))
    else {
        return Ok(false);
    };
    let loc = rw.op_loc(op);
    let mut results = vec![flat_base(rw, op, global)];
    for value in std::iter::once(0).chain(parts.shape).chain(strides) {
        results.push(constant_index(rw, loc, value));
    }
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// The source of the view defining `value` when it starts where its
/// source does: a `memref.subview` or `memref.reinterpret_cast` (LLVM 22
/// leaves the aligned pointer of other views alone).
fn view_source(rw: &PatternRewriter<'_>, value: Value) -> Option<Value> {
    let def = rw.defining_op(value)?;
    SubViewOp::cast(rw, def)
        .map(|view| view.view_source(rw))
        .or_else(|| ReinterpretCastOp::cast(rw, def).map(|view| view.view_source(rw)))
}

/// `memref.extract_aligned_pointer_as_index` of a view reads the view's
/// source.
fn aligned_pointer_of_view(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let extract = ExtractAlignedPointerAsIndexOp::from_id_unchecked(op);
    let Some(source) = view_source(rw, extract.source(rw)) else {
        return rw.notify_match_failure(op, "not a ViewLike source");
    };
    rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, source));
    Ok(true)
}

/// Whether `memref.extract_strided_metadata` may take `value`: a ranked
/// memref.
fn extractable(rw: &PatternRewriter<'_>, value: Value) -> bool {
    MemRefParts::of(rw, rw.value_type(value)).is_some()
}

/// The metadata of a `memref.reinterpret_cast`: the base buffer of its
/// source and its own offset, sizes and strides.
fn metadata_of_reinterpret_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(cast) = source_op(rw, op).and_then(|def| ReinterpretCastOp::cast(rw, def)) else {
        return Ok(false);
    };
    let source = cast.source(rw);
    if !extractable(rw, source) {
        return rw.notify_match_failure(op, "reinterpret_cast source's type is incompatible");
    }
    let loc = rw.op_loc(op);
    let new = ExtractStridedMetadataOp::create_inferred(rw, loc, source)?;
    let metadata = StridedMetadata {
        base: new.base_buffer(rw),
        offset: mixed(rw, &cast.static_offsets(rw), &cast.offsets(rw)).remove(0),
        sizes: mixed(rw, &cast.static_sizes(rw), &cast.sizes(rw)),
        strides: mixed(rw, &cast.static_strides(rw), &cast.strides(rw)),
    };
    replace_by_metadata(rw, op, loc, metadata)
}

/// The metadata of a `memref.cast`: static where the cast's type says,
/// else that of its source.
fn metadata_of_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(cast) = source_op(rw, op).and_then(|def| CastOp::cast(rw, def)) else {
        return Ok(false);
    };
    let source = cast.source(rw);
    if !extractable(rw, source) {
        return rw.notify_match_failure(op, "cast source's type is incompatible");
    }
    let ty = rw.value_type(cast.dest(rw));
    let (Some(parts), Some((strides, offset))) =
        (MemRefParts::of(rw, ty), strides_and_offset(rw, ty))
    else {
        return Ok(false);
    };
    let loc = rw.op_loc(op);
    let new = ExtractStridedMetadataOp::create_inferred(rw, loc, source)?;
    let metadata = StridedMetadata {
        base: new.base_buffer(rw),
        offset: mixed(rw, &[offset], &[new.offset(rw)]).remove(0),
        sizes: mixed_or(rw, &parts.shape, &new.sizes(rw)),
        strides: mixed_or(rw, &strides, &new.strides(rw)),
    };
    replace_by_metadata(rw, op, loc, metadata)
}

/// Each static entry of `statics`, else the value at its position.
fn mixed_or(rw: &mut PatternRewriter<'_>, statics: &[i64], values: &[Value]) -> Vec<FoldResult> {
    statics
        .iter()
        .zip(values)
        .map(|(&s, &v)| mixed(rw, &[s], &[v]).remove(0))
        .collect()
}

/// The metadata of a `memref.memory_space_cast`: that of its source, the
/// base buffer cast to the memory space of the cast's result when used.
fn metadata_of_memory_space_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(cast) = source_op(rw, op).and_then(|def| MemorySpaceCastOp::cast(rw, def)) else {
        return Ok(false);
    };
    let loc = rw.op_loc(op);
    let source = cast.source(rw);
    let new = ExtractStridedMetadataOp::create_inferred(rw, loc, source)?;
    let mut results = rw.results(new.id());
    let old = ExtractStridedMetadataOp::from_id_unchecked(op);
    if !rw.uses(old.base_buffer(rw)).is_empty() {
        let memory_space =
            MemRefParts::of(rw, rw.value_type(cast.dest(rw))).and_then(|p| p.memory_space);
        let base_type = rw.value_type(results[0]);
        if let Some(parts) = MemRefParts::of(rw, base_type) {
            let ty = MemRefParts {
                memory_space,
                ..parts
            }
            .get(rw.context());
            results[0] = MemorySpaceCastOp::create(rw, loc, ty, results[0]).dest(rw);
        }
    }
    rw.replace_op(op, &results)?;
    Ok(true)
}

/// The metadata of the base buffer of a `memref.extract_strided_metadata`:
/// that base buffer, at offset 0.
fn metadata_of_metadata(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(source) = source_op(rw, op).and_then(|def| ExtractStridedMetadataOp::cast(rw, def))
    else {
        return Ok(false);
    };
    let loc = rw.op_loc(op);
    let base = source.base_buffer(rw);
    let offset = constant_index(rw, loc, 0);
    rw.replace_op(op, &[base, offset])?;
    Ok(true)
}
