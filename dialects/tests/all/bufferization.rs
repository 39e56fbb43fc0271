#![cfg(feature = "bufferization")]
//! MLIR's `bufferization` dialect: `ods-mlir-opt` on each case of
//! `inputs/bufferization/cases.txt` prints what mlir-opt 22 printed for it
//! (`inputs/bufferization/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): every op in custom, generic and
//! debug-info forms (`alloc_tensor`'s copy, memory space and size hint,
//! `to_tensor`'s and `materialize_in_destination`'s unit keywords,
//! `dealloc`'s optional groups), the function argument attributes, the
//! verifiers' and parsers' errors (a type of the wrong kind rejected while
//! parsing, as MLIR's `parseType<Class>`; the dialect's attribute checks
//! included), and the folders and canonicalization patterns (`to_tensor`
//! and `to_buffer` pairs, casts or copies between layouts, `dim` and
//! `load` through them, static `alloc_tensor` sizes, clones freed in their
//! block, `dealloc`'s duplicate, false and allocation-only entries).

use crate::common;

#[test]
fn bufferization_cases_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("bufferization");
    assert_eq!(count, 8);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
