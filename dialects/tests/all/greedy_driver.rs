#![cfg(all(feature = "func", feature = "scf", feature = "cf", feature = "arith"))]
//! The greedy pattern driver under `canonicalize`'s options: `ods-mlir-opt`
//! on each case of `inputs/greedy-driver/cases.txt` prints what mlir-opt 22
//! printed for it (`inputs/greedy-driver/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`). The inputs erase regions whose ops
//! use one producer several times: MLIR erases the nested ops one at a
//! time, so the producer is found dead within the same iteration.

use crate::common;

#[test]
fn greedy_driver_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("greedy-driver");
    assert_eq!(count, 4);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
