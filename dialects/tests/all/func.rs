#![cfg(feature = "func")]
//! MLIR's `func` dialect: each expectation is `mlir-opt` 22's output
//! (`--allow-unregistered-dialect`, plus the flag named) on the same input.

use crate::common;
use common::*;

const FUNCTIONS: &str = r#"func.func private @callee(i32 {test.arg}) -> (i32 {test.res})
func.func @caller(%a: i32 loc("a")) -> i32 attributes {test.attr} {
  %f = func.constant @callee : (i32) -> i32
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  %1 = func.call @callee(%0) : (i32) -> i32
  return %1 : i32
}
"#;

#[test]
fn functions_print_their_signatures_and_drop_the_dialect_prefix_inside() {
    let expected = r#"module {
  func.func private @callee(i32 {test.arg}) -> (i32 {test.res})
  func.func @caller(%arg0: i32) -> i32 attributes {test.attr} {
    %f = constant @callee : (i32) -> i32
    %0 = call_indirect %f(%arg0) : (i32) -> i32
    %1 = call @callee(%0) : (i32) -> i32
    return %1 : i32
  }
}

"#;
    assert_eq!(output(FUNCTIONS, CUSTOM), expected);
    reads_back(expected);
}

#[test]
fn the_generic_form_keeps_the_signature_in_properties() {
    let expected = r#""builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.arg}], function_type = (i32) -> i32, res_attrs = [{test.res}], sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
    %1 = "func.call_indirect"(%0, %arg0) : ((i32) -> i32, i32) -> i32
    %2 = "func.call"(%1) <{callee = @callee}> : (i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) {test.attr} : () -> ()
}) : () -> ()

"#;
    assert_eq!(output(FUNCTIONS, GENERIC), expected);
    reads_back(expected);
}

#[test]
fn an_indirect_call_of_a_constant_becomes_a_direct_call() {
    let expected = r#"module {
  func.func private @callee(i32 {test.arg}) -> (i32 {test.res})
  func.func @caller(%arg0: i32) -> i32 attributes {test.attr} {
    %0 = call @callee(%arg0) : (i32) -> i32
    %1 = call @callee(%0) : (i32) -> i32
    return %1 : i32
  }
}

"#;
    assert_eq!(output(FUNCTIONS, CANONICALIZE), expected);
}

#[test]
fn invalid_func_ir_is_rejected_with_mlirs_messages() {
    assert_eq!(
        error("func.func @f() -> i32 {\n  return\n}\n"),
        "t.mlir:2:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1"
    );
    assert_eq!(
        error("func.func @g(%x: i64) -> i32 {\n  return %x : i64\n}\n"),
        "t.mlir:2:3: error: type of return operand 0 ('i64') doesn't match function result type \
         ('i32') in function @g"
    );
    assert_eq!(
        error("func.func @h() {\n  call @missing() : () -> ()\n  return\n}\n"),
        "t.mlir:2:3: error: 'func.call' op 'missing' does not reference a valid function"
    );
    let mismatch = "func.func private @takes(i32)\nfunc.func @h(%x: i64) {\n  \
                    call @takes(%x) : (i64) -> ()\n  return\n}\n";
    assert_eq!(
        error(mismatch),
        "t.mlir:3:3: error: 'func.call' op operand type mismatch: expected operand type 'i32', \
         but provided 'i64' for operand number 0"
    );
    assert_eq!(
        error("func.func @h() {\n  %f = constant @k : () -> ()\n  return\n}\n"),
        "t.mlir:2:8: error: 'func.constant' op reference to undefined function 'k'"
    );
    assert_eq!(
        error("func.func @external(i32)\n"),
        "t.mlir:1:1: error: 'func.func' op symbol declaration cannot have public visibility"
    );
    assert_eq!(
        error("func.func @$x()\n"),
        "t.mlir:1:12: error: @ identifier expected to start with letter or '_'"
    );
    assert_eq!(
        error("func.func @d() attributes {sym_name = \"e\"} {\n  return\n}\n"),
        "t.mlir:1:16: error: custom op 'func.func' 'sym_name' is an inferred attribute and should \
         not be specified in the explicit attribute dictionary"
    );
}

#[test]
fn a_result_type_mismatch_notes_both_lists() {
    let src = "func.func private @gives() -> (i32, f32)\nfunc.func @h() {\n  \
               %0:2 = call @gives() : () -> (i32, i64)\n  return\n}\n";
    let e = run(src, CUSTOM).expect_err("invalid");
    assert!(
        e.contains("error: 'func.call' op result type mismatch at index 1"),
        "{e}"
    );
    assert!(
        e.contains("note:       op result types: 'i32', 'i64'"),
        "{e}"
    );
    assert!(
        e.contains("note: function result types: 'i32', 'f32'"),
        "{e}"
    );
}

#[test]
fn an_indirect_call_passes_all_but_its_callee() {
    use ods_runtime::interfaces::call::CallInterfaceCallable;
    use ods_runtime::interfaces::prelude::mlir::CallOpInterface;
    let mut ctx = context();
    let top = ods_runtime::parse_source(&mut ctx, FUNCTIONS, "t.mlir").unwrap();
    let caller = ctx.block_ops(ctx.blocks(ctx.regions(top)[0])[0])[1];
    let body = ctx.blocks(ctx.regions(caller)[0])[0];
    let [constant, indirect, direct, _] = ctx.block_ops(body)[..] else {
        panic!("four ops")
    };
    let f = ctx.result(constant, 0);
    let arg = ctx.block_args(body)[0];
    let call = CallOpInterface::try_from(&ctx, indirect).unwrap();
    assert_eq!(call.get_arg_operands(&ctx), vec![arg]);
    assert_eq!(
        call.get_callable_for_callee(&ctx),
        Some(CallInterfaceCallable::Value(f))
    );
    let call = CallOpInterface::try_from(&ctx, direct).unwrap();
    assert_eq!(call.get_arg_operands(&ctx), vec![ctx.result(indirect, 0)]);
    assert!(matches!(
        call.get_callable_for_callee(&ctx),
        Some(CallInterfaceCallable::Symbol(_))
    ));
}
