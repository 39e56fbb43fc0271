//! `fixtures/ods/op_format_rest.td`: properties handed to custom
//! directives, `ref` of the list directives, and a unit property anchoring
//! an else group, printed as mlir-tblgen's C++ prints them (read from its
//! output for the same formats) and read back to the same IR.

use ods_tests::op_format_rest::rest::RestDialect;
use ods_tests::support::Text;

const IR: Text = Text::allowing_unregistered(RestDialect::register);

#[test]
fn properties_pass_through_custom_directives() {
    // MLIR: `printPair(_odsPrinter, *this, getProperties().n,
    // getProperties().d)`, each directive after a space.
    IR.fixed_point(
        r#"module {
  rest.props "ab" 4 echo 6
  rest.props "" -1, 7 echo -1
}"#,
    );
}

#[test]
fn parsed_properties_are_stored_and_the_rest_defaulted() {
    let generic = IR.round(
        "rest.props \"ab\" 4 echo 6\nrest.props \"\" 0, 5 echo 0\n",
        true,
    );
    let lines: Vec<&str> = generic.lines().collect();
    assert_eq!(
        lines[1],
        r#"  "rest.props"() <{d = 3 : i64, n = 4 : i64, s = "ab"}> : () -> ()"#
    );
    assert_eq!(
        lines[2],
        r#"  "rest.props"() <{d = 5 : i64, n = 0 : i64, s = ""}> : () -> ()"#
    );
}

#[test]
fn a_ref_of_a_property_sees_its_value_so_far() {
    assert_eq!(
        IR.error("rest.props \"abc\" 2 echo 4\n"),
        "t.mlir:1:25: error: custom op 'rest.props' expected echo 5"
    );
}

#[test]
fn a_unit_property_anchors_an_else_group() {
    // MLIR: `if (!getU() != false) { << "on" } else { << "off" }`, and
    // reading `off` sets the property.
    IR.fixed_point("module {\n  rest.switch on\n  rest.switch off\n}");
    let generic = IR.round("rest.switch on\nrest.switch off\n", true);
    assert!(
        generic.contains(r#""rest.switch"() <{u = false}>"#),
        "{generic}"
    );
    assert!(generic.contains(r#""rest.switch"() <{u}>"#), "{generic}");
}

// With no regions (successors), the directive prints nothing after its
// space, as MLIR's `_odsPrinter << ' '` before the list.
const LISTS: &str = r#"module {
  %0:2 = "test.v"() : () -> (i32, i64)
  %1:2 = rest.lists %0#0, %0#0, %0#1 {
    "test.x"() : () -> ()
  }, {
    "test.y"() : () -> ()
  } : i32, i32, i64 -> i32, i32 count[3, 3, 2, 2]
  %2 = rest.lists %0#1  : i64 -> i32 count[1, 1, 1, 0]
}"#;

#[test]
fn custom_directives_see_the_lists_read_before() {
    IR.fixed_point(LISTS);
}

#[test]
fn a_ref_of_a_list_is_what_was_read() {
    assert_eq!(
        IR.error(
            "%0 = \"test.v\"() : () -> i64\n%1 = rest.lists %0 : i64 -> i32 count[1, 1, 2, 0]\n"
        ),
        "t.mlir:2:33: error: custom op 'rest.lists' expected count[1, 1, 1, 0]"
    );
}

#[test]
fn a_ref_of_successors_is_what_was_read() {
    let src = r#"module {
  "test.f"() ({
    rest.jump ^bb1, ^bb1 count[2]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    rest.jump  count[0]
  }) : () -> ()
}"#;
    IR.fixed_point(src);
    assert_eq!(
        IR.error("\"test.f\"() ({\n  rest.jump ^bb1 count[2]\n^bb1:\n  rest.jump count[0]\n}) : () -> ()\n"),
        "t.mlir:2:18: error: custom op 'rest.jump' expected count[1]"
    );
}

// `in` is found among what `operands` read as the op's adaptor splits
// them: evenly among the variadic groups, or by `operandSegmentSizes`.
const INFERRED: &str = r#"module {
  %0:3 = "test.v"() : () -> (i32, i32, i64)
  %1 = rest.infer %0#0, %0#1, %0#2 : i32, i32, i64
  %2 = rest.infer %0#2 : i64
  %3 = rest.infer_segments %0#0, %0#2, %0#1, %0#1 {operandSegmentSizes = array<i32: 1, 1, 2>} : i32, i64, i32, i32
}"#;

#[test]
fn result_types_are_inferred_from_operands_split_in_groups() {
    IR.fixed_point(INFERRED);
    let generic = IR.round(INFERRED, true);
    assert!(
        generic.contains(r#"%1 = "rest.infer"(%0#0, %0#1, %0#2) : (i32, i32, i64) -> i64"#),
        "{generic}"
    );
    assert!(generic.contains(r#"%3 = "rest.infer_segments"(%0#0, %0#2, %0#1, %0#1) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i64, i32, i32) -> i64"#), "{generic}");
}

#[test]
fn operands_that_do_not_fit_the_groups_are_an_error_at_the_op() {
    // Where the custom form starts, as the other inference failures.
    assert_eq!(
        IR.error("%0 = \"test.v\"() : () -> i32\n%1 = rest.infer_segments %0 {operandSegmentSizes = array<i32: 1, 1, 1>} : i32\n"),
        "t.mlir:2:26: error: 'rest.infer_segments' op 1 values, but the groups hold 3"
    );
    assert_eq!(
        IR.error("%0 = \"test.v\"() : () -> i32\n%1 = rest.infer_segments %0 {operandSegmentSizes = array<i32: 1, 0, 0>} : i32\n"),
        "t.mlir:2:26: error: 'rest.infer_segments' op: no operand 'in' to infer the result type from"
    );
}

// MLIR: `operands` and `type(operands)` are flat (`segs` stays in the
// dictionary), `functional-type` joins the groups' types
// (`getX().join().getTypes()`), and a group led by the operand prints when
// it has any group (`!getX().empty()`).
const GROUPS: &str = r#"module {
  %0:2 = "test.v"() : () -> (i32, i64)
  rest.vov_all %0#0, %0#0, %0#1 {operandSegmentSizes = array<i32: 2, 1>, segs = array<i32: 1, 1>} : i32, i32, i64
  rest.vov_types (%0#0, %0#0), (%0#0) and %0#1 : i32, i32, i32, i64
  %1 = rest.vov_functional (%0#0), (%0#0, %0#0) : (i32, i32, i32) -> i32
  rest.vov_lead (%0#0), (%0#0, %0#0) : (i32), (i32, i32) and %0#1 : i64
  rest.vov_lead and %0#1 : i64
}"#;

#[test]
fn variadic_of_variadic_operands_in_the_list_directives() {
    IR.fixed_point(GROUPS);
    let generic = IR.round(GROUPS, true);
    let lines: Vec<&str> = generic.lines().collect();
    assert_eq!(
        lines[3],
        r#"  "rest.vov_types"(%0#0, %0#0, %0#0, %0#1) <{operandSegmentSizes = array<i32: 3, 1>, segs = array<i32: 2, 1>}> : (i32, i32, i32, i64) -> ()"#
    );
    assert_eq!(
        lines[4],
        r#"  %1 = "rest.vov_functional"(%0#0, %0#0, %0#0) <{segs = array<i32: 1, 2>}> : (i32, i32, i32) -> i32"#
    );
    assert_eq!(
        lines[6],
        r#"  "rest.vov_lead"(%0#1) <{operandSegmentSizes = array<i32: 0, 1>, segs = array<i32>}> : (i64) -> ()"#
    );
}
