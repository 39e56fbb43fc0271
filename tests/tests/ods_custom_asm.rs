//! `fixtures/ods/custom_asm.td` and its Rust in `src/custom_asm.rs`:
//! `hasCustomAssemblyFormat` ops register their parser and printer, print
//! their custom form unless printing is generic, and read both forms back
//! to the same IR; the parser's errors are MLIR's, at MLIR's columns.

use ods_tests::custom_asm::casm::CasmDialect;
use ods_tests::support::Text;

const IR: Text = Text::new(CasmDialect::register);

const CUSTOM: &str = r#"module {
  casm.lambda @f(%arg0: i32, %arg1: i32) attributes {casm.tag = 1 : i64} {
    %0 = casm.const 4 : i32
    %1 = casm.add %arg0, %0 : i32 {casm.note = "x"}
    casm.br ^bb1(%1 : i32)
  ^bb1(%2: i32):  // pred: ^bb0
    casm.yield %2, %arg1 : i32, i32
  }
  casm.lambda @g() {
    casm.yield
  }
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
        generic.contains("\"casm.add\"(%arg0, %0) {casm.note"),
        "{generic}"
    );
    assert!(generic.contains("\"casm.br\"(%1)[^bb1]"), "{generic}");
    assert_eq!(IR.round(&generic, false), CUSTOM.trim_end());
    assert_eq!(IR.round(&generic, true), generic);
}

#[test]
fn operand_count_and_type_errors_are_mlirs() {
    assert_eq!(
        IR.error("%0 = casm.const 1 : i32\n%1 = casm.add %0 : i32\n"),
        "t.mlir:2:15: error: custom op 'casm.add' expected 2 operands"
    );
    assert_eq!(
        IR.error("%0 = casm.const 1 : i32\n%1 = casm.add %0, %0 : i64\n"),
        "t.mlir:2:15: error: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'"
    );
    assert_eq!(
        IR.error("casm.lambda @f(%a: i32, %a: i32) {\n}\n"),
        "t.mlir:1:25: error: region entry argument '%a' is already in use"
    );
}

#[test]
fn region_arguments_and_successors_report_at_their_column() {
    assert_eq!(
        IR.error("casm.lambda @f(%a#1: i32) {\n}\n"),
        "t.mlir:1:18: error: result number not allowed in argument list"
    );
    assert_eq!(
        IR.error("casm.lambda @f(%a: i32) {\n^bb0:\n}\n"),
        "t.mlir:2:1: error: invalid block name in region with named arguments"
    );
    assert_eq!(
        IR.error("casm.lambda f() {\n}\n"),
        "t.mlir:1:13: error: custom op 'casm.lambda' expected valid '@'-identifier for symbol name"
    );
    assert_eq!(
        IR.error("casm.lambda @f(%a: i32) {\n  casm.br ^bb1(%a, %a : i32)\n^bb1(%b: i32, %c: i32):\n  casm.yield\n}\n"),
        "t.mlir:2:28: error: expected 2 types to match operand list"
    );
}

/// `casm.func` through `function::{parse,print}_function_op`; the expected
/// text is what mlir-opt prints for the same `func.func` ops.
const FUNCS: &str = r#"module {
  casm.func private @ext(i32 {casm.a}, f32) -> (i32 {casm.r = 1 : i64})
  casm.func @f(%arg0: i32 {casm.a, casm.b = 2 : i64}, %arg1: f32) -> i32 attributes {casm.tag = 1 : i64} {
    casm.yield %arg0 : i32
  }
  casm.func public @g(%arg0: f32) -> (f32, f32) {
    casm.yield %arg0, %arg0 : f32, f32
  }
  casm.func nested @h() -> (f32 {casm.r}) attributes {casm.y = "s", casm.z}
  casm.func private @k(i32) -> ((i32) -> i32)
  casm.func private @"q r"()
}
"#;

