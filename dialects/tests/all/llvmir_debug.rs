#![cfg(feature = "llvm")]
//! Debug information in `ods-mlir-translate --mlir-to-llvmir`: on each
//! case of `inputs/llvmir-debug/cases.txt` it writes what mlir-translate 22
//! wrote (`inputs/llvmir-debug/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh` with `MLIR_TOOL`): `!DILocation`s of
//! ops and block arguments in their function's subprogram, inlined call
//! sites and merged fused locations, the `#llvm.di_*` attributes as `!DI*`
//! nodes numbered as LLVM numbers them, `!llvm.dbg.cu`, the debug
//! records of `llvm.intr.dbg.*`, global variables in their compile
//! units' `globals:`, recursive types and subprograms named by id, array
//! bounds as expressions or variables, imported entities, and the debug
//! info version flag added unless given.

use crate::common;

const TRANSLATE: &str = env!("CARGO_BIN_EXE_ods-mlir-translate");

#[test]
fn llvmir_debug_matches_mlir_translate() {
    let (count, failures) = common::recorded_cases_of("llvmir-debug", TRANSLATE);
    assert_eq!(count, 8);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
