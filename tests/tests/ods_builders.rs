//! `fixtures/ods/builders.td`: every default builder form and the naming
//! rule of `ods-build/src/gen/builders.rs`, result type inference (from
//! buildable types, AllTypesMatch, SameOperandsAndResultType,
//! TypesMatchWith and InferTypeOpInterface), custom builders with Rust
//! bodies and CArg defaults, body-less builders written in Rust
//! (`src/lib.rs`), deprecated builders and skipDefaultBuilders.

use ods_runtime::ods::op::Op;
use ods_runtime::Value;
use ods_tests::builders::bld::*;
use ods_tests::generated::{self, BUILDERS};
use ods_tests::support::{attr_text, type_text, Ir};

fn ir() -> Ir {
    Ir::new(&[BldDialect::register])
}

fn ty_of(ir: &Ir, v: Value) -> String {
    type_text(&ir.ctx, ir.ctx.value_type(v))
}

/// The printed form of `op` alone (its line in the module), without the
/// result name.
fn op_line(text: &str, index: usize) -> String {
    let line = text
        .lines()
        .filter(|l| l.contains("\"bld."))
        .nth(index)
        .unwrap_or_else(|| panic!("no op #{index} in {text}"));
    let line = line.trim();
    match line.find(" = ") {
        Some(i) if line.starts_with('%') => line[i + 3..].to_string(),
        _ => line.to_string(),
    }
}

#[test]
fn builder_names_follow_the_documented_rule() {
    assert_eq!(
        generated::builders(BUILDERS, "ScaleOp"),
        [
            "build",
            "build_with_attrs",
            "build_with_result_types",
            "build_inferred",
            "build_generic",
        ]
    );
    for class in ["MatchOp", "SameOp", "ElementOp", "PairOp", "TwoResultsOp"] {
        assert_eq!(
            generated::builders(BUILDERS, class),
            [
                "build",
                "build_with_result_types",
                "build_inferred",
                "build_generic"
            ],
            "{class}"
        );
    }
    assert_eq!(
        generated::builders(BUILDERS, "CustomOp"),
        [
            "build",
            "build_with_attrs",
            "build_with_result_types",
            "build_inferred",
            "build_generic",
            "build_value_i64",
            "build_value_f64",
            "build_value_bool",
            "build_empty",
            "build_parts",
            "build_small",
            "build_value_ods_arg1",
        ]
    );
}

#[test]
fn no_handle_forms_when_no_attribute_has_a_value_form() {
    // Every attribute's value is its handle: no `_with_attrs` forms (MLIR
    // has one builder of each shape); a result of any type: no inferred
    // form.
    assert_eq!(
        generated::builders(BUILDERS, "PlainOp"),
        ["build", "build_with_result_types", "build_generic"]
    );
}

#[test]
fn skip_default_builders_leaves_only_the_custom_ones() {
    // MLIR generates no default builder at all, the aggregate one included.
    assert_eq!(
        generated::builders(BUILDERS, "OnlyCustomOp"),
        ["build_count", "build_base"]
    );
}

#[test]
fn every_default_form_builds_the_same_op() {
    let mut ir = ir();
    let input = ir.value("i32");
    let f32_ty = ir.ty("f32");
    let factor = ir.attr("3 : i64");
    let alpha = ir.attr("2.500000e-01 : f32");
    let note = ir.attr("\"n\"");
    let unit = ir.attr("unit");
    let ctx = &mut ir.ctx;
    let mut states = Vec::new();
    let loc = ctx.unknown_loc();
    let mut st = ScaleOp::state(ctx, loc);
    // An optional attribute takes its value: `Option<&str>` for a StrAttr.
    ScaleOp::build(
        ctx,
        &mut st,
        f32_ty,
        input,
        3,
        Some(0.25),
        Some("n"),
        flags::Exact::Yes,
    );
    states.push(st);
    let mut st = ScaleOp::state(ctx, loc);
    ScaleOp::build_with_attrs(
        ctx,
        &mut st,
        f32_ty,
        input,
        factor,
        Some(alpha),
        Some(note),
        Some(unit),
    );
    states.push(st);
    let mut st = ScaleOp::state(ctx, loc);
    ScaleOp::build_with_result_types(
        ctx,
        &mut st,
        &[f32_ty],
        input,
        3,
        Some(0.25),
        Some("n"),
        flags::Exact::Yes,
    );
    states.push(st);
    let mut st = ScaleOp::state(ctx, loc);
    ScaleOp::build_inferred(
        ctx,
        &mut st,
        input,
        3,
        Some(0.25),
        Some("n"),
        flags::Exact::Yes,
    )
    .unwrap();
    states.push(st);
    let mut st = ScaleOp::state(ctx, loc);
    ScaleOp::build_generic(
        ctx,
        &mut st,
        &[f32_ty],
        &[input],
        &[
            ("factor", factor),
            ("alpha", alpha),
            ("note", note),
            ("exact", unit),
        ],
    );
    states.push(st);
    let n = states.len();
    for st in states {
        let op: ScaleOp = ir.create(st);
        assert_eq!(op.factor(&ir.ctx), 3);
        assert_eq!(op.alpha(&ir.ctx), 0.25);
        assert_eq!(op.note(&ir.ctx), Some("n"));
        assert!(op.exact(&ir.ctx));
        assert_eq!(ty_of(&ir, op.output(&ir.ctx)), "f32");
    }
    let text = ir.round_trip();
    let first = op_line(&text, 0);
    assert_eq!(
        first,
        r#""bld.scale"(%0) <{alpha = 2.500000e-01 : f32, exact, factor = 3 : i64, note = "n"}> : (i32) -> f32"#
    );
    for i in 1..n {
        assert_eq!(op_line(&text, i), first, "form #{i}");
    }
}

