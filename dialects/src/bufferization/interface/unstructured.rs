//! Bufferization across the blocks of a region (MLIR's
//! `UnstructuredControlFlow.h` and `bufferizeBlockSignature`): a block
//! argument aliases what each branch to its block forwards, takes the
//! buffer type they share, and its block signature is rewritten together
//! with the branches' operands.

use super::{equivalent, op_error, owner, Rewriter, State};
use crate::bufferization::interface::models::bufferization::memory_space;
use crate::bufferization::{AliasingOpOperand, AliasingValue, BufferRelation};
use crate::bufferization::{ToBufferOp, ToTensorOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::helpers::predecessor_edges;
use ods_runtime::interfaces::prelude::mlir::BranchOpInterface;
use ods_runtime::ods::pred::{is_base_memref, is_tensor};
use ods_runtime::{BlockId, Context, InsertPoint, OpId, Type, Use, Value};

/// The ops that branch to `block`, one per edge, in MLIR's order (the
/// block's use list).
fn callers(ctx: &Context, block: BlockId) -> Vec<OpId> {
    predecessor_edges(ctx, block)
        .into_iter()
        .filter_map(|(from, _)| ctx.last_op(from))
        .collect()
}

/// Where `caller`'s operands for `block` start. As MLIR's
/// `getCallerOpOperands`, the first successor naming `block` answers for
/// all of them (`cond_br %c, ^b(%x), ^b(%y)` forwards `%x` twice).
fn forwarded(ctx: &Context, caller: OpId, block: BlockId) -> Option<std::ops::Range<usize>> {
    let branch = BranchOpInterface::try_from(ctx, caller)?;
    let index = ctx.successors(caller).iter().position(|&b| b == block)?;
    Some(branch.get_successor_operands(ctx, caller, index).forwarded)
}

/// The operands that the branches to the block of `arg` forward to it
/// (MLIR's `getCallerOpOperands`).
pub fn caller_operands(ctx: &Context, arg: Value) -> Vec<Use> {
    let Value::Arg(block, n) = arg else {
        return Vec::new();
    };
    callers(ctx, block)
        .into_iter()
        .filter_map(|op| {
            let range = forwarded(ctx, op, block)?;
            Some(Use {
                op,
                index: (range.start + n as usize) as u32,
            })
        })
        .collect()
}

/// A block argument may be the buffer of any operand forwarded to it
/// (MLIR's `getAliasingBranchOpOperands`).
pub fn branch_aliasing_op_operands(st: &State<'_>, arg: Value) -> Vec<AliasingOpOperand> {
    caller_operands(st.ctx, arg)
        .into_iter()
        .map(|operand| AliasingOpOperand {
            operand,
            relation: BufferRelation::Equivalent,
            is_definite: false,
        })
        .collect()
}

/// The block arguments of the successors that `operand` of a branch is
/// forwarded to (MLIR's `BranchOpBufferizableOpInterfaceExternalModel`).
pub fn branch_aliasing_values(st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
    let (ctx, op) = (st.ctx, operand.op);
    let Some(branch) = BranchOpInterface::try_from(ctx, op) else {
        return Vec::new();
    };
    let index = operand.index as usize;
    let mut out = Vec::new();
    for (i, &block) in ctx.successors(op).iter().enumerate() {
        let range = branch.get_successor_operands(ctx, op, i).forwarded;
        if range.contains(&index) {
            let arg = ctx.block_args(block)[index - range.start];
            out.push(AliasingValue {
                is_definite: false,
                ..equivalent(arg)
            });
        }
    }
    out
}

/// The buffer type of block argument `arg`: that of every operand
/// forwarded to it when they agree, else a fully dynamic layout in their
/// common memory space (MLIR's
/// `OpWithUnstructuredControlFlowBufferizableOpInterfaceExternalModel::getBufferType`).
pub fn block_arg_buffer_type(
    rw: &mut Rewriter<'_>,
    arg: Value,
    stack: &mut Vec<Value>,
) -> Result<Type, Diagnostic> {
    let op = owner(rw.ctx, arg).expect("a block argument of an op's region");
    let mut buffer_type: Option<Type> = None;
    for operand in caller_operands(rw.ctx, arg) {
        let value = rw.ctx.operand(operand.op, operand.index as usize);
        if stack.contains(&value) {
            continue;
        }
        let ty = rw.value_type(value);
        let caller_type = if is_base_memref(rw.ctx, ty) {
            ty
        } else {
            rw.buffer_type_with(value, stack)?
        };
        let Some(known) = buffer_type else {
            buffer_type = Some(caller_type);
            continue;
        };
        if known == caller_type {
            continue;
        }
        let space = memory_space(rw.ctx, known);
        if space != memory_space(rw.ctx, caller_type) {
            return Err(op_error(
                rw.ctx,
                op,
                "incoming operands of block argument have inconsistent memory spaces",
            ));
        }
        let tensor = rw.value_type(arg);
        buffer_type = Some(rw.fully_dynamic_type(tensor, space));
    }
    buffer_type.ok_or_else(|| op_error(rw.ctx, op, "could not infer buffer type of block argument"))
}

/// Gives the tensor arguments of `block` their buffer types, with a
/// `to_tensor` for their uses, and makes every branch to it forward
/// buffers, cast where the types differ (MLIR's `bufferizeBlockSignature`).
pub fn bufferize_block_signature(rw: &mut Rewriter<'_>, block: BlockId) -> Result<(), Diagnostic> {
    let saved = rw.at;
    let args = rw.block_args(block);
    let mut new_types = Vec::with_capacity(args.len());
    for &arg in &args {
        let ty = rw.value_type(arg);
        new_types.push(if is_tensor(rw.ctx, ty) {
            rw.buffer_type(arg)?
        } else {
            ty
        });
    }
    for (i, (&arg, &ty)) in args.iter().zip(&new_types).enumerate() {
        let tensor = rw.value_type(arg);
        if tensor == ty {
            continue;
        }
        let uses = rw.uses(arg);
        rw.set_value_type(arg, ty);
        if !uses.is_empty() {
            rw.at.point = InsertPoint::Start(block);
            let loc = rw.block_arg_loc(block, i);
            let value =
                ToTensorOp::create(rw, loc, tensor, arg, Default::default(), Default::default())
                    .result(rw.ctx);
            for u in uses {
                rw.set_operand(u.op, u.index as usize, value);
            }
        }
    }
    for caller in callers(rw.ctx, block) {
        let Some(range) = forwarded(rw.ctx, caller, block) else {
            return Err(op_error(
                rw.ctx,
                caller,
                "cannot bufferize ops with block references that do not implement BranchOpInterface",
            ));
        };
        for (index, &ty) in range.zip(&new_types) {
            let operand = rw.operand(caller, index);
            if rw.value_type(operand) == ty {
                continue;
            }
            let operand_type = rw.buffer_type(operand)?;
            rw.set_insertion_point_after_value(operand);
            let loc = rw.value_loc(operand);
            let mut buffer = ToBufferOp::create(rw, loc, operand_type, operand, Default::default())
                .buffer(rw.ctx);
            if operand_type != ty {
                buffer = crate::memref::CastOp::create(rw, loc, ty, buffer).dest(rw.ctx);
            }
            rw.set_operand(caller, index, buffer);
        }
    }
    rw.at = saved;
    Ok(())
}
