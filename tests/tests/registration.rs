//! A generated dialect registers once per context: registering it again is
//! a no-op, and an op name that another definition holds (here a second
//! copy of the same generated code, as two crates could hold) is refused.

use ods_runtime::ods::op::Op;
use ods_runtime::Context;
use ods_tests::namespaces::ns;

/// `fixtures/ods/namespaces.td` generated into a second module: the same
/// op names with other Rust definitions. Only its registration is used.
#[allow(dead_code)]
mod copy {
    include!(concat!(env!("OUT_DIR"), "/namespaces.rs"));
}

#[test]
fn registering_a_dialect_twice_is_a_no_op() {
    let mut ctx = Context::new();
    ns::NsDialect::register(&mut ctx);
    ns::NsDialect::try_register(&mut ctx).unwrap();
    ns::TopOp::try_register(&mut ctx).unwrap();
    let top = ctx.symbol(ns::TopOp::NAME);
    assert!(ctx.registry.is_registered(top));
}

#[test]
fn another_definition_of_a_registered_op_is_an_error() {
    let mut ctx = Context::new();
    ns::NsDialect::register(&mut ctx);
    let err = copy::ns::NsDialect::try_register(&mut ctx).unwrap_err();
    // The dialect registers its nested module's op first.
    assert_eq!(err.name, ns::deeper::DeeperOp::NAME);
    let message = err.to_string();
    assert!(
        message.starts_with("operation 'ns.deeper' is already registered by `ods_tests::namespaces::ns::deeper::DeeperOp`"),
        "{message}"
    );
    assert!(
        message.contains("`registration::copy::ns::deeper::DeeperOp`"),
        "{message}"
    );
    // The other dialects of the copy hold names of their own.
    copy::shared::a::NsADialect::try_register(&mut ctx).unwrap();
}

#[test]
#[should_panic(expected = "operation 'ns.deeper' is already registered")]
fn register_panics_on_another_definition() {
    let mut ctx = Context::new();
    copy::ns::NsDialect::register(&mut ctx);
    ns::NsDialect::register(&mut ctx);
}
