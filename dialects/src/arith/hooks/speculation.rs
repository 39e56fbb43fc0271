//! Whether the divisions may run speculatively (MLIR's
//! `getDivUISpeculatability` and `getDivSISpeculatability`): a division by
//! zero, or signed `INT_MIN / -1`, is undefined behaviour, so a division
//! may be hoisted only when its divisor's defining op alone shows that it
//! is neither (MLIR's `m_IntRangeWithoutZeroU`, `m_IntRangeWithoutZeroS`,
//! `m_IntRangeWithoutNegOneS`).

use super::apint::ApInt;
use super::consts::ints;
use ods_runtime::interfaces::speculation::Speculatability;
use ods_runtime::ods::op::get_prop;
use ods_runtime::registry::Traits;
use ods_runtime::{Attribute, Context, Value};
use std::cmp::Ordering;

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

/// The values bounding what `divisor` may be, as its defining op's
/// integer range with unknown operands tells it: every element of a
/// constant (a dense one's range unites them all), or `index.sizeof`'s 32
/// and 64. `None` when nothing is known.
fn divisor_bounds(ctx: &Context, divisor: Value) -> Option<Vec<ApInt>> {
    if let Some(constant) = constant_attr(ctx, divisor) {
        return ints(ctx, constant).map(|c| c.values);
    }
    let op = ctx.defining_op(divisor)?;
    (ctx.op_name_str(op) == "index.sizeof")
        .then(|| vec![ApInt::from_i128(64, 32), ApInt::from_i128(64, 64)])
}

/// `Speculatable` when the divisor's range excludes 0 (unsigned) or 0 and
/// -1 (`signed`), `NotSpeculatable` otherwise.
pub(crate) fn division_speculatability(
    ctx: &Context,
    divisor: Value,
    signed: bool,
) -> Speculatability {
    let safe = divisor_bounds(ctx, divisor).is_some_and(|values| {
        if !signed {
            return values.iter().all(|v| !v.is_zero());
        }
        // A signed range is an interval: all on one side of 0, and all on
        // one side of -1.
        let all = |f: &dyn Fn(&ApInt) -> bool| values.iter().all(f);
        let sign = |v: &ApInt| v.scmp(&ApInt::zero(v.width()));
        let minus_one = |v: &ApInt| v.scmp(&ApInt::zero(v.width()).not());
        (all(&|v| sign(v) == Ordering::Greater) || all(&|v| sign(v) == Ordering::Less))
            && (all(&|v| minus_one(v) == Ordering::Greater)
                || all(&|v| minus_one(v) == Ordering::Less))
    });
    if safe {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}
