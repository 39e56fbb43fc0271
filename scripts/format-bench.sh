#!/usr/bin/env bash
# Benchmark: ods-rs reading and printing a module of at least 1,000,000
# operations in the custom form of a fixture dialect (declarative formats)
# against the same IR in the generic form; prints `time ratio
# (custom/generic)`. No reference tool needed.
#
# Usage: scripts/format-bench.sh [--ops N] [--repeat N] [--keep DIR] [--seed N]
# Environment: ODS_FIXTURE_OPT=/path/to/binary skips the cargo build.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

if [[ -z "${ODS_FIXTURE_OPT:-}" ]]; then
    cargo build --release -p ods-tests --bin ods-fixture-opt
    ODS_FIXTURE_OPT="${CARGO_TARGET_DIR:-$repo_root/target}/release/ods-fixture-opt"
fi
export ODS_FIXTURE_OPT

exec python3 "$repo_root/scripts/format_bench.py" "$@"
