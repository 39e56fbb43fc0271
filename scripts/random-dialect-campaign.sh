#!/usr/bin/env bash
# Random dialects differential-tested against MLIR's generated C++:
# gen_random_dialect.py writes dialects (.td with C++ and Rust hooks, and
# their IR); each is checked by mlir-tblgen and ods-tblgen, built by ods-rs
# in a `#![deny(warnings)]` crate with clippy -D warnings and by
# mlir-oracle.sh, and its IR compared in the custom, generic and debug-info
# forms and after --canonicalize, --cse and --apply-patterns. See
# scripts/random_dialect_campaign.py.
#
# Usage: scripts/random-dialect-campaign.sh --seed S --out DIR
#            [--dialects N | --minutes M] [--batch N] [--td-mutations N]
#            [--jobs N] [--modes LIST] [--summary-only]
#        scripts/random-dialect-campaign.sh --replay [--td-only] --seed 0 --out DIR
# Environment: ODS_TBLGEN=/path/to/ods-tblgen skips its build;
#              MLIR_ORACLE=/path/to/mlir-oracle.sh.
# Needs the reference tools and g++: scripts/install-llvm-tools.sh installs
# them.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

scripts/install-llvm-tools.sh

oracle_tool="$(scripts/mlir-oracle-path.sh)"

target="${CARGO_TARGET_DIR:-$repo_root/target}"
if [[ -z "${ODS_TBLGEN:-}" ]]; then
    cargo build -q --release -p ods-build --bin ods-tblgen
    ODS_TBLGEN="$target/release/ods-tblgen"
fi

exec python3 "$repo_root/scripts/random_dialect_campaign.py" \
    --ods-tblgen "$ODS_TBLGEN" --oracle-tool "$oracle_tool" "$@"
