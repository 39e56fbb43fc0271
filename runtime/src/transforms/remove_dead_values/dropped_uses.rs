//! Uses MLIR's `dropAllUses` leaves behind. There an operand whose value
//! is dropped becomes null until the op loses it or is erased; here it
//! uses the result of a detached placeholder op of the same type. After
//! the cleanup none is left in correct IR; one that is left is reported
//! where MLIR's verifier, run after the pass, reports a null operand.

use crate::diag::Diagnostic;
use crate::verify::verify_with_null_operands;
use crate::{Context, OpId, OperationState, Type, Value};
use rustc_hash::FxHashMap;

/// The name of the placeholder ops, which no dialect defines.
const PLACEHOLDER: &str = "remove-dead-values.dropped";

/// The placeholders made, one per type.
#[derive(Default)]
pub(super) struct DroppedUses {
    placeholders: FxHashMap<Type, OpId>,
}

impl DroppedUses {
    /// Makes every use of `value` use the placeholder of its type (MLIR's
    /// `dropAllUses`).
    pub fn drop_all_uses(&mut self, ctx: &mut Context, value: Value) {
        if !ctx.has_uses(value) {
            return;
        }
        let ty = ctx.value_type(value);
        let placeholder = *self.placeholders.entry(ty).or_insert_with(|| {
            let loc = ctx.unknown_loc();
            let mut state = OperationState::new(ctx, PLACEHOLDER, loc);
            state.result_types = vec![ty];
            ctx.create_op(state)
        });
        let stand_in = ctx.result(placeholder, 0);
        ctx.replace_all_uses_with(value, stand_in);
    }

    /// Drops the uses of every result of `op`.
    pub fn drop_results_uses(&mut self, ctx: &mut Context, op: OpId) {
        for result in ctx.results(op) {
            self.drop_all_uses(ctx, result);
        }
    }

    /// Erases the placeholders. When one is still used, the IR is
    /// verified instead with its uses as null operands, for the first
    /// error MLIR's verifier would find, and the placeholders stay.
    pub fn finish(self, ctx: &mut Context, top: OpId) -> Result<(), Diagnostic> {
        let stand_ins: Vec<Value> = self
            .placeholders
            .values()
            .map(|&p| ctx.result(p, 0))
            .collect();
        if stand_ins.iter().any(|&v| ctx.has_uses(v)) {
            let is_null = |v: Value| stand_ins.contains(&v);
            verify_with_null_operands(ctx, top, &is_null)?;
        }
        for placeholder in self.placeholders.into_values() {
            ctx.erase_op_with_uses(placeholder);
        }
        Ok(())
    }
}
