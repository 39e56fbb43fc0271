//! `scf.while` and its `scf.condition` (MLIR's `WhileOpInterface` and
//! `ConditionOpInterface`): the before region's arguments carry the
//! inits' buffers, the condition passes buffers to the after region and
//! the results, and the after region's yield passes them back.

use super::{cast_buffer, iter_arg_type, retype_block_args, retype_results, yield_of};
use crate::bufferization::interface::{error_at, BufferizableModel, Rewriter, State};
use crate::bufferization::{AliasingValue, BufferRelation};
use crate::scf::{ConditionOp, WhileOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::is_tensor;
use ods_runtime::{BlockId, Context, OpBuilder, OpId, Type, Use, Value};

pub(super) struct While;
pub(super) struct Condition;

/// The `scf.condition` that ends the before region.
fn condition_of(ctx: &Context, op: OpId) -> OpId {
    yield_of(ctx, WhileOp::from_id_unchecked(op).before_body(ctx))
}

/// The values the condition passes on, after its `i1`.
fn condition_args(ctx: &Context, op: OpId) -> Vec<Value> {
    ConditionOp::from_id_unchecked(condition_of(ctx, op)).args(ctx)
}

/// The indices at which `block` passes back, through `terminated`, the
/// buffer of its own argument (MLIR's `getEquivalentBuffers`).
fn passes_back(st: &State<'_>, block: BlockId, terminated: &[Value], n: usize) -> bool {
    let args = st.ctx.block_args(block);
    let (Some(&arg), Some(&value)) = (args.get(n), terminated.get(n)) else {
        return false;
    };
    is_tensor(st.ctx, st.ctx.value_type(arg))
        && is_tensor(st.ctx, st.ctx.value_type(value))
        && st.are_equivalent(arg, value)
}

/// Whether iteration `n` keeps its buffer through both regions: the
/// condition passes on its before argument and the yield its after one.
fn keeps_buffer(st: &State<'_>, op: OpId, n: usize) -> bool {
    let w = WhileOp::from_id_unchecked(op);
    let yielded = st.ctx.operands(yield_of(st.ctx, w.after_body(st.ctx)));
    passes_back(st, w.before_body(st.ctx), &condition_args(st.ctx, op), n)
        && passes_back(st, w.after_body(st.ctx), &yielded, n)
}

impl While {
    /// How result `n` relates to init `n`.
    fn relation(st: &State<'_>, op: OpId, n: usize) -> BufferRelation {
        let before = st
            .ctx
            .block_args(WhileOp::from_id_unchecked(op).before_body(st.ctx));
        let same_type = before
            .get(n)
            .is_some_and(|&a| st.ctx.value_type(a) == st.ctx.value_type(st.ctx.result(op, n)));
        if same_type && keeps_buffer(st, op, n) {
            BufferRelation::Equivalent
        } else {
            BufferRelation::Unknown
        }
    }
}

impl BufferizableModel for While {
    /// An init is copied into the loop's buffer when it is not its own.
    fn reads(&self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn writes(&self, _: &State<'_>, _: Use) -> bool {
        true
    }
    /// Result `n`, when it has init `n`'s type (the regions may reorder).
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        let (op, n) = (operand.op, operand.index as usize);
        if n >= st.ctx.num_results(op)
            || st.operand_type(operand) != st.ctx.value_type(st.ctx.result(op, n))
        {
            return Vec::new();
        }
        let relation = While::relation(st, op, n);
        vec![AliasingValue {
            value: st.ctx.result(op, n),
            relation,
            is_definite: relation == BufferRelation::Equivalent,
        }]
    }
    /// A region argument is the init's buffer or a copy of it.
    fn is_writable(&self, _: &State<'_>, _: Value) -> bool {
        true
    }
    /// The condition's tensors that do not keep their buffer through
    /// both regions are passed on as copies.
    fn yields_to_copy(&self, st: &State<'_>, op: OpId) -> Vec<Use> {
        let condition = condition_of(st.ctx, op);
        let args = condition_args(st.ctx, op);
        (0..args.len())
            .filter(|&n| is_tensor(st.ctx, st.ctx.value_type(args[n])) && !keeps_buffer(st, op, n))
            .map(|n| Use {
                op: condition,
                index: n as u32 + 1,
            })
            .collect()
    }
    fn verify_analysis(&self, st: &State<'_>, op: OpId) -> Result<(), Diagnostic> {
        if st.options.allow_return_allocs_from_loops {
            return Ok(());
        }
        let w = WhileOp::from_id_unchecked(op);
        let condition = condition_of(st.ctx, op);
        let yield_op = yield_of(st.ctx, w.after_body(st.ctx));
        let checks = [
            (
                condition,
                w.before_body(st.ctx),
                condition_args(st.ctx, op),
                "Condition arg",
            ),
            (
                yield_op,
                w.after_body(st.ctx),
                st.ctx.operands(yield_op),
                "Yield operand",
            ),
        ];
        for (terminator, block, values, what) in checks {
            for (n, &value) in values.iter().enumerate() {
                if is_tensor(st.ctx, st.ctx.value_type(value))
                    && !passes_back(st, block, &values, n)
                {
                    return Err(error_at(
                        st.ctx,
                        terminator,
                        &format!("{what} #{n} is not equivalent to the corresponding iter bbArg"),
                    ));
                }
            }
        }
        Ok(())
    }
    /// A before argument merges its init and what the after region
    /// yields; a result or after argument is what the condition passes.
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let op = crate::bufferization::interface::owner(rw.ctx, value).expect("of a while");
        let w = WhileOp::from_id_unchecked(op);
        let n = match value {
            Value::Arg(block, i) if block == w.before_body(rw.ctx) => {
                let init = w.inits(rw.ctx)[i as usize];
                let yielded = rw.operand(yield_of(rw.ctx, w.after_body(rw.ctx)), i as usize);
                return iter_arg_type(rw, op, value, init, yielded, stack);
            }
            Value::Arg(_, i) | Value::Result(_, i) => i as usize,
        };
        let passed = condition_args(rw.ctx, op)[n];
        if is_tensor(rw.ctx, rw.value_type(passed)) {
            rw.buffer_type_with(passed, stack)
        } else {
            Ok(rw.value_type(passed))
        }
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let w = WhileOp::from_id_unchecked(op);
        let (before, after) = (w.before_body(rw.ctx), w.after_body(rw.ctx));
        let mut before_types = Vec::new();
        for (n, init) in w.inits(rw.ctx).into_iter().enumerate() {
            let arg = rw.block_args(before)[n];
            if !is_tensor(rw.ctx, rw.value_type(arg)) {
                before_types.push(None);
                continue;
            }
            let buffer = rw.get_buffer(init)?;
            let ty = rw.buffer_type(arg)?;
            rw.at = OpBuilder::before(op);
            let casted = cast_buffer(rw, buffer, ty);
            rw.set_operand(op, n, casted);
            before_types.push(Some(ty));
        }
        let mut after_types = Vec::new();
        for arg in rw.block_args(after) {
            after_types.push(if is_tensor(rw.ctx, rw.value_type(arg)) {
                Some(rw.buffer_type(arg)?)
            } else {
                None
            });
        }
        let result_types: Vec<_> = rw
            .block_args(after)
            .into_iter()
            .zip(&after_types)
            .map(|(arg, ty)| ty.unwrap_or_else(|| rw.value_type(arg)))
            .collect();
        retype_block_args(rw, before, &before_types);
        retype_block_args(rw, after, &after_types);
        retype_results(rw, op, &result_types);
        Ok(())
    }
}

impl BufferizableModel for Condition {
    read_only!();
    /// A copy here would be passed out of the loop: the while copies
    /// instead (see [`While`]'s `yields_to_copy`).
    fn must_be_in_place(&self, _: &State<'_>, _: Use) -> bool {
        true
    }
    /// Passes buffers cast to the after arguments' types.
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let w = rw.parent_op(op).expect("in a while");
        let after = WhileOp::from_id_unchecked(w).after_body(rw.ctx);
        for (n, value) in ConditionOp::from_id_unchecked(op)
            .args(rw.ctx)
            .into_iter()
            .enumerate()
        {
            if !is_tensor(rw.ctx, rw.value_type(value)) {
                continue;
            }
            let buffer = rw.get_buffer(value)?;
            let ty = rw.buffer_type(rw.block_args(after)[n])?;
            rw.at = OpBuilder::before(op);
            let buffer = cast_buffer(rw, buffer, ty);
            rw.set_operand(op, n + 1, buffer);
        }
        Ok(())
    }
}
