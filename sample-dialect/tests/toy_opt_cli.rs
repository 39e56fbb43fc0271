//! The `toy-opt` binary (`ods_runtime::opt::main` with the Toy dialect):
//! its name in `--help` and `--version`, standard input, `-o`, mlir-opt's
//! spellings of the flags, bad arguments.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name)
}

/// Runs `toy-opt args`, with `stdin` piped in (empty when `None`).
fn toy_opt(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_toy-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    pipe.write_all(stdin.unwrap_or_default()).unwrap();
    drop(pipe);
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    assert!(
        o.status.success(),
        "exit {:?}: {}",
        o.status.code(),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn help_and_version_name_toy_opt() {
    let help = stdout(&toy_opt(&["--help"], None));
    assert!(help.contains("Usage: toy-opt [OPTIONS] [FILE]"), "{help}");
    for option in [
        "--print-generic",
        "--mlir-print-op-generic",
        "--allow-unregistered-dialect",
        "--mlir-print-debuginfo",
        "--verify-diagnostics",
        "--split-input-file",
        "-o <FILE>",
    ] {
        assert!(help.contains(option), "no {option} in\n{help}");
    }
    let version = stdout(&toy_opt(&["--version"], None));
    // The version is that of ods-runtime, whose driver toy-opt runs.
    let number = version.strip_prefix("toy-opt ").unwrap_or_default().trim();
    assert!(
        !number.is_empty() && number.split('.').all(|n| n.parse::<u32>().is_ok()),
        "{version}"
    );
}

#[test]
fn stdin_and_output_file() {
    let path = example("struct.mlir");
    let path = path.to_str().unwrap();
    let text = std::fs::read(path).unwrap();
    let from_file = stdout(&toy_opt(&[path], None));
    assert!(from_file.contains("toy."), "{from_file}");
    assert_eq!(stdout(&toy_opt(&[], Some(&text))), from_file);
    assert_eq!(stdout(&toy_opt(&["-"], Some(&text))), from_file);
    let generic = stdout(&toy_opt(&["--print-generic", path], None));
    assert_eq!(
        stdout(&toy_opt(&["-mlir-print-op-generic", "-"], Some(&text))),
        generic
    );
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    assert_eq!(
        stdout(&toy_opt(&["-o", out.to_str().unwrap(), "-"], Some(&text))),
        ""
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), from_file);
}

#[test]
fn examples_print_back_as_written_and_from_the_generic_form() {
    for name in ["transpose.mlir", "struct.mlir"] {
        let path = example(name);
        let path = path.to_str().unwrap();
        let source = std::fs::read_to_string(path).unwrap();
        // mlir-opt's output: the module, a newline, no comments.
        let expected: String = source
            .lines()
            .filter(|l| !l.starts_with("//"))
            .map(|l| format!("{l}\n"))
            .chain(["\n".to_owned()])
            .collect();
        assert_eq!(stdout(&toy_opt(&[path], None)), expected, "{name}");
        let generic = stdout(&toy_opt(&["--print-generic", path], None));
        assert!(generic.contains("\"toy.return\"()"), "{generic}");
        assert_eq!(
            stdout(&toy_opt(&["-"], Some(generic.as_bytes()))),
            expected,
            "{name}"
        );
    }
}

#[test]
fn canonicalize_reproduces_chapter_3() {
    let input = example("canonicalize.mlir");
    let expected = std::fs::read_to_string(example("canonicalize.expected.mlir")).unwrap();
    let input = input.to_str().unwrap();
    assert_eq!(stdout(&toy_opt(&["--canonicalize", input], None)), expected);
    // The same through a pipeline, and idempotent.
    let piped = stdout(&toy_opt(
        &["--pass-pipeline=builtin.module(canonicalize)", input],
        None,
    ));
    assert_eq!(piped, expected);
    assert_eq!(
        stdout(&toy_opt(
            &["--canonicalize", "-"],
            Some(expected.as_bytes())
        )),
        expected
    );
}

#[test]
fn unknown_pass_in_a_pipeline_fails() {
    // mlir-opt's report and exit status, for the (empty) chunk.
    let out = toy_opt(
        &["--pass-pipeline=builtin.module(toy-inline)", "-"],
        Some(b""),
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'toy-inline' does not refer to a registered pass or pass pipeline\ntoy-inline\n^\n\n"
    );
}

#[test]
fn verify_diagnostics_in_both_spellings() {
    let invalid = example("invalid.mlir");
    let invalid = invalid.to_str().unwrap();
    for flags in [
        ["--verify-diagnostics", "--split-input-file"],
        ["-verify-diagnostics", "-split-input-file"],
    ] {
        // As mlir-opt: a separator between chunks, no module for a chunk
        // that failed as expected.
        assert_eq!(
            stdout(&toy_opt(&[flags[0], flags[1], invalid], None)),
            "// -----\n".repeat(8)
        );
    }
    let text = std::fs::read(invalid).unwrap();
    let piped = toy_opt(&["-split-input-file"], Some(&text));
    assert_eq!(piped.status.code(), Some(1));
    let err = String::from_utf8_lossy(&piped.stderr);
    assert!(err.contains("<stdin>:"), "{err}");
}

#[test]
fn unknown_option_fails() {
    let o = toy_opt(&["--frobnicate"], None);
    // LLVM's report and status, as mlir-opt's.
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("Unknown command line argument '--frobnicate'.  Try: '"),
        "{err}"
    );
}

