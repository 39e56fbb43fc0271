#![cfg(all(feature = "math", feature = "arith", feature = "func"))]
//! `math-expand-ops`, declared by MLIR's installed `Passes.td`:
//! `ods-mlir-opt` on each case of `inputs/math-expand-ops/cases.txt`
//! prints what mlir-opt 22 printed for it (`expected/`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): hyperbolic functions, powers,
//! roundings and `ctlz` expanded on scalars and tensors (or kept where
//! LLVM 22 keeps them), the greedy driver's folds and constant hoisting,
//! and the `ops` option selecting the expansions.

use crate::common;

#[test]
fn math_expand_ops_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("math-expand-ops");
    assert_eq!(count, 11);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
