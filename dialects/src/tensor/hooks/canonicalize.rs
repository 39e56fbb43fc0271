//! The canonicalization patterns of `tensor`'s ops that `TensorOps.cpp`
//! writes and are Rust here: chains of casts and bitcasts
//! (`ChainedTensorCast`, `ChainedTensorBitcast`), `dim` and `extract` of
//! casts (`DimOfCastOp`, `ExtractFromTensorCast`), `dim` of a reshape
//! (`DimOfReshapeOp`), a concat of one input (`SingleInputConcatOp`), constant offsets,
//! sizes and strides of slices made static
//! (`OpWithOffsetSizesAndStridesConstantArgumentFolder`), slices and
//! collapses of casts (`ExtractSliceOpCastFolder`, `FoldCollapseOfCastOp`),
//! and `tensor.generate` with constant extents or extracted from
//! (`StaticTensorGenerate`, `ExtractFromTensorGenerate`).

use super::fold::defined_by;
use super::shape::TensorParts;
use crate::offset_size_stride::{constify, constify_first_list, in_bounds_static, remaining};
use crate::replace::replace_by;
use crate::tensor::*;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{Context, IrResult, OpId, Type, Value};

/// MLIR's `joinShapes`: the shape knowledge of two tensor types of one
/// element type together; `None` when they contradict.
fn join(ctx: &Context, a: Type, b: Type) -> Option<Option<TensorParts>> {
    let (Some(x), Some(y)) = (TensorParts::of(ctx, a), TensorParts::of(ctx, b)) else {
        // An unranked side adds nothing.
        return Some(TensorParts::of(ctx, a).or_else(|| TensorParts::of(ctx, b)));
    };
    if x.shape.len() != y.shape.len() {
        return None;
    }
    let mut shape = Vec::with_capacity(x.shape.len());
    for (&p, &q) in x.shape.iter().zip(&y.shape) {
        shape.push(match (p, q) {
            (DYNAMIC, q) => q,
            (p, DYNAMIC) => p,
            (p, q) if p == q => p,
            _ => return None,
        });
    }
    Some(Some(TensorParts {
        shape,
        element: x.element,
        encoding: None,
    }))
}

/// The type of joined parts, or `ty` itself when unranked.
fn joined_type(ctx: &mut Context, joined: Option<TensorParts>, ty: Type) -> Type {
    joined.map_or(ty, |p| p.get(ctx))
}

/// `cast(cast(x))` is one cast of `x` when that drops no runtime check.
pub(super) fn chained_casts(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<CastOp>(fold_chained_cast);
}

fn fold_chained_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let cast = CastOp::from_id_unchecked(op);
    let Some(inner) = defined_by::<CastOp>(rw, cast.source(rw)) else {
        return Ok(false);
    };
    let source = inner.source(rw);
    let (s, m, r) = (
        rw.value_type(source),
        rw.value_type(inner.dest(rw)),
        rw.value_type(cast.dest(rw)),
    );
    let Some(first) = join(rw, s, m) else {
        return Ok(false);
    };
    let first = joined_type(rw.context(), first, s);
    let Some(all) = join(rw, first, r) else {
        return Ok(false);
    };
    let Some(direct) = join(rw, s, r) else {
        return Ok(false);
    };
    let (all, direct) = (
        joined_type(rw.context(), all, first),
        joined_type(rw.context(), direct, s),
    );
    if all != direct {
        return Ok(false);
    }
    replace_by(rw, op, |rw, loc| {
        CastOp::create(rw, loc, r, source).dest(rw)
    })
}

/// `bitcast(bitcast(x))` is one bitcast of `x`.
pub(super) fn chained_bitcasts(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<BitcastOp>(fold_chained_bitcast);
}

