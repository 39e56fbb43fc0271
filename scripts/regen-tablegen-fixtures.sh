#!/usr/bin/env bash
# Regenerate the expected outputs of the TableGen language fixtures
# (ods-spec/tests/fixtures/lang/*.json and *.records.txt) and the reference
# diagnostics of the error fixtures (ods-spec/tests/fixtures/errors/*.llvm-stderr.txt)
# with the reference llvm-tblgen (LLVM 22).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FIX="$ROOT/ods-spec/tests/fixtures"

# Prefer an explicit LLVM 22 install: on Debian /usr/bin/llvm-tblgen may be an
# older version (e.g. 14) that lacks many bang operators.
TBLGEN="${LLVM_TBLGEN:-}"
if [[ -z "$TBLGEN" ]]; then
  for cand in /usr/lib/llvm-22/bin/llvm-tblgen llvm-tblgen-22 llvm-tblgen; do
    if command -v "$cand" >/dev/null 2>&1; then TBLGEN="$(command -v "$cand")"; break; fi
  done
fi
[[ -n "$TBLGEN" ]] || { echo "llvm-tblgen not found" >&2; exit 1; }
if ! "$TBLGEN" --version | grep -q 'LLVM version 22\.'; then
  echo "warning: $TBLGEN is not LLVM 22:" >&2
  "$TBLGEN" --version >&2
fi

cd "$FIX/lang"
for td in *.td; do
  base="${td%.td}"
  "$TBLGEN" --dump-json -I "$FIX/lang/inc" "$td" 2>/dev/null \
    | python3 -m json.tool --sort-keys > "$base.json"
  "$TBLGEN" --print-records -I "$FIX/lang/inc" "$td" > "$base.records.txt" 2>/dev/null
  # Files that print diagnostics (e.g. `dump`, warnings) on stderr keep it too.
  err="$("$TBLGEN" --print-records -I "$FIX/lang/inc" "$td" 2>&1 >/dev/null || true)"
  if [[ -n "$err" ]]; then
    printf '%s\n' "$err" > "$base.stderr.txt"
  else
    rm -f "$base.stderr.txt"
  fi
done

cd "$FIX/errors"
for td in *.td; do
  base="${td%.td}"
  # Included-only helper files (named *.inc.td) are not standalone cases.
  [[ "$td" == *.inc.td ]] && continue
  rc=0
  timeout 60 "$TBLGEN" -I inc "$td" > /dev/null 2> "$base.llvm-stderr.txt.tmp" || rc=$?
  if [[ $rc -eq 0 ]]; then
    rm -f "$base.llvm-stderr.txt.tmp"
    echo "error: $td was accepted by llvm-tblgen" >&2
    exit 1
  fi
  # Crashes (e.g. the include cycle overflows the stack) print a stack dump
  # whose addresses change from run to run: drop the frame lines.
  grep -v '^ *#[0-9]' "$base.llvm-stderr.txt.tmp" > "$base.llvm-stderr.txt" || true
  rm -f "$base.llvm-stderr.txt.tmp"
done
echo "regenerated fixtures with $TBLGEN"
