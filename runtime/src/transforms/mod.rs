//! MLIR's general transformation passes (`mlir/Transforms`) as
//! [`Pass`](crate::pass::Pass) implementations, and the pass that applies
//! the registered dialects' DRR patterns.

mod apply_patterns;
mod canonicalizer;
mod cse;
mod print_op_stats;
mod strip_debuginfo;
mod symbol_dce;
mod symbol_privatize;
mod topological_sort;

pub use apply_patterns::ApplyPatterns;
pub use canonicalizer::Canonicalizer;
pub use cse::Cse;
pub use print_op_stats::{op_counts, PrintOpStats};
pub use strip_debuginfo::StripDebugInfo;
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::SymbolPrivatize;
pub use topological_sort::{sort_topologically, TopologicalSort};

use crate::pass::PassRegistry;

/// Registers the passes of this module: `canonicalize`, `cse`,
/// `print-op-stats`, `strip-debuginfo`, `symbol-dce`, `symbol-privatize`,
/// `topological-sort` and `apply-patterns` (MLIR's `registerTransformsPasses`, as far as it goes
/// here).
pub fn register_transforms_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(Canonicalizer::new()));
    registry.register(|| Box::new(Cse::default()));
    registry.register(|| Box::new(PrintOpStats::default()));
    registry.register(|| Box::new(StripDebugInfo));
    registry.register(|| Box::new(SymbolDce::default()));
    registry.register(|| Box::new(SymbolPrivatize::default()));
    registry.register(|| Box::new(TopologicalSort));
    registry.register(|| Box::new(ApplyPatterns::default()));
}
