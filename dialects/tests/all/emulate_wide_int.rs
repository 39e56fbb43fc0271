#![cfg(all(feature = "arith", feature = "func", feature = "vector"))]
//! `arith-emulate-wide-int`, declared by MLIR's installed `Passes.td`:
//! `ods-mlir-opt` on each case of `inputs/arith-emulate-wide-int/cases.txt`
//! prints what mlir-opt 22 printed for it
//! (`inputs/arith-emulate-wide-int/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): sums, products, bitwise ops,
//! comparisons, selects, extrema, shifts, constants and casts of `i64` on
//! 32-bit halves (scalars, 1-D and 2-D vectors), narrower targets,
//! signatures, calls and returns, `vector.print`, folds taken before the
//! emulation, and the failures: a type too wide, an unknown op's
//! unresolved casts and a width that is no power of two.

use crate::common;

#[test]
fn arith_emulate_wide_int_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("arith-emulate-wide-int");
    assert_eq!(count, 15);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