fn fold_chained_bitcast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let cast = BitcastOp::from_id_unchecked(op);
    let Some(inner) = defined_by::<BitcastOp>(rw, cast.source(rw)) else {
        return Ok(false);
    };
    let (source, ty) = (inner.source(rw), rw.value_type(cast.dest(rw)));
    replace_by(rw, op, |rw, loc| {
        BitcastOp::create(rw, loc, ty, source).dest(rw)
    })
}

/// `dim(cast(x))` is `dim(x)`.
pub(super) fn dim_of_cast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<DimOp>(fold_dim_of_cast);
}

fn fold_dim_of_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dim = DimOp::from_id_unchecked(op);
    let Some(cast) = defined_by::<CastOp>(rw, dim.source(rw)) else {
        return Ok(false);
    };
    let (source, index) = (cast.source(rw), dim.index(rw));
    let ty = rw.value_type(dim.result(rw));
    replace_by(rw, op, |rw, loc| {
        DimOp::create(rw, loc, ty, source, index).result(rw)
    })
}

/// `tensor.concat`: of one input, a cast of it (MLIR's
/// `SingleInputConcatOp`); inputs cast to the static sizes the others
/// give off the concatenated dimension (`InferConcatOperandTypes`); a
/// result as static as the inputs make it, cast back
/// (`InferConcatResultType`).
pub(super) fn concat_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ConcatOp>(fold_single_input_concat);
    patterns.add_op_fn::<ConcatOp>(infer_concat_operand_types);
    patterns.add_op_fn::<ConcatOp>(infer_concat_result_type);
}

/// The type a concatenation of `op`'s inputs has (MLIR's
/// `ConcatOp::inferResultType`), when they agree off its dimension.
fn inferred_concat_type(ctx: &mut Context, op: ConcatOp) -> Option<Type> {
    let inputs: Option<Vec<TensorParts>> = op
        .inputs(ctx)
        .into_iter()
        .map(|v| TensorParts::of(ctx, ctx.value_type(v)))
        .collect();
    let inputs = inputs?;
    let shape = super::fold::concatenated_shape(&inputs, op.dim(ctx) as usize)?;
    Some(
        TensorParts {
            shape,
            element: inputs.first()?.element,
            encoding: None,
        }
        .get(ctx),
    )
}

fn infer_concat_operand_types(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let concat = ConcatOp::from_id_unchecked(op);
    let Some(inferred) = inferred_concat_type(rw.context(), concat) else {
        return Ok(false);
    };
    let Some(mut parts) = TensorParts::of(rw, inferred) else {
        return Ok(false);
    };
    let dim = concat.dim(rw) as usize;
    let mut changed = false;
    for (i, input) in concat.inputs(rw).into_iter().enumerate() {
        let input_ty = rw.value_type(input);
        let Some(input_parts) = TensorParts::of(rw, input_ty) else {
            continue;
        };
        parts.shape[dim] = input_parts.shape[dim];
        let refined = parts.get(rw.context());
        if super::fold::preserves_static_information(rw, refined, input_ty) {
            continue;
        }
        changed = true;
        let loc = rw.op_loc(op);
        rw.set_insertion_point(op);
        let cast = CastOp::create(rw, loc, refined, input).dest(rw);
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, i, cast));
    }
    Ok(changed)
}

fn infer_concat_result_type(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let concat = ConcatOp::from_id_unchecked(op);
    let Some(inferred) = inferred_concat_type(rw.context(), concat) else {
        return Ok(false);
    };
    let result_ty = rw.value_type(concat.result(rw));
    if super::fold::preserves_static_information(rw, inferred, result_ty) {
        return Ok(false);
    }
    let (dim, inputs) = (concat.dim(rw), concat.inputs(rw));
    replace_by(rw, op, |rw, loc| {
        let refined = ConcatOp::create(rw, loc, inferred, dim, &inputs).result(rw);
        CastOp::create(rw, loc, result_ty, refined).dest(rw)
    })
}

