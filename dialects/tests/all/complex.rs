#![cfg(feature = "complex")]
//! MLIR's `complex` dialect: each expectation is `mlir-opt` 22's output
//! (`--allow-unregistered-dialect`, plus the flag named) on the same input.

use crate::common;
use common::*;

const OPS: &str = r#"%z = "test.value"() : () -> complex<f64>
%n = "test.value"() : () -> i32
%c = complex.constant [1.0 : f64, -2.0 : f64] : complex<f64>
%0 = complex.add %z, %c fastmath<fast> : complex<f64>
%1 = complex.powi %0, %n : complex<f64>, i32
%2 = complex.re %1 : complex<f64>
"test.sink"(%2) {n = #complex.number<:f64 0.5, 2.0>} : (f64) -> ()
"#;

#[test]
fn constants_are_named_cst_and_numbers_print_their_type() {
    let expected = r#"module {
  %0 = "test.value"() : () -> complex<f64>
  %1 = "test.value"() : () -> i32
  %cst = complex.constant [1.000000e+00, -2.000000e+00] : complex<f64>
  %2 = complex.add %0, %cst fastmath<fast> : complex<f64>
  %3 = complex.powi %2, %1 : complex<f64>, i32
  %4 = complex.re %3 : complex<f64>
  "test.sink"(%4) {n = #complex.number<:f64 5.000000e-01, 2.000000e+00> : complex<f64>} : (f64) -> ()
}

"#;
    assert_eq!(output(OPS, CUSTOM), expected);
    reads_back(expected);
}

#[test]
fn the_generic_form_holds_the_optional_fastmath_only_when_given() {
    let expected = r#""builtin.module"() ({
  %0 = "test.value"() : () -> complex<f64>
  %1 = "test.value"() : () -> i32
  %2 = "complex.constant"() <{value = [1.000000e+00, -2.000000e+00]}> : () -> complex<f64>
  %3 = "complex.add"(%0, %2) <{fastmath = #arith.fastmath<fast>}> : (complex<f64>, complex<f64>) -> complex<f64>
  %4 = "complex.powi"(%3, %1) : (complex<f64>, i32) -> complex<f64>
  %5 = "complex.re"(%4) <{fastmath = #arith.fastmath<none>}> : (complex<f64>) -> f64
  "test.sink"(%5) {n = #complex.number<:f64 5.000000e-01, 2.000000e+00> : complex<f64>} : (f64) -> ()
}) : () -> ()

"#;
    assert_eq!(output(OPS, GENERIC), expected);
    reads_back(expected);
}

#[test]
fn number_parts_are_rounded_to_the_element_type() {
    let src = "\"test.op\"() {b = #complex.number<:f16 0.1, -2.5>} : () -> ()\n";
    assert_eq!(
        output(src, CUSTOM),
        "module {\n  \"test.op\"() {b = #complex.number<:f16 9.997550e-02, -2.500000e+00> : \
         complex<f16>} : () -> ()\n}\n\n"
    );
    let src = "\"test.op\"() {a = #complex.number<:f64 1, 0.0>} : () -> ()\n";
    assert_eq!(
        error(src),
        "t.mlir:1:39: error: unexpected decimal integer literal for a floating point value"
    );
}

#[test]
fn canonicalization_takes_parts_and_undoes_inverses() {
    let src = r#"func.func @f(%z: complex<f32>, %x: f32) -> (f32, f32, complex<f32>, complex<f32>, f32) {
  %c = complex.constant [2.5 : f32, 0.0 : f32] : complex<f32>
  %made = complex.create %x, %x : complex<f32>
  %neg = complex.neg %made : complex<f32>
  %0 = complex.re %c : complex<f32>
  %1 = complex.im %neg : complex<f32>
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %2 = complex.create %re, %im : complex<f32>
  %e = complex.exp %z : complex<f32>
  %3 = complex.log %e : complex<f32>
  %4 = complex.im %made : complex<f32>
  return %0, %1, %2, %3, %4 : f32, f32, complex<f32>, complex<f32>, f32
}
"#;
    let expected = r#"module {
  func.func @f(%arg0: complex<f32>, %arg1: f32) -> (f32, f32, complex<f32>, complex<f32>, f32) {
    %cst = arith.constant 2.500000e+00 : f32
    %0 = arith.negf %arg1 : f32
    return %cst, %0, %arg0, %arg0, %arg1 : f32, f32, complex<f32>, complex<f32>, f32
  }
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn constants_and_bitcasts_are_verified() {
    let src = "%0 = complex.constant [1.0 : f32, -1.0 : f64] : complex<f64>\n";
    assert_eq!(
        error(src),
        "t.mlir:1:6: error: 'complex.constant' op requires attribute's element types ('f32', \
         'f64') to match the element type of the op's return type ('f64')"
    );
    let src = "%i = \"test.value\"() : () -> i32\n%0 = complex.bitcast %i : i32 to complex<f32>\n";
    assert_eq!(
        error(src),
        "t.mlir:2:6: error: 'complex.bitcast' op casting bitwidths do not match"
    );
}
