#!/usr/bin/env bash
# TableGen conformance: `ods-tblgen --dump-json` must equal
# `llvm-tblgen --dump-json` on every .td file of the Debian LLVM/MLIR 22
# packages that llvm-tblgen accepts, and must reject (cleanly, without a
# panic) every file llvm-tblgen rejects.
#
# Usage: scripts/tablegen-conformance.sh [--filter SUBSTR] [--verbose]
#                                        [--jobs N] [--timeout SECS] [--keep-temp]
# Environment: ODS_TBLGEN=/path/to/binary skips the cargo build and tests
#              that binary instead of target/release/ods-tblgen.
# Needs the reference tools: scripts/install-llvm-tools.sh installs them.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

if [[ ! -x /usr/lib/llvm-22/bin/llvm-tblgen ]]; then
    echo "tablegen-conformance: /usr/lib/llvm-22/bin/llvm-tblgen missing; run scripts/install-llvm-tools.sh" >&2
    exit 2
fi

if [[ -z "${ODS_TBLGEN:-}" ]]; then
    cargo build --release -p ods-build --bin ods-tblgen
    ODS_TBLGEN="${CARGO_TARGET_DIR:-$repo_root/target}/release/ods-tblgen"
fi
export ODS_TBLGEN

exec python3 "$repo_root/scripts/tablegen_conformance.py" "$@"
