//! Calls (MLIR's `CallOpInterface`): a call names its callee by a symbol
//! reference or an SSA value and passes it some of its operands. The
//! interface's defaults read a `callee` symbol reference attribute, as
//! `func.call` keeps it, and pass every operand; the callee is resolved
//! through the symbol tables around the call.

use super::symbols::lookup_nearest_symbol_from;
use crate::ods::op::get_prop;
use crate::{AttrKind, Attribute, Context, OpId, Value};

/// What a call calls (MLIR's `CallInterfaceCallable`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallInterfaceCallable {
    /// A symbol reference (`@f`, `@m::@f`).
    Symbol(Attribute),
    /// A value, such as a function pointer.
    Value(Value),
}

/// The default callee of call `op`: its `callee` attribute, when that is
/// a symbol reference.
pub fn callee_attribute(ctx: &Context, op: OpId) -> Option<CallInterfaceCallable> {
    let callee = get_prop(ctx, op, "callee").or_else(|| ctx.get_attr(op, "callee"))?;
    matches!(ctx.attr_kind(callee), AttrKind::SymbolRef { .. })
        .then_some(CallInterfaceCallable::Symbol(callee))
}

/// The op `callee`, called from `call`, names (MLIR's `resolveCallable`):
/// the symbol looked up from the nearest symbol table around `call`, or
/// the op defining the value.
pub fn resolve_callable(ctx: &Context, call: OpId, callee: CallInterfaceCallable) -> Option<OpId> {
    match callee {
        CallInterfaceCallable::Symbol(reference) => {
            lookup_nearest_symbol_from(ctx, call, reference)
        }
        CallInterfaceCallable::Value(v) => ctx.defining_op(v),
    }
}
