//! `fixtures/ods/attributes.td`: typed getters of every kind of attribute,
//! the raw `x_attr` getters, setters and removers, optional, default-valued
//! and unit attributes, and the verifier's messages for missing and
//! ill-typed attributes.

use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_tests::attributes::attrs::*;
use ods_tests::support::{attr_text, Ir};

fn ir() -> Ir {
    Ir::new(&[AttrsDialect::register])
}

/// An `attrs.ints` built from values.
fn ints(ir: &mut Ir) -> IntsOp {
    let any32 = ir.attr("5 : si32");
    let big = ir.attr("123456789012345678901234 : i128");
    let mut state = ir.state::<IntsOp>();
    IntsOp::build(
        &mut ir.ctx,
        &mut state,
        true,
        200,
        70000,
        1 << 40,
        -5,
        -70000,
        -(1 << 40),
        65535,
        u64::MAX,
        -1,
        false,
        any32,
        big,
    );
    ir.create(state)
}

#[test]
fn integer_attributes_from_values() {
    let mut ir = ir();
    let op = ints(&mut ir);
    let ctx = &ir.ctx;
    assert!(op.i1(ctx));
    assert_eq!(op.i8(ctx), 200u8);
    assert_eq!(op.i32(ctx), 70000u32);
    assert_eq!(op.i64(ctx), 1u64 << 40);
    assert_eq!(op.si8(ctx), -5i8);
    assert_eq!(op.si32(ctx), -70000i32);
    assert_eq!(op.si64(ctx), -(1i64 << 40));
    assert_eq!(op.ui16(ctx), 65535u16);
    assert_eq!(op.ui64(ctx), u64::MAX);
    assert_eq!(op.index(ctx), -1i64);
    assert!(!op.flag(ctx));
    assert_eq!(op.any32(ctx), 5i128);
    assert_eq!(op.big(ctx), 123456789012345678901234i128);
    // The raw getters give the attributes themselves.
    assert_eq!(attr_text(ctx, op.i8_attr(ctx)), "-56 : i8");
    assert_eq!(attr_text(ctx, op.si8_attr(ctx)), "-5 : si8");
    assert_eq!(
        attr_text(ctx, op.ui64_attr(ctx)),
        "18446744073709551615 : ui64"
    );
    assert_eq!(attr_text(ctx, op.index_attr(ctx)), "-1 : index");
    assert_eq!(attr_text(ctx, op.i1_attr(ctx)), "true");
    assert_eq!(attr_text(ctx, op.flag_attr(ctx)), "false");
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""attrs.ints"() <{any32 = 5 : si32, big = 123456789012345678901234 : i128, flag = false, i1 = true, i32 = 70000 : i32, i64 = 1099511627776 : i64, i8 = -56 : i8, index = -1 : index, si32 = -70000 : si32, si64 = -1099511627776 : si64, si8 = -5 : si8, ui16 = 65535 : ui16, ui64 = 18446744073709551615 : ui64}> : () -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn setters_from_values_and_handles() {
    let mut ir = ir();
    let op = ints(&mut ir);
    op.set_i32(&mut ir.ctx, 12);
    op.set_si8(&mut ir.ctx, -128);
    op.set_flag(&mut ir.ctx, true);
    op.set_index(&mut ir.ctx, 42);
    let any = ir.attr("-9 : i32");
    op.set_any32_attr(&mut ir.ctx, any);
    assert_eq!(op.i32(&ir.ctx), 12);
    assert_eq!(op.si8(&ir.ctx), -128);
    assert!(op.flag(&ir.ctx));
    assert_eq!(op.index(&ir.ctx), 42);
    assert_eq!(op.any32(&ir.ctx), -9);
    assert_eq!(op.any32_attr(&ir.ctx), any);
    ir.round_trip();
}

#[test]
fn attribute_of_the_wrong_kind() {
    let mut ir = ir();
    let op = ints(&mut ir);
    let wrong = ir.attr("3 : i64");
    op.set_i32_attr(&mut ir.ctx, wrong);
    assert_eq!(
        ir.verify_error(),
        "'attrs.ints' op attribute 'i32' failed to satisfy constraint: 32-bit signless integer attribute"
    );
}

#[test]
fn attributes_are_checked_in_declaration_order() {
    let mut ir = ir();
    let op = ints(&mut ir);
    let wrong_ui16 = ir.attr("1 : si16");
    let wrong_i8 = ir.attr("\"x\"");
    op.set_ui16_attr(&mut ir.ctx, wrong_ui16);
    op.set_i8_attr(&mut ir.ctx, wrong_i8);
    assert_eq!(
        ir.verify_error(),
        "'attrs.ints' op attribute 'i8' failed to satisfy constraint: 8-bit signless integer attribute"
    );
}

