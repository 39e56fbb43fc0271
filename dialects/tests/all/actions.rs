#![cfg(all(unix, feature = "func", feature = "arith"))]
//! mlir-opt's action tracing (`--log-actions-to`, `--log-mlir-actions-filter`,
//! `--profile-actions-to`) and reproducers (`--run-reproducer`,
//! `--mlir-generate-reproducer`, `--mlir-pass-pipeline-crash-reproducer`,
//! local or not): `ods-mlir-opt` on each case of `inputs/actions/cases.txt`
//! prints what mlir-opt 22 printed for it (`inputs/actions/expected`, recorded
//! by `scripts/pass-pipeline-oracle.sh`), byte for byte: the logs of the
//! pass manager's, the greedy driver's and the pattern applicator's actions
//! (arith's patterns under MLIR's names), the filters by file, line and
//! column, the reproducer resource read back and its errors, reproducers
//! written to standard output. Then what the recorded cases cannot hold:
//! the same actions on several threads, the profile (its times and thread
//! ids left out) and the local reproducer's refusal of threads.

use crate::common;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// `ods-mlir-opt` through a link named `mlir-opt`: an action log names
/// the thread, and a thread started without a name has the process's.
fn as_mlir_opt() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ods-actions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("mlir-opt");
    match std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_ods-mlir-opt"), &link) {
        Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => panic!("{e}"),
        _ => link,
    }
}

fn inputs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/actions")
}

/// Runs the linked tool in the inputs' folder.
fn run(args: &[&str]) -> Output {
    Command::new(as_mlir_opt())
        .current_dir(inputs())
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn action_logs_and_reproducers_match_mlir_opt() {
    let tool = as_mlir_opt();
    let (count, failures) = common::recorded_cases_of("actions", tool.to_str().unwrap());
    assert_eq!(count, 43);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The log's lines without the thread that wrote them, sorted.
fn lines_without_threads(log: &str) -> Vec<String> {
    let mut lines: Vec<String> = log
        .lines()
        .map(|l| match l.strip_prefix("[thread ") {
            Some(rest) => rest.split_once("] ").map_or(rest, |(_, r)| r).to_string(),
            None => l.to_string(),
        })
        .collect();
    lines.sort();
    lines
}

#[test]
fn functions_canonicalized_on_threads_log_the_same_actions() {
    let pipeline = "--pass-pipeline=builtin.module(func.func(canonicalize))";
    let out = run(&["--log-actions-to=-", pipeline, "funcs.mlir"]);
    assert!(out.status.success());
    let expected = std::fs::read_to_string(inputs().join("expected/filter-file.out")).unwrap();
    let ours = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        lines_without_threads(&ours),
        lines_without_threads(&expected)
    );
    // Each begin is followed by its end on the same thread: the threads
    // are the tool's and LLVM's pool's names.
    for line in ours.lines().filter(|l| l.starts_with("[thread ")) {
        let thread = line.split(']').next().unwrap();
        assert!(
            thread == "[thread mlir-opt" || thread.starts_with("[thread llvm-worker-"),
            "{line}"
        );
    }
}

/// A profile with its thread ids and times replaced, as the recorded one.
fn without_times(profile: &str) -> String {
    let mut out = String::new();
    for (i, part) in profile.split("\"tid\": ").enumerate() {
        if i > 0 {
            out.push_str("\"tid\": TID");
            out.push_str(part.trim_start_matches(|c: char| c.is_ascii_digit()));
        } else {
            out.push_str(part);
        }
    }
    let mut result = String::new();
    for (i, part) in out.split("\"ts\": ").enumerate() {
        if i > 0 {
            result.push_str("\"ts\": TS");
            result.push_str(part.trim_start_matches(|c: char| c.is_ascii_digit()));
        } else {
            result.push_str(part);
        }
    }
    result
}

#[test]
fn the_profile_is_mlir_opts_chrome_trace() {
    let args = [
        "--mlir-disable-threading",
        "--profile-actions-to=-",
        "--canonicalize",
        "arith.mlir",
        "-o",
        "/dev/null",
    ];
    let out = run(&args);
    assert!(out.status.success());
    let expected = std::fs::read_to_string(inputs().join("profile-canonicalize.expected")).unwrap();
    assert_eq!(
        without_times(&String::from_utf8(out.stdout).unwrap()),
        expected
    );
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "ExecutionContext registered on the context\n"
    );
}

#[test]
fn a_local_reproducer_needs_threads_off() {
    let args = [
        "--mlir-pass-pipeline-local-reproducer",
        "--mlir-pass-pipeline-crash-reproducer=-",
        "--cse",
        "arith.mlir",
    ];
    let out = run(&args);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "<unknown>:0: error: Local crash reproduction may not be used without disabling \
         mutli-threading first.\n"
    );
}
