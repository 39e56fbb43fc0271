//! Whether the divisions may run speculatively (MLIR's
//! `getDivUISpeculatability` and `getDivSISpeculatability`): a division by
//! zero, or signed `INT_MIN / -1`, is undefined behaviour, so only a
//! division by a constant that is neither may be hoisted.

use ods_runtime::interfaces::speculation::Speculatability;
use ods_runtime::matchers::{m_constant_int, match_pattern};
use ods_runtime::ods::op::get_prop;
use ods_runtime::registry::Traits;
use ods_runtime::{Attribute, BigInt, Context, Value};

/// The attribute of the constant-like op defining `value` (its `value`
/// property or attribute, which the constants of MLIR's dialects fold to).
pub(crate) fn constant_attr(ctx: &Context, value: Value) -> Option<Attribute> {
    let op = ctx.defining_op(value)?;
    let info = ctx.registry.get(ctx.op_name(op))?;
    if !info.traits.contains(Traits::CONSTANT_LIKE) {
        return None;
    }
    get_prop(ctx, op, "value").or_else(|| ctx.get_attr(op, "value"))
}

/// `Speculatable` when `divisor` is a constant integer (scalar or splat)
/// other than 0 and, for a `signed` division, other than -1;
/// `NotSpeculatable` otherwise. (MLIR also takes a divisor whose
/// defining op's inferred integer range excludes them; the runtime infers
/// no ranges.)
pub(crate) fn division_speculatability(
    ctx: &Context,
    divisor: Value,
    signed: bool,
) -> Speculatability {
    let safe = constant_attr(ctx, divisor)
        .and_then(|a| match_pattern(ctx, a, m_constant_int()))
        .is_some_and(|c| {
            let value = c.value.wrap(c.width, signed);
            !value.is_zero() && !(signed && value == BigInt::from(-1i128))
        });
    if safe {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}
