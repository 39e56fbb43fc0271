//! `vector.shuffle`'s folder and canonicalization patterns (MLIR's
//! `ShuffleOp::fold`, `Canonicalize0DShuffleOp`, `ShuffleSplat` and
//! `FoldShuffleToInterleave`).

use super::canonicalize_insert::scalar_splat_source;
use super::fold::{dense_elements, is_poison, poison};
use super::types::VectorParts;
use super::verify::POISON_INDEX;
use crate::replace::replace_by;
use crate::vector::*;
use ods_runtime::ir::attrs::DenseData;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{Attribute, Context, IrResult, OpId, Value};

/// Folds a shuffle: to an operand its mask takes whole and in order, to
/// poison of two poisons, and to the constant of 1-d dense constants
/// (a poison index or operand reads the first element of a constant one).
pub(super) fn fold(
    ctx: &mut Context,
    op: ShuffleOp,
    constants: (Option<Attribute>, Option<Attribute>),
) -> Option<FoldResult> {
    let (v1, v2) = (op.v1(ctx), op.v2(ctx));
    let leading = |v: Value| {
        super::types::shape_of(ctx, ctx.value_type(v))
            .first()
            .copied()
    };
    let (width1, width2) = (leading(v1)?, leading(v2)?);
    let mask = op.mask(ctx);
    let steps = |begin: i64, width: i64| {
        mask.len() as i64 == width && mask.iter().zip(begin..).all(|(&m, i)| m == i)
    };
    if steps(0, width1) {
        return Some(FoldResult::Value(v1));
    }
    if steps(width1, width2) {
        return Some(FoldResult::Value(v2));
    }
    let (Some(a1), Some(a2)) = constants else {
        return None;
    };
    let (poison1, poison2) = (is_poison(ctx, Some(a1)), is_poison(ctx, Some(a2)));
    if poison1 && poison2 {
        return poison(ctx);
    }
    if super::types::shape_of(ctx, ctx.value_type(v1)).len() != 1 {
        return None;
    }
    let elements = |attr: Attribute, poisoned: bool, width: i64| -> Option<Option<DenseData>> {
        if poisoned {
            return Some(None);
        }
        dense_elements(ctx, attr, width as usize).map(Some)
    };
    let (e1, e2) = (
        elements(a1, poison1, width1)?,
        elements(a2, poison2, width2)?,
    );
    let fallback = e1.as_ref().or(e2.as_ref())?;
    let mut picks: Vec<(&DenseData, usize)> = Vec::with_capacity(mask.len());
    for &m in &mask {
        let pick = match m {
            POISON_INDEX => None,
            m if m < width1 => e1.as_ref().map(|d| (d, m as usize)),
            m => e2.as_ref().map(|d| (d, (m - width1) as usize)),
        };
        picks.push(pick.unwrap_or((fallback, 0)));
    }
    let data = gather(&picks)?;
    let ty = ctx.value_type(op.vector(ctx));
    Some(FoldResult::Attr(convert::dense_elements(ctx, ty, data)))
}

/// The elements picked, each from its data, in order.
fn gather(picks: &[(&DenseData, usize)]) -> Option<DenseData> {
    match picks.first()?.0 {
        DenseData::Ints(_) => {
            let pick = |&(d, i): &(&DenseData, usize)| match d {
                DenseData::Ints(v) => v.get(i).cloned(),
                _ => None,
            };
            Some(DenseData::Ints(
                picks.iter().map(pick).collect::<Option<_>>()?,
            ))
        }
        DenseData::Floats(_) => {
            let pick = |&(d, i): &(&DenseData, usize)| match d {
                DenseData::Floats(v) => v.get(i).copied(),
                _ => None,
            };
            Some(DenseData::Floats(
                picks.iter().map(pick).collect::<Option<_>>()?,
            ))
        }
        _ => None,
    }
}

/// Adds the patterns, in MLIR's order.
pub(super) fn patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ShuffleOp>(zero_d_to_broadcast);
    patterns.add_op_fn::<ShuffleOp>(of_splats);
    patterns.add_op_fn::<ShuffleOp>(to_interleave);
}

/// A shuffle of 0-d vectors picking one: the broadcast of that operand.
fn zero_d_to_broadcast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let shuffle = ShuffleOp::from_id_unchecked(op);
    let v1 = shuffle.v1(rw);
    if VectorParts::of(rw, rw.value_type(v1)).is_none_or(|p| p.rank() != 0) {
        return Ok(false);
    }
    let [m] = shuffle.mask(rw)[..] else {
        return Ok(false);
    };
    let picked = if m == 0 { v1 } else { shuffle.v2(rw) };
    let ty = rw.value_type(shuffle.vector(rw));
    replace_by(rw, op, |rw, loc| {
        BroadcastOp::create(rw, loc, ty, picked).vector(rw)
    })
}

/// A shuffle of two broadcasts of the same scalar: its broadcast.
fn of_splats(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let shuffle = ShuffleOp::from_id_unchecked(op);
    let Some(scalar) = scalar_splat_source(rw, shuffle.v1(rw)) else {
        return Ok(false);
    };
    if scalar_splat_source(rw, shuffle.v2(rw)) != Some(scalar) {
        return Ok(false);
    }
    let ty = rw.value_type(shuffle.vector(rw));
    replace_by(rw, op, |rw, loc| {
        BroadcastOp::create(rw, loc, ty, scalar).vector(rw)
    })
}

/// A shuffle of two operands of the same type of rank 0 or 1 whose mask
/// alternates between them element by element: a `vector.interleave`.
fn to_interleave(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let shuffle = ShuffleOp::from_id_unchecked(op);
    let (v1, v2) = (shuffle.v1(rw), shuffle.v2(rw));
    let ty = rw.value_type(v1);
    if ty != rw.value_type(v2) || VectorParts::of(rw, ty).is_none_or(|p| p.rank() > 1) {
        return Ok(false);
    }
    let mask = shuffle.mask(rw);
    let half = mask.len() as i64 / 2;
    if mask.len() % 2 != 0 {
        return Ok(false);
    }
    let alternating = mask
        .chunks(2)
        .zip(0..)
        .all(|(pair, i)| pair[0] == i && pair[1] == i + half);
    if !alternating {
        return Ok(false);
    }
    let result_ty = rw.value_type(shuffle.vector(rw));
    replace_by(rw, op, |rw, loc| {
        InterleaveOp::create(rw, loc, result_ty, v1, v2).result(rw)
    })
}
