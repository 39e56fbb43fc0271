#![cfg(all(feature = "func", feature = "arith"))]
//! mlir-opt 22's driver flags with the dialects' ops: `ods-mlir-opt` on
//! each case of `inputs/driver_flags/cases.txt` prints what mlir-opt 22
//! printed (`inputs/driver_flags/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): `--no-implicit-module` (a function
//! as the top-level op, passes on it and MLIR's refusals, several ops,
//! split chunks, pipelines on `any`), `-verify-diagnostics=all|only-expected`,
//! the remark flags and `--verify-roundtrip` (the IR reads back before the
//! passes run).

use crate::common;

#[test]
fn driver_flags_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("driver_flags");
    assert_eq!(count, 19);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
