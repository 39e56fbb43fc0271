//! `normalize-memrefs` (MLIR's `NormalizeMemRefs.cpp` with the utilities
//! of `Affine/Utils/Utils.cpp` it calls): memrefs of affine layouts become
//! memrefs of the identity layout across a module's functions. It
//! rewrites function signatures and calls: it exists with the `func`
//! feature.

mod allocs;
mod functions;
mod normalized_type;
mod pass;
mod replace_uses;
mod signatures;

pub use pass::NormalizeMemRefs;
