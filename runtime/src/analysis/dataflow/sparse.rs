//! Sparse forward analyses (MLIR's `AbstractSparseForwardDataFlowAnalysis`
//! and `Lattice`): one lattice value per SSA value, computed from the
//! values flowing into it along the edges the dead-code analysis found
//! live: an op's transfer function for its results, branches for block
//! arguments, calls for callable arguments and call results, region
//! control flow for region arguments and region op results.

use super::anchor::{LatticeAnchor, ProgramPoint};
use super::executable::Executable;
use super::predecessors::PredecessorState;
use super::solver::{AnalysisState, ChangeResult, DataFlowAnalysis, SolverState};
use crate::diag::Diagnostic;
use crate::interfaces::prelude::mlir::{
    BranchOpInterface, CallOpInterface, CallableOpInterface, RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
};
use crate::interfaces::region_branch::{successor_operands, RegionSuccessor};
use crate::{BlockId, Context, OpId, RegionId, Value};

/// A value of a lattice: a join-semilattice whose default is the
/// uninitialized bottom.
pub trait LatticeValue: Clone + PartialEq + Default + 'static {
    /// The least value above both (MLIR's `ValueT::join`).
    fn join(&self, other: &Self) -> Self;

    /// Updates what follows from the lattice of `value` having changed to
    /// `self` (MLIR's `AnalysisState::onUpdate`): by default nothing.
    fn on_update(&self, solver: &mut SolverState, ctx: &mut Context, value: Value) {
        let _ = (solver, ctx, value);
    }
}

/// The lattice state of one SSA value (MLIR's `Lattice<ValueT>`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lattice<T>(T);

impl<T: LatticeValue> Lattice<T> {
    /// Its value.
    pub fn value(&self) -> &T {
        &self.0
    }

    /// Joins `rhs` in.
    pub fn join(&mut self, rhs: &T) -> ChangeResult {
        let joined = self.0.join(rhs);
        if joined == self.0 {
            return ChangeResult::NoChange;
        }
        self.0 = joined;
        ChangeResult::Change
    }
}

impl<T: LatticeValue> AnalysisState for Lattice<T> {}

/// What a sparse forward analysis computes (the virtual methods of MLIR's
/// `SparseForwardDataFlowAnalysis`).
pub trait SparseForwardTransfer: 'static {
    /// The lattice's values.
    type Value: LatticeValue;

    /// The value of `value` when nothing is known of it (MLIR's
    /// `setToEntryState`).
    fn entry_state(&self, ctx: &Context, value: Value) -> Self::Value;

    /// Sets the lattices of the results of `op`, which has some and is in
    /// a live block (or none), from its operands' values (MLIR's
    /// `visitOperation`): through [`join`] and [`set_to_entry_state`].
    fn visit_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        op: OpId,
        operands: &[Self::Value],
    ) -> Result<(), Diagnostic>;

    /// Sets the lattices of `values`, entry arguments or results of `op`
    /// that no control-flow edge populates (an induction variable, the
    /// arguments of an op of unknown control flow): by default, the entry
    /// state (MLIR's `visitNonControlFlowArguments`).
    fn visit_non_control_flow_arguments(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        op: OpId,
        values: &[Value],
    ) {
        let _ = op;
        set_all_to_entry_states(self, solver, ctx, values);
    }
}

/// Joins `rhs` into the lattice of `value`.
pub fn join<V: LatticeValue>(solver: &mut SolverState, ctx: &mut Context, value: Value, rhs: &V) {
    if solver.update::<Lattice<V>>(ctx, value, |lattice| lattice.join(rhs)) == ChangeResult::Change
    {
        let new = solver.get::<Lattice<V>>(value).value().clone();
        new.on_update(solver, ctx, value);
    }
}

/// Joins the entry state `transfer` gives each of `values` into its
/// lattice (MLIR's `setAllToEntryStates`).
pub fn set_all_to_entry_states<T: SparseForwardTransfer + ?Sized>(
    transfer: &T,
    solver: &mut SolverState,
    ctx: &mut Context,
    values: &[Value],
) {
    for &value in values {
        join(solver, ctx, value, &transfer.entry_state(ctx, value));
    }
}

/// Joins the entry state into the lattice of each of `values`.
pub fn set_to_entry_state<V: LatticeValue>(
    solver: &mut SolverState,
    ctx: &mut Context,
    values: &[Value],
    entry: &V,
) {
    for &value in values {
        join(solver, ctx, value, entry);
    }
}

/// A sparse forward analysis running `T` (MLIR's
/// `AbstractSparseForwardDataFlowAnalysis`). It needs the
/// [`DeadCodeAnalysis`](super::DeadCodeAnalysis) loaded before it.
pub struct SparseForwardAnalysis<T> {
    transfer: T,
}

