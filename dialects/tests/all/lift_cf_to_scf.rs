#![cfg(all(feature = "cf", feature = "scf", feature = "func"))]
//! `lift-cf-to-scf`, declared by MLIR's installed `Passes.td`:
//! `ods-mlir-opt` on each case of `inputs/lift-cf-to-scf/cases.txt` prints
//! what mlir-opt 22 printed for it (`inputs/lift-cf-to-scf/expected`,
//! recorded by `scripts/pass-pipeline-oracle.sh`): nested, sequential,
//! multi-exit and multi-entry (irreducible) loops, infinite loops,
//! switches with shared destinations and negative cases, several kinds of
//! returns, nested regions, random control flow graphs, what
//! convert-scf-to-cf lowered lifted back, and the errors of what cannot
//! be lifted.

use crate::common;

#[test]
fn lift_cf_to_scf_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("lift-cf-to-scf");
    assert_eq!(count, 14);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
