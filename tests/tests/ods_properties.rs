//! `fixtures/ods/properties.td`: integer, boolean, string, unit, array,
//! optional, default-valued, confined and constant properties: builder
//! parameters, getters and setters, their attribute forms in the generic
//! syntax, and the verifier's messages.

use ods_runtime::ods::op::{set_prop, Op};
use ods_tests::properties::props::*;
use ods_tests::support::Ir;

fn ir() -> Ir {
    Ir::new(&[PropsDialect::register])
}

#[test]
fn scalar_properties() {
    let mut ir = ir();
    let mut state = ir.state::<ScalarOp>();
    ScalarOp::build(&mut ir.ctx, &mut state, 3, -9, true, "hi", Some(true));
    let set: ScalarOp = ir.create(state);
    let mut state = ir.state::<ScalarOp>();
    ScalarOp::build(&mut ir.ctx, &mut state, -1, 0, false, "", None);
    let unset: ScalarOp = ir.create(state);
    let ctx = &ir.ctx;
    assert_eq!(set.count(ctx), 3i32);
    assert_eq!(set.wide(ctx), -9i64);
    assert!(set.enabled(ctx));
    assert_eq!(set.label(ctx), "hi");
    assert!(set.marked(ctx));
    assert_eq!(unset.count(ctx), -1);
    assert!(!unset.enabled(ctx));
    assert_eq!(unset.label(ctx), "");
    assert!(!unset.marked(ctx));
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""props.scalar"() <{count = 3 : i32, enabled = true, label = "hi", marked, wide = -9 : i64}> : () -> ()"#
        ),
        "{text}"
    );
    assert!(
        text.contains(
            r#""props.scalar"() <{count = -1 : i32, enabled = false, label = "", marked = false, wide = 0 : i64}> : () -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn scalar_property_setters() {
    let mut ir = ir();
    let mut state = ir.state::<ScalarOp>();
    ScalarOp::build(&mut ir.ctx, &mut state, 3, -9, true, "hi", None);
    let op: ScalarOp = ir.create(state);
    op.set_count(&mut ir.ctx, i32::MIN);
    op.set_wide(&mut ir.ctx, i64::MAX);
    op.set_enabled(&mut ir.ctx, false);
    op.set_label(&mut ir.ctx, "changed");
    op.set_marked(&mut ir.ctx, true);
    let ctx = &ir.ctx;
    assert_eq!(op.count(ctx), i32::MIN);
    assert_eq!(op.wide(ctx), i64::MAX);
    assert!(!op.enabled(ctx));
    assert_eq!(op.label(ctx), "changed");
    assert!(op.marked(ctx));
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""props.scalar"() <{count = -2147483648 : i32, enabled = false, label = "changed", marked, wide = 9223372036854775807 : i64}> : () -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn malformed_property() {
    let mut ir = ir();
    let mut state = ir.state::<ScalarOp>();
    ScalarOp::build(&mut ir.ctx, &mut state, 3, -9, true, "hi", None);
    let op: ScalarOp = ir.create(state);
    let text = ir.attr("\"three\"");
    set_prop(&mut ir.ctx, op.id(), "count", Some(text));
    assert_eq!(
        ods_tests::panic_message(|| op.count(&ir.ctx)),
        "'props.scalar' op has a malformed property 'count' (the operation was not verified)"
    );
    assert_eq!(
        ir.verify_error(),
        "'props.scalar' op property 'count' is malformed"
    );
}

#[test]
fn array_and_optional_properties() {
    let mut ir = ir();
    let mut state = ir.state::<CollectionsOp>();
    CollectionsOp::build(
        &mut ir.ctx,
        &mut state,
        vec!["a", "b"],
        vec![1, -2],
        Some(Some(4)),
    );
    let full: CollectionsOp = ir.create(state);
    let mut state = ir.state::<CollectionsOp>();
    CollectionsOp::build(&mut ir.ctx, &mut state, vec![], vec![], None);
    let empty: CollectionsOp = ir.create(state);
    let ctx = &ir.ctx;
    assert_eq!(full.names(ctx), vec!["a", "b"]);
    assert_eq!(full.sizes(ctx), vec![1, -2]);
    assert_eq!(full.limit(ctx), Some(4));
    assert!(empty.names(ctx).is_empty());
    assert!(empty.sizes(ctx).is_empty());
    assert_eq!(empty.limit(ctx), None);
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""props.collections"() <{limit = [4 : i32], names = ["a", "b"], sizes = array<i64: 1, -2>}> : () -> ()"#
        ),
        "{text}"
    );
    assert!(
        text.contains(
            r#""props.collections"() <{limit = [], names = [], sizes = array<i64>}> : () -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn array_and_optional_property_setters() {
    let mut ir = ir();
    let mut state = ir.state::<CollectionsOp>();
    CollectionsOp::build(&mut ir.ctx, &mut state, vec![], vec![], None);
    let op: CollectionsOp = ir.create(state);
    op.set_names(&mut ir.ctx, vec!["x"]);
    op.set_sizes(&mut ir.ctx, vec![5, 6, 7]);
    op.set_limit(&mut ir.ctx, Some(-1));
    assert_eq!(op.names(&ir.ctx), vec!["x"]);
    assert_eq!(op.sizes(&ir.ctx), vec![5, 6, 7]);
    assert_eq!(op.limit(&ir.ctx), Some(-1));
    op.set_limit(&mut ir.ctx, None);
    assert_eq!(op.limit(&ir.ctx), None);
    ir.round_trip();
}

#[test]
fn default_valued_properties() {
    let mut ir = ir();
    let mut state = ir.state::<DefaultsOp>();
    DefaultsOp::build(&mut ir.ctx, &mut state, None, None, 0, 42);
    let defaults: DefaultsOp = ir.create(state);
    let mut state = ir.state::<DefaultsOp>();
    DefaultsOp::build(&mut ir.ctx, &mut state, Some(9), Some("manual"), 12, 42);
    let given: DefaultsOp = ir.create(state);
    let ctx = &ir.ctx;
    assert_eq!(defaults.retries(ctx), 5);
    assert_eq!(defaults.policy(ctx), "auto");
    assert_eq!(given.retries(ctx), 9);
    assert_eq!(given.policy(ctx), "manual");
    assert_eq!(given.offset(ctx), 12);
    assert_eq!(given.answer(ctx), 42);
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""props.defaults"() <{answer = 42 : i32, offset = 0 : i64, policy = "auto", retries = 5 : i32}> : () -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn default_valued_property_read_when_absent() {
    let mut ir = ir();
    let mut state = ir.state::<DefaultsOp>();
    DefaultsOp::build(&mut ir.ctx, &mut state, None, None, 0, 42);
    let op: DefaultsOp = ir.create(state);
    set_prop(&mut ir.ctx, op.id(), "retries", None);
    set_prop(&mut ir.ctx, op.id(), "policy", None);
    assert_eq!(op.retries(&ir.ctx), 5);
    assert_eq!(op.policy(&ir.ctx), "auto");
    ir.verify_ok();
    set_prop(&mut ir.ctx, op.id(), "offset", None);
    assert_eq!(
        ods_tests::panic_message(|| op.offset(&ir.ctx)),
        "'props.defaults' op requires property 'offset' (the operation was not verified)"
    );
}

#[test]
fn confined_property() {
    let mut ir = ir();
    let mut state = ir.state::<DefaultsOp>();
    DefaultsOp::build(&mut ir.ctx, &mut state, None, None, -1, 42);
    let op: DefaultsOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'props.defaults' op property 'offset' failed to satisfy constraint: non-negative int64_t"
    );
    op.set_offset(&mut ir.ctx, 0);
    ir.verify_ok();
}

#[test]
fn constant_property() {
    let mut ir = ir();
    let mut state = ir.state::<DefaultsOp>();
    DefaultsOp::build(&mut ir.ctx, &mut state, None, None, 1, 41);
    let op: DefaultsOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'props.defaults' op property 'answer' failed to satisfy constraint: constant 'int32_t': 42"
    );
    op.set_answer(&mut ir.ctx, 42);
    ir.verify_ok();
}
