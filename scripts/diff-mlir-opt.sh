#!/usr/bin/env bash
# Differential runner: ods-opt vs mlir-opt (or, with --tblgen, ods-tblgen
# --dump-json --no-prelude vs llvm-tblgen --dump-json) on any inputs, in
# custom and generic form, with and without debug info; classifies each
# (input, mode) pair and prints a table of counts and the first divergences.
# See scripts/diff_mlir_opt.py for the classes.
#
# Usage: scripts/diff-mlir-opt.sh [--tblgen] [--all-files] [--modes LIST]
#                                 [--show N] [--report-only] [--results FILE]
#                                 [--jobs N] [--timeout SECS] PATH...
# Environment: ODS_OPT / ODS_TBLGEN=/path/to/binary skips the cargo build and
#              tests that binary instead of target/release/ods-opt (ods-tblgen).
# Needs the reference tools: scripts/install-llvm-tools.sh installs them.
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

# diff-campaign.sh runs its own script after the same setup.
exec python3 "$repo_root/scripts/${DIFF_RUNNER:-diff_mlir_opt.py}" "$@"