#[test]
fn unwrapped_values_take_their_defaults() {
    let mut ir = ir();
    let input = ir.value("i32");
    let mut state = ir.state::<ScaleOp>();
    ScaleOp::build_inferred(
        &mut ir.ctx,
        &mut state,
        input,
        8,
        None,
        None,
        flags::Exact::No,
    )
    .unwrap();
    let op: ScaleOp = ir.create(state);
    assert_eq!(op.alpha(&ir.ctx), 0.5);
    let alpha = op.alpha_attr(&ir.ctx).unwrap();
    assert_eq!(attr_text(&ir.ctx, alpha), "5.000000e-01 : f32");
    assert_eq!(op.note(&ir.ctx), None);
    assert!(!op.exact(&ir.ctx));
    let text = ir.round_trip();
    assert_eq!(
        op_line(&text, 0),
        r#""bld.scale"(%0) <{alpha = 5.000000e-01 : f32, factor = 8 : i64}> : (i32) -> f32"#
    );
}

#[test]
fn attribute_handles_without_a_default_get_it_at_creation() {
    let mut ir = ir();
    let input = ir.value("i32");
    let factor = ir.attr("1 : i64");
    let f32_ty = ir.ty("f32");
    let mut state = ir.state::<ScaleOp>();
    ScaleOp::build_with_attrs(
        &mut ir.ctx,
        &mut state,
        f32_ty,
        input,
        factor,
        None,
        None,
        None,
    );
    let op: ScaleOp = ir.create(state);
    // MLIR's `populateDefaultProperties` fills the default in.
    let alpha = op.alpha_attr(&ir.ctx).map(|a| attr_text(&ir.ctx, a));
    assert_eq!(alpha.as_deref(), Some("5.000000e-01 : f32"));
    assert_eq!(op.alpha(&ir.ctx), 0.5);
    let text = ir.round_trip();
    assert_eq!(
        op_line(&text, 0),
        r#""bld.scale"(%0) <{alpha = 5.000000e-01 : f32, factor = 1 : i64}> : (i32) -> f32"#
    );
}

#[test]
fn plain_builders() {
    let mut ir = ir();
    let input = ir.value("memref<2xi8>");
    let tags = ir.attr("[\"a\"]");
    let out_ty = ir.ty("none");
    let mut state = ir.state::<PlainOp>();
    PlainOp::build(&mut ir.ctx, &mut state, out_ty, input, tags);
    let a: PlainOp = ir.create(state);
    let mut state = ir.state::<PlainOp>();
    PlainOp::build_with_result_types(&mut ir.ctx, &mut state, &[out_ty], input, tags);
    let b: PlainOp = ir.create(state);
    for op in [a, b] {
        assert_eq!(op.tags(&ir.ctx), tags);
        assert_eq!(op.input(&ir.ctx), input);
    }
    let text = ir.round_trip();
    assert_eq!(op_line(&text, 0), op_line(&text, 1));
    assert_eq!(
        op_line(&text, 0),
        r#""bld.plain"(%0) <{tags = ["a"]}> : (memref<2xi8>) -> none"#
    );
}

