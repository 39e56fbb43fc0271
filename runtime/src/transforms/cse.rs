//! `cse` (MLIR's `CSE` pass).

use crate::diag::Diagnostic;
use crate::pass::{Pass, PassFailure};
use crate::{Context, OpId};

/// Eliminates common subexpressions in the regions of the op it runs on
/// ([`crate::rewrite::cse()`]).
#[derive(Debug, Default)]
pub struct Cse;

impl Pass for Cse {
    fn argument(&self) -> &'static str {
        "cse"
    }
    fn description(&self) -> &'static str {
        "Eliminate common sub-expressions"
    }
    fn name(&self) -> &'static str {
        "CSE"
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        crate::rewrite::cse(ctx, op)
            .map(drop)
            .map_err(|e| Diagnostic::error(ctx.op_loc(op), e.to_string()).into())
    }
}
