//! `fold-memref-alias-ops` (MLIR's `FoldMemRefAliasOpsPass`): a load or
//! store through a `memref.subview`, `memref.expand_shape` or
//! `memref.collapse_shape` reads or writes the view's source at the
//! indices it maps to, and a subview of a subview is one subview.

use super::super::hooks::dropped_dims;
use super::alias_indices::{
    resolve_collapse_shape, resolve_expand_shape, resolve_offsets_and_strides,
};
use super::strided_metadata::mixed;
use super::{
    FoldMemRefAliasOpsPass, FoldMemRefAliasOpsPassOptions, FoldMemRefAliasOpsPassStatistics,
};
use crate::memref::*;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::pass::PassFailure;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::{
    apply_patterns_greedily, GreedyRewriteConfig, PatternRewriter, RewritePatternSet,
};
use ods_runtime::{Context, IrResult, OpId, Value};

/// The implementation of `fold-memref-alias-ops`.
#[derive(Debug, Default)]
pub struct FoldMemRefAliasOps;

impl FoldMemRefAliasOpsPass for FoldMemRefAliasOps {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &FoldMemRefAliasOpsPassOptions,
        _: &mut FoldMemRefAliasOpsPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = RewritePatternSet::new();
        populate_fold_memref_alias_op_patterns(&mut patterns);
        let patterns = patterns.freeze(ctx);
        let converged = apply_patterns_greedily(ctx, op, &patterns, GreedyRewriteConfig::default());
        // MLIR ignores whether the rewrite converged; an IR error still fails.
        PassFailure::unless_converged(ctx, op, converged.map(|_| true))
    }
}

/// Adds the folds of `fold-memref-alias-ops`: loads and stores of memref
/// and, with the `vector` feature, vector's (MLIR's
/// `populateFoldMemRefAliasOpPatterns`).
pub fn populate_fold_memref_alias_op_patterns(patterns: &mut RewritePatternSet) {
    add_access_folds::<LoadOp>(patterns);
    add_access_folds::<StoreOp>(patterns);
    #[cfg(feature = "vector")]
    super::vector_accesses::add_vector_access_folds(patterns);
    patterns.add_op_fn::<SubViewOp>(subview_of_subview);
}

/// Adds the folds of access `T` through each kind of view.
pub(super) fn add_access_folds<T: Access>(patterns: &mut RewritePatternSet) {
    patterns
        .add_op_fn::<T>(access_of_subview::<T>)
        .add_op_fn::<T>(access_of_expand_shape::<T>)
        .add_op_fn::<T>(access_of_collapse_shape::<T>);
}

/// The alias (view) an access reads or writes through.
#[derive(Clone, Copy)]
// Only vector's transfers read the views; memref's accesses do not.
#[cfg_attr(not(feature = "vector"), allow(dead_code))]
pub(super) enum Alias {
    /// A `memref.subview`.
    SubView(SubViewOp),
    /// A `memref.expand_shape`.
    Expand(ExpandShapeOp),
    /// A `memref.collapse_shape`.
    Collapse,
}

/// An op that reads or writes a memref at indices, which the folds move
/// onto the source of a view (what MLIR's patterns switch on).
pub(super) trait Access: Op {
    /// Whether its indices are in bounds: linearized indices are then
    /// `disjoint`.
    const IN_BOUNDS: bool = false;
    /// The memref it accesses.
    fn memref(self, ctx: &Context) -> Value;
    /// Its indices into that memref.
    fn indices(self, ctx: &Context) -> Vec<Value>;
    /// Whether it may fold through `view`, checked before any op is made.
    fn folds_through(self, _rw: &PatternRewriter<'_>, _view: Alias) -> bool {
        true
    }
    /// The access replaced by one of `memref`, the source of `view`, at
    /// `indices`.
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        view: Alias,
        memref: Value,
        indices: &[Value],
    ) -> IrResult<()>;
}

impl Access for LoadOp {
    const IN_BOUNDS: bool = true;
    fn memref(self, ctx: &Context) -> Value {
        LoadOp::memref(self, ctx)
    }
    fn indices(self, ctx: &Context) -> Vec<Value> {
        LoadOp::indices(self, ctx)
    }
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        _: Alias,
        memref: Value,
        indices: &[Value],
    ) -> IrResult<()> {
        let loc = rw.op_loc(self.id());
        let nontemporal = self.nontemporal(rw).then_some(true);
        let new = LoadOp::create_inferred(rw, loc, memref, indices, nontemporal, None)?;
        let result = new.result(rw);
        rw.replace_op(self.id(), &[result])
    }
}

impl Access for StoreOp {
    const IN_BOUNDS: bool = true;
    fn memref(self, ctx: &Context) -> Value {
        StoreOp::memref(self, ctx)
    }
    fn indices(self, ctx: &Context) -> Vec<Value> {
        StoreOp::indices(self, ctx)
    }
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        _: Alias,
        memref: Value,
        indices: &[Value],
    ) -> IrResult<()> {
        let loc = rw.op_loc(self.id());
        let nontemporal = self.nontemporal(rw).then_some(true);
        let value = self.value(rw);
        StoreOp::create(rw, loc, value, memref, indices, nontemporal, None);
        rw.replace_op(self.id(), &[])
    }
}

