//! The canonicalization patterns of `tensor.pad` that `TensorOps.cpp`
//! writes and are Rust here: a pad by zeros is a cast
//! (`FoldStaticZeroPadding`), a pad of a cast pads the cast's source
//! (`FoldSourceTensorCast`), and a pad only cast to a more static type is
//! of that type (`FoldTargetTensorCast`).

use super::fold::{can_fold_into_consumer, defined_by, preserves_static_information};
use super::shape::TensorParts;
use crate::offset_size_stride::all_constant;
use crate::replace::replace_by;
use crate::tensor::*;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Type};

/// The patterns, in MLIR's order.
pub(super) fn pad_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<PadOp>(fold_zero_padding);
    patterns.add_op_fn::<PadOp>(fold_source_cast);
    patterns.add_op_fn::<PadOp>(fold_target_cast);
}

fn fold_zero_padding(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let pad = PadOp::from_id_unchecked(op);
    let zero_low = all_constant(rw, &pad.static_low(rw), &pad.low(rw), 0);
    let zero_high = all_constant(rw, &pad.static_high(rw), &pad.high(rw), 0);
    if !zero_low || !zero_high || pad.nofold(rw) {
        return Ok(false);
    }
    let (source, ty) = (pad.source(rw), rw.value_type(pad.result(rw)));
    replace_by(rw, op, |rw, loc| {
        CastOp::create(rw, loc, ty, source).dest(rw)
    })
}

/// A new `tensor.pad` of `source` to `ty`, with `pad`'s padding and
/// attributes, its body moved or cloned from `pad`'s.
fn repad(
    rw: &mut PatternRewriter<'_>,
    pad: PadOp,
    source: ods_runtime::Value,
    ty: Type,
    move_body: bool,
) -> PadOp {
    let op = pad.id();
    let loc = rw.op_loc(op);
    let (low, high) = (pad.low(rw), pad.high(rw));
    let (static_low, static_high) = (pad.static_low(rw), pad.static_high(rw));
    let nofold = if pad.nofold(rw) {
        flags::Nofold::Yes
    } else {
        flags::Nofold::No
    };
    rw.set_insertion_point(op);
    let new = PadOp::create(
        rw,
        loc,
        ty,
        source,
        &low,
        &high,
        static_low,
        static_high,
        nofold,
    );
    let (from, to) = (pad.region(rw), new.region(rw));
    if move_body {
        rw.inline_region_before(from, to, None);
    } else {
        let mut map = ods_runtime::ValueMapping::default();
        rw.context().clone_region_into(from, to, None, &mut map);
    }
    new
}

fn fold_source_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let pad = PadOp::from_id_unchecked(op);
    let Some(cast) = defined_by::<CastOp>(rw, pad.source(rw)) else {
        return Ok(false);
    };
    if !can_fold_into_consumer(rw, cast) {
        return Ok(false);
    }
    let inner = cast.source(rw);
    let old_ty = rw.value_type(pad.result(rw));
    let (Some(source), Some(result)) = (
        TensorParts::of_value(rw, inner),
        TensorParts::of(rw, old_ty),
    ) else {
        return Ok(false);
    };
    let (low, high) = (pad.static_low(rw), pad.static_high(rw));
    let Some(inferred) = super::shape::padded_type(&source, &low, &high) else {
        return Ok(false);
    };
    // Where the padding leaves a size unknown, the result's own.
    let shape = inferred
        .shape
        .iter()
        .zip(&result.shape)
        .map(|(&i, &r)| if i == DYNAMIC { r } else { i })
        .collect();
    let ty = inferred.with_shape(shape).get(rw.context());
    if ty == old_ty {
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, inner));
        return Ok(true);
    }
    let source = pad.source(rw);
    let new = repad(rw, pad, source, ty, false);
    let loc = rw.op_loc(op);
    let result = new.result(rw);
    let cast = CastOp::create(rw, loc, old_ty, result).dest(rw);
    rw.replace_op(op, &[cast])?;
    Ok(true)
}

fn fold_target_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let pad = PadOp::from_id_unchecked(op);
    let result = pad.result(rw);
    let uses = rw.uses(result);
    let [only] = uses.as_slice() else {
        return Ok(false);
    };
    let Some(cast) = CastOp::cast(rw, only.op) else {
        return Ok(false);
    };
    let ty = rw.value_type(cast.dest(rw));
    if !preserves_static_information(rw, rw.value_type(result), ty) {
        return Ok(false);
    }
    let source = pad.source(rw);
    let new = repad(rw, pad, source, ty, true).result(rw);
    rw.replace_op(op, &[new])?;
    rw.replace_op(cast.id(), &[new])?;
    Ok(true)
}
