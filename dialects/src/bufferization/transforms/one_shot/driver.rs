//! The rewrite to buffers (MLIR's `bufferizeOp`): every op with a model
//! and tensor semantics, top to bottom, then the `to_buffer(to_tensor)`
//! pairs folded and the unused `to_tensor`s erased.

use super::copies::insert_tensor_copies;
use crate::bufferization::interface::{
    check_control_flow, error_at, has_tensor_semantics, Options, Rewriter, State,
};
use crate::bufferization::{ToBufferOp, ToTensorOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, OpId, WalkOrder};
use rustc_hash::FxHashSet as HashSet;

/// Rewrites the tensor ops of `root` to buffers.
pub fn bufferize_op(ctx: &mut Context, options: &Options, root: OpId) -> Result<(), Diagnostic> {
    if options.copy_before_write {
        insert_tensor_copies(ctx, options, None, &HashSet::default(), root)?;
    }
    let mut worklist = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
        if options.is_op_allowed(ctx, op) && has_tensor_semantics(ctx, op) {
            worklist.push(op);
        }
    });
    let mut i = 0;
    while i < worklist.len() {
        let op = worklist[i];
        i += 1;
        if !ctx.is_live(op) || !options.is_op_allowed(ctx, op) {
            continue;
        }
        let st = State {
            ctx,
            options,
            decisions: None,
        };
        let Some(model) = st.model(op) else {
            continue;
        };
        if !has_tensor_semantics(ctx, op) {
            continue;
        }
        check_control_flow(ctx, model, op)?;
        let mut rw = Rewriter::new(ctx, options, op);
        if let Err(diag) = model.bufferize(&mut rw, op) {
            ctx.emit(diag);
            return Err(error_at(ctx, op, "failed to bufferize op"));
        }
        let created = std::mem::take(&mut rw.created);
        worklist.extend(created);
    }
    let mut to_buffers = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
        if ToBufferOp::cast(ctx, op).is_some() {
            to_buffers.push(op);
        }
    });
    for op in to_buffers {
        if ctx.is_live(op) {
            Rewriter::new(ctx, options, op).fold_to_buffer_of_to_tensor(op)?;
        }
    }
    let mut dead = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
        if ToTensorOp::cast(ctx, op).is_some_and(|t| !ctx.has_uses(t.result(ctx))) {
            dead.push(op);
        }
    });
    for op in dead {
        ctx.erase_op(op)
            .map_err(|e| Diagnostic::error(ctx.op_loc(root), e.to_string()))?;
    }
    if options.allow_unknown_ops {
        return Ok(());
    }
    for op in worklist {
        if !ctx.is_live(op) || !has_tensor_semantics(ctx, op) || !options.is_op_allowed(ctx, op) {
            continue;
        }
        let unused = ctx.results(op).into_iter().all(|v| !ctx.has_uses(v));
        if unused && ods_runtime::rewrite::effects::is_memory_effect_free(ctx, op) {
            continue;
        }
        if ToTensorOp::cast(ctx, op).is_some() || ToBufferOp::cast(ctx, op).is_some() {
            continue;
        }
        return Err(error_at(ctx, op, "op was not bufferized"));
    }
    Ok(())
}
