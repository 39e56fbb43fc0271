//! The math ops llvm has no intrinsic of, written with one:
//! `expm1(x) = exp(x) - 1`, `log1p(x) = log(1 + x)` and
//! `rsqrt(x) = 1 / sqrt(x)`, every op with the op's fast-math flags.

use super::intrinsics::lowered_result_type;
use crate::conversion::arith_to_llvm::fastmath_to_llvm;
use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter};
use crate::emit::float_splat_attr;
use crate::llvm::{self, FastmathFlags};
use crate::math::{ExpM1Op, Log1pOp, RsqrtOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Type, Value};

/// What an expansion builds on: the rewriter, the location, the lowered
/// type, the constant one of that type and the llvm fast-math flags.
struct Parts<'a, 'r> {
    rw: &'a mut ConversionPatternRewriter<'r>,
    loc: Attribute,
    ty: Type,
    one: Value,
    flags: Option<FastmathFlags>,
}

/// Replaces `op` (flags `flags`) by the value `build` makes, after the
/// constant one of its lowered type.
fn expand<M: Op>(
    op: M,
    flags: crate::arith::FastMathFlags,
    converter: &LlvmTypeConverter,
    rw: &mut ConversionPatternRewriter<'_>,
    build: impl FnOnce(Parts<'_, '_>) -> Value,
) -> IrResult<bool> {
    let Some(ty) = lowered_result_type(op.id(), converter, rw) else {
        return rw.notify_match_failure(op.id(), "unsupported result type");
    };
    let Some(attr) = float_splat_attr(rw.context(), ty, 1.0) else {
        return rw.notify_match_failure(op.id(), "expected a float result");
    };
    let loc = op.loc(rw);
    let one = llvm::ConstantOp::create(rw, loc, ty, attr).res(rw);
    let flags = Some(fastmath_to_llvm(flags));
    let value = build(Parts {
        rw,
        loc,
        ty,
        one,
        flags,
    });
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
        expand(op, flags, converter, rw, |p| {
            let exp = llvm::ExpOp::create(p.rw, p.loc, p.ty, operands[0], p.flags).res(p.rw);
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
        expand(op, flags, converter, rw, |p| {
            let sum =
                llvm::FAddOp::create(p.rw, p.loc, p.ty, p.one, operands[0], p.flags).res(p.rw);
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
        expand(op, flags, converter, rw, |p| {
            let sqrt = llvm::SqrtOp::create(p.rw, p.loc, p.ty, operands[0], p.flags).res(p.rw);
            llvm::FDivOp::create(p.rw, p.loc, p.ty, p.one, sqrt, p.flags).res(p.rw)
        })
    }
}
