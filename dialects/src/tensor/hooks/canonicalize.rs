//! The canonicalization patterns of `tensor`'s ops that `TensorOps.cpp`
//! writes and are Rust here: chains of casts and bitcasts
//! (`ChainedTensorCast`, `ChainedTensorBitcast`), `dim` and `extract` of
//! casts (`DimOfCastOp`, `ExtractFromTensorCast`), and constant offsets,
//! sizes and strides of slices made static
//! (`OpWithOffsetSizesAndStridesConstantArgumentFolder`).

use super::fold::defined_by;
use super::shape::TensorParts;
use crate::offset_size_stride::{constify, in_bounds_static, remaining};
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
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let new = CastOp::create(rw, loc, r, source).dest(rw);
    rw.replace_op(op, &[new])?;
    Ok(true)
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
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let new = BitcastOp::create(rw, loc, ty, source).dest(rw);
    rw.replace_op(op, &[new])?;
    Ok(true)
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
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let ty = rw.value_type(dim.result(rw));
    let new = DimOp::create(rw, loc, ty, source, index).result(rw);
    rw.replace_op(op, &[new])?;
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
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    let ty = rw.value_type(extract.result(rw));
    let new = ExtractOp::create(rw, loc, ty, source, &indices).result(rw);
    rw.replace_op(op, &[new])?;
    Ok(true)
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
        let (mut source, dest) = (self.source(rw), self.dest(rw));
        let Some(parts) = TensorParts::of_value(rw, dest) else {
            return Ok(false);
        };
        let source_ty = rw.value_type(source);
        let rank = TensorParts::of(rw, source_ty).map_or(0, |p| p.shape.len());
        let ty = canonical_slice_type(&parts, &s, rank).get(rw.context());
        let loc = rw.op_loc(op);
        rw.set_insertion_point(op);
        if ty != source_ty {
            source = CastOp::create(rw, loc, ty, source).dest(rw);
        }
        let result_ty = rw.value_type(dest);
        let new = InsertSliceOp::create(
            rw, loc, result_ty, source, dest, &dyn_o, &dyn_s, &dyn_t, o, s, t,
        );
        let result = new.result(rw);
        rw.replace_op(op, &[result])?;
        Ok(true)
    }
}

/// Constant offset, size and stride operands of a slice become static
/// entries: negative offsets and sizes and zero strides stay operands,
/// and a slice that would leave its tensor is left alone. An extraction
/// gets the type its entries imply, cast back to the old one; an
/// insertion casts its source to the type they imply.
pub(super) fn slice_constant_arguments<T: SliceOp>(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<T>(fold_constant_arguments::<T>);
}

fn fold_constant_arguments<T: SliceOp>(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let slice = T::from_id_unchecked(op);
    let lists = slice.lists(rw);
    let keeps: [fn(i64) -> bool; 3] = [|c| c >= 0, |c| c >= 0, |c| c != 0];
    let folded: Vec<Option<Vec<i64>>> = lists
        .iter()
        .zip(keeps)
        .map(|((s, d), keep)| constify(rw, s, d, keep))
        .collect();
    if folded.iter().all(Option::is_none) {
        return Ok(false);
    }
    let statics: [Vec<i64>; 3] =
        std::array::from_fn(|i| folded[i].clone().unwrap_or_else(|| lists[i].0.clone()));
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
