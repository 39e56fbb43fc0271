//! `cse` (MLIR's `CSE` pass) and its statistics.

use crate::analysis::dominance::DominanceInfo;
use crate::diag::Diagnostic;
use crate::pass::{Pass, PassCloner, PassFailure, PipelineExecutor, Statistic};
use crate::{Context, OpId};

/// Eliminates common subexpressions in the regions of the op it runs on
/// ([`crate::rewrite::cse()`]). Its statistics are MLIR's: what the last op
/// it ran on gave (`num-cse'd`, `num-dce'd`), as MLIR's pass sets them.
#[derive(Debug)]
pub struct Cse {
    num_cse: Statistic,
    num_dce: Statistic,
}

impl Default for Cse {
    fn default() -> Cse {
        Cse {
            num_cse: Statistic::new("num-cse'd", "Number of operations CSE'd"),
            num_dce: Statistic::new("num-dce'd", "Number of operations DCE'd"),
        }
    }
}

impl Pass for Cse {
    fn clone_pass(&self) -> Option<PassCloner> {
        Some(Box::new(|| Box::new(Cse::default())))
    }

    fn argument(&self) -> &'static str {
        "cse"
    }
    fn description(&self) -> &'static str {
        "Eliminate common sub-expressions"
    }
    fn name(&self) -> &'static str {
        "CSE"
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![&self.num_cse, &self.num_dce]
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        self.eliminate(ctx, op, &DominanceInfo::default())
            .map(|_| ())
    }
    /// As MLIR's pass: the dominance analysis from the pass manager, kept
    /// valid after; when nothing changed, every analysis is (and the pass
    /// manager skips the verifier).
    fn run_on_operation_with(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        executor: &mut dyn PipelineExecutor,
    ) -> Result<(), PassFailure> {
        let analyses = executor.analysis_manager();
        let changed = self.eliminate(ctx, op, analyses.get::<DominanceInfo>(ctx, op))?;
        match changed {
            true => analyses.mark_preserved::<DominanceInfo>(),
            false => analyses.mark_all_preserved(),
        }
        Ok(())
    }
}

impl Cse {
    /// Runs CSE on `op`, sets the statistics; whether anything changed.
    fn eliminate(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        dominance: &DominanceInfo,
    ) -> Result<bool, PassFailure> {
        let counts = crate::rewrite::cse_with_dominance(ctx, op, dominance)
            .map_err(|e| Diagnostic::error(ctx.op_loc(op), e.to_string()))?;
        self.num_cse.set(counts.num_cse);
        self.num_dce.set(counts.num_dce);
        Ok(counts.changed())
    }
}
