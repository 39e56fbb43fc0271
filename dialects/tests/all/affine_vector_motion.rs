#![cfg(all(
    feature = "func",
    feature = "scf",
    feature = "affine",
    feature = "vector",
    feature = "tensor",
    feature = "memref"
))]
//! `loop-invariant-code-motion` and `sccp` on what `affine.for` and the
//! vector transfers say of themselves: `ods-mlir-opt` on each case of
//! `inputs/affine-vector-motion/cases.txt` prints what mlir-opt 22 printed
//! for it (recorded by `scripts/pass-pipeline-oracle.sh`). Invariant
//! `affine.for` loops of step 1 leave their parents, others stay;
//! transfers on tensors leave their loops, transfers on memrefs stay; sccp
//! follows an `affine.for` of constant bounds into its body or past it.

use crate::common;

#[test]
fn affine_and_vector_motion_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("affine-vector-motion");
    assert_eq!(count, 3);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
