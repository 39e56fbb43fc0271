//! The dialects' inliner interfaces (MLIR's `DialectInlinerInterface`s of
//! these dialects): the ops of `ub`, `index`, `arith`, `math` and
//! `complex` may be inlined anywhere; `cf` ops and calls too; `scf`
//! regions take inlined code and `scf.yield` hands over its values;
//! `func.call`s inline unless the call or the callee says `no_inline`,
//! and `func.return` becomes the values it returns, or a `cf.br` to the
//! code after the call when the callee has several blocks.

use std::sync::Arc;

use ods_runtime::interfaces::inliner::DialectInlinerInterface;
#[cfg(any(feature = "scf", feature = "func"))]
use ods_runtime::{ods::op::Op, Value};
use ods_runtime::{Context, OpId, RegionId};

/// A dialect whose ops may all be inlined, and nothing more.
struct InlinableOps;

impl DialectInlinerInterface for InlinableOps {
    fn is_legal_to_inline_op(&self, _: &Context, _: OpId, _: RegionId, _: bool) -> bool {
        true
    }
}

/// `cf`: ops and calls inline; its terminators stay as they are.
#[cfg(feature = "cf")]
struct ControlFlowInliner;

#[cfg(feature = "cf")]
impl DialectInlinerInterface for ControlFlowInliner {
    fn is_legal_to_inline_call(&self, _: &Context, _: OpId, _: OpId, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_op(&self, _: &Context, _: OpId, _: RegionId, _: bool) -> bool {
        true
    }
}

/// Replaces the uses of `values` by `terminator`'s operands, one for one.
#[cfg(any(feature = "scf", feature = "func"))]
fn replace_with_operands(ctx: &mut Context, terminator: OpId, values: &[Value]) {
    for (&old, new) in values.iter().zip(ctx.operands(terminator)) {
        ctx.replace_all_uses_with(old, new);
    }
}

/// `scf`: anything inlines into its regions; `scf.yield` hands over its
/// values.
#[cfg(feature = "scf")]
struct ScfInliner;

#[cfg(feature = "scf")]
impl DialectInlinerInterface for ScfInliner {
    fn is_legal_to_inline_region(&self, _: &Context, _: RegionId, _: RegionId, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_op(&self, _: &Context, _: OpId, _: RegionId, _: bool) -> bool {
        true
    }
    fn handle_terminator_with_values(&self, ctx: &mut Context, op: OpId, values: &[Value]) {
        if crate::scf::YieldOp::cast(ctx, op).is_some() {
            replace_with_operands(ctx, op, values);
        }
    }
}

/// `func`: calls and functions inline unless marked `no_inline`.
#[cfg(feature = "func")]
struct FuncInliner;

#[cfg(feature = "func")]
impl DialectInlinerInterface for FuncInliner {
    fn is_legal_to_inline_call(&self, ctx: &Context, call: OpId, callable: OpId, _: bool) -> bool {
        use crate::func::{CallOp, FuncOp};
        let call_says_no = CallOp::cast(ctx, call).is_some_and(|c| c.no_inline(ctx));
        let callee_says_no = FuncOp::cast(ctx, callable).is_some_and(|f| f.no_inline(ctx));
        !call_says_no && !callee_says_no
    }
    fn is_legal_to_inline_region(&self, _: &Context, _: RegionId, _: RegionId, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_op(&self, _: &Context, _: OpId, _: RegionId, _: bool) -> bool {
        true
    }
    fn handle_terminator_with_block(
        &self,
        ctx: &mut Context,
        op: OpId,
        dest: ods_runtime::BlockId,
    ) {
        if crate::func::ReturnOp::cast(ctx, op).is_none() {
            return;
        }
        let loc = ctx.op_loc(op);
        let operands = ctx.operands(op);
        let mut state = crate::cf::BranchOp::state(ctx, loc);
        crate::cf::BranchOp::build(ctx, &mut state, &operands, dest);
        let branch = ctx.create_op(state);
        ctx.insert_op(ods_runtime::InsertPoint::Before(op), branch);
        // The return's operands are used by the branch now; it has no
        // results.
        let _ = ctx.erase_op(op);
    }
    fn handle_terminator_with_values(&self, ctx: &mut Context, op: OpId, values: &[Value]) {
        replace_with_operands(ctx, op, values);
    }
}

/// Gives each registered dialect of this crate its inliner interface
/// (called by [`register_all`](crate::register_all), after the dialects).
pub fn register_inliner_interfaces(ctx: &mut Context) {
    let mut interfaces: Vec<(&str, Arc<dyn DialectInlinerInterface>)> = Vec::new();
    for namespace in ["ub", "index", "arith", "math", "complex", "memref"] {
        interfaces.push((namespace, Arc::new(InlinableOps)));
    }
    #[cfg(feature = "cf")]
    interfaces.push(("cf", Arc::new(ControlFlowInliner)));
    #[cfg(feature = "scf")]
    interfaces.push(("scf", Arc::new(ScfInliner)));
    #[cfg(feature = "func")]
    interfaces.push(("func", Arc::new(FuncInliner)));
    for (namespace, interface) in interfaces {
        if let Some(dialect) = ctx.registry.dialect_mut(namespace) {
            dialect.inliner = Some(interface);
        }
    }
    // As MLIR's inliner extension of func: inlining a function of several
    // blocks creates `cf.br`, so loading func loads cf.
    #[cfg(feature = "func")]
    if let Some(func) = ctx.registry.dialect_mut("func") {
        func.load_extensions.push(|ctx| ctx.load_dialect("cf"));
    }
}
