//! Values the scf hooks share: MLIR's dynamic-size marker and the
//! constant integer of a value. A leaf: it imports no other hook module.

use ods_runtime::helpers::try_int;
use ods_runtime::{Context, Value};

/// MLIR's `ShapedType::kDynamic`: a bound given by an operand.
pub(super) const DYNAMIC: i64 = i64::MIN;

/// The constant integer `value` holds, when a constant-like op defines it
/// (MLIR's `getConstantIntValue`).
pub(super) fn constant_int(ctx: &Context, value: Value) -> Option<i64> {
    try_int::<i64>(ctx, crate::arith::constant_attr(ctx, value)?)
}
