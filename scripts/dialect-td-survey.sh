#!/usr/bin/env bash
# MLIR's installed dialect .td files through mlir-tblgen 22 (every
# declaration generator) and ods-tblgen --check-model: ods-rs may reject
# nothing that mlir-tblgen accepts. See scripts/dialect_td_survey.py.
#
# Usage: scripts/dialect-td-survey.sh [--gen-rust] [FILE.td ...]
# Environment: ODS_TBLGEN=/path/to/binary skips the cargo build.
# Needs the reference tools: scripts/install-llvm-tools.sh installs them.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

mlir_tblgen=/usr/lib/llvm-22/bin/mlir-tblgen
if [[ ! -x "$mlir_tblgen" ]]; then
    echo "dialect-td-survey: $mlir_tblgen missing; run scripts/install-llvm-tools.sh" >&2
    exit 2
fi

if [[ -z "${ODS_TBLGEN:-}" ]]; then
    cargo build -q --release -p ods-build --bin ods-tblgen
    ODS_TBLGEN="${CARGO_TARGET_DIR:-$repo_root/target}/release/ods-tblgen"
fi

exec python3 "$repo_root/scripts/dialect_td_survey.py" \
    --ours "$ODS_TBLGEN" --mlir-tblgen "$mlir_tblgen" \
    --include /usr/lib/llvm-22/include "$@"
