#!/usr/bin/env bash
# IR round-trip conformance: `ods-opt --print-generic` must print what
# `mlir-opt --mlir-print-op-generic` prints, byte for byte, for every fixture
# under runtime/tests/fixtures/ir (with and without --print-debuginfo); every
# file of runtime/tests/fixtures/rejected must be rejected cleanly; every file
# of runtime/tests/fixtures/invalid must pass --split-input-file
# --verify-diagnostics.
#
# Usage: scripts/ir-roundtrip-conformance.sh [--corpus DIR]... [--filter SUBSTR]
#                                            [--verbose] [--jobs N] [--timeout SECS]
# Environment: ODS_OPT=/path/to/binary skips the cargo build and tests that
#              binary instead of target/release/ods-opt.
# Needs the reference tools: scripts/install-llvm-tools.sh installs them.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

if [[ ! -x /usr/lib/llvm-22/bin/mlir-opt ]]; then
    scripts/install-llvm-tools.sh
fi

if [[ -z "${ODS_OPT:-}" ]]; then
    cargo build --release -p ods-runtime --bin ods-opt
    ODS_OPT="${CARGO_TARGET_DIR:-$repo_root/target}/release/ods-opt"
fi
export ODS_OPT

exec python3 "$repo_root/scripts/ir_roundtrip_conformance.py" "$@"
