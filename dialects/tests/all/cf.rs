#![cfg(feature = "cf")]
//! MLIR's `cf` dialect: each expectation is `mlir-opt` 22's output
//! (`--allow-unregistered-dialect`, plus the flag named) on the same input.

use crate::common;
use common::*;

const BRANCHES: &str = r#"func.func @f(%c: i1, %flag: i8, %a: i32) -> i32 {
  cf.cond_br %c weights([1, 9]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.switch %flag : i8, [
    default: ^bb2,
    -1: ^bb3(%x : i32),
    4: ^bb2
  ]
^bb2:
  cf.assert %c, "expected c"
  cf.br ^bb3(%a : i32)
^bb3(%r: i32):
  return %r : i32
}
"#;

#[test]
fn switch_cases_print_one_a_line_as_unsigned_values() {
    let expected = r#"module {
  func.func @f(%arg0: i1, %arg1: i8, %arg2: i32) -> i32 {
    cf.cond_br %arg0 weights([1, 9]), ^bb1(%arg2 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    cf.switch %arg1 : i8, [
      default: ^bb2,
      255: ^bb3(%0 : i32),
      4: ^bb2
    ]
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    cf.assert %arg0, "expected c"
    cf.br ^bb3(%arg2 : i32)
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    return %1 : i32
  }
}

"#;
    assert_eq!(output(BRANCHES, CUSTOM), expected);
    reads_back(expected);
}

#[test]
fn the_generic_form_holds_segments_and_case_values() {
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (i1, i8, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i8, %arg2: i32):
    "cf.cond_br"(%arg0, %arg2)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 9>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "cf.switch"(%arg1, %0)[^bb2, ^bb3, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[-1, 4]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i8, i32) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    "cf.assert"(%arg0) <{msg = "expected c"}> : (i1) -> ()
    "cf.br"(%arg2)[^bb3] : (i32) -> ()
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"#;
    assert_eq!(output(BRANCHES, GENERIC), expected);
    reads_back(expected);
}

#[test]
fn a_case_going_where_the_default_goes_is_dropped() {
    let expected = r#"module {
  func.func @f(%arg0: i1, %arg1: i8, %arg2: i32) -> i32 {
    cf.cond_br %arg0 weights([1, 9]), ^bb1(%arg2 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    cf.switch %arg1 : i8, [
      default: ^bb2,
      255: ^bb3(%0 : i32)
    ]
  ^bb2:  // 2 preds: ^bb0, ^bb1
    cf.assert %arg0, "expected c"
    cf.br ^bb3(%arg2 : i32)
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    return %1 : i32
  }
}

"#;
    assert_eq!(output(BRANCHES, CANONICALIZE), expected);
}

#[test]
fn known_conditions_fold_branches_into_selects_and_constants() {
    let src = r#"func.func @g(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.assert %true, "holds"
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  return %x : i32
}
"#;
    let expected = r#"module {
  func.func @g(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %true = arith.constant true
    cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : i32)
  ^bb1:  // pred: ^bb0
    "test.use"(%true) : (i1) -> ()
    cf.br ^bb2(%arg1 : i32)
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
    return %0 : i32
  }
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn invalid_cf_ir_is_rejected_with_mlirs_messages() {
    let weights =
        "func.func @w(%c: i1) {\n  cf.cond_br %c weights([0, 0]), ^a, ^a\n^a:\n  return\n}\n";
    assert_eq!(
        error(weights),
        "t.mlir:2:3: error: branch weights cannot all be zero"
    );
    let flag = "func.func @s(%f: i32) {\n  \"cf.switch\"(%f)[^a, ^a] <{case_operand_segments = \
                array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = \
                array<i32: 1, 0, 0>}> : (i32) -> ()\n^a:\n  return\n}\n";
    assert_eq!(
        error(flag),
        "t.mlir:2:3: error: 'cf.switch' op 'flag' type ('i32') should match case value type ('i64')"
    );
    let middle = "func.func @m() {\n  cf.br ^b\n  return\n^b:\n  return\n}\n";
    assert_eq!(
        error(middle),
        "t.mlir:2:3: error: operation with block successors must terminate its parent block"
    );
}

#[test]
fn switch_case_operands_take_no_result_numbers() {
    let src = "func.func @f(%i: i32) -> f32 {\n  %r:2 = \"test.op\"() : () -> (f32, f32)\n  \
               cf.switch %i : i32, [\n    default: ^bb1(%r#0 : f32),\n    \
               5: ^bb1(%r#1 : f32)\n  ]\n^bb1(%x: f32):\n  return %x : f32\n}\n";
    assert_eq!(
        error(src),
        "t.mlir:4:21: error: result number not allowed in argument list"
    );
}
