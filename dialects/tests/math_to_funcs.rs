#![cfg(all(
    feature = "math",
    feature = "arith",
    feature = "cf",
    feature = "func",
    feature = "scf"
))]
//! `convert-math-to-funcs`, declared by MLIR's installed `Passes.td`:
//! `ods-mlir-opt` on each case of `inputs/convert-math-to-funcs/cases.txt`
//! prints what mlir-opt 22 printed for it (`expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): integer and float powers and
//! leading zero counts outlined into one function per op and type, the
//! options choosing which ops go, the functions' locations, and a name
//! already taken failing verification.

mod common;

#[test]
fn math_to_funcs_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-math-to-funcs");
    assert_eq!(count, 10);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
