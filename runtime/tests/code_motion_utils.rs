//! The code-motion utilities of `ods_runtime::transforms` given rules of
//! their own (MLIR's `moveLoopInvariantCode` and `controlFlowSink` taking
//! callbacks), on unregistered ops, whose effects are unknown so that the
//! passes would move none of them.

use ods_runtime::transforms::{control_flow_sink, move_invariant_code_in};
use ods_runtime::{Context, InsertPoint, OpId, WalkOrder};

/// `src` parsed with unregistered ops allowed, and its ops in pre-order.
fn parse(src: &str) -> (Context, Vec<OpId>) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let top = ods_runtime::parse_source(&mut ctx, src, "t.mlir").expect("the input parses");
    let mut ops = Vec::new();
    ctx.walk(top, WalkOrder::PreOrder, &mut |o| ops.push(o));
    (ctx, ops)
}

fn op(ctx: &Context, ops: &[OpId], name: &str) -> OpId {
    ops.iter()
        .copied()
        .find(|&o| ctx.op_name_str(o) == name)
        .expect("the op is there")
}

/// The names of the ops of the block holding `op`, in order.
fn block_names(ctx: &Context, op: OpId) -> Vec<&str> {
    let block = ctx.parent_block(op).expect("the op is in a block");
    ctx.block_op_iter(block)
        .map(|o| ctx.op_name_str(o))
        .collect()
}

#[test]
fn invariant_ops_leave_by_the_given_rules() {
    let (mut ctx, ops) = parse(
        r#"
"test.loop"() ({
^bb0(%i: index):
  %0 = "test.a"() : () -> i32
  %1 = "test.b"(%0) : (i32) -> i32
  %2 = "test.c"(%i) : (index) -> i32
  "test.d"(%1, %2) : (i32, i32) -> ()
}) : () -> ()
"#,
    );
    let lp = op(&ctx, &ops, "test.loop");
    let region = ctx.regions(lp)[0];
    let moved = move_invariant_code_in(
        &mut ctx,
        &[region],
        &|ctx, v, r| ctx.value_block(v).and_then(|b| ctx.block_parent_region(b)) != Some(r),
        &|_, _, _| true,
        &mut |ctx, o, _| ctx.move_op(o, InsertPoint::Before(lp)),
    );
    assert_eq!(moved, 2);
    assert_eq!(block_names(&ctx, lp), ["test.a", "test.b", "test.loop"]);
    assert_eq!(
        block_names(&ctx, op(&ctx, &ops, "test.c")),
        ["test.c", "test.d"]
    );
}

#[test]
fn ops_used_in_one_region_only_sink_into_it() {
    let (mut ctx, ops) = parse(
        r#"
%0 = "test.a"() : () -> i32
%1 = "test.b"(%0) : (i32) -> i32
%2 = "test.x"() : () -> i32
"test.if"() ({
  "test.then"(%1, %2) : (i32, i32) -> ()
}, {
  "test.else"(%2) : (i32) -> ()
}) : () -> ()
"#,
    );
    let branch = op(&ctx, &ops, "test.if");
    let regions = ctx.regions(branch).to_vec();
    let sunk = control_flow_sink(&mut ctx, &regions, &|_, _| true, &mut |ctx, o, r| {
        let entry = ctx.blocks(r)[0];
        ctx.move_op(o, InsertPoint::Start(entry));
    });
    assert_eq!(sunk, 2);
    let then = op(&ctx, &ops, "test.then");
    assert_eq!(block_names(&ctx, then), ["test.a", "test.b", "test.then"]);
    assert_eq!(block_names(&ctx, branch), ["test.x", "test.if"]);
}
