// The passes of MLIR's memref dialect (mlir/Dialect/MemRef/Transforms/
// Passes.td, read where LLVM installs it) that this crate implements, in
// src/memref/transforms/. They compute with affine maps: they build with
// the affine dialect.

include "mlir/Dialect/MemRef/Transforms/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["expand-strided-metadata", "fold-memref-alias-ops",
                      "memref-expand", "normalize-memrefs"]>;

def : RustFor<"ExpandStridedMetadataPass.dependentDialects.affine::AffineDialect",
              [{ crate::affine::AffineDialect }]>;
def : RustFor<"ExpandStridedMetadataPass.dependentDialects.memref::MemRefDialect",
              [{ crate::memref::MemRefDialect }]>;

// MLIR loads `vector` with `fold-memref-alias-ops` for the vector accesses
// it folds; those it rebuilds are in its input (with the `vector` feature,
// which implements their folds), so the dialect is loaded already.
def : RustFor<"FoldMemRefAliasOpsPass.dependentDialects.memref::MemRefDialect",
              [{ crate::memref::MemRefDialect }]>;
def : RustFor<"FoldMemRefAliasOpsPass.dependentDialects.vector::VectorDialect",
              [{ crate::NotGenerated }]>;

// `normalize-memrefs` rewrites function signatures and calls: it exists
// with the `func` feature.
def : RustFor<"NormalizeMemRefsPass.dependentDialects.affine::AffineDialect",
              [{ crate::affine::AffineDialect }]>;
