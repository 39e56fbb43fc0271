//! `scf.index_switch` (MLIR's `IndexSwitchOpInterface`): like `scf.if`,
//! every case yields a buffer of the result's type.

use super::{branch_yields, branches_buffer_type, retype_to_buffer_types};
use crate::bufferization::interface::{BufferizableModel, Rewriter, State};
use crate::bufferization::{AliasingOpOperand, AliasingValue};
use crate::scf::IndexSwitchOp;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::{BlockId, Context, OpId, Type, Use, Value};

pub(super) struct IndexSwitch;

/// The blocks of the cases, then the default's (MLIR's order).
fn case_blocks(ctx: &Context, op: OpId) -> Vec<BlockId> {
    let s = IndexSwitchOp::from_id_unchecked(op);
    let mut regions = s.case_regions(ctx);
    regions.push(s.default_region(ctx));
    regions.into_iter().map(|r| ctx.blocks(r)[0]).collect()
}

impl BufferizableModel for IndexSwitch {
    // The index is not a tensor: the results alias what the cases yield.
    no_access!();
    fn aliasing_op_operands(&self, st: &State<'_>, value: Value) -> Vec<AliasingOpOperand> {
        let Value::Result(op, n) = value else {
            return Vec::new();
        };
        branch_yields(st.ctx, &case_blocks(st.ctx, op), n)
    }
    /// The default case's type first, merged with each case's in turn.
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let Value::Result(op, _) = value else {
            return rw.default_buffer_type(value, stack);
        };
        let mut blocks = case_blocks(rw.ctx, op);
        blocks.rotate_right(1);
        branches_buffer_type(
            rw,
            value,
            &blocks,
            stack,
            "inconsistent memory space on switch cases",
        )
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        retype_to_buffer_types(rw, op)
    }
}
