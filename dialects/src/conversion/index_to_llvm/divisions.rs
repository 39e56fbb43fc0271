//! The divisions rounding up or down, expanded into llvm's truncating
//! ones (MLIR's `ConvertIndexCeilDivS`, `ConvertIndexCeilDivU` and
//! `ConvertIndexFloorDivS`).

use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter};
use crate::index::{CeilDivSOp, CeilDivUOp, FloorDivSOp};
use crate::llvm::{
    self, flags, AddOp, AndOp, ICmpOp, ICmpPredicate, SDivOp, SelectOp, SubOp, UDivOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Type, Value};
use std::marker::PhantomData;

/// Builds llvm integer ops of one type at one place.
struct Emitter<'r, 'c> {
    rw: &'r mut ConversionPatternRewriter<'c>,
    loc: Attribute,
    ty: Type,
}

impl Emitter<'_, '_> {
    fn constant(&mut self, value: i64) -> Value {
        let attr = convert::integer_attr(self.rw.context(), self.ty, i128::from(value));
        llvm::ConstantOp::create(self.rw, self.loc, self.ty, attr).res(self.rw)
    }
    fn icmp(&mut self, predicate: ICmpPredicate, lhs: Value, rhs: Value) -> Value {
        let i1 = convert::integer(self.rw.context(), 1, ods_runtime::Signedness::Signless);
        ICmpOp::create(self.rw, self.loc, i1, predicate, lhs, rhs).res(self.rw)
    }
    fn select(&mut self, condition: Value, t: Value, f: Value) -> Value {
        let ty = self.rw.value_type(t);
        SelectOp::create(self.rw, self.loc, ty, condition, t, f, None).res(self.rw)
    }
    fn add(&mut self, lhs: Value, rhs: Value) -> Value {
        AddOp::create(self.rw, self.loc, self.ty, lhs, rhs, None).res(self.rw)
    }
    fn sub(&mut self, lhs: Value, rhs: Value) -> Value {
        SubOp::create(self.rw, self.loc, self.ty, lhs, rhs, None).res(self.rw)
    }
    fn sdiv(&mut self, lhs: Value, rhs: Value) -> Value {
        SDivOp::create(self.rw, self.loc, self.ty, lhs, rhs, flags::IsExact::No).res(self.rw)
    }
    fn udiv(&mut self, lhs: Value, rhs: Value) -> Value {
        UDivOp::create(self.rw, self.loc, self.ty, lhs, rhs, flags::IsExact::No).res(self.rw)
    }
    fn and(&mut self, lhs: Value, rhs: Value) -> Value {
        let ty = self.rw.value_type(lhs);
        AndOp::create(self.rw, self.loc, ty, lhs, rhs).res(self.rw)
    }
}

/// `n ceildivs m`: `(n + x) / m + 1` with `x` -1 for a positive `m` and
/// 1 otherwise when `n` and `m` have the same sign and `n` is not 0, else
/// `-(-n / m)`.
fn ceil_div_s(e: &mut Emitter<'_, '_>, n: Value, m: Value) -> Value {
    let zero = e.constant(0);
    let one = e.constant(1);
    let minus_one = e.constant(-1);
    let m_pos = e.icmp(ICmpPredicate::Sgt, m, zero);
    let x = e.select(m_pos, minus_one, one);
    let n_plus_x = e.add(n, x);
    let quotient = e.sdiv(n_plus_x, m);
    let pos = e.add(quotient, one);
    let minus_n = e.sub(zero, n);
    let quotient = e.sdiv(minus_n, m);
    let neg = e.sub(zero, quotient);
    let n_pos = e.icmp(ICmpPredicate::Sgt, n, zero);
    let same_sign = e.icmp(ICmpPredicate::Eq, n_pos, m_pos);
    let nonzero = e.icmp(ICmpPredicate::Ne, n, zero);
    let condition = e.and(same_sign, nonzero);
    e.select(condition, pos, neg)
}

/// `n ceildivu m`: 0 for a zero `n`, else `(n - 1) / m + 1`.
fn ceil_div_u(e: &mut Emitter<'_, '_>, n: Value, m: Value) -> Value {
    let zero = e.constant(0);
    let one = e.constant(1);
    let minus_one = e.sub(n, one);
    let quotient = e.udiv(minus_one, m);
    let plus_one = e.add(quotient, one);
    let is_zero = e.icmp(ICmpPredicate::Eq, n, zero);
    e.select(is_zero, zero, plus_one)
}

/// `n floordivs m`: `-1 - (x - n) / m` with `x` 1 for a negative `m` and
/// -1 otherwise when the signs differ and `n` is not 0, else `n / m`.
fn floor_div_s(e: &mut Emitter<'_, '_>, n: Value, m: Value) -> Value {
    let zero = e.constant(0);
    let one = e.constant(1);
    let minus_one = e.constant(-1);
    let m_neg = e.icmp(ICmpPredicate::Slt, m, zero);
    let x = e.select(m_neg, one, minus_one);
    let x_minus_n = e.sub(x, n);
    let quotient = e.sdiv(x_minus_n, m);
    let neg = e.sub(minus_one, quotient);
    let pos = e.sdiv(n, m);
    let n_neg = e.icmp(ICmpPredicate::Slt, n, zero);
    let different_signs = e.icmp(ICmpPredicate::Ne, n_neg, m_neg);
    let nonzero = e.icmp(ICmpPredicate::Ne, n, zero);
    let condition = e.and(different_signs, nonzero);
    e.select(condition, neg, pos)
}

/// A division lowered by its expansion into truncating ones: one
/// lowering serves `index.ceildivs`, `index.ceildivu` and
/// `index.floordivs`.
pub(super) struct DivisionLowering<A> {
    expand: fn(&mut Emitter<'_, '_>, Value, Value) -> Value,
    op: PhantomData<fn() -> A>,
}

impl<A> DivisionLowering<A> {
    const fn new(expand: fn(&mut Emitter<'_, '_>, Value, Value) -> Value) -> Self {
        DivisionLowering {
            expand,
            op: PhantomData,
        }
    }
}

/// `index.ceildivs`.
pub(super) const CEIL_DIV_S: DivisionLowering<CeilDivSOp> = DivisionLowering::new(ceil_div_s);
/// `index.ceildivu`.
pub(super) const CEIL_DIV_U: DivisionLowering<CeilDivUOp> = DivisionLowering::new(ceil_div_u);
/// `index.floordivs`.
pub(super) const FLOOR_DIV_S: DivisionLowering<FloorDivSOp> = DivisionLowering::new(floor_div_s);

impl<A: Op> LlvmLowering<A> for DivisionLowering<A> {
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = rw.op_loc(op.id());
        let ty = converter.index_type(rw.context());
        let mut e = Emitter { rw, loc, ty };
        let result = (self.expand)(&mut e, operands[0], operands[1]);
        rw.replace_op(op.id(), &[result])?;
        Ok(true)
    }
}