impl<T: SparseForwardTransfer> SparseForwardAnalysis<T> {
    /// The analysis computing `transfer`, across calls too
    /// (interprocedural, MLIR's default).
    pub fn new(transfer: T) -> SparseForwardAnalysis<T> {
        SparseForwardAnalysis { transfer }
    }

    fn entry(&self, solver: &mut SolverState, ctx: &mut Context, values: &[Value]) {
        set_all_to_entry_states(&self.transfer, solver, ctx, values);
    }

    /// The value of `value`, the running analysis revisiting `dependent`
    /// when it changes (MLIR's `getLatticeElementFor`).
    fn value_for(solver: &mut SolverState, dependent: ProgramPoint, value: Value) -> T::Value {
        solver
            .get_for::<Lattice<T::Value>>(dependent, value)
            .value()
            .clone()
    }

    fn initialize_recursively(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        op: OpId,
    ) -> Result<(), Diagnostic> {
        self.visit_operation(solver, ctx, op)?;
        for region in ctx.regions(op).to_vec() {
            for block in ctx.blocks(region).to_vec() {
                solver.subscribe::<Executable>(ProgramPoint::BlockStart(block));
                self.visit_block(solver, ctx, block);
                for nested in ctx.block_ops(block) {
                    self.initialize_recursively(solver, ctx, nested)?;
                }
            }
        }
        Ok(())
    }

    fn is_live(solver: &mut SolverState, block: BlockId) -> bool {
        solver
            .get::<Executable>(ProgramPoint::BlockStart(block))
            .is_live()
    }

