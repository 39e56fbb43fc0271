//! `apply-patterns`: the registered dialects' DRR patterns, applied
//! greedily (ods-rs's own pass; mlir-opt has no such flag).

use crate::diag::Diagnostic;
use crate::pass::{Pass, PassFailure};
use crate::rewrite::{apply_patterns_greedily, FrozenRewritePatternSet, GreedyRewriteConfig};
use crate::{Context, OpId};

/// Applies the DRR patterns of every registered dialect's `.td` files
/// greedily, with folding, with MLIR's default driver settings.
#[derive(Default)]
pub struct ApplyPatterns {
    patterns: Option<FrozenRewritePatternSet>,
}

impl Pass for ApplyPatterns {
    fn argument(&self) -> &'static str {
        "apply-patterns"
    }
    fn description(&self) -> &'static str {
        "Apply the DRR patterns of the registered dialects greedily, with folding"
    }
    fn name(&self) -> &'static str {
        "ApplyPatterns"
    }
    fn initialize(&mut self, ctx: &mut Context) -> Result<(), PassFailure> {
        self.patterns = Some(ctx.registry.drr_patterns().freeze(ctx));
        Ok(())
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let patterns = self.patterns.as_ref().ok_or_else(PassFailure::signal)?;
        apply_patterns_greedily(ctx, op, patterns, GreedyRewriteConfig::default())
            .map(drop)
            .map_err(|e| Diagnostic::error(ctx.op_loc(op), e.to_string()).into())
    }
}
