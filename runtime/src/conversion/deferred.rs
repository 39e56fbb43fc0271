//! The IR as MLIR's conversion holds it before it commits, for the op an
//! error prints: MLIR maps a replaced op's results to their replacements
//! and builds the casts that stand for them only when the conversion
//! commits, so until then no such cast is in the IR. This rewriter
//! inserts those casts at once (the remapping goes through them); to
//! print what MLIR prints, a failing conversion takes the unused ones out
//! first, through recorded changes its rollback undoes.

use super::journal::{Change, OpPosition};
use super::rewriter::ConversionPatternRewriter;
use crate::OpId;

impl ConversionPatternRewriter<'_> {
    /// Takes out the casts that stand for replaced results and are not
    /// used.
    pub(super) fn show_deferred_replacements(&mut self) {
        let casts: Vec<OpId> = (self.state.casts.iter())
            .filter(|(_, pending)| pending.replaces_result)
            .map(|(&op, _)| op)
            .collect();
        for cast in casts {
            let unused = self.ctx.is_live(cast)
                && (self.ctx.results(cast).iter()).all(|&r| !self.ctx.has_uses(r));
            if let Some(from) = OpPosition::of(self.ctx, cast).filter(|_| unused) {
                self.ctx.detach_op(cast);
                self.record(Change::MovedOp(cast, Some(Box::new(from))));
            }
        }
    }
}
