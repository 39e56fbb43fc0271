#![cfg(all(feature = "func", feature = "emitc", feature = "cf", feature = "arith"))]
//! `convert-func-to-emitc`, declared by MLIR's installed `Passes.td`:
//! `ods-mlir-opt` on each case of `inputs/func-to-emitc/cases.txt` prints
//! what mlir-opt 22 printed for it (`inputs/func-to-emitc/expected`,
//! recorded by `scripts/pass-pipeline-oracle.sh`): definitions, private
//! definitions and declarations with their specifiers, calls, attributes
//! carried over, bodies of several blocks, nested modules, and the
//! failures on several results rolled back.

use crate::common;

#[test]
fn func_to_emitc_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("func-to-emitc");
    assert_eq!(count, 12);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
