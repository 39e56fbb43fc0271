//! `fixtures/ods/author_path.td`, issue 25's path of a dialect author who
//! writes the `.td` as MLIR does: the `scf.yield` idiom, C++ type names
//! in an interface and a builder, a verifier that calls an interface
//! method, an optional enum attribute built from the enum.

use ods_runtime::ods::op::Op;
use ods_runtime::{Type, Value};
use ods_tests::author_path::au::*;
use ods_tests::support::Ir;

fn ir() -> Ir {
    Ir::new(&[AuDialect::register])
}

/// An `au.measure` of a fresh value of type `ty`, built by the custom
/// builder whose `CArg<"int64_t", "4">` is an `Option<i64>`.
fn measure(ir: &mut Ir, ty: &str, size: Option<i64>) -> MeasureOp {
    let input = ir.value(ty);
    let mut state = ir.state::<MeasureOp>();
    MeasureOp::build_input(&mut ir.ctx, &mut state, input, size);
    ir.create(state)
}

#[test]
fn an_empty_body_gets_the_yield_built_without_arguments() {
    let mut ir = ir();
    let mut state = ir.state::<LoopOp>();
    LoopOp::build(&mut ir.ctx, &mut state);
    let op: LoopOp = ir.create(state);
    let body = op.body(&ir.ctx);
    assert!(ir.ctx.blocks(body).is_empty());
    let loc = ir.ctx.unknown_loc();
    LoopOp::ensure_terminator(&mut ir.ctx, body, loc);
    let blocks = ir.ctx.blocks(body).to_vec();
    assert_eq!(blocks.len(), 1);
    let ops = ir.ctx.block_ops(blocks[0]).to_vec();
    assert_eq!(ops.len(), 1);
    let yield_op = YieldOp::cast(&ir.ctx, ops[0]).expect("the body ends with au.yield");
    assert!(yield_op.results(&ir.ctx).is_empty());
    // A body that ends with its terminator already is left alone.
    LoopOp::ensure_terminator(&mut ir.ctx, body, loc);
    assert_eq!(ir.ctx.block_ops(blocks[0]).len(), 1);
    ir.verify_ok();
}

#[test]
fn the_parser_inserts_the_yield_and_the_printer_leaves_it_out() {
    let mut ir = ir();
    let module = ods_runtime::parse_source(&mut ir.ctx, "au.loop {\n}\n", "loop.mlir")
        .unwrap_or_else(|d| panic!("parses: {d}"));
    ods_runtime::verify::verify(&ir.ctx, module).unwrap_or_else(|d| panic!("verifies: {d}"));
    let generic = ods_tests::support::generic(&ir.ctx, module);
    assert!(generic.contains("\"au.yield\"() : () -> ()"), "{generic}");
    let custom =
        ods_runtime::asm::print_top_level(&ir.ctx, module, Default::default()).expect("prints");
    assert!(custom.contains("au.loop {\n  }"), "{custom}");
}

#[test]
fn the_yield_builders_follow_the_naming_rule() {
    let builders = ods_tests::generated::builders(ods_tests::generated::AUTHOR_PATH, "YieldOp");
    assert!(
        builders.contains(&"build_empty".to_string()),
        "{builders:?}"
    );
    let mut ir = ir();
    let loc = ir.ctx.unknown_loc();
    let op = LoopOp::build_implicit_terminator(&mut ir.ctx, loc);
    assert_eq!(ir.ctx.op_name_str(op), YieldOp::OPERATION_NAME);
    assert!(ir.ctx.operands(op).is_empty());
}

#[test]
fn interface_methods_take_and_return_the_rust_of_their_cpp_types() {
    let mut ir = ir();
    let op = measure(&mut ir, "tensor<2x3xf32>", None);
    let m = MeasuredOpInterface::try_from(&ir.ctx, op.id()).expect("au.measure is measured");
    let size: i64 = m.get_size(&ir.ctx);
    assert_eq!(size, 4, "the CArg default");
    let rank: u32 = m.get_rank(&ir.ctx);
    assert_eq!(rank, 2);
    let fits: bool = m.can_hold(&ir.ctx, 3, 2);
    assert!(fits);
    assert!(!m.can_hold(&ir.ctx, 5, 2));
    let element: Type = m.get_element_type(&ir.ctx);
    assert_eq!(element, ir.ty("f32"));
    let measured: Value = m.get_measured(&ir.ctx);
    assert_eq!(measured, op.input(&ir.ctx));
    let label: String = m.get_label(&ir.ctx, "n=".to_string());
    assert_eq!(label, "n=4");
    // `resize` is no query: it takes `&mut Context`.
    m.resize(&mut ir.ctx, 9);
    assert_eq!(m.get_size(&ir.ctx), 9);
    assert_eq!(op.size(&ir.ctx), 9);
}

#[test]
fn a_verifier_calls_an_interface_method() {
    let mut ir = ir();
    measure(&mut ir, "tensor<2xf32>", Some(3));
    ir.verify_ok();
    let mut ir = self::ir();
    measure(&mut ir, "tensor<2xf32>", Some(0));
    assert_eq!(
        ir.verify_error(),
        "'au.measure' op measures nothing: size 0"
    );
    // Displayed: the severity once, then the one current-op note.
    let shown = ods_runtime::verify::verify(&ir.ctx, ir.module)
        .unwrap_err()
        .to_string();
    assert!(
        shown.starts_with(
            "error: 'au.measure' op measures nothing: size 0\nnote: see current operation: "
        ),
        "{shown}"
    );
    assert_eq!(shown.matches("error:").count(), 1, "{shown}");
    assert_eq!(shown.matches("note:").count(), 1, "{shown}");
}

#[test]
fn an_optional_enum_attribute_is_built_from_the_enum() {
    let mut ir = ir();
    let input = ir.value("i32");
    let ty = ir.ty("i32");
    let mut state = ir.state::<MeasureOp>();
    MeasureOp::build(&mut ir.ctx, &mut state, ty, input, 2, Some(Mode::Rough));
    let rough: MeasureOp = ir.create(state);
    let mut state = ir.state::<MeasureOp>();
    MeasureOp::build(&mut ir.ctx, &mut state, ty, input, 2, None);
    let absent: MeasureOp = ir.create(state);
    assert_eq!(rough.mode(&ir.ctx), Some(Mode::Rough));
    assert_eq!(absent.mode(&ir.ctx), None);
    ir.round_trip();
}
