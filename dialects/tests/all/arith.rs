#![cfg(feature = "arith")]
//! MLIR's `arith` dialect: each expectation is `mlir-opt` 22's output
//! (`--allow-unregistered-dialect`, plus the flag named) on the same input.

use crate::common;
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

#[test]
fn folds_are_exact_at_every_width() {
    // `(a + 7) + 5` reassociates; `i128` wraps at its width; `f16`
    // rounds as `f16`; comparisons, divisions and shifts of constants fold.
    let src = r#"%a = "test.value"() : () -> i32
%w = "test.value"() : () -> i128
%c7 = arith.constant 7 : i32
%c5 = arith.constant 5 : i32
%0 = arith.addi %a, %c7 : i32
%1 = arith.addi %0, %c5 : i32
%big = arith.constant 170141183460469231731687303715884105727 : i128
%one = arith.constant 1 : i128
%2 = arith.addi %big, %one : i128
%h = arith.constant 1.5 : f16
%3 = arith.mulf %h, %h : f16
%4 = arith.cmpi ult, %c7, %c5 : i32
%5 = arith.divsi %c7, %c5 : i32
%6 = arith.shli %c7, %c5 : i32
"test.sink"(%1, %2, %3, %4, %5, %6, %w) : (i32, i128, f16, i1, i32, i32, i128) -> ()
"#;
    let expected = r#"module {
  %c224_i32 = arith.constant 224 : i32
  %c1_i32 = arith.constant 1 : i32
  %false = arith.constant false
  %cst = arith.constant 2.250000e+00 : f16
  %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
  %c12_i32 = arith.constant 12 : i32
  %0 = "test.value"() : () -> i32
  %1 = "test.value"() : () -> i128
  %2 = arith.addi %0, %c12_i32 : i32
  "test.sink"(%2, %c-170141183460469231731687303715884105728_i128, %cst, %false, %c1_i32, %c224_i32, %1) : (i32, i128, f16, i1, i32, i32, i128) -> ()
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn casts_must_change_the_width_the_right_way() {
    let src = "%a = \"test.value\"() : () -> i32\n%0 = arith.extsi %a : i32 to i16\n";
    assert_eq!(
        error(src),
        "t.mlir:2:6: error: 'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible"
    );
}

#[test]
fn shifts_and_comparisons_of_poison_do_not_fold() {
    let src = r#"func.func @f(%x: i16) -> (i16, i16, i1, i1, i16) {
  %p = ub.poison : i16
  %c = arith.constant 4 : i16
  %a = arith.shrsi %p, %c : i16
  %b = arith.shli %c, %p : i16
  %d = arith.cmpi sgt, %p, %c : i16
  %e = arith.cmpi ule, %c, %p : i16
  %m = arith.muli %p, %c : i16
  return %a, %b, %d, %e, %m : i16, i16, i1, i1, i16
}
"#;
    let expected = r#"module {
  func.func @f(%arg0: i16) -> (i16, i16, i1, i1, i16) {
    %0 = ub.poison : i16
    %c4_i16 = arith.constant 4 : i16
    %1 = arith.shrsi %0, %c4_i16 : i16
    %2 = arith.shli %c4_i16, %0 : i16
    %3 = arith.cmpi sgt, %0, %c4_i16 : i16
    %4 = arith.cmpi ule, %c4_i16, %0 : i16
    return %1, %2, %3, %4, %0 : i16, i16, i1, i1, i16
  }
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn floats_convert_to_integers_of_128_bits_and_more() {
    let src = r#"func.func @f() -> (i128, i128, i130, i128) {
  %a = arith.constant 1.0e30 : f64
  %b = arith.constant -2.5 : f32
  %c = arith.constant 1.0e39 : f64
  %x = arith.fptosi %a : f64 to i128
  %y = arith.fptosi %b : f32 to i128
  %z = arith.fptoui %c : f64 to i130
  %w = arith.fptoui %c : f64 to i128
  return %x, %y, %z, %w : i128, i128, i130, i128
}
"#;
    let expected = r#"module {
  func.func @f() -> (i128, i128, i130, i128) {
    %cst = arith.constant 9.9999999999999994E+38 : f64
    %c1000000000000000019884624838656_i128 = arith.constant 1000000000000000019884624838656 : i128
    %c-2_i128 = arith.constant -2 : i128
    %c-361129467683753914144332058123894259712_i130 = arith.constant -361129467683753914144332058123894259712 : i130
    %0 = arith.fptoui %cst : f64 to i128
    return %c1000000000000000019884624838656_i128, %c-2_i128, %c-361129467683753914144332058123894259712_i130, %0 : i128, i128, i130, i128
  }
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}
