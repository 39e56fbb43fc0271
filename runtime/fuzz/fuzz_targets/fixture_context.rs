//! The context both IR targets read into: unregistered ops allowed, and the
//! fixture dialects of `ods-tests` registered, so that their syntax,
//! folders and patterns are exercised through the generated code; the
//! extensible `ext` gets a dynamic type (`!ext.pair<a, b>` of two
//! parameters) and a dynamic op (`ext.swap`, one operand).

use ods_runtime::diag::Diagnostic;
use ods_runtime::dynamic::{DynamicOpDefinition, DynamicTypeDefinition};
use ods_runtime::ods::op::op_error;
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
    let mut ext = ctx.extensible_dialect_mut("ext").expect("ext is extensible");
    let pair = DynamicTypeDefinition::new("pair", |_, loc, params| match params.len() {
        2 => Ok(()),
        n => Err(Diagnostic::error(loc, format!("a pair has two parameters, not {n}"))),
    });
    ext.register_dynamic_type(pair).expect("a new name");
    let swap = DynamicOpDefinition::new("swap", |ctx, op| match ctx.num_operands(op) {
        1 => Ok(()),
        n => Err(op_error(ctx, op, format!("takes one operand, not {n}"))),
    });
    ext.register_dynamic_op(swap).expect("a new name");
    ctx
}
