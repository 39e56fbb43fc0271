//! `__mlir_math_ipowi_<T>(b, p)`, integer power by squaring, in `cf`
//! branches (MLIR's `createElementIPowIFunc`): `p == 0` gives 1; a
//! negative `p` gives `1 / 0` (a division by zero) for `b == 0`, 1 for
//! `b == 1`, ±1 for `b == -1` by the parity of `p`, and 0 otherwise.

use super::outline::Outline;
use super::squaring::round;
use crate::arith::{flags::IsExact, CmpIPredicate, DivSIOp, MulIOp};
use crate::func::FuncOp;
use ods_runtime::asm::printer::type_to_string;
use ods_runtime::{Context, OpId, Type, Value};

/// Creates the function for the integer type `ty` at the end of `module`.
pub(super) fn create_ipowi_function(ctx: &mut Context, module: OpId, ty: Type) -> FuncOp {
    let name = format!("__mlir_math_ipowi_{}", type_to_string(ctx, ty));
    let (f, mut o) = Outline::new(ctx, module, &name, &[ty, ty], ty);
    let (b, p) = (o.args[0], o.args[1]);
    let zero = o.int(ty, 0);
    let one = o.int(ty, 1);
    let minus_one = o.int(ty, -1);

    // if (p == 0) return 1;
    let p_is_zero = o.cmp(CmpIPredicate::Eq, p, zero);
    let negative_power = o.return_if(o.entry, p_is_zero, |_| one);

    // if (p < 0) {
    let p_is_neg = o.cmp(CmpIPredicate::Sle, p, zero);
    //   if (b == 0) return 1 / 0;
    let zero_base = o.block(&[]);
    let b_is_zero = o.cmp(CmpIPredicate::Eq, b, zero);
    let one_base = o.return_if(zero_base, b_is_zero, |o| {
        DivSIOp::create(&mut o.b, o.loc, ty, one, zero, IsExact::No).result(&o.b)
    });
    //   if (b == 1) return 1;
    let b_is_one = o.cmp(CmpIPredicate::Eq, b, one);
    let minus_one_base = o.return_if(one_base, b_is_one, |_| one);
    //   if (b == -1) return p & 1 ? -1 : 1;
    let b_is_minus_one = o.cmp(CmpIPredicate::Eq, b, minus_one);
    let parity = o.block(&[]);
    let p_is_odd = o.is_odd(ty, p, one, zero);
    o.return_if(parity, p_is_odd, |_| minus_one);
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
    let step = round(&mut o, header, ty, (one, zero), multiply);
    o.return_if(step.block, step.done, |_| step.result);
    let square = multiply(&mut o, step.base, step.base);
    o.br(header, &[step.result, square, step.power]);
    f
}

/// `lhs * rhs` of integers.
fn multiply(o: &mut Outline<'_>, lhs: Value, rhs: Value) -> Value {
    let ty = o.b.value_type(lhs);
    MulIOp::create(&mut o.b, o.loc, ty, lhs, rhs, None).result(&o.b)
}
