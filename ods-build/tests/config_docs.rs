//! `Config::docs_dir`: the dialect's Markdown page next to the generated
//! Rust, written only when it changes, and an error when the file has no
//! dialect to document.

const TD: &str = r#"include "mlir/IR/OpBase.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "d"; }
def D_NopOp : Op<D_Dialect, "nop"> { let summary = "does nothing"; }
"#;

#[test]
fn docs_dir_gets_the_dialect_page() {
    let dir = tempfile::tempdir().unwrap();
    let (out, docs) = (dir.path().join("out"), dir.path().join("docs"));
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(dir.path().join("D.td"), TD).unwrap();
    let mut config = ods_build::Config::new();
    config.cargo_output(false).out_dir(&out).docs_dir(&docs);
    let mut report = ods_build::Report::default();
    config.run(&[dir.path().join("D.td")], &mut report).unwrap();
    assert_eq!(report.written, [out.join("D.rs"), docs.join("D.md")]);
    let page = std::fs::read_to_string(docs.join("D.md")).unwrap();
    assert!(page.contains("\n# 'd' Dialect\n"), "{page}");
    assert!(
        page.contains("\n### `d.nop` (d::NopOp)\n\n_Does nothing_\n"),
        "{page}"
    );

    let mut again = ods_build::Report::default();
    config.run(&[dir.path().join("D.td")], &mut again).unwrap();
    assert!(again.written.is_empty(), "{:?}", again.written);
}

#[test]
fn docs_dir_needs_a_dialect() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("E.td"), "include \"mlir/IR/OpBase.td\"\n").unwrap();
    let mut config = ods_build::Config::new();
    config
        .cargo_output(false)
        .out_dir(dir.path())
        .docs_dir(dir.path().join("docs"));
    let mut report = ods_build::Report::default();
    let err = config
        .run(&[dir.path().join("E.td")], &mut report)
        .unwrap_err();
    assert_eq!(err.to_string(), "error: no dialect was found\n");
}
