#!/usr/bin/env bash
# MLIR's own dialect tests, chunk by chunk, through ods-mlir-opt and
# mlir-opt 22 (scripts/mlir_tests_conformance.py says how cases are cut,
# scoped, run and counted).
#
# Usage: scripts/mlir-tests-conformance.sh [OPTIONS] FOLDER...
#          FOLDER: mlir/test/Dialect/<Dir> files fetched outside the repository
#        scripts/mlir-tests-conformance.sh [OPTIONS] --td-examples [FILE.td|FOLDER]...
#          the ```mlir examples of the installed dialect descriptions (default:
#          the dialects of dialects/ under the LLVM 22 install)
# Options are the Python script's (--show N, --known FILE, --results FILE).
# Environment: ODS_MLIR_OPT=/path/to/ods-mlir-opt skips the cargo build.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

if [[ ! -x /usr/lib/llvm-22/bin/mlir-opt ]]; then
    scripts/install-llvm-tools.sh
fi
if [[ -z "${ODS_MLIR_OPT:-}" ]]; then
    cargo build -q --manifest-path dialects/Cargo.toml --bin ods-mlir-opt
    ODS_MLIR_OPT="${CARGO_TARGET_DIR:-$repo_root/dialects/target}/debug/ods-mlir-opt"
fi

args=("$@")
# The paths given, without the files the options name (--known, --results).
paths=()
for ((i = 0; i < ${#args[@]}; i++)); do
    case "${args[i]}" in
        --known | --results | --show | --jobs | --timeout) i=$((i + 1)) ;;
        -*) ;;
        *) paths+=("${args[i]}") ;;
    esac
done
if [[ " ${args[*]} " == *" --td-examples "* && ${#paths[@]} -eq 0 ]]; then
    dialect_dir=/usr/lib/llvm-22/include/mlir/Dialect
    for d in UB Index Arith Math Complex ControlFlow Func SCF MemRef Tensor EmitC Affine Vector Bufferization; do
        args+=("$dialect_dir/$d/IR")
    done
    # LLVMIR/ holds other dialects' files too: the ones dialects/ generates.
    for f in LLVMOps.td LLVMTypes.td; do
        args+=("$dialect_dir/LLVMIR/$f")
    done
fi
exec python3 scripts/mlir_tests_conformance.py --ods-opt "$ODS_MLIR_OPT" "${args[@]}"
