//! Runs IR through the dialects as `ods-mlir-opt` does, for tests whose
//! expectations are `mlir-opt` 22's output on the same input. Each test
//! file uses a part of it.
#![allow(dead_code)]

pub mod recorded;

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::{Context, OpId, WalkOrder};
use std::process::{Command, Output, Stdio};

/// How to print, and whether to canonicalize first.
#[derive(Clone, Copy, Default)]
pub struct Mode {
    pub generic: bool,
    pub canonicalize: bool,
}

pub const CUSTOM: Mode = Mode {
    generic: false,
    canonicalize: false,
};
pub const GENERIC: Mode = Mode {
    generic: true,
    canonicalize: false,
};
pub const CANONICALIZE: Mode = Mode {
    generic: false,
    canonicalize: true,
};

/// A context with every enabled dialect, unregistered ops allowed (as
/// `--allow-unregistered-dialect`).
pub fn context() -> Context {
    let mut ctx = Context::new();
    ods_dialects::register_all(&mut ctx);
    ctx.allow_unregistered = true;
    ctx
}

/// `src` parsed into a fresh [`context`], and its ops in pre-order.
pub fn parse_with_ops(src: &str) -> (Context, OpId, Vec<OpId>) {
    let mut ctx = context();
    let top = ods_runtime::parse_source(&mut ctx, src, "t.mlir").expect("the input parses");
    let mut ops = Vec::new();
    ctx.walk(top, WalkOrder::PreOrder, &mut |o| ops.push(o));
    (ctx, top, ops)
}

/// `src` parsed, verified, maybe canonicalized, printed; or the first
/// error rendered as mlir-opt prints it (`t.mlir:LINE:COL: error: ...`).
pub fn run(src: &str, mode: Mode) -> Result<String, String> {
    let mut ctx = context();
    let render = |ctx: &Context, e| ods_runtime::diag::render(ctx, &e, "t.mlir", src);
    let top = ods_runtime::parse_source(&mut ctx, src, "t.mlir").map_err(|e| render(&ctx, e))?;
    ods_runtime::verify::verify(&ctx, top).map_err(|e| render(&ctx, e))?;
    if mode.canonicalize {
        ods_runtime::canonicalize(&mut ctx, top).map_err(|e| e.to_string())?;
    }
    let options = PrintOptions {
        generic: mode.generic,
        ..PrintOptions::default()
    };
    Ok(print_top_level(&ctx, top, options).expect("printing succeeds"))
}

/// The output of `src`, which must be valid.
#[track_caller]
pub fn output(src: &str, mode: Mode) -> String {
    run(src, mode).unwrap_or_else(|e| panic!("{e}"))
}

/// The first error of `src`, which must be invalid: its first line.
#[track_caller]
pub fn error(src: &str) -> String {
    let e = run(src, CUSTOM).expect_err("the input is invalid");
    e.lines().next().unwrap_or_default().to_string()
}

/// Each output must read back to itself (custom and generic).
#[track_caller]
pub fn reads_back(printed: &str) {
    for mode in [CUSTOM, GENERIC] {
        let again = output(printed, mode);
        assert_eq!(output(&again, CUSTOM), output(printed, CUSTOM));
    }
}

/// Runs `ods-mlir-opt` on each case of `inputs/<folder>/cases.txt` (a
/// name, the input, then the flags, tab-separated) and compares its
/// standard output and error and its exit status with what mlir-opt 22
/// gave (`inputs/<folder>/expected/NAME.{out,err,rc}`, recorded by
/// `scripts/pass-pipeline-oracle.sh`). The number of cases, and a
/// description of each difference.
pub fn recorded_cases(folder: &str) -> (usize, Vec<String>) {
    recorded_cases_of(folder, env!("CARGO_BIN_EXE_ods-mlir-opt"))
}

/// [`recorded_cases`] run through `tool` (`ods-mlir-translate` for the
/// cases recorded from mlir-translate 22).
pub fn recorded_cases_of(folder: &str, tool: &str) -> (usize, Vec<String>) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/inputs")
        .join(folder);
    recorded::replay(&dir, tool)
}

/// The body of a new `func.func @f(<signature>)` holding only its
/// `return`, to build in, and the module holding the function.
pub fn function_body(ctx: &mut Context, signature: &str) -> (OpId, ods_runtime::BlockId) {
    let src = format!("func.func @f({signature}) {{\n  return\n}}");
    let module = ods_runtime::parse_source(ctx, &src, "t.mlir").unwrap();
    let top = ctx.blocks(ctx.regions(module)[0])[0];
    let function = ctx.block_ops(top)[0];
    (module, ctx.blocks(ctx.regions(function)[0])[0])
}

/// Runs `tool` with `args`, `input` on its standard input.
pub fn run_tool(tool: &str, args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), input).unwrap();
    child.wait_with_output().unwrap()
}
