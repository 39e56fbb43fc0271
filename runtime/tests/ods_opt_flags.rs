//! MLIR's printing flags and passes, end to end: every input of
//! `tests/fixtures/flags` (and of `tests/fixtures/passes`) through
//! `ods-opt` in each mode of the folder's `modes.txt`, against what
//! mlir-opt 22 printed for the same command (`flags-expected/INPUT.MODE.out`
//! and `.err`, `passes-expected/...`, recorded by
//! `scripts/regen-ir-fixtures.sh`): standard output and standard error,
//! byte for byte.

use std::path::Path;
use std::process::Command;

#[test]
fn printing_flags_print_as_mlir_opt() {
    check_folder("flags", 60);
}

#[test]
fn canonicalize_and_cse_rewrite_as_mlir_opt() {
    check_folder("passes", 60);
}

/// Runs every input of `tests/fixtures/FOLDER` in every mode (at least
/// `min_runs` runs) and compares with `FOLDER-expected`.
fn check_folder(folder: &str, min_runs: usize) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(folder);
    let expected = dir.join(format!("../{folder}-expected"));
    let modes = std::fs::read_to_string(dir.join("modes.txt")).unwrap();
    let mut inputs: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir"))
        .collect();
    inputs.sort();
    let mut failures = Vec::new();
    let mut checked = 0;
    for line in modes
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let mut words = line.split_whitespace();
        let mode = words.next().unwrap();
        let flags: Vec<&str> = words.collect();
        for input in &inputs {
            let out = Command::new(env!("CARGO_BIN_EXE_ods-opt"))
                .current_dir(&dir)
                .arg("-allow-unregistered-dialect")
                .args(&flags)
                .arg(input)
                .output()
                .unwrap();
            let stem = input.trim_end_matches(".mlir");
            for (what, ours) in [("out", &out.stdout), ("err", &out.stderr)] {
                let path = expected.join(format!("{stem}.{mode}.{what}"));
                let theirs = std::fs::read(&path).unwrap();
                if *ours != theirs {
                    failures.push(format!(
                        "{input} [{mode}] std{what} differs from {}:\n--- mlir-opt\n{}\n--- ods-opt\n{}",
                        path.display(),
                        String::from_utf8_lossy(&theirs),
                        String::from_utf8_lossy(ours)
                    ));
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= min_runs, "only {checked} runs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
