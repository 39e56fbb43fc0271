#![cfg(all(feature = "llvm", feature = "func"))]
//! `ensure-debug-info-scope-on-llvm-func`, declared by MLIR's installed
//! LLVM `Passes.td`: `ods-mlir-opt` on each case of
//! `inputs/debug-info-scope/cases.txt` prints what mlir-opt 22 printed
//! (`inputs/debug-info-scope/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): subprograms for definitions and
//! declarations, the compile unit of the module's location or a new one,
//! the `emission-kind` option, lexical block files for ops of
//! other files and for call sites.

use crate::common;

#[test]
fn debug_info_scope_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("debug-info-scope");
    assert_eq!(count, 4);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
