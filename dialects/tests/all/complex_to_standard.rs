#![cfg(all(
    feature = "complex",
    feature = "math",
    feature = "arith",
    feature = "func",
    feature = "cf"
))]
//! `convert-complex-to-standard`, declared by MLIR's installed
//! `Passes.td`: `ods-mlir-opt` on each case of
//! `inputs/convert-complex-to-standard/cases.txt` prints what mlir-opt 22
//! printed for it (`expected/`, recorded by `scripts/pass-pipeline-oracle.sh`):
//! every complex op expanded in LLVM 22's order with its fast-math flags,
//! the three `complex-range` divisions, narrow float constants, nested
//! regions and locations, folds that see the ops already expanded, and
//! the option parsed and printed as MLIR's.

use crate::common;

#[test]
fn complex_to_standard_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-complex-to-standard");
    assert_eq!(count, 14);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A `complex-range` that is none of `improved`, `basic` and `none` is
/// refused with LLVM's command-line message (which names the tool, so it
/// is not a recorded case).
#[test]
fn unknown_complex_range_is_refused() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/inputs/convert-complex-to-standard");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ods-mlir-opt"))
        .current_dir(dir)
        .args([
            "--convert-complex-to-standard=complex-range=fast",
            "division.mlir",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "ods-mlir-opt: for the --complex-range option: Cannot find option named 'fast'!\n\
         <unknown>:0: error: \n"
    );
}
