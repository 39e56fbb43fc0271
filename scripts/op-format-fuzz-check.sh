#!/usr/bin/env bash
# Replays the op_format fuzz inputs (ods-spec/fuzz/op_format/seeds and the
# local corpus ods-spec/fuzz/corpus/op_format) through ods-tblgen and
# mlir-tblgen, then compiles a sample of the formats both accept.
#
# Usage: scripts/op-format-fuzz-check.sh [DIR...] [--sample N] [--show N]
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

if [[ ! -x /usr/lib/llvm-22/bin/mlir-tblgen ]]; then
    scripts/install-llvm-tools.sh
fi
cargo build -q -p ods-build --bin ods-tblgen
exec python3 "$repo_root/scripts/op_format_fuzz_check.py" "$@"
