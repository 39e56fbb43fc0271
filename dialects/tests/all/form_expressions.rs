#![cfg(all(feature = "func", feature = "emitc", feature = "arith"))]
//! `form-expressions`: `ods-mlir-opt` on each case of
//! `inputs/form-expressions/cases.txt` prints what mlir-opt 22 printed for
//! it (`inputs/form-expressions/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`). The inputs chain C operators, use
//! values twice, call functions, keep literals and existing expressions,
//! and put operators in the regions of `emitc.for`, `emitc.if` and
//! `emitc.func`.

use crate::common;

use ods_dialects::emitc::transforms::create_expression;
use ods_dialects::emitc::ExpressionOp;
use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::ods::op::Op;
use ods_runtime::WalkOrder;

#[test]
fn form_expressions_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("form-expressions");
    assert_eq!(count, 5);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn create_expression_wraps_one_operator() {
    let mut ctx = common::context();
    let src = "func.func @f(%a: i32, %b: i32) -> i32 {\n  \
               %0 = emitc.add %a, %b : (i32, i32) -> i32\n  return %0 : i32\n}\n";
    let top = ods_runtime::parse_source(&mut ctx, src, "t.mlir").expect("the input parses");
    let mut add = None;
    ctx.walk(top, WalkOrder::PreOrder, &mut |o| {
        if ctx.op_name_str(o) == "emitc.add" {
            add = Some(o);
        }
    });
    let expression = create_expression(&mut ctx, add.expect("an emitc.add"));
    expression.verify(&ctx).expect("the expression verifies");
    assert_eq!(ExpressionOp::cast(&ctx, expression.id()), Some(expression));
    let text = print_top_level(&ctx, top, PrintOptions::default()).unwrap();
    assert_eq!(
        text,
        "module {\n  func.func @f(%arg0: i32, %arg1: i32) -> i32 {\n    \
         %0 = emitc.expression %arg0, %arg1 : (i32, i32) -> i32 {\n      \
         %1 = add %arg0, %arg1 : (i32, i32) -> i32\n      yield %1 : i32\n    }\n    \
         return %0 : i32\n  }\n}\n\n"
    );
}