#[test]
fn missing_attributes_are_reported_before_ill_typed_ones() {
    // MLIR fetches the required attributes in name order first.
    let mut ir = ir();
    let op = ints(&mut ir);
    let wrong = ir.attr("\"x\"");
    op.set_i1_attr(&mut ir.ctx, wrong);
    ods_runtime::ods::op::set_prop(&mut ir.ctx, op.id(), "si32", None);
    ods_runtime::ods::op::set_prop(&mut ir.ctx, op.id(), "ui16", None);
    assert_eq!(
        ir.verify_error(),
        "'attrs.ints' op requires attribute 'si32'"
    );
}

#[test]
fn missing_required_attribute() {
    let mut ir = ir();
    let mut state = ir.state::<IntsOp>();
    IntsOp::build_generic(&mut ir.ctx, &mut state, &[], &[], &[]);
    let op: IntsOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'attrs.ints' op requires attribute 'any32'"
    );
    // The getters say so too, as a programming error.
    assert_eq!(
        ods_tests::panic_message(|| op.i32(&ir.ctx)),
        "'attrs.ints' op requires attribute 'i32' (the operation was not verified)"
    );
}

#[test]
fn attribute_handles_given_to_the_aggregate_builder_become_properties() {
    let mut ir = ir();
    let value = ir.attr("42");
    let either = ir.attr("\"yes\"");
    let extra = ir.attr("\"discardable\"");
    let mut state = ir.state::<AnyOp>();
    AnyOp::build_generic(
        &mut ir.ctx,
        &mut state,
        &[],
        &[],
        &[("value", value), ("either", either), ("note", extra)],
    );
    let op: AnyOp = ir.create(state);
    assert_eq!(op.value(&ir.ctx), value);
    assert_eq!(op.either_attr(&ir.ctx), either);
    assert_eq!(ir.ctx.get_attr(op.id(), "note"), Some(extra));
    let text = ir.round_trip();
    assert!(
        text.contains(r#""attrs.any"() <{either = "yes", value = 42 : i64}> {note = "discardable"} : () -> ()"#),
        "{text}"
    );
}

#[test]
fn any_attr_of() {
    let mut ir = ir();
    let value = ir.attr("[1, \"two\"]");
    let int = ir.attr("7 : i32");
    let mut state = ir.state::<AnyOp>();
    AnyOp::build(&mut ir.ctx, &mut state, value, int);
    let op: AnyOp = ir.create(state);
    ir.verify_ok();
    let float = ir.attr("1.0 : f32");
    op.set_either_attr(&mut ir.ctx, float);
    assert_eq!(
        ir.verify_error(),
        "'attrs.any' op attribute 'either' failed to satisfy constraint: 32-bit signless integer attribute or string attribute"
    );
}

#[test]
fn float_string_type_and_symbol_attributes() {
    let mut ir = ir();
    let tensor = ir.ty("tensor<2xf32>");
    let i16_ty = ir.ty("i16");
    let target = convert::symbol_ref(&mut ir.ctx, "outer", &["inner"]);
    let mut state = ir.state::<ScalarsOp>();
    ScalarsOp::build(
        &mut ir.ctx,
        &mut state,
        1.5,
        -0.25,
        "text",
        tensor,
        i16_ty,
        "sym",
        "callee",
        target,
    );
    let op: ScalarsOp = ir.create(state);
    let ctx = &ir.ctx;
    assert_eq!(op.f32(ctx), 1.5f32);
    assert_eq!(op.f64(ctx), -0.25f64);
    assert_eq!(op.name(ctx), "text");
    assert_eq!(op.ty(ctx), tensor);
    assert_eq!(op.int_ty(ctx), i16_ty);
    assert_eq!(op.sym_name(ctx), "sym");
    assert_eq!(op.callee(ctx), "callee");
    assert_eq!(op.target(ctx), target);
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""attrs.scalars"() <{callee = @callee, f32 = 1.500000e+00 : f32, f64 = -2.500000e-01 : f64, int_ty = i16, name = "text", sym_name = "sym", target = @outer::@inner, ty = tensor<2xf32>}> : () -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn type_attribute_of_the_wrong_type() {
    let mut ir = ir();
    let tensor = ir.ty("tensor<2xf32>");
    let i32_ty = ir.ty("i32");
    let target = convert::symbol_ref(&mut ir.ctx, "t", &[]);
    let mut state = ir.state::<ScalarsOp>();
    ScalarsOp::build(
        &mut ir.ctx,
        &mut state,
        1.0,
        2.0,
        "n",
        tensor,
        i32_ty,
        "s",
        "c",
        target,
    );
    let _: ScalarsOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'attrs.scalars' op attribute 'int_ty' failed to satisfy constraint: type attribute of 16-bit signless integer"
    );
}

