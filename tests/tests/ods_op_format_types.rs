//! `fixtures/ods/op_format_types.td`: dialect attributes and types print
//! stripped in formats (in full when qualified, in lists and in
//! `functional-type`), optional groups led by attributes, types taken from
//! attributes and traits, and the `operands` directive, each printed as
//! MLIR prints it and read back to the same IR.

use ods_tests::op_format_types::ftypes::FTDialect;
use ods_tests::support::Text;

const IR: Text = Text::new(FTDialect::register);

#[test]
fn dialect_attributes_and_types_print_stripped() {
    IR.fixed_point(
        r#"module {
  %0 = ftypes.make 1, 2 : <1, 2>
  %1 = ftypes.stripped <3> %0 : <1, 2> -> <4, 5>
  %2 = ftypes.stripped <3> extra <6> %1 : <4, 5> -> <4, 5>
  ftypes.qualified #ftypes.box<3> %0, %1, %2 : !ftypes.pair<1, 2>, !ftypes.pair<4, 5>, !ftypes.pair<4, 5>
  %3 = ftypes.functional %0 : (!ftypes.pair<1, 2>) -> !ftypes.pair<7, 8>
}"#,
    );
}

#[test]
fn stripped_positions_read_the_full_form_too() {
    assert_eq!(
        IR.round(
            "%0 = ftypes.make 1, 2 : !ftypes.pair<1, 2>\n%1 = ftypes.stripped #ftypes.box<3> %0 : !ftypes.pair<1, 2> -> <4, 5>\n",
            false
        ),
        "module {\n  %0 = ftypes.make 1, 2 : <1, 2>\n  %1 = ftypes.stripped <3> %0 : <1, 2> -> <4, 5>\n}"
    );
}

#[test]
fn a_full_form_of_another_kind_is_an_error() {
    // Without `!`, the def's own parser reads the body.
    assert_eq!(
        IR.error("%0 = ftypes.make 1, 2 : i32\n"),
        "t.mlir:1:24: error: expected '<'"
    );
    assert_eq!(
        IR.error("!t = i32\n%0 = ftypes.make 1, 2 : !t\n"),
        "t.mlir:2:25: error: custom op 'ftypes.make' invalid kind of type specified: expected ftypes.pair, but found 'i32'"
    );
    assert_eq!(
        IR.error("%0 = ftypes.make 1, 2 : <1, 2>\nftypes.qualified 3 %0, %0 : !ftypes.pair<1, 2>, !ftypes.pair<1, 2>\n"),
        "t.mlir:2:18: error: custom op 'ftypes.qualified' invalid kind of attribute specified"
    );
    assert_eq!(
        IR.error("#b = 1\n%0 = ftypes.make 1, 2 : <1, 2>\n%1 = ftypes.stripped #b %0 : <1, 2> -> <1, 2>\n"),
        "t.mlir:3:22: error: custom op 'ftypes.stripped' invalid kind of attribute specified"
    );
}

#[test]
fn optional_groups_led_by_attributes() {
    IR.fixed_point(
        r#"module {
  ftypes.lead noflag
  ftypes.lead @s unit 3 times box <4>
  ftypes.lead unit box <4>
  ftypes.lead noflag 3 times
  ftypes.qualified_lead #ftypes.box<1> boxed
  ftypes.qualified_lead
}"#,
    );
}

#[test]
fn a_default_valued_anchor_prints_when_not_its_default() {
    IR.fixed_point(
        r#"module {
  ftypes.default_lead
  ftypes.default_lead 7 level
  ftypes.defaults on
  ftypes.defaults level 6 off
}"#,
    );
    // Set to its default, the attribute prints in neither place.
    assert_eq!(
        IR.round(
            "ftypes.default_lead 5 level\nftypes.defaults level 5 on\n",
            false
        ),
        "module {\n  ftypes.default_lead\n  ftypes.defaults on\n}"
    );
    // Created without it, the default is filled in (MLIR's populateDefaultProperties).
    assert!(IR
        .round("ftypes.defaults off\n", true)
        .contains("<{level = 5 : i32, off}>"));
}

