//! Sparse backward analyses (MLIR's `AbstractSparseBackwardDataFlowAnalysis`):
//! one lattice value per SSA value, computed from the values it flows
//! into, against the direction of the program: an op's transfer function
//! for its operands from its results, branches for the operands they
//! forward to block arguments, calls for the operands passed to the
//! callee's arguments, returns for what the call sites' results need, and
//! region control flow for the operands forwarded to region arguments and
//! op results. Only the ops of blocks the dead-code analysis found live
//! are visited.

use super::anchor::ProgramPoint;
use super::executable::Executable;
use super::predecessors::PredecessorState;
use super::solver::{DataFlowAnalysis, SolverState};
use super::sparse::{Lattice, LatticeValue};
use crate::diag::Diagnostic;
use crate::interfaces::prelude::mlir::{
    BranchOpInterface, CallOpInterface, CallableOpInterface, RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
};
use crate::interfaces::region_branch::{successor_operand_inputs, RegionBranchPoint};
use crate::{Context, OpId, Value};

/// What a sparse backward analysis computes (the virtual methods of
/// MLIR's `SparseBackwardDataFlowAnalysis`). Lattices are read with
/// [`SolverState::get`] and updated with [`meet`].
pub trait SparseBackwardTransfer: 'static {
    /// The lattice's values; their [`LatticeValue::join`] is the meet
    /// MLIR's backward analyses speak of: the combination of what flows
    /// back from several uses.
    type Value: LatticeValue;

    /// Sets the lattices of `operands` from those of `results` (MLIR's
    /// `visitOperation`). `op` is an op of a live block that is no call,
    /// branch or region branch op, nor a return of one; `operands` are
    /// usually its operands, but the framework also asks for the
    /// non-forwarded operands of branches and the non-control-flow
    /// arguments of regions this way.
    fn visit_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        operands: &[Value],
        results: &[Value],
    ) -> Result<(), Diagnostic>;

    /// Sets the lattices of the operands of `call`, a call to a function
    /// without a body (MLIR's `visitExternalCall`): by default, each as
    /// [`visit_call_operand`](SparseBackwardTransfer::visit_call_operand)
    /// says.
    fn visit_external_call(&mut self, solver: &mut SolverState, ctx: &Context, call: OpId) {
        for index in 0..ctx.num_operands(call) {
            self.visit_call_operand(solver, ctx, call, index);
        }
    }

    /// Sets the lattice of operand `index` of `op`, a branch, region branch
    /// op or region terminator that forwards it nowhere (a condition)
    /// (MLIR's `visitBranchOperand`).
    fn visit_branch_operand(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        index: usize,
    ) -> Result<(), Diagnostic>;

    /// Sets the lattice of operand `index` of call `op`, one it passes to
    /// no argument of its callee (MLIR's `visitCallOperand`).
    fn visit_call_operand(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        index: usize,
    );

    /// Sets the lattices of `arguments`, entry arguments of region
    /// `region` of `op` that no control-flow edge populates (an induction
    /// variable) (MLIR's `visitNonControlFlowArguments`).
    fn visit_non_control_flow_arguments(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        region: usize,
        arguments: &[Value],
    ) -> Result<(), Diagnostic>;

    /// Sets the lattice of `value`, returned where the analysis cannot see
    /// (the return of a public function) (MLIR's `setToExitState`).
    fn set_to_exit_state(&mut self, solver: &mut SolverState, ctx: &Context, value: Value);
}

/// Combines `rhs` into the lattice of `value`, waking what depends on it
/// when it changed (MLIR's `AbstractSparseBackwardDataFlowAnalysis::meet`).
pub fn meet<V: LatticeValue>(solver: &mut SolverState, ctx: &Context, value: Value, rhs: &V) {
    solver.update::<Lattice<V>>(ctx, value, |lattice| lattice.join(rhs));
}

/// A sparse backward analysis running `T` (MLIR's
/// `AbstractSparseBackwardDataFlowAnalysis`). It needs the
/// [`DeadCodeAnalysis`](super::DeadCodeAnalysis) loaded before it, and
/// with it the constant propagation that decides branches.
pub struct SparseBackwardAnalysis<T> {
    transfer: T,
}

impl<T: SparseBackwardTransfer> SparseBackwardAnalysis<T> {
    /// The analysis computing `transfer`, across calls too
    /// (interprocedural, MLIR's default).
    pub fn new(transfer: T) -> SparseBackwardAnalysis<T> {
        SparseBackwardAnalysis { transfer }
    }

    /// The value of `value`, the running analysis revisiting `dependent`
    /// when it changes (MLIR's `getLatticeElementFor`).
    fn value_for(solver: &mut SolverState, dependent: ProgramPoint, value: Value) -> T::Value {
        solver
            .get_for::<Lattice<T::Value>>(dependent, value)
            .value()
            .clone()
    }

