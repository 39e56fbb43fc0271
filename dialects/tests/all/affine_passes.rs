#![cfg(all(feature = "affine", feature = "func"))]
//! The passes of MLIR's affine dialect, declared by MLIR's installed
//! `Passes.td`: `ods-mlir-opt` on each case of
//! `inputs/affine-loop-normalize/cases.txt` prints what mlir-opt 22
//! printed for it (`expected/`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): `affine.for` and `affine.parallel`
//! brought to start at 0 by steps of 1 (constant, symbolic, `min` bounds;
//! `max` bounds left), loops of one iteration replaced by their bodies
//! with `promote-single-iter=true`; and of `inputs/affine-scalrep`: stores
//! forwarded to loads, dead stores and buffers removed, redundant loads
//! replaced, as the dependence and alias checks allow.

use crate::common;

#[test]
fn affine_loop_normalize_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("affine-loop-normalize");
    assert_eq!(count, 7);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn affine_scalrep_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("affine-scalrep");
    assert_eq!(count, 5);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
