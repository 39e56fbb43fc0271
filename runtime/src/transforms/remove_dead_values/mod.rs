//! `remove-dead-values` (MLIR's `RemoveDeadValues` pass,
//! `RemoveDeadValues.cpp` as LLVM 22 has it): what the liveness analysis
//! finds unneeded goes, across function boundaries and through region
//! control flow: the dead arguments and the results no call site needs
//! of private functions with their call sites' operands and results, the
//! dead block arguments with the branch operands feeding them, branches
//! with a dead condition, and the ops without memory effects nothing
//! live needs. A region branch op that must stay gets `ub.poison` for the
//! operands forwarded only to dead values; its `canonicalize` option
//! (on by default) then runs the canonicalization patterns on the region
//! branch ops, which remove the values the poison feeds.
//!
//! Everything is gathered first ([`collect`]), then removed
//! ([`cleanup`]): the analysis must not see a half-cleaned IR.

mod cleanup;
mod cleanup_list;
mod collect;
mod dropped_uses;

use crate::analysis::dataflow::RunLivenessAnalysis;
use crate::diag::Diagnostic;
use crate::interfaces::prelude::mlir::RegionBranchOpInterface;
use crate::pass::{Pass, PassFailure, PassOptions};
use crate::rewrite::canonicalize::canonicalization_patterns;
use crate::rewrite::{apply_op_patterns_greedily, GreedyRewriteConfig};
use crate::verify::with_current_op;
use crate::{Context, IrError, OpId, WalkOrder};
use collect::Collector;
use dropped_uses::DroppedUses;

/// The `remove-dead-values` pass.
#[derive(Debug)]
pub struct RemoveDeadValues {
    options: PassOptions,
}

impl Default for RemoveDeadValues {
    fn default() -> RemoveDeadValues {
        RemoveDeadValues {
            options: PassOptions::new().with(
                "canonicalize",
                "Canonicalize region branch ops",
                true,
            ),
        }
    }
}

impl Pass for RemoveDeadValues {
    fn argument(&self) -> &'static str {
        "remove-dead-values"
    }
    fn description(&self) -> &'static str {
        "Remove dead values"
    }
    fn name(&self) -> &'static str {
        "RemoveDeadValues"
    }
    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let liveness =
            RunLivenessAnalysis::new(ctx, op).map_err(|d| with_current_op(ctx, op, d))?;
        let mut collector = Collector::new(&liveness);
        collector.collect(ctx, op);
        let mut dropped = DroppedUses::default();
        cleanup::clean_up(ctx, collector.list, &mut dropped).map_err(|e| at_op(ctx, op, e))?;
        dropped.finish(ctx, op)?;
        if *self.options.get::<bool>("canonicalize") {
            canonicalize_region_branch_ops(ctx, op)?;
        }
        Ok(())
    }
}

/// An IR error while rewriting, reported at the op the pass runs on.
fn at_op(ctx: &Context, op: OpId, error: IrError) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), error.to_string())
}

/// Runs every canonicalization pattern on the region branch ops under
/// `top` (and on what their changes touch); not converging is an error.
fn canonicalize_region_branch_ops(ctx: &mut Context, top: OpId) -> Result<(), Diagnostic> {
    let mut ops = Vec::new();
    ctx.walk(top, WalkOrder::PostOrder, &mut |op| {
        if RegionBranchOpInterface::try_from(ctx, op).is_some() {
            ops.push(op);
        }
    });
    let patterns = canonicalization_patterns(ctx).freeze(ctx);
    let config = GreedyRewriteConfig::default();
    let converged =
        apply_op_patterns_greedily(ctx, &ops, &patterns, config).map_err(|e| at_op(ctx, top, e))?;
    if converged {
        return Ok(());
    }
    let message = "greedy pattern rewrite failed to converge";
    Err(Diagnostic::error(ctx.op_loc(top), message))
}
