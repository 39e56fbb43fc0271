//! The IR fixtures: printing (generic, with debug info, and custom forms)
//! reproduces mlir-opt byte for byte
//! (recorded in `fixtures/ir-expected`), invalid IR gives the annotated
//! diagnostics, and IR that mlir-opt rejects is rejected.

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::diag::render;
use ods_runtime::{check_diagnostics, parse_source, split_input_file, verify::verify, Context};
use std::path::{Path, PathBuf};

fn files(dir: &str, suffix: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no fixtures in {}", dir.display());
    v
}

fn roundtrip(path: &Path, opts: PrintOptions) -> Result<String, String> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let top = parse_source(&mut ctx, &text, &name).map_err(|d| d.message)?;
    verify(&ctx, top).map_err(|d| d.message)?;
    print_top_level(&ctx, top, opts).map_err(|e| e.to_string())
}

#[test]
fn printing_matches_mlir_opt() {
    let mut failures = Vec::new();
    for path in files("ir-expected", ".mlir") {
        let name = path.to_string_lossy();
        let opts = PrintOptions {
            debug_info: name.ends_with(".debuginfo.mlir"),
            generic: !name.ends_with(".custom.mlir"),
            ..PrintOptions::default()
        };
        let expected = std::fs::read_to_string(&path).unwrap();
        let what = path.display().to_string();
        compare(&what, roundtrip(&path, opts), &expected, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Records in `failures` how `printed` differs from `expected`: the first
/// line that differs, or the error that stopped the printing.
fn compare(
    what: &str,
    printed: Result<String, String>,
    expected: &str,
    failures: &mut Vec<String>,
) {
    match printed {
        Ok(out) if out == expected => {}
        Ok(out) => {
            let line = out
                .lines()
                .zip(expected.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            failures.push(format!("{what}: differs at line {}", line + 1));
        }
        Err(e) => failures.push(format!("{what}: {e}")),
    }
}

#[test]
fn printing_the_sources_matches_mlir_opt() {
    // What mlir-opt printed for each source (before it was normalised):
    // catches what a normalised file no longer holds (an empty blob's
    // alignment, locations the parser simplifies). The sources of `ir/`
    // only: those of `ir-upstream/` use the custom syntax of dialects that
    // mlir-opt registers and ods-opt does not.
    let mut failures = Vec::new();
    for path in files("ir", ".mlir") {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        for (kind, debug_info) in [("generic", false), ("debuginfo", true)] {
            let expected_path = path
                .parent()
                .unwrap()
                .join(format!("../ir-expected/{stem}.{kind}.mlir"));
            let expected = std::fs::read_to_string(&expected_path).unwrap();
            let opts = PrintOptions {
                debug_info,
                generic: true,
                ..PrintOptions::default()
            };
            let what = format!("{} ({kind})", path.display());
            compare(&what, roundtrip(&path, opts), &expected, &mut failures);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn annotated_invalid_ir_gives_the_expected_diagnostics() {
    let mut failures = Vec::new();
    for path in files("invalid", ".mlir") {
        let text = std::fs::read_to_string(&path).unwrap();
        for chunk in split_input_file(&text) {
            if let Err(problems) = check_diagnostics(&chunk, "invalid.mlir", true, |_| {}) {
                failures.push(format!("{}:\n  {}", path.display(), problems.join("\n  ")));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each `rejected/X.mlir` is rejected, with the first error mlir-opt gives
/// (`X.error`, recorded by `scripts/regen-ir-fixtures.sh`): same line,
/// column and message.
#[test]
fn ir_that_mlir_opt_rejects_is_rejected() {
    let mut failures = Vec::new();
    for path in files("rejected", ".mlir") {
        let text = std::fs::read_to_string(&path).unwrap();
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let result =
            parse_source(&mut ctx, &text, "rejected.mlir").and_then(|top| verify(&ctx, top));
        let Err(diag) = result else {
            failures.push(format!("{} was accepted", path.display()));
            continue;
        };
        let expected = std::fs::read_to_string(path.with_extension("error")).unwrap();
        let rendered = render(&ctx, &diag, "rejected.mlir", &text);
        let first = rendered.lines().next().unwrap_or_default();
        let ours = first.strip_prefix("rejected.mlir:").unwrap_or(first);
        if ours != expected.trim_end() {
            failures.push(format!(
                "{}:\n  mlir-opt: {}\n  ods-opt:  {ours}",
                path.display(),
                expected.trim_end()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn unregistered_ops_need_permission() {
    let mut ctx = Context::new();
    let err = parse_source(&mut ctx, "\"x.a\"() : () -> ()\n", "u.mlir").unwrap_err();
    assert!(
        err.message.contains("-allow-unregistered-dialect"),
        "{}",
        err.message
    );
}
