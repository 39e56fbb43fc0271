//! Pass managers (MLIR's `OpPassManager` and `PassManager`): a pipeline of
//! passes anchored on an op name (or on any op), nested pipelines for the
//! ops directly inside, and how a pipeline runs.

use super::analysis::AnalysisManager;
use super::instrument::PassInstrumentation;
use super::pass::{Pass, PassFailure, PipelineExecutor};
use super::statistics::{statistics_report, PassDisplayMode};
use crate::diag::Diagnostic;
use crate::registry::Traits;
use crate::{Context, OpId};

/// The anchor of a pass manager that runs on any op that is registered,
/// isolated from above and accepted by each of its passes.
pub const ANY_OP_ANCHOR: &str = "any";

/// What [`OpPassManager::add_pass`] does with a pass restricted to
/// another op than the manager's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Nesting {
    /// Refuse it.
    #[default]
    Explicit,
    /// Nest a pass manager on the pass's op and add it there.
    Implicit,
}

/// One element of a pipeline.
pub(super) enum PassEntry {
    /// A pass run on the manager's op.
    Pass(Box<dyn Pass>),
    /// Pipelines run on the ops directly in the manager's op, each op by
    /// the first pipeline that can run on it (MLIR's `OpToOpPassAdaptor`).
    Nested(Vec<OpPassManager>),
}

/// A pipeline of passes run on ops named as its anchor (MLIR's
/// `OpPassManager`), or on any op for the anchor `any`.
///
/// ```
/// use ods_runtime::pass::OpPassManager;
///
/// let mut pm = OpPassManager::new("builtin.module");
/// pm.nest("func.func").nest_any();
/// assert_eq!(pm.to_string(), "builtin.module(func.func(any()))");
/// ```
pub struct OpPassManager {
    anchor: String,
    nesting: Nesting,
    pub(super) passes: Vec<PassEntry>,
}

impl OpPassManager {
    /// An empty pipeline on ops named `anchor` ([`ANY_OP_ANCHOR`] for any),
    /// with explicit nesting.
    pub fn new(anchor: &str) -> OpPassManager {
        OpPassManager::with_nesting(anchor, Nesting::Explicit)
    }

    /// An empty pipeline on ops named `anchor` that nests as `nesting`
    /// says.
    pub fn with_nesting(anchor: &str, nesting: Nesting) -> OpPassManager {
        OpPassManager {
            anchor: anchor.to_string(),
            nesting,
            passes: Vec::new(),
        }
    }

    /// The anchor: an op name, or `any`.
    pub fn op_anchor_name(&self) -> &str {
        &self.anchor
    }

    /// The op the pipeline runs on; `None` for `any`.
    pub fn op_name(&self) -> Option<&str> {
        (self.anchor != ANY_OP_ANCHOR).then_some(self.anchor.as_str())
    }

    /// How passes for other ops are added.
    pub fn nesting(&self) -> Nesting {
        self.nesting
    }

    /// Sets how passes for other ops are added.
    pub fn set_nesting(&mut self, nesting: Nesting) {
        self.nesting = nesting;
    }

    /// The number of elements of the pipeline: passes, and nested
    /// pipelines (one for each `nest` call until the run merges them).
    pub fn size(&self) -> usize {
        self.passes.len()
    }

    /// Whether the pipeline is empty.
    pub fn is_empty(&self) -> bool {
        self.passes.is_empty()
    }

    /// A new pipeline on the ops named `op_name` directly in this
    /// manager's op, run where it is in this pipeline.
    pub fn nest(&mut self, op_name: &str) -> &mut OpPassManager {
        self.passes
            .push(PassEntry::Nested(vec![OpPassManager::with_nesting(
                op_name,
                self.nesting,
            )]));
        match self.passes.last_mut() {
            Some(PassEntry::Nested(managers)) => &mut managers[0],
            _ => unreachable!("a nested pipeline was just pushed"),
        }
    }

    /// [`OpPassManager::nest`] on any op.
    pub fn nest_any(&mut self) -> &mut OpPassManager {
        self.nest(ANY_OP_ANCHOR)
    }

