//! Liveness analysis (MLIR's `LivenessAnalysis` and `RunLivenessAnalysis`,
//! `LivenessAnalysis.cpp` as LLVM 22 has it): whether a value is needed.
//!
//! A value is live when it is an operand of an op with memory effects (or
//! a terminator, or an op of unknown effects), is returned where the
//! analysis cannot see (by a public function), is passed to a callee
//! outside the analysis or a call operand forwarded to no argument, is a
//! branch condition whose op has effects or live results, or is used to
//! compute a live value: an op with a live result needs all its operands.
//! Values are not live until the backward analysis finds them so.

use super::anchor::ProgramPoint;
use super::constant_propagation::SparseConstantPropagation;
use super::dead_code::DeadCodeAnalysis;
use super::solver::{DataFlowSolver, SolverState};
use super::sparse::{Lattice, LatticeValue, SparseForwardAnalysis};
use super::sparse_backward::{meet, SparseBackwardAnalysis, SparseBackwardTransfer};
use crate::diag::Diagnostic;
use crate::interfaces::prelude::mlir::RegionBranchTerminatorOpInterface;
use crate::rewrite::effects::would_op_be_trivially_dead;
use crate::{Context, OpId, Value, WalkOrder};

/// Whether a value is needed (MLIR's `Liveness`): not live until found
/// so, then live for good.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Liveness {
    /// Whether it is live.
    pub is_live: bool,
}

impl Liveness {
    /// A live value's.
    pub const LIVE: Liveness = Liveness { is_live: true };
}

impl LatticeValue for Liveness {
    /// Live when either is (MLIR's `Liveness::meet`).
    fn join(&self, other: &Liveness) -> Liveness {
        Liveness {
            is_live: self.is_live || other.is_live,
        }
    }
}

fn is_live(solver: &SolverState, value: Value) -> bool {
    solver
        .lookup::<Lattice<Liveness>>(value)
        .is_some_and(|l| l.value().is_live)
}

fn mark_live(solver: &mut SolverState, ctx: &Context, value: Value) {
    meet(solver, ctx, value, &Liveness::LIVE);
}

/// The transfer functions of the liveness analysis (MLIR's
/// `LivenessAnalysis`); run it in a [`SparseBackwardAnalysis`], or
/// through [`RunLivenessAnalysis`].
#[derive(Clone, Copy, Debug, Default)]
pub struct LivenessAnalysis;

impl SparseBackwardTransfer for LivenessAnalysis {
    type Value = Liveness;

    /// The operands of an op that could not be erased unused are live;
    /// so are all of them when one of its results is.
    fn visit_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        operands: &[Value],
        results: &[Value],
    ) -> Result<(), Diagnostic> {
        if !would_op_be_trivially_dead(ctx, op) {
            for &operand in operands {
                mark_live(solver, ctx, operand);
            }
        }
        if results.iter().any(|&r| is_live(solver, r)) {
            for &operand in operands {
                mark_live(solver, ctx, operand);
            }
        }
        for &result in results {
            solver.get_for::<Lattice<Liveness>>(ProgramPoint::After(op), result);
        }
        Ok(())
    }

    /// A branch's own operand (a condition) is live when its op would be:
    /// a terminator is; a region branch op (the parent of a region's
    /// terminator) when it has effects or a live result.
    fn visit_branch_operand(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        index: usize,
    ) -> Result<(), Diagnostic> {
        let visited = if RegionBranchTerminatorOpInterface::try_from(ctx, op).is_some() {
            ctx.parent_op(op).unwrap_or(op)
        } else {
            op
        };
        let operand = ctx.operand(op, index);
        let results = ctx.results(visited);
        self.visit_operation(solver, ctx, visited, &[operand], &results)
    }

    /// A call operand passed to no argument is live.
    fn visit_call_operand(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        index: usize,
    ) {
        mark_live(solver, ctx, ctx.operand(op, index));
    }

    /// An induction variable is live when a result of its op is, or the
    /// op could not be erased unused.
    fn visit_non_control_flow_arguments(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        _region: usize,
        arguments: &[Value],
    ) -> Result<(), Diagnostic> {
        let results = ctx.results(op);
        if results.iter().any(|&r| is_live(solver, r)) {
            for &arg in arguments {
                mark_live(solver, ctx, arg);
            }
            return Ok(());
        }
        self.visit_operation(solver, ctx, op, arguments, &results)
    }

    /// What leaves for where the analysis cannot see is live.
    fn set_to_exit_state(&mut self, solver: &mut SolverState, ctx: &Context, value: Value) {
        mark_live(solver, ctx, value);
    }
}

/// The liveness of every value under an op (MLIR's `RunLivenessAnalysis`):
/// the liveness analysis run with the dead-code analysis and constant
/// propagation it stands on.
pub struct RunLivenessAnalysis {
    solver: DataFlowSolver,
}

impl RunLivenessAnalysis {
    /// Runs the analyses on `op`. The values the analysis never reached
    /// (those of blocks that never run) are not live.
    pub fn new(ctx: &mut Context, op: OpId) -> Result<RunLivenessAnalysis, Diagnostic> {
        let mut solver = DataFlowSolver::new();
        solver.load(DeadCodeAnalysis::new());
        solver.load(SparseForwardAnalysis::new(SparseConstantPropagation));
        solver.load(SparseBackwardAnalysis::new(LivenessAnalysis));
        solver.initialize_and_run(ctx, op)?;
        let mut values = Vec::new();
        ctx.walk(op, WalkOrder::PostOrder, &mut |o| {
            values.extend(ctx.results(o));
            for &region in ctx.regions(o) {
                for &block in ctx.blocks(region) {
                    values.extend(ctx.block_args(block));
                }
            }
        });
        for value in values {
            solver.get_or_create::<Lattice<Liveness>>(value);
        }
        Ok(RunLivenessAnalysis { solver })
    }

    /// The liveness of `value` (MLIR's `getLiveness`): none for a value
    /// the analysis did not see (one made since).
    pub fn liveness(&self, value: Value) -> Option<Liveness> {
        self.solver
            .lookup::<Lattice<Liveness>>(value)
            .map(|l| *l.value())
    }
}

#[cfg(test)]
mod tests;
