#!/usr/bin/env bash
# Records, for every IR fixture X.mlir, what mlir-opt 22 prints, so that
# `cargo test` can check ods-opt without LLVM installed:
#   X.generic.mlir  = mlir-opt -allow-unregistered-dialect --mlir-print-op-generic X.mlir
#   X.debuginfo.mlir = the same with --mlir-print-debuginfo
#   X.custom.mlir   = mlir-opt -allow-unregistered-dialect X.generic.mlir
#                     (custom forms), for the fixtures of ir/ only: those
#                     of ir-upstream/ are written in the custom syntax of
#                     dialects mlir-opt registers and ods-opt does not, so
#                     only their generic printing is ods-opt's to match
# Re-printing either with mlir-opt gives the same text, which the tests check
# ods-opt reproduces byte for byte.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
[ -x "$MLIR_OPT" ] || scripts/install-llvm-tools.sh
cd runtime/tests/fixtures
for dir in ir ir-upstream; do
  # From the source's folder, so that locations name the file alone.
  (
    cd "$dir"
    out=../ir-expected
    mkdir -p "$out"
    for f in *.mlir; do
      base=${f%.mlir}
      "$MLIR_OPT" -allow-unregistered-dialect --mlir-print-op-generic "$f" > "$out/$base.generic.mlir"
      "$MLIR_OPT" -allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo "$f" > "$out/$base.debuginfo.mlir"
      if [ "$dir" = ir ]; then
        "$MLIR_OPT" -allow-unregistered-dialect "$out/$base.generic.mlir" > "$out/$base.custom.mlir"
      fi
      for kind in generic debuginfo; do
        flags=(-allow-unregistered-dialect --mlir-print-op-generic)
        [ "$kind" = debuginfo ] && flags+=(--mlir-print-debuginfo)
        if ! cmp -s <("$MLIR_OPT" "${flags[@]}" "$out/$base.$kind.mlir") "$out/$base.$kind.mlir"; then
          echo "warning: $base.$kind.mlir is not a fixed point of mlir-opt" >&2
        fi
      done
    done
  )
done
echo "recorded $(ls ir-expected | wc -l) files in runtime/tests/fixtures/ir-expected"

# For every rejected fixture X.mlir, mlir-opt's first error as
# `LINE:COL: error: MESSAGE` in X.error: the tests check ods-opt reports the
# same place and words.
cd rejected
for f in *.mlir; do
  "$MLIR_OPT" -allow-unregistered-dialect "$f" 2>&1 >/dev/null \
    | grep -a -m1 ': error: ' | sed "s|^$f:||" > "${f%.mlir}.error" || true
done
echo "recorded $(ls *.error | wc -l) first errors in runtime/tests/fixtures/rejected"

# Printing flags and passes: every input of fixtures/flags (fixtures/passes)
# through each mode of its modes.txt; stdout and stderr recorded into
# flags-expected/ (passes-expected/).
for dir in flags passes; do
  cd "../$dir"
  out="../$dir-expected"
  mkdir -p "$out"
  rm -f "$out"/*
  grep -v '^#' modes.txt | while read -r mode flags; do
    [ -n "$mode" ] || continue
    for f in *.mlir; do
      # shellcheck disable=SC2086
      "$MLIR_OPT" -allow-unregistered-dialect $flags "$f" \
        > "$out/${f%.mlir}.$mode.out" 2> "$out/${f%.mlir}.$mode.err" || true
    done
  done
  echo "recorded $(ls "$out" | wc -l) files in runtime/tests/fixtures/$dir-expected"
done
