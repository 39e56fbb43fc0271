//! The canonicalization patterns of `memref.reinterpret_cast`
//! (`MemRefOps.cpp`): one rebuilding what `memref.extract_strided_metadata`
//! took apart is that memref, or a cast of it; else it reads the memref
//! directly (`ReinterpretCastOpExtractStridedMetadataFolder`). One whose
//! offset, sizes or strides its result type or constant operands know
//! takes them as static entries, cast back to its type
//! (`ReinterpretCastOpConstantFolder`).

use super::builders::reinterpret_cast_type;
use super::fold::defined_by;
use super::layout::{strides_and_offset, MemRefParts};
use crate::memref::*;
use crate::offset_size_stride::constant_index;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{Context, IrResult, OpId, Type, Value};

/// An offset, sizes and strides as entries: known integers or operands.
type Entries = [Vec<Result<i64, Value>>; 3];

pub(super) fn reinterpret_cast(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ReinterpretCastOp>(fold_extracted_metadata);
    patterns.add_op_fn::<ReinterpretCastOp>(fold_constant_entries);
}

/// The layout `ty` gives: its offset, sizes and strides.
fn known_layout(ctx: &Context, ty: Type) -> Option<[Vec<i64>; 3]> {
    let shape = MemRefParts::of(ctx, ty)?.shape;
    let (strides, offset) = strides_and_offset(ctx, ty)?;
    Some([vec![offset], shape, strides])
}

/// The entries of a reinterpret cast, with what its result type knows
/// (MLIR's `getConstifiedMixed*`).
fn cast_entries(ctx: &Context, op: ReinterpretCastOp) -> Option<Entries> {
    let known = known_layout(ctx, ctx.value_type(op.result(ctx)))?;
    let lists = [
        (op.static_offsets(ctx), op.offsets(ctx)),
        (op.static_sizes(ctx), op.sizes(ctx)),
        (op.static_strides(ctx), op.strides(ctx)),
    ];
    Some(std::array::from_fn(|i| {
        constified(ctx, &lists[i].0, &lists[i].1, &known[i])
    }))
}

/// The entries of the results of `memref.extract_strided_metadata`, with
/// what its source's type knows.
fn metadata_entries(ctx: &Context, op: ExtractStridedMetadataOp) -> Option<Entries> {
    let known = known_layout(ctx, ctx.value_type(op.source(ctx)))?;
    // The results after the base buffer: the offset, the sizes, the strides.
    let mut results = ctx.results(op.id()).into_iter().skip(1);
    Some(known.map(|k| {
        let values: Vec<Value> = results.by_ref().take(k.len()).collect();
        constified(ctx, &vec![DYNAMIC; values.len()], &values, &k)
    }))
}

fn fold_extracted_metadata(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let cast = ReinterpretCastOp::from_id_unchecked(op);
    let Some(metadata) = defined_by::<ExtractStridedMetadataOp>(rw, cast.source(rw)) else {
        return Ok(false);
    };
    let source = metadata.source(rw);
    let rebuilt = matches!(
        (metadata_entries(rw, metadata), cast_entries(rw, cast)),
        (Some(a), Some(b)) if a == b
    );
    if !rebuilt {
        // The cast reads only the base buffer, which the metadata's source
        // shares.
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, source));
        return Ok(true);
    }
    let ty = rw.value_type(cast.result(rw));
    let replacement = if rw.value_type(source) == ty {
        source
    } else {
        let loc = rw.op_loc(op);
        rw.set_insertion_point(op);
        CastOp::create(rw, loc, ty, source).dest(rw)
    };
    rw.replace_op(op, &[replacement])?;
    Ok(true)
}

fn fold_constant_entries(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let cast = ReinterpretCastOp::from_id_unchecked(op);
    let Some(entries) = cast_entries(rw, cast) else {
        return Ok(false);
    };
    let statics = [
        cast.static_offsets(rw),
        cast.static_sizes(rw),
        cast.static_strides(rw),
    ];
    let before = statics.iter().flatten().filter(|&&s| s != DYNAMIC).count();
    let after = entries.iter().flatten().filter(|e| e.is_ok()).count();
    if before == after {
        return Ok(false);
    }
    let [(o, dyn_o), (s, dyn_s), (t, dyn_t)] = entries.map(|e| split_entries(&e));
    let source = cast.source(rw);
    let new_ty = reinterpret_cast_type(rw.context(), source, o[0], &s, &t);
    let (loc, old_ty) = (rw.op_loc(op), rw.value_type(cast.result(rw)));
    rw.set_insertion_point(op);
    let new = ReinterpretCastOp::create(rw, loc, new_ty, source, &dyn_o, &dyn_s, &dyn_t, o, s, t)
        .result(rw);
    let back = CastOp::create(rw, loc, old_ty, new).dest(rw);
    rw.replace_op(op, &[back])?;
    Ok(true)
}

/// A mixed list as entries: each the integer a static entry or a constant
/// operand holds, or the integer `known` gives where not
/// [`DYNAMIC`], or else the operand (MLIR's `constifyIndexValues` of
/// mixed values).
fn constified(
    ctx: &Context,
    statics: &[i64],
    dynamics: &[Value],
    known: &[i64],
) -> Vec<Result<i64, Value>> {
    let entries = ods_runtime::asm::dynamic_index_list::mixed_values(statics, dynamics);
    entries
        .into_iter()
        .zip(known.iter().chain(std::iter::repeat(&DYNAMIC)))
        .map(|(entry, &k)| match entry {
            _ if k != DYNAMIC => Ok(k),
            Err(v) => constant_index(ctx, v).ok_or(v),
            ok => ok,
        })
        .collect()
}

/// The static entries and the operands of a list of entries (the inverse
/// of `mixed_values`).
fn split_entries(entries: &[Result<i64, Value>]) -> (Vec<i64>, Vec<Value>) {
    let statics = entries.iter().map(|e| e.unwrap_or(DYNAMIC)).collect();
    (statics, entries.iter().filter_map(|e| e.err()).collect())
}
