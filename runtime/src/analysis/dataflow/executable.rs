//! Whether a block or an edge may run (MLIR's `Executable`).

use super::solver::{AnalysisState, ChangeResult};

/// Whether the block or edge it is attached to may run: dead until an
/// analysis finds a path to it, then live for good.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Executable {
    live: bool,
}

impl Executable {
    /// Whether it may run.
    pub fn is_live(&self) -> bool {
        self.live
    }

    /// Marks it live.
    pub fn set_to_live(&mut self) -> ChangeResult {
        ChangeResult::from(!std::mem::replace(&mut self.live, true))
    }
}

impl AnalysisState for Executable {}
