#![cfg(feature = "llvm")]
//! `ods-mlir-translate --mlir-to-llvmir`, LLVM IR from the `llvm` dialect:
//! on each case of `inputs/mlir-to-llvmir/cases.txt` it writes what
//! mlir-translate 22 wrote (`inputs/mlir-to-llvmir/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh` with `MLIR_TOOL`); the IR of a
//! program runs under LLVM's `lli` and prints what the program computes;
//! any `llvm` dialect input the parser accepts translates or is an error,
//! never a panic.

use crate::common;

use ods_dialects::llvm::{CallOp, LLVMFuncOp};
use ods_runtime::{Context, InsertPoint, Op, OperationState, WalkOrder};
use std::path::Path;

const TRANSLATE: &str = env!("CARGO_BIN_EXE_ods-mlir-translate");

/// LLVM 22's interpreter and JIT.
const LLI: &str = "/usr/lib/llvm-22/bin/lli";

#[test]
fn mlir_to_llvmir_matches_mlir_translate() {
    let (count, failures) = common::recorded_cases_of("mlir-to-llvmir", TRANSLATE);
    assert_eq!(count, 31);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What LLVM's `lli` prints running the IR exported from the input
/// `name`; `None` (the test skipped, with its reason printed) without lli.
fn exported_run(name: &str) -> Option<String> {
    let input = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/inputs/mlir-to-llvmir")
        .join(name);
    let source = std::fs::read(&input).unwrap();
    let ir = common::run_tool(TRANSLATE, &["--mlir-to-llvmir"], &source);
    assert!(
        ir.status.success(),
        "{}",
        String::from_utf8_lossy(&ir.stderr)
    );
    if !Path::new(LLI).exists() {
        eprintln!("SKIPPED: no {LLI} on this system to run the exported LLVM IR");
        return None;
    }
    let ran = common::run_tool(LLI, &["-"], &ir.stdout);
    assert!(
        ran.status.success(),
        "lli rejects the exported IR:\n{}\n{}",
        String::from_utf8_lossy(&ran.stderr),
        String::from_utf8_lossy(&ir.stdout)
    );
    Some(String::from_utf8_lossy(&ran.stdout).into_owned())
}

#[test]
fn exported_program_runs_under_lli() {
    // 0² + ... + 9² = 285, and 1.5 * 2 + 0.25 = 3.25.
    if let Some(out) = exported_run("sums.mlir") {
        assert_eq!(out, "285 3.25\n");
    }
}

#[test]
fn exported_toy_program_prints_its_matrix() {
    // The squares of the transpose of [[1, 2, 3], [4, 5, 6]].
    if let Some(out) = exported_run("toy-lowered.mlir") {
        assert_eq!(
            out,
            "1.000000 16.000000 \n4.000000 25.000000 \n9.000000 36.000000 \n"
        );
    }
}

#[test]
fn any_llvm_input_translates_or_is_an_error() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs");
    let mut inputs = Vec::new();
    for folder in ["llvm", "mlir-to-llvmir"] {
        for entry in std::fs::read_dir(dir.join(folder)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "mlir") {
                inputs.push(path);
            }
        }
    }
    assert!(inputs.len() >= 10);
    for path in inputs {
        let source = std::fs::read(&path).unwrap();
        let args = [
            "--mlir-to-llvmir",
            "--split-input-file",
            "--allow-unregistered-dialect",
        ];
        let out = common::run_tool(TRANSLATE, &args, &source);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            matches!(out.status.code(), Some(0 | 1)) && !stderr.contains("panicked"),
            "{}: {stderr}",
            path.display()
        );
        if out.status.code() == Some(1) {
            assert!(stderr.contains("error: "), "{}: {stderr}", path.display());
        }
    }
}

#[test]
fn intrinsic_ops_are_calls_of_declared_intrinsics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/mlir-to-llvmir");
    let source = std::fs::read_to_string(dir.join("intrinsics.mlir")).unwrap();
    let mut ctx = Context::new();
    ods_dialects::register_all(&mut ctx);
    let module = ods_runtime::parse_and_verify(&mut ctx, &source, "intrinsics.mlir").unwrap();
    // Each call of `@"intr.NAME"` becomes the op `llvm.intr.NAME`, and the
    // declarations standing for them go.
    let mut ops = Vec::new();
    ctx.walk(module, WalkOrder::PreOrder, &mut |op| ops.push(op));
    for op in ops {
        if let Some(call) = CallOp::cast(&ctx, op) {
            let name = call.callee(&ctx).and_then(|c| c.strip_prefix("intr."));
            let Some(name) = name.map(str::to_string) else {
                continue;
            };
            let loc = ctx.op_loc(op);
            let mut state = OperationState::new(&mut ctx, &format!("llvm.intr.{name}"), loc);
            state.operands = ctx.operands(op);
            state.result_types = ctx.value_types(ctx.results(op));
            if let Some(volatile) = ctx.get_attr(op, "isVolatile") {
                state.attributes.push((ctx.symbol("isVolatile"), volatile));
            }
            let intrinsic = ctx.create_op(state);
            ctx.insert_op(InsertPoint::Before(op), intrinsic);
            if let (Some(&old), Some(&new)) =
                (ctx.results(op).first(), ctx.results(intrinsic).first())
            {
                ctx.replace_all_uses_with(old, new);
            }
            ctx.erase_op(op).unwrap();
        } else if let Some(func) = LLVMFuncOp::cast(&ctx, op) {
            if func.sym_name(&ctx).starts_with("intr.") {
                ctx.erase_op(op).unwrap();
            }
        }
    }
    let (text, result) = ods_dialects::target::llvmir::translate_to_llvmir(&ctx, module);
    result.unwrap();
    let expected = std::fs::read_to_string(dir.join("expected/intrinsics.ll")).unwrap();
    assert_eq!(text, expected);
}
