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

/// `vector.mask` asks its masked op for the mask type it expects only
/// once that op verifies: a contraction without `indexing_maps` is
/// reported, not read (a panic found by the `rewrite_ir` fuzz target;
/// mlir-opt 22 crashes on this input).
#[test]
fn a_masked_op_is_verified_before_its_mask_type_is_asked() {
    let src = r#"func.func @f(%a: vector<2x3xf32>, %b: vector<3x5xf32>, %c: vector<2x5xf32>, %m: vector<2x5xi1>) -> vector<2x5xf32> {
  %0 = vector.mask %m { vector.contract {iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x5xf32> into vector<2x5xf32> } : vector<2x5xi1> -> vector<2x5xf32>
  return %0 : vector<2x5xf32>
}"#;
    let (ctx, top, _) = parse_with_ops(src);
    let error = ods_runtime::verify::verify(&ctx, top).expect_err("the contraction is invalid");
    assert_eq!(
        error.message,
        "'vector.contract' op requires attribute 'indexing_maps'"
    );
}
