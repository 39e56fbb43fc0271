//! Pass instrumentation (MLIR's `PassInstrumentation`): hooks a
//! [`PassManager`](super::PassManager) calls around each pass and each
//! nested pipeline, for timing and IR printing.

use super::manager::OpPassManager;
use super::pass::Pass;
use crate::{Context, OpId};

/// Hooks called as a pass manager runs. Nested pipelines are reported by
/// their pass manager, whose address identifies it for the run; what runs
/// a set of them over the ops of a region (MLIR's adaptor pass) by the
/// set.
pub trait PassInstrumentation {
    /// Before the nested pipelines `managers` run over the ops of `op`'s
    /// regions (MLIR's `runBeforePass` of an `OpToOpPassAdaptor`).
    fn run_before_nested(&mut self, managers: &[OpPassManager]) {
        let _ = managers;
    }
    /// After they ran, whether they failed or not.
    fn run_after_nested(&mut self, managers: &[OpPassManager]) {
        let _ = managers;
    }
    /// Before `pipeline` runs on one op.
    fn run_before_pipeline(&mut self, pipeline: &OpPassManager) {
        let _ = pipeline;
    }
    /// After `pipeline` ran on one op, whether it failed or not.
    fn run_after_pipeline(&mut self, pipeline: &OpPassManager) {
        let _ = pipeline;
    }
    /// Analysis `name` was computed in `time` for the running pass (MLIR's
    /// `runBeforeAnalysis` and `runAfterAnalysis`).
    fn run_analysis(&mut self, name: &str, time: std::time::Duration) {
        let _ = (name, time);
    }
    /// Before `pass` runs on `op`.
    fn run_before_pass(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        let _ = (ctx, pass, op);
    }
    /// After `pass` ran on `op` and the IR verified.
    fn run_after_pass(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        let _ = (ctx, pass, op);
    }
    /// After `pass` failed on `op`, or the IR did not verify after it.
    fn run_after_pass_failed(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        let _ = (ctx, pass, op);
    }
}
