//! Replays cases recorded from mlir-opt 22 by
//! `scripts/pass-pipeline-oracle.sh`: `DIR/cases.txt` lists a name, an
//! input and flags per line (tab-separated), `DIR/expected/NAME.{out,err,rc}`
//! hold what mlir-opt printed and returned.

use std::path::Path;
use std::process::Command;

/// Runs `tool` on every case of `dir`; returns the number of cases and a
/// report of each difference in standard output, standard error or exit
/// status.
pub fn replay(dir: &Path, tool: &str) -> (usize, Vec<String>) {
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
        let out = Command::new(tool)
            .current_dir(dir)
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
    (count, failures)
}
