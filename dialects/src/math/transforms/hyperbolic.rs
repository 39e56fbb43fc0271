//! Hyperbolic functions and their inverses in exponentials and logs, and
//! `tan` as `sin / cos`.

use super::expander::{Expander, NONE};
use crate::arith::CmpFPredicate;
use crate::math::{AcoshOp, AsinhOp, AtanhOp, CoshOp, SinhOp, TanOp, TanhOp};
use ods_runtime::Value;

/// `sinh(x) = (e^x - e^-x) / 2`.
pub(super) fn sinh(e: &mut Expander<'_, '_>, op: SinhOp) -> Option<Value> {
    let x = op.operand(e.rw);
    let (exp, neg_exp) = exponentials(e, x);
    let diff = e.subf(exp, neg_exp, NONE);
    Some(halved(e, diff))
}

/// `cosh(x) = (e^x + e^-x) / 2`.
pub(super) fn cosh(e: &mut Expander<'_, '_>, op: CoshOp) -> Option<Value> {
    let x = op.operand(e.rw);
    let (exp, neg_exp) = exponentials(e, x);
    let sum = e.addf(exp, neg_exp, NONE);
    Some(halved(e, sum))
}

/// `e^x` and `e^-x`.
fn exponentials(e: &mut Expander<'_, '_>, x: Value) -> (Value, Value) {
    let exp = e.exp(x, NONE);
    let neg = e.negf(x, NONE);
    (exp, e.exp(neg, NONE))
}

/// `x * 0.5`.
fn halved(e: &mut Expander<'_, '_>, x: Value) -> Value {
    let half = e.constant(0.5);
    e.mulf(x, half, NONE)
}

/// `tanh(x) = sign(x) (1 - e^(-2|x|)) / (1 + e^(-2|x|))`: by the reflection
/// `tanh(-x) = -tanh(x)`, the exponential is of a non-positive number and
/// cannot overflow.
pub(super) fn tanh(e: &mut Expander<'_, '_>, op: TanhOp) -> Option<Value> {
    let x = op.operand(e.rw);
    let zero = e.constant(0.0);
    let one = e.constant(1.0);
    let neg_two = e.constant(-2.0);
    // sign(x) = float(x < 0) * -2 + 1.
    let is_negative = e.cmpf(CmpFPredicate::OLT, x, zero, NONE);
    let ty = e.ty;
    let is_negative = e.uitofp(is_negative, ty);
    let scaled = e.mulf(is_negative, neg_two, NONE);
    let sign = e.addf(scaled, one, NONE);
    let positive = e.mulf(sign, x, NONE);
    let neg_double = e.mulf(neg_two, positive, NONE);
    let exp = e.exp(neg_double, NONE);
    let dividend = e.subf(one, exp, NONE);
    let divisor = e.addf(one, exp, NONE);
    let positive_result = e.divf(dividend, divisor, NONE);
    Some(e.mulf(sign, positive_result, NONE))
}

/// `tan(x) = sin(x) / cos(x)`.
pub(super) fn tan(e: &mut Expander<'_, '_>, op: TanOp) -> Option<Value> {
    let x = op.operand(e.rw);
    let sin = e.sin(x, NONE);
    let cos = e.cos(x, NONE);
    Some(e.divf(sin, cos, NONE))
}

/// `asinh(x) = log(x + sqrt(x² + 1))`.
pub(super) fn asinh(e: &mut Expander<'_, '_>, op: AsinhOp) -> Option<Value> {
    let x = op.operand(e.rw);
    Some(log_of_x_plus_root(e, x, 1.0))
}

/// `acosh(x) = log(x + sqrt(x² - 1))`.
pub(super) fn acosh(e: &mut Expander<'_, '_>, op: AcoshOp) -> Option<Value> {
    let x = op.operand(e.rw);
    Some(log_of_x_plus_root(e, x, -1.0))
}

/// `log(x + sqrt(fma(x, x, c)))`.
fn log_of_x_plus_root(e: &mut Expander<'_, '_>, x: Value, c: f64) -> Value {
    let c = e.constant(c);
    let square = e.fma(x, x, c, NONE);
    let root = e.sqrt(square, NONE);
    let sum = e.addf(x, root, NONE);
    e.log(sum, NONE)
}

/// `atanh(x) = log((1 + x) / (1 - x)) / 2`.
pub(super) fn atanh(e: &mut Expander<'_, '_>, op: AtanhOp) -> Option<Value> {
    let x = op.operand(e.rw);
    let one = e.constant(1.0);
    let sum = e.addf(x, one, NONE);
    let neg = e.negf(x, NONE);
    let diff = e.addf(neg, one, NONE);
    let quotient = e.divf(sum, diff, NONE);
    let log = e.log(quotient, NONE);
    Some(halved(e, log))
}
