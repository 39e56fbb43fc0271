#!/usr/bin/env bash
# Records what mlir-opt 22 prints for each case of
# tests/fixtures/pass-pipeline/cases.txt into
# tests/fixtures/pass-pipeline-expected/NAME.{out,err,rc}, which
# tests/tests/pass_pipeline.rs compares ods-fixture-opt's output with.
# CASES and EXPECTED name another pair of folders of that layout
# (dialects/tests/inputs/symbols, for ods-mlir-opt). MLIR_TOOL names
# another tool to record (mlir-translate 22 for dialects/tests/inputs/
# mlir-to-cpp, which ods-mlir-translate replays).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mlir_opt=${MLIR_TOOL:-${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}}
cases=${CASES:-$root/tests/fixtures/pass-pipeline}
out=${EXPECTED:-$root/tests/fixtures/pass-pipeline-expected}
mkdir -p "$out"
cd "$cases"
while IFS=$'\t' read -r -a fields; do
  [[ ${#fields[@]} -eq 0 || ${fields[0]} == \#* ]] && continue
  name=${fields[0]} input=${fields[1]}
  set +e
  "$mlir_opt" --allow-unregistered-dialect --mlir-disable-threading "${fields[@]:2}" "$input" \
    >"$out/$name.out" 2>"$out/$name.err"
  echo $? >"$out/$name.rc"
  set -e
done <cases.txt
