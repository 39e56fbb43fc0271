#![cfg(all(feature = "func", feature = "scf"))]
//! `symbol-dce` and `symbol-privatize` on functions, and the symbols whose
//! parent is no symbol table (`misplaced`): `ods-mlir-opt` on each
//! case of `inputs/symbols/cases.txt` prints what mlir-opt 22 printed for
//! it (`inputs/symbols/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): standard output and error, and the
//! exit status.

use crate::common;

#[test]
fn symbol_passes_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("symbols");
    assert_eq!(count, 10);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
