//! MLIR's general transformation passes (`mlir/Transforms`) as
//! [`Pass`](crate::pass::Pass) implementations, and the pass that applies
//! the registered dialects' DRR patterns.

mod apply_patterns;
mod canonicalizer;
mod cse;
mod reconcile_unrealized_casts;
mod strip_debuginfo;
mod symbol_dce;
mod symbol_privatize;

pub use apply_patterns::ApplyPatterns;
pub use canonicalizer::Canonicalizer;
pub use cse::Cse;
pub use reconcile_unrealized_casts::ReconcileUnrealizedCasts;
pub use strip_debuginfo::StripDebugInfo;
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::SymbolPrivatize;

use crate::pass::PassRegistry;

/// Registers the passes of this module: `canonicalize`, `cse`,
/// `strip-debuginfo`, `symbol-dce`, `symbol-privatize`,
/// `reconcile-unrealized-casts` and `apply-patterns` (MLIR's
/// `registerTransformsPasses` and `registerConversionPasses`, as far as
/// they go here).
pub fn register_transforms_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(Canonicalizer::new()));
    registry.register(|| Box::new(Cse::default()));
    registry.register(|| Box::new(StripDebugInfo));
    registry.register(|| Box::new(SymbolDce::default()));
    registry.register(|| Box::new(SymbolPrivatize::default()));
    registry.register(|| Box::new(ReconcileUnrealizedCasts));
    registry.register(|| Box::new(ApplyPatterns::default()));
}
