#![cfg(feature = "vector")]
//! MLIR's `vector` dialect: `ods-mlir-opt` on each case of
//! `inputs/vector/cases.txt` prints what mlir-opt 22 printed for it
//! (`inputs/vector/expected`, recorded by `scripts/pass-pipeline-oracle.sh`):
//! the common ops in custom, generic and debug-info forms (the transfers'
//! elided default map and `in_bounds`, `vector.mask`'s inline op,
//! `vector.contract`'s trait dictionary), the verifiers' and parsers'
//! first errors (the memory, transfer, strided-slice, scan, contract and
//! `vector.mask` ops' included, and the unit innermost stride of loads and
//! stores), the folds and canonicalizations written so far
//! (`vector.extract` through its producers' chains and of broadcasts at
//! dynamic positions, strided slices of masks, broadcasts, insertion
//! chains and constants, broadcasts and shape casts, shuffles,
//! `vector.mask` and masked reductions, masked memory ops, insertions and
//! insertion chains into `vector.from_elements`, `vector.to_elements` of
//! broadcasts, bitcasts of constants, contractions added to, masks of
//! `vector.vscale` multiples, the transfers' bounds, masks, casts and
//! tensor forwarding, transposes that keep the order of elements (alone,
//! of shape casts and of broadcasts), comparisons of `vector.step`, and
//! `vector.from_elements` of a run of extractions),
//! and `arith`'s wide-integer emulation canonicalized through those folds.

use crate::common;
use common::*;

#[test]
fn vector_cases_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("vector");
    assert_eq!(count, 31);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn printed_forms_read_back() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/inputs/vector/ops.mlir"
    ))
    .unwrap();
    reads_back(&output(&src, CUSTOM));
    reads_back(&output(&src, GENERIC));
}
