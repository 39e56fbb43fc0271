//! Attributes carried from a converted op to the op replacing it.

#[cfg(all(feature = "func", feature = "emitc"))]
use ods_runtime::OperationState;
use ods_runtime::{AttrKind, Attribute, Context, OpId, Symbol};

/// Every attribute of `op`, its inherent ones and properties first, then
/// its discardable ones (MLIR's `Operation::getAttrs`).
pub(crate) fn all_attrs(ctx: &Context, op: OpId) -> Vec<(Symbol, Attribute)> {
    let mut all = match ctx.properties(op).map(|p| ctx.attr_kind(p)) {
        Some(AttrKind::Dictionary(entries)) => entries.to_vec(),
        _ => Vec::new(),
    };
    all.extend_from_slice(ctx.attrs(op));
    all
}

/// Sets `name` on the op `state` builds as MLIR's `setAttr` does: an
/// inherent attribute of that op goes to its properties, any other name
/// is a discardable attribute.
#[cfg(all(feature = "func", feature = "emitc"))]
pub(crate) fn set_attr(
    ctx: &mut Context,
    state: &mut OperationState,
    name: Symbol,
    value: Attribute,
) {
    let inherent = ctx.registry.get(state.name).is_some_and(|info| {
        let key = ctx.symbol_str(name);
        info.inherent_attrs.contains(&key) && !info.properties.contains(&key)
    });
    if inherent {
        let key = ctx.symbol_str(name).to_string();
        ods_runtime::ods::op::set_state_prop(ctx, state, &key, Some(value));
    } else {
        state.attributes.retain(|(n, _)| *n != name);
        state.attributes.push((name, value));
    }
}
