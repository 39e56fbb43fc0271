//! The parser and printer against what mlir-opt 22 prints for the same
//! pipelines (`--dump-pass-pipeline`, and its error messages).

use super::*;

fn registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    crate::transforms::register_transforms_passes(&mut registry);
    registry
}

fn parsed(text: &str) -> OpPassManager {
    parse_pass_pipeline(text, &registry()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn error(text: &str) -> String {
    match parse_pass_pipeline(text, &registry()) {
        Ok(pm) => panic!("{text} parsed as {pm}"),
        Err(e) => e.message,
    }
}

const CANONICALIZE: &str = "canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}";

#[test]
fn pipelines_nest_to_any_depth_and_print_every_option() {
    let pm = parsed(
        "builtin.module(func.func(canonicalize{max-iterations=1 top-down=false},cse),any(cse),canonicalize{disable-patterns=a,b enable-patterns={x,y}})",
    );
    assert_eq!(
        pm.dump_text(),
        "Pass Manager with 3 passes:\n\
         builtin.module(\n  func.func(\n    canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false},\n    cse\n  ),\n  any(\n    cse\n  ),\n  \
         canonicalize{disable-patterns={a,b} enable-patterns={x,y} max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}\n)\n\n"
    );
    let deep = parsed("builtin.module(func.func(func.func(any(cse))))");
    assert_eq!(
        deep.to_string(),
        "builtin.module(func.func(func.func(any(cse))))"
    );
}

#[test]
fn spaces_empty_options_and_empty_pipelines() {
    assert_eq!(
        parsed("builtin.module( cse , canonicalize {top-down}, cse{})").to_string(),
        format!("builtin.module(cse,{CANONICALIZE},cse)")
    );
    assert_eq!(
        parsed("builtin.module()").dump_text(),
        "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n\n"
    );
    assert_eq!(
        parsed("builtin.module(canonicalize{disable-patterns=\"a b\",c})").to_string(),
        format!(
            "builtin.module(canonicalize{{disable-patterns={{{{a b}},c}}{})",
            &CANONICALIZE["canonicalize{".len()..]
        )
    );
}

#[test]
fn malformed_pipelines_get_mlirs_messages() {
    let wrap = "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";
    for text in [
        "",
        "cse",
        "(cse)",
        "builtin.module(cse",
        "builtin.module(cse)x",
    ] {
        assert_eq!(error(text), wrap, "{text}");
    }
    assert_eq!(
        error("builtin.module(nope)"),
        "MLIR Textual PassPipeline Parser:1:1: error: 'nope' does not refer to a registered pass or pass pipeline\nnope\n^\n"
    );
    assert_eq!(
        error("builtin.module(cse))"),
        "MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\ncse)\n   ^\n"
    );
    assert_eq!(
        error("builtin.module(func.func(cse),)"),
        "MLIR Textual PassPipeline Parser:1:16: error: '' does not refer to a registered pass or pass pipeline\nfunc.func(cse),\n               ^\n"
    );
    assert_eq!(
        error("builtin.module(func.func(),any())"),
        "MLIR Textual PassPipeline Parser:1:11: error: '' does not refer to a registered pass or pass pipeline\nfunc.func(),any()\n          ^\n"
    );
    assert_eq!(
        error("builtin.module(canonicalize{max-iterations=1)"),
        "MLIR Textual PassPipeline Parser:1:13: error: missing closing '}' while processing pass options\ncanonicalize{max-iterations=1\n            ^\n"
    );
    assert_eq!(
        error("builtin.module(func.func(cse)"),
        "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(cse\n          ^\n"
    );
}

#[test]
fn bad_options_get_mlirs_messages() {
    assert_eq!(
        error("builtin.module(canonicalize{foo=1})"),
        "<Pass-Options-Parser>: no such option foo\n\nfailed to add `canonicalize` with options `foo=1`\n"
    );
    assert_eq!(
        error("builtin.module(func.func(canonicalize{foo=1}))"),
        "<Pass-Options-Parser>: no such option foo\n\nfailed to add `canonicalize` with options `foo=1`\nfailed to add `func.func` with options `` to inner pipeline\n"
    );
    assert_eq!(
        error("builtin.module(cse{x=1})"),
        "<Pass-Options-Parser>: no such option x\n\nfailed to add `cse` with options `x=1`\n"
    );
    let bad_value = parse_pass_pipeline(
        "builtin.module(canonicalize{region-simplify=wild})",
        &registry(),
    )
    .unwrap_err();
    assert_eq!(
        bad_value.value_errors,
        ["for the --region-simplify option: Cannot find option named 'wild'!"]
    );
    assert_eq!(
        bad_value.message,
        "\nfailed to add `canonicalize` with options `region-simplify=wild`\n"
    );
}
