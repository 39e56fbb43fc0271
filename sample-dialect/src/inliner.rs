//! The Toy dialect's inliner interface, as chapter 4 of the tutorial
//! writes `ToyInlinerInterface`: every call, function and op of the
//! dialect may be inlined, `toy.return` hands its operands to the call's
//! users, and a `toy.cast` bridges a call's argument and result types to
//! the callee's (a shaped tensor passed for `tensor<*xf64>`).

use std::sync::Arc;

use crate::toy::{CastOp, ReturnOp, ToyDialect};
use ods_runtime::interfaces::inliner::DialectInlinerInterface;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Context, OpId, RegionId, Type, Value};

/// What the inliner may do with Toy's ops.
struct ToyInliner;

impl DialectInlinerInterface for ToyInliner {
    fn is_legal_to_inline_call(&self, _: &Context, _: OpId, _: OpId, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_region(&self, _: &Context, _: RegionId, _: RegionId, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_op(&self, _: &Context, _: OpId, _: RegionId, _: bool) -> bool {
        true
    }
    fn handle_terminator_with_values(&self, ctx: &mut Context, op: OpId, values: &[Value]) {
        if ReturnOp::cast(ctx, op).is_none() {
            return;
        }
        for (&old, new) in values.iter().zip(ctx.operands(op)) {
            ctx.replace_all_uses_with(old, new);
        }
    }
    fn materialize_call_conversion(
        &self,
        ctx: &mut Context,
        input: Value,
        result_type: Type,
        loc: Attribute,
    ) -> Option<OpId> {
        let mut state = CastOp::state(ctx, loc);
        CastOp::build(ctx, &mut state, result_type, input);
        Some(ctx.create_op(state))
    }
}

/// Registers the Toy dialect in `ctx` with its inliner interface (what a
/// tool that runs `--inline` on Toy registers).
pub fn register(ctx: &mut Context) {
    ToyDialect::register(ctx);
    if let Some(dialect) = ctx.registry.dialect_mut(ToyDialect::NAME) {
        dialect.inliner = Some(Arc::new(ToyInliner));
    }
}
