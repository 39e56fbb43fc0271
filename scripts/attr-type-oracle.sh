#!/usr/bin/env bash
# Attribute, type and enum conformance against real MLIR: builds every
# tests/fixtures/oracle/*.td with MLIR's own generators into an oracle
# binary (../shared/tools/mlir-oracle.sh, or $MLIR_ORACLE) and compares it
# with ods-fixture-opt on each fixture's *.mlir inputs, in the custom form,
# the generic form and with --verify-diagnostics.
# See scripts/attr_type_oracle.py for the comparison.
#
# Usage: scripts/attr-type-oracle.sh [--known FILE] [--timeout SECS]
# Environment: ODS_FIXTURE_OPT=/path/to/binary skips the cargo build;
#              MLIR_ORACLE=/path/to/mlir-oracle.sh.
# Needs the reference tools and g++: scripts/install-llvm-tools.sh installs
# them.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

scripts/install-llvm-tools.sh

oracle_tool="$(scripts/mlir-oracle-path.sh)"

target="${CARGO_TARGET_DIR:-$repo_root/target}"
if [[ -z "${ODS_FIXTURE_OPT:-}" ]]; then
    cargo build -q -p ods-tests --bin ods-fixture-opt
    ODS_FIXTURE_OPT="$target/debug/ods-fixture-opt"
fi

exec python3 "$repo_root/scripts/attr_type_oracle.py" \
    --ours "$ODS_FIXTURE_OPT" --oracle-tool "$oracle_tool" \
    --fixtures tests/fixtures/oracle --build-dir "$target/oracle" "$@"
