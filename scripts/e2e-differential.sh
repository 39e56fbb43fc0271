#!/usr/bin/env bash
# End-to-end differential: random arith/math/cf/scf/func/memref programs
# lowered to LLVM by ods-mlir-opt and mlir-opt 22, exported by
# ods-mlir-translate and mlir-translate 22, run by lli 22; compares the
# lowered modules, the .ll and the runs. See scripts/e2e_differential.py.
#
# Usage: scripts/e2e-differential.sh [--quick] [--count N] [--seed S] [--out DIR] [--jobs N]
# Environment: ODS_MLIR_OPT and ODS_MLIR_TRANSLATE skip the cargo build.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"
[[ -x /usr/lib/llvm-22/bin/lli ]] || scripts/install-llvm-tools.sh
if [[ -z "${ODS_MLIR_OPT:-}" || -z "${ODS_MLIR_TRANSLATE:-}" ]]; then
    cargo build -q --manifest-path dialects/Cargo.toml --bin ods-mlir-opt --bin ods-mlir-translate
    bin="${CARGO_TARGET_DIR:-$repo_root/dialects/target}/debug"
    ODS_MLIR_OPT="${ODS_MLIR_OPT:-$bin/ods-mlir-opt}"
    ODS_MLIR_TRANSLATE="${ODS_MLIR_TRANSLATE:-$bin/ods-mlir-translate}"
fi
exec python3 scripts/e2e_differential.py --ours-opt "$ODS_MLIR_OPT" \
    --ours-translate "$ODS_MLIR_TRANSLATE" "$@"