#[test]
fn a_leading_dialect_attribute_is_read_in_full_and_of_its_kind() {
    // MLIR's generated parser reads a leading attribute with
    // `parseOptionalAttribute`, in full, while its printer strips it.
    assert_eq!(
        IR.round("ftypes.lead noflag box #ftypes.box<2>\n", false),
        "module {\n  ftypes.lead noflag box <2>\n}"
    );
    assert_eq!(
        IR.round("ftypes.stripped_lead #ftypes.box<2> boxed\n", false),
        "module {\n  ftypes.stripped_lead <2> boxed\n}"
    );
    assert_eq!(
        IR.error("ftypes.qualified_lead 1 boxed\n"),
        "t.mlir:1:23: error: custom op 'ftypes.qualified_lead' invalid kind of attribute specified"
    );
    assert_eq!(
        IR.error("ftypes.lead \"s\"\n"),
        "t.mlir:1:13: error: custom op 'ftypes.lead' invalid kind of attribute specified"
    );
}

#[test]
fn types_taken_from_an_attribute() {
    IR.fixed_point(
        r#"module {
  %0 = ftypes.attr_type 7 : i16
  ftypes.attr_operand 1.500000e+00 : f32, %1
  %1 = ftypes.attr_type 2.500000e+00 : f32
}"#,
    );
    let generic = IR.round("%0 = ftypes.attr_type 7 : i16\n", true);
    assert!(generic.contains(": () -> i16"), "{generic}");
    // An attribute without a type gives none (MLIR's generated C++ would
    // call `getType` on it).
    assert_eq!(
        IR.error("%0 = ftypes.attr_type [1]\n"),
        "t.mlir:1:23: error: attribute 'value' has no type to take"
    );
    // A value of another type than the attribute's.
    assert_eq!(
        IR.error("%0 = ftypes.attr_type 7 : i16\nftypes.attr_operand 1 : i32, %0\n"),
        "t.mlir:2:30: error: use of value '%0' expects different type than prior uses: 'i32' vs 'i16'"
    );
}

#[test]
fn the_operands_directive() {
    IR.fixed_point(
        r#"module {
  %0 = ftypes.attr_type 1 : i32
  %1 = ftypes.attr_type 2 : i64
  ftypes.all_operands %0, %1
  ftypes.segmented %0, %0, %1 {operandSegmentSizes = array<i32: 2, 1>} : i32, i32, i64
}"#,
    );
    let generic = IR.round(
        "%0 = ftypes.attr_type 1 : i32\n%1 = ftypes.attr_type 2 : i64\nftypes.segmented %0, %1 {operandSegmentSizes = array<i32: 1, 1>} : i32, i64\n",
        true,
    );
    assert!(
        generic.contains(r#""ftypes.segmented"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i64) -> ()"#),
        "{generic}"
    );
    assert_eq!(
        IR.error("%0 = ftypes.attr_type 1 : i32\nftypes.all_operands %0\n"),
        "t.mlir:2:21: error: custom op 'ftypes.all_operands' number of operands and types do not match: got 1 operands and 2 types"
    );
}

#[test]
fn result_types_the_traits_infer() {
    IR.fixed_point(
        r#"module {
  %0 = ftypes.attr_type 1 : i32
  %1 = ftypes.attr_type 2.000000e+00 : f16
  %2 = ftypes.inferred %0, %0 : i32
  %3 = ftypes.inferred_match(%0, %0) %1 : f16
  %4 = ftypes.inferred_match() %1 : f16
}"#,
    );
    let generic = IR.round(
        "%0 = ftypes.attr_type 1 : i32\n%1 = ftypes.attr_type 2.0 : f16\n%3 = ftypes.inferred_match(%0) %1 : f16\n",
        true,
    );
    assert!(generic.contains(": (i32, f16) -> f16"), "{generic}");
}

