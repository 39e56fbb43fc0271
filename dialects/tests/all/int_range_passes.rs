#![cfg(all(
    feature = "arith",
    feature = "func",
    feature = "cf",
    feature = "scf",
    feature = "memref"
))]
//! `int-range-optimizations` and `arith-int-range-narrowing` on the
//! integer range analysis: `ods-mlir-opt` on each case of
//! `inputs/int-range-optimizations/cases.txt` and
//! `inputs/arith-int-range-narrowing/cases.txt` prints what mlir-opt 22
//! printed for it (`expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): constants materialized for values,
//! branch and region arguments, remainders already below their modulus
//! dropped, elementwise ops and comparisons narrowed for several width
//! lists, and index cast chains folded.

use crate::common;

#[test]
fn int_range_optimizations_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("int-range-optimizations");
    assert_eq!(count, 5);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn int_range_narrowing_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("arith-int-range-narrowing");
    assert_eq!(count, 10);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
