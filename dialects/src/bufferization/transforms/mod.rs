//! The passes of MLIR's bufferization dialect
//! (`mlir/Dialect/Bufferization/Transforms`), declared by the installed
//! `Passes.td`.

#[cfg(all(feature = "scf", feature = "func"))]
pub mod dealloc;
