#![cfg(all(
    feature = "func",
    feature = "cf",
    feature = "scf",
    feature = "index",
    feature = "math",
    feature = "complex",
    feature = "memref"
))]
//! `sccp`: `ods-mlir-opt` on each case of `inputs/sccp/cases.txt` prints
//! what mlir-opt 22 printed for it (`inputs/sccp/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): constants through branches,
//! switches, CFG loops, scf.if/for/while/index_switch/execute_region,
//! calls to private, public, nested and external functions, dead blocks,
//! folds of arith, index, math and complex, unknown ops, equal constants
//! of two dialects meeting, locations and the generic form. Then the
//! analyses' states through the solver's API.

use crate::common;

use ods_runtime::analysis::dataflow::{
    ConstantValue, DataFlowSolver, DeadCodeAnalysis, Executable, Lattice, ProgramPoint,
    SparseConstantPropagation, SparseForwardAnalysis,
};
use ods_runtime::{Context, OpId, WalkOrder};

#[test]
fn sccp_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("sccp");
    assert_eq!(count, 28);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `src` parsed with every dialect, solved by the dead-code analysis and
/// the constant propagation; the ops in pre-order.
fn solve(src: &str) -> (Context, DataFlowSolver, Vec<OpId>) {
    let mut ctx = common::context();
    let top = ods_runtime::parse_source(&mut ctx, src, "t.mlir").expect("the input parses");
    let mut solver = DataFlowSolver::new();
    solver.load(DeadCodeAnalysis::new());
    solver.load(SparseForwardAnalysis::new(SparseConstantPropagation));
    solver
        .initialize_and_run(&mut ctx, top)
        .expect("the analyses run");
    let mut ops = Vec::new();
    ctx.walk(top, WalkOrder::PreOrder, &mut |o| ops.push(o));
    (ctx, solver, ops)
}

fn ops_named(ctx: &Context, ops: &[OpId], name: &str) -> Vec<OpId> {
    ops.iter()
        .copied()
        .filter(|&o| ctx.op_name_str(o) == name)
        .collect()
}

fn constant_of(solver: &DataFlowSolver, value: ods_runtime::Value) -> Option<ConstantValue> {
    solver
        .lookup::<Lattice<ConstantValue>>(value)
        .map(|l| l.value().clone())
}

#[test]
fn a_constant_condition_leaves_the_other_block_dead() {
    let src = r#"
      func.func @f(%a: i32) -> i32 {
        %c3 = arith.constant 3 : i32
        %c4 = arith.constant 4 : i32
        %lt = arith.cmpi slt, %c3, %c4 : i32
        cf.cond_br %lt, ^bb1, ^bb2
      ^bb1:
        %s = arith.addi %c3, %c4 : i32
        return %s : i32
      ^bb2:
        %t = arith.addi %a, %c4 : i32
        return %t : i32
      }"#;
    let (ctx, solver, ops) = solve(src);
    let adds = ops_named(&ctx, &ops, "arith.addi");
    let block = |op| ctx.parent_block(op).expect("in a block");
    let live = |op| {
        solver
            .lookup::<Executable>(ProgramPoint::BlockStart(block(op)))
            .is_some_and(Executable::is_live)
    };
    assert!(live(adds[0]));
    assert!(!live(adds[1]));
    let folded = constant_of(&solver, ctx.result(adds[0], 0)).and_then(|c| c.constant());
    let seven = folded.map(|a| ods_runtime::ods::convert::try_int::<i64>(&ctx, a));
    assert_eq!(seven, Some(Some(7)));
    // Nothing flows into a dead block: its values stay uninitialized.
    let dead = constant_of(&solver, ctx.result(adds[1], 0));
    assert!(dead.is_none_or(|c| c == ConstantValue::Uninitialized));
}

#[test]
fn arguments_and_calls_to_public_functions_are_unknown() {
    let src = r#"
      func.func @g(%a: i32) -> i32 {
        return %a : i32
      }
      func.func @f() -> i32 {
        %c1 = arith.constant 1 : i32
        %r = func.call @g(%c1) : (i32) -> i32
        return %r : i32
      }"#;
    let (ctx, solver, ops) = solve(src);
    let function = ops_named(&ctx, &ops, "func.func")[0];
    let entry = ctx.blocks(ctx.regions(function)[0])[0];
    let arg = ctx.block_args(entry)[0];
    assert_eq!(constant_of(&solver, arg), Some(ConstantValue::Unknown));
    let call = ops_named(&ctx, &ops, "func.call")[0];
    assert_eq!(
        constant_of(&solver, ctx.result(call, 0)),
        Some(ConstantValue::Unknown)
    );
}
