//! The folder of `vector.extract` (MLIR's `ExtractOp::fold`): the
//! constants it reads, and the producers an extraction at a static
//! position looks through (extracts, inserts and transposes, broadcasts,
//! shuffles, shape casts, strided slices, `vector.from_elements`), most
//! of them by extracting from the producer's operand in place.

use super::fold::{defining, extract_dense, in_place, is_dense_splat, is_poison, poison};
use super::fold::{splat_constant, splat_data};
use super::types::{shape_of, VectorParts};
use super::verify::POISON_INDEX;
use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Attribute, Context, Value};

/// `vector.extract`: at no position, the source; of poison, poison;
/// constant indices made static; at a poison position, poison; of a
/// constant, its element or trailing vector; else the first producer fold
/// that applies, in MLIR's order.
pub(super) fn extract(
    ctx: &mut Context,
    op: ExtractOp,
    constant: Option<Attribute>,
) -> Option<FoldResult> {
    let (source, result) = (op.source(ctx), op.result(ctx));
    let mut position = op.static_position(ctx);
    if position.is_empty() && ctx.value_type(source) == ctx.value_type(result) {
        return Some(FoldResult::Value(source));
    }
    if is_poison(ctx, constant) {
        return poison(ctx);
    }
    let moved = super::fold_position::fold_constant_indices(ctx, op.id(), 1, &mut position, source);
    if moved {
        op.set_static_position(ctx, position.clone());
    }
    if position.contains(&POISON_INDEX) {
        return poison(ctx);
    }
    let folded = fold_producers(ctx, op, constant);
    if folded.is_none() && moved {
        return in_place(ctx, op);
    }
    folded
}

/// The folds of `vector.extract` past its position: of a splat or dense
/// constant, then of the op producing its source.
fn fold_producers(
    ctx: &mut Context,
    op: ExtractOp,
    constant: Option<Attribute>,
) -> Option<FoldResult> {
    let result = op.result(ctx);
    if let Some(data) = constant
        .filter(|&c| is_dense_splat(ctx, c))
        .and_then(|c| splat_data(ctx, c))
    {
        let ty = ctx.value_type(result);
        return Some(FoldResult::Attr(splat_constant(ctx, ty, data)));
    }
    if !op.dynamic_position(ctx).is_empty() {
        return from_broadcast(ctx, op);
    }
    if let Some(constant) = constant {
        return extract_dense(ctx, op, constant);
    }
    from_extract_chain(ctx, op)
        .or_else(|| InsertChain::new(ctx, op).fold(ctx))
        .or_else(|| from_broadcast(ctx, op))
        .or_else(|| from_shuffle(ctx, op))
        .or_else(|| from_shape_cast(ctx, op))
        .or_else(|| from_extract_strided_slice(ctx, op))
        .or_else(|| from_insert_strided_slice_chain(ctx, op))
        .or_else(|| from_elements(ctx, op))
}

/// Extracts from `source` at `position` instead: the op, changed in place.
fn extract_in_place(
    ctx: &mut Context,
    op: ExtractOp,
    source: Value,
    position: Vec<i64>,
) -> Option<FoldResult> {
    ctx.set_operand(op.id(), 0, source);
    op.set_static_position(ctx, position);
    in_place(ctx, op)
}

/// The rank of a vector type, 0 for a scalar.
fn rank_of(ctx: &Context, value: Value) -> usize {
    shape_of(ctx, ctx.value_type(value)).len()
}

/// Of a chain of static extracts, from the first one's source at the
/// joined position.
fn from_extract_chain(ctx: &mut Context, op: ExtractOp) -> Option<FoldResult> {
    let mut current = defining::<ExtractOp>(ctx, op.source(ctx))?;
    let mut position = op.static_position(ctx);
    loop {
        if !current.dynamic_position(ctx).is_empty() {
            return None;
        }
        let mut joined = current.static_position(ctx);
        joined.extend(&position);
        position = joined;
        match defining::<ExtractOp>(ctx, current.source(ctx)) {
            Some(next) => current = next,
            None => break,
        }
    }
    let source = current.source(ctx);
    extract_in_place(ctx, op, source, position)
}