fn fold_single_input_concat(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let concat = ConcatOp::from_id_unchecked(op);
    let &[input] = concat.inputs(rw).as_slice() else {
        return Ok(false);
    };
    let ty = rw.value_type(concat.result(rw));
    replace_by(rw, op, |rw, loc| {
        CastOp::create(rw, loc, ty, input).dest(rw)
    })
}

/// `dim(reshape(x, shape), i)` is `extract(shape[i])`, cast to `index`
/// when the shape holds integers (MLIR's `DimOfReshapeOp`).
pub(super) fn dim_of_reshape(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<DimOp>(fold_dim_of_reshape);
}

fn fold_dim_of_reshape(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dim = DimOp::from_id_unchecked(op);
    let Some(reshape) = defined_by::<ReshapeOp>(rw, dim.source(rw)) else {
        return Ok(false);
    };
    let (shape, index) = (reshape.shape(rw), dim.index(rw));
    let (ty, loc) = (rw.value_type(dim.result(rw)), rw.op_loc(op));
    let element = ods_runtime::ods::pred::element_type_or_self(rw, rw.value_type(shape));
    // After the dim, as MLIR builds it: tensors do not change in between.
    rw.set_insertion_point_after(op);
    let mut size = ExtractOp::create(rw, loc, element, shape, &[index]).result(rw);
    if element != ty {
        size = crate::arith::IndexCastOp::create(rw, loc, ty, size).out(rw);
    }
    rw.replace_op(op, &[size])?;
    Ok(true)
}

/// `extract(cast(x))` of a ranked `x` is `extract(x)`.
pub(super) fn extract_of_cast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ExtractOp>(fold_extract_of_cast);
}

fn fold_extract_of_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let extract = ExtractOp::from_id_unchecked(op);
    let Some(cast) = defined_by::<CastOp>(rw, extract.tensor(rw)) else {
        return Ok(false);
    };
    let source = cast.source(rw);
    if TensorParts::of_value(rw, source).is_none() {
        return Ok(false);
    }
    let indices = extract.indices(rw);
    let ty = rw.value_type(extract.result(rw));
    replace_by(rw, op, |rw, loc| {
        ExtractOp::create(rw, loc, ty, source, &indices).result(rw)
    })
}

/// The slice ops whose constant offsets, sizes and strides become static.
pub(super) trait SliceOp: Op {
    /// The tensor the slice is taken of or inserted into.
    fn sliced(self, ctx: &Context) -> Value;
    /// The static lists and operands of offsets, sizes and strides.
    fn lists(self, ctx: &Context) -> [(Vec<i64>, Vec<Value>); 3];
    /// Replaces the op by one with these entries.
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        statics: [Vec<i64>; 3],
        dynamics: [Vec<Value>; 3],
    ) -> IrResult<bool>;
}

/// MLIR's `inferCanonicalRankReducedResultType`: the slice type the sizes
/// imply, without its first unit dimensions down to `rank`.
fn canonical_slice_type(sliced: &TensorParts, sizes: &[i64], rank: usize) -> TensorParts {
    let mut drop = sizes.len().saturating_sub(rank);
    let shape = sizes
        .iter()
        .copied()
        .filter(|&s| {
            let dropped = drop > 0 && s == 1;
            drop -= usize::from(dropped);
            !dropped
        })
        .collect();
    TensorParts {
        shape,
        element: sliced.element,
        encoding: if sizes.len() > rank {
            None
        } else {
            sliced.encoding
        },
    }
}

