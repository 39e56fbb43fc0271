#!/usr/bin/env bash
# Benchmark: wall time and peak RSS of `ods-opt --print-generic` against
# `mlir-opt --mlir-print-op-generic` on a generated module of at least
# 1,000,000 operations (generic form, nested regions, many attribute and
# type kinds), one process at a time, alternating.
#
# Usage: scripts/ir-bench.sh [--debug] [--ops N] [--repeat N] [--keep FILE]
#                            [--seed N] [--timeout SECS]
#   --debug   measure a debug build (target/debug/ods-opt) instead of release
# Environment: ODS_OPT=/path/to/binary skips the cargo build.
# Needs the reference tools: scripts/install-llvm-tools.sh installs them.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

profile=release
args=()
for arg in "$@"; do
    if [[ "$arg" == "--debug" ]]; then
        profile=debug
    else
        args+=("$arg")
    fi
done

if [[ ! -x /usr/lib/llvm-22/bin/mlir-opt ]]; then
    scripts/install-llvm-tools.sh
fi

if [[ -z "${ODS_OPT:-}" ]]; then
    if [[ "$profile" == release ]]; then
        cargo build --release -p ods-runtime --bin ods-opt
    else
        cargo build -p ods-runtime --bin ods-opt
    fi
    ODS_OPT="${CARGO_TARGET_DIR:-$repo_root/target}/$profile/ods-opt"
fi
export ODS_OPT

exec python3 "$repo_root/scripts/ir_bench.py" --label "$profile" ${args[@]+"${args[@]}"}
