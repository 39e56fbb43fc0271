//! The context both IR targets read into: unregistered ops allowed, and the
//! fixture dialects of `ods-tests` registered, so that their syntax,
//! folders and patterns are exercised through the generated code; the
//! extensible `ext` gets its dynamic type and ops. With the `dialects`
//! feature, MLIR's own dialects of `ods-dialects` (arith, scf, func, ...)
//! are registered too.

use ods_runtime::Context;

pub fn context() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    ods_tests::attr_type_defs::atd::AtdDialect::register(&mut ctx);
    ods_tests::enums::enums::EnumsDialect::register(&mut ctx);
    ods_tests::oracle::register_all(&mut ctx);
    ods_tests::op_formats::fmt::FmtDialect::register(&mut ctx);
    ods_tests::custom_asm::casm::CasmDialect::register(&mut ctx);
    ods_tests::hooks::hk::HkDialect::register(&mut ctx);
    ods_tests::def_interfaces::di::DiDialect::register(&mut ctx);
    ods_tests::extensible::ext::ExtDialect::register(&mut ctx);
    ods_tests::extensible::extend(&mut ctx).expect("new names");
    #[cfg(feature = "dialects")]
    ods_dialects::register_all(&mut ctx);
    ctx
}