impl SliceOp for ExtractSliceOp {
    fn sliced(self, ctx: &Context) -> Value {
        self.source(ctx)
    }
    fn lists(self, ctx: &Context) -> [(Vec<i64>, Vec<Value>); 3] {
        let m = super::mixed_of_extract_slice(ctx, self);
        [m.offsets, m.sizes, m.strides]
    }
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        [o, s, t]: [Vec<i64>; 3],
        [dyn_o, dyn_s, dyn_t]: [Vec<Value>; 3],
    ) -> IrResult<bool> {
        let op = self.id();
        let source = self.source(rw);
        let old_ty = rw.value_type(self.result(rw));
        let Some(parts) = TensorParts::of_value(rw, source) else {
            return Ok(false);
        };
        let rank = TensorParts::of(rw, old_ty).map_or(0, |p| p.shape.len());
        let ty = canonical_slice_type(&parts, &s, rank).get(rw.context());
        let loc = rw.op_loc(op);
        rw.set_insertion_point(op);
        let new = ExtractSliceOp::create(rw, loc, ty, source, &dyn_o, &dyn_s, &dyn_t, o, s, t);
        let mut result = new.result(rw);
        if ty != old_ty {
            result = CastOp::create(rw, loc, old_ty, result).dest(rw);
        }
        rw.replace_op(op, &[result])?;
        Ok(true)
    }
}

/// The source insertion `op` of `sizes` into `dest` takes: `source`,
/// cast before `cast_at` (at `op`'s location) to the type the sizes imply
/// when that differs.
fn insertion_source(
    rw: &mut PatternRewriter<'_>,
    (op, source, dest): (OpId, Value, Value),
    sizes: &[i64],
    cast_at: OpId,
) -> Option<Value> {
    let parts = TensorParts::of_value(rw, dest)?;
    let source_ty = rw.value_type(source);
    let rank = TensorParts::of(rw, source_ty).map_or(0, |p| p.shape.len());
    let ty = canonical_slice_type(&parts, sizes, rank).get(rw.context());
    if ty == source_ty {
        return Some(source);
    }
    let loc = rw.op_loc(op);
    rw.set_insertion_point(cast_at);
    Some(CastOp::create(rw, loc, ty, source).dest(rw))
}

impl SliceOp for InsertSliceOp {
    fn sliced(self, ctx: &Context) -> Value {
        self.dest(ctx)
    }
    fn lists(self, ctx: &Context) -> [(Vec<i64>, Vec<Value>); 3] {
        let m = super::mixed_of_insert_slice(ctx, self);
        [m.offsets, m.sizes, m.strides]
    }
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        [o, s, t]: [Vec<i64>; 3],
        [dyn_o, dyn_s, dyn_t]: [Vec<Value>; 3],
    ) -> IrResult<bool> {
        let op = self.id();
        let (source, dest) = (self.source(rw), self.dest(rw));
        let Some(source) = insertion_source(rw, (op, source, dest), &s, op) else {
            return Ok(false);
        };
        let result_ty = rw.value_type(dest);
        replace_by(rw, op, |rw, loc| {
            let new = InsertSliceOp::create(
                rw, loc, result_ty, source, dest, &dyn_o, &dyn_s, &dyn_t, o, s, t,
            );
            new.result(rw)
        })
    }
}

impl SliceOp for ParallelInsertSliceOp {
    fn sliced(self, ctx: &Context) -> Value {
        self.dest(ctx)
    }
    fn lists(self, ctx: &Context) -> [(Vec<i64>, Vec<Value>); 3] {
        let m = super::mixed_of_parallel_insert_slice(ctx, self);
        [m.offsets, m.sizes, m.strides]
    }
    /// A cast of the source goes before the op combining the threads'
    /// slices, which holds only such insertions.
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        [o, s, t]: [Vec<i64>; 3],
        [dyn_o, dyn_s, dyn_t]: [Vec<Value>; 3],
    ) -> IrResult<bool> {
        let op = self.id();
        let cast_at = rw
            .parent_op(op)
            .filter(|&p| super::is_in_parallel(rw, p))
            .unwrap_or(op);
        let (source, dest) = (self.source(rw), self.dest(rw));
        let Some(source) = insertion_source(rw, (op, source, dest), &s, cast_at) else {
            return Ok(false);
        };
        let loc = rw.op_loc(op);
        rw.set_insertion_point(op);
        ParallelInsertSliceOp::create(rw, loc, source, dest, &dyn_o, &dyn_s, &dyn_t, o, s, t);
        rw.erase_op(op)?;
        Ok(true)
    }
}

