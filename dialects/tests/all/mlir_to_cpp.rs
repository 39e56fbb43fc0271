#![cfg(all(feature = "emitc", feature = "func", feature = "cf", feature = "scf"))]
//! `ods-mlir-translate --mlir-to-cpp`, MLIR's C++ emitter: on each case
//! of `inputs/mlir-to-cpp/cases.txt` it writes what mlir-translate 22
//! wrote (`inputs/mlir-to-cpp/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh` with `MLIR_TOOL`); the C++ of a
//! program lowered by `convert-scf-to-emitc` and `convert-func-to-emitc`
//! compiles with the system's C++ compiler and computes what the program
//! says; input it cannot emit is an error with a location, never a panic.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

const TRANSLATE: &str = env!("CARGO_BIN_EXE_ods-mlir-translate");
const OPT: &str = env!("CARGO_BIN_EXE_ods-mlir-opt");

#[test]
fn mlir_to_cpp_matches_mlir_translate() {
    let (count, failures) = common::recorded_cases_of("mlir-to-cpp", TRANSLATE);
    assert_eq!(count, 24);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The system's C++ compiler, if it has one.
fn cxx() -> Option<&'static str> {
    ["c++", "g++", "clang++", "clang++-22"]
        .into_iter()
        .find(|cxx| {
            Command::new(cxx)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
}

/// A fresh directory for the files of one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ods-mlir-to-cpp-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn emitted_loops_compile_and_run() {
    let input =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/mlir-to-cpp-run/loops.mlir");
    let source = std::fs::read(&input).unwrap();
    let lowered = common::run_tool(
        OPT,
        &["--convert-scf-to-emitc", "--convert-func-to-emitc"],
        &source,
    );
    assert!(
        lowered.status.success(),
        "{}",
        String::from_utf8_lossy(&lowered.stderr)
    );
    let cpp = common::run_tool(TRANSLATE, &["--mlir-to-cpp"], &lowered.stdout);
    assert!(
        cpp.status.success(),
        "{}",
        String::from_utf8_lossy(&cpp.stderr)
    );
    let Some(cxx) = cxx() else {
        eprintln!(
            "SKIPPED: no C++ compiler (c++, g++, clang++) on this system to build the emitted C++"
        );
        return;
    };
    let dir = scratch("loops");
    std::fs::write(dir.join("loops.h"), &cpp.stdout).unwrap();
    let main = "#include <cstdint>\n#include <cstdio>\n#include \"loops.h\"\n\
                int main() {\n  std::printf(\"%lld %lld %lld\\n\", (long long)sum_squares(10),\n\
                (long long)count_odd(7), (long long)sum_squares(0));\n}\n";
    std::fs::write(dir.join("main.cpp"), main).unwrap();
    let binary = dir.join("loops");
    let built = Command::new(cxx)
        .args(["-std=c++17", "-Wall", "-o"])
        .arg(&binary)
        .arg(dir.join("main.cpp"))
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{cxx} rejects the emitted C++:\n{}\n{}",
        String::from_utf8_lossy(&built.stderr),
        String::from_utf8_lossy(&cpp.stdout)
    );
    let ran = Command::new(&binary).output().unwrap();
    std::fs::remove_dir_all(&dir).ok();
    assert!(ran.status.success());
    // 0² + ... + 9² = 285; 1, 3 and 5 are the odd numbers below 7.
    assert_eq!(String::from_utf8_lossy(&ran.stdout), "285 3 0\n");
}

#[test]
fn op_without_cpp_is_an_error_at_its_location() {
    let source = "func.func @f(%p: i1) {\n  cf.assert %p, \"no\"\n  return\n}\n";
    let out = common::run_tool(TRANSLATE, &["--mlir-to-cpp", "-"], source.as_bytes());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr.starts_with("<stdin>:2:3: error: 'cf.assert' op unable to find printer for op\n"),
        "{stderr}"
    );
    // What came before the op is written, as mlir-translate writes it.
    assert_eq!(String::from_utf8_lossy(&out.stdout), "void f(bool v1) {\n");
}

#[test]
fn bad_command_lines_are_reported() {
    let out = common::run_tool(TRANSLATE, &["--no-such-flag"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("Unknown command line argument '--no-such-flag'"));
    let out = common::run_tool(TRANSLATE, &[], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Translation to perform"));
}
