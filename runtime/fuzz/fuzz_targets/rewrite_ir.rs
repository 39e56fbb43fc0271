//! Rewrites arbitrary IR: text that parses and verifies goes through
//! `--canonicalize`, `--cse` and `--apply-patterns` as `opt::main` runs
//! them, with the fixture dialects registered (the `orw` oracle dialect's
//! folders, canonicalization patterns, materializer and DRR patterns among
//! them). No pass may panic or fail, and the result must verify and
//! print.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ods_runtime::rewrite::{apply_patterns_greedily, canonicalize, cse, GreedyRewriteConfig};
use ods_runtime::{parse_source, verify::verify, IrError};

mod fixture_context;
use fixture_context::context;
mod print_verified;
use print_verified::print_verified;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut ctx = context();
    let Ok(top) = parse_source(&mut ctx, text, "fuzz.mlir") else {
        return;
    };
    if verify(&ctx, top).is_err() {
        return;
    }
    // An op using its own result (a graph region allows it) that folds in
    // place, as `index.mul %x, %c` does, folds for ever: mlir-opt 22 hangs
    // on it as well, the driver not counting folds towards any limit.
    if uses_itself(&ctx, top) {
        return;
    }
    // A pattern that replaces an op by its own result (an op using itself,
    // which only a graph region allows) cannot erase it: MLIR erases a used
    // op there (undefined behaviour) or folds for ever; here the pass
    // reports `ResultsInUse`. Any other failure is a bug.
    fn stop<T>(r: ods_runtime::IrResult<T>) -> bool {
        match r {
            Ok(_) => false,
            Err(IrError::ResultsInUse(_)) => true,
            Err(e) => panic!("the pass failed: {e}"),
        }
    }
    if stop(canonicalize(&mut ctx, top)) {
        return;
    }
    verify(&ctx, top).expect("canonicalized IR verifies");
    if stop(cse(&mut ctx, top)) {
        return;
    }
    if let Err(error) = verify(&ctx, top) {
        // CSE merges equal reads inside an `emitc.expression`, whose
        // verifier then finds a side-effecting op with several uses:
        // mlir-opt 22's CSE makes the same IR and fails the same way
        // (`dialects/tests/inputs/emitc/cse_reads.mlir`).
        assert!(
            error.message.starts_with("'emitc.expression' op requires exactly one use"),
            "IR after CSE verifies: {error:?}"
        );
        return;
    }
    let patterns = ctx.registry.drr_patterns().freeze(&mut ctx);
    if stop(apply_patterns_greedily(
        &mut ctx,
        top,
        &patterns,
        GreedyRewriteConfig::default(),
    )) {
        return;
    }
    verify(&ctx, top).expect("IR after the DRR patterns verifies");
    // Whether printed text reads back is `parse_ir`'s to check (some custom
    // forms read the next op as their own, in MLIR too).
    print_verified(&ctx, top);
});

/// Whether an op nested in `top` has one of its own results as an operand.
fn uses_itself(ctx: &ods_runtime::Context, top: ods_runtime::OpId) -> bool {
    let mut found = false;
    ctx.walk(top, ods_runtime::WalkOrder::PreOrder, &mut |op| {
        found |= ctx
            .operands(op)
            .into_iter()
            .any(|v| ctx.defining_op(v) == Some(op));
    });
    found
}
