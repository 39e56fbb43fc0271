//! Dimension lists as MLIR's lexer reads them: whitespace may stand
//! between a size and its `x` (`vector<42 x f32>`).

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::{parse_source, Context};

#[test]
fn spaces_around_the_x_of_a_dimension_list() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let src = "%a = \"t.v\"() : () -> vector<42 x f32>\n\
               %b = \"t.v\"() : () -> tensor< 2 x ? xi8>\n\
               %c = \"t.v\"() : () -> vector<[4] x 2xi1>\n";
    let top = parse_source(&mut ctx, src, "in.mlir").unwrap_or_else(|e| panic!("{e}"));
    let text = print_top_level(&ctx, top, PrintOptions::default()).unwrap();
    assert!(text.contains("() -> vector<42xf32>"), "{text}");
    assert!(text.contains("() -> tensor<2x?xi8>"), "{text}");
    assert!(text.contains("() -> vector<[4]x2xi1>"), "{text}");
}
