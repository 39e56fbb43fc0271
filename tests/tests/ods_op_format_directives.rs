//! `fixtures/ods/op_format_directives.td`: `custom<...>` directives calling
//! Rust functions, `oilist`, the `regions` and `successors` directives and
//! the implicit terminators of `SingleBlockImplicitTerminator` ops print
//! MLIR's custom form, read it back to the same IR, agree with the generic
//! form, and report MLIR's errors.

use ods_tests::op_format_directives::dirs::DirsDialect;
use ods_tests::support::Text;

const IR: Text = Text::allowing_unregistered(DirsDialect::register);

// `dirs.wrap empty ` keeps MLIR's space before a custom directive that
// prints nothing (`custom<Dict>` without attributes).
const CUSTOM: &str = r#"module {
  %0 = "test.def"() : () -> i32
  %1 = "test.def"() : () -> f32
  %2 = dirs.pair %0 or %0[%0 : i32, %1 : f32] count 3 step 2 of %0 -> i64
  %3 = dirs.pair %0[] count -1 step 2 of %0 -> i1 {tag}
  dirs.maybe some 4 end
  dirs.maybe none
  dirs.wrap {
    "test.inner"() : () -> ()
  } with {a = 1 : i64}
  dirs.wrap empty 
  "test.region"() ({
    dirs.goto to ^bb1 again ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb1
    dirs.branches ^bb2, ^bb1, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "test.end"() : () -> ()
  }) : () -> ()
}"#;

#[test]
fn custom_directives_print_what_their_functions_write_and_read_back() {
    IR.fixed_point(CUSTOM);
}

#[test]
fn custom_directives_fill_the_operation() {
    let generic = IR.round(CUSTOM, true);
    assert!(
        generic.contains(
            r#""dirs.pair"(%0, %0, %0, %1) <{n = 3 : i64, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, f32) -> i64"#
        ),
        "{generic}"
    );
    assert!(
        generic.contains(r#""dirs.pair"(%0) <{n = -1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> {tag} : (i32) -> i1"#),
        "{generic}"
    );
    assert!(
        generic.contains(r#""dirs.maybe"() <{m = 4 : i64}> : () -> ()"#),
        "{generic}"
    );
    assert!(
        generic.contains(r#""dirs.maybe"() : () -> ()"#),
        "{generic}"
    );
    assert!(
        generic.contains(
            r#""dirs.wrap"() ({
  }) : () -> ()"#
        ) || generic.contains(r#""dirs.wrap"() ({}) : () -> ()"#),
        "{generic}"
    );
}

/// A directive's errors through its parser name the op, as MLIR's
/// custom op parser words them.
#[test]
fn custom_directive_errors() {
    assert_eq!(
        IR.error("%0 = \"test.def\"() : () -> i32\n%1 = dirs.pair %0[] count 3 step 5 of %0 -> i1"),
        "t.mlir:2:34: error: custom op 'dirs.pair' expected step 2"
    );
    assert_eq!(
        IR.error("%0 = \"test.def\"() : () -> i32\n%1 = \"test.def\"() : () -> i32\n%2 = dirs.pair %0[] count 3 step 2 of %1 -> i1"),
        "t.mlir:3:39: error: custom op 'dirs.pair' expected the count of %0"
    );
}

#[test]
fn a_single_value_the_custom_directive_leaves_unset_is_an_error() {
    assert_eq!(
        IR.round("%0 = dirs.lazy f32", false),
        "module {\n  %0 = dirs.lazy f32\n}"
    );
    assert_eq!(
        IR.error("%0 = dirs.lazy nothing"),
        "t.mlir:1:16: error: custom directive 'Lazy' did not set 'type($r)'"
    );
}

#[test]
fn oilist_clauses_read_in_any_order_and_print_in_declaration_order() {
    let src = r#"module {
  %0 = "test.def"() : () -> i32
  dirs.clauses by 3 nowait chunk = 4 steps(%0, %0) lower(%0)
  dirs.clauses
  dirs.clauses steps() {x}
  dirs.clauses by 1
}"#;
    // `by` equal to its default is left out, as MLIR's clause check does.
    assert_eq!(
        IR.round(src, false),
        r#"module {
  %0 = "test.def"() : () -> i32
  dirs.clauses lower(%0) steps(%0, %0) chunk = 4 nowait by 3
  dirs.clauses
  dirs.clauses {x}
  dirs.clauses
}"#
    );
    let printed = IR.round(src, false);
    IR.fixed_point(&printed);
    let generic = IR.round(src, true);
    assert!(
        generic.contains(
            r#"<{by = 3 : i64, chunk = 4 : i64, nowait, operandSegmentSizes = array<i32: 1, 2>}>"#
        ),
        "{generic}"
    );
}

#[test]
fn oilist_clause_twice_is_mlirs_error_at_the_op_name() {
    assert_eq!(
        IR.error("dirs.clauses nowait chunk = 1 nowait"),
        "t.mlir:1:1: error: custom op 'dirs.clauses' `nowait` clause can appear at most once in the expansion of the oilist directive"
    );
}