    /// Adds `pass` at the end of the pipeline (nested on its op when it is
    /// restricted to another op and nesting is implicit).
    ///
    /// # Panics
    ///
    /// When the pass is restricted to another op and nesting is explicit,
    /// as MLIR aborts; [`OpPassManager::try_add_pass`] returns the error.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) {
        if let Err(message) = self.try_add_pass(pass) {
            panic!("{message}");
        }
    }

    /// [`OpPassManager::add_pass`], with MLIR's message for a pass that
    /// cannot be added.
    pub fn try_add_pass(&mut self, pass: Box<dyn Pass>) -> Result<(), String> {
        match (self.op_name(), pass.op_name()) {
            (Some(anchor), Some(own)) if anchor != own => {
                if self.nesting == Nesting::Explicit {
                    return Err(format!(
                        "Can't add pass '{}' restricted to '{own}' on a PassManager intended to run on '{anchor}', did you intend to nest?",
                        pass.name()
                    ));
                }
                return self.nest(own).try_add_pass(pass);
            }
            (None, Some(own)) if self.nesting == Nesting::Implicit => {
                return self.nest(own).try_add_pass(pass);
            }
            _ => {}
        }
        self.passes.push(PassEntry::Pass(pass));
        Ok(())
    }

    /// Whether this pipeline can run on ops named `op_name`: its own op,
    /// or for `any` a registered op isolated from above that each pass
    /// accepts.
    pub fn can_schedule_on(&self, ctx: &Context, op_name: &str) -> bool {
        if let Some(own) = self.op_name() {
            return own == op_name;
        }
        let isolated = ctx
            .registry
            .traits_by_name(op_name)
            .is_some_and(|t| t.contains(Traits::ISOLATED_FROM_ABOVE));
        isolated
            && self.passes.iter().all(|entry| match entry {
                PassEntry::Pass(pass) => pass.can_schedule_on(ctx, op_name),
                PassEntry::Nested(_) => true,
            })
    }

    /// Merges adjacent nested pipelines, as MLIR does before a run (so that
    /// `func.func(a),func.func(b)` runs `a` then `b` on each function),
    /// and checks that an op-specific pipeline's passes accept its op.
    fn finalize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let mut merged: Vec<PassEntry> = Vec::with_capacity(self.passes.len());
        // The last nested entry while only nested entries follow it.
        let mut last_nested: Option<usize> = None;
        for entry in std::mem::take(&mut self.passes) {
            match entry {
                PassEntry::Nested(managers) => {
                    let merged_into_last = match last_nested.map(|i| &mut merged[i]) {
                        Some(PassEntry::Nested(last)) => try_merge_into(ctx, managers, last),
                        _ => Err(managers),
                    };
                    if let Err(managers) = merged_into_last {
                        merged.push(PassEntry::Nested(managers));
                        last_nested = Some(merged.len() - 1);
                    }
                }
                PassEntry::Pass(pass) => {
                    if let Some(i) = last_nested.take() {
                        finalize_nested(&mut merged[i], ctx)?;
                    }
                    merged.push(PassEntry::Pass(pass));
                }
            }
        }
        if let Some(i) = last_nested {
            finalize_nested(&mut merged[i], ctx)?;
        }
        self.passes = merged;
        let Some(anchor) = self.op_name() else {
            return Ok(());
        };
        if ctx.registry.traits_by_name(anchor).is_none() {
            return Ok(());
        }
        for entry in &self.passes {
            if let PassEntry::Pass(pass) = entry {
                if !pass.can_schedule_on(ctx, anchor) {
                    return Err(Diagnostic::error(
                        ctx.unknown_loc(),
                        format!(
                            "unable to schedule pass '{}' on a PassManager intended to run on '{}'!",
                            pass.name(),
                            self.anchor
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Makes the pipeline ready to run on its ops from inside a pass, with
    /// a [`PipelineExecutor`]: merges and checks its nesting as a run does,
    /// then initializes its passes.
    pub fn prepare(&mut self, ctx: &mut Context) -> Result<(), PassFailure> {
        self.finalize(ctx)?;
        self.initialize(ctx)
    }

    /// Loads the dependent dialects of every pass, nested ones too.
    fn load_dependent_dialects(&self, ctx: &mut Context) -> Result<(), PassFailure> {
        for entry in &self.passes {
            match entry {
                PassEntry::Pass(pass) => pass.load_dependent_dialects(ctx)?,
                PassEntry::Nested(managers) => {
                    for pm in managers {
                        pm.load_dependent_dialects(ctx)?;
                    }
                }
            }
        }
        Ok(())
    }

    fn initialize(&mut self, ctx: &mut Context) -> Result<(), PassFailure> {
        for entry in &mut self.passes {
            match entry {
                PassEntry::Pass(pass) => pass.initialize(ctx)?,
                PassEntry::Nested(managers) => {
                    for pm in managers {
                        pm.initialize(ctx)?;
                    }
                }
            }
        }
        Ok(())
    }
}

fn finalize_nested(entry: &mut PassEntry, ctx: &Context) -> Result<(), Diagnostic> {
    if let PassEntry::Nested(managers) = entry {
        for pm in managers {
            pm.finalize(ctx)?;
        }
    }
    Ok(())
}

/// Merges the nested pipelines `from` into `into` (MLIR's
/// `OpToOpPassAdaptor::tryMergeInto`) unless an `any` pipeline of one
/// could run on an op of the other, which would change which pipeline
/// runs on that op; `Err(from)` then.
fn try_merge_into(
    ctx: &Context,
    from: Vec<OpPassManager>,
    into: &mut Vec<OpPassManager>,
) -> Result<(), Vec<OpPassManager>> {
    let conflicts = |generic: &OpPassManager, others: &[OpPassManager]| {
        others.iter().any(|pm| match pm.op_name() {
            Some(name) => generic.can_schedule_on(ctx, name),
            None => true,
        })
    };
    let generic_conflicts = |managers: &[OpPassManager], others: &[OpPassManager]| {
        managers
            .iter()
            .find(|pm| pm.op_name().is_none())
            .is_some_and(|generic| conflicts(generic, others))
    };
    if generic_conflicts(&from, into) || generic_conflicts(into, &from) {
        return Err(from);
    }
    for mut pm in from {
        match into.iter_mut().find(|p| p.anchor == pm.anchor) {
            Some(existing) => existing.passes.append(&mut pm.passes),
            None => into.push(pm),
        }
    }
    // Op-specific pipelines by name, then the one on any op.
    into.sort_by(|a, b| {
        (a.op_name().is_none(), &a.anchor).cmp(&(b.op_name().is_none(), &b.anchor))
    });
    Ok(())
}

/// The top-level pass manager (MLIR's `PassManager`): an
/// [`OpPassManager`] (which it dereferences to) with the settings of a
/// run: the verifier after each pass, on by default, and the
/// instrumentations.
///
/// ```
/// use ods_runtime::pass::PassManager;
/// use ods_runtime::{parse_source, Context};
///
/// let mut ctx = Context::new();
/// let module = parse_source(&mut ctx, "module {}", "in.mlir").unwrap();
/// let mut pm = PassManager::new("func.func");
/// let error = pm.run(&mut ctx, module).unwrap_err();
/// assert_eq!(
///     error.diagnostic.unwrap().message,
///     "can't run 'func.func' pass manager on 'builtin.module' op"
/// );
/// ```
pub struct PassManager {
    pm: OpPassManager,
    verify_each: bool,
    instrumentations: Vec<Box<dyn PassInstrumentation>>,
    statistics: Option<PassDisplayMode>,
    statistics_report: Option<String>,
}

impl PassManager {
    /// An empty pass manager on ops named `anchor`, with explicit nesting.
    pub fn new(anchor: &str) -> PassManager {
        PassManager::from(OpPassManager::new(anchor))
    }

    /// Whether the IR is verified after each pass (MLIR's
    /// `enableVerifier`; on by default).
    pub fn enable_verifier(&mut self, enabled: bool) {
        self.verify_each = enabled;
    }

    /// Adds an instrumentation; its hooks run in the order added before a
    /// pass or pipeline, in reverse order after it.
    pub fn add_instrumentation(&mut self, instrumentation: Box<dyn PassInstrumentation>) {
        self.instrumentations.push(instrumentation);
    }

    /// Makes a report of the passes' statistics at the end of each run
    /// that got to its passes (MLIR's `enableStatistics`), laid out as
    /// `mode` says; [`PassManager::take_statistics_report`] hands it over.
    pub fn enable_statistics(&mut self, mode: PassDisplayMode) {
        self.statistics = Some(mode);
    }

    /// The statistics report of the last run, if statistics are enabled
    /// and the run got to its passes (whether they failed or not), as
    /// mlir-opt prints it on standard error.
    pub fn take_statistics_report(&mut self) -> Option<String> {
        self.statistics_report.take()
    }

    /// Runs the pipeline on `op`, which must be named as the anchor (any op
    /// for `any`). The error is the one that kept the run from starting (a
    /// wrong anchor, a pass that cannot run on its pipeline's op, a pass
    /// that failed to initialize). What passes and the verifier report as
    /// the pipeline runs is emitted into the context when it is reported,
    /// as MLIR's diagnostics are ([`Context::take_diagnostics`]); the
    /// error returned for a failed pass carries nothing more.
    pub fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        if let Some(anchor) = self.pm.op_name() {
            let name = ctx.op_name_str(op);
            if anchor != name {
                let message = format!("can't run '{anchor}' pass manager on '{name}' op");
                return Err(Diagnostic::error(ctx.op_loc(op), message).into());
            }
        }
        self.pm.finalize(ctx)?;
        self.pm.load_dependent_dialects(ctx)?;
        self.pm.initialize(ctx)?;
        // Instrumentations and statistics see the passes one op after
        // another, so those runs stay on this thread.
        let threads = self.instrumentations.is_empty() && self.statistics.is_none();
        let mut runner = Runner {
            verify_each: self.verify_each,
            threads,
            instrumentations: &mut self.instrumentations,
            analyses: AnalysisManager::new(),
        };
        let result = runner.run_passes(&mut self.pm.passes, ctx, op);
        if let Some(mode) = self.statistics {
            self.statistics_report = Some(statistics_report(&self.pm, mode));
        }
        result
    }
}

impl From<OpPassManager> for PassManager {
    fn from(pm: OpPassManager) -> PassManager {
        PassManager {
            pm,
            verify_each: true,
            instrumentations: Vec::new(),
            statistics: None,
            statistics_report: None,
        }
    }
}

impl std::ops::Deref for PassManager {
    type Target = OpPassManager;
    fn deref(&self) -> &OpPassManager {
        &self.pm
    }
}

impl std::ops::DerefMut for PassManager {
    fn deref_mut(&mut self) -> &mut OpPassManager {
        &mut self.pm
    }
}

/// The settings and analyses of one run.
struct Runner<'a> {
    verify_each: bool,
    /// Whether nested pipelines may run on several threads (when the
    /// context's multithreading is on too).
    threads: bool,
    instrumentations: &'a mut [Box<dyn PassInstrumentation>],
    analyses: AnalysisManager,
}

impl Runner<'_> {
    /// Tells the instrumentations about the analyses computed since they
    /// were last told, under the pass running now.
    fn report_analyses(&mut self) {
        for (name, time) in self.analyses.take_computed() {
            for i in self.instrumentations.iter_mut() {
                i.run_analysis(name, time);
            }
        }
    }

    fn run_passes(
        &mut self,
        passes: &mut [PassEntry],
        ctx: &mut Context,
        op: OpId,
    ) -> Result<(), PassFailure> {
        passes
            .iter_mut()
            .try_for_each(|entry| self.run_entry(entry, ctx, op))
    }

    /// Runs one pass (or the nested pipelines) on `op`, then the verifier
    /// (MLIR's `OpToOpPassAdaptor::run`).
    fn run_entry(
        &mut self,
        entry: &mut PassEntry,
        ctx: &mut Context,
        op: OpId,
    ) -> Result<(), PassFailure> {
        if let Err(refusal) = check_schedulable(ctx, entry, op) {
            ctx.emit(refusal);
            return Err(PassFailure::signal());
        }
        let result = match entry {
            PassEntry::Pass(pass) => {
                for i in self.instrumentations.iter_mut() {
                    i.run_before_pass(ctx, &**pass, op);
                }
                let action = super::PassExecutionAction::new(pass.name(), op);
                let result =
                    ctx.execute_action(&action, |ctx| pass.run_on_operation_with(ctx, op, self));
                self.report_analyses();
                result
            }
            PassEntry::Nested(managers) => {
                for i in self.instrumentations.iter_mut() {
                    i.run_before_nested(managers);
                }
                let action = super::PassExecutionAction::new(super::ADAPTOR_NAME, op);
                let result = ctx.execute_action(&action, |ctx| self.run_nested(managers, ctx, op));
                for i in self.instrumentations.iter_mut().rev() {
                    i.run_after_nested(managers);
                }
                result
            }
        };
        // What the pass (or the nested pipelines, which preserve nothing)
        // did not preserve of `op` and its contents is stale now.
        let preserved_all = self.analyses.invalidate(ctx, op);
        // As MLIR's `OpToOpPassAdaptor::run`: a pass that preserved every
        // analysis changed nothing to verify, and after nested pipelines,
        // which verified their ops, `op` alone is verified.
        let result = result.and_then(|()| {
            match (self.verify_each && !preserved_all, &*entry) {
                (false, _) => Ok(()),
                (true, PassEntry::Pass(_)) => crate::verify::verify(ctx, op),
                (true, PassEntry::Nested(_)) => crate::verify::verify_without_nested(ctx, op),
            }
            .map_err(PassFailure::from)
        });
        // The error is reported when it happens, before the hooks see the
        // failure (an IR dump after it comes after the error, as in MLIR).
        let result = result.map_err(|failure| {
            if let Some(d) = failure.diagnostic {
                ctx.emit(d);
            }
            PassFailure::signal()
        });
        if let PassEntry::Pass(pass) = entry {
            for i in self.instrumentations.iter_mut().rev() {
                match result {
                    Ok(()) => i.run_after_pass(ctx, &**pass, op),
                    Err(_) => i.run_after_pass_failed(ctx, &**pass, op),
                }
            }
        }
        result
    }

    /// Runs each op directly in `op`'s regions through the first of
    /// `managers` that can run on it, on several threads when allowed (see
    /// [`threads`]). As MLIR, a failure on one op does not stop the others
    /// on one thread; on several, no op starts after a failure.
    fn run_nested(
        &mut self,
        managers: &mut [OpPassManager],
        ctx: &mut Context,
        op: OpId,
    ) -> Result<(), PassFailure> {
        let mut children = Vec::new();
        for &region in ctx.regions(op) {
            for &block in ctx.blocks(region) {
                for child in ctx.block_op_iter(block) {
                    let name = ctx.op_name_str(child);
                    if let Some(pm) = managers.iter().position(|pm| pm.can_schedule_on(ctx, name)) {
                        children.push((child, pm));
                    }
                }
            }
        }
        if self.threads && ctx.multithreading {
            if let Some(result) = threads::run(self.verify_each, managers, ctx, &children) {
                return result;
            }
        }
        let mut failed = false;
        for (child, pm) in children {
            failed |= self.run_pipeline(&mut managers[pm], ctx, child).is_err();
        }
        match failed {
            true => Err(PassFailure::signal()),
            false => Ok(()),
        }
    }
}

/// A pipeline on one op, between the instrumentation's pipeline hooks.
impl PipelineExecutor for Runner<'_> {
    fn run_pipeline(
        &mut self,
        pipeline: &mut OpPassManager,
        ctx: &mut Context,
        op: OpId,
    ) -> Result<(), PassFailure> {
        // What the running pass computed so far is its own, not the
        // pipeline's (the inliner's call graph).
        self.report_analyses();
        for i in self.instrumentations.iter_mut() {
            i.run_before_pipeline(pipeline);
        }
        let result = self.run_passes(&mut pipeline.passes, ctx, op);
        for i in self.instrumentations.iter_mut().rev() {
            i.run_after_pipeline(pipeline);
        }
        result
    }

    fn analysis_manager(&mut self) -> &mut AnalysisManager {
        &mut self.analyses
    }
}

/// Runs pipelines from a pass that runs outside any pass manager: the
/// verifier after each pass, no instrumentation, analyses of its own.
#[derive(Default)]
pub struct DirectExecutor {
    analyses: AnalysisManager,
}

impl PipelineExecutor for DirectExecutor {
    fn run_pipeline(
        &mut self,
        pipeline: &mut OpPassManager,
        ctx: &mut Context,
        op: OpId,
    ) -> Result<(), PassFailure> {
        let mut runner = Runner {
            verify_each: true,
            threads: false,
            instrumentations: &mut [],
            analyses: std::mem::take(&mut self.analyses),
        };
        let result = PipelineExecutor::run_pipeline(&mut runner, pipeline, ctx, op);
        self.analyses = runner.analyses;
        result
    }

    fn analysis_manager(&mut self) -> &mut AnalysisManager {
        &mut self.analyses
    }
}

/// MLIR's refusals to run a pass on an op: unregistered, not isolated
/// from above, or not accepted by the pass.
fn check_schedulable(ctx: &Context, entry: &PassEntry, op: OpId) -> Result<(), Diagnostic> {
    let name = ctx.op_name_str(op);
    let refusal = match ctx.registry.traits(ctx.op_name(op)) {
        None => Some("trying to schedule a pass on an unregistered operation"),
        Some(traits) if !traits.contains(Traits::ISOLATED_FROM_ABOVE) => {
            Some("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")
        }
        Some(_) => match entry {
            PassEntry::Pass(pass) if !pass.can_schedule_on(ctx, name) => {
                Some("trying to schedule a pass on an unsupported operation")
            }
            _ => None,
        },
    };
    match refusal {
        Some(message) => {
            let error = crate::ods::op::op_error(ctx, op, message);
            Err(crate::verify::with_current_op(ctx, op, error))
        }
        None => Ok(()),
    }
}

mod threads;

#[cfg(test)]
mod tests;