/// The walk back through inserts and transposes (MLIR's
/// `ExtractFromInsertTransposeChainState`): the extraction position,
/// permuted by each transpose, is followed by negative sentinels standing
/// for the extracted dimensions, which must come back in order for the
/// extraction to be folded.
struct InsertChain {
    op: ExtractOp,
    /// How many leading entries of `position` are indices.
    extracted_rank: usize,
    /// `-1, -2, ...`, one for each dimension of the result.
    sentinels: Vec<i64>,
    /// The indices, then the (permuted) sentinels.
    position: Vec<i64>,
}

impl InsertChain {
    fn new(ctx: &Context, op: ExtractOp) -> InsertChain {
        let position = op.static_position(ctx);
        let extracted_rank = position.len();
        let rank = rank_of(ctx, op.source(ctx));
        let sentinels: Vec<i64> = (1..=rank.saturating_sub(extracted_rank) as i64)
            .map(|i| -i)
            .collect();
        InsertChain {
            op,
            extracted_rank,
            position: position.into_iter().chain(sentinels.clone()).collect(),
            sentinels,
        }
    }

    /// Whether the extracted dimensions are in order (no transposition
    /// inside the result).
    fn can_fold(&self) -> bool {
        self.position.get(self.extracted_rank..) == Some(&self.sentinels[..])
    }

    /// The inserted value at the extracted position, or the extraction in
    /// place from the furthest value the walk reached.
    fn fold(mut self, ctx: &mut Context) -> Option<FoldResult> {
        let mut from = self.op.source(ctx);
        loop {
            if let Some(transpose) = defining::<TransposeOp>(ctx, from) {
                let mut permuted = self.position.clone();
                for (k, &p) in transpose.permutation(ctx).iter().enumerate() {
                    *permuted.get_mut(p as usize)? = *self.position.get(k)?;
                }
                self.position = permuted;
                from = transpose.vector(ctx);
                continue;
            }
            let Some(insert) = defining::<InsertOp>(ctx, from) else {
                break;
            };
            let inserted = insert.static_position(ctx);
            let dynamic = !insert.dynamic_position(ctx).is_empty();
            if !dynamic && inserted[..] == self.position[..self.extracted_rank] && self.can_fold() {
                return Some(FoldResult::Value(insert.value_to_store(ctx)));
            }
            if !dynamic && self.position.starts_with(&inserted) {
                self.position.drain(..inserted.len());
                self.extracted_rank = self.position.len() - self.sentinels.len();
                let value = insert.value_to_store(ctx);
                return self.in_place(ctx, value);
            }
            let contained = inserted.starts_with(&self.position);
            let intersects = self
                .position
                .iter()
                .zip(&inserted)
                .all(|(&a, &b)| a < 0 || b < 0 || a == b);
            if contained || intersects {
                return None;
            }
            from = insert.dest(ctx);
        }
        self.in_place(ctx, from)
    }

    /// The extraction from `source` at the walked position, in place,
    /// when the walk went anywhere and the result is not transposed.
    fn in_place(self, ctx: &mut Context, source: Value) -> Option<FoldResult> {
        if source == self.op.source(ctx) || !self.can_fold() {
            return None;
        }
        let position = self.position[..self.extracted_rank].to_vec();
        extract_in_place(ctx, self.op, source, position)
    }
}

