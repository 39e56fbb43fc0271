//! The canonicalization patterns of `tensor.pad` that `TensorOps.cpp`
//! writes and are Rust here: a pad by zeros is a cast
//! (`FoldStaticZeroPadding`), a pad of a cast pads the cast's source
//! (`FoldSourceTensorCast`), a pad only cast to a more static type is
//! of that type (`FoldTargetTensorCast`), and a pad whose constant padding
//! gives static sizes is to them (`FoldStaticPadding`), and a pad of a pad
//! by one padding value is one pad (`FoldConsecutiveConstantPadding`, with
//! `affine`, which sums the paddings); `FoldOrthogonalPaddings` is in
//! `orthogonal_pads`.

use super::fold::{can_fold_into_consumer, defined_by, preserves_static_information};
use super::shape::TensorParts;
use crate::offset_size_stride::{all_constant, constant_index};
use crate::replace::replace_by;
use crate::tensor::*;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{Context, IrResult, OpId, Type, Value};

/// The patterns, in MLIR's order.
pub(super) fn pad_patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<PadOp>(fold_zero_padding);
    patterns.add_op_fn::<PadOp>(fold_source_cast);
    patterns.add_op_fn::<PadOp>(fold_target_cast);
    patterns.add_op_fn::<PadOp>(super::orthogonal_pads::fold_orthogonal_paddings);
    patterns.add_op_fn::<PadOp>(fold_static_padding);
    #[cfg(feature = "affine")]
    patterns.add_op_fn::<PadOp>(fold_consecutive_constant_padding);
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

/// The low and high padding of a `tensor.pad`: static sizes, with an
/// operand for each dynamic one.
pub(super) struct Padding {
    pub(super) low: (Vec<i64>, Vec<Value>),
    pub(super) high: (Vec<i64>, Vec<Value>),
}

impl Padding {
    pub(super) fn of(ctx: &Context, pad: PadOp) -> Self {
        Padding {
            low: (pad.static_low(ctx), pad.low(ctx)),
            high: (pad.static_high(ctx), pad.high(ctx)),
        }
    }
}

/// A new `tensor.pad` of `source` to `ty`, with `pad`'s padding and
/// attributes, its body moved or cloned from `pad`'s.
fn repad(
    rw: &mut PatternRewriter<'_>,
    pad: PadOp,
    source: Value,
    ty: Type,
    move_body: bool,
) -> PadOp {
    let padding = Padding::of(rw, pad);
    repad_by(rw, pad, (source, ty), padding, move_body)
}

