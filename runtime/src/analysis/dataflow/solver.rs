//! The solver (MLIR's `DataFlowSolver`): it holds the analyses and their
//! states, and runs the analyses on the points of a worklist until no
//! state changes. A state that changes wakes what depends on it: the
//! points that read it, and its anchor's subscribers.

use super::anchor::{LatticeAnchor, ProgramPoint};
use crate::diag::Diagnostic;
use crate::{Context, OpId};
use rustc_hash::FxHashMap;
use std::any::{Any, TypeId};
use std::collections::VecDeque;

/// An analysis's index in its solver.
pub type AnalysisId = usize;

/// Whether an update changed a state (MLIR's `ChangeResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChangeResult {
    /// It is as it was.
    NoChange,
    /// It changed.
    Change,
}

impl From<bool> for ChangeResult {
    fn from(changed: bool) -> ChangeResult {
        if changed {
            ChangeResult::Change
        } else {
            ChangeResult::NoChange
        }
    }
}

impl std::ops::BitOr for ChangeResult {
    type Output = ChangeResult;
    fn bitor(self, other: ChangeResult) -> ChangeResult {
        ChangeResult::from(self == ChangeResult::Change || other == ChangeResult::Change)
    }
}

/// A state an analysis attaches to an anchor, starting from its default
/// (MLIR's `AnalysisState`).
pub trait AnalysisState: Default + 'static {}

/// An analysis the solver runs (MLIR's `DataFlowAnalysis`).
pub trait DataFlowAnalysis {
    /// Sets the initial states of the IR under `top` and subscribes to
    /// what it reads.
    fn initialize(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        top: OpId,
    ) -> Result<(), Diagnostic>;

    /// Recomputes the states of `point` from what it reads.
    fn visit(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        point: ProgramPoint,
    ) -> Result<(), Diagnostic>;
}

/// One state with the points that read it and the analyses subscribed to
/// its anchor, each once, in the order they came.
struct Slot {
    state: Box<dyn Any>,
    dependents: Vec<(ProgramPoint, AnalysisId)>,
    subscribers: Vec<AnalysisId>,
}

/// The states and the worklist, as the analyses see them while they run.
#[derive(Default)]
pub struct SolverState {
    states: FxHashMap<(LatticeAnchor, TypeId), Slot>,
    worklist: VecDeque<(ProgramPoint, AnalysisId)>,
    current: AnalysisId,
}

impl SolverState {
    /// The state `S` of `anchor`, if any analysis made it.
    pub fn lookup<S: AnalysisState>(&self, anchor: impl Into<LatticeAnchor>) -> Option<&S> {
        let key = (anchor.into(), TypeId::of::<S>());
        self.states.get(&key).and_then(|s| s.state.downcast_ref())
    }

    fn slot<S: AnalysisState>(&mut self, anchor: LatticeAnchor) -> &mut Slot {
        self.states
            .entry((anchor, TypeId::of::<S>()))
            .or_insert_with(|| Slot {
                state: Box::new(S::default()),
                dependents: Vec::new(),
                subscribers: Vec::new(),
            })
    }

    /// The state `S` of `anchor`, made in its default when there is none
    /// (MLIR's `getOrCreate`).
    pub fn get<S: AnalysisState>(&mut self, anchor: impl Into<LatticeAnchor>) -> &S {
        let slot = self.slot::<S>(anchor.into());
        slot.state.downcast_ref().expect("states are keyed by type")
    }

    /// [`SolverState::get`], the running analysis revisiting `dependent`
    /// whenever the state changes (MLIR's `getOrCreateFor`).
    pub fn get_for<S: AnalysisState>(
        &mut self,
        dependent: ProgramPoint,
        anchor: impl Into<LatticeAnchor>,
    ) -> &S {
        let item = (dependent, self.current);
        let slot = self.slot::<S>(anchor.into());
        if !slot.dependents.contains(&item) {
            slot.dependents.push(item);
        }
        slot.state.downcast_ref().expect("states are keyed by type")
    }

    /// Subscribes the running analysis to the state `S` of `anchor`: a
    /// change revisits the users of a value, the start and the ops of a
    /// block, the block an edge enters (MLIR's `useDefSubscribe` and
    /// `blockContentSubscribe`).
    pub fn subscribe<S: AnalysisState>(&mut self, anchor: impl Into<LatticeAnchor>) {
        let current = self.current;
        let slot = self.slot::<S>(anchor.into());
        if !slot.subscribers.contains(&current) {
            slot.subscribers.push(current);
        }
    }

