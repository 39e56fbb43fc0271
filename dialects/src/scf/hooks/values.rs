//! Values the scf hooks share: MLIR's dynamic-size marker and the
//! constant integer of a value. A leaf: it imports no other hook module.

use ods_runtime::helpers::try_int;
use ods_runtime::registry::Traits;
use ods_runtime::{AttrKind, Context, Value};

/// MLIR's `ShapedType::kDynamic`: a bound given by an operand.
pub(super) const DYNAMIC: i64 = i64::MIN;

/// The constant integer `value` holds, when a constant-like op defines it
/// (MLIR's `getConstantIntValue`).
pub(super) fn constant_int(ctx: &Context, value: Value) -> Option<i64> {
    let op = ctx.defining_op(value)?;
    let info = ctx.registry.get(ctx.op_name(op))?;
    if !info.traits.contains(Traits::CONSTANT_LIKE) {
        return None;
    }
    let value = match ctx.properties(op).map(|d| ctx.attr_kind(d)) {
        Some(AttrKind::Dictionary(entries)) => entries
            .iter()
            .find(|(n, _)| ctx.symbol_str(*n) == "value")
            .map(|&(_, a)| a),
        _ => None,
    }
    .or_else(|| ctx.get_attr(op, "value"))?;
    try_int::<i64>(ctx, value)
}