#[test]
fn regions_and_successors_directives_list_them_all() {
    let src = r#"module {
  dirs.two {
    "test.a"() : () -> ()
  }, {
    "test.b"() : () -> ()
  } attributes {k}
  dirs.two {
  }, {
  }
  "test.region"() ({
    dirs.branches ^bb1
  ^bb1:  // pred: ^bb0
    "test.end"() : () -> ()
  }) : () -> ()
}"#;
    IR.fixed_point(src);
    let generic = IR.round(src, true);
    assert!(
        generic.contains(r#""dirs.branches"()[^bb1] : () -> ()"#),
        "{generic}"
    );
}

#[test]
fn implicit_terminators_are_added_when_parsed_and_elided_when_printed() {
    let src = r#"module {
  dirs.scope {
    "test.a"() : () -> ()
  }
  dirs.scope {
  }
  dirs.scope {
    dirs.end {keep}
  }
  dirs.scopes {
  }, {
    "test.b"() : () -> ()
  }
  dirs.maybe_scope then {
  }
  dirs.maybe_scope
}"#;
    IR.fixed_point(src);
    let generic = IR.round(src, true);
    assert_eq!(
        generic.matches(r#""dirs.end"() : () -> ()"#).count(),
        5,
        "{generic}"
    );
    assert!(
        generic.contains(r#""dirs.end"() {keep} : () -> ()"#),
        "{generic}"
    );
}

#[test]
fn an_explicit_bare_terminator_is_elided_and_not_doubled() {
    let src = "dirs.scope {\n  \"test.a\"() : () -> ()\n  dirs.end\n}";
    let printed = IR.round(src, false);
    assert_eq!(
        printed,
        "module {\n  dirs.scope {\n    \"test.a\"() : () -> ()\n  }\n}"
    );
    assert_eq!(IR.round(src, true).matches("dirs.end").count(), 1);
}

#[test]
fn entry_block_arguments_print_in_the_region() {
    let src = r#"module {
  dirs.scope {
  ^bb0(%arg0: i32):
    "test.use"(%arg0) : (i32) -> ()
  }
}"#;
    IR.fixed_point(src);
}

#[test]
fn generated_module_documents_the_custom_directive_signatures() {
    let text = ods_tests::generated::OP_FORMAT_DIRECTIVES;
    let pair = ods_tests::generated::impl_block(text, "PairOp");
    for signature in [
        "/// - `fn parse_operands(p: &mut OpAsmParser<'_, '_>, a: &mut Option<UnresolvedOperand>, b: &mut Option<UnresolvedOperand>) -> PResult<()>`",
        "/// - `fn parse_values(p: &mut OpAsmParser<'_, '_>, c: &mut Vec<UnresolvedOperand>, type_c: &mut Vec<Type>) -> PResult<()>`",
        "/// - `fn parse_count(p: &mut OpAsmParser<'_, '_>, n: &mut Option<Attribute>, a: &UnresolvedOperand, arg2: _) -> PResult<()>`",
        "/// - `fn print_count(p: &mut OpAsmPrinter<'_, '_>, op: OpId, n: Attribute, a: Value, arg2: _) -> IrResult<()>`",
        "/// - `fn print_values(p: &mut OpAsmPrinter<'_, '_>, op: OpId, c: &[Value], type_c: &[Type]) -> IrResult<()>`",
    ] {
        assert!(pair.contains(signature), "{signature} in\n{pair}");
    }
    let maybe = ods_tests::generated::impl_block(text, "MaybeOp");
    assert!(maybe.contains(
        "/// - `fn parse_maybe(p: &mut OpAsmParser<'_, '_>, m: &mut Option<Attribute>) -> PResult<bool>`"
    ));
    assert!(pair.contains("parse_operands(p, &mut __arg_0, &mut __arg_1)?"));
}

#[test]
fn every_argument_kind_reaches_the_directive_that_references_it() {
    let src = r#"module {
  %0 = "test.def"() : () -> i32
  %r, %q = dirs.every %0 or %0 (%0, %0) -> i64, f32 n 3 m 4 unit {
    "test.x"() : () -> ()
  }, {
  } attrs {k = 1 : i64} look %0, %0, "2 3 4 1 1 true" : i64, f32
  %r_0 = dirs.every %0 () -> i1 n 5 {
  } look %0, none, "0 5 -1 0 0 true" : i1
}"#;
    IR.fixed_point(src);
    let generic = IR.round(src, true);
    assert!(
        generic.contains(
            r#"<{m = 4 : i64, n = 3 : i64, operandSegmentSizes = array<i32: 1, 1, 2>, u}> ({"#
        ),
        "{generic}"
    );
    assert!(
        generic.contains("}) {k = 1 : i64} : (i32, i32, i32, i32) -> (i64, f32)"),
        "{generic}"
    );
    assert_eq!(
        IR.error("%0 = \"test.def\"() : () -> i32\n%1 = dirs.every %0 () -> i1 n 5 {\n} look %0, none, \"0 6 -1 0 0 true\" : i1"),
        "t.mlir:3:18: error: custom op 'dirs.every' expected \"0 5 -1 0 0 true\""
    );
}

#[test]
fn a_single_block_region_parsed_empty_gets_its_block() {
    let src = "module {\n  dirs.block {\n  }\n}";
    IR.fixed_point(src);
    assert!(
        IR.round(src, true)
            .contains("\"dirs.block\"() ({\n  ^bb0:\n  }) : () -> ()"),
        "{}",
        IR.round(src, true)
    );
}
