//! `fixtures/ods/extensible.td` (`isExtensible = 1`), and what a user adds
//! to it at run time, as the manual's "Defining an Extensible dialect" does:
//! `!ext.pair<a, b>` of two types, `ext.swap` which swaps a pair's types,
//! and `ext.sink`, next to the static `ext.source`.

include!(concat!(env!("OUT_DIR"), "/extensible.rs"));

use ods_runtime::diag::Diagnostic;
use ods_runtime::dynamic::{DynamicError, DynamicOpDefinition, DynamicType, DynamicTypeDefinition};
use ods_runtime::ods::op::op_error;
use ods_runtime::{AttrKind, Context, Value};

/// Adds the dynamic type and ops to the registered `ext`.
pub fn extend(ctx: &mut Context) -> Result<(), DynamicError> {
    let mut ext = ctx.extensible_dialect_mut("ext")?;
    ext.register_dynamic_type(DynamicTypeDefinition::new("pair", |ctx, loc, params| {
        let is_type = |p: &ods_runtime::Attribute| matches!(ctx.attr_kind(*p), AttrKind::Type(_));
        match params {
            [a, b] if is_type(a) && is_type(b) => Ok(()),
            _ => Err(Diagnostic::error(loc, "a pair holds two types")),
        }
    }))?;
    ext.register_dynamic_op(DynamicOpDefinition::new("swap", |ctx, op| {
        let params = |v: Value| {
            let ty = ctx.value_type(v);
            DynamicType::try_from(ctx, ty).map(|t| t.params(ctx).to_vec())
        };
        match (params(ctx.operand(op, 0)), params(ctx.result(op, 0))) {
            (Some(i), Some(o)) if i.len() == 2 && o == [i[1], i[0]] => Ok(()),
            _ => Err(op_error(ctx, op, "must swap the types of its pair")),
        }
    }))?;
    ext.register_dynamic_op(DynamicOpDefinition::new("sink", |_, _| Ok(())))?;
    Ok(())
}
