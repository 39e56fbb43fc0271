#!/usr/bin/env bash
# Differential campaign: generated IR (gen_ir.py) or TableGen (--tblgen,
# gen_td.py) inputs through the differential runner for --minutes M; keeps
# the divergent inputs and prints the divergence groups.  See
# scripts/diff_campaign.py.
#
# Usage: scripts/diff-campaign.sh [--tblgen] --minutes M --seed S --out DIR
#                                 [--batch N] [--jobs N] [--summary-only]
# Environment: ODS_OPT / ODS_TBLGEN as for diff-mlir-opt.sh.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

tblgen=0
for arg in "$@"; do
    [[ "$arg" == "--tblgen" ]] && tblgen=1
done
if [[ ! -x /usr/lib/llvm-22/bin/mlir-opt || ! -x /usr/lib/llvm-22/bin/llvm-tblgen ]]; then
    scripts/install-llvm-tools.sh
fi
target="${CARGO_TARGET_DIR:-$repo_root/target}/release"
if [[ $tblgen == 1 && -z "${ODS_TBLGEN:-}" ]]; then
    cargo build --release -p ods-build --bin ods-tblgen
    export ODS_TBLGEN="$target/ods-tblgen"
elif [[ $tblgen == 0 && -z "${ODS_OPT:-}" ]]; then
    cargo build --release -p ods-runtime --bin ods-opt
    export ODS_OPT="$target/ods-opt"
fi
exec python3 "$repo_root/scripts/diff_campaign.py" "$@"
