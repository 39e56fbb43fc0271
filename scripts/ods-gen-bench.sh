#!/usr/bin/env bash
# Benchmark of ods-rs code generation on a synthetic dialect:
#   [a] `ods-tblgen --gen-rust` against `mlir-tblgen --gen-op-decls` plus
#       `--gen-op-defs` (time ratio, PASS when ours <= theirs),
#   [b] cargo build cost of a crate that generates the dialect in build.rs
#       (seconds per 100 ops) and `cargo clippy -D warnings` on it,
#   [c] the run time of sample-dialect's build script (dev profile),
#   [d] `ods-tblgen --gen-rust` on attributes, types and enums against
#       `mlir-tblgen --gen-{attrdef,typedef,enum}-{decls,defs}` (time ratio,
#       PASS when ours <= theirs; [b] also builds and clippy-checks them).
#
# Usage: scripts/ods-gen-bench.sh [--ops N] [--defs N] [--enums M]
#                                 [--repeat K] [--build-repeat K]
#                                 [--skip-gen] [--skip-crate] [--skip-toy]
#                                 [--skip-defs] [--dialects] [--check] [--seed S]
#                                 [--write-td FILE] [--write-defs-td FILE]
#   --dialects  also time ods-dialects' build script (all features) and its
#             rebuild after one overlay is touched ([e]; needs LLVM 22's .td)
#   --check   exit non-zero when a verdict is FAIL
# Environment: ODS_TBLGEN=/path/to/binary skips the cargo build.
# Installs the reference tools (scripts/install-llvm-tools.sh) when missing.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

if [[ ! -x /usr/lib/llvm-22/bin/mlir-tblgen ]]; then
    "$repo_root/scripts/install-llvm-tools.sh"
fi

if [[ -z "${ODS_TBLGEN:-}" ]]; then
    cargo build --release -p ods-build --bin ods-tblgen --features mimalloc
    ODS_TBLGEN="${CARGO_TARGET_DIR:-$repo_root/target}/release/ods-tblgen"
fi
export ODS_TBLGEN

exec python3 "$repo_root/scripts/ods_gen_bench.py" "$@"
