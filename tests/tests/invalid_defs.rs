//! Invalid definitions: each `fixtures/invalid-defs/X.td` must fail to
//! generate with exactly the diagnostic in `X.expected` (file, line,
//! column, message, source line and caret), and no panic.

use std::path::Path;

#[test]
fn invalid_definitions_give_their_diagnostics() {
    let dir = Path::new("fixtures/invalid-defs");
    let mut tds: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "td"))
        .collect();
    tds.sort();
    assert!(tds.len() >= 14, "fixtures missing: {tds:?}");
    let mut failures = Vec::new();
    for td in &tds {
        let expected = std::fs::read_to_string(td.with_extension("expected")).unwrap();
        let (result, _) = ods_build::generate_rust(td, &[]);
        match result {
            Ok(_) => failures.push(format!(
                "{}: generated code instead of failing",
                td.display()
            )),
            Err(rendered) if rendered != expected => failures.push(format!(
                "{}:\n--- expected\n{expected}--- got\n{rendered}",
                td.display()
            )),
            Err(_) => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn code_errors_point_into_the_td_file() {
    // The error of a Rust code block is at the line that holds it.
    let (result, _) = ods_build::generate_rust(
        Path::new("fixtures/invalid-defs/bad_extra_declaration.td"),
        &[],
    );
    let rendered = result.unwrap_err();
    let first = rendered.lines().next().unwrap();
    assert!(
        first.starts_with("fixtures/invalid-defs/bad_extra_declaration.td:9:5: error: extraClassDeclaration is not Rust"),
        "{first}"
    );
}

#[test]
fn names_that_are_not_rust_identifiers_are_made_into_ones() {
    // Found by fuzzing: dialect names, namespaces and def names come from
    // strings; they become identifiers without a panic.
    let td = r#"
include "mlir/IR/OpBase.td"
def D : Dialect { let name = "my dialect é"; let cppNamespace = "::odd name::2x"; }
def "odd op" : Op<D, "x"> { let arguments = (ins I32:$in); }
"#;
    let loader = ods_spec::tablegen::Loader {
        prelude: true,
        ..Default::default()
    };
    let keeper = loader
        .load_str(Path::new("odd.td"), td.to_string())
        .unwrap();
    let rust = ods_build::generate_from_records(&keeper, Path::new("odd.td")).unwrap();
    assert!(rust.contains("pub mod odd_name {"), "{rust}");
    assert!(rust.contains("pub mod _2x {"), "{rust}");
    assert!(rust.contains("pub struct D;"), "{rust}");
    assert!(rust.contains("pub struct odd_op(OpId);"), "{rust}");
}

#[test]
fn a_trait_predicate_the_prelude_builds_errs_at_the_trait() {
    // `TypesMatchWith` splices the user's transformer into the prelude's
    // `CPred`: the error is at the trait, the prelude's line a note.
    let td = r#"include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_MatchOp : Op<T_Dialect, "match", [
    TypesMatchWith<"y is x", "x", "y", "$_self.bad(1 +)">]> {
  let arguments = (ins AnyType:$x, AnyType:$y);
}
"#;
    let loader = ods_spec::tablegen::Loader {
        prelude: true,
        ..Default::default()
    };
    let keeper = loader.load_str(Path::new("t.td"), td.to_string()).unwrap();
    let rendered = ods_build::generate_from_records(&keeper, Path::new("t.td")).unwrap_err();
    let lines: Vec<&str> = rendered.lines().collect();
    assert!(
        lines[0].starts_with(
            "t.td:4:5: error: the predicate of a PredOpTrait is not a Rust expression"
        ),
        "{rendered}"
    );
    assert_eq!(
        lines[1],
        r#"    TypesMatchWith<"y is x", "x", "y", "$_self.bad(1 +)">]> {"#
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("<ods-prelude>/mlir/IR/OpBase.td:")
                && l.ends_with(": note: instantiated from here")),
        "{rendered}"
    );
}
