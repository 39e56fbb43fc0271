#!/usr/bin/env bash
# Benchmark: wall time and peak RSS of `ods-tblgen --dump-json` against
# `llvm-tblgen --dump-json` over the Debian LLVM/MLIR 22 .td files that
# llvm-tblgen accepts, one process at a time, alternating file by file.
#
# Usage: scripts/tablegen-bench.sh [--debug] [--repeat N] [--filter SUBSTR]
#                                  [--verbose] [--timeout SECS]
#   --debug   measure a debug build (target/debug/ods-tblgen) instead of release
# Environment: ODS_TBLGEN=/path/to/binary skips the cargo build.
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

if [[ ! -x /usr/lib/llvm-22/bin/llvm-tblgen ]]; then
    echo "tablegen-bench: /usr/lib/llvm-22/bin/llvm-tblgen missing; run scripts/install-llvm-tools.sh" >&2
    exit 2
fi

if [[ -z "${ODS_TBLGEN:-}" ]]; then
    if [[ "$profile" == release ]]; then
        cargo build --release -p ods-build --bin ods-tblgen
    else
        cargo build -p ods-build --bin ods-tblgen
    fi
    ODS_TBLGEN="${CARGO_TARGET_DIR:-$repo_root/target}/$profile/ods-tblgen"
fi
export ODS_TBLGEN

exec python3 "$repo_root/scripts/tablegen_bench.py" --label "$profile" ${args[@]+"${args[@]}"}
