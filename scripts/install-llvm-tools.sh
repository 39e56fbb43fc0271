#!/usr/bin/env bash
# Install the Debian LLVM/MLIR 22 reference tools used by the conformance
# scripts (llvm-tblgen, mlir-tblgen, mlir-opt and the upstream .td files under
# /usr/lib/llvm-22/include), and g++, with which mlir-oracle.sh builds MLIR's
# generated C++ (scripts/attr-type-oracle.sh). The crates never need them.
#
# Idempotent: exits immediately when the tools are already installed.
set -euo pipefail

LLVM_BIN=/usr/lib/llvm-22/bin
PACKAGES=(llvm-22 llvm-22-dev mlir-22-tools libmlir-22-dev g++)

have_tools() {
    [[ -x "$LLVM_BIN/llvm-tblgen" && -x "$LLVM_BIN/mlir-tblgen" && -x "$LLVM_BIN/mlir-opt" ]] &&
        command -v g++ >/dev/null 2>&1
}

if have_tools; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-llvm-tools: apt-get not found; install ${PACKAGES[*]} (Debian) by hand" >&2
    exit 1
fi

SUDO=()
if [[ "$(id -u)" -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO=(sudo)
    else
        echo "install-llvm-tools: not root and sudo is not available" >&2
        exit 1
    fi
fi

echo "install-llvm-tools: installing ${PACKAGES[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
${SUDO[@]+"${SUDO[@]}"} apt-get update
${SUDO[@]+"${SUDO[@]}"} apt-get install -y "${PACKAGES[@]}"

if ! have_tools; then
    echo "install-llvm-tools: packages installed but $LLVM_BIN/{llvm-tblgen,mlir-tblgen,mlir-opt} or g++ still missing" >&2
    exit 1
fi
