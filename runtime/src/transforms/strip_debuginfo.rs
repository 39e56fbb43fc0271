//! `strip-debuginfo` (MLIR's `StripDebugInfo` pass).

use crate::ir::WalkOrder;
use crate::pass::{Pass, PassCloner, PassFailure};
use crate::{Context, OpId};

/// Replaces the location of every op, and of every block argument, in the
/// op it runs on (itself included) by `loc(unknown)`.
#[derive(Debug, Default)]
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn clone_pass(&self) -> Option<PassCloner> {
        Some(Box::new(|| Box::new(StripDebugInfo)))
    }

    fn argument(&self) -> &'static str {
        "strip-debuginfo"
    }
    fn description(&self) -> &'static str {
        "Strip debug info from all operations"
    }
    fn name(&self) -> &'static str {
        "StripDebugInfo"
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let mut ops = Vec::new();
        ctx.walk(op, WalkOrder::PostOrder, &mut |o| ops.push(o));
        let unknown = ctx.unknown_loc();
        for o in ops {
            ctx.set_op_loc(o, unknown);
            for region in ctx.regions(o).to_vec() {
                for block in ctx.blocks(region).to_vec() {
                    for i in 0..ctx.num_block_args(block) {
                        ctx.set_block_arg_loc(block, i, unknown);
                    }
                }
            }
        }
        Ok(())
    }
}
