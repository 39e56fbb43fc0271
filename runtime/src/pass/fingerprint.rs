//! A fingerprint of an operation and what is nested in it (MLIR's
//! `OperationFingerPrint`), to tell whether a pass changed the IR.

use crate::ir::WalkOrder;
use crate::{Context, OpId};
use std::hash::{DefaultHasher, Hash, Hasher};

/// What identifies the state of an operation and everything nested in it:
/// each op by identity, its parent, attributes, properties, blocks and
/// their arguments, location, operands, successors and result types. Two
/// fingerprints of the same op differ when anything of that changed,
/// including an op replaced by an equal one (MLIR's
/// `OperationFingerPrint`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperationFingerprint(u64);

impl OperationFingerprint {
    /// The fingerprint of `top` and what is nested in it.
    pub fn of(ctx: &Context, top: OpId) -> OperationFingerprint {
        let mut hasher = DefaultHasher::new();
        ctx.walk(top, WalkOrder::PreOrder, &mut |op| {
            op.hash(&mut hasher);
            if op != top {
                ctx.parent_op(op).hash(&mut hasher);
            }
            ctx.op_name(op).hash(&mut hasher);
            ctx.attr_dictionary(op).hash(&mut hasher);
            ctx.properties(op).hash(&mut hasher);
            for &region in ctx.regions(op) {
                for &block in ctx.blocks(region) {
                    block.hash(&mut hasher);
                    for arg in ctx.block_args(block) {
                        (arg, ctx.value_type(arg)).hash(&mut hasher);
                    }
                }
            }
            ctx.op_loc(op).hash(&mut hasher);
            ctx.operands(op).hash(&mut hasher);
            ctx.successors(op).hash(&mut hasher);
            for i in 0..ctx.num_results(op) {
                ctx.value_type(ctx.result(op, i)).hash(&mut hasher);
            }
        });
        OperationFingerprint(hasher.finish())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fingerprint_changes_with_the_ir_and_only_then() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let text = "module {\n  \"t.a\"() : () -> ()\n  \"t.b\"() : () -> ()\n}";
        let module = crate::parse_source(&mut ctx, text, "in.mlir").unwrap();
        let before = OperationFingerprint::of(&ctx, module);
        assert_eq!(before, OperationFingerprint::of(&ctx, module));
        let body = ctx.blocks(ctx.regions(module)[0])[0];
        let first = ctx.block_op_iter(body).next().unwrap();
        let loc = ctx.unknown_loc();
        ctx.set_op_loc(first, loc);
        let moved = OperationFingerprint::of(&ctx, module);
        assert_ne!(before, moved);
        ctx.erase_op(first).unwrap();
        assert_ne!(moved, OperationFingerprint::of(&ctx, module));
    }
}
