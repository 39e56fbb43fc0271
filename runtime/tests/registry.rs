//! The registry keeps one definition per operation name: the same one
//! again is a no-op, another one is an error that names the op.

use ods_runtime::registry::{DefinitionId, OpInfo, Traits};
use ods_runtime::Context;

/// Two Rust definitions, as two generated op structs would be.
enum First {}
enum Second {}

fn info(ctx: &mut Context, definition: DefinitionId, traits: Traits) -> OpInfo {
    let mut info = OpInfo::new(ctx.symbol("test.op"), definition);
    info.traits = traits;
    info
}

#[test]
fn registering_the_same_definition_again_changes_nothing() {
    let mut ctx = Context::new();
    let first = info(&mut ctx, DefinitionId::of::<First>(), Traits::TERMINATOR);
    ctx.registry.register("test.op", first.clone()).unwrap();
    ctx.registry.register("test.op", first).unwrap();
    let name = ctx.symbol("test.op");
    assert_eq!(ctx.registry.traits(name), Some(Traits::TERMINATOR));
}

#[test]
fn another_definition_under_a_registered_name_is_an_error() {
    let mut ctx = Context::new();
    let first = info(&mut ctx, DefinitionId::of::<First>(), Traits::TERMINATOR);
    let second = info(&mut ctx, DefinitionId::of::<Second>(), Traits::default());
    ctx.registry.register("test.op", first).unwrap();
    let err = ctx.registry.register("test.op", second).unwrap_err();
    assert_eq!(err.name, "test.op");
    assert_eq!(err.registered, DefinitionId::of::<First>());
    assert_eq!(err.rejected, DefinitionId::of::<Second>());
    let message = err.to_string();
    assert!(
        message.starts_with("operation 'test.op' is already registered by `registry::First`"),
        "{message}"
    );
    // The first definition stays.
    let name = ctx.symbol("test.op");
    assert_eq!(ctx.registry.traits(name), Some(Traits::TERMINATOR));
    let boxed: Box<dyn std::error::Error> = Box::new(err);
    assert!(boxed.to_string().contains("`registry::Second`"));
}

#[test]
fn a_dialect_cannot_redefine_builtin_module() {
    let mut ctx = Context::new();
    let name = ctx.symbol("builtin.module");
    let err = ctx
        .registry
        .register(
            "builtin.module",
            OpInfo::new(name, DefinitionId::of::<First>()),
        )
        .unwrap_err();
    assert!(err.to_string().contains("'builtin.module'"), "{err}");
    // The runtime's own registration is idempotent.
    ods_runtime::builtin::register(&mut ctx);
}
