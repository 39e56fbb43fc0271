//! `sccp` (MLIR's `SCCP` pass, `SCCP.cpp` as LLVM 22 has it): sparse
//! conditional constant propagation. The dead-code analysis and the
//! constant propagation run together, optimistically; then each value
//! found constant is replaced by a constant materialized at the start of
//! its insertion region, and the ops left unused and side-effect free are
//! erased. Dead blocks stay: erasing them is the canonicalizer's job.

use crate::analysis::dataflow::{
    ConstantValue, DataFlowSolver, DeadCodeAnalysis, Lattice, SparseConstantPropagation,
    SparseForwardAnalysis,
};
use crate::pass::{Pass, PassCloner, PassFailure};
use crate::rewrite::effects::would_op_be_trivially_dead;
use crate::rewrite::folder::ConstantFolder;
use crate::verify::with_current_op;
use crate::{BlockId, Context, OpId, RegionId, Value};

/// The `sccp` pass.
#[derive(Debug, Default)]
pub struct Sccp;

impl Pass for Sccp {
    fn clone_pass(&self) -> Option<PassCloner> {
        Some(Box::new(|| Box::new(Sccp)))
    }

    fn argument(&self) -> &'static str {
        "sccp"
    }
    fn description(&self) -> &'static str {
        "Sparse Conditional Constant Propagation"
    }
    fn name(&self) -> &'static str {
        "SCCP"
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let mut solver = DataFlowSolver::new();
        solver.load(DeadCodeAnalysis::new());
        solver.load(SparseForwardAnalysis::new(SparseConstantPropagation));
        solver
            .initialize_and_run(ctx, op)
            .map_err(|d| with_current_op(ctx, op, d))?;
        let regions = ctx.regions(op).to_vec();
        rewrite(&solver, ctx, &regions);
        Ok(())
    }
}

/// Replaces the values found constant in `regions`, block by block in
/// the order MLIR's worklist takes them, erasing the ops whose results
/// were all replaced and that nothing else needs.
fn rewrite(solver: &DataFlowSolver, ctx: &mut Context, regions: &[RegionId]) {
    let mut folder = ConstantFolder::default();
    let mut worklist: Vec<BlockId> = Vec::new();
    let push = |worklist: &mut Vec<BlockId>, ctx: &Context, regions: &[RegionId]| {
        for &region in regions {
            worklist.extend(ctx.blocks(region).iter().rev());
        }
    };
    push(&mut worklist, ctx, regions);
    while let Some(block) = worklist.pop() {
        for op in ctx.block_ops(block) {
            let results = ctx.results(op);
            let mut replaced_all = !results.is_empty();
            for result in results {
                replaced_all &= replace_with_constant(solver, ctx, &mut folder, block, result);
            }
            if replaced_all && would_op_be_trivially_dead(ctx, op) && ctx.erase_op(op).is_ok() {
                continue;
            }
            let nested = ctx.regions(op).to_vec();
            push(&mut worklist, ctx, &nested);
        }
        for arg in ctx.block_args(block) {
            replace_with_constant(solver, ctx, &mut folder, block, arg);
        }
    }
}

/// Replaces the uses of `value` by the constant its lattice holds, made
/// (once per insertion region) by the dialect that folded it; whether it
/// did.
fn replace_with_constant(
    solver: &DataFlowSolver,
    ctx: &mut Context,
    folder: &mut ConstantFolder,
    block: BlockId,
    value: Value,
) -> bool {
    let Some(ConstantValue::Constant {
        value: constant,
        dialect,
    }) = solver
        .lookup::<Lattice<ConstantValue>>(value)
        .map(|l| l.value().clone())
    else {
        return false;
    };
    let ty = ctx.value_type(value);
    let Some(replacement) = folder.get_or_create_constant(ctx, block, &dialect, constant, ty)
    else {
        return false;
    };
    ctx.replace_all_uses_with(value, replacement);
    true
}
