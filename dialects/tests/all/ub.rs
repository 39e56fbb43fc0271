#![cfg(feature = "ub")]
//! MLIR's `ub` dialect: each expectation is `mlir-opt` 22's output
//! (`--allow-unregistered-dialect`, plus the flag named) on the same input.

use crate::common;
use common::*;

const POISON: &str = r#"%0 = ub.poison : i32
%1 = "ub.poison"() <{value = #ub.poison}> : () -> vector<2xf32>
"test.region"() ({
  ub.unreachable
}) : () -> ()
"#;

#[test]
fn poison_and_unreachable_print_in_their_custom_form() {
    let expected = r#"module {
  %0 = ub.poison : i32
  %1 = ub.poison : vector<2xf32>
  "test.region"() ({
    ub.unreachable
  }) : () -> ()
}

"#;
    assert_eq!(output(POISON, CUSTOM), expected);
    reads_back(expected);
}

#[test]
fn the_default_poison_attribute_is_a_property_in_the_generic_form() {
    // `--mlir-print-op-generic`: the short form gets `#ub.poison` filled in.
    let expected = r#""builtin.module"() ({
  %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
  %1 = "ub.poison"() <{value = #ub.poison}> : () -> vector<2xf32>
  "test.region"() ({
    "ub.unreachable"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#;
    assert_eq!(output(POISON, GENERIC), expected);
    reads_back(expected);
}

#[test]
fn canonicalization_folds_poison_and_merges_equal_ones() {
    // `--canonicalize`: the folds give `#ub.poison`, which the dialect's
    // constant materializer turns back into one `ub.poison` per type.
    let src = r#""test.region"() ({
  %0 = ub.poison : i8
  %1 = ub.poison : i8
  "test.use"(%0, %1) : (i8, i8) -> ()
  ub.unreachable
}) : () -> ()
"#;
    let expected = r#"module {
  "test.region"() ({
    %0 = ub.poison : i8
    "test.use"(%0, %0) : (i8, i8) -> ()
    ub.unreachable
  }) : () -> ()
}

"#;
    assert_eq!(output(src, CANONICALIZE), expected);
}

#[test]
fn invalid_ub_ir_is_rejected_with_mlirs_messages() {
    let misplaced =
        "\"test.region\"() ({\n  ub.unreachable\n  \"test.after\"() : () -> ()\n}) : () -> ()\n";
    assert_eq!(
        error(misplaced),
        "t.mlir:2:3: error: 'ub.unreachable' op must be the last operation in the parent block"
    );
    // The count trait comes before `IsTerminator`.
    let operands = "\"ub.unreachable\"(%0) : (i32) -> ()\n%0 = \"test.value\"() : () -> i32\n";
    assert_eq!(
        error(operands),
        "t.mlir:1:1: error: 'ub.unreachable' op requires zero operands"
    );
    assert_eq!(
        error("\"ub.poison\"() : () -> ()\n"),
        "t.mlir:1:1: error: 'ub.poison' op requires one result"
    );
    assert_eq!(
        error("%0 = ub.poison <#ub.nope> : i32\n"),
        "t.mlir:1:21: error: unknown attribute `nope` in dialect `ub`"
    );
}

#[test]
fn the_typed_api_builds_a_poison_of_any_type() {
    use ods_dialects::ub::{PoisonAttr, PoisonOp};
    use ods_runtime::ods::op::Op;
    use ods_runtime::OpBuilder;
    let mut ctx = context();
    let top = ods_runtime::parse_source(&mut ctx, "", "t.mlir").unwrap();
    let body = ctx.blocks(ctx.regions(top)[0])[0];
    let loc = ctx.unknown_loc();
    let i7 = ods_runtime::helpers::integer(&mut ctx, 7, ods_runtime::Signedness::Signless);
    let mut state = PoisonOp::state(&mut ctx, loc);
    PoisonOp::build(&mut ctx, &mut state, i7, None);
    let poison: PoisonOp = OpBuilder::at_end(body).create(&mut ctx, state);
    poison.verify(&ctx).unwrap();
    // The default value, as the C++ `constBuilderCall` makes it.
    assert!(PoisonAttr::try_from(&ctx, poison.value(&ctx)).is_some());
    let text = ods_runtime::asm::print_top_level(&ctx, top, Default::default()).unwrap();
    assert_eq!(text, "module {\n  %0 = ub.poison : i7\n}\n\n");
}