#[test]
fn function_ops_print_as_func_func_prints() {
    let input = r#"casm.func private @ext(i32 {casm.a}, f32) -> (i32 {casm.r = 1 : i64})
casm.func @f(%a: i32 {casm.a, casm.b = 2 : i64}, %b: f32) -> i32 attributes {casm.tag = 1 : i64} {
  casm.yield %a : i32
}
casm.func public @g(%x: f32) -> (f32, f32) {
  casm.yield %x, %x : f32, f32
}
casm.func nested @h() -> (f32 {casm.r}) attributes {casm.z, casm.y = "s"}
casm.func private @k(i32) -> ((i32) -> i32)
casm.func private @"q r"()
"#;
    assert_eq!(IR.round(input, false), FUNCS.trim_end());
    assert_eq!(IR.round(FUNCS, false), FUNCS.trim_end());
    let generic = IR.round(FUNCS, true);
    assert!(
        generic.contains(r#"<{arg_attrs = [{casm.a}, {}], function_type = (i32, f32) -> i32, res_attrs = [{casm.r = 1 : i64}], sym_name = "ext", sym_visibility = "private"}>"#),
        "{generic}"
    );
    assert_eq!(IR.round(&generic, false), FUNCS.trim_end());
}

#[test]
fn function_signature_errors_are_mlirs() {
    let cases = [
        (
            "casm.func @f() attributes {sym_name = \"x\"}\n",
            "t.mlir:1:16: error: custom op 'casm.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary",
        ),
        (
            "casm.func @f(%a: i32, f32)\n",
            "t.mlir:1:23: error: custom op 'casm.func' expected SSA identifier",
        ),
        (
            "casm.func @f(i32, %a: f32)\n",
            "t.mlir:1:19: error: custom op 'casm.func' expected type instead of SSA identifier",
        ),
        (
            "casm.func @f() {\n}\n",
            "t.mlir:1:16: error: custom op 'casm.func' expected non-empty function body",
        ),
    ];
    for (src, message) in cases {
        assert_eq!(IR.error(src), message, "{src}");
    }
}

/// The `OpAsmOpInterface` hooks of `casm.scope` (`src/custom_asm.rs`):
/// result groups `%first, %rest:2`, entry arguments `%x`, `%x_0` (made
/// unique), blocks `^entry` and `^then_1` (sanitized) with the third
/// numbered by its position, and `casm` ops printed without their prefix
/// inside.
const SCOPE: &str = r#"module {
  %first, %rest:2 = casm.scope {
  ^entry(%x: i32, %x_0: i32):
    %0 = add %x, %x_0 : i32
    br ^then_1(%0 : i32)
  ^then_1(%1: i32):  // 2 preds: ^entry, ^bb2
    br ^bb2
  ^bb2:  // pred: ^then_1
    br ^then_1(%1 : i32)
  } : i32, i32, i32
}
"#;

#[test]
fn op_asm_interface_hooks_name_values_and_blocks() {
    assert_eq!(IR.round(SCOPE, false), SCOPE.trim_end());
    // Read with the dialect prefix too, and with other names.
    let renamed = SCOPE
        .replace("add %x", "casm.add %x")
        .replace("^then_1", "^b")
        .replace("%x_0", "%y");
    assert_eq!(IR.round(&renamed, false), SCOPE.trim_end());
    // The generic form asks no hook.
    let generic = IR.round(SCOPE, true);
    assert!(
        generic.contains("%0:3 = \"casm.scope\"() ({\n  ^bb0(%arg0: i32, %arg1: i32):"),
        "{generic}"
    );
    assert!(
        generic.contains("^bb1(%2: i32):  // 2 preds: ^bb0, ^bb2"),
        "{generic}"
    );
    assert_eq!(IR.round(&generic, false), SCOPE.trim_end());
}

/// A bare op name resolves in the default dialect of the enclosing custom
/// op (`builtin` at the top level), and MLIR's errors say what was tried.
#[test]
fn bare_op_names_resolve_in_the_default_dialect() {
    assert_eq!(
        IR.error("casm.scope {\n  nothing\n} :"),
        "t.mlir:2:3: error: custom op 'nothing' is unknown (tried 'casm.nothing' as well)"
    );
    assert_eq!(
        IR.error("nothing"),
        "t.mlir:1:1: error: custom op 'nothing' is unknown (tried 'builtin.nothing' as well)"
    );
    assert_eq!(
        IR.error("casm.nothing"),
        "t.mlir:1:1: error: custom op 'casm.nothing' is unknown"
    );
    assert_eq!(
        IR.error("zzz.op"),
        "t.mlir:1:1: error: Dialect `zzz' not found for custom op 'zzz.op' "
    );
    // A custom op without a default dialect resolves in none.
    assert_eq!(
        IR.error("casm.lambda @f() {\n  yield\n}"),
        "t.mlir:2:3: error: Dialect `' not found for custom op 'yield'  (tried '.yield' as well)"
    );
}
