//! `RegionBranchOpInterface` and `RegionBranchTerminatorOpInterface`
//! through the generated API and the runtime's helpers, on the `orb`
//! dialect of `fixtures/oracle/region_branch.td` (whose verifier outputs
//! `oracle_rewrites` compares with MLIR's): branch points, successors with
//! their inputs, and the operands each edge forwards.

use ods_runtime::interfaces::prelude::mlir::{
    RegionBranchOpInterface, RegionBranchTerminatorOpInterface,
};
use ods_runtime::interfaces::region_branch::{
    region_branch_points, successor_operands, RegionBranchPoint, RegionSuccessor,
};
use ods_runtime::WalkOrder;
use ods_runtime::{Context, OpId};
use ods_tests::oracle::region_branch::orb;

const LOOP: &str = r#"
%i = "xx.i"() : () -> i32
%0 = "orb.loop"(%i) ({
^bb0(%x: i32):
  %c = "xx.c"() : () -> i1
  "orb.cond_yield"(%c, %x) : (i1, i32) -> ()
}) : (i32) -> i32
%1 = "orb.execute"() ({
  "orb.yield"(%0) : (i32) -> ()
}) : () -> i32
"#;

/// The ops of `LOOP`, parsed and verified, in pre-order.
fn parse(ctx: &mut Context) -> Vec<OpId> {
    ctx.allow_unregistered = true;
    orb::OrbDialect::register(ctx);
    let top = ods_runtime::parse_and_verify(ctx, LOOP, "test.mlir").unwrap();
    let mut all = Vec::new();
    ctx.walk(top, WalkOrder::PreOrder, &mut |op| all.push(op));
    all
}

/// The one op of `ops` named `name`.
fn one(ctx: &Context, ops: &[OpId], name: &str) -> OpId {
    let found: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&op| ctx.op_name_str(op) == name)
        .collect();
    assert_eq!(found.len(), 1, "one {name}");
    found[0]
}

#[test]
fn a_loop_enters_its_body_with_its_operands() {
    let mut ctx = Context::new();
    let all = parse(&mut ctx);
    let op = one(&ctx, &all, "orb.loop");
    let branch = RegionBranchOpInterface::try_from(&ctx, op).unwrap();
    let successors = branch.get_successor_regions(&ctx, op, RegionBranchPoint::Parent);
    let body = ctx.blocks(ctx.regions(op)[0])[0];
    assert_eq!(
        successors,
        [
            RegionSuccessor {
                region: Some(0),
                inputs: ctx.block_args(body)
            },
            RegionSuccessor {
                region: None,
                inputs: ctx.results(op)
            },
        ]
    );
    assert!(successors[1].is_parent());
    assert_eq!(
        branch.get_entry_successor_operands(&ctx, op, &successors[0]),
        ctx.operands(op)
    );
}

#[test]
fn terminators_forward_their_chosen_operands() {
    let mut ctx = Context::new();
    let all = parse(&mut ctx);
    let op = one(&ctx, &all, "orb.loop");
    let points = region_branch_points(&ctx, op);
    let [RegionBranchPoint::Parent, RegionBranchPoint::Terminator(t)] = points[..] else {
        panic!("the op and its terminator: {points:?}")
    };
    let terminator = RegionBranchTerminatorOpInterface::try_from(&ctx, t).unwrap();
    let parent = RegionSuccessor::parent(&ctx, op);
    // `orb.cond_yield` keeps its condition.
    assert_eq!(
        successor_operands(&ctx, terminator, &parent),
        [ctx.operand(t, 1)]
    );
    let execute = one(&ctx, &all, "orb.execute");
    let yield_op = one(&ctx, &all, "orb.yield");
    // `ReturnLike`'s default: every operand.
    let terminator = RegionBranchTerminatorOpInterface::try_from(&ctx, yield_op).unwrap();
    let parent = RegionSuccessor::parent(&ctx, execute);
    assert_eq!(
        terminator.get_mutable_successor_operands(&ctx, yield_op, &parent),
        0..1
    );
}
