#![cfg(all(
    feature = "func",
    feature = "scf",
    feature = "emitc",
    feature = "arith"
))]
//! `convert-scf-to-emitc`, declared by MLIR's installed `Passes.td`:
//! `ods-mlir-opt` on each case of `inputs/scf-to-emitc/cases.txt` prints
//! what mlir-opt 22 printed for it (`inputs/scf-to-emitc/expected`,
//! recorded by `scripts/pass-pipeline-oracle.sh`): loops (`scf.while` as
//! `emitc.do`) and conditionals with their results as variables, `index` cast to `!emitc.size_t` and
//! back where MLIR puts the casts, their locations, and a type emitc does
//! not support failing the conversion and rolling it back.

use crate::common;

#[test]
fn scf_to_emitc_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("scf-to-emitc");
    assert_eq!(count, 15);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
