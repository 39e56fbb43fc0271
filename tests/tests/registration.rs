//! A generated dialect registers once per context: registering it again is
//! a no-op, and a dialect namespace or op name that another definition
//! holds (here a second copy of the same generated code, as two crates
//! could hold) is refused.

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
    // The dialect registers itself before its ops.
    let err = copy::ns::NsDialect::try_register(&mut ctx).unwrap_err();
    assert_eq!((err.what, err.name.as_str()), ("dialect", "ns"));
    let message = err.to_string();
    assert!(
        message.starts_with(
            "dialect 'ns' is already registered by `ods_tests::namespaces::ns::NsDialect`"
        ),
        "{message}"
    );
    assert!(
        message.contains("`registration::copy::ns::NsDialect`"),
        "{message}"
    );
    // An op alone meets the op of the other definition.
    let err = copy::ns::deeper::DeeperOp::try_register(&mut ctx).unwrap_err();
    assert_eq!((err.what, err.name.as_str()), ("operation", "ns.deeper"));
    assert!(err
        .to_string()
        .contains("`registration::copy::ns::deeper::DeeperOp`"));
    // The other dialects of the copy hold names of their own.
    copy::shared::a::NsADialect::try_register(&mut ctx).unwrap();
}

#[test]
#[should_panic(expected = "dialect 'ns' is already registered")]
fn register_panics_on_another_definition() {
    let mut ctx = Context::new();
    copy::ns::NsDialect::register(&mut ctx);
    ns::NsDialect::register(&mut ctx);
}
