#![cfg(feature = "emitc")]
//! MLIR's `emitc` dialect: `ods-mlir-opt` on each case of
//! `inputs/emitc/cases.txt` prints what mlir-opt 22 printed for it
//! (`inputs/emitc/expected`, recorded by `scripts/pass-pipeline-oracle.sh`),
//! and the typed API builds what mlir-opt prints.

use crate::common;
use common::*;
use ods_dialects::emitc::{CallOpaqueOp, ForOp, LoadOp, PointerType, SubscriptOp};
use ods_runtime::{Builder, OpBuilder};

#[test]
fn emitc_cases_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("emitc");
    assert_eq!(count, 19);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn printed_forms_read_back() {
    for file in ["expressions.mlir", "control.mlir", "functions.mlir"] {
        let path = format!("{}/tests/inputs/emitc/{file}", env!("CARGO_MANIFEST_DIR"));
        let src = std::fs::read_to_string(path).unwrap();
        reads_back(&output(&src, CUSTOM));
    }
}

#[test]
fn builders_make_loops_subscripts_and_pointer_types() {
    let mut ctx = context();
    let src = "func.func @f(%n: index, %p: !emitc.ptr<f32>) {\n  return\n}";
    let module = ods_runtime::parse_source(&mut ctx, src, "t.mlir").unwrap();
    let top = ctx.blocks(ctx.regions(module)[0])[0];
    let function = ctx.block_ops(top)[0];
    let body = ctx.blocks(ctx.regions(function)[0])[0];
    let args = ctx.block_args(body);
    let (n, p) = (args[0], args[1]);
    let ret = ctx.block_ops(body)[0];
    let loc = ctx.unknown_loc();
    let mut b = Builder {
        ctx: &mut ctx,
        at: OpBuilder::before(ret),
    };
    let f32_pointer = b.value_type(p);
    let f32_type = PointerType::try_from(&b, f32_pointer).unwrap().pointee(&b);
    // `!emitc.ptr<f32>` again: the builder that infers its context.
    let again = PointerType::get_pointee((b.ctx, f32_type)).ty();
    assert_eq!(again, f32_pointer);
    let mut body_builder = |ctx: &mut ods_runtime::Context, at: OpBuilder, loc, iv| {
        let mut b = Builder { ctx, at };
        let element = SubscriptOp::create_pointer_index(&mut b, loc, p, iv);
        let lvalue = element.result(&b);
        // The load's type is the lvalue's value type (`TypesMatchWith`).
        let value = LoadOp::create_inferred(&mut b, loc, lvalue)
            .unwrap()
            .result(&b);
        CallOpaqueOp::create_result_types_callee_operands(
            &mut b,
            loc,
            vec![],
            "use".into(),
            vec![value],
            None,
            None,
        );
        ods_dialects::emitc::YieldOp::create_empty(&mut b, loc);
    };
    let for_op =
        ForOp::create_lower_bound_upper_bound_step(&mut b, loc, n, n, n, Some(&mut body_builder));
    for_op.verify(&ctx).unwrap();
    let text = ods_runtime::asm::print_top_level(&ctx, module, Default::default()).unwrap();
    // What mlir-opt 22 prints for the same IR.
    let expected = "module {
  func.func @f(%arg0: index, %arg1: !emitc.ptr<f32>) {
    emitc.for %arg2 = %arg0 to %arg0 step %arg0 {
      %0 = subscript %arg1[%arg2] : (!emitc.ptr<f32>, index) -> !emitc.lvalue<f32>
      %1 = load %0 : <f32>
      call_opaque \"use\"(%1) : (f32) -> ()
    }
    return
  }
}
";
    assert_eq!(text.trim_end(), expected.trim_end());
}