/// [`repad`] by other padding.
pub(super) fn repad_by(
    rw: &mut PatternRewriter<'_>,
    pad: PadOp,
    (source, ty): (Value, Type),
    padding: Padding,
    move_body: bool,
) -> PadOp {
    let op = pad.id();
    let loc = rw.op_loc(op);
    let Padding {
        low: (static_low, low),
        high: (static_high, high),
    } = padding;
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

/// The padding with its constant operands made static.
fn constified(
    ctx: &Context,
    (statics, operands): (Vec<i64>, Vec<Value>),
) -> (Vec<i64>, Vec<Value>) {
    let mut operands = operands.into_iter();
    let mut kept = Vec::new();
    let statics = statics
        .into_iter()
        .map(|s| match s {
            DYNAMIC => {
                let Some(v) = operands.next() else {
                    return DYNAMIC;
                };
                constant_index(ctx, v).unwrap_or_else(|| {
                    kept.push(v);
                    DYNAMIC
                })
            }
            s => s,
        })
        .collect();
    (statics, kept)
}

/// A pad to dynamic sizes that its constant padding and the source's
/// static sizes give pads to them, cast back (MLIR's `FoldStaticPadding`).
fn fold_static_padding(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let pad = PadOp::from_id_unchecked(op);
    let old_ty = rw.value_type(pad.result(rw));
    let (Some(input), Some(output)) = (
        TensorParts::of_value(rw, pad.source(rw)),
        TensorParts::of(rw, old_ty),
    ) else {
        return Ok(false);
    };
    let padding = Padding::of(rw, pad);
    let (low, high) = (constified(rw, padding.low), constified(rw, padding.high));
    let rank = input.shape.len();
    if output.shape.len() != rank || low.0.len() != rank || high.0.len() != rank {
        return Ok(false);
    }
    let sizes = (0..rank).map(|i| match output.shape[i] {
        DYNAMIC if [input.shape[i], low.0[i], high.0[i]].contains(&DYNAMIC) => DYNAMIC,
        DYNAMIC => input.shape[i]
            .checked_add(low.0[i])
            .and_then(|s| s.checked_add(high.0[i]))
            .unwrap_or(DYNAMIC),
        size => size,
    });
    let shape: Vec<i64> = sizes.collect();
    if shape == output.shape || shape.iter().all(|&d| d == DYNAMIC) {
        return Ok(false);
    }
    // MLIR builds the new type without the encoding.
    let parts = TensorParts {
        shape,
        element: output.element,
        encoding: None,
    };
    let ty = parts.get(rw.context());
    let source = pad.source(rw);
    let new = repad_by(rw, pad, (source, ty), Padding { low, high }, false);
    let (loc, result) = (rw.op_loc(op), new.result(rw));
    let cast = CastOp::create(rw, loc, old_ty, result).dest(rw);
    rw.replace_op(op, &[cast])?;
    Ok(true)
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

/// The value every padded element takes when it does not depend on the
/// element's position: the yielded value when it is a constant or defined
/// outside the body (MLIR's `PadOp::getConstantPaddingValue`).
pub(super) fn constant_padding_value(ctx: &mut Context, pad: PadOp) -> Option<Value> {
    use ods_runtime::matchers::{m_constant, match_value};
    let block = *ctx.blocks(pad.region(ctx)).first()?;
    let yield_op = YieldOp::cast(ctx, *ctx.block_ops(block).last()?)?;
    let value = yield_op.value(ctx);
    let constant = match_value(ctx, value, m_constant()).is_some();
    (constant || ctx.value_block(value) != Some(block)).then_some(value)
}

/// The padding of one side as offsets, sizes and strides are mixed:
/// attributes for the static sizes, the operands for the others.
pub(super) fn mixed(
    ctx: &mut Context,
    (statics, operands): &(Vec<i64>, Vec<Value>),
) -> Vec<FoldResult> {
    let mut operands = operands.iter();
    statics
        .iter()
        .filter_map(|&s| match s {
            DYNAMIC => operands.next().map(|&v| FoldResult::Value(v)),
            s => Some(FoldResult::Attr(ods_runtime::ods::convert::index_attr(
                ctx, s,
            ))),
        })
        .collect()
}

/// A pad of a pad, both foldable and by one padding value, is one pad of
/// the inner source by the sums of their paddings (MLIR's
/// `FoldConsecutiveConstantPadding`).
#[cfg(feature = "affine")]
fn fold_consecutive_constant_padding(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    use ods_runtime::AffineExpr;
    let pad = PadOp::from_id_unchecked(op);
    let producer = defined_by::<PadOp>(rw, pad.source(rw));
    let Some(producer) = producer.filter(|p| !pad.nofold(rw) && !p.nofold(rw)) else {
        return Ok(false);
    };
    let value = constant_padding_value(rw.context(), pad);
    if value.is_none() || value != constant_padding_value(rw.context(), producer) {
        return Ok(false);
    }
    let (outer, inner) = (Padding::of(rw, pad), Padding::of(rw, producer));
    let loc = rw.op_loc(op);
    rw.set_insertion_point(op);
    // High first, as MLIR sums them.
    let sum = |rw: &mut PatternRewriter<'_>, a: &(Vec<i64>, Vec<Value>), b| {
        let (a, b) = (mixed(rw.context(), a), mixed(rw.context(), b));
        let d0_plus_d1 = AffineExpr::Dim(0) + AffineExpr::Dim(1);
        let sums: Vec<FoldResult> = a
            .into_iter()
            .zip(b)
            .map(|(x, y)| {
                crate::affine::make_composed_folded_affine_apply(
                    rw,
                    loc,
                    d0_plus_d1.clone(),
                    &[x, y],
                )
            })
            .collect();
        super::builders::dispatch(rw, &sums)
    };
    let high = sum(rw, &outer.high, &inner.high);
    let low = sum(rw, &outer.low, &inner.low);
    let (source, ty) = (producer.source(rw), rw.value_type(pad.result(rw)));
    let new = repad_by(rw, pad, (source, ty), Padding { low, high }, true).result(rw);
    rw.replace_op(op, &[new])?;
    Ok(true)
}
