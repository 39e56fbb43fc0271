//! `lift-cf-to-scf` (MLIR's `ControlFlowToSCF`): the blocks and branches
//! of every function, and of every op nested in one, lifted to `scf`
//! loops, conditionals and switches by the general lifting of
//! `ods_runtime::transforms::cfg_to_scf`, through the `cf`/`scf`
//! interface of [`ControlFlowToScf`].

mod interface;

pub use interface::ControlFlowToScf;

use crate::func::FuncOp;
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::transforms::cfg_to_scf::{transform_cfg_to_scf, DominanceCache};
use ods_runtime::{Context, OpId, WalkOrder};

include!(concat!(env!("OUT_DIR"), "/cf_to_scf.rs"));

/// The pass: in each `func.func` with a body, the regions of every op,
/// innermost first, are lifted; a region whose control flow cannot be
/// lifted fails the pass.
#[derive(Debug, Default)]
pub struct LiftControlFlowToScf;

impl LiftControlFlowToSCFPass for LiftControlFlowToScf {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &LiftControlFlowToSCFPassOptions,
        _: &mut LiftControlFlowToSCFPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut functions = Vec::new();
        ctx.walk(op, WalkOrder::PostOrder, &mut |o| {
            if FuncOp::cast(ctx, o).is_some() {
                functions.push(o);
            }
        });
        let mut interface = ControlFlowToScf;
        for function in functions {
            if ctx
                .regions(function)
                .iter()
                .all(|&r| ctx.blocks(r).is_empty())
            {
                continue;
            }
            let mut dominance = DominanceCache::default();
            let mut nested = Vec::new();
            ctx.walk(function, WalkOrder::PostOrder, &mut |o| nested.push(o));
            for inner in nested {
                for region in ctx.regions(inner).to_vec() {
                    transform_cfg_to_scf(ctx, region, &mut interface, &mut dominance)?;
                }
            }
        }
        Ok(())
    }
}
