//! `__mlir_math_fpowi_<F>_<I>(b, p)`, a float to an integer power by
//! squaring, in `cf` branches (MLIR's `createElementFPowIFunc`): the
//! power's magnitude is used (the largest one for the smallest, times `b`
//! once more), and a negative power inverts the result.

use super::outline::Outline;
use super::squaring::round;
use crate::arith::{CmpIPredicate, DivFOp, MulFOp, SelectOp, SubIOp};
use crate::func::FuncOp;
use ods_runtime::asm::printer::type_to_string;
use ods_runtime::{Context, OpId, Type, Value};

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
    let nonzero = o.return_if(o.entry, p_is_zero, |_| one_b);

    // p = p == min ? max : p < 0 ? -p : p;
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
    let step = round(&mut o, header, power_ty, (one_p, zero_p), multiply);
    let next = o.block(&[]);
    let square = multiply(&mut o, step.base, step.base);
    o.br(header, &[step.result, square, step.power]);
    let exit = o.block(&[base_ty]);
    o.cond_br_at(step.block, step.done, (exit, &[step.result]), (next, &[]));

    // if (isMin) result *= b;
    let result = o.b.block_args(exit)[0];
    let then = o.block(&[]);
    let after_min = o.block(&[base_ty]);
    o.cond_br_at(exit, p_is_min, (then, &[]), (after_min, &[result]));
    o.at_end(then);
    let product = multiply(&mut o, result, b);
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

/// `lhs * rhs` of floats.
fn multiply(o: &mut Outline<'_>, lhs: Value, rhs: Value) -> Value {
    let ty = o.b.value_type(lhs);
    MulFOp::create(&mut o.b, o.loc, ty, lhs, rhs, None).result(&o.b)
}
