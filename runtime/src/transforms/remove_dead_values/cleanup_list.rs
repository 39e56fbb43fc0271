//! What the pass found to remove, gathered over the whole IR before
//! anything changes (MLIR's `RDVFinalCleanupList`): analysing a
//! half-cleaned IR would be wrong.

use crate::{BlockId, OpId};

/// A function whose dead arguments and results go.
pub(super) struct FunctionToCleanUp {
    pub func: OpId,
    pub non_live_args: Vec<bool>,
    pub non_live_rets: Vec<bool>,
}

/// Operands of an op that go, or become `ub.poison`.
pub(super) struct OperandsToCleanup {
    pub op: OpId,
    pub non_live: Vec<bool>,
    /// For a call, the function it calls: its erased arguments are the
    /// call's to drop.
    pub callee: Option<OpId>,
    /// Whether the operands are replaced by `ub.poison` rather than
    /// erased.
    pub replace_with_poison: bool,
}

/// Results of an op that go, the op remade without them.
pub(super) struct ResultsToCleanup {
    pub op: OpId,
    pub non_live: Vec<bool>,
}

/// Arguments of a block that go.
pub(super) struct BlockArgsToCleanup {
    pub block: BlockId,
    pub non_live_args: Vec<bool>,
}

/// Operands a branch forwards to one successor that go.
pub(super) struct SuccessorOperandsToCleanup {
    pub branch: OpId,
    pub successor: usize,
    pub non_live_operands: Vec<bool>,
}

/// Everything to remove, each kind in the order it was found.
#[derive(Default)]
pub(super) struct CleanupList {
    pub operations: Vec<OpId>,
    pub functions: Vec<FunctionToCleanUp>,
    pub operands: Vec<OperandsToCleanup>,
    pub results: Vec<ResultsToCleanup>,
    pub blocks: Vec<BlockArgsToCleanup>,
    pub successor_operands: Vec<SuccessorOperandsToCleanup>,
}
