//! The canonicalization patterns of `memref.view` that `MemRefOps.cpp`
//! writes: constant sizes become static dimensions of the result type
//! (`ViewOpShapeFolder`), and a view of a cast views the cast's source
//! (`ViewOpMemrefCastFolder`).

use super::layout::{constant_index, MemRefParts};
use crate::memref::*;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId};

/// Adds both patterns.
pub(super) fn view(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ViewOp>(fold_constant_sizes);
    patterns.add_op_fn::<ViewOp>(fold_cast_of_source);
}

/// Rebuilds the view with its non-negative constant sizes in its type
/// (MLIR keeps negative ones too, making a type it rejects; they stay
/// operands here), cast back to the old type.
fn fold_constant_sizes(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let view = ViewOp::from_id_unchecked(op);
    let old_ty = rw.value_type(view.result0(rw));
    let Some(parts) = MemRefParts::of(rw, old_ty) else {
        return Ok(false);
    };
    let mut sizes = view.sizes(rw).into_iter();
    let mut kept = Vec::new();
    let shape: Vec<i64> = parts
        .shape
        .iter()
        .map(|&d| {
            if d != DYNAMIC {
                return d;
            }
            let Some(size) = sizes.next() else {
                return DYNAMIC;
            };
            match constant_index(rw, size).filter(|&c| c >= 0) {
                Some(c) => c,
                None => {
                    kept.push(size);
                    DYNAMIC
                }
            }
        })
        .collect();
    if shape == parts.shape {
        return Ok(false);
    }
    let new_ty = MemRefParts { shape, ..parts }.get(rw.context());
    let (loc, source, shift) = (rw.op_loc(op), view.source(rw), view.byte_shift(rw));
    rw.set_insertion_point(op);
    let new = ViewOp::create(rw, loc, new_ty, source, shift, &kept).result0(rw);
    let cast = CastOp::create(rw, loc, old_ty, new).dest(rw);
    rw.replace_op(op, &[cast])?;
    Ok(true)
}

/// A view of a `memref.cast` views the cast's source (MLIR 22 no longer
/// asks for an allocation there). An unranked source, which MLIR would
/// turn into a view that does not verify, is left alone.
fn fold_cast_of_source(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let view = ViewOp::from_id_unchecked(op);
    let Some(cast) = super::fold::defined_by::<CastOp>(rw, view.source(rw)) else {
        return Ok(false);
    };
    let source = cast.source(rw);
    if MemRefParts::of(rw, rw.value_type(source)).is_none() {
        return Ok(false);
    }
    let (loc, ty) = (rw.op_loc(op), rw.value_type(view.result0(rw)));
    let (shift, sizes) = (view.byte_shift(rw), view.sizes(rw));
    rw.set_insertion_point(op);
    let new = ViewOp::create(rw, loc, ty, source, shift, &sizes).result0(rw);
    rw.replace_op(op, &[new])?;
    Ok(true)
}
