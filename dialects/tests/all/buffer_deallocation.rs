#![cfg(all(
    feature = "bufferization",
    feature = "memref",
    feature = "scf",
    feature = "func",
    feature = "arith",
    feature = "affine"
))]
//! The deallocation passes (`expand-realloc`,
//! `ownership-based-buffer-deallocation`,
//! `buffer-deallocation-simplification`,
//! `bufferization-lower-deallocations`) and `buffer-deallocation-pipeline`,
//! declared or registered as MLIR does: `ods-mlir-opt` on each case of
//! `inputs/buffer-deallocation/cases.txt` prints what mlir-opt 22 printed
//! for it (`inputs/buffer-deallocation/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): reallocations between static and
//! dynamic sizes with and without the deallocation of the old buffer, the
//! verifier's error on a shrinking one, each lowering of a dealloc (with
//! the helper function, its renaming, and the error on a function root),
//! the simplifications by buffer origin, ownership through branches,
//! regions (scf ops of every kind), calls and selects (with and without
//! dynamic ownership of private functions) and the inputs it refuses, the
//! pipeline on small
//! bufferized functions, the options in dumped pipelines, and the errors
//! of bad pipeline options (printed by themselves, as MLIR prints them).

use crate::common;

#[test]
fn buffer_deallocation_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("buffer-deallocation");
    assert_eq!(count, 25);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