#[test]
fn result_type_from_all_types_match() {
    let mut ir = ir();
    let v = ir.values(&["tensor<*xf32>", "i1"]);
    let mut state = ir.state::<MatchOp>();
    MatchOp::build_inferred(&mut ir.ctx, &mut state, v[0], v[1]).unwrap();
    let op: MatchOp = ir.create(state);
    assert_eq!(ty_of(&ir, op.result(&ir.ctx)), "tensor<*xf32>");
    ir.round_trip();
}

#[test]
fn result_type_from_same_operands_and_result_type() {
    let mut ir = ir();
    let v = ir.values(&["vector<2x[4]xf16>", "vector<2x[4]xf16>"]);
    let mut state = ir.state::<SameOp>();
    SameOp::build_inferred(&mut ir.ctx, &mut state, v[0], v[1]).unwrap();
    let op: SameOp = ir.create(state);
    assert_eq!(ty_of(&ir, op.c(&ir.ctx)), "vector<2x[4]xf16>");
    ir.round_trip();
}

#[test]
fn result_type_from_types_match_with() {
    let mut ir = ir();
    let v = ir.value("tensor<3x?xi7>");
    let mut state = ir.state::<ElementOp>();
    ElementOp::build_inferred(&mut ir.ctx, &mut state, v).unwrap();
    let op: ElementOp = ir.create(state);
    assert_eq!(ty_of(&ir, op.output(&ir.ctx)), "i7");
    ir.round_trip();
}

#[test]
fn result_types_from_infer_type_op_interface() {
    let mut ir = ir();
    let v = ir.value("f64");
    let mut state = ir.state::<PairOp>();
    PairOp::build_inferred(&mut ir.ctx, &mut state, v).unwrap();
    let op: PairOp = ir.create(state);
    assert_eq!(ty_of(&ir, op.first(&ir.ctx)), "f64");
    assert_eq!(ty_of(&ir, op.second(&ir.ctx)), "index");
    let text = ir.round_trip();
    assert_eq!(
        op_line(&text, 0),
        r#""bld.pair"(%0) : (f64) -> (f64, index)"#
    );
}

#[test]
fn result_types_from_buildable_types() {
    let mut ir = ir();
    let mut state = ir.state::<TwoResultsOp>();
    TwoResultsOp::build_inferred(&mut ir.ctx, &mut state).unwrap();
    let op: TwoResultsOp = ir.create(state);
    assert_eq!(ty_of(&ir, op.flag(&ir.ctx)), "i1");
    assert_eq!(ty_of(&ir, op.count(&ir.ctx)), "index");
    let text = ir.round_trip();
    assert_eq!(
        op_line(&text, 0),
        r#""bld.two_results"() : () -> (i1, index)"#
    );
}

#[test]
#[should_panic(expected = "no longer exists")]
fn inferred_builder_panics_on_a_stale_value() {
    // A stale value is a programming error, as in every other builder.
    let mut ir = ir();
    let v = ir.value("i32");
    let source = ir.ctx.defining_op(v).unwrap();
    ir.ctx.erase_op(source).unwrap();
    let mut state = ir.state::<SameOp>();
    let _ = SameOp::build_inferred(&mut ir.ctx, &mut state, v, v);
}

/// The value and label of a `bld.custom`.
fn value_and_label(ir: &Ir, op: CustomOp) -> (u64, Option<String>) {
    (op.value(&ir.ctx), op.label(&ir.ctx).map(str::to_string))
}

#[test]
fn custom_builders_with_rust_bodies_and_defaults() {
    let mut ir = ir();
    let mut ops = Vec::new();
    let mut state = ir.state::<CustomOp>();
    CustomOp::build_value_i64(&mut ir.ctx, &mut state, 7, None);
    ops.push(ir.create(state));
    let mut state = ir.state::<CustomOp>();
    CustomOp::build_value_i64(&mut ir.ctx, &mut state, 8, Some("given"));
    ops.push(ir.create(state));
    let mut state = ir.state::<CustomOp>();
    CustomOp::build_value_f64(&mut ir.ctx, &mut state, 2.9);
    ops.push(ir.create(state));
    let mut state = ir.state::<CustomOp>();
    CustomOp::build_value_bool(&mut ir.ctx, &mut state, flags::Value::Yes);
    ops.push(ir.create(state));
    let mut state = ir.state::<CustomOp>();
    CustomOp::build_empty(&mut ir.ctx, &mut state);
    ops.push(ir.create(state));
    // Unnamed parameters: `ods_arg1`, `ods_arg2` in the body.
    let mut state = ir.state::<CustomOp>();
    CustomOp::build_value_ods_arg1(&mut ir.ctx, &mut state, 5, "low", None);
    ops.push(ir.create(state));
    let mut state = ir.state::<CustomOp>();
    CustomOp::build_value_ods_arg1(&mut ir.ctx, &mut state, 6, "low", Some(flags::OdsArg2::Yes));
    ops.push(ir.create(state));
    let got: Vec<_> = ops.iter().map(|&op| value_and_label(&ir, op)).collect();
    assert_eq!(
        got,
        [
            (7, Some("default".to_string())),
            (8, Some("given".to_string())),
            (2, Some("from f64".to_string())),
            // `None` takes the CArg default.
            (1, Some("default".to_string())),
            (0, Some("empty".to_string())),
            (5, Some("low".to_string())),
            (6, Some("LOW".to_string())),
        ]
    );
    let text = ir.round_trip();
    assert_eq!(
        op_line(&text, 0),
        r#""bld.custom"() <{label = "default", value = 7 : i64}> : () -> i64"#
    );
}