#[test]
fn array_and_dense_array_attributes() {
    let mut ir = ir();
    let (i8_ty, f16_ty) = (ir.ty("i8"), ir.ty("f16"));
    let any = ir.attr("[unit, 1 : i8]");
    let dict = ir.attr("{a = 1 : i32, b = \"c\"}");
    let elements = ir.attr("dense<[1, 2]> : tensor<2xi32>");
    let mut state = ir.state::<ArraysOp>();
    ArraysOp::build(
        &mut ir.ctx,
        &mut state,
        vec![1, -2],
        vec![1 << 40],
        vec![0.5, 2.0],
        vec![true, false],
        vec!["a", "b"],
        vec![i8_ty, f16_ty],
        vec![3, 4, 5],
        vec![1.25],
        vec![false, true],
        any,
        dict,
        elements,
    );
    let op: ArraysOp = ir.create(state);
    let ctx = &ir.ctx;
    assert_eq!(op.i32s(ctx), vec![1, -2]);
    assert_eq!(op.i64s(ctx), vec![1i64 << 40]);
    assert_eq!(op.f64s(ctx), vec![0.5, 2.0]);
    assert_eq!(op.bools(ctx), vec![true, false]);
    assert_eq!(op.strs(ctx), vec!["a", "b"]);
    assert_eq!(op.types(ctx), vec![i8_ty, f16_ty]);
    assert_eq!(op.dense_i32(ctx), vec![3, 4, 5]);
    assert_eq!(op.dense_f32(ctx), vec![1.25f32]);
    assert_eq!(op.dense_bools(ctx), vec![false, true]);
    assert_eq!(op.any(ctx), any);
    assert_eq!(op.dict(ctx), dict);
    assert_eq!(op.elements(ctx), elements);
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""attrs.arrays"() <{any = [unit, 1 : i8], bools = [true, false], dense_bools = array<i1: false, true>, dense_f32 = array<f32: 1.250000e+00>, dense_i32 = array<i32: 3, 4, 5>, dict = {a = 1 : i32, b = "c"}, elements = dense<[1, 2]> : tensor<2xi32>, f64s = [5.000000e-01, 2.000000e+00], i32s = [1 : i32, -2 : i32], i64s = [1099511627776], strs = ["a", "b"], types = [i8, f16]}> : () -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn array_setters_and_element_checks() {
    let mut ir = ir();
    let any = ir.attr("[]");
    let dict = ir.attr("{}");
    let elements = ir.attr("dense<1> : tensor<3xi32>");
    let mut state = ir.state::<ArraysOp>();
    ArraysOp::build(
        &mut ir.ctx,
        &mut state,
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        any,
        dict,
        elements,
    );
    let op: ArraysOp = ir.create(state);
    ir.verify_ok();
    op.set_i64s(&mut ir.ctx, vec![7, 8]);
    op.set_dense_i32(&mut ir.ctx, vec![-1]);
    assert_eq!(op.i64s(&ir.ctx), vec![7, 8]);
    assert_eq!(op.dense_i32(&ir.ctx), vec![-1]);
    ir.verify_ok();
    let mixed = ir.attr("[1 : i32, 2 : i64]");
    op.set_i32s_attr(&mut ir.ctx, mixed);
    assert_eq!(
        ir.verify_error(),
        "'attrs.arrays' op attribute 'i32s' failed to satisfy constraint: 32-bit integer array attribute"
    );
}

#[test]
fn dense_array_of_the_wrong_element_type() {
    let mut ir = ir();
    let any = ir.attr("[]");
    let dict = ir.attr("{}");
    let elements = ir.attr("dense<1> : tensor<3xi32>");
    let mut state = ir.state::<ArraysOp>();
    ArraysOp::build(
        &mut ir.ctx,
        &mut state,
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        any,
        dict,
        elements,
    );
    let op: ArraysOp = ir.create(state);
    let wrong = ir.attr("array<i64: 1>");
    op.set_dense_i32_attr(&mut ir.ctx, wrong);
    assert_eq!(
        ir.verify_error(),
        "'attrs.arrays' op attribute 'dense_i32' failed to satisfy constraint: i32 dense array attribute"
    );
}

