//! The math ops llvm has no intrinsic of, written with one:
//! `expm1(x) = exp(x) - 1`, `log1p(x) = log(1 + x)` and
//! `rsqrt(x) = 1 / sqrt(x)`, every op with the op's fast-math flags, on
//! scalars, 1-D vectors and each 1-D vector of an n-D one.

use crate::conversion::arith_to_llvm::fastmath_to_llvm;
use crate::conversion::llvm_common::{
    innermost_vector, unroll_nd_vectors, LlvmLowering, LlvmTypeConverter,
};
use crate::emit::float_splat_attr;
use crate::llvm::{self, FastmathFlags, LLVMArrayType};
use crate::math::{ExpM1Op, Log1pOp, RsqrtOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Type, Value};

/// What an expansion builds on: the rewriter, the location, the lowered
/// type (a scalar or 1-D vector), the constant one of that type, the
/// operand and the llvm fast-math flags.
struct Parts<'a, 'r> {
    rw: &'a mut ConversionPatternRewriter<'r>,
    loc: Attribute,
    ty: Type,
    one: Value,
    x: Value,
    flags: Option<FastmathFlags>,
}

/// Replaces `op` of `operand` (flags `flags`) by the value `build` makes
/// after the constant one of its lowered type, once per 1-D vector of
/// an n-D vector.
fn expand<M: Op>(
    op: M,
    operand: Value,
    flags: crate::arith::FastMathFlags,
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    build: impl Fn(Parts<'_, '_>) -> Value,
) -> IrResult<bool> {
    let result = rw.value_type(rw.results(op.id())[0]);
    let Some(ty) = converter.convert_type(rw.context(), result) else {
        return rw.notify_match_failure(op.id(), "unsupported result type");
    };
    let vector = innermost_vector(rw, ty);
    let Some(one) = float_splat_attr(rw.context(), vector, 1.0) else {
        return rw.notify_match_failure(op.id(), "expected a float result");
    };
    let flags = Some(fastmath_to_llvm(flags));
    let expand_1d = |rw: &mut ConversionPatternRewriter<'_>, loc, ty, x| {
        let one = llvm::ConstantOp::create(rw, loc, ty, one).res(rw);
        build(Parts {
            rw,
            loc,
            ty,
            one,
            x,
            flags,
        })
    };
    if LLVMArrayType::isa(rw, ty) {
        return unroll_nd_vectors(op.id(), &[operand], ty, rw, |rw, loc, ty, parts| {
            expand_1d(rw, loc, ty, parts[0])
        });
    }
    let loc = op.loc(rw);
    let value = expand_1d(rw, loc, ty, operand);
    rw.replace_op(op.id(), &[value])?;
    Ok(true)
}

/// The lowering of each op of this file by its formula.
pub(super) struct Expansion;

impl LlvmLowering<ExpM1Op> for Expansion {
    fn lower(
        &self,
        op: ExpM1Op,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let flags = op.fastmath(rw);
        expand(op, operands[0], flags, converter, rw, |p| {
            let exp = llvm::ExpOp::create(p.rw, p.loc, p.ty, p.x, p.flags).res(p.rw);
            llvm::FSubOp::create(p.rw, p.loc, p.ty, exp, p.one, p.flags).res(p.rw)
        })
    }
}

impl LlvmLowering<Log1pOp> for Expansion {
    fn lower(
        &self,
        op: Log1pOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let flags = op.fastmath(rw);
        expand(op, operands[0], flags, converter, rw, |p| {
            let sum = llvm::FAddOp::create(p.rw, p.loc, p.ty, p.one, p.x, p.flags).res(p.rw);
            llvm::LogOp::create(p.rw, p.loc, p.ty, sum, p.flags).res(p.rw)
        })
    }
}

impl LlvmLowering<RsqrtOp> for Expansion {
    fn lower(
        &self,
        op: RsqrtOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let flags = op.fastmath(rw);
        expand(op, operands[0], flags, converter, rw, |p| {
            let sqrt = llvm::SqrtOp::create(p.rw, p.loc, p.ty, p.x, p.flags).res(p.rw);
            llvm::FDivOp::create(p.rw, p.loc, p.ty, p.one, sqrt, p.flags).res(p.rw)
        })
    }
}
