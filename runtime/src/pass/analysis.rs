//! Analyses computed once and kept while the IR they describe does not
//! change (MLIR's `AnalysisManager` and `PreservedAnalyses`): a pass asks
//! the manager for an analysis of an op, gets the cached one when an
//! earlier pass left it valid, and says which analyses its changes leave
//! valid; after each pass the pass manager drops the others, for the op
//! the pass ran on and everything nested in it.

use crate::{Context, OpId};
use rustc_hash::{FxHashMap, FxHashSet};
use std::any::{Any, TypeId};

/// A result computed from an op and what is nested in it (MLIR's analysis
/// concept: a class constructed from an `Operation *`).
pub trait Analysis: Any {
    /// The analysis of `op`.
    fn compute(ctx: &Context, op: OpId) -> Self
    where
        Self: Sized;

    /// The analysis's name in reports (`(A) DominanceInfo` in a timing
    /// report); by default its type's name without its path, as MLIR
    /// names an analysis by its class.
    fn name() -> &'static str
    where
        Self: Sized,
    {
        let path = std::any::type_name::<Self>();
        path.rsplit("::").next().unwrap_or(path)
    }

    /// Whether a pass that preserved `preserved` leaves this analysis
    /// stale; by default, unless it preserved this analysis.
    fn is_invalidated(&self, preserved: &PreservedAnalyses) -> bool {
        !preserved.is_preserved(self.type_id())
    }
}

/// The analyses a pass left valid (MLIR's `PreservedAnalyses`): none by
/// default, each one it names, or all of them.
#[derive(Clone, Debug, Default)]
pub struct PreservedAnalyses {
    all: bool,
    kept: FxHashSet<TypeId>,
}

impl PreservedAnalyses {
    /// Every analysis stays valid (a pass that changed nothing).
    pub fn all() -> PreservedAnalyses {
        PreservedAnalyses {
            all: true,
            kept: FxHashSet::default(),
        }
    }

    /// Analysis `A` stays valid.
    pub fn preserve<A: Analysis>(&mut self) {
        self.kept.insert(TypeId::of::<A>());
    }

    /// Whether every analysis stays valid.
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// Whether the analysis of type `id` stays valid.
    pub fn is_preserved(&self, id: TypeId) -> bool {
        self.all || self.kept.contains(&id)
    }
}

/// A cached analysis, whatever its type.
trait Cached {
    fn as_any(&self) -> &dyn Any;
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
    fn is_stale(&self, preserved: &PreservedAnalyses) -> bool;
}

impl<A: Analysis> Cached for A {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn into_any(self: Box<Self>) -> Box<dyn Any> {
        self
    }
    fn is_stale(&self, preserved: &PreservedAnalyses) -> bool {
        self.is_invalidated(preserved)
    }
}

/// The analyses computed for ops, by op and type.
#[derive(Default)]
pub struct AnalysisManager {
    cache: FxHashMap<OpId, Vec<Box<dyn Cached>>>,
    /// What the running pass has said it preserves.
    preserved: PreservedAnalyses,
    /// The analyses computed since the pass manager last took them, with
    /// the time each took: its instrumentation reports them under the
    /// running pass.
    computed: Vec<(&'static str, std::time::Duration)>,
}

impl AnalysisManager {
    /// An empty manager.
    pub fn new() -> AnalysisManager {
        AnalysisManager::default()
    }

    /// Analysis `A` of `op`: the cached one, or computed now and cached.
    pub fn get<A: Analysis>(&mut self, ctx: &Context, op: OpId) -> &A {
        let entries = self.cache.entry(op).or_default();
        let at = match entries.iter().position(|a| a.as_any().is::<A>()) {
            Some(at) => at,
            None => {
                let start = std::time::Instant::now();
                entries.push(Box::new(A::compute(ctx, op)));
                self.computed.push((A::name(), start.elapsed()));
                entries.len() - 1
            }
        };
        entries[at]
            .as_any()
            .downcast_ref()
            .expect("found by its type")
    }

    /// Analysis `A` of `op` to own: as [`get`](Self::get) finds or
    /// computes (and times) it, then taken out of the cache. For a pass
    /// that keeps an analysis while it runs pipelines through this manager
    /// and changes what the analysis describes (the inliner's call graph),
    /// which would drop it after the pass anyway.
    pub fn take<A: Analysis>(&mut self, ctx: &Context, op: OpId) -> A {
        self.get::<A>(ctx, op);
        let entries = self.cache.get_mut(&op).expect("cached by get");
        let at = entries
            .iter()
            .position(|a| a.as_any().is::<A>())
            .expect("cached by get");
        let taken = entries.swap_remove(at).into_any();
        if entries.is_empty() {
            self.cache.remove(&op);
        }
        *taken.downcast().expect("found by its type")
    }

    /// Analysis `A` of `op` if it is cached and valid.
    pub fn get_cached<A: Analysis>(&self, op: OpId) -> Option<&A> {
        self.cache
            .get(&op)?
            .iter()
            .find_map(|a| a.as_any().downcast_ref())
    }

    /// The analyses computed since the last call, with their times.
    pub(crate) fn take_computed(&mut self) -> Vec<(&'static str, std::time::Duration)> {
        std::mem::take(&mut self.computed)
    }

    /// The running pass leaves every analysis valid (MLIR's
    /// `markAllAnalysesPreserved`).
    pub fn mark_all_preserved(&mut self) {
        self.preserved = PreservedAnalyses::all();
    }

    /// The running pass leaves analysis `A` valid (MLIR's
    /// `markAnalysesPreserved<A>`).
    pub fn mark_preserved<A: Analysis>(&mut self) {
        self.preserved.preserve::<A>();
    }

    /// After a pass ran on `op`: the analyses of `op` and of the ops nested
    /// in it that the pass did not preserve are dropped, and so are those
    /// of erased ops. Nothing is preserved for the next pass. Returns
    /// whether the pass preserved every analysis.
    pub(crate) fn invalidate(&mut self, ctx: &Context, op: OpId) -> bool {
        let preserved = std::mem::take(&mut self.preserved);
        let all = preserved.is_all();
        self.cache.retain(|&cached, entries| {
            if !ctx.is_live(cached) {
                return false;
            }
            if preserved.is_all() || !ctx.is_nested_in(cached, op) {
                return true;
            }
            entries.retain(|a| !a.is_stale(&preserved));
            !entries.is_empty()
        });
        all
    }
}