/// Of a broadcast, or of a shape cast that only prepends unit dimensions:
/// the broadcast's source when the result is of its type, else the
/// extraction from that source when the result's dimensions all come
/// from it.
fn from_broadcast(ctx: &mut Context, op: ExtractOp) -> Option<FoldResult> {
    let input = if let Some(broadcast) = defining::<BroadcastOp>(ctx, op.source(ctx)) {
        broadcast.source(ctx)
    } else {
        let cast = defining::<ShapeCastOp>(ctx, op.source(ctx))?;
        let (from, to) = (
            shape_of(ctx, ctx.value_type(cast.source(ctx))),
            shape_of(ctx, ctx.value_type(cast.result(ctx))),
        );
        if !to.ends_with(&from) {
            return None;
        }
        cast.source(ctx)
    };
    let result = op.result(ctx);
    if ctx.value_type(input) == ctx.value_type(result) {
        return Some(FoldResult::Value(input));
    }
    let input_shape = shape_of(ctx, ctx.value_type(input));
    let result_shape = shape_of(ctx, ctx.value_type(result));
    let broadcast_rank = rank_of(ctx, op.source(ctx));
    let (input_rank, result_rank) = (input_shape.len(), result_shape.len());
    if result_rank > input_rank || !input_shape.ends_with(&result_shape) {
        return None;
    }
    let old = op.static_position(ctx);
    let mut dynamic = op.dynamic_position(ctx).into_iter();
    // Each old index with the value of a dynamic one.
    let old: Vec<(i64, Option<Value>)> = old
        .into_iter()
        .map(|p| (p, (p == DYNAMIC).then(|| dynamic.next()).flatten()))
        .collect();
    let skipped = broadcast_rank - input_rank;
    let (mut position, mut values) = (Vec::new(), Vec::new());
    for (i, &size) in input_shape[..input_rank - result_rank].iter().enumerate() {
        let (p, value) = if size == 1 {
            (0, None)
        } else {
            *old.get(i + skipped)?
        };
        position.push(p);
        values.extend(value);
    }
    let operands = ctx.num_operands(op.id());
    for (i, &value) in values.iter().enumerate() {
        ctx.set_operand(op.id(), i + 1, value);
    }
    for i in (values.len() + 1..operands).rev() {
        ctx.erase_operand(op.id(), i);
    }
    extract_in_place(ctx, op, input, position)
}

/// Of a 1-d shuffle of vectors: the extraction from the operand the mask
/// picks, at the picked index.
fn from_shuffle(ctx: &mut Context, op: ExtractOp) -> Option<FoldResult> {
    let shuffle = defining::<ShuffleOp>(ctx, op.source(ctx))?;
    if rank_of(ctx, shuffle.vector(ctx)) != 1 {
        return None;
    }
    let width = *shape_of(ctx, ctx.value_type(shuffle.v1(ctx))).first()?;
    let index = *shuffle
        .mask(ctx)
        .get(*op.static_position(ctx).first()? as usize)?;
    let (source, index) = if index < width {
        (shuffle.v1(ctx), index)
    } else {
        (shuffle.v2(ctx), index - width)
    };
    extract_in_place(ctx, op, source, vec![index])
}

/// Of a shape cast keeping the result's trailing dimensions: the
/// extraction from the cast's source at the same linear position.
fn from_shape_cast(ctx: &mut Context, op: ExtractOp) -> Option<FoldResult> {
    let cast = defining::<ShapeCastOp>(ctx, op.source(ctx))?;
    let cast_source = cast.source(ctx);
    let from = shape_of(ctx, ctx.value_type(cast_source));
    let to = shape_of(ctx, ctx.value_type(op.source(ctx)));
    let result = shape_of(ctx, ctx.value_type(op.result(ctx)));
    if result.len() > from.len() || !from.ends_with(&result) {
        return None;
    }
    let position = op.static_position(ctx);
    let outer = &to[..to.len() - result.len()];
    let linear = position
        .iter()
        .zip(outer)
        .fold(0, |acc, (&p, &d)| acc * d + p);
    let mut remaining = linear;
    let mut delinearized: Vec<i64> = from[..from.len() - result.len()]
        .iter()
        .rev()
        .map(|&d| {
            let index = remaining % d;
            remaining /= d;
            index
        })
        .collect();
    delinearized.reverse();
    if let Some(first) = delinearized.first_mut() {
        *first += remaining * from[0];
    }
    extract_in_place(ctx, op, cast_source, delinearized)
}

