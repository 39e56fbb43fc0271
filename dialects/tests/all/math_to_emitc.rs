#![cfg(all(feature = "func", feature = "math", feature = "emitc"))]
//! `convert-math-to-emitc`, declared by MLIR's installed `Passes.td`:
//! `ods-mlir-opt` on each case of `inputs/math-to-emitc/cases.txt` prints
//! what mlir-opt 22 printed for it (`inputs/math-to-emitc/expected`,
//! recorded by `scripts/pass-pipeline-oracle.sh`): the math ops of
//! `<math.h>` as `emitc.call_opaque`s named for C99 or C++11 (the
//! `language-target` option, read, printed and refused as MLIR does), the
//! others left, and other types failing the conversion.

use crate::common;

#[test]
fn math_to_emitc_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("math-to-emitc");
    assert_eq!(count, 9);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A language target the option does not name is refused as LLVM's
/// command-line library refuses it (the recorded cases cannot hold this:
/// the message starts with the tool's name).
#[test]
fn unknown_language_target_is_refused() {
    let input = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/inputs/math-to-emitc/functions.mlir"
    );
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_ods-mlir-opt"))
        .args(["--convert-math-to-emitc=language-target=c11", input])
        .output()
        .expect("ods-mlir-opt runs");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with(
            "ods-mlir-opt: for the --language-target option: Cannot find option named 'c11'!"
        ),
        "{stderr}"
    );
    assert!(output.stdout.is_empty());
}
