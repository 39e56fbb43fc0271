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