    /// Meets into the lattice of `operand` the value of `input`, which it
    /// flows into, revisiting `op` when that changes.
    fn flow_back(solver: &mut SolverState, ctx: &Context, op: OpId, operand: Value, input: Value) {
        let value = Self::value_for(solver, ProgramPoint::After(op), input);
        meet(solver, ctx, operand, &value);
    }

    /// Visits `op` and everything nested in it, the ops of a block last
    /// first so that as much as possible flows back before the solver
    /// runs.
    fn initialize_recursively(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
    ) -> Result<(), Diagnostic> {
        self.visit_operation(solver, ctx, op)?;
        for &region in ctx.regions(op) {
            for &block in ctx.blocks(region) {
                solver.subscribe::<Executable>(ProgramPoint::BlockStart(block));
                for nested in ctx.block_ops(block).into_iter().rev() {
                    self.initialize_recursively(solver, ctx, nested)?;
                }
            }
        }
        Ok(())
    }

    fn visit_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
    ) -> Result<(), Diagnostic> {
        if let Some(block) = ctx.parent_block(op) {
            if !solver
                .get::<Executable>(ProgramPoint::BlockStart(block))
                .is_live()
            {
                return Ok(());
            }
        }
        let results = ctx.results(op);
        for &result in &results {
            solver.get_for::<Lattice<T::Value>>(ProgramPoint::After(op), result);
        }
        if RegionBranchOpInterface::try_from(ctx, op).is_some() {
            return self.visit_region_successors(solver, ctx, op, RegionBranchPoint::Parent);
        }
        if let Some(branch) = BranchOpInterface::try_from(ctx, op) {
            return self.visit_branch_operation(solver, ctx, branch);
        }
        if let Some(call) = CallOpInterface::try_from(ctx, op) {
            if let Some(callable) = call
                .resolve_callable(ctx)
                .and_then(|callee| CallableOpInterface::try_from(ctx, callee))
            {
                self.visit_call_operation(solver, ctx, call, callable);
                return Ok(());
            }
        }
        let parent = ctx.parent_op(op);
        // `ReturnLike` brings `RegionBranchTerminatorOpInterface`.
        if RegionBranchTerminatorOpInterface::try_from(ctx, op).is_some() {
            if let Some(parent) = parent {
                if RegionBranchOpInterface::try_from(ctx, parent).is_some() {
                    return self.visit_region_successors(
                        solver,
                        ctx,
                        parent,
                        RegionBranchPoint::Terminator(op),
                    );
                }
                if CallableOpInterface::try_from(ctx, parent).is_some() {
                    self.visit_callable_operation(solver, ctx, op, parent);
                    return Ok(());
                }
            }
        }
        let operands = ctx.operands(op);
        self.transfer
            .visit_operation(solver, ctx, op, &operands, &results)
    }

    /// Block arguments flow back into the operands a branch forwards to
    /// them; the operands it forwards nowhere are the transfer's
    /// (MLIR's `BranchOpInterface` case).
    fn visit_branch_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        branch: BranchOpInterface,
    ) -> Result<(), Diagnostic> {
        let op = branch.id();
        let mut unaccounted = vec![true; ctx.num_operands(op)];
        for (index, &block) in ctx.successors(op).iter().enumerate() {
            let operands = branch.get_successor_operands(ctx, op, index);
            let args = ctx.block_args(block);
            for (k, operand) in operands.forwarded.clone().enumerate() {
                unaccounted[operand] = false;
                if let Some(&arg) = args.get(operands.produced + k) {
                    Self::flow_back(solver, ctx, op, ctx.operand(op, operand), arg);
                }
            }
        }
        for index in positions(&unaccounted) {
            self.transfer.visit_branch_operand(solver, ctx, op, index)?;
        }
        Ok(())
    }

    /// The arguments of the callee's entry block flow back into the
    /// operands passed to them; a callee without a body is the transfer's
    /// (MLIR's `CallOpInterface` case).
    fn visit_call_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        call: CallOpInterface,
        callable: CallableOpInterface,
    ) {
        let op = call.id();
        let entry = callable
            .get_callable_region(ctx)
            .and_then(|r| ctx.blocks(r).first().copied());
        let Some(entry) = entry else {
            return self.transfer.visit_external_call(solver, ctx, op);
        };
        let mut unaccounted = vec![true; ctx.num_operands(op)];
        let passed = arg_operand_indices(ctx, call);
        for (index, arg) in passed.into_iter().zip(ctx.block_args(entry)) {
            Self::flow_back(solver, ctx, op, ctx.operand(op, index), arg);
            unaccounted[index] = false;
        }
        for index in positions(&unaccounted) {
            self.transfer.visit_call_operand(solver, ctx, op, index);
        }
    }

    /// The results of the call sites flow back into the operands of a
    /// callable's return, when every call site is known; otherwise they
    /// go where the analysis cannot see (MLIR's `visitCallableOperation`).
    fn visit_callable_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        callable: OpId,
    ) {
        let callsites = solver
            .get_for::<PredecessorState>(ProgramPoint::After(op), ProgramPoint::After(callable))
            .clone();
        let operands = ctx.operands(op);
        if !callsites.all_predecessors_known() {
            for operand in operands {
                self.transfer.set_to_exit_state(solver, ctx, operand);
            }
            return;
        }
        for &call in callsites.known_predecessors() {
            for (&operand, result) in operands.iter().zip(ctx.results(call)) {
                Self::flow_back(solver, ctx, op, operand, result);
            }
        }
    }

    /// The successor inputs (region arguments, op results) flow back into
    /// the operands `point` forwards to them; the operands it forwards
    /// nowhere are the transfer's, and so are, from the op, the entry
    /// arguments no edge populates (MLIR's `visitRegionSuccessors` and
    /// `visitRegionSuccessorsFromTerminator`).
    fn visit_region_successors(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        branch_op: OpId,
        point: RegionBranchPoint,
    ) -> Result<(), Diagnostic> {
        let at = match point {
            RegionBranchPoint::Parent => branch_op,
            RegionBranchPoint::Terminator(t) => t,
        };
        let mut unaccounted = vec![true; ctx.num_operands(at)];
        for (operand, inputs) in successor_operand_inputs(ctx, branch_op, Some(point))
            .into_iter()
            .flatten()
        {
            for input in inputs {
                Self::flow_back(solver, ctx, at, ctx.operand(at, operand.index), input);
                unaccounted[operand.index] = false;
            }
        }
        if point == RegionBranchPoint::Parent {
            self.visit_entry_arguments(solver, ctx, branch_op)?;
        }
        for index in positions(&unaccounted) {
            self.transfer.visit_branch_operand(solver, ctx, at, index)?;
        }
        Ok(())
    }

    /// Hands the transfer the entry arguments of each region control may
    /// enter from `op` that the edge does not populate.
    fn visit_entry_arguments(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
    ) -> Result<(), Diagnostic> {
        let Some(branch) = RegionBranchOpInterface::try_from(ctx, op) else {
            return Ok(());
        };
        let unknown = vec![None; ctx.num_operands(op)];
        for successor in branch.get_entry_successor_regions(ctx, op, &unknown) {
            let Some(region) = successor.region else {
                continue;
            };
            let Some(&entry) = ctx.blocks(ctx.regions(op)[region]).first() else {
                continue;
            };
            let others: Vec<Value> = ctx
                .block_args(entry)
                .into_iter()
                .filter(|arg| !successor.inputs.contains(arg))
                .collect();
            self.transfer
                .visit_non_control_flow_arguments(solver, ctx, op, region, &others)?;
        }
        Ok(())
    }
}

