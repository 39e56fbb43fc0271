#![cfg(all(feature = "func", feature = "arith", feature = "emitc"))]
//! `convert-arith-to-emitc`, declared by MLIR's installed `Passes.td`:
//! `ods-mlir-opt` on each case of `inputs/arith-to-emitc/cases.txt`
//! prints what mlir-opt 22 printed for it (`inputs/arith-to-emitc/expected`,
//! recorded by `scripts/pass-pipeline-oracle.sh`): arithmetic, bitwise
//! ops, shifts, comparisons, selects and casts as emitc ops in the
//! signedness C needs, `index` as `!emitc.size_t` through casts, their
//! locations, and the ops that do not lower failing the conversion.

use crate::common;

#[test]
fn arith_to_emitc_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("arith-to-emitc");
    assert_eq!(count, 11);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
