//! MLIR's data-flow framework (`DataFlowFramework.cpp` and
//! `Analysis/DataFlow`, as LLVM 22 has them): a solver that runs analyses
//! to a fixpoint over states attached to program points, values and
//! control-flow edges, the dead-code analysis the sparse analyses stand
//! on, the sparse forward analysis, the constant propagation `sccp`
//! runs and the integer range analysis, the sparse backward analysis and
//! the liveness analysis `remove-dead-values` runs.

mod anchor;
mod constant_propagation;
mod dead_code;
mod executable;
mod integer_range;
mod liveness;
mod predecessors;
mod solver;
mod sparse;
mod sparse_backward;

pub use anchor::{LatticeAnchor, ProgramPoint};
pub use constant_propagation::{ConstantValue, SparseConstantPropagation};
pub use dead_code::DeadCodeAnalysis;
pub use executable::Executable;
pub use integer_range::IntegerRangeAnalysis;
pub use liveness::{Liveness, LivenessAnalysis, RunLivenessAnalysis};
pub use predecessors::PredecessorState;
pub use solver::{
    AnalysisId, AnalysisState, ChangeResult, DataFlowAnalysis, DataFlowSolver, SolverState,
};
pub use sparse::{
    join, set_all_to_entry_states, set_to_entry_state, Lattice, LatticeValue,
    SparseForwardAnalysis, SparseForwardTransfer,
};
pub use sparse_backward::{
    arg_operand_indices, meet, SparseBackwardAnalysis, SparseBackwardTransfer,
};
