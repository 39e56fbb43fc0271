//! `bufferization.clone`'s canonicalization (MLIR's `SimplifyClones`): an
//! unused clone goes; a clone whose source or result is freed in the
//! clone's block, with no other free in between, is its source (cast to
//! its type), and that free goes.

use super::effects::{find_dealloc, has_effect};
use crate::bufferization::*;
use ods_runtime::interfaces::prelude::mlir::{CastOpInterfaceImpl, ViewLikeOpInterface};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::MemoryEffect;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{Context, IrResult, OpId, Value};

/// `clone`'s pattern.
pub(super) fn simplify_clones(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<CloneOp>(simplify_clone);
}

/// The buffer a chain of views of `value` starts from: the source of each
/// `ViewLikeOpInterface` op (its first operand) whose view it is.
fn canonical_source(ctx: &Context, mut value: Value) -> Value {
    while let Some(op) = ctx.defining_op(value) {
        let Some(view) = ViewLikeOpInterface::try_from(ctx, op) else {
            break;
        };
        if view.get_view_dest(ctx) != value || ctx.num_operands(op) == 0 {
            break;
        }
        value = ctx.operand(op, 0);
    }
    value
}

fn simplify_clone(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let clone = CloneOp::from_id_unchecked(op);
    let output = clone.output(rw);
    if rw.uses(output).is_empty() {
        rw.erase_op(op)?;
        return Ok(true);
    }
    let source = clone.input(rw);
    let (source_ty, ty) = (rw.value_type(source), rw.value_type(output));
    let castable = <crate::memref::CastOp as CastOpInterfaceImpl>::are_cast_compatible(
        rw,
        &[source_ty],
        &[ty],
    );
    if source_ty != ty && !castable {
        return Ok(false);
    }
    let canonical = canonical_source(rw, source);
    let Some(clone_dealloc) = find_dealloc(rw, output) else {
        return Ok(false);
    };
    let Some(source_dealloc) = find_dealloc(rw, canonical) else {
        return Ok(false);
    };
    if let (Some(a), Some(b)) = (clone_dealloc, source_dealloc) {
        if rw.parent_block(a) == rw.parent_block(b) {
            return Ok(false);
        }
    }
    let block = rw.parent_block(op);
    let in_block = |d: Option<OpId>| d.filter(|&d| rw.parent_block(d) == block);
    let Some(redundant) = in_block(clone_dealloc).or_else(|| in_block(source_dealloc)) else {
        return Ok(false);
    };
    // A free that also makes a value (`memref.realloc`) is not redundant:
    // mlir-opt 22 keeps such a clone (MLIR's test `clone_and_realloc`).
    if rw.num_results(redundant) != 0 {
        return Ok(false);
    }
    let mut pos = rw.next_op(op);
    while pos != Some(redundant) {
        let Some(p) = pos else {
            return Ok(false);
        };
        if has_effect(rw, p, |e| e == MemoryEffect::Free) {
            return Ok(false);
        }
        pos = rw.next_op(p);
    }
    let mut replacement = source;
    if source_ty != ty {
        let loc = rw.op_loc(op);
        rw.set_insertion_point(op);
        replacement = crate::memref::CastOp::create(rw, loc, ty, source).dest(rw);
    }
    rw.replace_op(op, &[replacement])?;
    rw.erase_op(redundant)?;
    Ok(true)
}
