#!/usr/bin/env bash
# MLIR's own dialects (dialects/, ods-mlir-opt) against mlir-opt 22: every
# input under dialects/tests/inputs/<dialect>/ (our own IR) in custom,
# generic and debug-info forms and after --canonicalize, --cse,
# --loop-invariant-code-motion and --control-flow-sink (the
# modes of scripts/diff_mlir_opt.py with --pass-modes), one run per
# dialect; fails on any difference, and prints the counts per dialect.
#
# Usage: scripts/dialects-conformance.sh [--show N] [--skip DIR]... [DIALECT...]
#   --skip DIR leaves out an input folder (CI names each with its reason).
# Environment: ODS_MLIR_OPT=/path/to/ods-mlir-opt skips the cargo build;
#              MLIR_INCLUDE_DIR as for building dialects/.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

show=10
dialects=()
skipped=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --show) show="$2"; shift 2 ;;
        --skip) skipped+=("$2"); shift 2 ;;
        *) dialects+=("$1"); shift ;;
    esac
done
if [[ ${#dialects[@]} -eq 0 ]]; then
    for dir in dialects/tests/inputs/*/; do
        name="$(basename "$dir")"
        [[ " ${skipped[*]-} " == *" $name "* ]] || dialects+=("$name")
    done
fi

if [[ ! -x /usr/lib/llvm-22/bin/mlir-opt ]]; then
    scripts/install-llvm-tools.sh
fi
if [[ -z "${ODS_MLIR_OPT:-}" ]]; then
    cargo build -q --manifest-path dialects/Cargo.toml --bin ods-mlir-opt
    ODS_MLIR_OPT="${CARGO_TARGET_DIR:-$repo_root/dialects/target}/debug/ods-mlir-opt"
fi

results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT
failed=()
for d in "${dialects[@]}"; do
    echo "== $d"
    if ! python3 scripts/diff_mlir_opt.py --ods-opt "$ODS_MLIR_OPT" --pass-modes \
        --show "$show" --results "$results/$d.jsonl" "dialects/tests/inputs/$d"; then
        failed+=("$d")
    fi
done

echo
echo "== per dialect (inputs, comparisons, identical: same output or same first error)"
python3 - "$results" "${dialects[@]}" <<'PY'
import json, os, sys
sys.dont_write_bytecode = True
folder, dialects = sys.argv[1], sys.argv[2:]
for d in dialects:
    path = os.path.join(folder, d + ".jsonl")
    rows = [json.loads(l) for l in open(path)] if os.path.exists(path) else []
    same = sum(r["class"] in ("same", "reject-same") for r in rows)
    print("%-10s %3d inputs  %4d comparisons  %4d identical  %4d differ"
          % (d, len({r["input"] for r in rows}), len(rows), same, len(rows) - same))
PY
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "dialects-conformance: FAIL (${failed[*]})"
    exit 1
fi
echo "dialects-conformance: PASS"
