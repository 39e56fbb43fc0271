//! A dialect generated with `isExtensible = 1` (`fixtures/ods/extensible.td`)
//! extended at run time, as the manual's "Defining an Extensible dialect"
//! uses one: a dynamic type and two dynamic ops next to the static op, IR
//! using them round-tripping, the user's verifiers rejecting bad IR, and
//! names that are taken refused. The runtime's own tests
//! (`runtime/tests/dynamic_dialect.rs`) cover every hook of a definition.

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::dynamic::{DynamicError, DynamicOpDefinition, DynamicTypeDefinition};
use ods_runtime::{parse_source, Context};
use ods_tests::extensible::ext::ExtDialect;
use ods_tests::extensible::extend;

/// `ext` registered from its `.td`, then extended.
fn extended() -> Context {
    let mut ctx = Context::new();
    ExtDialect::register(&mut ctx);
    extend(&mut ctx).expect("the names are new");
    ctx
}

const INPUT: &str = r#"%0 = "ext.source"() : () -> !ext.pair<i32, f32>
%1 = "ext.swap"(%0) : (!ext.pair<i32, f32>) -> !ext.pair<f32, i32>
"ext.sink"(%1) : (!ext.pair<f32, i32>) -> ()
"#;

#[test]
fn dynamic_parts_round_trip_next_to_the_static_op() {
    let mut ctx = extended();
    let top = parse_source(&mut ctx, INPUT, "input.mlir").unwrap();
    ods_runtime::verify::verify(&ctx, top).unwrap();
    let printed = print_top_level(&ctx, top, PrintOptions::default()).unwrap();
    let expected = format!("module {{\n{}}}", indent(INPUT));
    assert_eq!(printed.trim_end(), expected);
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("  {l}\n")).collect()
}

#[test]
fn the_users_verifiers_reject_bad_ir() {
    let mut ctx = extended();
    let bad_op = r#"%0 = "ext.source"() : () -> !ext.pair<i32, f32>
%1 = "ext.swap"(%0) : (!ext.pair<i32, f32>) -> !ext.pair<i32, f32>
"#;
    let top = parse_source(&mut ctx, bad_op, "input.mlir").unwrap();
    let err = ods_runtime::verify::verify(&ctx, top).unwrap_err();
    assert_eq!(err.message, "'ext.swap' op must swap the types of its pair");
    let mut ctx = extended();
    let bad_type = "%0 = \"ext.source\"() : () -> !ext.pair<i32>\n";
    let err = parse_source(&mut ctx, bad_type, "input.mlir").unwrap_err();
    let rendered = ods_runtime::diag::render(&ctx, &err, "input.mlir", bad_type);
    // At the type's name after `!ext.`, where MLIR's `getChecked` reports it.
    assert!(
        rendered.starts_with("input.mlir:1:34: error: a pair holds two types"),
        "{rendered}"
    );
}

#[test]
fn taken_names_and_closed_dialects_are_refused() {
    let mut ctx = extended();
    let mut ext = ctx.extensible_dialect_mut("ext").unwrap();
    // The static op's name and a dynamic op's name.
    for name in ["source", "swap"] {
        let again = ext.register_dynamic_op(DynamicOpDefinition::new(name, |_, _| Ok(())));
        assert!(
            matches!(again, Err(DynamicError::AlreadyRegistered { .. })),
            "{name}"
        );
    }
    let again = ext.register_dynamic_type(DynamicTypeDefinition::new("pair", |_, _, _| Ok(())));
    assert!(matches!(again, Err(DynamicError::AlreadyRegistered { .. })));
    // A dialect without `isExtensible`, and no dialect at all.
    ods_tests::oracle::dialects::od::ODDialect::register(&mut ctx);
    assert!(matches!(
        ctx.extensible_dialect_mut("od"),
        Err(DynamicError::NotExtensible(_))
    ));
    assert!(matches!(
        ctx.extensible_dialect_mut("nope"),
        Err(DynamicError::UnknownDialect(_))
    ));
}
