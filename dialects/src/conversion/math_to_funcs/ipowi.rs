//! `__mlir_math_ipowi_<T>(b, p)`, integer power by squaring, in `cf`
//! branches (MLIR's `createElementIPowIFunc`): `p == 0` gives 1; a
//! negative `p` gives `1 / 0` (a division by zero) for `b == 0`, 1 for
//! `b == 1`, ±1 for `b == -1` by the parity of `p`, and 0 otherwise.

use super::outline::Outline;
use crate::arith::{flags::IsExact, CmpIPredicate, DivSIOp, MulIOp, ShRUIOp};
use crate::func::FuncOp;
use ods_runtime::{Context, OpId, Type};

/// Creates the function for the integer type `ty` at the end of `module`.
pub(super) fn create_ipowi_function(ctx: &mut Context, module: OpId, ty: Type) -> FuncOp {
    let name = format!(
        "__mlir_math_ipowi_{}",
        ods_runtime::asm::printer::type_to_string(ctx, ty)
    );
    let (f, mut o) = Outline::new(ctx, module, &name, &[ty, ty], ty);
    let (b, p) = (o.args[0], o.args[1]);
    let entry = o.entry;
    let zero = o.int(ty, 0);
    let one = o.int(ty, 1);
    let minus_one = o.int(ty, -1);
    let loc = o.loc;

    // if (p == 0) return 1;
    let p_is_zero = o.cmp(CmpIPredicate::Eq, p, zero);
    let then = o.block(&[]);
    o.ret(one);
    let negative_power = o.block(&[]);
    o.cond_br_at(entry, p_is_zero, (then, &[]), (negative_power, &[]));

    // if (p < 0) {
    o.at_end(negative_power);
    let p_is_neg = o.cmp(CmpIPredicate::Sle, p, zero);
    //   if (b == 0) return 1 / 0;
    let zero_base = o.block(&[]);
    let b_is_zero = o.cmp(CmpIPredicate::Eq, b, zero);
    let then = o.block(&[]);
    let quotient = DivSIOp::create(&mut o.b, loc, ty, one, zero, IsExact::No).result(&o.b);
    o.ret(quotient);
    let one_base = o.block(&[]);
    o.cond_br_at(zero_base, b_is_zero, (then, &[]), (one_base, &[]));
    //   if (b == 1) return 1;
    o.at_end(one_base);
    let b_is_one = o.cmp(CmpIPredicate::Eq, b, one);
    let then = o.block(&[]);
    o.ret(one);
    let minus_one_base = o.block(&[]);
    o.cond_br_at(one_base, b_is_one, (then, &[]), (minus_one_base, &[]));
    //   if (b == -1) return p & 1 ? -1 : 1;
    o.at_end(minus_one_base);
    let b_is_minus_one = o.cmp(CmpIPredicate::Eq, b, minus_one);
    let parity = o.block(&[]);
    let p_is_odd = o.is_odd(ty, p, one, zero);
    let then = o.block(&[]);
    o.ret(minus_one);
    let even = o.block(&[]);
    o.cond_br_at(parity, p_is_odd, (then, &[]), (even, &[]));
    o.at_end(even);
    o.ret(one);
    //   return 0;
    let other_base = o.block(&[]);
    o.cond_br_at(
        minus_one_base,
        b_is_minus_one,
        (parity, &[]),
        (other_base, &[]),
    );
    o.at_end(other_base);
    o.ret(zero);
    // }
    let header = o.block(&[ty, ty, ty]);
    o.cond_br_at(
        negative_power,
        p_is_neg,
        (zero_base, &[]),
        (header, &[one, b, p]),
    );

    // result = 1; while (true) { if (p & 1) result *= b; p >>= 1;
    //   if (p == 0) return result; b *= b; }
    let args = o.b.block_args(header);
    let (result, base, power) = (args[0], args[1], args[2]);
    o.at_end(header);
    let power_is_odd = o.is_odd(ty, power, one, zero);
    let then = o.block(&[]);
    let product = MulIOp::create(&mut o.b, loc, ty, result, base, None).result(&o.b);
    let merged = o.block(&[ty]);
    o.at_end(then);
    o.br(merged, &[product]);
    o.cond_br_at(header, power_is_odd, (then, &[]), (merged, &[result]));
    let result = o.b.block_args(merged)[0];
    o.at_end(merged);
    let shifted = ShRUIOp::create(&mut o.b, loc, ty, power, one, IsExact::No).result(&o.b);
    let done = o.cmp(CmpIPredicate::Eq, shifted, zero);
    let then = o.block(&[]);
    o.ret(result);
    let next = o.block(&[]);
    o.cond_br_at(merged, done, (then, &[]), (next, &[]));
    o.at_end(next);
    let square = MulIOp::create(&mut o.b, loc, ty, base, base, None).result(&o.b);
    o.br(header, &[result, square, shifted]);
    f
}
