#![cfg(all(feature = "func", feature = "memref", feature = "emitc"))]
//! `convert-memref-to-emitc`, declared by MLIR's installed `Passes.td`:
//! `ods-mlir-opt` on each case of `inputs/memref-to-emitc/cases.txt`
//! prints what mlir-opt 22 printed for it (`inputs/memref-to-emitc/expected`,
//! recorded by `scripts/pass-pipeline-oracle.sh`): buffers as arrays,
//! variables and allocations, loads, stores and copies, globals, the
//! headers of C or C++ (`lower-to-cpp`), and what does not lower failing
//! the conversion.

use crate::common;

#[test]
fn memref_to_emitc_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("memref-to-emitc");
    assert_eq!(count, 10);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
