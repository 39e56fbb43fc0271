//! Slices of the use-def graph (MLIR's `SliceAnalysis`).

use crate::{Context, OpId, Value};
use rustc_hash::FxHashSet;

/// The ops that use `root`, transitively through their results and the
/// ops nested in them, each after the ops it uses: the reverse of a
/// depth-first post-order from each user of `root` in turn (MLIR's
/// `getForwardSlice` of a value, without a filter).
pub fn forward_slice(ctx: &Context, root: Value) -> Vec<OpId> {
    let mut seen = FxHashSet::default();
    let mut post_order = Vec::new();
    for user in ctx.use_iter(root).map(|u| u.op) {
        if !seen.contains(&user) {
            super::depth_first_post_order(user, &mut seen, &mut post_order, |op| next_ops(ctx, op));
        }
    }
    post_order.reverse();
    post_order
}

/// What comes after `op` in its forward slice: the ops in its regions,
/// then the users of its results.
fn next_ops(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut next = Vec::new();
    for &region in ctx.regions(op) {
        for &block in ctx.blocks(region) {
            next.extend(ctx.block_op_iter(block));
        }
    }
    for result in ctx.results(op) {
        next.extend(ctx.use_iter(result).map(|u| u.op));
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn users_come_after_what_they_use_and_nested_ops_after_their_parent() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let src = r#"
          %0 = "test.root"() : () -> i32
          %1 = "test.a"(%0) : (i32) -> i32
          %2 = "test.b"(%0, %1) : (i32, i32) -> i32
          "test.region"(%1) ({
            "test.inner"() : () -> ()
          }) : (i32) -> ()
          "test.other"() : () -> ()
        "#;
        let module = crate::parse_source(&mut ctx, src, "t.mlir").expect("parses");
        let ops = ctx.block_ops(ctx.blocks(ctx.regions(module)[0])[0]);
        let inner = ctx.block_ops(ctx.blocks(ctx.regions(ops[3])[0])[0])[0];
        let slice = forward_slice(&ctx, ctx.result(ops[0], 0));
        let position = |op| slice.iter().position(|&o| o == op).expect("in the slice");
        assert_eq!(slice.len(), 4, "{slice:?}");
        assert!(position(ops[1]) < position(ops[2]));
        assert!(position(ops[1]) < position(ops[3]));
        assert!(position(ops[3]) < position(inner));
    }
}
