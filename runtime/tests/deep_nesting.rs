//! IR nested as deep as mlir-opt reads (about 2,000 regions and 6,800
//! arrays before its stack overflows) is read, verified, walked, cloned,
//! rewritten, printed and erased on a test thread's small stack; deeper input than
//! the parser's limit is an error, not a crash.

use ods_runtime::asm::printer::{print_top_level, PrintOptions};
use ods_runtime::*;
use rustc_hash::FxHashMap;

fn nested_regions(depth: usize) -> String {
    let mut text = "\"t.op\"() ({\n".repeat(depth);
    text.push_str("\"t.end\"() : () -> ()\n");
    text.push_str(&"}) : () -> ()\n".repeat(depth));
    text
}

fn nested_arrays(depth: usize) -> String {
    format!(
        "\"t.op\"() {{a = {}{}}} : () -> ()\n",
        "[".repeat(depth),
        "]".repeat(depth)
    )
}

/// Reads `text`, then verifies, walks, prints (custom and generic), clones,
/// rewrites (CSE, canonicalization) and erases what it read; returns the
/// generic form.
fn read_and_use(text: &str) -> String {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let top = parse_source(&mut ctx, text, "deep.mlir").unwrap_or_else(|d| panic!("{}", d.message));
    verify::verify(&ctx, top).unwrap_or_else(|d| panic!("{}", d.message));
    let mut count = 0;
    ctx.walk(top, WalkOrder::PostOrder, &mut |_| count += 1);
    assert!(count > 1);
    print_top_level(&ctx, top, PrintOptions::default()).unwrap();
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let printed = print_top_level(&ctx, top, generic).unwrap();
    let copy = ctx.clone_op(top, &mut FxHashMap::default());
    cse(&mut ctx, copy).unwrap();
    canonicalize(&mut ctx, copy).unwrap();
    ctx.erase_op(copy).unwrap();
    ctx.erase_op(top).unwrap();
    printed
}

#[test]
fn regions_nested_three_thousand_deep_are_read_and_printed() {
    let printed = read_and_use(&nested_regions(3000));
    assert_eq!(printed.matches("\"t.op\"").count(), 3000);
}

#[test]
fn arrays_nested_seven_thousand_deep_are_read_and_printed() {
    let printed = read_and_use(&nested_arrays(7000));
    assert!(printed.contains(&format!("{}{}", "[".repeat(7000), "]".repeat(7000))));
}

#[test]
fn nesting_past_the_limit_is_an_error() {
    for text in [nested_regions(10_001), nested_arrays(10_001)] {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let e = parse_source(&mut ctx, &text, "deep.mlir").unwrap_err();
        assert_eq!(e.message, "nesting deeper than 10000 levels");
    }
}