/// Constant offset, size and stride operands of a slice become static
/// entries, one list at a time (see [`constify_first_list`]): a slice
/// that would leave its tensor is left alone. An extraction
/// gets the type its entries imply, cast back to the old one; an
/// insertion casts its source to the type they imply.
pub(super) fn slice_constant_arguments<T: SliceOp>(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<T>(fold_constant_arguments::<T>);
}

fn fold_constant_arguments<T: SliceOp>(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let slice = T::from_id_unchecked(op);
    let lists = slice.lists(rw);
    let Some(statics) = constify_first_list(rw, &lists) else {
        return Ok(false);
    };
    let Some(shape) = TensorParts::of_value(rw, slice.sliced(rw)).map(|p| p.shape) else {
        return Ok(false);
    };
    if !in_bounds_static(&shape, &statics[0], &statics[1], &statics[2]) {
        return Ok(false);
    }
    let dynamics: [Vec<Value>; 3] =
        std::array::from_fn(|i| remaining(&lists[i].0, &lists[i].1, &statics[i]));
    slice.rebuild(rw, statics, dynamics)
}

/// `extract(generate)` of a `tensor.generate` without effects is its body
/// at the extracted indices (MLIR's `ExtractFromTensorGenerate`).
pub(super) fn extract_of_generate(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ExtractOp>(fold_extract_of_generate);
}

fn fold_extract_of_generate(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let extract = ExtractOp::from_id_unchecked(op);
    let Some(generate) = defined_by::<GenerateOp>(rw, extract.tensor(rw)) else {
        return Ok(false);
    };
    if !ods_runtime::rewrite::effects::would_op_be_trivially_dead(rw, generate.id()) {
        return Ok(false);
    }
    let Some(&body) = rw.blocks(generate.body(rw)).first() else {
        return Ok(false);
    };
    let mut map = ods_runtime::ValueMapping::default();
    for (arg, index) in rw.block_args(body).into_iter().zip(extract.indices(rw)) {
        map.insert(arg, index);
    }
    let ops = rw.block_ops(body);
    let Some((&terminator, nested)) = ops.split_last() else {
        return Ok(false);
    };
    let Some(yielded) = YieldOp::cast(rw, terminator).map(|y| y.value(rw)) else {
        return Ok(false);
    };
    rw.set_insertion_point(op);
    for &nested_op in nested {
        rw.clone(nested_op, &mut map);
    }
    let value = map.get(&yielded).copied().unwrap_or(yielded);
    rw.replace_op(op, &[value])?;
    Ok(true)
}

/// Constant extents of a `tensor.generate` become static sizes of its
/// type, cast back to the old one (MLIR's `StaticTensorGenerate`).
pub(super) fn static_generate(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<GenerateOp>(fold_static_generate);
}

fn fold_static_generate(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let generate = GenerateOp::from_id_unchecked(op);
    let old_ty = rw.value_type(generate.result(rw));
    let Some(parts) = TensorParts::of(rw, old_ty) else {
        return Ok(false);
    };
    let extents = generate.dynamic_extents(rw);
    let folded = constify(rw, &parts.shape, &extents, |c| c >= 0);
    let Some(shape) = folded else {
        return Ok(false);
    };
    let kept = remaining(&parts.shape, &extents, &shape);
    let ty = TensorParts {
        shape,
        element: parts.element,
        encoding: None,
    }
    .get(rw.context());
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let new = GenerateOp::create(rw, loc, ty, &kept);
    let (from, to) = (generate.body(rw), new.body(rw));
    rw.inline_region_before(from, to, None);
    let result = new.result(rw);
    let cast = CastOp::create(rw, loc, old_ty, result).dest(rw);
    rw.replace_op(op, &[cast])?;
    Ok(true)
}

