#!/usr/bin/env bash
# Differential campaign: generated IR (gen_ir.py, or with --generator
# dialects gen_dialect_ir.py: IR of MLIR's ub, index, arith, math, complex,
# cf, func and scf dialects, for ods-mlir-opt; dialects-memory: with memref,
# affine and vector too) or TableGen (--tblgen,
# gen_td.py) inputs through the differential runner for --minutes M; keeps
# the divergent inputs and prints the divergence groups.  See
# scripts/diff_campaign.py.
#
# Usage: scripts/diff-campaign.sh [--tblgen | --generator {ir,dialects,dialects-memory}]
#                                 --minutes M --seed S --out DIR
#                                 [--batch N] [--jobs N] [--modes LIST] [--summary-only]
# Environment: ODS_OPT / ODS_TBLGEN as for diff-mlir-opt.sh, whose setup
# (reference tools, the binary under test) this shares.
exec env DIFF_RUNNER=diff_campaign.py "$(dirname "${BASH_SOURCE[0]}")/diff-mlir-opt.sh" "$@"
