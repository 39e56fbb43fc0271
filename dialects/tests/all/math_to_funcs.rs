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

use crate::common;

#[test]
fn math_to_funcs_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-math-to-funcs");
    assert_eq!(count, 10);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The vector forms (`inputs/convert-math-to-funcs-vector`): unrolled into
/// the scalar op on each element between `vector.extract` and
/// `vector.insert`, the scalar ops then calls; vectors beside scalars of
/// one element type sharing a function; fast-math flags dropped with the
/// unrolling, as in MLIR.
#[cfg(feature = "vector")]
#[test]
fn math_to_funcs_unrolls_vectors_as_mlir_opt() {
    let (count, failures) = common::recorded_cases("convert-math-to-funcs-vector");
    assert_eq!(count, 4);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
