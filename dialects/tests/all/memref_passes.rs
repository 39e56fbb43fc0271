#![cfg(all(feature = "memref", feature = "affine", feature = "func"))]
//! The passes of MLIR's memref dialect, declared by MLIR's installed
//! `Passes.td`: `ods-mlir-opt` on each case of
//! `inputs/{expand-strided-metadata,fold-memref-alias-ops{,-vector},memref-expand,
//! normalize-memrefs}/cases.txt` prints what mlir-opt 22 printed for it
//! (`expected/`, recorded by `scripts/pass-pipeline-oracle.sh`): subviews,
//! reshapes and metadata extractions rewritten into `affine.apply` ops and
//! reinterpret casts, loads and stores folded through views, reshapes by
//! static shapes expanded, memrefs of affine layouts normalized across
//! functions.

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

#[test]
fn normalize_memrefs_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("normalize-memrefs");
    assert_eq!(count, 10);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `--help` lists the pass with mlir-opt 22's summary.
#[test]
fn normalize_memrefs_is_listed_in_help() {
    let out = common::run_tool(env!("CARGO_BIN_EXE_ods-mlir-opt"), &["--help"], b"");
    let help = String::from_utf8(out.stdout).unwrap();
    let at = help
        .find("--normalize-memrefs")
        .expect("the pass is listed");
    assert!(
        help[at..]
            .lines()
            .take(2)
            .any(|l| l.contains("Normalize memrefs")),
        "{help}"
    );
}
