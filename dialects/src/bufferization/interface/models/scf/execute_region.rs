//! `scf.execute_region` (MLIR's `ExecuteRegionOpInterface`): each tensor
//! result is the buffer its region yields.

use super::retype_results;
use crate::bufferization::interface::unstructured::{
    block_arg_buffer_type, branch_aliasing_op_operands, bufferize_block_signature,
};
use crate::bufferization::interface::{op_error, BufferizableModel, Rewriter, State};
use crate::bufferization::{AliasingOpOperand, AliasingValue, BufferRelation};
use crate::scf::{ExecuteRegionOp, YieldOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, OpId, Use, Value};

pub(super) struct ExecuteRegion;

/// The one `scf.yield` that ends a block of the region, if there is
/// exactly one (other blocks may branch with `cf` ops).
fn unique_yield(ctx: &Context, op: OpId) -> Option<OpId> {
    let region = ExecuteRegionOp::from_id_unchecked(op).region(ctx);
    let mut yields = ctx
        .blocks(region)
        .iter()
        .filter_map(|&b| ctx.last_op(b))
        .filter(|&t| YieldOp::cast(ctx, t).is_some());
    let first = yields.next()?;
    yields.next().is_none().then_some(first)
}

impl BufferizableModel for ExecuteRegion {
    /// Its blocks may branch (`cf` ops) to the one that yields.
    fn supports_unstructured_control_flow(&self) -> bool {
        true
    }
    // The op has no operands: its results alias what the region yields.
    no_access!();
    /// The yielded value, which is the result's buffer exactly; for a
    /// block argument, what the branches to its block forward.
    fn aliasing_op_operands(&self, st: &State<'_>, value: Value) -> Vec<AliasingOpOperand> {
        let Value::Result(op, n) = value else {
            return branch_aliasing_op_operands(st, value);
        };
        let Some(yield_op) = unique_yield(st.ctx, op) else {
            return Vec::new();
        };
        vec![AliasingOpOperand {
            operand: Use {
                op: yield_op,
                index: n,
            },
            relation: BufferRelation::Equivalent,
            is_definite: true,
        }]
    }
    fn verify_analysis(&self, st: &State<'_>, op: OpId) -> Result<(), Diagnostic> {
        match unique_yield(st.ctx, op) {
            Some(_) => Ok(()),
            None => Err(op_error(
                st.ctx,
                op,
                "op without unique scf.yield is not supported",
            )),
        }
    }
    /// A block argument's is what the branches to its block forward.
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<ods_runtime::Type, Diagnostic> {
        match value {
            Value::Arg(..) => block_arg_buffer_type(rw, value, stack),
            Value::Result(..) => rw.default_buffer_type(value, stack),
        }
    }
    /// The blocks take buffers, then the results the types of the buffers
    /// the (already bufferized) yield passes.
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let region = ExecuteRegionOp::from_id_unchecked(op).region(rw.ctx);
        for block in rw.blocks(region).to_vec() {
            bufferize_block_signature(rw, block)?;
        }
        let yield_op = unique_yield(rw.ctx, op).expect("checked by verify_analysis");
        let types: Vec<_> = rw
            .operands(yield_op)
            .into_iter()
            .map(|v| rw.value_type(v))
            .collect();
        retype_results(rw, op, &types);
        Ok(())
    }
}
