//! Rewriting, as MLIR's `PatternMatch.h` and `Transforms/` do it: patterns
//! and the rewriter they change the IR through, the greedy driver that
//! applies them with folding and dead-code removal, canonicalization, and
//! common subexpression elimination.

mod actions;
mod block_merge;
pub mod canonicalize;
pub mod cse;
pub mod drr;
pub mod effects;
pub(crate) mod fold;
pub(crate) mod folder;
pub mod greedy;
pub mod pattern;
pub mod region_simplify;
pub mod rewriter;
mod worklist;

pub use actions::{ApplyPatternAction, GreedyPatternRewriteIteration};
pub use canonicalize::canonicalize;
pub use cse::{cse, cse_with_dominance, CseCounts};
pub use folder::constant_value;
pub use greedy::{
    apply_op_patterns_greedily, apply_patterns_greedily, GreedyRewriteConfig, RegionSimplification,
    Strictness,
};
pub use pattern::{
    FnPattern, FrozenRewritePatternSet, OpRewritePattern, RewritePattern, RewritePatternSet,
};
pub use rewriter::{PatternRewriter, RewriteListener};