/// The indices of the operands `call` passes to its callee's arguments
/// (MLIR's `getArgOperandsMutable`): its trailing operands, as every call
/// op of ours keeps them; none when they are not.
pub fn arg_operand_indices(ctx: &Context, call: CallOpInterface) -> Vec<usize> {
    let op = call.id();
    let args = call.get_arg_operands(ctx);
    let Some(first) = ctx.num_operands(op).checked_sub(args.len()) else {
        return Vec::new();
    };
    let indices: Vec<usize> = (first..ctx.num_operands(op)).collect();
    let trailing = indices.iter().map(|&i| ctx.operand(op, i));
    if trailing.eq(args) {
        indices
    } else {
        Vec::new()
    }
}

/// The positions set in `flags`.
fn positions(flags: &[bool]) -> impl Iterator<Item = usize> + '_ {
    flags.iter().enumerate().filter(|(_, &f)| f).map(|(i, _)| i)
}

impl<T: SparseBackwardTransfer> DataFlowAnalysis for SparseBackwardAnalysis<T> {
    /// Every op is visited once, nested ones after the op holding them.
    fn initialize(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        top: OpId,
    ) -> Result<(), Diagnostic> {
        self.initialize_recursively(solver, ctx, top)
    }

    /// Blocks need no work: edges between them are their branches', entry
    /// blocks their calls' and region branch ops'.
    fn visit(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        point: ProgramPoint,
    ) -> Result<(), Diagnostic> {
        match point {
            ProgramPoint::BlockStart(_) => Ok(()),
            ProgramPoint::After(op) => self.visit_operation(solver, ctx, op),
        }
    }
}

#[cfg(test)]
mod tests;