    /// Updates the state `S` of `anchor` by `f`, waking what depends on
    /// it when it changed (MLIR's `propagateIfChanged`).
    pub fn update<S: AnalysisState>(
        &mut self,
        ctx: &Context,
        anchor: impl Into<LatticeAnchor>,
        f: impl FnOnce(&mut S) -> ChangeResult,
    ) -> ChangeResult {
        let anchor = anchor.into();
        let slot = self.slot::<S>(anchor);
        let changed = f(slot.state.downcast_mut().expect("states are keyed by type"));
        if changed == ChangeResult::Change {
            let slot = &self.states[&(anchor, TypeId::of::<S>())];
            let (dependents, subscribers) = (slot.dependents.clone(), slot.subscribers.clone());
            self.worklist.extend(dependents);
            self.wake(ctx, anchor, &subscribers);
        }
        changed
    }

    /// Queues the subscribers of a changed state at `anchor`, by its kind.
    fn wake(&mut self, ctx: &Context, anchor: LatticeAnchor, subscribers: &[AnalysisId]) {
        if subscribers.is_empty() {
            return;
        }
        match anchor {
            LatticeAnchor::Value(value) => {
                for user in ctx.use_iter(value).map(|u| u.op) {
                    for &a in subscribers {
                        self.worklist.push_back((ProgramPoint::After(user), a));
                    }
                }
            }
            LatticeAnchor::Point(ProgramPoint::BlockStart(block)) => {
                for &a in subscribers {
                    self.worklist
                        .push_back((ProgramPoint::BlockStart(block), a));
                }
                for &a in subscribers {
                    for op in ctx.block_op_iter(block) {
                        self.worklist.push_back((ProgramPoint::After(op), a));
                    }
                }
            }
            LatticeAnchor::Edge(_, to) => {
                for &a in subscribers {
                    self.worklist.push_back((ProgramPoint::BlockStart(to), a));
                }
            }
            LatticeAnchor::Point(ProgramPoint::After(_)) => {}
        }
    }
}

/// Runs analyses together to their fixpoint (MLIR's `DataFlowSolver`).
#[derive(Default)]
pub struct DataFlowSolver {
    analyses: Vec<Box<dyn DataFlowAnalysis>>,
    state: SolverState,
}

impl DataFlowSolver {
    /// A solver with no analysis.
    pub fn new() -> DataFlowSolver {
        DataFlowSolver::default()
    }

    /// Adds an analysis; analyses are initialized in the order they are
    /// loaded.
    pub fn load(&mut self, analysis: impl DataFlowAnalysis + 'static) -> AnalysisId {
        self.analyses.push(Box::new(analysis));
        self.analyses.len() - 1
    }

    /// Initializes every analysis on `top`, then visits the points queued
    /// first come, first served until none is left (MLIR's
    /// `initializeAndRun`).
    pub fn initialize_and_run(&mut self, ctx: &mut Context, top: OpId) -> Result<(), Diagnostic> {
        for (id, analysis) in self.analyses.iter_mut().enumerate() {
            self.state.current = id;
            analysis.initialize(&mut self.state, ctx, top)?;
        }
        while let Some((point, id)) = self.state.worklist.pop_front() {
            self.state.current = id;
            self.analyses[id].visit(&mut self.state, ctx, point)?;
        }
        Ok(())
    }

    /// The state `S` of `anchor` the analyses computed, if any.
    pub fn lookup<S: AnalysisState>(&self, anchor: impl Into<LatticeAnchor>) -> Option<&S> {
        self.state.lookup(anchor)
    }

    /// The state `S` of `anchor`, made in its default when no analysis
    /// made it (MLIR's `getOrCreateState`).
    pub fn get_or_create<S: AnalysisState>(&mut self, anchor: impl Into<LatticeAnchor>) -> &S {
        self.state.get(anchor)
    }

    /// The state `S` of `anchor` to change by hand, made in its default
    /// when there is none (MLIR's `getOrCreateState` as a pass uses it to
    /// give the values it creates the states of those they replace):
    /// nothing is woken.
    pub fn get_or_create_mut<S: AnalysisState>(
        &mut self,
        anchor: impl Into<LatticeAnchor>,
    ) -> &mut S {
        let slot = self.state.slot::<S>(anchor.into());
        slot.state.downcast_mut().expect("states are keyed by type")
    }
}
