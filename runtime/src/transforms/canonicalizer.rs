//! `canonicalize` (MLIR's `Canonicalizer` pass) and its options.

use crate::diag::Diagnostic;
use crate::pass::{EnumOptionValue, Pass, PassCloner, PassFailure, PassOptions};
use crate::rewrite::canonicalize::{canonicalization_patterns, canonicalizer_config};
use crate::rewrite::{apply_patterns_greedily, FrozenRewritePatternSet, RegionSimplification};
use crate::{Context, OpId};

/// The names of `region-simplify`'s values.
impl EnumOptionValue for RegionSimplification {
    const NAMES: &'static [(&'static str, RegionSimplification)] = &[
        ("disabled", RegionSimplification::Disabled),
        ("normal", RegionSimplification::Normal),
        ("aggressive", RegionSimplification::Aggressive),
    ];
    const DESCRIPTIONS: &'static [&'static str] = &[
        "Don't run any control-flow simplification.",
        "Perform simple control-flow simplifications (e.g. dead args elimination).",
        "Perform aggressive control-flow simplification (e.g. block merging).",
    ];
}

/// Folds and applies every registered op's canonicalization patterns
/// greedily, with dead code removal and region simplification, in the
/// regions of the op it runs on. Its options are MLIR's, with MLIR's
/// defaults; `-1` is no limit.
pub struct Canonicalizer {
    options: PassOptions,
    patterns: Option<FrozenRewritePatternSet>,
}

impl Default for Canonicalizer {
    fn default() -> Canonicalizer {
        Canonicalizer::new()
    }
}

impl Canonicalizer {
    /// The pass with its default options.
    pub fn new() -> Canonicalizer {
        let config = canonicalizer_config();
        let options = PassOptions::new()
            .with(
                "top-down",
                "Seed the worklist in general top-down order",
                config.top_down,
            )
            .with(
                "region-simplify",
                "Perform control flow optimizations to the region tree",
                config.region_simplification,
            )
            .with(
                "max-iterations",
                "Max. iterations between applying patterns / simplifying regions",
                10i64,
            )
            .with(
                "max-num-rewrites",
                "Max. number of pattern rewrites within an iteration",
                -1i64,
            )
            .with(
                "test-convergence",
                "Test only: Fail pass on non-convergence to detect cyclic pattern",
                false,
            )
            .with(
                "disable-patterns",
                "Labels of patterns that should be filtered out during application",
                Vec::<String>::new(),
            )
            .with(
                "enable-patterns",
                "Labels of patterns that should be used during application, all other patterns are filtered out",
                Vec::<String>::new(),
            );
        Canonicalizer {
            options,
            patterns: None,
        }
    }

    /// The greedy driver's settings for the options.
    fn config(&self) -> crate::rewrite::GreedyRewriteConfig {
        let o = &self.options;
        let max_iterations = match *o.get::<i64>("max-iterations") {
            -1 => None,
            // MLIR's driver makes one pass over the IR whatever the limit.
            n => Some(u32::try_from(n.max(1)).unwrap_or(u32::MAX)),
        };
        let max_rewrites = match *o.get::<i64>("max-num-rewrites") {
            -1 => None,
            n => Some(u64::try_from(n).unwrap_or(0)),
        };
        crate::rewrite::GreedyRewriteConfig {
            top_down: *o.get("top-down"),
            region_simplification: *o.get("region-simplify"),
            max_iterations,
            max_rewrites,
            ..canonicalizer_config()
        }
    }
}

impl Pass for Canonicalizer {
    fn clone_pass(&self) -> Option<PassCloner> {
        let options = self.options.clone();
        Some(Box::new(move || {
            Box::new(Canonicalizer {
                options: options.clone(),
                patterns: None,
            })
        }))
    }

    fn argument(&self) -> &'static str {
        "canonicalize"
    }
    fn description(&self) -> &'static str {
        "Canonicalize operations"
    }
    fn name(&self) -> &'static str {
        "Canonicalizer"
    }
    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }
    fn initialize(&mut self, ctx: &mut Context) -> Result<(), PassFailure> {
        let mut patterns = canonicalization_patterns(ctx);
        patterns.filter_by_debug_name(
            self.options.get::<Vec<String>>("disable-patterns"),
            self.options.get::<Vec<String>>("enable-patterns"),
        );
        self.patterns = Some(patterns.freeze(ctx));
        Ok(())
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let config = self.config();
        let patterns = self.patterns.as_ref().ok_or_else(PassFailure::signal)?;
        let converged = apply_patterns_greedily(ctx, op, patterns, config)
            .map_err(|e| Diagnostic::error(ctx.op_loc(op), e.to_string()))?;
        // Not converging is no failure unless the test option asks.
        if !converged && *self.options.get::<bool>("test-convergence") {
            return Err(PassFailure::signal());
        }
        Ok(())
    }
}
