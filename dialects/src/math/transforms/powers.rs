//! Powers and products: `fma` as a multiply and an add, `exp2` and `powf`
//! through `exp` and `log` (with `powf`'s small constant exponents as
//! products and roots), `fpowi` by a constant as repeated squaring,
//! `rsqrt` as `1 / sqrt`, and `clampf` as a minimum and a maximum.

use super::expander::{Expander, NONE};
use crate::arith::{CmpFPredicate, ConstantOp};
use crate::math::{ClampFOp, Exp2Op, FPowIOp, FmaOp, PowFOp, RsqrtOp};
use ods_runtime::ir::float::to_f64;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::element_type_or_self;
use ods_runtime::{AttrKind, Attribute, Context, DenseData, TypeKind, Value};

/// `fma(a, b, c) = a * b + c`.
pub(super) fn fma(e: &mut Expander<'_, '_>, op: FmaOp) -> Option<Value> {
    let (a, b, c) = (op.a(e.rw), op.b(e.rw), op.c(e.rw));
    let product = e.mulf(a, b, NONE);
    Some(e.addf(product, c, NONE))
}

/// `2^x = e^(x ln 2)`.
pub(super) fn exp2(e: &mut Expander<'_, '_>, op: Exp2Op) -> Option<Value> {
    let x = op.operand(e.rw);
    let ln2 = e.constant(std::f64::consts::LN_2);
    let product = e.mulf(x, ln2, NONE);
    Some(e.exp(product, NONE))
}

/// `a^b = e^(b log a)`; for a constant `b` of 0, ±1, ±1/2, ±2 or 3, the
/// product, root or quotient it is.
pub(super) fn powf(e: &mut Expander<'_, '_>, op: PowFOp) -> Option<Value> {
    let (a, b) = (op.lhs(e.rw), op.rhs(e.rw));
    let constant = constant_of(e.rw, b).and_then(|attr| float_value(e.rw, attr));
    let result = match constant {
        Some(0.0) => e.constant(1.0),
        Some(1.0) => a,
        Some(-1.0) => {
            let one = e.constant(1.0);
            e.divf(one, a, NONE)
        }
        Some(0.5) => e.sqrt(a, NONE),
        Some(-0.5) => e.rsqrt(a, NONE),
        Some(2.0) => e.mulf(a, a, NONE),
        Some(-2.0) => {
            let one = e.constant(1.0);
            let square = e.mulf(a, a, NONE);
            e.divf(one, square, NONE)
        }
        Some(3.0) => {
            let square = e.mulf(a, a, NONE);
            e.mulf(square, a, NONE)
        }
        _ => {
            let log = e.log(a, NONE);
            let product = e.mulf(b, log, NONE);
            e.exp(product, NONE)
        }
    };
    Some(result)
}

/// `x^n`: for a constant `n`, `x` squared and multiplied in by the bits of
/// `|n|`, then for a negative `n` its reciprocal (infinite of the zero's
/// sign for zero); for any other `n`, `powf(x, float(n))`.
pub(super) fn fpowi(e: &mut Expander<'_, '_>, op: FPowIOp) -> Option<Value> {
    let (mut base, power) = (op.lhs(e.rw), op.rhs(e.rw));
    let Some(n) = constant_of(e.rw, power).and_then(|attr| int_value(e.rw, attr)) else {
        let ty = e.ty;
        let exponent = e.sitofp(power, ty);
        let pow = PowFOp::create(e.rw, e.loc, ty, base, exponent, None);
        return Some(e.rw.result(pow.id(), 0));
    };
    let one = e.constant(1.0);
    let mut result = e.constant(1.0);
    let mut remaining = n.unsigned_abs();
    while remaining > 0 {
        if remaining & 1 == 1 {
            result = e.mulf(base, result, NONE);
        }
        remaining >>= 1;
        base = e.mulf(base, base, NONE);
    }
    if n < 0 {
        let zero = e.constant(0.0);
        let neg_zero = e.constant(-0.0);
        let inf = e.constant(f64::INFINITY);
        let neg_inf = e.constant(f64::NEG_INFINITY);
        let is_zero = e.cmpf(CmpFPredicate::OEQ, result, zero, NONE);
        let is_neg_zero = e.cmpf(CmpFPredicate::OEQ, result, neg_zero, NONE);
        result = e.divf(one, result, NONE);
        result = e.select(is_zero, inf, result);
        result = e.select(is_neg_zero, neg_inf, result);
    }
    Some(result)
}

/// `rsqrt(x) = 1 / sqrt(x)`, where a constant one of `x`'s type can be
/// made (not of a dynamically shaped type).
pub(super) fn rsqrt(e: &mut Expander<'_, '_>, op: RsqrtOp) -> Option<Value> {
    if has_dynamic_shape(e) {
        return None;
    }
    let x = op.operand(e.rw);
    let one = e.constant(1.0);
    let root = e.sqrt(x, NONE);
    Some(e.divf(one, root, NONE))
}

/// `clampf` as LLVM 22 expands it: the minimum of the value and the op's
/// `min` operand, then the maximum of that and its `max` operand, with the
/// op's flags.
pub(super) fn clampf(e: &mut Expander<'_, '_>, op: ClampFOp) -> Option<Value> {
    let fmf = op.fastmath(e.rw);
    let (value, min, max) = (op.value(e.rw), op.min(e.rw), op.max(e.rw));
    let lower = e.minimumf(value, min, fmf);
    Some(e.maximumf(lower, max, fmf))
}

/// Whether the expanded type is a vector or tensor with a dynamic size.
pub(super) fn has_dynamic_shape(e: &Expander<'_, '_>) -> bool {
    use ods_runtime::ods::pred::{shape, DYNAMIC};
    matches!(e.rw.type_kind(e.ty), TypeKind::UnrankedTensor(_))
        || shape(e.rw, e.ty).is_some_and(|dims| dims.contains(&DYNAMIC))
}

/// The attribute of the constant that defines `value`.
fn constant_of(ctx: &Context, value: Value) -> Option<Attribute> {
    let op = ctx.defining_op(value)?;
    Some(ConstantOp::cast(ctx, op)?.value(ctx))
}

/// The value of a float attribute, or of each element of a splat.
fn float_value(ctx: &Context, attr: Attribute) -> Option<f64> {
    match ctx.attr_kind(attr) {
        AttrKind::Float { .. } => ods_runtime::ods::convert::try_f64(ctx, attr),
        AttrKind::DenseElements {
            ty,
            data: DenseData::Floats(bits),
            splat: true,
            ..
        } => match ctx.type_kind(element_type_or_self(ctx, *ty)) {
            TypeKind::Float(kind) => Some(to_f64(*kind, bits[0])),
            _ => None,
        },
        _ => None,
    }
}

/// The signed value of an integer attribute, or of each element of a
/// splat.
fn int_value(ctx: &Context, attr: Attribute) -> Option<i64> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => value.to_i128()?.try_into().ok(),
        AttrKind::DenseElements {
            data: DenseData::Ints(values),
            splat: true,
            ..
        } => values[0].to_i128()?.try_into().ok(),
        _ => None,
    }
}
