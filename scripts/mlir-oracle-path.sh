#!/usr/bin/env bash
# Prints the path of ../shared/tools/mlir-oracle.sh (or $MLIR_ORACLE), the
# tool that builds MLIR's binary of a dialect .td; fails when there is none.
# Used by the scripts that compare ods-rs with MLIR's generated C++.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
for candidate in "${MLIR_ORACLE:-}" "$repo_root/../shared/tools/mlir-oracle.sh" /work/shared/tools/mlir-oracle.sh; do
    if [[ -n "$candidate" && -x "$candidate" ]]; then
        echo "$candidate"
        exit 0
    fi
done
echo "mlir-oracle.sh not found; set MLIR_ORACLE" >&2
exit 1