#[test]
fn elements_attribute_of_the_wrong_element_type() {
    let mut ir = ir();
    let any = ir.attr("[]");
    let dict = ir.attr("{}");
    let elements = ir.attr("dense<1.0> : tensor<3xf32>");
    let mut state = ir.state::<ArraysOp>();
    ArraysOp::build(
        &mut ir.ctx,
        &mut state,
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
        any,
        dict,
        elements,
    );
    let _: ArraysOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'attrs.arrays' op attribute 'elements' failed to satisfy constraint: 32-bit signless integer elements attribute"
    );
}

#[test]
fn optional_and_default_valued_attributes_when_absent() {
    let mut ir = ir();
    let mut state = ir.state::<OptionalOp>();
    OptionalOp::build_generic(&mut ir.ctx, &mut state, &[], &[], &[]);
    let op: OptionalOp = ir.create(state);
    let ctx = &ir.ctx;
    assert_eq!(op.count(ctx), None);
    assert_eq!(op.count_attr(ctx), None);
    assert_eq!(op.label(ctx), None);
    assert_eq!(op.extra(ctx), None);
    assert_eq!(op.width(ctx), 7);
    // Filled in at creation, as MLIR's `populateDefaultProperties` does.
    let seven = op.width_attr(ctx).map(|a| attr_text(ctx, a));
    assert_eq!(seven.as_deref(), Some("7 : i64"));
    assert_eq!(op.offset(ctx), -3);
    assert_eq!(op.scale(ctx), 1.5);
    assert_eq!(op.mode(ctx), "none");
    assert_eq!(op.dims(ctx), vec![1, 2]);
    assert_eq!(op.level(ctx), 9);
    assert_eq!(op.level_attr(ctx), None);
    assert!(!op.fast(ctx));
    assert_eq!(op.fast_attr(ctx), None);
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""attrs.optional"() <{dims = [1, 2], mode = "none", offset = -3 : si32, scale = 1.500000e+00 : f32, width = 7 : i64}> : () -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn a_const_builder_call_without_its_value_never_computes_the_default() {
    // `constBuilderCall` ignores `$0`: building, creating and setting the
    // attribute never reach the default value (an `unreachable!`).
    let mut ir = ir();
    let unit = convert::unit_attr(&mut ir.ctx);
    let mut state = ir.state::<MarkedOp>();
    MarkedOp::build(&mut ir.ctx, &mut state, None);
    let defaulted: MarkedOp = ir.create(state);
    assert_eq!(defaulted.mark(&ir.ctx), unit);
    let mut state = ir.state::<MarkedOp>();
    MarkedOp::build_with_attrs(&mut ir.ctx, &mut state, None);
    let populated: MarkedOp = ir.create(state);
    assert_eq!(populated.mark_attr(&ir.ctx), Some(unit));
    let other = ir.attr("3 : i64");
    populated.set_mark(&mut ir.ctx, other);
    assert_eq!(populated.mark(&ir.ctx), unit);
}

