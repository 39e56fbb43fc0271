//! Affine expressions as `arith` ops on `index` values (MLIR's
//! `expandAffineExpr` and `expandAffineMap`): each sum, product, modulo,
//! floor and ceiling division becomes the sequence MLIR builds, in its
//! order, with a new constant for each constant term.

use crate::arith::flags::IsExact;
use crate::arith::{
    AddIOp, CmpIOp, CmpIPredicate, ConstantOp, DivSIOp, IntegerOverflowFlags, MulIOp, RemSIOp,
    SelectOp, SubIOp,
};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert::{index, integer_attr};
use ods_runtime::{AffineExpr, AttrKind, Attribute, Context, OpCreator, Type, TypeKind, Value};
use std::ops::Deref;

/// Builds the ops of an expansion at `rw`'s insertion point and `loc`,
/// reading dimension `i` as `dims[i]` and symbol `i` as `symbols[i]`.
pub(crate) struct AffineExpander<'r, 'v, R> {
    pub rw: &'r mut R,
    pub loc: Attribute,
    pub dims: &'v [Value],
    pub symbols: &'v [Value],
}

impl<R: OpCreator + Deref<Target = Context>> AffineExpander<'_, '_, R> {
    /// The value of `expr`, or `None` (with an error reported at `loc`)
    /// for a modulo or division by a constant that is not positive.
    pub fn expand(&mut self, expr: &AffineExpr) -> Option<Value> {
        match expr {
            AffineExpr::Dim(i) => self.dims.get(*i as usize).copied(),
            AffineExpr::Symbol(i) => self.symbols.get(*i as usize).copied(),
            AffineExpr::Constant(c) => Some(self.constant(*c)),
            AffineExpr::Add(l, r) => {
                let (l, r) = self.operands(l, r)?;
                Some(self.addi(l, r))
            }
            AffineExpr::Mul(l, r) => {
                let (l, r) = self.operands(l, r)?;
                let ty = self.index_type();
                let flags = Some(IntegerOverflowFlags::NSW);
                Some(MulIOp::create(self.rw, self.loc, ty, l, r, flags).result(self.rw))
            }
            AffineExpr::Mod(l, r) => {
                self.check_divisor(r, "modulo by non-positive value is not supported")?;
                let (l, r) = self.operands(l, r)?;
                Some(self.modulo(l, r))
            }
            AffineExpr::FloorDiv(l, r) => {
                self.check_divisor(r, "division by non-positive value is not supported")?;
                let (l, r) = self.operands(l, r)?;
                Some(self.floor_div(l, r))
            }
            AffineExpr::CeilDiv(l, r) => {
                self.check_divisor(r, "division by non-positive value is not supported")?;
                let (l, r) = self.operands(l, r)?;
                Some(self.ceil_div(l, r))
            }
        }
    }

    /// `a mod b`: the remainder, plus `b` where it is negative.
    fn modulo(&mut self, a: Value, b: Value) -> Value {
        let ty = self.index_type();
        let remainder = RemSIOp::create(self.rw, self.loc, ty, a, b).result(self.rw);
        let zero = self.constant(0);
        let negative = self.cmpi(CmpIPredicate::Slt, remainder, zero);
        let corrected = self.addi(remainder, b);
        self.select(negative, corrected, remainder)
    }

    /// `a floordiv b` with one division: `-1 - (-1 - a) / b` for a negative
    /// `a`, else `a / b`.
    fn floor_div(&mut self, a: Value, b: Value) -> Value {
        let zero = self.constant(0);
        let minus_one = self.constant(-1);
        let negative = self.cmpi(CmpIPredicate::Slt, a, zero);
        let decremented = self.subi(minus_one, a);
        let dividend = self.select(negative, decremented, a);
        let quotient = self.divsi(dividend, b);
        let corrected = self.subi(minus_one, quotient);
        self.select(negative, corrected, quotient)
    }

