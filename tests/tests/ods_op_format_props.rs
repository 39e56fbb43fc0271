//! `fixtures/ods/op_format_props.td`: properties in op formats print as
//! mlir-tblgen's C++ prints them (read from its output for the same
//! formats), read back to the same IR, and default-valued attributes and
//! properties are filled in whichever way an op is created.

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::ods::op::Op;
use ods_runtime::{parse_source, verify::verify};
use ods_tests::op_format_props::ofp::*;
use ods_tests::support::Text;

const IR: Text = Text::new(OfpDialect::register);

// Defaults are elided; a unit property that leads its group prints as
// `unit`, one that only anchors it prints nothing; `prop-dict` always
// takes a space before it, even when it prints nothing (MLIR's
// `_odsPrinter << " "` before `printProperties`).
const CUSTOM: &str = r#"module {
  ofp.int 3
  ofp.int -4 q 6 u
  ofp.int 0 u
  ofp.lead "a" 
  ofp.lead 6 unit x "b\22c" <{tag = 8 : i32, ua}>
  ofp.dict <{p = 1 : i32}>
  ofp.dict <{p = 1 : i32, q = 6 : i64, u}> {note}
  ofp.else nou
  ofp.else q = 6 unit
  ofp.text "s" true
  ofp.text "" false
}"#;

#[test]
fn property_variables_print_and_read_back() {
    IR.fixed_point(CUSTOM);
}

#[test]
fn unit_properties_anchor_groups_of_operands() {
    let src = r#"module {
  %0 = "test.v"() : () -> i32
  ofp.flag %0, %0 u : i32, i32
  ofp.flag %0 : i32
}"#;
    let mut ctx = IR.context();
    ctx.allow_unregistered = true;
    let top = parse_source(&mut ctx, src, "t.mlir").unwrap();
    let printed = print_top_level(&ctx, top, PrintOptions::default()).unwrap();
    assert_eq!(printed.trim_end(), src);
}

#[test]
fn the_generic_form_holds_every_property_and_default() {
    let generic = IR.round(CUSTOM, true);
    let lines: Vec<&str> = generic.lines().collect();
    assert_eq!(
        lines[1],
        r#"  "ofp.int"() <{p = 3 : i32, q = 5 : i64, u = false}> : () -> ()"#
    );
    assert_eq!(
        lines[2],
        r#"  "ofp.int"() <{p = -4 : i32, q = 6 : i64, u}> : () -> ()"#
    );
    assert_eq!(
        lines[4],
        r#"  "ofp.lead"() <{q = 5 : i64, s = "a", tag = 7 : i32, u = false}> : () -> ()"#
    );
    assert_eq!(
        lines[5],
        r#"  "ofp.lead"() <{q = 6 : i64, s = "b\22c", tag = 8 : i32, u, ua}> : () -> ()"#
    );
}

#[test]
fn attr_dict_holds_inherent_attributes_but_not_properties() {
    // `p` is a property the format leaves out without `prop-dict`: MLIR
    // prints neither it nor its default.
    let src = r#"module {
  ofp.attrs 1
  ofp.attrs 1 {tag = 8 : i32}
}"#;
    IR.fixed_point(src);
    let generic = IR.round(src, true);
    assert!(
        generic
            .contains(r#""ofp.attrs"() <{p = 2 : i32, ra = 1 : i32, tag = 7 : i32}> : () -> ()"#),
        "{generic}"
    );
}

#[test]
fn defaults_are_filled_in_at_creation() {
    // Generic form without the defaults, a state made by hand, and the
    // builder: all hold them.
    let generic = IR.round(r#""ofp.attrs"() <{ra = 1 : i32}> : () -> ()"#, true);
    assert!(
        generic.contains(r#""ofp.attrs"() <{p = 2 : i32, ra = 1 : i32, tag = 7 : i32}>"#),
        "{generic}"
    );
    let mut ctx = IR.context();
    let loc = ctx.unknown_loc();
    let mut state = AttrsOp::state(&mut ctx, loc);
    let ra = ods_runtime::ods::convert::i32_attr(&mut ctx, 1);
    ods_runtime::ods::op::set_state_prop(&mut ctx, &mut state, "ra", Some(ra));
    let op = AttrsOp::from_id_unchecked(ctx.create_op(state));
    assert_eq!(op.tag(&ctx), 7);
    assert!(op.tag_attr(&ctx).is_some());
    assert_eq!(op.p(&ctx), 2);
}

// MLIR reports these at the op's location (its name).
#[test]
fn prop_dict_errors_are_mlirs() {
    assert_eq!(
        IR.errors("ofp.dict <{q = 6 : i64}>"),
        "t.mlir:1:1: error: invalid properties {q = 6 : i64} for op ofp.dict: expected key entry for p in DictionaryAttr to set Properties."
    );
    assert_eq!(
        IR.errors("ofp.dict <{p = 1 : i32, z = 1}>"),
        "t.mlir:1:1: error: invalid properties {p = 1 : i32, z = 1 : i64} for op ofp.dict: unknown key '\"z\"' when parsing properties dictionary"
    );
}

#[test]
fn property_parse_errors_are_mlirs() {
    // The property's parser fails first, then the generated code adds
    // its own error at the same place.
    let errors = IR.errors("ofp.int x");
    let lines: Vec<&str> = errors.lines().collect();
    assert!(lines[0].starts_with("t.mlir:1:9: error: "), "{errors}");
    assert!(lines[0].ends_with("expected integer value"), "{errors}");
    assert_eq!(
        lines[1],
        "t.mlir:1:9: error: custom op 'ofp.int' invalid value for property p, expected int32_t"
    );
    assert_eq!(
        IR.errors("ofp.lead unit \"s\""),
        "t.mlir:1:15: error: custom op 'ofp.lead' expected 'x'"
    );
}

#[test]
fn variadic_of_variadic_operands_print_their_groups() {
    // As MLIR's loop, the operand groups take a comma after them: the
    // literal after `$x` is no comma.
    let src = r#"module {
  %0 = "test.v"() : () -> i32
  %1 = "test.w"() : () -> i64
  ofp.groups (%0, %0), (), (%1) -> %0 : (i32, i32), (), (i64)
  ofp.groups (%1) -> %0 {note} : (i64)
  ofp.same (%0), (%0, %0)
}"#;
    let mut ctx = IR.context();
    ctx.allow_unregistered = true;
    let top = parse_source(&mut ctx, src, "t.mlir")
        .unwrap_or_else(|e| panic!("{}", ods_runtime::diag::render(&ctx, &e, "t.mlir", src)));
    verify(&ctx, top).unwrap_or_else(|e| panic!("{e}"));
    let printed = print_top_level(&ctx, top, PrintOptions::default()).unwrap();
    assert_eq!(printed.trim_end(), src);
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let generic = print_top_level(&ctx, top, generic).unwrap();
    // The parser infers the group sizes, which `attr-dict` leaves out.
    assert!(
        generic.contains(r#""ofp.groups"(%0, %0, %1, %0) <{segs = array<i32: 2, 0, 1>}> : (i32, i32, i64, i32) -> ()"#),
        "{generic}"
    );
    assert!(
        generic.contains(
            r#""ofp.same"(%0, %0, %0) <{segs = array<i32: 1, 2>}> : (i32, i32, i32) -> ()"#
        ),
        "{generic}"
    );
}