#[test]
fn default_valued_attributes_take_their_default_in_builders() {
    let mut ir = ir();
    let mut state = ir.state::<OptionalOp>();
    OptionalOp::build(
        &mut ir.ctx,
        &mut state,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        flags::Fast::No,
    );
    let defaults: OptionalOp = ir.create(state);
    let mut state = ir.state::<OptionalOp>();
    // An optional attribute takes its value (`OptionalAttr<I32Attr>`: `u32`).
    OptionalOp::build(
        &mut ir.ctx,
        &mut state,
        Some(3),
        None,
        None,
        Some(70),
        Some(-30),
        Some(0.25),
        Some("fast"),
        Some(vec![5]),
        Some(2),
        flags::Fast::Yes,
    );
    let given: OptionalOp = ir.create(state);
    let ctx = &ir.ctx;
    assert_eq!(
        defaults.width_attr(ctx).map(|a| attr_text(ctx, a)),
        Some("7 : i64".into())
    );
    assert_eq!(defaults.width(ctx), 7);
    assert_eq!(defaults.mode(ctx), "none");
    assert_eq!(defaults.count(ctx), None);
    assert!(!defaults.fast(ctx));
    assert_eq!(given.count(ctx), Some(3));
    assert_eq!(given.width(ctx), 70);
    assert_eq!(given.offset(ctx), -30);
    assert_eq!(given.scale(ctx), 0.25);
    assert_eq!(given.mode(ctx), "fast");
    assert_eq!(given.dims(ctx), vec![5]);
    // DefaultValuedOptionalAttr: a value when given, absent (read as the
    // default) when not.
    assert_eq!(given.level(ctx), 2);
    assert_eq!(defaults.level_attr(ctx), None);
    assert_eq!(defaults.level(ctx), 9);
    assert!(given.fast(ctx));
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""attrs.optional"() <{dims = [1, 2], mode = "none", offset = -3 : si32, scale = 1.500000e+00 : f32, width = 7 : i64}> : () -> ()"#
        ),
        "{text}"
    );
    assert!(
        text.contains(
            r#""attrs.optional"() <{count = 3 : i32, dims = [5], fast, level = 2 : i32, mode = "fast", offset = -30 : si32, scale = 2.500000e-01 : f32, width = 70 : i64}> : () -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn optional_attribute_setters_and_removers() {
    let mut ir = ir();
    let mut state = ir.state::<OptionalOp>();
    OptionalOp::build_generic(&mut ir.ctx, &mut state, &[], &[], &[]);
    let op: OptionalOp = ir.create(state);
    op.set_count(&mut ir.ctx, 11);
    op.set_label(&mut ir.ctx, "lbl");
    op.set_width(&mut ir.ctx, 1);
    op.set_level(&mut ir.ctx, 2);
    op.set_fast(&mut ir.ctx, true);
    let extra = ir.attr("[1]");
    op.set_extra_attr(&mut ir.ctx, extra);
    assert_eq!(op.count(&ir.ctx), Some(11));
    assert_eq!(op.label(&ir.ctx), Some("lbl"));
    assert_eq!(op.width(&ir.ctx), 1);
    assert_eq!(op.level(&ir.ctx), 2);
    assert!(op.fast(&ir.ctx));
    assert_eq!(op.extra(&ir.ctx), Some(extra));
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""attrs.optional"() <{count = 11 : i32, dims = [1, 2], extra = [1], fast, label = "lbl", level = 2 : i32, mode = "none", offset = -3 : si32, scale = 1.500000e+00 : f32, width = 1 : i64}> : () -> ()"#
        ),
        "{text}"
    );
    op.remove_count(&mut ir.ctx);
    op.remove_width(&mut ir.ctx);
    op.set_fast(&mut ir.ctx, false);
    op.remove_label(&mut ir.ctx);
    assert_eq!(op.count(&ir.ctx), None);
    assert_eq!(op.width(&ir.ctx), 7);
    assert!(!op.fast(&ir.ctx));
    assert_eq!(op.fast_attr(&ir.ctx), None);
    assert_eq!(op.label(&ir.ctx), None);
    // Removed after creation, `width` stays absent until the op is read
    // back, when its default is filled in again.
    let text = ir.generic();
    assert!(
        text.contains(r#""attrs.optional"() <{dims = [1, 2], extra = [1], level = 2 : i32, mode = "none", offset = -3 : si32, scale = 1.500000e+00 : f32}> : () -> ()"#),
        "{text}"
    );
}

#[test]
fn optional_attribute_of_the_wrong_kind() {
    let mut ir = ir();
    let mut state = ir.state::<OptionalOp>();
    OptionalOp::build_generic(&mut ir.ctx, &mut state, &[], &[], &[]);
    let op: OptionalOp = ir.create(state);
    ir.verify_ok();
    let wrong = ir.attr("\"three\"");
    op.set_count_attr(&mut ir.ctx, wrong);
    assert_eq!(
        ir.verify_error(),
        "'attrs.optional' op attribute 'count' failed to satisfy constraint: 32-bit signless integer attribute"
    );
}

#[test]
fn default_valued_attribute_of_the_wrong_kind() {
    let mut ir = ir();
    let mut state = ir.state::<OptionalOp>();
    OptionalOp::build_generic(&mut ir.ctx, &mut state, &[], &[], &[]);
    let op: OptionalOp = ir.create(state);
    let wrong = ir.attr("1 : i32");
    op.set_offset_attr(&mut ir.ctx, wrong);
    assert_eq!(
        ir.verify_error(),
        "'attrs.optional' op attribute 'offset' failed to satisfy constraint: 32-bit signed integer attribute"
    );
}

#[test]
fn unit_attribute_set_to_another_kind() {
    let mut ir = ir();
    let mut state = ir.state::<OptionalOp>();
    OptionalOp::build_generic(&mut ir.ctx, &mut state, &[], &[], &[]);
    let op: OptionalOp = ir.create(state);
    let wrong = ir.attr("true");
    op.set_fast_attr(&mut ir.ctx, wrong);
    assert_eq!(
        ir.verify_error(),
        "'attrs.optional' op attribute 'fast' failed to satisfy constraint: unit attribute"
    );
}
