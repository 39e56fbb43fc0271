//! What a user calls to rewrite IR is at the crate root, next to
//! `Context`: `ods_runtime::canonicalize`, `cse` and the greedy driver.

use ods_runtime::{
    apply_patterns_greedily, canonicalize, cse, parse_source, Context, GreedyRewriteConfig,
    RewritePatternSet,
};

const SOURCE: &str = "module {\n  %0 = \"builtin.unrealized_conversion_cast\"() : () -> i32\n}\n";

#[test]
fn the_rewrite_entry_points_are_at_the_crate_root() {
    let mut ctx = Context::new();
    let module = parse_source(&mut ctx, SOURCE, "in.mlir").expect("parses");
    let body = ctx.blocks(ctx.regions(module)[0])[0];
    assert_eq!(ctx.block_ops(body).len(), 1);
    // A cast without operands and without users is dead: canonicalization
    // erases it, as mlir-opt's does.
    // The greedy driver (and `canonicalize`) returns `Ok(true)` when the
    // rewrite converged; `cse`, what it did (whether the IR changed).
    assert!(canonicalize(&mut ctx, module).expect("canonicalizes"));
    assert!(ctx.block_ops(body).is_empty());
    assert!(!cse(&mut ctx, module).expect("runs cse").changed());
    let patterns = RewritePatternSet::new().freeze(&mut ctx);
    let config = GreedyRewriteConfig::default();
    let converged = apply_patterns_greedily(&mut ctx, module, &patterns, config).expect("applies");
    assert!(converged);
}
