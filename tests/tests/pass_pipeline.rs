//! Pass pipelines end to end: `ods-fixture-opt` on each case of
//! `fixtures/pass-pipeline/cases.txt` (nesting to any depth, `any`, options,
//! `--dump-pass-pipeline`, the pass flags, and MLIR's errors for malformed
//! pipelines, unknown passes and options, wrong anchors) prints what
//! mlir-opt 22 printed for it (`fixtures/pass-pipeline-expected`, recorded
//! by `scripts/pass-pipeline-oracle.sh`): standard output and error, and
//! the exit status. LLVM's option errors name the tool, which is
//! `mlir-opt` in the recording.
//!
//! The recording's mlir-opt (Debian's LLVM 22, built without
//! `LLVM_ENABLE_STATS`) prints the banner of a `--mlir-pass-statistics`
//! report and nothing under it; ours lists the passes and their
//! statistics as MLIR built with statistics does, so the lines under the
//! banner are left out of the comparison ([`without_statistics`]): where
//! the report comes, once per chunk or not at all, is compared.

use std::path::Path;
use std::process::Command;

const TOOL: &str = "ods-fixture-opt";

#[test]
fn pipelines_match_mlir_opt() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/pass-pipeline");
    let expected = dir.join("../pass-pipeline-expected");
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
        let out = Command::new(env!("CARGO_BIN_EXE_ods-fixture-opt"))
            .current_dir(&dir)
            .args(["--allow-unregistered-dialect", "--mlir-disable-threading"])
            .args(flags)
            .arg(input)
            .output()
            .unwrap();
        let read =
            |ext: &str| std::fs::read_to_string(expected.join(format!("{name}.{ext}"))).unwrap();
        let theirs_err = read("err").replace("mlir-opt: for the", &format!("{TOOL}: for the"));
        let status = out.status.code().unwrap_or(-1).to_string();
        for (what, ours, theirs) in [
            (
                "stdout",
                String::from_utf8_lossy(&out.stdout).into_owned(),
                read("out"),
            ),
            (
                "stderr",
                without_statistics(&String::from_utf8_lossy(&out.stderr)),
                theirs_err,
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
    assert!(count >= 60, "{count} cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `stderr` without the passes and statistics listed under each statistics
/// report's banner, up to the blank line that ends the report.
fn without_statistics(stderr: &str) -> String {
    let rule = format!("==={}===", "-".repeat(73));
    let mut out = String::new();
    let mut lines = stderr.split_inclusive('\n').peekable();
    while let Some(line) = lines.next() {
        out.push_str(line);
        if line.trim() == "... Pass statistics report ..."
            && lines.peek().map(|l| l.trim_end()) == Some(&rule)
        {
            out.push_str(lines.next().unwrap_or_default());
            while lines.next_if(|l| l.trim_end() != "").is_some() {}
        }
    }
    out
}
