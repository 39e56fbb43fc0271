//! The canonicalizer (MLIR's `--canonicalize` pass): the greedy driver with
//! every registered op's canonicalization patterns and folders.

use super::greedy::{apply_patterns_greedily, GreedyRewriteConfig, RegionSimplification};
use super::pattern::RewritePatternSet;
use crate::{Context, IrResult, OpId};

/// The canonicalization patterns of every loaded dialect
/// (`hasCanonicalizer` on the dialect), then of every op of the loaded
/// dialects (`hasCanonicalizer`, `hasCanonicalizeMethod`), as MLIR's
/// canonicalizer gathers them: a dialect the IR and the passes do not use
/// adds none (`vector.contract`'s patterns on `arith.addi` only come with
/// vector).
pub fn canonicalization_patterns(ctx: &Context) -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    for dialect in ctx.registry.dialects() {
        if !ctx.registry.is_loaded(dialect.namespace) {
            continue;
        }
        if let Some(add) = dialect.canonicalization_patterns {
            add(&mut set);
        }
    }
    for info in ctx.registry.ops() {
        let name = ctx.symbol_str(info.name);
        if name
            .split_once('.')
            .is_some_and(|(dialect, _)| !ctx.registry.is_loaded(dialect))
        {
            continue;
        }
        if let Some(add) = info.canonicalization_patterns {
            add(&mut set);
        }
        if let Some(def) = &info.dynamic {
            def.populate_canonicalization_patterns(&mut set);
        }
    }
    set
}

/// The canonicalizer's settings, as the pass's defaults: top-down, normal
/// region simplification (its `region-simplify` option, where the driver's
/// own default is aggressive), ten iterations.
pub fn canonicalizer_config() -> GreedyRewriteConfig {
    GreedyRewriteConfig {
        top_down: true,
        region_simplification: RegionSimplification::Normal,
        ..GreedyRewriteConfig::default()
    }
}

/// Canonicalizes the ops nested in `op` (MLIR's canonicalizer pass run on
/// it): `Ok(true)` when the rewrite converged. Like the pass, it does not
/// fail when it does not.
pub fn canonicalize(ctx: &mut Context, op: OpId) -> IrResult<bool> {
    canonicalize_with(ctx, op, canonicalizer_config())
}

/// [`canonicalize`] with other settings (the pass's options, as
/// `region-simplify=aggressive`).
pub fn canonicalize_with(
    ctx: &mut Context,
    op: OpId,
    config: GreedyRewriteConfig,
) -> IrResult<bool> {
    let patterns = canonicalization_patterns(ctx).freeze(ctx);
    apply_patterns_greedily(ctx, op, &patterns, config)
}
