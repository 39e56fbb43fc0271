//! The TableGen fixtures: every language fixture gives exactly the records
//! llvm-tblgen gave (JSON and text), and every invalid one the expected
//! diagnostic. Expected outputs are files next to the fixtures; see
//! `tests/fixtures/README.md`.

use ods_spec::tablegen::{self, json::dump_json, print::print_records};
use std::path::{Path, PathBuf};

fn fixture_dir(kind: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(kind)
}

fn td_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "td"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no fixtures in {}", dir.display());
    files
}

#[test]
fn language_fixtures_match_llvm_tblgen() {
    let dir = fixture_dir("lang");
    let mut failures = Vec::new();
    for td in td_files(&dir) {
        let name = td.file_name().unwrap().to_string_lossy().into_owned();
        let keeper = match tablegen::load(&td, &[dir.join("inc")]) {
            Ok(k) => k,
            Err(e) => {
                failures.push(format!("{name}: rejected:\n{}", e.render()));
                continue;
            }
        };
        let expected_json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(td.with_extension("json")).unwrap())
                .unwrap();
        let got_json: serde_json::Value = serde_json::from_str(&dump_json(&keeper)).unwrap();
        if got_json != expected_json {
            failures.push(format!("{name}: --dump-json differs"));
        }
        let expected_records = std::fs::read_to_string(td.with_extension("records.txt")).unwrap();
        if print_records(&keeper) != expected_records {
            failures.push(format!("{name}: --print-records differs"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn invalid_fixtures_give_the_expected_diagnostic() {
    let dir = fixture_dir("errors");
    let prefix = format!("{}/", dir.display());
    let mut failures = Vec::new();
    for td in td_files(&dir) {
        let name = td.file_name().unwrap().to_string_lossy().into_owned();
        let expected = std::fs::read_to_string(td.with_extension("expected")).unwrap();
        // `errors/` itself stands for the working directory the expected
        // messages were produced in.
        match tablegen::load(&td, &[dir.join("inc"), dir.clone()]) {
            Ok(_) => failures.push(format!("{name}: accepted")),
            Err(e) => {
                let rendered = e.render().replace(&prefix, "");
                let line = rendered
                    .lines()
                    .find(|l| l.contains(": error: "))
                    .unwrap_or("");
                if line != expected.trim_end() {
                    failures.push(format!(
                        "{name}:\n  expected: {}\n  got:      {line}",
                        expected.trim_end()
                    ));
                }
                // Every diagnostic shows the source line and a caret.
                if !rendered.lines().any(|l| l.trim() == "^") {
                    failures.push(format!("{name}: no caret line in\n{rendered}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn errors_in_included_files_show_the_include_chain() {
    let dir = fixture_dir("errors");
    let err = tablegen::load(
        &dir.join("include_cycle.td"),
        &[dir.join("inc"), dir.clone()],
    )
    .unwrap_err();
    let rendered = err.render();
    assert!(rendered.starts_with("Included from "), "{rendered}");
    assert!(rendered.contains("include_cycle.td:5:9"), "{rendered}");
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let text = format!(
        "def A {{ int x = {}1{}; }}",
        "!add(".repeat(5000),
        ", 1)".repeat(5000)
    );
    let err = tablegen::load_str(Path::new("deep.td"), text, &[], &[]).unwrap_err();
    assert!(
        err.render().contains("nesting deeper than"),
        "{}",
        err.render()
    );
}

#[test]
fn macros_from_the_command_line_select_regions() {
    let text = "#ifdef FOO\ndef A;\n#else\ndef B;\n#endif\n".to_string();
    let with = tablegen::load_str(Path::new("m.td"), text.clone(), &[], &["FOO".into()]).unwrap();
    let without = tablegen::load_str(Path::new("m.td"), text, &[], &[]).unwrap();
    assert!(with.def("A").is_some() && with.def("B").is_none());
    assert!(without.def("B").is_some() && without.def("A").is_none());
}