#[test]
fn shape_inference_reproduces_chapter_4() {
    let input = example("shape_inference.mlir");
    let expected = std::fs::read_to_string(example("shape_inference.expected.mlir")).unwrap();
    let input = input.to_str().unwrap();
    let flags = ["--toy-shape-inference", "--canonicalize", "--cse", input];
    assert_eq!(stdout(&toy_opt(&flags, None)), expected);
    let pipeline = "--pass-pipeline=builtin.module(toy.func(toy-shape-inference),canonicalize,cse)";
    assert_eq!(stdout(&toy_opt(&[pipeline, input], None)), expected);
    // Alone, the pass ranks every tensor and leaves the casts, now of one
    // type to itself.
    let inferred = stdout(&toy_opt(&["--toy-shape-inference", input], None));
    assert!(!inferred.contains("tensor<*xf64>"), "{inferred}");
    assert!(
        inferred.contains("toy.cast %1 : tensor<2x3xf64> to tensor<2x3xf64>"),
        "{inferred}"
    );
    assert!(
        inferred.contains("toy.mul %4, %5 : tensor<3x2xf64>"),
        "{inferred}"
    );
}

#[test]
fn inline_reproduces_chapter_4() {
    let input = example("inline.mlir");
    let input = input.to_str().unwrap();
    let inlined = std::fs::read_to_string(example("inline.expected.mlir")).unwrap();
    assert_eq!(stdout(&toy_opt(&["--inline", input], None)), inlined);
    // The calls are gone, casts bridge the shaped arguments, and the
    // private callee, called no more, is erased.
    assert!(!inlined.contains("generic_call"), "{inlined}");
    assert!(!inlined.contains("multiply_transpose"), "{inlined}");
    assert_eq!(inlined.matches("toy.cast").count(), 2, "{inlined}");
    // Then the rest of chapter 4 ends where shape inference does.
    let shaped = std::fs::read_to_string(example("shape_inference.expected.mlir")).unwrap();
    let flags = [
        "--inline",
        "--toy-shape-inference",
        "--canonicalize",
        "--cse",
        input,
    ];
    assert_eq!(stdout(&toy_opt(&flags, None)), shaped);
}

#[test]
fn shape_inference_reports_an_op_without_the_interface() {
    // A call's unranked result, which no inliner replaced.
    let input = r#"toy.func private @f(tensor<2xf64>) -> tensor<*xf64>
toy.func @main() {
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = toy.generic_call @f(%0) : (tensor<2xf64>) -> tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}
"#;
    let out = toy_opt(&["--toy-shape-inference", "-"], Some(input.as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with(
            "<stdin>:4:8: error: unable to infer shape of operation without shape inference interface"
        ),
        "{err}"
    );
}

#[test]
fn an_incompatible_cast_fails_to_verify() {
    let input = "toy.func @main() {
  %0 = toy.constant dense<1.0> : tensor<2x3xf64>
  %1 = toy.cast %0 : tensor<2x3xf64> to tensor<3x2xf64>
  toy.return
}
";
    let out = toy_opt(&["-"], Some(input.as_bytes()));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("<stdin>:3:8: error: 'toy.cast' op operand type 'tensor<2x3xf64>' and result type 'tensor<3x2xf64>' are cast incompatible"),
        "{err}"
    );
}
