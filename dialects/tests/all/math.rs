#![cfg(feature = "math")]
//! MLIR's `math` dialect: each expectation is `mlir-opt` 22's output
//! (`--allow-unregistered-dialect`, plus the flag named) on the same input.

use crate::common;
use common::*;

const OPS: &str = r#"%f = "test.value"() : () -> f32
%v = "test.value"() : () -> vector<2xf64>
%i = "test.value"() : () -> vector<2xi32>
%0 = math.sin %f fastmath<nnan,afn> : f32
%1 = math.fpowi %v, %i : vector<2xf64>, vector<2xi32>
%2 = math.clampf %f to [%f, %0] : f32
%3 = math.isinf %v : vector<2xf64>
%s, %c = math.sincos %f : f32
"test.sink"(%0, %1, %2, %3, %s, %c) : (f32, vector<2xf64>, f32, vector<2xi1>, f32, f32) -> ()
"#;

#[test]
fn ops_print_fast_math_flags_only_when_set() {
    let expected = r#"module {
  %0 = "test.value"() : () -> f32
  %1 = "test.value"() : () -> vector<2xf64>
  %2 = "test.value"() : () -> vector<2xi32>
  %3 = math.sin %0 fastmath<nnan,afn> : f32
  %4 = math.fpowi %1, %2 : vector<2xf64>, vector<2xi32>
  %5 = math.clampf %0 to [%0, %3] : f32
  %6 = math.isinf %1 : vector<2xf64>
  %sin, %cos = math.sincos %0 : f32
  "test.sink"(%3, %4, %5, %6, %sin, %cos) : (f32, vector<2xf64>, f32, vector<2xi1>, f32, f32) -> ()
}

"#;
    assert_eq!(output(OPS, CUSTOM), expected);
    reads_back(expected);
}

#[test]
fn the_generic_form_holds_arith_s_fastmath_attribute() {
    let expected = r#""builtin.module"() ({
  %0 = "test.value"() : () -> f32
  %1 = "test.value"() : () -> vector<2xf64>
  %2 = "test.value"() : () -> vector<2xi32>
  %3 = "math.sin"(%0) <{fastmath = #arith.fastmath<nnan,afn>}> : (f32) -> f32
  %4 = "math.fpowi"(%1, %2) <{fastmath = #arith.fastmath<none>}> : (vector<2xf64>, vector<2xi32>) -> vector<2xf64>
  %5 = "math.clampf"(%0, %0, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
  %6 = "math.isinf"(%1) <{fastmath = #arith.fastmath<none>}> : (vector<2xf64>) -> vector<2xi1>
  %7:2 = "math.sincos"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
  "test.sink"(%3, %4, %5, %6, %7#0, %7#1) : (f32, vector<2xf64>, f32, vector<2xi1>, f32, f32) -> ()
}) : () -> ()

"#;
    assert_eq!(output(OPS, GENERIC), expected);
    reads_back(expected);
}

#[test]
fn folders_compute_as_the_host_libm_and_materialize_arith_constants() {
    // `sin` in single precision, `exp` overflowing to infinity in double
    // precision, `ipowi` in 16 bits; `sqrt` of a vector with a negative
    // element and `log` of a negative number are left alone.
    let src = r#"func.func @f() -> (f32, f64, i16, vector<2xf32>, i1, f32) {
  %a = arith.constant 0.5 : f32
  %b = arith.constant 1.0e300 : f64
  %i = arith.constant 5 : i16
  %v = arith.constant dense<[-0.5, 4.0]> : vector<2xf32>
  %n = arith.constant -1.0 : f32
  %0 = math.sin %a : f32
  %1 = math.exp %b : f64
  %2 = math.ipowi %i, %i : i16
  %3 = math.sqrt %v : vector<2xf32>
  %4 = math.isfinite %b : f64
  %5 = math.log %n : f32
  return %0, %1, %2, %3, %4, %5 : f32, f64, i16, vector<2xf32>, i1, f32
}
"#;
    let expected = r#"module {
  func.func @f() -> (f32, f64, i16, vector<2xf32>, i1, f32) {
    %true = arith.constant true
    %cst = arith.constant dense<[-5.000000e-01, 4.000000e+00]> : vector<2xf32>
    %cst_0 = arith.constant -1.000000e+00 : f32
    %cst_1 = arith.constant 0.47942555 : f32
    %cst_2 = arith.constant 0x7FF0000000000000 : f64
    %c3125_i16 = arith.constant 3125 : i16
    %0 = math.sqrt %cst : vector<2xf32>
    %1 = math.log %cst_0 : f32
    return %cst_1, %cst_2, %c3125_i16, %0, %true, %1 : f32, f64, i16, vector<2xf32>, i1, f32
  }
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn poison_folds_to_poison() {
    let src = r#"func.func @f() -> (f32, i32) {
  %p = ub.poison : f32
  %q = ub.poison : i32
  %0 = math.cos %p : f32
  %1 = math.cttz %q : i32
  return %0, %1 : f32, i32
}
"#;
    let expected = r#"module {
  func.func @f() -> (f32, i32) {
    %0 = ub.poison : f32
    %1 = ub.poison : i32
    return %0, %1 : f32, i32
  }
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn shapes_and_classification_types_are_checked() {
    let src = r#"%v = "test.value"() : () -> vector<2xf64>
%i = "test.value"() : () -> i32
%0 = math.fpowi %v, %i : vector<2xf64>, i32
"#;
    assert_eq!(
        error(src),
        "t.mlir:3:6: error: 'math.fpowi' op requires the same shape for all operands and results"
    );
    let src = r#"%v = "test.value"() : () -> vector<2xf64>
%0 = "math.isnan"(%v) : (vector<2xf64>) -> i1
"#;
    assert_eq!(
        error(src),
        "t.mlir:2:6: error: 'math.isnan' op failed to verify that result type has i1 element type \
         and same shape as operands"
    );
}
