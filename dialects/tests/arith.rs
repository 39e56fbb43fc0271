#![cfg(feature = "arith")]
//! MLIR's `arith` dialect: each expectation is `mlir-opt` 22's output
//! (`--allow-unregistered-dialect`, plus the flag named) on the same input.

mod common;
use common::*;

const OPS: &str = r#"%a = "test.value"() : () -> i32
%f = "test.value"() : () -> f32
%c = "test.value"() : () -> vector<4xi1>
%v = "test.value"() : () -> vector<4xi32>
%0 = arith.addi %a, %a overflow<nsw> : i32
%1 = arith.mulf %f, %f fastmath<fast> : f32
%2 = arith.cmpi ult, %a, %0 : i32
%3 = arith.select %c, %v, %v : vector<4xi1>, vector<4xi32>
%4 = arith.constant 42 : i32
%5 = arith.constant -1 : i64
%6 = arith.constant true
%7 = arith.constant 0 : index
%8 = arith.constant 2.5 : f32
%9 = arith.truncf %f to_nearest_even : f32 to bf16
"test.sink"(%1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, i1, vector<4xi32>, i32, i64, i1, index, f32, bf16) -> ()
"#;

#[test]
fn constants_are_named_after_their_values_and_types() {
    let expected = r#"module {
  %0 = "test.value"() : () -> i32
  %1 = "test.value"() : () -> f32
  %2 = "test.value"() : () -> vector<4xi1>
  %3 = "test.value"() : () -> vector<4xi32>
  %4 = arith.addi %0, %0 overflow<nsw> : i32
  %5 = arith.mulf %1, %1 fastmath<fast> : f32
  %6 = arith.cmpi ult, %0, %4 : i32
  %7 = arith.select %2, %3, %3 : vector<4xi1>, vector<4xi32>
  %c42_i32 = arith.constant 42 : i32
  %c-1_i64 = arith.constant -1 : i64
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %cst = arith.constant 2.500000e+00 : f32
  %8 = arith.truncf %1 to_nearest_even : f32 to bf16
  "test.sink"(%5, %6, %7, %c42_i32, %c-1_i64, %true, %c0, %cst, %8) : (f32, i1, vector<4xi32>, i32, i64, i1, index, f32, bf16) -> ()
}

"#;
    assert_eq!(output(OPS, CUSTOM), expected);
    reads_back(expected);
}

#[test]
fn the_generic_form_holds_flags_and_predicates_as_properties() {
    let expected = r#""builtin.module"() ({
  %0 = "test.value"() : () -> i32
  %1 = "test.value"() : () -> f32
  %2 = "test.value"() : () -> vector<4xi1>
  %3 = "test.value"() : () -> vector<4xi32>
  %4 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %5 = "arith.mulf"(%1, %1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %6 = "arith.cmpi"(%0, %4) <{predicate = 6 : i64}> : (i32, i32) -> i1
  %7 = "arith.select"(%2, %3, %3) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %8 = "arith.constant"() <{value = 42 : i32}> : () -> i32
  %9 = "arith.constant"() <{value = -1 : i64}> : () -> i64
  %10 = "arith.constant"() <{value = true}> : () -> i1
  %11 = "arith.constant"() <{value = 0 : index}> : () -> index
  %12 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
  %13 = "arith.truncf"(%1) <{roundingmode = 0 : i32}> : (f32) -> bf16
  "test.sink"(%5, %6, %7, %8, %9, %10, %11, %12, %13) : (f32, i1, vector<4xi32>, i32, i64, i1, index, f32, bf16) -> ()
}) : () -> ()

"#;
    assert_eq!(output(OPS, GENERIC), expected);
    reads_back(expected);
}
