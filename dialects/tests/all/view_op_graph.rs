#![cfg(all(feature = "func", feature = "cf", feature = "scf", feature = "memref"))]
//! `view-op-graph`: `ods-mlir-opt` on each case of
//! `inputs/view-op-graph/cases.txt` writes the Graphviz graph mlir-opt 22
//! wrote for it (`inputs/view-op-graph/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): record nodes with a port per value,
//! clusters for blocks and ops with regions, data-flow and control-flow
//! edges, attributes elided and cut, names in the generic form, the pass
//! nested on functions, and one graph per chunk.

use crate::common;

#[test]
fn view_op_graph_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("view-op-graph");
    assert_eq!(count, 11);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
