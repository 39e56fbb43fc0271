#!/usr/bin/env bash
# MLIR's translation tests (mlir/test/Target/Cpp and Target/LLVMIR,
# fetched outside the repository), chunk by chunk, through ods-mlir-translate and
# mlir-translate 22 (scripts/mlir_translate_conformance.py says how cases
# are cut, scoped, run and counted).
#
# Usage: scripts/mlir-translate-conformance.sh [--show N] FOLDER|FILE...
# Environment: ODS_MLIR_TRANSLATE=/path/to/ods-mlir-translate skips the
# cargo build.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

if [[ ! -x /usr/lib/llvm-22/bin/mlir-translate ]]; then
    scripts/install-llvm-tools.sh
fi
if [[ -z "${ODS_MLIR_TRANSLATE:-}" ]]; then
    cargo build -q --manifest-path dialects/Cargo.toml --bin ods-mlir-translate
    ODS_MLIR_TRANSLATE="${CARGO_TARGET_DIR:-$repo_root/dialects/target}/debug/ods-mlir-translate"
fi
exec python3 scripts/mlir_translate_conformance.py --ours "$ODS_MLIR_TRANSLATE" "$@"
