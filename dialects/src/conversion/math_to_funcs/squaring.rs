//! The loop both powers compute by: at `header(result, base, power)`,
//! `if (power & 1) result *= base; power >>= 1;` then a test of the
//! halved power against 0.

use super::outline::Outline;
use crate::arith::{flags::IsExact, CmpIPredicate, ShRUIOp};
use ods_runtime::{BlockId, Type, Value};

/// A product of two values of one type, made at the insertion point.
pub(super) type Multiply = fn(&mut Outline<'_>, Value, Value) -> Value;

/// Where one round of the loop leaves off.
pub(super) struct Round {
    /// The block it ends in, without a terminator.
    pub(super) block: BlockId,
    /// The base of this round.
    pub(super) base: Value,
    /// The result after this round.
    pub(super) result: Value,
    /// The power halved.
    pub(super) power: Value,
    /// Whether the halved power is 0.
    pub(super) done: Value,
}

/// Builds a round at `header`, whose arguments are the result, the base
/// and the power (of type `power_ty`, with its constants `one` and
/// `zero`), multiplying by `multiply`.
pub(super) fn round(
    o: &mut Outline<'_>,
    header: BlockId,
    power_ty: Type,
    (one, zero): (Value, Value),
    multiply: Multiply,
) -> Round {
    let args = o.b.block_args(header);
    let (result, base, power) = (args[0], args[1], args[2]);
    let result_ty = o.b.value_type(result);
    o.at_end(header);
    let odd = o.is_odd(power_ty, power, one, zero);
    let then = o.block(&[]);
    let product = multiply(o, result, base);
    let merged = o.block(&[result_ty]);
    o.at_end(then);
    o.br(merged, &[product]);
    o.cond_br_at(header, odd, (then, &[]), (merged, &[result]));
    let result = o.b.block_args(merged)[0];
    o.at_end(merged);
    let loc = o.loc;
    let power = ShRUIOp::create(&mut o.b, loc, power_ty, power, one, IsExact::No).result(&o.b);
    let done = o.cmp(CmpIPredicate::Eq, power, zero);
    Round {
        block: merged,
        base,
        result,
        power,
        done,
    }
}
