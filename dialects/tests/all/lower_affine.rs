#![cfg(all(feature = "affine", feature = "scf", feature = "func", feature = "cf"))]
//! `lower-affine`, declared by MLIR's installed `Passes.td`: `ods-mlir-opt`
//! on each case of `inputs/lower-affine/cases.txt` prints what mlir-opt 22
//! printed for it (`expected`, recorded by `scripts/pass-pipeline-oracle.sh`):
//! the Toy tutorial's partially lowered nests of `affine.for` with
//! `affine.load`/`affine.store` on f64 buffers (and that output lowered on
//! to `cf`), loop bounds of several results, loop-carried values, every
//! kind of affine expression, `affine.if` with and without results,
//! memory accesses and prefetches, parallel loops with reductions, the
//! expansions of `affine.delinearize_index` and `affine.linearize_index`,
//! the folds of `affine.apply`, `affine.min`/`affine.max` (only the
//! results the constants make constant), `affine.delinearize_index`,
//! `affine.linearize_index` and of `affine.for`'s constant bounds (an op
//! is folded before it is converted, as MLIR's conversion does), and the
//! error of a division by a constant that is not positive, and the
//! location of a lowered parallel loop's `scf.reduce` (its yield's), and
//! map aliases numbered in print order (`scf.index_switch`'s cases first),
//! and the DMA ops, `affine.dma_start` and `affine.dma_wait`, lowered to
//! `memref.dma_start` and `memref.dma_wait`.

use crate::common;

#[test]
fn lower_affine_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("lower-affine");
    assert_eq!(count, 25);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
