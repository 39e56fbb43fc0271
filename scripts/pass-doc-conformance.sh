#!/usr/bin/env bash
# Pass documentation conformance: `ods-tblgen --gen-pass-doc` must print
# byte for byte what `mlir-tblgen -gen-pass-doc` prints for every installed
# `*Passes*.td` of LLVM/MLIR 22 (mlir/Transforms/Passes.td,
# mlir/Conversion/Passes.td and each dialect's), read with
# `-I /usr/lib/llvm-22/include`. Prints `pass-doc conformance: N/M
# identical` and the first lines of each difference; exits 1 on any.
# See scripts/pass_doc_conformance.py.
#
# Usage: scripts/pass-doc-conformance.sh [--show N] [FILE.td ...]
# Environment: ODS_TBLGEN=/path/to/binary skips the cargo build.
# Installs the reference tools (scripts/install-llvm-tools.sh) when missing.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

mlir_tblgen=/usr/lib/llvm-22/bin/mlir-tblgen
if [[ ! -x "$mlir_tblgen" ]]; then
    scripts/install-llvm-tools.sh
fi

if [[ -z "${ODS_TBLGEN:-}" ]]; then
    cargo build -q -p ods-build --bin ods-tblgen
    ODS_TBLGEN="${CARGO_TARGET_DIR:-$repo_root/target}/debug/ods-tblgen"
fi

exec python3 "$repo_root/scripts/pass_doc_conformance.py" \
    --ours "$ODS_TBLGEN" --mlir-tblgen "$mlir_tblgen" \
    --include /usr/lib/llvm-22/include "$@"
