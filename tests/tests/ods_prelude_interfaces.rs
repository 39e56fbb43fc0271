//! The interfaces of the prelude's MLIR 22 interface files
//! (`fixtures/ods/prelude_interfaces.td`): found on the ops that list them,
//! plainly or through `DeclareOpInterfaceMethods`, with base interfaces,
//! and their Rust defaults.

use ods_runtime::interfaces::prelude::mlir::{
    DataLayoutOpInterface, LoopLikeOpInterface, SubsetExtractionOpInterface, SubsetOpInterface,
    TilingInterface, VectorUnrollOpInterface, ViewLikeOpInterface,
};
use ods_runtime::Context;
use ods_tests::prelude_interfaces::pi;
use ods_tests::support::ParsedOps;

const INPUT: &str = r#"
%c = "test.c"() : () -> vector<4x8xf32>
"pi.loop"() ({
  %in = "test.inner"() : () -> i32
  "test.use"(%c, %in) : (vector<4x8xf32>, i32) -> ()
  "test.yield"() : () -> ()
}) : () -> ()
"pi.decl_loop"() ({
  "test.yield"() : () -> ()
}) : () -> ()
%u = "pi.value"(%c) : (vector<4x8xf32>) -> vector<4x8xf32>
%v = "pi.view"(%c) : (vector<4x8xf32>) -> i32
"pi.access"(%v) : (i32) -> ()
"#;

/// The ops of [`INPUT`], parsed with the dialect.
fn parse(ctx: &mut Context) -> ParsedOps {
    ParsedOps::new(ctx, pi::PiDialect::register, INPUT)
}

#[test]
fn loop_like_is_found_with_its_defaults() {
    let mut ctx = Context::new();
    let ops = parse(&mut ctx);
    let lp = LoopLikeOpInterface::try_from(&ctx, ops.op("pi.loop")).expect("a loop");
    let outer = ctx.result(ops.op("test.c"), 0);
    let inner = ctx.result(ops.op("test.inner"), 0);
    assert!(lp.is_defined_outside_of_loop(&ctx, outer));
    assert!(!lp.is_defined_outside_of_loop(&ctx, inner));
    assert!(lp.get_loop_induction_vars(&ctx).is_none());
    assert!(lp.get_region_iter_args(&ctx).is_empty());
    // Listed through DeclareOpInterfaceMethods, and not listed.
    assert!(LoopLikeOpInterface::try_from(&ctx, ops.op("pi.decl_loop")).is_some());
    assert!(DataLayoutOpInterface::try_from(&ctx, ops.op("pi.decl_loop")).is_some());
    assert!(LoopLikeOpInterface::try_from(&ctx, ops.op("pi.value")).is_none());
    assert!(LoopLikeOpInterface::try_from(&ctx, ops.op("test.c")).is_none());
}

#[test]
fn base_interfaces_come_with_the_derived_ones() {
    let mut ctx = Context::new();
    let ops = parse(&mut ctx);
    // PartialReductionOpInterface brings TilingInterface; subset
    // extraction and insertion bring SubsetOpInterface.
    assert!(TilingInterface::try_from(&ctx, ops.op("pi.decl_loop")).is_some());
    let access = ops.op("pi.access");
    assert!(SubsetExtractionOpInterface::try_from(&ctx, access).is_some());
    assert!(SubsetOpInterface::try_from(&ctx, access).is_some());
    assert!(SubsetOpInterface::try_from(&ctx, ops.op("pi.value")).is_some());
}

#[test]
fn view_and_vector_defaults() {
    let mut ctx = Context::new();
    let ops = parse(&mut ctx);
    let view = ViewLikeOpInterface::try_from(&ctx, ops.op("pi.view")).expect("a view");
    let dest = view.get_view_dest(&ctx);
    assert_eq!(dest, ctx.result(ops.op("pi.view"), 0));
    let value = ops.op("pi.value");
    let unroll = VectorUnrollOpInterface::try_from(&ctx, value).expect("unrollable");
    assert_eq!(unroll.get_shape_for_unroll(&ctx), Some(vec![4, 8]));
}
