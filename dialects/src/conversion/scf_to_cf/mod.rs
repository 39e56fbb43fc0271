//! `convert-scf-to-cf` (MLIR's `SCFToControlFlow`): structured control
//! flow lowered to blocks and branches. Each construct's blocks are moved
//! into the region that holds it, between the block it was in (which ends
//! with a branch into them) and a new block with the ops that followed it.

mod branches;
mod for_lowering;
mod if_lowering;
mod parallel_lowering;
mod region_lowering;
mod while_lowering;

use crate::scf::{ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, WhileOp};
use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet, ConversionTarget};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Context, OpId};

/// Adds the patterns that lower `scf` ops to `cf` (MLIR's
/// `populateSCFToControlFlowConversionPatterns`).
pub fn populate_scf_to_cf_patterns(patterns: &mut ConversionPatternSet) {
    patterns
        .add_op_pattern(parallel_lowering::ForallLowering)
        .add_op_pattern(for_lowering::ForLowering)
        .add_op_pattern(if_lowering::IfLowering)
        .add_op_pattern(parallel_lowering::ParallelLowering)
        .add_op_pattern(while_lowering::WhileLowering)
        .add_op_pattern(region_lowering::ExecuteRegionLowering)
        .add_op_pattern(region_lowering::IndexSwitchLowering)
        .add_op_pattern(while_lowering::DoWhileLowering);
}

include!(concat!(env!("OUT_DIR"), "/scf_to_cf.rs"));

/// The pass: every `scf` loop, conditional and region op nested in the op
/// it runs on becomes `cf` branches, or the pass fails and leaves the IR
/// as it was. Its option `allow-pattern-rollback` is accepted and changes
/// nothing here, where a conversion can always be undone.
#[derive(Debug, Default)]
pub struct ScfToControlFlow;

impl SCFToControlFlowPass for ScfToControlFlow {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &SCFToControlFlowPassOptions,
        _: &mut SCFToControlFlowPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut patterns = ConversionPatternSet::new();
        populate_scf_to_cf_patterns(&mut patterns);
        let mut target = ConversionTarget::new();
        for name in [
            ForallOp::NAME,
            ForOp::NAME,
            IfOp::NAME,
            IndexSwitchOp::NAME,
            ParallelOp::NAME,
            WhileOp::NAME,
            ExecuteRegionOp::NAME,
        ] {
            target.add_illegal_op(name);
        }
        target.mark_unknown_op_dynamically_legal(|_, _| Some(true));
        apply_partial_conversion(ctx, &[op], &target, &patterns).map_err(PassFailure::from)
    }
}
