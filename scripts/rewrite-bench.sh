#!/usr/bin/env bash
# Benchmark: `--canonicalize` of a generated module of at least 1,000,000
# operations, ods-fixture-opt (release) against the oracle MLIR builds from
# the same tests/fixtures/oracle/rewrites.td (-O2) and against mlir-opt on
# the same module written with arith ops. See scripts/rewrite_bench.py.
#
# Usage: scripts/rewrite-bench.sh [--ops N] [--repeat N]
# Needs the reference tools and g++ (scripts/install-llvm-tools.sh).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"
[[ -x /usr/lib/llvm-22/bin/mlir-opt ]] || scripts/install-llvm-tools.sh
oracle_tool="${MLIR_ORACLE:-$repo_root/../shared/tools/mlir-oracle.sh}"
target="${CARGO_TARGET_DIR:-$repo_root/target}"

cargo build -q --release -p ods-tests --bin ods-fixture-opt
mkdir -p "$target/oracle-O2"
ORACLE_QUIET=1 ORACLE_OPT=-O2 "$oracle_tool" tests/fixtures/oracle/rewrites.td \
    "$target/oracle-O2/rewrites-oracle"

exec python3 scripts/rewrite_bench.py --ours "$target/release/ods-fixture-opt" \
    --oracle "$target/oracle-O2/rewrites-oracle" "$@"
