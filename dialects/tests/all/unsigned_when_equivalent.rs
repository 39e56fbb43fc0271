#![cfg(all(
    feature = "arith",
    feature = "func",
    feature = "cf",
    feature = "scf",
    feature = "memref"
))]
//! The integer range analysis and `arith-unsigned-when-equivalent`:
//! `ods-mlir-opt` on each case of `inputs/unsigned-when-equivalent/cases.txt`
//! prints what mlir-opt 22 printed for it (`expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`). Then the ranges through the
//! solver's API.

use crate::common;

use ods_runtime::analysis::dataflow::{
    DataFlowSolver, DeadCodeAnalysis, IntegerRangeAnalysis, SparseForwardAnalysis,
};
use ods_runtime::interfaces::int_range::ConstantIntRanges;
use ods_runtime::{OpId, WalkOrder};

#[test]
fn unsigned_when_equivalent_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("unsigned-when-equivalent");
    assert_eq!(count, 5);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The range of the first result of each op of `src` named `name`, after
/// the dead-code and integer range analyses ran on it.
fn ranges_of(src: &str, name: &str) -> Vec<Option<ConstantIntRanges>> {
    let mut ctx = common::context();
    let top = ods_runtime::parse_source(&mut ctx, src, "t.mlir").expect("the input parses");
    let mut solver = DataFlowSolver::new();
    solver.load(DeadCodeAnalysis::new());
    solver.load(SparseForwardAnalysis::new(IntegerRangeAnalysis));
    solver
        .initialize_and_run(&mut ctx, top)
        .expect("the analyses run");
    let mut ops: Vec<OpId> = Vec::new();
    ctx.walk(top, WalkOrder::PreOrder, &mut |o| ops.push(o));
    ops.into_iter()
        .filter(|&o| ctx.op_name_str(o) == name)
        .map(|o| IntegerRangeAnalysis::range_of(&solver, ctx.result(o, 0)))
        .collect()
}

#[test]
fn a_bounded_sum_has_the_range_of_its_bounds() {
    let src = r#"
      func.func @f(%a: i8) -> i8 {
        %c10 = arith.constant 10 : i8
        %c5 = arith.constant 5 : i8
        %x = arith.minui %a, %c10 : i8
        %s = arith.addi %x, %c5 : i8
        return %s : i8
      }"#;
    let range = ranges_of(src, "arith.addi")[0].expect("known");
    assert_eq!(range, ConstantIntRanges::from_unsigned(8, 5, 15));
    assert_eq!((range.smin(), range.smax()), (5, 15));
}

#[test]
fn an_induction_variable_runs_from_its_lower_bound_below_its_upper_one() {
    let src = r#"
      func.func @f(%m: memref<8xindex>) {
        %c2 = arith.constant 2 : index
        %c1 = arith.constant 1 : index
        %c8 = arith.constant 8 : index
        scf.for %i = %c2 to %c8 step %c1 {
          %j = arith.addi %i, %c1 : index
          memref.store %j, %m[%i] : memref<8xindex>
        }
        return
      }"#;
    let range = ranges_of(src, "arith.addi")[0].expect("known");
    assert_eq!(range, ConstantIntRanges::from_signed(64, 3, 8));
}

#[test]
fn values_of_unknown_ops_and_wrapping_sums_take_every_value() {
    let src = r#"
      func.func @f(%a: i8) -> (i8, i8) {
        %c1 = arith.constant 1 : i8
        %s = arith.addi %a, %c1 : i8
        %u = "test.unknown"() : () -> i8
        return %s, %u : i8, i8
      }"#;
    assert_eq!(
        ranges_of(src, "arith.addi")[0],
        Some(ConstantIntRanges::max_range(8))
    );
    assert_eq!(
        ranges_of(src, "test.unknown")[0],
        Some(ConstantIntRanges::max_range(8))
    );
}

#[test]
fn a_comparison_the_ranges_decide_is_a_constant() {
    let src = r#"
      func.func @f(%a: i32) -> i1 {
        %c10 = arith.constant 10 : i32
        %c20 = arith.constant 20 : i32
        %x = arith.minui %a, %c10 : i32
        %lt = arith.cmpi ult, %x, %c20 : i32
        return %lt : i1
      }"#;
    let range = ranges_of(src, "arith.cmpi")[0].expect("known");
    assert_eq!(range.constant_value(), Some(-1), "i1 true reads -1 signed");
}
