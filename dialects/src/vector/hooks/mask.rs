//! `vector.mask`'s folder and canonicalization (MLIR's `MaskOp::fold` and
//! `ElideEmptyMaskOp`): an all-true mask lets the masked op out, a mask
//! of nothing is its yielded values (selected against its passthru).

use super::fold::defining;
use crate::arith::SelectOp;
use crate::replace::replace_by;
use crate::vector::*;
use ods_runtime::ir::attrs::DenseData;
use ods_runtime::ir::builder::InsertPoint;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{AttrKind, Context, IrResult, OpId, Value};

/// What is known of a mask's elements (MLIR's `MaskFormat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum MaskFormat {
    /// Every element set.
    AllTrue,
    /// No element set.
    AllFalse,
    /// Some set, or not known.
    Unknown,
}

/// The format of `mask` (MLIR's `getMaskFormat`): a dense constant all
/// ones or all zeros, a `vector.constant_mask` covering its vector whole
/// or nothing, or a `vector.create_mask` with a constant size of 0 or
/// less (an all-true one is left to fold into a `vector.constant_mask`).
pub(super) fn mask_format(ctx: &Context, mask: Value) -> MaskFormat {
    if let Some(constant) = defining::<crate::arith::ConstantOp>(ctx, mask) {
        let value = constant.value(ctx);
        let AttrKind::DenseElements {
            data: DenseData::Ints(bits),
            ..
        } = ctx.attr_kind(value)
        else {
            return MaskFormat::Unknown;
        };
        let zero = ods_runtime::BigInt::from(0u8);
        return match (
            bits.iter().all(|b| *b != zero),
            bits.iter().all(|b| *b == zero),
        ) {
            (true, _) if !bits.is_empty() => MaskFormat::AllTrue,
            (_, true) if !bits.is_empty() => MaskFormat::AllFalse,
            _ => MaskFormat::Unknown,
        };
    }
    if let Some(constant) = defining::<ConstantMaskOp>(ctx, mask) {
        let shape = super::types::shape_of(ctx, ctx.value_type(mask));
        let sizes = constant.mask_dim_sizes(ctx);
        let pairs = || sizes.iter().zip(&shape);
        if pairs().all(|(&s, &d)| s >= d) {
            return MaskFormat::AllTrue;
        }
        if pairs().all(|(&s, _)| s <= 0) {
            return MaskFormat::AllFalse;
        }
        return MaskFormat::Unknown;
    }
    if let Some(create) = defining::<CreateMaskOp>(ctx, mask) {
        let empty = create
            .operands(ctx)
            .into_iter()
            .any(|s| crate::offset_size_stride::constant_index(ctx, s).is_some_and(|s| s <= 0));
        if empty {
            return MaskFormat::AllFalse;
        }
    }
    MaskFormat::Unknown
}

/// With an all-true mask, the masked op moves before the `vector.mask`,
/// whose results become its results (in place when there are none).
pub(super) fn fold(ctx: &mut Context, op: MaskOp) -> Option<Vec<FoldResult>> {
    let block = *ctx.blocks(op.mask_region(ctx)).first()?;
    let [masked, terminator] = ctx.block_ops(block)[..] else {
        return None;
    };
    if mask_format(ctx, op.mask(ctx)) != MaskFormat::AllTrue {
        return None;
    }
    while ctx.num_operands(terminator) > 0 {
        ctx.erase_operand(terminator, 0);
    }
    ctx.move_op(masked, InsertPoint::Before(op.id()));
    Some(
        ctx.results(masked)
            .into_iter()
            .map(FoldResult::Value)
            .collect(),
    )
}

/// Adds the pattern.
pub(super) fn patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<MaskOp>(elide_empty);
}

/// A `vector.mask` masking nothing: the values its terminator yields (it
/// is erased when there are none).
fn elide_empty(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let mask = MaskOp::from_id_unchecked(op);
    let Some(&block) = rw.blocks(mask.mask_region(rw)).first() else {
        return Ok(false);
    };
    let [terminator] = rw.block_ops(block)[..] else {
        return Ok(false);
    };
    let yielded = rw.operands(terminator);
    if let (Some(passthru), [value]) = (mask.passthru(rw), &yielded[..]) {
        let (condition, value) = (mask.mask(rw), *value);
        return replace_by(rw, op, |rw, loc| {
            let ty = rw.value_type(value);
            SelectOp::create(rw, loc, ty, condition, value, passthru).result(rw)
        });
    }
    if yielded.is_empty() && rw.num_results(op) == 0 {
        rw.erase_op(op)?;
    } else {
        rw.replace_op(op, &yielded)?;
    }
    Ok(true)
}