/// `extract_slice(cast(x))` of a cast that only forgets static sizes is
/// an `extract_slice` of `x`, once no operand is a constant (MLIR's
/// `ExtractSliceOpCastFolder`).
pub(super) fn extract_slice_of_cast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ExtractSliceOp>(fold_extract_slice_of_cast);
}

fn fold_extract_slice_of_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let slice = ExtractSliceOp::from_id_unchecked(op);
    let operands = rw.operands(op);
    if operands
        .iter()
        .any(|&v| crate::offset_size_stride::constant_index(rw, v).is_some())
    {
        return Ok(false);
    }
    let Some(cast) = defined_by::<CastOp>(rw, slice.source(rw)) else {
        return Ok(false);
    };
    if !super::fold::can_fold_into_consumer(rw, cast) {
        return Ok(false);
    }
    let source = cast.source(rw);
    let Some(shape) = TensorParts::of_value(rw, source).map(|p| p.shape) else {
        return Ok(false);
    };
    let [(o, dyn_o), (s, dyn_s), (t, dyn_t)] = slice.lists(rw);
    if !in_bounds_static(&shape, &o, &s, &t) {
        return Ok(false);
    }
    let ty = rw.value_type(slice.result(rw));
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let new = ExtractSliceOp::create(rw, loc, ty, source, &dyn_o, &dyn_s, &dyn_t, o, s, t);
    let result = new.result(rw);
    rw.replace_op(op, &[result])?;
    Ok(true)
}

/// `collapse_shape(cast(x))` of a cast that only forgets static sizes
/// collapses `x`, cast to the old type when the new one is more static
/// (MLIR's `FoldCollapseOfCastOp`).
pub(super) fn collapse_of_cast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<CollapseShapeOp>(fold_collapse_of_cast);
}

fn fold_collapse_of_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let collapse = CollapseShapeOp::from_id_unchecked(op);
    let Some(cast) = defined_by::<CastOp>(rw, collapse.src(rw)) else {
        return Ok(false);
    };
    if !super::fold::can_fold_into_consumer(rw, cast) {
        return Ok(false);
    }
    let source = cast.source(rw);
    let Some(parts) = TensorParts::of_value(rw, source) else {
        return Ok(false);
    };
    let groups = collapse.reassociation_indices(rw);
    let ty = TensorParts {
        shape: super::shape::collapsed_shape(&parts.shape, &groups),
        element: parts.element,
        encoding: None,
    }
    .get(rw.context());
    let old_ty = rw.value_type(collapse.result(rw));
    if ty == old_ty {
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, source));
        return Ok(true);
    }
    let loc = rw.op_loc(op);
    let reassociation = collapse.reassociation_attr(rw);
    rw.set_insertion_point(op);
    let new = CollapseShapeOp::create(rw, loc, ty, source, reassociation).result(rw);
    let result = CastOp::create(rw, loc, old_ty, new).dest(rw);
    rw.replace_op(op, &[result])?;
    Ok(true)
}

/// MLIR's `computeRankReductionMask` with `matchDynamic`: a dynamic size
/// on either side matches any but a 1.
fn rank_reduction_mask_matching_dynamic(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut next = 0;
    for (i, &size) in original.iter().enumerate() {
        let dynamic = size == DYNAMIC || reduced.get(next) == Some(&DYNAMIC);
        if next < reduced.len() && ((dynamic && size != 1) || size == reduced[next]) {
            next += 1;
            continue;
        }
        dropped[i] = true;
        if size != 1 {
            return None;
        }
    }
    (next == reduced.len()).then_some(dropped)
}

/// `insert_slice(cast(x) into cast(y))` of casts that only forget static
/// sizes inserts `x` into `y`, with the sizes `x` knows, cast back to the
/// old type (MLIR's `InsertSliceOpCastFolder`); left to the constant
/// folder while an operand is a constant.
pub(super) fn insert_slice_of_casts(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<InsertSliceOp>(fold_insert_slice_of_casts);
}

