//! Folding, canonicalization, CSE, DRR patterns, interfaces and dialect
//! hooks of the `orw`, `odrr`, `oi`, `od`, `ops` and `orb` oracle dialects
//! (`fixtures/oracle/rewrites.td`, `drr.td`, `interfaces.td`,
//! `dialects.td`, `prelude_semantics.td`, `region_branch.td`), and the
//! plain optional parameters and enum fields of `oo`
//! (`optional_params.td`), end to end: `ods-fixture-opt` on each
//! `fixtures/oracle/{rewrites,drr,interfaces,dialects,prelude_semantics,region_branch,optional_params}*.mlir`
//! prints what MLIR's own driver printed for the same `.td` and input
//! (`fixtures/oracle-expected`, recorded by `scripts/attr-type-oracle.sh
//! --filter rewrites --record tests/fixtures/oracle-expected`, and the same
//! with the other prefixes), standard output and error.

use std::path::Path;
use std::process::Command;

/// The modes of `scripts/attr_type_oracle.py` that print IR.
const MODES: &[(&str, &[&str])] = &[
    ("default", &[]),
    ("generic", &["--mlir-print-op-generic"]),
    ("canonicalize", &["--canonicalize"]),
    (
        "canonicalize-debuginfo",
        &["--canonicalize", "--mlir-print-debuginfo"],
    ),
    ("cse", &["--cse"]),
    (
        "apply-patterns",
        &["--apply-patterns", "--mlir-print-debuginfo"],
    ),
];

/// Comparisons left out, as in `scripts/attr-type-oracle.known`: the
/// oracle's `--apply-patterns` does nothing for a `.td` without patterns.
const KNOWN: &[(&str, &str)] = &[
    ("interfaces.mlir", "apply-patterns"),
    ("prelude_semantics_branches.mlir", "apply-patterns"),
    ("prelude_semantics.mlir", "apply-patterns"),
];

#[test]
fn rewrites_match_mlir() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/oracle");
    let expected = dir.join("../oracle-expected");
    let mut inputs: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| {
            [
                "rewrites",
                "drr",
                "interfaces",
                "dialects",
                "prelude_semantics",
                "region_branch",
                "optional_params",
            ]
            .iter()
            .any(|p| n.starts_with(p))
                && n.ends_with(".mlir")
        })
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 3, "{inputs:?}");
    let mut failures = Vec::new();
    for input in &inputs {
        // As the script runs them: split where the input is.
        let text = std::fs::read_to_string(dir.join(input)).unwrap();
        let split = text.contains("// -----").then_some("--split-input-file");
        for (mode, flags) in MODES {
            if KNOWN.contains(&(input.as_str(), *mode)) {
                continue;
            }
            let out = Command::new(env!("CARGO_BIN_EXE_ods-fixture-opt"))
                .current_dir(&dir)
                .arg("--allow-unregistered-dialect")
                .args(split)
                .args(*flags)
                .arg(input)
                .output()
                .unwrap();
            let stem = input.trim_end_matches(".mlir");
            for (what, ours) in [("out", &out.stdout), ("err", &out.stderr)] {
                let path = expected.join(format!("{stem}.{mode}.{what}"));
                let theirs = std::fs::read(&path).unwrap();
                if *ours != theirs {
                    failures.push(format!(
                        "{input} [{mode}] std{what}:\n--- MLIR\n{}\n--- ods-rs\n{}",
                        String::from_utf8_lossy(&theirs),
                        String::from_utf8_lossy(ours)
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
