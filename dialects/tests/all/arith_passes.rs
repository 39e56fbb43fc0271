#![cfg(all(feature = "arith", feature = "func"))]
//! `arith-expand`, declared by MLIR's installed `Passes.td`: `ods-mlir-opt`
//! on each case of `inputs/arith-expand/cases.txt` prints what mlir-opt 22
//! printed for it (`inputs/arith-expand/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): divisions, minima and maxima, scaled
//! and bf16 conversions expanded, folds taken before expansions, a scale
//! that cannot be expanded failing the conversion, and the pass's options
//! parsed and printed as MLIR's.

use crate::common;

#[test]
fn arith_expand_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("arith-expand");
    assert_eq!(count, 12);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
