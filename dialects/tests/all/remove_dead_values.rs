#![cfg(all(
    feature = "func",
    feature = "cf",
    feature = "scf",
    feature = "math",
    feature = "memref"
))]
//! `remove-dead-values`: `ods-mlir-opt` on each case of
//! `inputs/remove-dead-values/cases.txt` prints what mlir-opt 22 printed
//! for it (`inputs/remove-dead-values/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): private, public, nested and
//! declared functions and their calls, nested modules, scf.if, for,
//! forall, while, index_switch and execute_region with and without the
//! canonicalization, branches and switches, dead blocks, simple ops and
//! unregistered ones, the generic form and the verifier's errors after
//! the pass. Then a use left dropped, reported as the null operand it is
//! in MLIR (whose note prints the null value and type, where ours prints
//! what stands for them: only the error is compared), and the liveness
//! analysis through its API.

use crate::common;

use ods_runtime::analysis::dataflow::RunLivenessAnalysis;
use ods_runtime::pass::Pass;
use ods_runtime::transforms::RemoveDeadValues;
use ods_runtime::{Context, OpId, Value, WalkOrder};

#[test]
fn remove_dead_values_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("remove-dead-values");
    assert_eq!(count, 12);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_use_left_dropped_is_a_null_operand_where_the_verifier_meets_it() {
    let src = include_str!("../inputs/remove-dead-values/null_operand.mlir");
    let mut ctx = common::context();
    let top = ods_runtime::parse_source(&mut ctx, src, "t.mlir").expect("the input parses");
    let failure = RemoveDeadValues::default()
        .run_on_operation(&mut ctx, top)
        .expect_err("a return is left with a null operand");
    let error = failure.diagnostic.expect("the pass says why");
    let rendered = ods_runtime::diag::render(&ctx, &error, "t.mlir", src);
    // mlir-opt 22: the same first line, after its pass, from its verifier.
    assert_eq!(
        rendered.lines().next(),
        Some("t.mlir:13:3: error: null operand found")
    );
}

/// `src` parsed with every dialect and its liveness; the ops in
/// pre-order.
fn analyse(src: &str) -> (Context, RunLivenessAnalysis, Vec<OpId>) {
    let mut ctx = common::context();
    let top = ods_runtime::parse_source(&mut ctx, src, "t.mlir").expect("the input parses");
    let liveness = RunLivenessAnalysis::new(&mut ctx, top).expect("the analyses run");
    let mut ops = Vec::new();
    ctx.walk(top, WalkOrder::PreOrder, &mut |o| ops.push(o));
    (ctx, liveness, ops)
}

fn op_named(ctx: &Context, ops: &[OpId], name: &str) -> OpId {
    *ops.iter()
        .find(|&&o| ctx.op_name_str(o) == name)
        .unwrap_or_else(|| panic!("no {name}"))
}

fn live(liveness: &RunLivenessAnalysis, value: Value) -> bool {
    liveness
        .liveness(value)
        .expect("every value has a liveness")
        .is_live
}

#[test]
fn liveness_flows_back_through_calls_to_private_functions() {
    let src = r#"
      func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
        return %a, %b : i32, i32
      }
      func.func @g(%x: i32, %y: i32, %m: memref<i32>) {
        %r:2 = func.call @f(%x, %y) : (i32, i32) -> (i32, i32)
        memref.store %r#1, %m[] : memref<i32>
        return
      }"#;
    let (ctx, liveness, ops) = analyse(src);
    let f = op_named(&ctx, &ops, "func.func");
    let args = ctx.block_args(ctx.blocks(ctx.regions(f)[0])[0]);
    // Only the second result is stored: only what feeds it is live.
    assert!(!live(&liveness, args[0]));
    assert!(live(&liveness, args[1]));
    let call = op_named(&ctx, &ops, "func.call");
    assert!(!live(&liveness, ctx.result(call, 0)));
    assert!(live(&liveness, ctx.result(call, 1)));
}

#[test]
fn a_loop_with_effects_keeps_its_induction_variable_and_bounds_live() {
    let src = r#"
      func.func @f(%lb: index, %ub: index, %st: index, %a: i32, %m: memref<i32>) {
        %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
          memref.store %a, %m[] : memref<i32>
          %y = arith.addi %x, %x : i32
          scf.yield %y : i32
        }
        return
      }"#;
    let (ctx, liveness, ops) = analyse(src);
    let for_op = op_named(&ctx, &ops, "scf.for");
    let body = ctx.blocks(ctx.regions(for_op)[0])[0];
    let [iv, iter_arg] = ctx.block_args(body)[..] else {
        panic!("two arguments");
    };
    assert!(live(&liveness, iv));
    assert!(!live(&liveness, iter_arg));
    assert!(!live(&liveness, ctx.result(for_op, 0)));
    for bound in &ctx.operands(for_op)[..3] {
        assert!(live(&liveness, *bound));
    }
}

#[test]
fn values_of_blocks_that_never_run_are_not_live() {
    let src = r#"
      func.func @f(%m: memref<i32>) {
        %false = arith.constant false
        %c1 = arith.constant 1 : i32
        cf.cond_br %false, ^bb1, ^bb2
      ^bb1:
        %y = arith.addi %c1, %c1 : i32
        memref.store %y, %m[] : memref<i32>
        cf.br ^bb2
      ^bb2:
        return
      }"#;
    let (ctx, liveness, ops) = analyse(src);
    let add = op_named(&ctx, &ops, "arith.addi");
    assert!(!live(&liveness, ctx.result(add, 0)));
    let constants: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&o| ctx.op_name_str(o) == "arith.constant")
        .collect();
    // The condition is live (a branch's own operand); the constant only
    // the dead block uses is not.
    assert!(live(&liveness, ctx.result(constants[0], 0)));
    assert!(!live(&liveness, ctx.result(constants[1], 0)));
}
