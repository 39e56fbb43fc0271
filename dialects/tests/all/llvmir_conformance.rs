#![cfg(feature = "llvm")]
//! `ods-mlir-translate --mlir-to-llvmir` on the cases of
//! `inputs/llvmir-conformance` (our own inputs for what MLIR's
//! `Target/LLVMIR` tests exercise, issue 37) writes what mlir-translate 22
//! wrote, recorded by `scripts/pass-pipeline-oracle.sh` with `MLIR_TOOL`:
//! `#llvm.di_string_type` with a length variable or expression and the
//! DWARF 5 encodings, the errors of malformed `passthrough` function
//! attributes, of target features in the order MLIR checks them, and
//! the report of LLVM's IR verifier on invoke results used where the edge
//! to the normal destination does not dominate them; globals initialized
//! from `dense_resource` blobs and the errors of those that cannot be;
//! comdats, and selectors named twice.

use crate::common;

const TRANSLATE: &str = env!("CARGO_BIN_EXE_ods-mlir-translate");

#[test]
fn llvmir_conformance_matches_mlir_translate() {
    let (count, failures) = common::recorded_cases_of("llvmir-conformance", TRANSLATE);
    assert_eq!(count, 6);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
