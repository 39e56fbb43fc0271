#!/usr/bin/env bash
# MLIR's own dialects at scale: ods-mlir-opt (release) against mlir-opt 22 on
# a generated module of --ops operations (1M by default) in arith, index,
# math, scf and func: read + verify + print, --canonicalize, and the
# canonicalize pass alone by each tool's --mlir-timing report. See
# scripts/dialects_bench.py.
#
# Usage: scripts/dialects-bench.sh [--ops N] [--function-ops N] [--pipelines | --conversions | --llvm | --memref | --bufferize] [--repeat N]
# Environment: ODS_MLIR_OPT=/path/to/ods-mlir-opt (and, for --llvm,
# ODS_MLIR_TRANSLATE=/path/to/ods-mlir-translate) skips the cargo build.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"
[[ -x /usr/lib/llvm-22/bin/mlir-opt ]] || scripts/install-llvm-tools.sh
release="${CARGO_TARGET_DIR:-$repo_root/dialects/target}/release"
if [[ -z "${ODS_MLIR_OPT:-}" ]]; then
    cargo build -q --release --manifest-path dialects/Cargo.toml --bin ods-mlir-opt
    ODS_MLIR_OPT="$release/ods-mlir-opt"
fi
translate=()
if [[ " $* " == *" --llvm "* ]]; then
    if [[ -z "${ODS_MLIR_TRANSLATE:-}" ]]; then
        cargo build -q --release --manifest-path dialects/Cargo.toml --bin ods-mlir-translate
        ODS_MLIR_TRANSLATE="$release/ods-mlir-translate"
    fi
    translate=(--translate "$ODS_MLIR_TRANSLATE")
fi
exec python3 scripts/dialects_bench.py --ours "$ODS_MLIR_OPT" "${translate[@]}" "$@"
