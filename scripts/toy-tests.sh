#!/usr/bin/env bash
# Runs MLIR's Toy tutorial tests with their own RUN and CHECK lines, our
# `toyc` in place of `toyc-chN` and `ods-mlir-opt` in place of `mlir-opt`,
# and prints pass/fail counts per chapter (failing tests named).
#
#   scripts/toy-tests.sh /tmp/mlir-tests/Toy
#
# The folder holds the upstream tests, fetched by hand (never committed):
# Ch1/ ... Ch7/, as `mlir/test/Examples/Toy` has them. TOYC, ODS_MLIR_OPT
# and FILECHECK name the tools (default: the release build of toyc and
# the debug build of ods-mlir-opt under CARGO_TARGET_DIR or dialects/target,
# LLVM 22's FileCheck).
set -u -o pipefail

dir=${1:?usage: $0 FOLDER-OF-TOY-TESTS}
target=${CARGO_TARGET_DIR:-$(cd "$(dirname "$0")/.." && pwd)/dialects/target}
toyc=${TOYC:-$target/release/toyc}
opt=${ODS_MLIR_OPT:-$target/debug/ods-mlir-opt}
filecheck=${FILECHECK:-/usr/lib/llvm-22/bin/FileCheck}
[ -x "$toyc" ] || { echo "no toyc at $toyc (set TOYC)" >&2; exit 2; }

# `not CMD`: succeeds when CMD fails, as lit's `not`.
not() { ! "$@"; }
export -f not

total_pass=0
total_fail=0
for chapter in "$dir"/Ch*/; do
  name=$(basename "$chapter")
  pass=0
  fail=0
  failed=()
  for test in "$chapter"*; do
    [ -f "$test" ] || continue
    case "$test" in *.toy|*.mlir) ;; *) continue ;; esac
    # The RUN lines, continuations (`\` at the end) joined.
    mapfile -t runs < <(sed -n 's/^.*RUN: *//p' "$test" | sed -e ':a' -e '/\\$/N; s/\\\n//; ta')
    [ ${#runs[@]} -gt 0 ] || continue
    ok=1
    for run in "${runs[@]}"; do
      cmd=${run//%s/$test}
      cmd=$(sed -E "s#(^|[ |])toyc-ch[0-9]+#\\1$toyc#g; s#(^|[ |])mlir-opt#\\1$opt#g; s#(^|[ |])FileCheck#\\1$filecheck#g" <<<"$cmd")
      if ! bash -o pipefail -c "$cmd" >/dev/null 2>&1; then
        ok=0
      fi
    done
    if [ $ok = 1 ]; then
      pass=$((pass + 1))
    else
      fail=$((fail + 1))
      failed+=("$(basename "$test")")
    fi
  done
  echo "$name: $pass passed, $fail failed${failed:+ (${failed[*]})}"
  total_pass=$((total_pass + pass))
  total_fail=$((total_fail + fail))
done
echo "total: $total_pass passed, $total_fail failed"
[ $total_fail = 0 ]
