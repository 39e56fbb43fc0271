//! What the textual IR printer asks of attributes and types through the
//! prelude's `OpAsmAttrInterface` and `OpAsmTypeInterface`: their alias
//! and the names of values of a type.

use super::prelude::mlir::{OpAsmAttrInterface, OpAsmTypeInterface};
use crate::registry::AliasResult;
use crate::{AttrOrType, Context, Type};

/// The alias the storage of a dialect attribute or type asks for
/// ([`crate::Storage::alias`], the mnemonic with `genMnemonicAlias`): the
/// default of the interfaces' `getAlias`.
pub fn storage_alias(ctx: &Context, value: AttrOrType) -> Option<AliasResult> {
    value.dialect_storage(ctx).and_then(|s| s.alias())
}

/// The alias `value` asks for itself, before the dialects' hooks: its
/// `getAlias` when its definition implements the interface, else its
/// storage's alias (`genMnemonicAlias` without the interface listed, which
/// MLIR then implements for the definition).
pub fn own_alias(ctx: &Context, value: AttrOrType) -> Option<AliasResult> {
    let asked = match value {
        AttrOrType::Attr(a) => OpAsmAttrInterface::try_from(ctx, a).map(|i| i.get_alias(ctx)),
        AttrOrType::Type(t) => OpAsmTypeInterface::try_from(ctx, t).map(|i| i.get_alias(ctx)),
    };
    asked.unwrap_or_else(|| storage_alias(ctx, value))
}

/// The name `getAsmName` suggests for a value of type `t`: `None` when the
/// type does not implement `OpAsmTypeInterface`, `Some(None)` when it
/// suggests none.
pub fn asm_name(ctx: &Context, t: Type) -> Option<Option<String>> {
    let iface = OpAsmTypeInterface::try_from(ctx, t)?;
    let mut name = None;
    iface.get_asm_name(ctx, &mut |n: &str| {
        name.get_or_insert_with(|| n.to_string());
    });
    Some(name)
}
