//! The IR as MLIR's conversion holds it before it commits, for the op an
//! error prints: MLIR maps a replaced op's results to their replacements
//! and moves their uses only when the conversion commits, so until then
//! users still name the replaced results and no cast stands for them
//! (the arguments of a block whose signature it converts it replaces at
//! once).
//! This rewriter moves uses and inserts those casts at once (patterns and
//! folds look at the IR); to print what MLIR prints, a failing conversion
//! puts them back first, through recorded changes its rollback undoes.

use super::journal::{Change, OpPosition};
use super::rewriter::ConversionPatternRewriter;
use crate::{OpId, Value};

impl ConversionPatternRewriter<'_> {
    /// Gives each use moved to a replacement its replaced value again
    /// (unless it changed since), and takes out the casts that stood for
    /// replaced results and are no longer used.
    pub(super) fn show_deferred_replacements(&mut self) {
        let moved: Vec<(OpId, usize, Value, Value)> = (self.state.journal.iter().rev())
            .filter_map(|change| match *change {
                Change::DeferredUse {
                    op,
                    index,
                    old,
                    new,
                } => Some((op, index, old, new)),
                _ => None,
            })
            .collect();
        for (op, index, old, new) in moved {
            let current = self.ctx.is_live(op) && index < self.ctx.num_operands(op);
            if current && self.ctx.operand(op, index) == new {
                self.ctx.set_operand(op, index, old);
                self.record(Change::SetOperand {
                    op,
                    index,
                    old: new,
                });
            }
        }
        let casts: Vec<OpId> = (self.state.casts.iter())
            .filter(|(_, pending)| pending.replaces_result)
            .map(|(&op, _)| op)
            .collect();
        for cast in casts {
            let unused = self.ctx.is_live(cast)
                && (self.ctx.results(cast).iter()).all(|&r| !self.ctx.has_uses(r));
            if let Some(from) = OpPosition::of(self.ctx, cast).filter(|_| unused) {
                self.ctx.detach_op(cast);
                self.record(Change::MovedOp(cast, Some(from)));
            }
        }
    }
}
