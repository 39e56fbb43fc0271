//! MLIR's general transformation passes (`mlir/Transforms`) as
//! [`Pass`](crate::pass::Pass) implementations, and the pass that applies
//! the registered dialects' DRR patterns.

mod apply_patterns;
mod canonicalizer;
mod cse;
mod strip_debuginfo;

pub use apply_patterns::ApplyPatterns;
pub use canonicalizer::Canonicalizer;
pub use cse::Cse;
pub use strip_debuginfo::StripDebugInfo;

use crate::pass::PassRegistry;

/// Registers the passes of this module: `canonicalize`, `cse`,
/// `strip-debuginfo` and `apply-patterns` (MLIR's `registerTransformsPasses`, as far as it goes
/// here).
pub fn register_transforms_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(Canonicalizer::new()));
    registry.register(|| Box::new(Cse::default()));
    registry.register(|| Box::new(StripDebugInfo));
    registry.register(|| Box::new(ApplyPatterns::default()));
}
