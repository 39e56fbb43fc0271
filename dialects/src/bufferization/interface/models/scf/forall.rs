//! `scf.forall` (MLIR's `ForallOpInterface`): each shared output is
//! written in place by the loop's `tensor.parallel_insert_slice`s, so the
//! loop becomes one without outputs or results, its body reading the
//! outputs' buffers and its results replaced by them.

use crate::bufferization::interface::{BufferizableModel, Rewriter, State};
use crate::bufferization::{AliasingValue, BufferRelation, ToTensorOp};
use crate::scf::ForallOp;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, InsertPoint, OpId, Type, Use, Value};

pub(super) struct Forall;

/// The number of operands before the shared outputs: the dynamic bounds
/// and steps.
fn num_control_operands(ctx: &Context, op: OpId) -> usize {
    let forall = ForallOp::from_id_unchecked(op);
    ctx.operands(op).len() - forall.outputs(ctx).len()
}

/// Whether every bound and step of `op` is a known constant, and the loop
/// runs at most once along each dimension.
fn runs_at_most_once(ctx: &Context, op: OpId) -> bool {
    let forall = ForallOp::from_id_unchecked(op);
    let constant = |statics: Vec<i64>, dynamics: Vec<Value>| -> Option<Vec<i64>> {
        let mut dynamic = dynamics.into_iter();
        statics
            .into_iter()
            .map(|s| match s {
                ods_runtime::ods::pred::DYNAMIC => {
                    crate::offset_size_stride::constant_index(ctx, dynamic.next()?)
                }
                s => Some(s),
            })
            .collect()
    };
    let (Some(lbs), Some(ubs), Some(steps)) = (
        constant(
            forall.static_lower_bound(ctx),
            forall.dynamic_lower_bound(ctx),
        ),
        constant(
            forall.static_upper_bound(ctx),
            forall.dynamic_upper_bound(ctx),
        ),
        constant(forall.static_step(ctx), forall.dynamic_step(ctx)),
    ) else {
        return false;
    };
    lbs.iter()
        .zip(&ubs)
        .zip(&steps)
        .all(|((&lb, &ub), &step)| lb.saturating_add(step) >= ub)
}

impl BufferizableModel for Forall {
    /// Every shared output is assumed read and written by the loop.
    fn reads(&self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn writes(&self, _: &State<'_>, _: Use) -> bool {
        true
    }
    /// A shared output is its result's buffer.
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        let Some(n) =
            (operand.index as usize).checked_sub(num_control_operands(st.ctx, operand.op))
        else {
            return Vec::new();
        };
        vec![AliasingValue {
            value: st.ctx.result(operand.op, n),
            relation: BufferRelation::Equivalent,
            is_definite: true,
        }]
    }
    /// The body may always write its shared outputs.
    fn is_writable(&self, _: &State<'_>, _: Value) -> bool {
        true
    }
    /// The body repeats unless its constant bounds run it at most once.
    fn is_repetitive_region(&self, ctx: &Context, op: OpId, _: usize) -> bool {
        !runs_at_most_once(ctx, op)
    }
    /// The iterations that repeat run in parallel.
    fn is_parallel_region(&self, ctx: &Context, op: OpId, index: usize) -> bool {
        self.is_repetitive_region(ctx, op, index)
    }
    /// A result and a shared output's block argument take the buffer type
    /// of their output.
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let (op, n) = match value {
            Value::Result(op, n) => (op, n as usize),
            Value::Arg(block, i) => {
                let op = rw
                    .block_parent_region(block)
                    .and_then(|r| rw.region_parent_op(r))
                    .expect("in a loop");
                let rank = ForallOp::from_id_unchecked(op).rank(rw.ctx);
                let Some(n) = (i as usize).checked_sub(rank) else {
                    return rw.default_buffer_type(value, stack);
                };
                (op, n)
            }
        };
        let output = ForallOp::from_id_unchecked(op).outputs(rw.ctx)[n];
        rw.buffer_type_with(output, stack)
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let forall = ForallOp::from_id_unchecked(op);
        let mut buffers = Vec::new();
        for output in forall.outputs(rw.ctx) {
            buffers.push(rw.get_buffer(output)?);
        }
        // The body reads the outputs' buffers instead of its arguments.
        let rank = forall.rank(rw.ctx);
        let body = rw.blocks(forall.region(rw.ctx))[0];
        let mut at = InsertPoint::Start(body);
        for (n, &buffer) in buffers.iter().enumerate() {
            let arg = Value::Arg(body, (rank + n) as u32);
            let (loc, ty) = (rw.op_loc(op), rw.value_type(arg));
            rw.at.point = at;
            let tensor =
                ToTensorOp::create(rw, loc, ty, buffer, Default::default(), Default::default());
            at = InsertPoint::After(tensor.id());
            let tensor = tensor.result(rw.ctx);
            rw.ctx.replace_all_uses_with(arg, tensor);
        }
        rw.ctx.erase_block_args(body, |i| i >= rank);
        recreate_without_outputs(rw, op);
        rw.replace_op_with_bufferized_values(op, &buffers);
        Ok(())
    }
}

/// A loop like `op` without shared outputs or results, made before it,
/// its body moved in.
fn recreate_without_outputs(rw: &mut Rewriter<'_>, op: OpId) {
    let control = num_control_operands(rw.ctx, op);
    let operands = rw.operands(op)[..control].to_vec();
    let new = rw.recreate_without_results(op, operands);
    let mut sizes =
        ods_runtime::ods::op::segment_sizes(rw.ctx, op, "operandSegmentSizes").unwrap_or_default();
    if let Some(outputs) = sizes.last_mut() {
        *outputs = 0;
    }
    let sizes = ods_runtime::ods::convert::dense_i32_array(rw.ctx, &sizes);
    ods_runtime::ods::op::set_prop(rw.ctx, new, "operandSegmentSizes", Some(sizes));
}
