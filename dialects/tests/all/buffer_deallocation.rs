#![cfg(all(
    feature = "bufferization",
    feature = "memref",
    feature = "scf",
    feature = "func",
    feature = "arith",
    feature = "affine"
))]
//! The deallocation passes (`expand-realloc`,
//! `buffer-deallocation-simplification`,
//! `bufferization-lower-deallocations`), declared by MLIR's installed
//! `Passes.td` files: `ods-mlir-opt` on each case of
//! `inputs/buffer-deallocation/cases.txt` prints what mlir-opt 22 printed
//! for it (`inputs/buffer-deallocation/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): reallocations between static and
//! dynamic sizes with and without the deallocation of the old buffer, the
//! verifier's error on a shrinking one, each lowering of a dealloc (with
//! the helper function, its renaming, and the error on a function root),
//! the simplifications by buffer origin, and the options in a dumped
//! pipeline.

use crate::common;

#[test]
fn buffer_deallocation_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("buffer-deallocation");
    assert_eq!(count, 10);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
