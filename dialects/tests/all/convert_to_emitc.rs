#![cfg(all(
    feature = "func",
    feature = "scf",
    feature = "emitc",
    feature = "arith",
    feature = "memref",
    feature = "math",
    feature = "cf",
    feature = "tensor"
))]
//! `convert-to-emitc`, declared by MLIR's installed `Passes.td`:
//! `ods-mlir-opt` on each case of `inputs/convert-to-emitc/cases.txt`
//! prints what mlir-opt 22 printed for it (`inputs/convert-to-emitc/expected`,
//! recorded by `scripts/pass-pipeline-oracle.sh`): the lowerings of the
//! loaded dialects (those the input names and the dialects they load:
//! func loads cf, cf and scf load arith) sharing one type converter, a
//! partial conversion leaving ops without a lowering, what a tensor op
//! loads (memref among its dependents and extensions), `filter-dialects`
//! and its two errors, and MLIR 22's own verifier error on a call whose
//! result type the lowering leaves unconverted.

use crate::common;

#[test]
fn convert_to_emitc_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-to-emitc");
    assert_eq!(count, 15);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