    /// `a ceildiv b` with one division: `-(-a / b)` for `a <= 0`, else
    /// `(a - 1) / b + 1`.
    fn ceil_div(&mut self, a: Value, b: Value) -> Value {
        let zero = self.constant(0);
        let one = self.constant(1);
        let non_positive = self.cmpi(CmpIPredicate::Sle, a, zero);
        let negated = self.subi(zero, a);
        let decremented = self.subi(a, one);
        let dividend = self.select(non_positive, negated, decremented);
        let quotient = self.divsi(dividend, b);
        let negated_quotient = self.subi(zero, quotient);
        let incremented = self.addi(quotient, one);
        self.select(non_positive, negated_quotient, incremented)
    }

    /// Both sides of a binary expression, left first.
    fn operands(&mut self, l: &AffineExpr, r: &AffineExpr) -> Option<(Value, Value)> {
        let l = self.expand(l);
        let r = self.expand(r);
        Some((l?, r?))
    }

    /// Reports `message` when `divisor` is a constant that is not positive.
    fn check_divisor(&mut self, divisor: &AffineExpr, message: &str) -> Option<()> {
        if matches!(divisor, AffineExpr::Constant(c) if *c <= 0) {
            self.rw.emit(Diagnostic::error(self.loc, message));
            return None;
        }
        Some(())
    }

    fn index_type(&mut self) -> Type {
        index(self.rw.context())
    }

    fn constant(&mut self, value: i64) -> Value {
        constant_index(self.rw, self.loc, value)
    }

    fn addi(&mut self, a: Value, b: Value) -> Value {
        let ty = self.index_type();
        AddIOp::create(self.rw, self.loc, ty, a, b, None).result(self.rw)
    }

    fn subi(&mut self, a: Value, b: Value) -> Value {
        let ty = self.index_type();
        SubIOp::create(self.rw, self.loc, ty, a, b, None).result(self.rw)
    }

    fn divsi(&mut self, a: Value, b: Value) -> Value {
        let ty = self.index_type();
        DivSIOp::create(self.rw, self.loc, ty, a, b, IsExact::No).result(self.rw)
    }

    /// `arith.cmpi` of two `index` values.
    pub fn cmpi(&mut self, predicate: CmpIPredicate, a: Value, b: Value) -> Value {
        let i1 = self.rw.context().ty(TypeKind::Integer {
            width: 1,
            signedness: ods_runtime::Signedness::Signless,
        });
        CmpIOp::create(self.rw, self.loc, i1, predicate, a, b).result(self.rw)
    }

    fn select(&mut self, condition: Value, t: Value, f: Value) -> Value {
        let ty = self.index_type();
        SelectOp::create(self.rw, self.loc, ty, condition, t, f).result(self.rw)
    }
}

/// The results of affine map `map` applied to `operands` (its dimensions,
/// then its symbols), each expanded; `None` if one cannot be (every
/// result is tried, as MLIR does, so each reports its error).
pub(crate) fn expand_affine_map<R: OpCreator + Deref<Target = Context>>(
    rw: &mut R,
    loc: Attribute,
    map: Attribute,
    operands: &[Value],
) -> Option<Vec<Value>> {
    let AttrKind::AffineMap { dims, results, .. } = rw.attr_kind(map).clone() else {
        return None;
    };
    let (dims, symbols) = operands.split_at((dims as usize).min(operands.len()));
    let mut expander = AffineExpander {
        rw,
        loc,
        dims,
        symbols,
    };
    let expanded: Vec<Option<Value>> = results.iter().map(|e| expander.expand(e)).collect();
    expanded.into_iter().collect()
}

/// An `arith.constant` of type `index` (MLIR's `arith::ConstantIndexOp`).
pub(crate) fn constant_index<R: OpCreator + Deref<Target = Context>>(
    rw: &mut R,
    loc: Attribute,
    value: i64,
) -> Value {
    let ty = index(rw.context());
    let attr = integer_attr(rw.context(), ty, value.into());
    ConstantOp::create(rw, loc, ty, attr).result(rw)
}