/// Of an `extract_strided_slice` with unit strides that leaves the
/// result's dimensions whole: the extraction from the slice's source at
/// the offset position.
fn from_extract_strided_slice(ctx: &mut Context, op: ExtractOp) -> Option<FoldResult> {
    let slice = defining::<ExtractStridedSliceOp>(ctx, op.source(ctx))?;
    let slice_source = slice.source(ctx);
    let source = shape_of(ctx, ctx.value_type(slice_source));
    let sliced = shape_of(ctx, ctx.value_type(op.source(ctx)));
    if source.is_empty() || slice.strides(ctx).iter().any(|&s| s != 1) {
        return None;
    }
    let mut offsets = slice.offsets(ctx);
    while let Some(&last) = offsets.last() {
        let dim = offsets.len() - 1;
        if last != 0 || sliced.get(dim) != source.get(dim) {
            break;
        }
        offsets.pop();
    }
    if rank_of(ctx, op.result(ctx)) > source.len() - offsets.len() {
        return None;
    }
    let mut position = op.static_position(ctx);
    if position.len() < offsets.len() {
        return None;
    }
    for (p, o) in position.iter_mut().zip(&offsets) {
        *p += o;
    }
    extract_in_place(ctx, op, slice_source, position)
}

/// Of a chain of unit-stride `insert_strided_slice`s: the extraction from
/// the first inserted value covering the extracted chunk whole, past the
/// ones disjoint from it.
fn from_insert_strided_slice_chain(ctx: &mut Context, op: ExtractOp) -> Option<FoldResult> {
    let result_rank = rank_of(ctx, op.result(ctx));
    let position = op.static_position(ctx);
    let mut insert = defining::<InsertStridedSliceOp>(ctx, op.source(ctx))?;
    if rank_of(ctx, insert.value_to_store(ctx)) == 0 {
        return None;
    }
    loop {
        let value = insert.value_to_store(ctx);
        let source = shape_of(ctx, ctx.value_type(value));
        let dest = shape_of(ctx, ctx.value_type(insert.dest(ctx)));
        let rank_diff = dest.len() - source.len();
        if result_rank > source.len() || insert.strides(ctx).iter().any(|&s| s != 1) {
            return None;
        }
        let offsets = insert.offsets(ctx);
        let mut within = Vec::new();
        let mut disjoint = false;
        for (dim, &p) in position.iter().enumerate() {
            let start = *offsets.get(dim)?;
            let size = if dim < rank_diff {
                1
            } else {
                source[dim - rank_diff]
            };
            if (start..start + size).contains(&p) {
                if dim >= rank_diff {
                    within.push(p - start);
                }
            } else {
                disjoint = true;
                break;
            }
        }
        if !disjoint {
            let skip = source.len() - result_rank;
            let whole = (0..result_rank).all(|i| source[skip + i] == dest[skip + i + rank_diff]);
            return if whole {
                extract_in_place(ctx, op, value, within)
            } else {
                None
            };
        }
        insert = defining::<InsertStridedSliceOp>(ctx, insert.dest(ctx))?;
    }
}

/// Of `vector.from_elements` (not scalable), the scalar at the position.
fn from_elements(ctx: &mut Context, op: ExtractOp) -> Option<FoldResult> {
    let elements = defining::<FromElementsOp>(ctx, op.source(ctx))?;
    let parts = VectorParts::of(ctx, ctx.value_type(op.source(ctx)))?;
    if parts.scalable.iter().any(|&s| s) || ctx.value_type(op.result(ctx)) != parts.element {
        return None;
    }
    let flat = op
        .static_position(ctx)
        .iter()
        .zip(&parts.shape)
        .fold(0, |acc, (&p, &d)| acc * d + p);
    elements
        .elements(ctx)
        .get(flat as usize)
        .map(|&v| FoldResult::Value(v))
}
