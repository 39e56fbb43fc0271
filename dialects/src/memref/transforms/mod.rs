//! The passes of MLIR's memref dialect (`mlir/Dialect/MemRef/Transforms`),
//! declared by the installed `Passes.td` (`overlay/passes/memref_transforms.td`
//! keeps the ones implemented here). They build `affine.apply` ops: they
//! exist with the `affine` feature.

mod alias_indices;
mod alloc_like;
mod expand_ops;
#[cfg(feature = "scf")]
mod expand_realloc;
mod expand_strided_metadata;
mod fold_memref_alias_ops;
#[cfg(feature = "func")]
mod normalize;
mod strided_metadata;
#[cfg(feature = "vector")]
mod vector_accesses;

include!(concat!(env!("OUT_DIR"), "/memref_transforms.rs"));
#[cfg(feature = "scf")]
include!(concat!(env!("OUT_DIR"), "/memref_expand_realloc.rs"));

pub use expand_ops::{populate_expand_ops_patterns, ExpandOps};
#[cfg(feature = "scf")]
pub use expand_realloc::{populate_expand_realloc_patterns, ExpandRealloc};
pub use expand_strided_metadata::{
    populate_expand_strided_metadata_patterns, ExpandStridedMetadata,
};
pub use fold_memref_alias_ops::{populate_fold_memref_alias_op_patterns, FoldMemRefAliasOps};
#[cfg(feature = "func")]
pub use normalize::NormalizeMemRefs;

/// Registers the memref passes this crate implements
/// (`expand-strided-metadata`, `fold-memref-alias-ops`, `memref-expand`,
/// with the `func` feature `normalize-memrefs`, with `scf`
/// `expand-realloc`).
pub fn register_memref_passes(registry: &mut ods_runtime::pass::PassRegistry) {
    register_expand_strided_metadata_pass::<ExpandStridedMetadata>(registry);
    register_fold_mem_ref_alias_ops_pass::<FoldMemRefAliasOps>(registry);
    register_expand_ops_pass::<ExpandOps>(registry);
    #[cfg(feature = "func")]
    register_normalize_mem_refs_pass::<NormalizeMemRefs>(registry);
    #[cfg(feature = "scf")]
    register_expand_realloc_pass::<ExpandRealloc>(registry);
}
