//! MLIR's general transformation passes (`mlir/Transforms`) as
//! [`Pass`](crate::pass::Pass) implementations, and the pass that applies
//! the registered dialects' DRR patterns.

mod apply_patterns;
mod canonicalizer;
mod control_flow_sink;
mod cse;
mod loop_invariant_code_motion;
mod print_op_stats;
mod strip_debuginfo;
mod symbol_dce;
mod symbol_privatize;
mod topological_sort;

pub use apply_patterns::ApplyPatterns;
pub use canonicalizer::Canonicalizer;
pub use control_flow_sink::{control_flow_sink, singly_executed_regions, ControlFlowSink};
pub use cse::Cse;
pub use loop_invariant_code_motion::{
    move_invariant_code_in, move_loop_invariant_code, LoopInvariantCodeMotion,
};
pub use print_op_stats::{op_counts, PrintOpStats};
pub use strip_debuginfo::StripDebugInfo;
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::SymbolPrivatize;
pub use topological_sort::{sort_topologically, TopologicalSort};

use crate::pass::PassRegistry;

/// Registers the passes of this module: `canonicalize`,
/// `control-flow-sink`, `cse`, `loop-invariant-code-motion`,
/// `print-op-stats`, `strip-debuginfo`, `symbol-dce`, `symbol-privatize`,
/// `topological-sort` and `apply-patterns` (MLIR's `registerTransformsPasses`, as far as it goes
/// here).
pub fn register_transforms_passes(registry: &mut PassRegistry) {
    registry.register(|| Box::new(Canonicalizer::new()));
    registry.register(|| Box::new(ControlFlowSink::default()));
    registry.register(|| Box::new(Cse::default()));
    registry.register(|| Box::new(LoopInvariantCodeMotion));
    registry.register(|| Box::new(PrintOpStats::default()));
    registry.register(|| Box::new(StripDebugInfo));
    registry.register(|| Box::new(SymbolDce::default()));
    registry.register(|| Box::new(SymbolPrivatize::default()));
    registry.register(|| Box::new(TopologicalSort));
    registry.register(|| Box::new(ApplyPatterns::default()));
}
