#![cfg(all(
    feature = "func",
    feature = "scf",
    feature = "cf",
    feature = "arith",
    feature = "emitc",
    feature = "llvm"
))]
//! `convert-scf-to-cf` and `reconcile-unrealized-casts`: `ods-mlir-opt` on
//! each case of `inputs/conversion/cases.txt` prints what mlir-opt 22
//! printed for it (`inputs/conversion/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): every scf construct lowered, the
//! locations of what replaces it, a failed conversion rolled back, and
//! casts folded; a fold inside a conversion sees the producers it looks
//! through as they were.

use crate::common;

#[test]
fn conversion_passes_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("conversion");
    assert_eq!(count, 22);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