fn fold_insert_slice_of_casts(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let insert = InsertSliceOp::from_id_unchecked(op);
    let operands = rw.operands(op);
    if operands
        .iter()
        .any(|&v| crate::offset_size_stride::constant_index(rw, v).is_some())
    {
        return Ok(false);
    }
    let cast_source = |ctx: &Context, v: Value| {
        let cast = defined_by::<CastOp>(ctx, v)?;
        super::fold::can_fold_into_consumer(ctx, cast).then(|| cast.source(ctx))
    };
    let (old_source, old_dest) = (insert.source(rw), insert.dest(rw));
    let (from_source, from_dest) = (cast_source(rw, old_source), cast_source(rw, old_dest));
    if from_source.is_none() && from_dest.is_none() {
        return Ok(false);
    }
    let (source, dest) = (
        from_source.unwrap_or(old_source),
        from_dest.unwrap_or(old_dest),
    );
    let (Some(src), Some(dst)) = (
        TensorParts::of_value(rw, source),
        TensorParts::of_value(rw, dest),
    ) else {
        return Ok(false);
    };
    let [(o, dyn_o), (s, dyn_s), (t, dyn_t)] = insert.lists(rw);
    let Some(dropped) = rank_reduction_mask_matching_dynamic(&s, &src.shape) else {
        return Ok(false);
    };
    // The sizes the source's type knows replace the others.
    let mut sizes = ods_runtime::asm::dynamic_index_list::mixed_values(&s, &dyn_s);
    let mut kept = src.shape.iter();
    for (size, _) in sizes.iter_mut().zip(&dropped).filter(|(_, &d)| !d) {
        if let Some(&known) = kept.next().filter(|&&k| k != DYNAMIC) {
            *size = Ok(known);
        }
    }
    let new_s: Vec<i64> = sizes.iter().map(|e| e.unwrap_or(DYNAMIC)).collect();
    let expected = super::shape::slice_type(&dst, &new_s);
    let fits = expected.element == src.element
        && src.shape.len() <= expected.shape.len()
        && crate::offset_size_stride::rank_reduction_mask(&expected.shape, &src.shape).is_some();
    if !fits || !in_bounds_static(&dst.shape, &o, &new_s, &t) {
        return Ok(false);
    }
    let new_dyn_s: Vec<Value> = sizes.iter().filter_map(|e| e.err()).collect();
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let dest_ty = rw.value_type(dest);
    let new = InsertSliceOp::create(
        rw, loc, dest_ty, source, dest, &dyn_o, &new_dyn_s, &dyn_t, o, new_s, t,
    );
    let mut result = new.result(rw);
    let old_ty = rw.value_type(old_dest);
    if dest_ty != old_ty {
        result = CastOp::create(rw, loc, old_ty, result).dest(rw);
    }
    rw.replace_op(op, &[result])?;
    Ok(true)
}

// A tensor has no layout.
crate::reshapes::impl_reshapes!(
    CollapseShapeOp,
    ExpandShapeOp,
    CastOp,
    |_: &Context, _: Type| true
);

/// `extract(index_cast(t))` is `index_cast(extract(t))` (MLIR's
/// `ExtractElementFromIndexCast`).
pub(super) fn extract_of_index_cast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ExtractOp>(fold_extract_of_index_cast);
}

fn fold_extract_of_index_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let extract = ExtractOp::from_id_unchecked(op);
    let Some(cast) = defined_by::<crate::arith::IndexCastOp>(rw, extract.tensor(rw)) else {
        return Ok(false);
    };
    let input = cast.r#in(rw);
    let element = ods_runtime::ods::pred::element_type_or_self(rw, rw.value_type(input));
    let (indices, ty) = (extract.indices(rw), rw.value_type(extract.result(rw)));
    replace_by(rw, op, |rw, loc| {
        let scalar = ExtractOp::create(rw, loc, element, input, &indices).result(rw);
        crate::arith::IndexCastOp::create(rw, loc, ty, scalar).out(rw)
    })
}
