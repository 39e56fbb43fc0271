#![cfg(feature = "scf")]
//! MLIR's `scf` dialect: each expectation is `mlir-opt` 22's output
//! (`--allow-unregistered-dialect`, plus the flag named) on the same input.

use crate::common;
use common::*;

const LOOPS: &str = r#"%a = "test.value"() : () -> index
%b = "test.value"() : () -> index
%x = "test.value"() : () -> f32
%c = "test.value"() : () -> i1
%r = scf.for %i = %a to %b step %a iter_args(%acc = %x) -> (f32) {
  %n = "test.add"(%acc, %i) : (f32, index) -> f32
  scf.yield %n : f32
}
%s = scf.if %c -> (f32) {
  scf.yield %r : f32
} else {
  %y = "test.make"() : () -> f32
  scf.yield %y : f32
}
%w = scf.while (%v = %s) : (f32) -> f32 {
  %k = "test.cond"(%v) : (f32) -> i1
  scf.condition(%k) %v : f32
} do {
^bb0(%v: f32):
  scf.yield %v : f32
}
"test.sink"(%w) : (f32) -> ()
"#;

#[test]
fn loops_and_conditionals_print_in_their_custom_form() {
    let expected = r#"module {
  %0 = "test.value"() : () -> index
  %1 = "test.value"() : () -> index
  %2 = "test.value"() : () -> f32
  %3 = "test.value"() : () -> i1
  %4 = scf.for %arg0 = %0 to %1 step %0 iter_args(%arg1 = %2) -> (f32) {
    %7 = "test.add"(%arg1, %arg0) : (f32, index) -> f32
    scf.yield %7 : f32
  }
  %5 = scf.if %3 -> (f32) {
    scf.yield %4 : f32
  } else {
    %7 = "test.make"() : () -> f32
    scf.yield %7 : f32
  }
  %6 = scf.while (%arg0 = %5) : (f32) -> f32 {
    %7 = "test.cond"(%arg0) : (f32) -> i1
    scf.condition(%7) %arg0 : f32
  } do {
  ^bb0(%arg0: f32):
    scf.yield %arg0 : f32
  }
  "test.sink"(%6) : (f32) -> ()
}

"#;
    assert_eq!(output(LOOPS, CUSTOM), expected);
    reads_back(expected);
}

#[test]
fn the_generic_form_shows_the_implicit_terminators_and_region_arguments() {
    let expected = r#""builtin.module"() ({
  %0 = "test.value"() : () -> index
  %1 = "test.value"() : () -> index
  %2 = "test.value"() : () -> f32
  %3 = "test.value"() : () -> i1
  %4 = "scf.for"(%0, %1, %0, %2) ({
  ^bb0(%arg2: index, %arg3: f32):
    %9 = "test.add"(%arg3, %arg2) : (f32, index) -> f32
    "scf.yield"(%9) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  %5 = "scf.if"(%3) ({
    "scf.yield"(%4) : (f32) -> ()
  }, {
    %8 = "test.make"() : () -> f32
    "scf.yield"(%8) : (f32) -> ()
  }) : (i1) -> f32
  %6 = "scf.while"(%5) ({
  ^bb0(%arg1: f32):
    %7 = "test.cond"(%arg1) : (f32) -> i1
    "scf.condition"(%7, %arg1) : (i1, f32) -> ()
  }, {
  ^bb0(%arg0: f32):
    "scf.yield"(%arg0) : (f32) -> ()
  }) : (f32) -> f32
  "test.sink"(%6) : (f32) -> ()
}) : () -> ()

"#;
    assert_eq!(output(LOOPS, GENERIC), expected);
    reads_back(expected);
}

