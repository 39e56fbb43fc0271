//! `__mlir_math_fpowi_<F>_<I>(b, p)`, a float to an integer power by
//! squaring, in `cf` branches (MLIR's `createElementFPowIFunc`): the
//! power's magnitude is used (the largest one for the smallest, times `b`
//! once more), and a negative power inverts the result.

use super::outline::Outline;
use crate::arith::{flags::IsExact, CmpIPredicate, DivFOp, MulFOp, SelectOp, ShRUIOp, SubIOp};
use crate::func::FuncOp;
use ods_runtime::asm::printer::type_to_string;
use ods_runtime::{Context, OpId, Type};

/// Creates the function for the float type `base_ty` and the integer type
/// `power_ty` of `width` bits at the end of `module`.
pub(super) fn create_fpowi_function(
    ctx: &mut Context,
    module: OpId,
    base_ty: Type,
    power_ty: Type,
    width: u32,
) -> FuncOp {
    let name = format!(
        "__mlir_math_fpowi_{}_{}",
        type_to_string(ctx, base_ty),
        type_to_string(ctx, power_ty)
    );
    let (f, mut o) = Outline::new(ctx, module, &name, &[base_ty, power_ty], base_ty);
    let (b, p) = (o.args[0], o.args[1]);
    let loc = o.loc;
    let one_attr = o.b.float_attr(base_ty, 1.0);
    let one_b = o.constant(base_ty, one_attr);
    let zero_p = o.int(power_ty, 0);
    let one_p = o.int(power_ty, 1);
    let min = -(1i128 << (width - 1));
    let min_p = o.int(power_ty, min);
    let max_p = o.int(power_ty, -(min + 1));

    // if (p == 0) return 1;
    let p_is_zero = o.cmp(CmpIPredicate::Eq, p, zero_p);
    let then = o.block(&[]);
    o.ret(one_b);
    let nonzero = o.block(&[]);
    o.cond_br_at(o.entry, p_is_zero, (then, &[]), (nonzero, &[]));

    // p = p == min ? max : p < 0 ? -p : p;
    o.at_end(nonzero);
    let p_is_neg = o.cmp(CmpIPredicate::Sle, p, zero_p);
    let p_is_min = o.cmp(CmpIPredicate::Eq, p, min_p);
    let neg_p = SubIOp::create(&mut o.b, loc, power_ty, zero_p, p, None).result(&o.b);
    let magnitude = SelectOp::create(&mut o.b, loc, power_ty, p_is_neg, neg_p, p).result(&o.b);
    let magnitude =
        SelectOp::create(&mut o.b, loc, power_ty, p_is_min, max_p, magnitude).result(&o.b);

    // result = 1; while (true) { if (p & 1) result *= b; p >>= 1;
    //   if (p == 0) break; b *= b; }
    let header = o.block(&[base_ty, base_ty, power_ty]);
    o.at_end(nonzero);
    o.br(header, &[one_b, b, magnitude]);
    let args = o.b.block_args(header);
    let (result, base, power) = (args[0], args[1], args[2]);
    o.at_end(header);
    let power_is_odd = o.is_odd(power_ty, power, one_p, zero_p);
    let then = o.block(&[]);
    let product = MulFOp::create(&mut o.b, loc, base_ty, result, base, None).result(&o.b);
    let merged = o.block(&[base_ty]);
    o.at_end(then);
    o.br(merged, &[product]);
    o.cond_br_at(header, power_is_odd, (then, &[]), (merged, &[result]));
    let result = o.b.block_args(merged)[0];
    o.at_end(merged);
    let shifted = ShRUIOp::create(&mut o.b, loc, power_ty, power, one_p, IsExact::No).result(&o.b);
    let done = o.cmp(CmpIPredicate::Eq, shifted, zero_p);
    let next = o.block(&[]);
    let square = MulFOp::create(&mut o.b, loc, base_ty, base, base, None).result(&o.b);
    o.br(header, &[result, square, shifted]);
    let exit = o.block(&[base_ty]);
    o.cond_br_at(merged, done, (exit, &[result]), (next, &[]));

    // if (isMin) result *= b;
    let result = o.b.block_args(exit)[0];
    let then = o.block(&[]);
    let after_min = o.block(&[base_ty]);
    o.cond_br_at(exit, p_is_min, (then, &[]), (after_min, &[result]));
    o.at_end(then);
    let product = MulFOp::create(&mut o.b, loc, base_ty, result, b, None).result(&o.b);
    o.br(after_min, &[product]);

    // if (isNegativePower) result = 1 / result; return result;
    let result = o.b.block_args(after_min)[0];
    let then = o.block(&[]);
    let end = o.block(&[base_ty]);
    o.cond_br_at(after_min, p_is_neg, (then, &[]), (end, &[result]));
    o.at_end(then);
    let inverse = DivFOp::create(&mut o.b, loc, base_ty, one_b, result, None).result(&o.b);
    o.br(end, &[inverse]);
    o.at_end(end);
    let result = o.b.block_args(end)[0];
    o.ret(result);
    f
}