#[test]
fn element_types_from_a_shaped_type() {
    IR.fixed_point(
        r#"module {
  %0 = ftypes.attr_type 1 : i32
  %1 = ftypes.from_elements %0, %0 : vector<2xi32>
  %2:2 = ftypes.to_elements %1 : vector<2xi32>
  %3 = ftypes.from_elements %0 : vector<i32>
}"#,
    );
    let generic = IR.round(
        "%0 = ftypes.attr_type 1 : i32
%1 = ftypes.from_elements %0, %0 : vector<2xi32>
%2:2 = ftypes.to_elements %1 : vector<2xi32>
",
        true,
    );
    assert!(
        generic.contains(": (i32, i32) -> vector<2xi32>"),
        "{generic}"
    );
    assert!(
        generic.contains(": (vector<2xi32>) -> (i32, i32)"),
        "{generic}"
    );
    // As many elements as the vector has, each of its element type.
    assert_eq!(
        IR.error("%0 = ftypes.attr_type 1 : i32
%1 = ftypes.from_elements %0 : vector<2xi32>
"),
        "t.mlir:2:27: error: custom op 'ftypes.from_elements' number of operands and types do not match: got 1 operands and 2 types"
    );
    assert_eq!(
        IR.error("%0 = ftypes.attr_type 1 : i64
%1 = ftypes.from_elements %0 : vector<1xi32>
"),
        "t.mlir:2:27: error: use of value '%0' expects different type than prior uses: 'i32' vs 'i64'"
    );
}

#[test]
fn enum_attributes_print_as_their_case() {
    // The dialect enum's own printer starts with a space (its format is
    // `$value`): MLIR prints two after the comma too.
    IR.fixed_point(
        r#"module {
  ftypes.mode fast, auto, ,  square
  ftypes.mode auto, fast, fast auto first,  circle
}"#,
    );
    // A quoted case reads as the case; the default prints when absent; a
    // case that is no keyword prints bare all the same, as MLIR's
    // `stringify` output goes out unquoted.
    assert_eq!(
        IR.round(
            "ftypes.mode \"fast\", \"auto\", \"slow-path\", square\n\"ftypes.mode\"() <{mode = 1 : i32, shape = #ftypes<shape circle>}> : () -> ()\n",
            false
        ),
        "module {\n  ftypes.mode fast, auto, slow-path,  square\n  ftypes.mode slow-path, auto, ,  circle\n}"
    );
    let generic = IR.round("ftypes.mode fast, auto, ,  square\n", true);
    assert!(
        generic.contains("<{fallback = 2 : i32, mode = 0 : i32, shape = #ftypes<shape square>}>"),
        "{generic}"
    );
}

#[test]
fn enum_attribute_errors_are_mlirs() {
    assert_eq!(
        IR.error("ftypes.mode , auto, , square\n"),
        "t.mlir:1:13: error: custom op 'ftypes.mode' expected string or keyword containing one of the following enum values for attribute 'mode' [fast, slow-path, auto]"
    );
    assert_eq!(
        IR.error("ftypes.mode slow, auto, , square\n"),
        "t.mlir:1:13: error: custom op 'ftypes.mode' expected string or keyword containing one of the following enum values for attribute 'mode' [fast, slow-path, auto]"
    );
    assert_eq!(
        IR.error("ftypes.mode \"slow\", auto, , square\n"),
        "t.mlir:1:13: error: custom op 'ftypes.mode' invalid mode attribute specification: \"slow\""
    );
    assert_eq!(
        IR.error("ftypes.mode 1, auto, , square\n"),
        "t.mlir:1:13: error: custom op 'ftypes.mode' expected string or keyword containing one of the following enum values for attribute 'mode' [fast, slow-path, auto]"
    );
    assert_eq!(
        IR.error("ftypes.mode fast, auto, , triangle\n"),
        // The stripped attribute reads through the op's parser: MLIR's
        // errors there name the op.
        "t.mlir:1:27: error: custom op 'ftypes.mode' expected one of [square, circle] for a shape, got: triangle"
    );
}
