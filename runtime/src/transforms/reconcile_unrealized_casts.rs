//! `reconcile-unrealized-casts` (MLIR's `ReconcileUnrealizedCastsPass`).

use crate::conversion::reconcile_unrealized_casts;
use crate::pass::{Pass, PassFailure};
use crate::{Context, OpId};

/// Folds the chains of `builtin.unrealized_conversion_cast` that lead
/// back to the types they started from and erases dead casts; the others
/// stay.
#[derive(Debug, Default)]
pub struct ReconcileUnrealizedCasts;

impl Pass for ReconcileUnrealizedCasts {
    fn argument(&self) -> &'static str {
        "reconcile-unrealized-casts"
    }
    fn description(&self) -> &'static str {
        "Simplify and eliminate unrealized conversion casts"
    }
    fn name(&self) -> &'static str {
        "ReconcileUnrealizedCastsPass"
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        reconcile_unrealized_casts(ctx, op);
        Ok(())
    }
}
