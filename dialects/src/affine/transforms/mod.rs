//! The passes of MLIR's affine dialect (`mlir/Dialect/Affine/Transforms`),
//! declared by the installed `Passes.td` (`overlay/passes/affine_transforms.td`
//! keeps the ones implemented here).

mod constraints;
mod dependence;
mod dominance;
mod intervening;
mod loop_normalize;
mod loop_utils;
mod scalar_replacement;

include!(concat!(env!("OUT_DIR"), "/affine_transforms.rs"));

pub use loop_normalize::{normalize_affine_for, normalize_affine_parallel, LoopNormalize};
pub use scalar_replacement::{affine_scalar_replace, ScalarReplacement};

/// Registers the affine passes this crate implements
/// (`affine-loop-normalize`, `affine-scalrep`).
pub fn register_affine_passes(registry: &mut ods_runtime::pass::PassRegistry) {
    // MLIR registers `affine-loop-normalize` with its constructor, whose
    // `promoteSingleIter` is false whatever `Passes.td` gives as default.
    registry.register(|| {
        Box::new(AffineLoopNormalizePass::<LoopNormalize>::new(
            AffineLoopNormalizeOptions {
                promote_single_iter: false,
            },
        ))
    });
    register_affine_scalar_replacement::<ScalarReplacement>(registry);
}
