//! The greedy driver's actions (MLIR's `GreedyPatternRewriteIteration`
//! and the pattern applicator's `ApplyPatternAction`).

use super::RewritePattern;
use crate::action::{Action, IrUnit};
use crate::{Context, OpId, RegionId};

/// One iteration of the greedy driver on a region (1-based).
pub struct GreedyPatternRewriteIteration {
    iteration: u32,
    units: [IrUnit; 1],
}

impl GreedyPatternRewriteIteration {
    /// Iteration `iteration` on `region`.
    pub fn new(region: RegionId, iteration: u32) -> GreedyPatternRewriteIteration {
        GreedyPatternRewriteIteration {
            iteration,
            units: [IrUnit::Region(region)],
        }
    }
}

impl Action for GreedyPatternRewriteIteration {
    fn tag(&self) -> &'static str {
        "GreedyPatternRewriteIteration"
    }

    fn print(&self, _: &Context, out: &mut String) {
        out.push_str(&format!("{}({})", self.tag(), self.iteration));
    }

    fn ir_units(&self) -> &[IrUnit] {
        &self.units
    }
}

/// A pattern tried on an op.
pub struct ApplyPatternAction<'p> {
    pattern: &'p dyn RewritePattern,
    units: [IrUnit; 1],
}

impl<'p> ApplyPatternAction<'p> {
    /// `pattern` tried on `op`.
    pub fn new(pattern: &'p dyn RewritePattern, op: OpId) -> ApplyPatternAction<'p> {
        ApplyPatternAction {
            pattern,
            units: [IrUnit::Op(op)],
        }
    }
}

impl Action for ApplyPatternAction<'_> {
    fn tag(&self) -> &'static str {
        "apply-pattern"
    }

    fn print(&self, _: &Context, out: &mut String) {
        out.push_str(&format!(
            "`{} pattern: {}",
            self.tag(),
            self.pattern.debug_name()
        ));
    }

    fn ir_units(&self) -> &[IrUnit] {
        &self.units
    }
}
