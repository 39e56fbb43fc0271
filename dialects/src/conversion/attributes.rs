//! Attributes carried from a converted op to the op replacing it.

use ods_runtime::{AttrKind, Attribute, Context, OpId, OperationState, Symbol};

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

/// Which of an op's names [`set_state_attr`] sets as properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PropertyNames {
    /// Inherent attributes only, as MLIR's `Operation::setAttr`: a name
    /// that is a property but no inherent attribute stays discardable
    /// (the lowerings to emitc's choice).
    #[cfg(all(feature = "func", feature = "emitc"))]
    Inherent,
    /// Inherent attributes and properties, as the attributes of an
    /// `OperationState` set its properties when the op is built (the
    /// llvm lowerings' choice).
    #[cfg(feature = "llvm")]
    InherentAndProperties,
}

/// Sets `name` on the op `state` builds: a name of that op that `which`
/// selects goes to its properties, any other is a discardable attribute
/// (replacing one of that name).
pub(crate) fn set_state_attr(
    ctx: &mut Context,
    state: &mut OperationState,
    name: Symbol,
    value: Attribute,
    which: PropertyNames,
) {
    let key = ctx.symbol_str(name).to_string();
    let property = ctx.registry.get(state.name).is_some_and(|info| {
        let key = key.as_str();
        match which {
            #[cfg(all(feature = "func", feature = "emitc"))]
            PropertyNames::Inherent => {
                info.inherent_attrs.contains(&key) && !info.properties.contains(&key)
            }
            #[cfg(feature = "llvm")]
            PropertyNames::InherentAndProperties => {
                info.inherent_attrs.contains(&key) || info.properties.contains(&key)
            }
        }
    });
    if property {
        ods_runtime::ods::op::set_state_prop(ctx, state, &key, Some(value));
    } else {
        state.attributes.retain(|(n, _)| *n != name);
        state.attributes.push((name, value));
    }
}
