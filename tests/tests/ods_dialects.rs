//! Dialect fields through the generated API (`fixtures/oracle/dialects.td`):
//! the dialect object of a context, dependent dialects, the discardable
//! attributes' helpers, `extraClassDeclaration`, the interface fallback and
//! the destructor hook. What the textual IR shows (the attribute verifier,
//! dialect-wide canonicalization) is compared with MLIR by
//! `oracle_rewrites.rs`.

use ods_runtime::{Context, OperationState};
use ods_tests::oracle::dialects::od::{LabelInterface, ODDialect};
use ods_tests::oracle::dialects::odx::ODXDialect;
use ods_tests::oracle::dialects::DROPPED;
use ods_tests::support::ParsedOps;
use std::sync::atomic::Ordering;

/// The ops of `text`, parsed with the dialect.
fn parse(ctx: &mut Context, text: &str) -> ParsedOps {
    ParsedOps::new(ctx, ODDialect::register, text)
}

const INPUT: &str = r#"
%m = "odx.mark"() {od.weight = 5 : i64} : () -> i64
%x = "od.id"(%m) {od.tag = "t"} : (i64) -> i64
"od.use"(%x) : (i64) -> ()
"#;

#[test]
fn registering_a_dialect_loads_its_object_and_its_dependents() {
    let mut ctx = Context::new();
    assert!(ctx.dialect::<ODDialect>().is_none());
    ODDialect::register(&mut ctx);
    assert!(ctx.dialect::<ODDialect>().is_some());
    // `dependentDialects`: registered along with it, ops included.
    assert!(ctx.dialect::<ODXDialect>().is_some());
    let mark = ctx.symbol("odx.mark");
    assert!(ctx.registry.is_registered(mark));
    let info = ctx.dialect_info("od").expect("od is registered");
    assert_eq!(info.namespace, "od");
    assert!(info.verify_op_attr.is_some() && info.canonicalization_patterns.is_some());
    assert!(ctx.dialect_info("nope").is_none());
}

#[test]
fn discardable_attributes_have_typed_helpers() {
    let mut ctx = Context::new();
    let ops = parse(&mut ctx, INPUT);
    let (mark, id, use_) = (ops.op("odx.mark"), ops.op("od.id"), ops.op("od.use"));
    assert_eq!(ODDialect::WEIGHT_ATTR_NAME, "od.weight");
    assert_eq!(ODDialect::weight(&ctx, mark), Some(5));
    assert!(ODDialect::has_weight(&ctx, mark));
    assert!(!ODDialect::has_weight(&ctx, id));
    assert_eq!(ODDialect::tag(&ctx, id), Some("t"));
    // Set from a value, read back, removed.
    ODDialect::set_weight(&mut ctx, use_, 9);
    assert_eq!(ODDialect::weight(&ctx, use_), Some(9));
    assert_eq!(
        ctx.get_attr(use_, "od.weight"),
        ODDialect::weight_attr(&ctx, use_)
    );
    ODDialect::remove_weight(&mut ctx, use_);
    assert_eq!(ODDialect::weight(&ctx, use_), None);
    // An attribute of the wrong kind is not read as the helper's.
    let text = ods_runtime::ods::convert::string_attr(&mut ctx, "heavy");
    ODDialect::set_weight_attr(&mut ctx, use_, text);
    assert_eq!(ctx.get_attr(use_, "od.weight"), Some(text));
    assert_eq!(ODDialect::weight_attr(&ctx, use_), None);
    assert!(!ODDialect::has_weight(&ctx, use_));
    let top = ctx.parent_op(use_).expect("in the module");
    let err = ods_runtime::verify::verify(&ctx, top).unwrap_err();
    assert!(
        err.message
            .contains("'od.use' op attribute 'od.weight' failed to satisfy constraint"),
        "{}",
        err.message
    );
}

#[test]
fn extra_class_declaration_adds_items_to_the_dialect() {
    let mut ctx = Context::new();
    let ops = parse(&mut ctx, INPUT);
    assert_eq!(ODDialect::DEFAULT_WEIGHT, 1);
    assert_eq!(ODDialect::weight_of(&ctx, ops.op("odx.mark")), 5);
    assert_eq!(ODDialect::weight_of(&ctx, ops.op("od.id")), 1);
}

#[test]
fn the_dialect_answers_interface_queries_for_its_other_ops() {
    let mut ctx = Context::new();
    let ops = parse(&mut ctx, INPUT);
    // `od.use` implements the interface itself; `od.id` gets the dialect's.
    let own = LabelInterface::try_from(&ctx, ops.op("od.use")).expect("own label");
    assert_eq!(own.label(&ctx), "a use");
    let fallback = LabelInterface::try_from(&ctx, ops.op("od.id")).expect("fallback");
    assert_eq!(fallback.label(&ctx), "an op of od: od.id");
    // An op of the dialect that is not registered asks the dialect too.
    let loc = ctx.unknown_loc();
    let state = OperationState::new(&mut ctx, "od.unknown", loc);
    let unknown = ctx.create_op(state);
    let label = LabelInterface::try_from(&ctx, unknown).expect("fallback for unknown ops");
    assert_eq!(label.label(&ctx), "an op of od: od.unknown");
    // Another dialect's ops do not.
    assert!(LabelInterface::try_from(&ctx, ops.op("odx.mark")).is_none());
}

#[test]
fn dropping_the_context_runs_the_destructor_hook() {
    let before = DROPPED.load(Ordering::SeqCst);
    {
        let mut ctx = Context::new();
        ODDialect::register(&mut ctx);
    }
    assert!(DROPPED.load(Ordering::SeqCst) > before);
}
