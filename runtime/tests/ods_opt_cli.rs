//! The `ods-opt` binary as a command-line tool: `--help`, `--version`,
//! standard input, `-o`, mlir-opt's spellings of the flags, bad arguments.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const FIXTURE: &str = "tests/fixtures/ir/blocks_successors.mlir";
const INVALID: &str = "tests/fixtures/invalid/verifier_module.mlir";

fn fixture(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// Runs `ods-opt args`, with `stdin` piped in (empty when `None`).
fn ods_opt(args: &[&str], stdin: Option<&[u8]>) -> Output {
    common::run_ods_opt(args, stdin.unwrap_or_default())
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
fn help_lists_every_option_and_exits_0() {
    for flag in ["--help", "-h", "-help"] {
        let out = stdout(&ods_opt(&[flag], None));
        assert!(out.contains("Usage: ods-opt"), "{out}");
        for option in [
            "--print-generic",
            "--mlir-print-op-generic",
            "--allow-unregistered",
            "--allow-unregistered-dialect",
            "--print-debuginfo",
            "--mlir-print-debuginfo",
            "--verify-diagnostics",
            "--split-input-file",
            "-o <FILE>",
            "--version",
            "standard input",
        ] {
            assert!(out.contains(option), "{flag}: no {option} in\n{out}");
        }
    }
}

#[test]
fn version_prints_the_crate_version() {
    let expected = format!("ods-opt {}\n", env!("CARGO_PKG_VERSION"));
    assert_eq!(stdout(&ods_opt(&["--version"], None)), expected);
    assert_eq!(stdout(&ods_opt(&["-version"], None)), expected);
}

#[test]
fn stdin_prints_what_the_file_prints() {
    let path = fixture(FIXTURE);
    let text = std::fs::read(&path).unwrap();
    let from_file = stdout(&ods_opt(
        &["--allow-unregistered", path.to_str().unwrap()],
        None,
    ));
    assert!(from_file.contains("x.cond_br"), "{from_file}");
    let piped = stdout(&ods_opt(&["--allow-unregistered"], Some(&text)));
    let dash = stdout(&ods_opt(&["--allow-unregistered", "-"], Some(&text)));
    assert_eq!(piped, from_file);
    assert_eq!(dash, from_file);
}

#[test]
fn stdin_is_named_stdin() {
    let text = std::fs::read(fixture(FIXTURE)).unwrap();
    let out = stdout(&ods_opt(
        &["--allow-unregistered", "--print-debuginfo"],
        Some(&text),
    ));
    assert!(out.contains("loc(\"<stdin>\":3:6)"), "{out}");
    let failed = ods_opt(&[], Some(b"\"x.op\"() : () -> ()\n"));
    assert_eq!(failed.status.code(), Some(1));
    let err = String::from_utf8_lossy(&failed.stderr);
    assert!(err.starts_with("<stdin>:1:7: error:"), "{err}");
}

#[test]
fn dash_o_writes_the_output_file() {
    let path = fixture(FIXTURE);
    let expected = stdout(&ods_opt(
        &["--allow-unregistered", path.to_str().unwrap()],
        None,
    ));
    let dir = tempfile::tempdir().unwrap();
    let out_path = dir.path().join("out.mlir");
    let o = ods_opt(
        &[
            "--allow-unregistered",
            path.to_str().unwrap(),
            "-o",
            out_path.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(stdout(&o), "");
    assert_eq!(std::fs::read_to_string(&out_path).unwrap(), expected);
    // `-o -` is standard output.
    let o = ods_opt(
        &["--allow-unregistered", "-o", "-", path.to_str().unwrap()],
        None,
    );
    assert_eq!(stdout(&o), expected);
}

#[test]
fn mlir_opt_spellings_are_accepted() {
    let path = fixture(FIXTURE);
    let path = path.to_str().unwrap();
    let ours = stdout(&ods_opt(
        &[
            "--allow-unregistered",
            "--print-generic",
            "--print-debuginfo",
            path,
        ],
        None,
    ));
    assert!(ours.contains("\"builtin.module\"()"), "{ours}");
    for spelling in [
        [
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "--mlir-print-debuginfo",
        ],
        [
            "-allow-unregistered-dialect",
            "-mlir-print-op-generic",
            "-mlir-print-debuginfo",
        ],
        ["-allow-unregistered", "-print-generic", "-print-debuginfo"],
    ] {
        let theirs = stdout(&ods_opt(
            &[spelling[0], spelling[1], spelling[2], path],
            None,
        ));
        assert_eq!(theirs, ours, "{spelling:?}");
    }
    let invalid = fixture(INVALID);
    let invalid = invalid.to_str().unwrap();
    for flags in [
        ["--split-input-file", "--verify-diagnostics"],
        ["-split-input-file", "-verify-diagnostics"],
    ] {
        let o = ods_opt(
            &[flags[0], flags[1], "-allow-unregistered-dialect", invalid],
            None,
        );
        // As mlir-opt: a separator between chunks, no module for a chunk
        // that failed as expected.
        assert_eq!(stdout(&o), "// -----\n".repeat(6));
    }
    // Without the flags, the invalid IR fails.
    assert_eq!(ods_opt(&[invalid], None).status.code(), Some(1));
}

#[test]
fn bad_arguments_fail() {
    // An argument that names no option: LLVM's report, as mlir-opt's.
    for flag in ["--no-such-flag", "-no-such-flag", "-split-input-fil"] {
        let o = ods_opt(&[flag], None);
        assert_eq!(o.status.code(), Some(1), "{flag}");
        assert!(o.stdout.is_empty(), "{flag}");
        let err = String::from_utf8_lossy(&o.stderr);
        let first = err.lines().next().unwrap_or_default();
        assert!(
            first.starts_with("ods-opt: Unknown command line argument '")
                && first.contains(&format!("'{flag}'.  Try: '"))
                && first.ends_with(" --help'"),
            "{err}"
        );
    }
    let o = ods_opt(&["-split-input-fil"], None);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(
        err.lines().nth(1),
        Some("ods-opt: Did you mean '--split-input-file'?")
    );
    for args in [&["-o"][..], &["a.mlir", "b.mlir"]] {
        let o = ods_opt(args, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.starts_with("error:") && err.contains("--help"), "{err}");
    }
    let o = ods_opt(&["/no/such/file.mlir"], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot read '/no/such/file.mlir'"));
    // After `--`, a single-dash name is a file, not an option.
    let o = ods_opt(&["--", "-split-input-file"], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot read '-split-input-file'"));
}

/// `--verify-diagnostics` prints, as mlir-opt does, the module of each chunk
/// that parsed and verified (outputs checked against mlir-opt 22).
#[test]
fn verify_diagnostics_prints_what_parsed() {
    let split = b"\"test.ok\"() {a = 1 : i32} : () -> ()
// -----
// expected-error@+1 {{custom op 'bar' is unknown}}
bar
// -----
\"test.two\"() : () -> ()
\"test.three\"() : () -> ()
// -----
";
    let o = ods_opt(
        &[
            "--allow-unregistered-dialect",
            "--split-input-file",
            "--verify-diagnostics",
        ],
        Some(split),
    );
    assert_eq!(
        stdout(&o),
        "module {\n  \"test.ok\"() {a = 1 : i32} : () -> ()\n}\n\n\
         // -----\n\
         // -----\n\
         module {\n  \"test.two\"() : () -> ()\n  \"test.three\"() : () -> ()\n}\n\n\
         // -----\n\
         module {\n}\n\n"
    );
    // One chunk whose expectation is not met: the module is still printed,
    // and the exit code is 1.
    let single = b"// expected-warning@+1 {{never}}
\"test.ok\"() : () -> ()
";
    let o = ods_opt(
        &["--allow-unregistered-dialect", "--verify-diagnostics"],
        Some(single),
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(o.stdout).unwrap(),
        "module {\n  \"test.ok\"() : () -> ()\n}\n\n"
    );
    assert!(String::from_utf8_lossy(&o.stderr).contains("never"));
}

#[test]
fn show_dialects_prints_mlir_opts_line() {
    // ods-opt registers the builtin dialect only.
    let out = stdout(&ods_opt(&["--show-dialects"], None));
    assert_eq!(out, "Available Dialects: builtin\n");
}

#[test]
fn the_canonicalizer_takes_the_test_convergence_option() {
    let unregistered = "--allow-unregistered-dialect";
    let plain = stdout(&ods_opt(&[unregistered, "--canonicalize", FIXTURE], None));
    for spelling in [
        "-canonicalize=test-convergence",
        "--canonicalize=test-convergence",
    ] {
        let with = stdout(&ods_opt(&[unregistered, spelling, FIXTURE], None));
        assert_eq!(with, plain, "{spelling}");
    }
}

#[test]
fn mlir_timing_prints_mlir_opts_report_on_stderr() {
    let input = fixture(FIXTURE);
    let args = [
        "--mlir-timing",
        "--allow-unregistered-dialect",
        "--canonicalize",
        "--cse",
        "-o",
        "/dev/null",
        input.to_str().unwrap(),
    ];
    let out = ods_opt(&args, None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report = String::from_utf8(out.stderr).unwrap();
    let names: Vec<&str> = report
        .lines()
        .skip(6)
        .map(|l| l.rsplit("%)  ").next().unwrap_or(l))
        .collect();
    assert_eq!(
        names,
        [
            "Parser",
            "Canonicalizer",
            "CSE",
            "  (A) DominanceInfo",
            "Output",
            "Rest",
            "Total"
        ],
        "{report}"
    );
    assert!(report.contains("... Execution time report ..."), "{report}");
    // Nothing ran on threads: no User Time column, as in mlir-opt's.
    assert!(
        report.contains("\n  ----Wall Time----  ----Name----\n"),
        "{report}"
    );
}

/// The header of the report of `builtin.module(builtin.module(cse))` on
/// `input`, with `flags`.
fn nested_timing_header(input: &str, flags: &[&str]) -> String {
    let mut args = vec![
        "--mlir-timing",
        "--pass-pipeline=builtin.module(builtin.module(cse))",
    ];
    args.extend(flags);
    args.extend(["-o", "/dev/null", "-"]);
    let out = ods_opt(&args, Some(input.as_bytes()));
    let report = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{report}");
    report.lines().nth(5).unwrap_or_default().to_string()
}

#[test]
fn mlir_timing_has_a_user_time_column_when_nested_pipelines_use_threads() {
    let columns = "  ----User Time----  ----Wall Time----  ----Name----";
    let two = "module {\n  module {\n  }\n  module {\n  }\n}\n";
    assert_eq!(nested_timing_header(two, &[]), columns);
    // One op, or threads off: one thread, as mlir-opt runs them.
    let one = "module {\n  module {\n  }\n}\n";
    assert_eq!(nested_timing_header(one, &[]), columns[19..]);
    let off = ["--mlir-disable-threading"];
    assert_eq!(nested_timing_header(two, &off), columns[19..]);
}

/// `--no-implicit-module`: the input's single op is the top-level op,
/// printed and run on as it is; MLIR's errors for more (at the start of
/// the chunk) and for bad values (outputs checked against mlir-opt 22).
#[test]
fn no_implicit_module_takes_the_single_op() {
    let split = b"\"test.a\"() : () -> ()
// -----
\"test.b\"() : () -> ()
\"test.c\"() : () -> ()
";
    let flags = [
        "--allow-unregistered-dialect",
        "--no-implicit-module",
        "--split-input-file",
    ];
    let o = ods_opt(&flags, Some(split));
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(o.stdout).unwrap(),
        "\"test.a\"() : () -> ()\n\n// -----\n"
    );
    assert_eq!(
        String::from_utf8(o.stderr).unwrap(),
        "<stdin>:2:9: error: source must contain a single top-level operation, found: 2\n\
         // -----\n        ^\n"
    );
    let o = ods_opt(&["-no-implicit-module"], Some(b"module {}\nmodule {}\n"));
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(o.stderr).unwrap(),
        "<stdin>:0:0: error: source must contain a single top-level operation, found: 2\n"
    );
    // A module is not unwrapped, and passes run on it.
    let module = b"module @m {\n  \"test.a\"() : () -> ()\n}\n";
    let flags = [
        "-allow-unregistered-dialect",
        "-no-implicit-module",
        "-pass-pipeline=builtin.module(cse)",
    ];
    assert_eq!(
        stdout(&ods_opt(&flags, Some(module))),
        "module @m {\n  \"test.a\"() : () -> ()\n}\n\n"
    );
    // The last value wins.
    let flags = ["--no-implicit-module", "--no-implicit-module=false"];
    assert_eq!(
        stdout(&ods_opt(&flags, Some(b"module @m {}\nmodule @n {}\n"))),
        "module {\n  module @m {\n  }\n  module @n {\n  }\n}\n\n"
    );
    let o = ods_opt(&["--no-implicit-module=2"], Some(b""));
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(o.stderr).unwrap(),
        "ods-opt: for the --no-implicit-module option: '2' is invalid value for boolean argument! Try 0 or 1\n"
    );
}

/// `-verify-diagnostics=only-expected` lets the diagnostics no annotation
/// expects through; `=all` (and no value, or an empty one) does not
/// (outputs checked against mlir-opt 22).
#[test]
fn verify_diagnostics_takes_mlir_opts_levels() {
    let duplicate = b"module @a {\n  module @a {\n  }\n  module @a {\n  }\n}\n";
    let o = ods_opt(&["-verify-diagnostics=only-expected"], Some(duplicate));
    assert_eq!(o.status.code(), Some(0));
    assert!(o.stdout.is_empty() && o.stderr.is_empty(), "{o:?}");
    let unexpected = "<stdin>:4:3: error: unexpected error: redefinition of symbol named 'a'\n  \
                      module @a {\n  ^\n\
                      <stdin>:2:3: error: unexpected note: see existing symbol definition here\n  \
                      module @a {\n  ^\n";
    for level in [
        "-verify-diagnostics",
        "-verify-diagnostics=all",
        "-verify-diagnostics=",
    ] {
        let o = ods_opt(&[level], Some(duplicate));
        assert_eq!(o.status.code(), Some(1), "{level}");
        assert_eq!(String::from_utf8_lossy(&o.stderr), unexpected, "{level}");
    }
    // An annotation nothing met still fails.
    let unmet = b"// expected-remark @below {{declared}}\n\"test.a\"() : () -> ()\n";
    let flags = [
        "--allow-unregistered-dialect",
        "--verify-diagnostics=only-expected",
    ];
    let o = ods_opt(&flags, Some(unmet));
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(o.stderr).unwrap(),
        "<stdin>:1:4: error: expected remark \"declared\" was not produced\n\
         // expected-remark @below {{declared}}\n   ^~~~~~~~\n"
    );
    let o = ods_opt(
        &[
            "-verify-diagnostics=only-expected",
            "-verify-diagnostics=bogus",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(o.stderr).unwrap(),
        "ods-opt: for the --verify-diagnostics option: Cannot find option named 'bogus'!\n"
    );
}

/// `--mlir-print-ir-tree-dir`: each dump in a file of MLIR's tree, a
/// folder per op down from the top-level one, files numbered by op
/// (layout and contents as mlir-opt 22 writes them).
#[test]
fn print_ir_tree_dir_writes_mlir_opts_file_tree() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("tree");
    let input = b"module @top {\n  module @a {\n  }\n  module {\n  }\n}\n";
    let tree_flag = format!("-mlir-print-ir-tree-dir={}", root.display());
    let flags = [
        &tree_flag[..],
        "--pass-pipeline=builtin.module(cse,builtin.module(cse),cse)",
        "-mlir-print-ir-after-all",
        "-mlir-print-ir-before=cse",
        "-mlir-disable-threading",
        "-o",
        "/dev/null",
    ];
    let o = ods_opt(&flags, Some(input));
    assert!(o.status.success() && o.stderr.is_empty(), "{o:?}");
    let mut files = Vec::new();
    let mut folders = vec![root.clone()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            match path.is_dir() {
                true => folders.push(path),
                false => files.push(path.strip_prefix(&root).unwrap().display().to_string()),
            }
        }
    }
    files.sort();
    assert_eq!(
        files,
        [
            "builtin_module_top/0_cse.mlir",
            "builtin_module_top/1_cse.mlir",
            "builtin_module_top/2_cse.mlir",
            "builtin_module_top/3_cse.mlir",
            "builtin_module_top/builtin_module_a/1_0_cse.mlir",
            "builtin_module_top/builtin_module_a/1_1_cse.mlir",
            "builtin_module_top/builtin_module_no-symbol-name/1_0_cse.mlir",
            "builtin_module_top/builtin_module_no-symbol-name/1_1_cse.mlir",
        ]
    );
    let dump =
        std::fs::read_to_string(root.join("builtin_module_top/builtin_module_a/1_1_cse.mlir"));
    assert_eq!(
        dump.unwrap(),
        "// -----// IR Dump After CSE (cse) //----- //\nmodule @a {\n}\n\n"
    );
    // A root that cannot be made: MLIR's message, and no dump.
    let file = dir.path().join("file");
    std::fs::write(&file, "").unwrap();
    let bad = format!("-mlir-print-ir-tree-dir={}/x", file.display());
    let o = ods_opt(
        &[&bad, "-cse", "-mlir-print-ir-after-all", "-o", "/dev/null"],
        Some(b""),
    );
    assert!(o.status.success());
    assert_eq!(
        String::from_utf8(o.stderr).unwrap(),
        format!(
            "Error while creating directory {}/x: Not a directory\n",
            file.display()
        )
    );
}

/// The inliner takes the call graph from the pass manager's analyses: a
/// `(A) CallGraph` row under it in the timing report, as in mlir-opt's.
#[test]
fn mlir_timing_lists_the_inliners_call_graph() {
    let flags = [
        "--mlir-timing",
        "--pass-pipeline=builtin.module(inline)",
        "-o",
        "/dev/null",
    ];
    let out = ods_opt(&flags, Some(b"module {}"));
    let report = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{report}");
    let names: Vec<&str> = report
        .lines()
        .skip(6)
        .map(|l| l.rsplit("%)  ").next().unwrap_or(l))
        .collect();
    assert_eq!(
        names,
        [
            "Parser",
            "Inliner",
            "  (A) CallGraph",
            "Output",
            "Rest",
            "Total"
        ],
        "{report}"
    );
}

#[test]
fn help_lists_the_driver_flags() {
    let out = stdout(&ods_opt(&["--help"], None));
    for option in [
        "--no-implicit-module",
        "--verify-diagnostics[=<LEVEL>]",
        "--mlir-print-ir-tree-dir <DIR>",
    ] {
        assert!(out.contains(option), "no {option} in\n{out}");
    }
}

/// The remark flags, as mlir-opt 22 takes them: a file format makes its
/// file (empty here: no pass emits remarks), a file that cannot be made
/// fails without a word, and LLVM's messages for unknown values.
#[test]
fn remark_flags_are_mlir_opts() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_ods-opt"))
            .current_dir(dir.path())
            .args(args)
            .args(["-o", "/dev/null", "/dev/null"])
            .output()
            .unwrap()
    };
    let o = run(&["--remark-format=yaml", "--remarks-filter=category.*"]);
    assert!(o.status.success() && o.stderr.is_empty(), "{o:?}");
    assert_eq!(
        std::fs::read(dir.path().join("mlir-remarks.yaml")).unwrap(),
        b""
    );
    let o = run(&["--remark-format=bitstream", "--remark-policy=final"]);
    assert!(o.status.success(), "{o:?}");
    assert!(dir.path().join("mlir-remarks.bitstream").is_file());
    let missing = dir.path().join("missing/out.yaml");
    let output = format!("--remarks-output-file={}", missing.display());
    let o = run(&["--remark-format=yaml", &output]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stderr.is_empty(), "{o:?}");
    // Each chunk gives up, after its marker.
    let chunks = b"module {}\n// -----\nmodule {}\n";
    let o = ods_opt(
        &["--split-input-file", "--remark-format=yaml", &output],
        Some(chunks),
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        (&o.stdout[..], &o.stderr[..]),
        (&b"// -----\n"[..], &b""[..])
    );
    // Remarks printed as diagnostics take no file.
    assert!(run(&["--remarks-filter-passed=x", &output])
        .status
        .success());
    for (flag, value) in [("remark-format", "json"), ("remark-policy", "last")] {
        let o = run(&[&format!("--{flag}={value}")]);
        assert_eq!(o.status.code(), Some(1));
        assert_eq!(
            String::from_utf8(o.stderr).unwrap(),
            format!("ods-opt: for the --{flag} option: Cannot find option named '{value}'!\n")
        );
    }
}