#[test]
fn body_less_builder_written_in_rust() {
    let mut ir = ir();
    let mut state = ir.state::<CustomOp>();
    CustomOp::build_parts(&mut ir.ctx, &mut state, &[2, 3], None);
    let default_factor: CustomOp = ir.create(state);
    let mut state = ir.state::<CustomOp>();
    CustomOp::build_parts(&mut ir.ctx, &mut state, &[2, 3], Some(10));
    let given_factor: CustomOp = ir.create(state);
    assert_eq!(
        value_and_label(&ir, default_factor),
        (6, Some("parts".into()))
    );
    assert_eq!(
        value_and_label(&ir, given_factor),
        (60, Some("parts".into()))
    );
    ir.round_trip();
}

#[test]
#[allow(deprecated)]
fn deprecated_builder() {
    let mut ir = ir();
    let mut state = ir.state::<CustomOp>();
    CustomOp::build_small(&mut ir.ctx, &mut state, 200);
    let op: CustomOp = ir.create(state);
    assert_eq!(value_and_label(&ir, op), (200, Some("default".into())));
    let block = generated::impl_block(BUILDERS, "CustomOp");
    let at = block.find("pub fn build_small(").unwrap();
    let before = &block[..at];
    let attrs = &before[before.rfind("pub fn ").unwrap()..];
    assert!(
        attrs.contains("#[deprecated(note = \"use build_value_i64\")]"),
        "{attrs}"
    );
}

#[test]
fn custom_builder_with_skip_default_builders() {
    let mut ir = ir();
    let mut state = ir.state::<OnlyCustomOp>();
    OnlyCustomOp::build_count(&mut ir.ctx, &mut state, None);
    let default: OnlyCustomOp = ir.create(state);
    let mut state = ir.state::<OnlyCustomOp>();
    OnlyCustomOp::build_count(&mut ir.ctx, &mut state, Some(8));
    let given: OnlyCustomOp = ir.create(state);
    assert_eq!(default.count(&ir.ctx), 3);
    assert_eq!(given.count(&ir.ctx), 8);
    // `CArg<"Option<u32>", "None">` is an `Option<u32>`, not wrapped twice.
    let mut state = ir.state::<OnlyCustomOp>();
    OnlyCustomOp::build_base(&mut ir.ctx, &mut state, 2, Some(5));
    let extra: OnlyCustomOp = ir.create(state);
    let mut state = ir.state::<OnlyCustomOp>();
    OnlyCustomOp::build_base(&mut ir.ctx, &mut state, 2, None);
    let base: OnlyCustomOp = ir.create(state);
    assert_eq!((extra.count(&ir.ctx), base.count(&ir.ctx)), (7, 2));
    let text = ir.round_trip();
    assert_eq!(
        op_line(&text, 0),
        r#""bld.only_custom"() <{count = 3 : i32}> : () -> ()"#
    );
}

#[test]
fn verify_after_building() {
    // A builder fills what it is given: a wrong type is the verifier's to
    // report.
    let mut ir = ir();
    let input = ir.value("i64");
    let mut state = ir.state::<ScaleOp>();
    ScaleOp::build_inferred(
        &mut ir.ctx,
        &mut state,
        input,
        1,
        None,
        None,
        flags::Exact::No,
    )
    .unwrap();
    let op: ScaleOp = ir.create(state);
    assert_eq!(
        op.verify(&ir.ctx).unwrap_err().message,
        "'bld.scale' op operand #0 must be 32-bit signless integer, but got 'i64'"
    );
}
