#![cfg(all(feature = "bufferization", feature = "func", feature = "scf"))]
//! `one-shot-bufferize`, declared by MLIR's installed Bufferization
//! `Passes.td`: `ods-mlir-opt` on each case of
//! `inputs/one-shot-bufferize/cases.txt` prints what mlir-opt 22 printed
//! for it (`inputs/one-shot-bufferize/expected`, recorded by
//! `scripts/pass-pipeline-oracle.sh`): the tensor, arith and
//! bufferization ops rewritten to buffers, the analysis' in-place
//! decisions and conflicts (`test-analysis-only`, `print-conflicts`),
//! copies before every write, unknown ops, dialect filters, layouts,
//! alignments, function boundaries (calls, external functions), `scf.for`,
//! `scf.if`, `scf.execute_region` (several blocks too), `scf.index_switch`,
//! `scf.while` and `scf.forall` (with `tensor.parallel_insert_slice`),
//! `cf.br`/`cf.cond_br` between blocks of a function or an
//! `scf.execute_region` (block signatures, casts between layouts),
//! `tensor.concat` (static, dynamic and mixed sizes),
//! tensor reshapes (`tensor.reshape` too) and `tensor.rank`,
//! `drop-equivalent-buffer-results` after it and alone, `tensor.dim`
//! and `tensor.rank`, which read no contents, the three analysis
//! heuristics (`bottom-up-from-terminators` and the seeded `fuzzer` too),
//! writes through slices of
//! slices, unknown ops with region arguments,
//! `vector.transfer_read`/`transfer_write`, and MLIR's errors.

use crate::common;

#[test]
fn one_shot_bufferize_matches_mlir_opt() {
    let (count, failures) = common::recorded_cases("one-shot-bufferize");
    assert_eq!(count, 123);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
