#![cfg(all(feature = "func", feature = "scf", feature = "index", feature = "math"))]
//! `loop-invariant-code-motion` and `control-flow-sink` on scf's loops and
//! conditionals: `ods-mlir-opt` on each case of
//! `inputs/code-motion/cases.txt` prints what mlir-opt 22 printed for it
//! (`inputs/code-motion/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): standard output and error, and the
//! exit status. The inputs hoist and sink arith, math and index ops, nested
//! loops and conditionals, divisions by constants of every range, and
//! leave ops of unknown effects and loops that may not end in place.

use crate::common;

#[test]
fn code_motion_passes_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("code-motion");
    assert_eq!(count, 8);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

use ods_runtime::interfaces::prelude::mlir::LoopLikeOpInterface;
use ods_runtime::interfaces::speculation::is_speculatable;
use ods_runtime::pass::Pass;
use ods_runtime::transforms::{move_loop_invariant_code, ControlFlowSink};
use ods_runtime::{Context, OpId};

/// The ops of `ops` named `name`, in order.
fn named(ctx: &Context, ops: &[OpId], name: &str) -> Vec<OpId> {
    ops.iter()
        .copied()
        .filter(|&o| ctx.op_name_str(o) == name)
        .collect()
}

#[test]
fn speculatability_follows_traits_hooks_and_regions() {
    let (ctx, _, ops) = common::parse_with_ops(
        r#"
func.func @f(%c: i1, %a: i32, %d: i32, %n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : i32
  %0 = arith.divsi %a, %c7 : i32
  %1 = arith.divsi %a, %d : i32
  %2 = scf.if %c -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  %3 = scf.if %c -> i32 {
    %4 = "test.value"() : () -> i32
    scf.yield %4 : i32
  } else {
    scf.yield %a : i32
  }
  scf.for %i = %c1 to %n step %c1 {
  }
  scf.for %i = %c1 to %n step %c2 {
  }
  return
}
"#,
    );
    let speculatable = |name| {
        named(&ctx, &ops, name)
            .into_iter()
            .map(|o| is_speculatable(&ctx, o))
            .collect::<Vec<_>>()
    };
    assert_eq!(speculatable("arith.constant"), [true; 3]);
    assert_eq!(speculatable("arith.divsi"), [true, false]);
    assert_eq!(speculatable("scf.if"), [true, false]);
    assert_eq!(speculatable("scf.for"), [true, false]);
    assert_eq!(speculatable("test.value"), [false]);
    assert_eq!(speculatable("func.func"), [false]);
}

#[test]
fn loop_invariant_code_motion_counts_what_it_moves() {
    let (mut ctx, _, ops) = common::parse_with_ops(
        r#"
func.func @f(%a: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    %2 = arith.index_cast %i : index to i32
    "test.use"(%1, %2) : (i32, i32) -> ()
  }
  return
}
"#,
    );
    let for_op = named(&ctx, &ops, "scf.for")[0];
    let loop_like = LoopLikeOpInterface::try_from(&ctx, for_op).expect("scf.for is a loop");
    assert_eq!(loop_like.get_loop_regions(&ctx), ctx.regions(for_op));
    assert_eq!(move_loop_invariant_code(&mut ctx, loop_like), 2);
    // Both now come before the loop, in order.
    let before: Vec<&str> = std::iter::successors(ctx.prev_op(for_op), |&o| ctx.prev_op(o))
        .take(2)
        .map(|o| ctx.op_name_str(o))
        .collect();
    assert_eq!(before, ["arith.muli", "arith.addi"]);
    assert_eq!(move_loop_invariant_code(&mut ctx, loop_like), 0);
}

#[test]
fn num_sunk_is_the_count_of_the_last_region_branch_op() {
    let (mut ctx, top, _) = common::parse_with_ops(
        r#"
func.func @f(%c: i1, %a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %2 = scf.if %c -> i32 {
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  %3 = arith.subi %a, %a : i32
  %4 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %3 : i32
  }
  return %2, %4 : i32, i32
}
"#,
    );
    let mut pass = ControlFlowSink::default();
    pass.run_on_operation(&mut ctx, top).expect("the pass runs");
    // MLIR assigns each op's count to the statistic: 2, then 1.
    assert_eq!(pass.statistics()[0].value(), 1);
}
