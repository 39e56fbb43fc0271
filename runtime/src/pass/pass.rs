//! The `Pass` trait (MLIR's `Pass`, `OperationPass<OpT>`) and how a pass
//! reports that it failed.

use super::options::PassOptions;
use super::statistics::Statistic;
use crate::diag::Diagnostic;
use crate::{Context, OpId};

/// A transformation run on one operation at a time by a
/// [`PassManager`](super::PassManager).
///
/// A pass is op-specific when [`Pass::op_name`] names the op it runs on
/// (`func.func`), op-agnostic otherwise; an op-agnostic pass can run under
/// any pass manager and in `any(...)`. It may change only the op it runs
/// on and what is nested in it.
///
/// ```
/// use ods_runtime::pass::{Pass, PassFailure, PassManager};
/// use ods_runtime::{Context, OpId};
///
/// /// Counts the ops it runs on.
/// struct CountOps(usize);
///
/// impl Pass for CountOps {
///     fn argument(&self) -> &'static str {
///         "count-ops"
///     }
///     fn name(&self) -> &'static str {
///         "CountOps"
///     }
///     fn run_on_operation(&mut self, _: &mut Context, _: OpId) -> Result<(), PassFailure> {
///         self.0 += 1;
///         Ok(())
///     }
/// }
///
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let mut ctx = Context::new();
/// let module = ods_runtime::parse_source(&mut ctx, "module {}", "in.mlir")?;
/// let mut pm = PassManager::new("builtin.module");
/// pm.add_pass(Box::new(CountOps(0)));
/// pm.run(&mut ctx, module)?;
/// # Ok(())
/// # }
/// ```
pub trait Pass {
    /// The name that selects the pass in a pipeline and as a flag
    /// (`canonicalize`); empty for a pass that is not registered.
    fn argument(&self) -> &'static str;
    /// What the pass does, in one line (`--help`).
    fn description(&self) -> &'static str {
        ""
    }
    /// The pass's name in timing reports and IR dumps, MLIR's C++ class
    /// name for its own passes (`Canonicalizer`).
    fn name(&self) -> &'static str;
    /// The op the pass runs on; `None` for an op-agnostic pass.
    fn op_name(&self) -> Option<&'static str> {
        None
    }
    /// Whether the pass can run on ops named `op_name` (MLIR's
    /// `canScheduleOn`); by default, any op for an op-agnostic pass and
    /// only its own op otherwise.
    fn can_schedule_on(&self, ctx: &Context, op_name: &str) -> bool {
        let _ = ctx;
        self.op_name().is_none_or(|own| own == op_name)
    }
    /// The pass's options, if it declares any.
    fn options(&self) -> Option<&PassOptions> {
        None
    }
    /// The pass's options, to set them.
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        None
    }
    /// The pass's statistics (MLIR's `getStatistics`), in the order it
    /// declares them; none by default.
    fn statistics(&self) -> Vec<&Statistic> {
        Vec::new()
    }
    /// Registers and loads the dialects whose ops the pass creates
    /// (MLIR's `getDependentDialects`); a pass manager calls it for every
    /// pass of its pipeline before any pass initializes. None by default.
    fn load_dependent_dialects(&self, ctx: &mut Context) -> Result<(), PassFailure> {
        let _ = ctx;
        Ok(())
    }
    /// Prepares a run of the pipeline the pass is in, once per
    /// [`PassManager::run`](super::PassManager::run), before any op is
    /// visited (MLIR's `initialize`: what does not depend on the op, such
    /// as a set of patterns).
    fn initialize(&mut self, ctx: &mut Context) -> Result<(), PassFailure> {
        let _ = ctx;
        Ok(())
    }
    /// How to make copies of the pass with the same options, one for each
    /// thread that runs nested pipelines (MLIR's `clonePass`): each thread
    /// makes its copy and initializes it, so a pass need not be `Send`.
    /// `None`, the default, keeps the nested pipelines that hold the pass
    /// on one thread.
    fn clone_pass(&self) -> Option<PassCloner> {
        None
    }
    /// Runs the pass on `op`.
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure>;
    /// Runs the pass on `op` within a pass manager's run, whose verifier
    /// and instrumentation `executor` applies to the pipelines the pass
    /// runs on ops of its own (MLIR's `Pass::runPipeline`, as the inliner
    /// simplifies each callable); by default
    /// [`Pass::run_on_operation`].
    fn run_on_operation_with(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        executor: &mut dyn PipelineExecutor,
    ) -> Result<(), PassFailure> {
        let _ = executor;
        self.run_on_operation(ctx, op)
    }
}

/// Makes a copy of a pass on the thread that runs it ([`Pass::clone_pass`]).
pub type PassCloner = Box<dyn Fn() -> Box<dyn Pass> + Send + Sync>;

/// What a pass reaches of the pass manager running it: pipelines to run on
/// an op from inside the pass (MLIR's `Pass::runPipeline`) and the run's
/// analyses.
pub trait PipelineExecutor {
    /// Runs `pipeline`, made ready by
    /// [`OpPassManager::prepare`](super::OpPassManager::prepare), on `op`,
    /// an op it is anchored on.
    fn run_pipeline(
        &mut self,
        pipeline: &mut super::OpPassManager,
        ctx: &mut Context,
        op: OpId,
    ) -> Result<(), PassFailure>;

    /// The analyses of the run (MLIR's `getAnalysis`, `getCachedAnalysis`,
    /// `markAllAnalysesPreserved`): what the pass does not mark preserved
    /// of the op it runs on is dropped after it.
    fn analysis_manager(&mut self) -> &mut super::analysis::AnalysisManager;
}

/// A pass failed (MLIR's `signalPassFailure`), with the error that says
/// why or none (the pass emitted its diagnostics through
/// [`Context::emit`], or there is nothing to say).
#[derive(Debug, Default)]
pub struct PassFailure {
    /// The error reported for the failure, if any.
    pub diagnostic: Option<Diagnostic>,
}

impl PassFailure {
    /// A failure that reports nothing more.
    pub fn signal() -> PassFailure {
        PassFailure::default()
    }

    /// What a pass returns after rewriting `op` greedily (MLIR's
    /// `if (failed(applyPatternsGreedily(...))) signalPassFailure();`):
    /// nothing when the rewrite converged, a failure when it did not, an
    /// IR error reported at `op`.
    pub fn unless_converged(
        ctx: &Context,
        op: OpId,
        converged: crate::IrResult<bool>,
    ) -> Result<(), PassFailure> {
        match converged {
            Ok(true) => Ok(()),
            Ok(false) => Err(PassFailure::signal()),
            Err(e) => Err(Diagnostic::error(ctx.op_loc(op), e.to_string()).into()),
        }
    }
}

impl From<Diagnostic> for PassFailure {
    fn from(diagnostic: Diagnostic) -> PassFailure {
        PassFailure {
            diagnostic: Some(diagnostic),
        }
    }
}

impl std::fmt::Display for PassFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.diagnostic {
            Some(d) => write!(f, "{d}"),
            None => f.write_str("pass failed"),
        }
    }
}

impl std::error::Error for PassFailure {}
