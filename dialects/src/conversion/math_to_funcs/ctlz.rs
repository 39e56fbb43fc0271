//! `__mlir_math_ctlz_<T>(x)`, the leading zeros of an integer counted in
//! an `scf.for` that shifts it left until its sign bit is set (MLIR's
//! `createCtlzFunc`); 0 has as many as its width.

use super::outline::Outline;
use crate::arith::{AddIOp, CmpIPredicate, ShLIOp};
use crate::func::FuncOp;
use crate::scf::{flags::WithElseRegion, ForOp, IfOp, YieldOp};
use ods_runtime::asm::printer::type_to_string;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, Builder, Context, OpBuilder, OpId, Type, Value};

/// Creates the function for the integer type `ty` of `width` bits at the
/// end of `module`.
pub(super) fn create_ctlz_function(
    ctx: &mut Context,
    module: OpId,
    ty: Type,
    width: u32,
) -> FuncOp {
    let name = format!("__mlir_math_ctlz_{}", type_to_string(ctx, ty));
    let (f, mut o) = Outline::new(ctx, module, &name, &[ty], ty);
    let arg = o.args[0];
    let loc = o.loc;
    let bits = o.int(ty, width.into());
    let zero = o.int(ty, 0);
    let is_zero = o.cmp(CmpIPredicate::Eq, arg, zero);
    let branch = IfOp::create_result_types_with_else_region(
        &mut o.b,
        loc,
        vec![ty],
        is_zero,
        WithElseRegion::Yes,
    );
    o.at_end(branch.then_block(&o.b));
    YieldOp::create(&mut o.b, loc, &[bits]);

    o.at_end(
        branch
            .else_block(&o.b)
            .expect("an else block was asked for"),
    );
    let index = o.b.index_type();
    let one_index = o.int(index, 1);
    let one = o.int(ty, 1);
    let bits_index = o.int(index, width.into());
    let count = o.int(ty, 0);
    let mut body = |ctx: &mut Context, at: OpBuilder, loc: Attribute, _: Value, iter: &[Value]| {
        shift_while_non_negative(&mut Builder { ctx, at }, loc, ty, iter, zero, one);
    };
    let lp = ForOp::create_lower_bound_upper_bound_step(
        &mut o.b,
        loc,
        one_index,
        bits_index,
        one_index,
        Some(vec![arg, count]),
        Some(&mut body),
        None,
    );
    let leading = o.b.results(lp.id())[1];
    YieldOp::create(&mut o.b, loc, &[leading]);

    o.at_end(o.entry);
    let result = o.b.results(branch.id())[0];
    o.ret(result);
    f
}

/// The loop body: `(x, n)` stays while `x < 0`, else becomes
/// `(x << 1, n + 1)`.
fn shift_while_non_negative(
    b: &mut Builder<'_>,
    loc: Attribute,
    ty: Type,
    iter: &[Value],
    zero: Value,
    one: Value,
) {
    let (x, n) = (iter[0], iter[1]);
    let after_body = b.at;
    let i1 = b.integer_type(1);
    let negative = crate::arith::CmpIOp::create(b, loc, i1, CmpIPredicate::Slt, x, zero).result(b);
    let branch = IfOp::create_result_types_with_else_region(
        b,
        loc,
        vec![ty, ty],
        negative,
        WithElseRegion::Yes,
    );
    let then = branch.then_block(b);
    b.at = OpBuilder::at_end(then);
    YieldOp::create(b, loc, &[x, n]);
    let otherwise = branch.else_block(b).expect("an else block was asked for");
    b.at = OpBuilder::at_end(otherwise);
    let next_n = AddIOp::create(b, loc, ty, n, one, None).result(b);
    let next_x = ShLIOp::create(b, loc, ty, x, one, None).result(b);
    YieldOp::create(b, loc, &[next_x, next_n]);
    b.at = after_body;
    let results = b.results(branch.id());
    YieldOp::create(b, loc, &results);
}