    fn visit_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        op: OpId,
    ) -> Result<(), Diagnostic> {
        if ctx.num_results(op) == 0 {
            return Ok(());
        }
        if ctx
            .parent_block(op)
            .is_some_and(|b| !Self::is_live(solver, b))
        {
            return Ok(());
        }
        let results = ctx.results(op);
        if let Some(branch) = RegionBranchOpInterface::try_from(ctx, op) {
            self.visit_region_successors(
                solver,
                ctx,
                ProgramPoint::After(op),
                branch,
                None,
                &results,
            );
            return Ok(());
        }
        let mut operands = Vec::with_capacity(ctx.num_operands(op));
        for value in ctx.operands(op) {
            solver.subscribe::<Lattice<T::Value>>(value);
            operands.push(solver.get::<Lattice<T::Value>>(value).value().clone());
        }
        if let Some(call) = CallOpInterface::try_from(ctx, op) {
            self.visit_call_operation(solver, ctx, call, &results);
            return Ok(());
        }
        self.transfer.visit_operation(solver, ctx, op, &operands)
    }

    /// The results of a call: what the callee's returns pass, when they
    /// are all known; nothing known of a call to a declaration.
    fn visit_call_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        call: CallOpInterface,
        results: &[Value],
    ) {
        let external = call
            .resolve_callable(ctx)
            .and_then(|callee| CallableOpInterface::try_from(ctx, callee))
            .is_some_and(|callable| callable.get_callable_region(ctx).is_none());
        if external {
            return self.entry(solver, ctx, results);
        }
        let point = ProgramPoint::After(call.id());
        let returns = solver.get_for::<PredecessorState>(point, point).clone();
        if !returns.all_predecessors_known() {
            return self.entry(solver, ctx, results);
        }
        for &ret in returns.known_predecessors() {
            for (operand, &result) in ctx.operands(ret).into_iter().zip(results) {
                let value = Self::value_for(solver, point, operand);
                join(solver, ctx, result, &value);
            }
        }
    }

    fn visit_block(&mut self, solver: &mut SolverState, ctx: &mut Context, block: BlockId) {
        let args = ctx.block_args(block);
        if args.is_empty() || !Self::is_live(solver, block) {
            return;
        }
        let Some(region) = ctx.block_parent_region(block) else {
            return;
        };
        if ctx.blocks(region).first() == Some(&block) {
            return self.visit_entry_block(solver, ctx, block, region, &args);
        }
        let point = ProgramPoint::BlockStart(block);
        // MLIR walks the block's use list, the edge made last first: for
        // IR as parsed, the region's branches backwards.
        for pred in ctx.blocks(region).to_vec().into_iter().rev() {
            let Some(terminator) = ctx.last_op(pred) else {
                continue;
            };
            let successors = ctx.successors(terminator).to_vec();
            for (index, _) in successors
                .iter()
                .enumerate()
                .rev()
                .filter(|(_, &s)| s == block)
            {
                let edge = LatticeAnchor::Edge(pred, block);
                solver.subscribe::<Executable>(edge);
                if !solver.get::<Executable>(edge).is_live() {
                    continue;
                }
                let Some(branch) = BranchOpInterface::try_from(ctx, terminator) else {
                    return self.entry(solver, ctx, &args);
                };
                let operands = branch.get_successor_operands(ctx, terminator, index);
                let forwarded = operands.values(ctx, terminator);
                for (i, &arg) in args.iter().enumerate() {
                    match i
                        .checked_sub(operands.produced)
                        .and_then(|k| forwarded.get(k))
                    {
                        Some(&operand) => {
                            let value = Self::value_for(solver, point, operand);
                            join(solver, ctx, arg, &value);
                        }
                        // Produced by the branch itself: nothing known.
                        None => self.entry(solver, ctx, &[arg]),
                    }
                }
            }
        }
    }

    /// The arguments of an entry block: from the call sites of a
    /// callable, from region control flow, else nothing known.
    fn visit_entry_block(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        block: BlockId,
        region: RegionId,
        args: &[Value],
    ) {
        let Some(parent) = ctx.region_parent_op(region) else {
            return self.entry(solver, ctx, args);
        };
        if let Some(callable) = CallableOpInterface::try_from(ctx, parent) {
            if callable.get_callable_region(ctx) == Some(region) {
                return self.visit_callable_operation(solver, ctx, block, parent, args);
            }
        }
        if let Some(branch) = RegionBranchOpInterface::try_from(ctx, parent) {
            let index = ctx.regions(parent).iter().position(|&r| r == region);
            let point = ProgramPoint::BlockStart(block);
            return self.visit_region_successors(solver, ctx, point, branch, index, args);
        }
        self.transfer
            .visit_non_control_flow_arguments(solver, ctx, parent, args);
    }

    /// The arguments of a callable's entry block: what its call sites
    /// pass, when they are all known.
    fn visit_callable_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        entry: BlockId,
        callable: OpId,
        args: &[Value],
    ) {
        let point = ProgramPoint::BlockStart(entry);
        let callsites = solver
            .get_for::<PredecessorState>(point, ProgramPoint::After(callable))
            .clone();
        if !callsites.all_predecessors_known() {
            return self.entry(solver, ctx, args);
        }
        for &callsite in callsites.known_predecessors() {
            let Some(call) = CallOpInterface::try_from(ctx, callsite) else {
                continue;
            };
            for (operand, &arg) in call.get_arg_operands(ctx).into_iter().zip(args) {
                let value = Self::value_for(solver, point, operand);
                join(solver, ctx, arg, &value);
            }
        }
    }

    /// The `lattices` at `point` (a region's entry arguments, or the
    /// op's results for `region` `None`) from what the predecessors of
    /// `point` forward; the ones no edge populates (an induction
    /// variable) are not known.
    fn visit_region_successors(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        point: ProgramPoint,
        branch: RegionBranchOpInterface,
        region: Option<usize>,
        lattices: &[Value],
    ) {
        let op = branch.id();
        let predecessors = solver.get_for::<PredecessorState>(point, point).clone();
        let successor = match region {
            Some(index) => RegionSuccessor::region(ctx, op, index),
            None => RegionSuccessor::parent(ctx, op),
        };
        for &pred in predecessors.known_predecessors() {
            let operands = if pred == op {
                branch.get_entry_successor_operands(ctx, op, &successor)
            } else if let Some(terminator) = RegionBranchTerminatorOpInterface::try_from(ctx, pred)
            {
                successor_operands(ctx, terminator, &successor)
            } else {
                return self.entry(solver, ctx, lattices);
            };
            let inputs = predecessors.successor_inputs(pred);
            let mut first = 0;
            if inputs.len() != lattices.len() {
                first = inputs
                    .first()
                    .and_then(|i| lattices.iter().position(|l| l == i))
                    .unwrap_or(0);
                let end = (first + inputs.len()).min(lattices.len());
                let others: Vec<Value> = lattices[..first]
                    .iter()
                    .chain(&lattices[end..])
                    .copied()
                    .collect();
                self.transfer
                    .visit_non_control_flow_arguments(solver, ctx, op, &others);
            }
            for (&lattice, operand) in lattices[first..].iter().zip(operands) {
                let value = Self::value_for(solver, point, operand);
                join(solver, ctx, lattice, &value);
            }
        }
    }
}

impl<T: SparseForwardTransfer> DataFlowAnalysis for SparseForwardAnalysis<T> {
    /// The entry arguments of `top`'s regions are not known; every op and
    /// block is visited once.
    fn initialize(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        top: OpId,
    ) -> Result<(), Diagnostic> {
        for region in ctx.regions(top).to_vec() {
            if let Some(&entry) = ctx.blocks(region).first() {
                let args = ctx.block_args(entry);
                self.entry(solver, ctx, &args);
            }
        }
        self.initialize_recursively(solver, ctx, top)
    }

    fn visit(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        point: ProgramPoint,
    ) -> Result<(), Diagnostic> {
        match point {
            ProgramPoint::BlockStart(block) => {
                self.visit_block(solver, ctx, block);
                Ok(())
            }
            ProgramPoint::After(op) => self.visit_operation(solver, ctx, op),
        }
    }
}
