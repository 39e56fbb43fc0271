//! The ops control may come from to reach a point (MLIR's
//! `PredecessorState`): the call sites of a callable, the returns of a
//! call, the region branch ops and terminators entering a region or
//! leaving for the op's results.

use super::solver::{AnalysisState, ChangeResult};
use crate::{OpId, Value};
use rustc_hash::FxHashMap;

/// The predecessors known, in the order they were found, with the values
/// each populates (its successor inputs), and whether they are all of
/// them.
#[derive(Clone, Debug)]
pub struct PredecessorState {
    all_known: bool,
    known: Vec<OpId>,
    inputs: FxHashMap<OpId, Vec<Value>>,
}

impl Default for PredecessorState {
    fn default() -> PredecessorState {
        PredecessorState {
            all_known: true,
            known: Vec::new(),
            inputs: FxHashMap::default(),
        }
    }
}

impl PredecessorState {
    /// Whether every predecessor is known.
    pub fn all_predecessors_known(&self) -> bool {
        self.all_known
    }

    /// The predecessors known.
    pub fn known_predecessors(&self) -> &[OpId] {
        &self.known
    }

    /// The values `predecessor` populates (none recorded: empty).
    pub fn successor_inputs(&self, predecessor: OpId) -> &[Value] {
        self.inputs.get(&predecessor).map_or(&[], Vec::as_slice)
    }

    /// Some predecessors cannot be known.
    pub fn set_has_unknown_predecessors(&mut self) -> ChangeResult {
        ChangeResult::from(std::mem::replace(&mut self.all_known, false))
    }

    /// Adds `predecessor`, populating `inputs` (recorded when there are
    /// any).
    pub fn join(&mut self, predecessor: OpId, inputs: &[Value]) -> ChangeResult {
        let mut changed = ChangeResult::NoChange;
        if !self.known.contains(&predecessor) {
            self.known.push(predecessor);
            changed = ChangeResult::Change;
        }
        if !inputs.is_empty() && self.successor_inputs(predecessor) != inputs {
            self.inputs.insert(predecessor, inputs.to_vec());
            changed = ChangeResult::Change;
        }
        changed
    }
}

impl AnalysisState for PredecessorState {}
