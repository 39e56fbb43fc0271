//! `fixtures/ods/quiet.td`: definitions with nothing for some generated
//! function to use (no parameters, operands, results, regions or
//! successors; empty formats). The fixture compiles with warnings denied
//! (`src/lib.rs`); here each of them reads and prints back as MLIR's
//! generated C++ prints it (`mlir-oracle.sh` on the fixture: the enum
//! after two spaces, no space before `[`).

use ods_runtime::asm::printer::{print_top_level, PrintOptions};
use ods_tests::quiet::quiet::QuietDialect;

const CUSTOM: &str = r#"module {
  %0 = "xx.val"() : () -> i32
  quiet.nothing_format
  quiet.pure
  %1 = quiet.result : i32
  quiet.operand %0 : i32
  quiet.attr
  quiet.attr {value = 3 : i64}
  quiet.enum  one
  quiet.region {
  }
  %2 = quiet.optional %0[%0, %0] : i32
  quiet.optional
  "quiet.nothing"() : () -> ()
  "quiet.variadic_region"() : () -> ()
  %3:2 = "quiet.variadic"(%0, %0) : (i32, i32) -> (i32, i32)
  "xx.use"() {a = #quiet.bare, b = #quiet.empty, c = #quiet.self_typed : i32, d = #quiet.optional, e = #quiet.optional<4>} : () -> ()
  %4:2 = "xx.types"() : () -> (!quiet.bare, !quiet.empty)
}
"#;

#[test]
fn every_quiet_configuration_reads_and_prints_back() {
    let mut ctx = ods_runtime::Context::new();
    ctx.allow_unregistered = true;
    QuietDialect::register(&mut ctx);
    let top = ods_runtime::parse_and_verify(&mut ctx, CUSTOM, "quiet.mlir")
        .unwrap_or_else(|d| panic!("{}", d.message));
    let printed = print_top_level(&ctx, top, PrintOptions::default()).expect("the IR prints");
    assert_eq!(printed.trim_end(), CUSTOM.trim_end());
}

#[test]
fn td_code_names_the_op_trait_functions_by_the_op() {
    use ods_runtime::ods::op::Op;
    use ods_tests::quiet::quiet::{CastsOp, PureOp};
    let mut ctx = ods_runtime::Context::new();
    QuietDialect::register(&mut ctx);
    let top = ods_runtime::parse_and_verify(
        &mut ctx,
        "\"quiet.casts\"() : () -> ()\nquiet.pure\n",
        "casts.mlir",
    )
    .unwrap_or_else(|d| panic!("{}", d.message));
    let ops = ctx.block_ops(ctx.blocks(ctx.regions(top)[0])[0]).to_vec();
    assert_eq!(CastsOp::of(&ctx, ops[0]).map(|o| o.id()), Some(ops[0]));
    assert_eq!(CastsOp::of(&ctx, ops[1]), None);
    assert!(PureOp::cast(&ctx, ops[1]).is_some());
}