/// Access `op` of type `T` and the op of type `V` making its memref.
fn view_of<T: Access, V: Op>(rw: &PatternRewriter<'_>, op: OpId) -> Option<(T, V)> {
    let access = T::from_id_unchecked(op);
    let view = rw
        .defining_op(access.memref(rw))
        .and_then(|def| V::cast(rw, def))?;
    Some((access, view))
}

/// The offsets and strides of `subview` as fold results.
fn offsets_and_strides(
    rw: &mut PatternRewriter<'_>,
    subview: SubViewOp,
) -> (Vec<FoldResult>, Vec<FoldResult>) {
    let offsets = mixed(rw, &subview.static_offsets(rw), &subview.offsets(rw));
    let strides = mixed(rw, &subview.static_strides(rw), &subview.strides(rw));
    (offsets, strides)
}

fn access_of_subview<T: Access>(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some((access, subview)) = view_of::<T, SubViewOp>(rw, op) else {
        return rw.notify_match_failure(op, "not a subview producer");
    };
    let view = Alias::SubView(subview);
    let Some(dropped) = dropped_dims(rw, subview) else {
        return Ok(false);
    };
    if !access.folds_through(rw, view) {
        return Ok(false);
    }
    let loc = rw.op_loc(op);
    let (offsets, strides) = offsets_and_strides(rw, subview);
    let indices: Vec<FoldResult> = access
        .indices(rw)
        .into_iter()
        .map(FoldResult::Value)
        .collect();
    let resolved = resolve_offsets_and_strides(rw, loc, &offsets, &strides, &dropped, &indices);
    let source = subview.source(rw);
    access.rebuild(rw, view, source, &resolved)?;
    Ok(true)
}

fn access_of_expand_shape<T: Access>(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some((access, expand)) = view_of::<T, ExpandShapeOp>(rw, op) else {
        return Ok(false);
    };
    let view = Alias::Expand(expand);
    if !access.folds_through(rw, view) {
        return Ok(false);
    }
    let loc = rw.op_loc(op);
    let indices = access.indices(rw);
    let resolved = resolve_expand_shape(rw, loc, expand, &indices, T::IN_BOUNDS);
    let source = expand.src(rw);
    access.rebuild(rw, view, source, &resolved)?;
    Ok(true)
}

fn access_of_collapse_shape<T: Access>(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some((access, collapse)) = view_of::<T, CollapseShapeOp>(rw, op) else {
        return Ok(false);
    };
    let view = Alias::Collapse;
    if !access.folds_through(rw, view) {
        return Ok(false);
    }
    let loc = rw.op_loc(op);
    let indices = access.indices(rw);
    let resolved = resolve_collapse_shape(rw, loc, collapse, &indices)?;
    let source = collapse.src(rw);
    access.rebuild(rw, view, source, &resolved)?;
    Ok(true)
}

/// Whether every stride of `subview` is a static 1.
fn has_unit_stride(rw: &PatternRewriter<'_>, subview: SubViewOp) -> bool {
    subview.static_strides(rw).iter().all(|&s| s == 1)
}

/// A subview of a subview, both of unit strides, is one subview of the
/// first's source: offsets added, sizes of the second (the first's for
/// the dimensions it drops).
fn subview_of_subview(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let subview = SubViewOp::from_id_unchecked(op);
    let Some(source) = rw
        .defining_op(subview.source(rw))
        .and_then(|def| SubViewOp::cast(rw, def))
    else {
        return Ok(false);
    };
    if !has_unit_stride(rw, subview) {
        return rw.notify_match_failure(op, "requires unit strides");
    }
    if !has_unit_stride(rw, source) {
        return rw.notify_match_failure(source.id(), "requires unit strides");
    }
    let Some(dropped) = dropped_dims(rw, source) else {
        return Ok(false);
    };
    let source_sizes = mixed(rw, &source.static_sizes(rw), &source.sizes(rw));
    let sizes = mixed(rw, &subview.static_sizes(rw), &subview.sizes(rw));
    let mut next = sizes.into_iter();
    let resolved_sizes: Vec<FoldResult> = dropped
        .iter()
        .zip(source_sizes)
        .filter_map(|(&d, size)| if d { Some(size) } else { next.next() })
        .collect();
    let loc = rw.op_loc(op);
    let (source_offsets, source_strides) = offsets_and_strides(rw, source);
    let offsets = mixed(rw, &subview.static_offsets(rw), &subview.offsets(rw));
    let resolved = resolve_offsets_and_strides(
        rw,
        loc,
        &source_offsets,
        &source_strides,
        &dropped,
        &offsets,
    );
    let resolved: Vec<FoldResult> = resolved
        .into_iter()
        .map(|v| as_fold_result(rw, v))
        .collect();
    let ty = rw.value_type(subview.result(rw));
    let base = source.source(rw);
    let new = SubViewOp::create_result_type_offsets_fold_result(
        rw,
        loc,
        ty,
        base,
        &resolved,
        &resolved_sizes,
        &source_strides,
        None,
    );
    let result = new.result(rw);
    rw.replace_op(op, &[result])?;
    Ok(true)
}

/// `value`, or the attribute of the constant defining it (MLIR's
/// `getAsOpFoldResult`).
fn as_fold_result(rw: &mut PatternRewriter<'_>, value: Value) -> FoldResult {
    match crate::offset_size_stride::constant_index(rw, value) {
        Some(c) if c != DYNAMIC => {
            FoldResult::Attr(ods_runtime::ods::convert::index_attr(rw.context(), c))
        }
        _ => FoldResult::Value(value),
    }
}