#[test]
fn locations_of_hidden_region_arguments_get_no_alias() {
    // The induction variable's and `while`'s before-region argument's
    // locations are not printed, so they have no `#loc` alias; the
    // after-region's header prints its argument's location inline.
    use ods_runtime::asm::{print_top_level, PrintOptions};
    let mut ctx = context();
    let top = ods_runtime::parse_source(&mut ctx, LOOPS, "t1.mlir").unwrap();
    let options = PrintOptions {
        debug_info: true,
        ..PrintOptions::default()
    };
    let text = print_top_level(&ctx, top, options).unwrap();
    assert!(
        text.starts_with("#loc15 = loc(\"t1.mlir\":19:6)\nmodule {\n"),
        "{text}"
    );
    assert!(
        text.contains("  ^bb0(%arg0: f32 loc(\"t1.mlir\":19:6)):\n"),
        "{text}"
    );
    assert!(text.contains("} loc(#loc12)\n"), "{text}");
    assert!(
        !text.contains("\"t1.mlir\":5:13"),
        "the induction variable's location: {text}"
    );
}

#[test]
fn parsers_take_every_form_mlir_does() {
    let src = r#"%lo = "test.value"() : () -> i32
%a = "test.value"() : () -> index
%x = "test.value"() : () -> f32
scf.for unsigned %i = %lo to %lo step %lo : i32 {
  "test.use"(%i) : (i32) -> ()
} {tag}
%e:2 = scf.execute_region -> (i32, f32) no_inline {
  %k:2 = "test.make"() : () -> (i32, f32)
  scf.yield %k#0, %k#1 : i32, f32
}
%s = scf.index_switch %a -> f32
case -4 {
  scf.yield %x : f32
}
default {
  scf.yield %e#1 : f32
}
%p = scf.parallel (%i, %j) = (%a, %a) to (%a, %a) step (%a, %a) init (%x) -> f32 {
  scf.reduce(%x : f32) {
  ^bb0(%l: f32, %r: f32):
    scf.reduce.return %l : f32
  }
}
scf.forall (%i) = (%a) to (16) step (2) {
  "test.use"(%i) : (index) -> ()
}
"test.sink"(%e#0, %s, %p) : (i32, f32, f32) -> ()
"#;
    let expected = r#"module {
  %0 = "test.value"() : () -> i32
  %1 = "test.value"() : () -> index
  %2 = "test.value"() : () -> f32
  scf.for unsigned %arg0 = %0 to %0 step %0  : i32 {
    "test.use"(%arg0) : (i32) -> ()
  } {tag}
  %3:2 = scf.execute_region -> (i32, f32) no_inline {
    %6:2 = "test.make"() : () -> (i32, f32)
    scf.yield %6#0, %6#1 : i32, f32
  }
  %4 = scf.index_switch %1 -> f32 
  case -4 {
    scf.yield %2 : f32
  }
  default {
    scf.yield %3#1 : f32
  }
  %5 = scf.parallel (%arg0, %arg1) = (%1, %1) to (%1, %1) step (%1, %1) init (%2) -> f32 {
    scf.reduce(%2 : f32) {
    ^bb0(%arg2: f32, %arg3: f32):
      scf.reduce.return %arg2 : f32
    }
  }
  scf.forall (%arg0) = (%1) to (16) step (2) {
    "test.use"(%arg0) : (index) -> ()
  }
  "test.sink"(%3#0, %4, %5) : (i32, f32, f32) -> ()
}

"#;
    assert_eq!(output(src, CUSTOM), expected);
    reads_back(expected);
}

#[test]
fn canonicalization_inlines_static_branches_and_trivial_loops() {
    let src = r#"%c0 = index.constant 0
%c4 = index.constant 4
%c10 = index.constant 10
%true = index.bool.constant true
%x = "test.value"() : () -> f32
%r = scf.for %i = %c0 to %c4 step %c10 iter_args(%v = %x) -> (f32) {
  %n = "test.op"(%v, %i) : (f32, index) -> f32
  scf.yield %n : f32
}
scf.if %true {
  "test.then"() : () -> ()
} else {
  "test.else"() : () -> ()
}
%z = scf.for %i = %c4 to %c0 step %c4 iter_args(%v = %x) -> (f32) {
  %n = "test.op"(%v) : (f32) -> f32
  scf.yield %n : f32
}
"test.sink"(%r, %z) : (f32, f32) -> ()
"#;
    let expected = r#"module {
  %idx0 = index.constant 0
  %0 = "test.value"() : () -> f32
  %1 = "test.op"(%0, %idx0) : (f32, index) -> f32
  "test.then"() : () -> ()
  "test.sink"(%1, %0) : (f32, f32) -> ()
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn canonicalization_folds_forwarded_iter_args_and_combines_ifs() {
    let src = r#"%a = "test.value"() : () -> index
%x = "test.value"() : () -> f32
%c = "test.value"() : () -> i1
%r:2 = scf.for %i = %a to %a step %a iter_args(%v = %x, %w = %x) -> (f32, f32) {
  %n = "test.op"(%v) : (f32) -> f32
  scf.yield %n, %w : f32, f32
}
%p = "test.value"() : () -> index
%q:2 = scf.for %i = %a to %p step %a iter_args(%v = %x, %w = %x) -> (f32, f32) {
  %n = "test.op"(%v) : (f32) -> f32
  scf.yield %n, %w : f32, f32
}
scf.if %c {
  "test.first"() : () -> ()
}
scf.if %c {
  "test.second"() : () -> ()
} else {
  "test.otherwise"() : () -> ()
}
"test.sink"(%r#0, %q#0, %q#1) : (f32, f32, f32) -> ()
"#;
    let expected = r#"module {
  %0 = "test.value"() : () -> index
  %1 = "test.value"() : () -> f32
  %2 = "test.value"() : () -> i1
  %3 = "test.value"() : () -> index
  %4 = scf.for %arg0 = %0 to %3 step %0 iter_args(%arg1 = %1) -> (f32) {
    %5 = "test.op"(%arg1) : (f32) -> f32
    scf.yield %5 : f32
  }
  scf.if %2 {
    "test.first"() : () -> ()
    "test.second"() : () -> ()
  } else {
    "test.otherwise"() : () -> ()
  }
  "test.sink"(%1, %4, %1) : (f32, f32, f32) -> ()
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn invalid_scf_ir_is_rejected_with_mlirs_messages() {
    let cases = [
        (
            "%x = \"test.value\"() : () -> f32\nscf.for %i = %x to %x step %x : f32 {\n}\n",
            "t.mlir:2:1: error: 'scf.for' op operand #0 must be signless integer or index, but got 'f32'",
        ),
        (
            "%c = \"test.value\"() : () -> i1\n%x = \"test.value\"() : () -> f32\n\
             %r = scf.if %c -> (f32) {\n  scf.yield %x : f32\n}\n",
            "t.mlir:3:6: error: 'scf.if' op must have an else block if defining values",
        ),
        (
            "%a = \"test.value\"() : () -> index\nscf.index_switch %a\ncase 1 {\n  scf.yield\n}\n\
             case 1 {\n  scf.yield\n}\ndefault {\n}\n",
            "t.mlir:2:1: error: 'scf.index_switch' op has duplicate case value: 1",
        ),
        (
            "%x = \"test.value\"() : () -> f32\n%r = scf.while (%u = %x) : (f32, f32) -> f32 {\n\
             scf.yield\n} do {\n  scf.yield\n}\n",
            "t.mlir:2:26: error: custom op 'scf.while' expected as many input types as operands (expected 1 got 2)",
        ),
        (
            "%a = \"test.value\"() : () -> index\nscf.parallel (%i, %j) = (%a) to (%a) step (%a) {\n}\n",
            "t.mlir:2:25: error: custom op 'scf.parallel' expected 2 operands",
        ),
        (
            "%c = \"test.value\"() : () -> i1\n\"scf.if\"(%c) ({\n^bb0(%z: index):\n  scf.yield\n}, {\n}) : (i1) -> ()\n",
            "t.mlir:2:1: error: 'scf.if' op region #0 should have no arguments",
        ),
    ];
    for (src, expected) in cases {
        assert_eq!(error(src), expected, "{src}");
    }
}

#[test]
fn canonicalization_turns_comparisons_like_the_while_condition_into_constants() {
    let src = r#"func.func @bounded(%limit: i32) -> i32 {
  %r = scf.while : () -> i32 {
    %v = "test.next"() : () -> i32
    %c = arith.cmpi slt, %v, %limit : i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%w: i32):
    %same = arith.cmpi slt, %w, %limit : i32
    %inverse = arith.cmpi sge, %w, %limit : i32
    "test.use"(%same, %inverse) : (i1, i1) -> ()
    scf.yield
  }
  return %r : i32
}
"#;
    let expected = r#"module {
  func.func @bounded(%arg0: i32) -> i32 {
    %false = arith.constant false
    %true = arith.constant true
    %0 = scf.while : () -> i32 {
      %1 = "test.next"() : () -> i32
      %2 = arith.cmpi slt, %1, %arg0 : i32
      scf.condition(%2) %1 : i32
    } do {
    ^bb0(%arg1: i32):
      "test.use"(%true, %false) : (i1, i1) -> ()
      scf.yield
    }
    return %0 : i32
  }
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn a_one_trip_loop_yielding_its_block_arguments_yields_their_values() {
    let src = r#"func.func @f(%x: f32) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %c1, %b = %x) -> (index, f32) {
    scf.yield %i, %b : index, f32
  }
  return %r#0, %r#1 : index, f32
}
"#;
    let expected = r#"module {
  func.func @f(%arg0: f32) -> (index, f32) {
    %c0 = arith.constant 0 : index
    return %c0, %arg0 : index, f32
  }
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn trip_counts_compare_bounds_as_the_loop_does_and_trust_only_addi_that_cannot_wrap() {
    let src = r#"func.func @f(%x: i8, %lb: i8) -> (i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %c5 = arith.constant 5 : i8
  %a = scf.for %i = %max to %min step %c5 iter_args(%v = %x) -> (i8) : i8 {
    %n = "test.op"(%v, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  %ub = arith.addi %lb, %c5 : i8
  %b = scf.for %i = %lb to %ub step %c5 iter_args(%v = %x) -> (i8) : i8 {
    %n = "test.op"(%v, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  %ub2 = arith.addi %lb, %c5 overflow<nuw> : i8
  %c = scf.for unsigned %i = %lb to %ub2 step %c5 iter_args(%v = %x) -> (i8) : i8 {
    %n = "test.op"(%v, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %a, %b, %c : i8, i8, i8
}
"#;
    let expected = r#"module {
  func.func @f(%arg0: i8, %arg1: i8) -> (i8, i8, i8) {
    %c5_i8 = arith.constant 5 : i8
    %0 = arith.addi %arg1, %c5_i8 : i8
    %1 = scf.for %arg2 = %arg1 to %0 step %c5_i8 iter_args(%arg3 = %arg0) -> (i8)  : i8 {
      %3 = "test.op"(%arg3, %arg2) : (i8, i8) -> i8
      scf.yield %3 : i8
    }
    %2 = "test.op"(%arg0, %arg1) : (i8, i8) -> i8
    return %arg0, %1, %2 : i8, i8, i8
  }
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn index_switch_drops_unused_duplicate_and_outer_results() {
    let src = r#"func.func @f(%i: index, %a: f32, %b: f32) -> (f32, f32, f32) {
  %r:4 = scf.index_switch %i -> f32, i8, f32, f32
  case 2 {
    %c = arith.constant 1 : i8
    scf.yield %a, %c, %b, %a : f32, i8, f32, f32
  }
  default {
    %c = arith.constant 2 : i8
    %x = "test.x"() : () -> f32
    scf.yield %x, %c, %b, %x : f32, i8, f32, f32
  }
  return %r#3, %r#2, %r#0 : f32, f32, f32
}
"#;
    let expected = r#"module {
  func.func @f(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32, f32) {
    %0 = scf.index_switch %arg0 -> f32 
    case 2 {
      scf.yield %arg1 : f32
    }
    default {
      %1 = "test.x"() : () -> f32
      scf.yield %1 : f32
    }
    return %0, %arg2, %0 : f32, f32, f32
  }
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

/// Tensor casts that only forget sizes move out of a loop's init and a
/// forall's shared output, `tensor.dim` of a forall result reads its
/// output, and a forall of step 0 runs no iteration, as in mlir-opt 22
/// (which has the n-th op of the terminator insert into the n-th output
/// after moving a cast out, and drops an output whose result is unused
/// with the ops inserting into it).
#[cfg(feature = "tensor")]
#[test]
fn canonicalization_moves_tensor_casts_out_of_loops() {
    let src = r#"%t = "test.value"() : () -> tensor<4xf32>
%u = "test.value"() : () -> tensor<6x?xf32>
%v = "test.value"() : () -> tensor<1x2xf32>
%n = "test.value"() : () -> index
%m = "test.value"() : () -> index
%c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
%r = scf.for %i = %n to %m step %n iter_args(%a = %c) -> (tensor<?xf32>) {
  %x = "test.op"(%a) : (tensor<?xf32>) -> tensor<?xf32>
  scf.yield %x : tensor<?xf32>
}
%w = tensor.cast %u : tensor<6x?xf32> to tensor<?x?xf32>
%f:2 = scf.forall (%k) in (%n) shared_outs(%o = %w, %p = %u) -> (tensor<?x?xf32>, tensor<6x?xf32>) {
  scf.forall.in_parallel {
    tensor.parallel_insert_slice %v into %p[%k, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<6x?xf32>
    tensor.parallel_insert_slice %v into %o[0, %k] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<?x?xf32>
  }
}
%c1 = arith.constant 1 : index
%d = tensor.dim %f#1, %c1 : tensor<6x?xf32>
%e = scf.forall (%k) = (0) to (4) step (0) shared_outs(%o = %t) -> (tensor<4xf32>) {
  "test.op"(%k) : (index) -> ()
  scf.forall.in_parallel {
  }
}
"test.sink"(%r, %f#0, %d, %e) : (tensor<?xf32>, tensor<?x?xf32>, index, tensor<4xf32>) -> ()
"#;
    let expected = r#"module {
  %c1 = arith.constant 1 : index
  %0 = "test.value"() : () -> tensor<4xf32>
  %1 = "test.value"() : () -> tensor<6x?xf32>
  %2 = "test.value"() : () -> tensor<1x2xf32>
  %3 = "test.value"() : () -> index
  %4 = "test.value"() : () -> index
  %5 = scf.for %arg0 = %3 to %4 step %3 iter_args(%arg1 = %0) -> (tensor<4xf32>) {
    %cast_1 = tensor.cast %arg1 : tensor<4xf32> to tensor<?xf32>
    %7 = "test.op"(%cast_1) : (tensor<?xf32>) -> tensor<?xf32>
    %cast_2 = tensor.cast %7 : tensor<?xf32> to tensor<4xf32>
    scf.yield %cast_2 : tensor<4xf32>
  }
  %cast = tensor.cast %5 : tensor<4xf32> to tensor<?xf32>
  %6 = scf.forall (%arg0) in (%3) shared_outs(%arg1 = %1) -> (tensor<6x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %2 into %arg1[%arg0, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<6x?xf32>
    }
  }
  %cast_0 = tensor.cast %6 : tensor<6x?xf32> to tensor<?x?xf32>
  %dim = tensor.dim %1, %c1 : tensor<6x?xf32>
  "test.sink"(%cast, %cast_0, %dim, %0) : (tensor<?xf32>, tensor<?x?xf32>, index, tensor<4xf32>) -> ()
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}
