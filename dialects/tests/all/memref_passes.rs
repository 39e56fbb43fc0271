#![cfg(all(feature = "memref", feature = "affine", feature = "func"))]
//! The passes of MLIR's memref dialect, declared by MLIR's installed
//! `Passes.td`: `ods-mlir-opt` on each case of
//! `inputs/{expand-strided-metadata,fold-memref-alias-ops{,-vector},memref-expand}/
//! cases.txt` prints what mlir-opt 22 printed for it (`expected/`,
//! recorded by `scripts/pass-pipeline-oracle.sh`): subviews, reshapes and
//! metadata extractions rewritten into `affine.apply` ops and reinterpret
//! casts, loads and stores folded through views, reshapes by static
//! shapes expanded.

use crate::common;

#[test]
fn expand_strided_metadata_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("expand-strided-metadata");
    assert_eq!(count, 3);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn fold_memref_alias_ops_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("fold-memref-alias-ops");
    assert_eq!(count, 2);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn memref_expand_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("memref-expand");
    assert_eq!(count, 1);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[cfg(feature = "vector")]
#[test]
fn fold_memref_alias_ops_on_vector_accesses_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("fold-memref-alias-ops-vector");
    assert_eq!(count, 1);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
