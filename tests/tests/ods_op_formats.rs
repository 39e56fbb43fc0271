//! `fixtures/ods/op_formats.td`: ops with an `assemblyFormat` print their
//! custom form with MLIR's spacing, read it back to the same IR (and the
//! generic form to the same custom form), and report parse errors at
//! MLIR's columns.

use ods_tests::op_formats::fmt::FmtDialect;
use ods_tests::support::Text;

const IR: Text = Text::new(FmtDialect::register);

// `fmt.types  %0` and `fmt.generic  :` keep MLIR's double space: a space
// literal (or an empty operand list) and then the space before the next
// element.
const CUSTOM: &str = r#"module {
  %0 = fmt.const 7
  %1 = fmt.const 8 {fmt.note = "n"}
  %2 = fmt.any_const<"s"> : i64
  %3 = fmt.add %0, %1 : i32
  %4:2 = fmt.call @f(%0, %2) : (i32, i64) -> (i32, f32)
  %5 = fmt.call @g() : () -> i1
  fmt.call @h(%0) : (i32) -> ()
  fmt.segments %0[%1] (%3, %3) w 5 flag
  fmt.segments %0 ()
  fmt.else else ->
  fmt.else then, 4, -> attributes {level = 2 : i32}
  %6 = fmt.types  %0, %2
   : i32, i64 -> i1
  fmt.spacing(%2): i64 -> <%2> {} [], kw = ? + * ... -
  fmt.optional_first %2 : i64
  %7 = fmt.match %2, %2 : i64
  fmt.optional_first
  fmt.symbol @sym "note"
  fmt.region {
    fmt.br ^bb1, [^bb1, ^bb2]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    fmt.br ^bb2, []
  ^bb2:  // 2 preds: ^bb0, ^bb1
    fmt.yield %0, %2 : i32, i64
  }
  fmt.regions x {
    fmt.yield
  }, {
    fmt.yield
  }
  fmt.regions {fmt.note}
  %8 = fmt.second %0, %2 : i32, i64
  %9:2 = fmt.generic %0, %2 : (i32, i64) -> (i1, i1)
  fmt.generic  : () -> ()
  %10 = fmt.all_types %0, %2, %2 : i32, i64, i64 -> f32
}
"#;

#[test]
fn custom_forms_print_back_identically() {
    assert_eq!(IR.round(CUSTOM, false), CUSTOM.trim_end());
}

#[test]
fn the_generic_form_reads_back_to_the_same_custom_form() {
    let generic = IR.round(CUSTOM, true);
    assert!(
        generic.contains(r#""fmt.segments"(%0, %1, %3, %3) <{flag, operandSegmentSizes = array<i32: 1, 1, 2>, w = 5 : i32}>"#),
        "{generic}"
    );
    assert!(
        generic.contains(r#""fmt.const"() <{value = 7 : i32}> : () -> i32"#),
        "{generic}"
    );
    assert_eq!(IR.round(&generic, false), CUSTOM.trim_end());
    assert_eq!(IR.round(&generic, true), generic);
}

#[test]
fn default_valued_attributes_print_only_when_not_their_default() {
    assert_eq!(
        IR.round("fmt.else else -> attributes {level = 3 : i32}\n", false),
        "module {\n  fmt.else else ->\n}"
    );
}

#[test]
fn parse_errors_are_mlirs() {
    assert_eq!(
        IR.error("%0 = fmt.const 1\n%1 = fmt.add %0 %0 : i32\n"),
        "t.mlir:2:16: error: expected ','"
    );
    assert_eq!(
        IR.error("%0 = fmt.const 1\nfmt.else maybe\n"),
        "t.mlir:2:10: error: custom op 'fmt.else' expected 'else'"
    );
    assert_eq!(
        IR.error("%0 = fmt.const 1\n%1 = fmt.add %0, %0 : i64\n"),
        "t.mlir:2:14: error: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'"
    );
    assert_eq!(
        IR.error("%0 = fmt.const 1\n%1:2 = fmt.call @f(%0) : (i32, i32) -> (i1, i1)\n"),
        "t.mlir:2:20: error: custom op 'fmt.call' number of operands and types do not match: got 1 operands and 2 types"
    );
    assert_eq!(
        IR.error("%0 = fmt.const 1\n%1 = fmt.generic %0 : (i32, i32) -> ()\n"),
        "t.mlir:2:18: error: custom op 'fmt.generic' number of operands and types do not match: got 1 operands and 2 types"
    );
    // The inference's own error, on the op's line (MLIR reports it at the
    // op's name; the parser reports it after the name, where the custom
    // form starts).
    let inferred = IR.error("%0 = fmt.const 1\n%1 = fmt.second %0, %0 : i32, i32\n");
    assert!(inferred.starts_with("t.mlir:2:"), "{inferred}");
    assert!(
        inferred.ends_with(" error: fmt.second needs two types"),
        "{inferred}"
    );
}
