#!/usr/bin/env bash
# Documentation conformance: `ods-tblgen --gen-*-doc` against
# `mlir-tblgen-22 --gen-*-doc` (dialect, op, attrdef, typedef, enum and
# interface pages) on the oracle fixtures (read by mlir-tblgen with
# -DMLIR_CPP), the documentation fixtures (tests/fixtures/docs, also with
# -DMLIR_CPP), the ODS fixtures and the Toy sample. The structure (headings
# and table rows) must be equal; text differences are listed with their
# cause. See scripts/docs_compare.py.
#
# Usage: scripts/docs-compare.sh [--show N] [FILE.td|DIR ...]
# Known input-specific differences: scripts/docs-compare.known.
# Environment: ODS_TBLGEN=/path/to/binary skips the cargo build.
# Needs the reference tools: scripts/install-llvm-tools.sh installs them.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

mlir_tblgen=/usr/lib/llvm-22/bin/mlir-tblgen
if [[ ! -x "$mlir_tblgen" ]]; then
    echo "docs-compare: $mlir_tblgen missing; run scripts/install-llvm-tools.sh" >&2
    exit 2
fi

if [[ -z "${ODS_TBLGEN:-}" ]]; then
    cargo build -q --release -p ods-build --bin ods-tblgen
    ODS_TBLGEN="${CARGO_TARGET_DIR:-$repo_root/target}/release/ods-tblgen"
fi

exec python3 "$repo_root/scripts/docs_compare.py" \
    --ours "$ODS_TBLGEN" --mlir-tblgen "$mlir_tblgen" \
    --include /usr/lib/llvm-22/include \
    --cpp-define tests/fixtures/oracle --cpp-define tests/fixtures/docs \
    --known scripts/docs-compare.known \
    "$@"
