#![cfg(all(feature = "func", feature = "scf"))]
//! `symbol-dce` and `symbol-privatize` on functions: `ods-mlir-opt` on each
//! case of `inputs/symbols/cases.txt` prints what mlir-opt 22 printed for
//! it (`inputs/symbols/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): standard output and error, and the
//! exit status.

use std::path::Path;
use std::process::Command;

#[test]
fn symbol_passes_match_mlir_opt() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/symbols");
    let expected = dir.join("expected");
    let cases = std::fs::read_to_string(dir.join("cases.txt")).unwrap();
    let mut failures = Vec::new();
    let mut count = 0;
    for line in cases
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split('\t').collect();
        let (name, input, flags) = (fields[0], fields[1], &fields[2..]);
        count += 1;
        let out = Command::new(env!("CARGO_BIN_EXE_ods-mlir-opt"))
            .current_dir(&dir)
            .args(["--allow-unregistered-dialect", "--mlir-disable-threading"])
            .args(flags)
            .arg(input)
            .output()
            .unwrap();
        let read =
            |ext: &str| std::fs::read_to_string(expected.join(format!("{name}.{ext}"))).unwrap();
        let status = out.status.code().unwrap_or(-1).to_string();
        for (what, ours, theirs) in [
            (
                "stdout",
                String::from_utf8_lossy(&out.stdout).into_owned(),
                read("out"),
            ),
            (
                "stderr",
                String::from_utf8_lossy(&out.stderr).into_owned(),
                read("err"),
            ),
            ("status", status, read("rc").trim().to_string()),
        ] {
            if ours != theirs {
                failures.push(format!(
                    "{name} {what}:\n--- mlir-opt\n{theirs}\n--- ods-rs\n{ours}"
                ));
            }
        }
    }
    assert_eq!(count, 9);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
