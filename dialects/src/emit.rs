//! Building the `arith` and `math` ops an expansion is written in, at a
//! rewriter's insertion point and one location, on values of one float
//! type (MLIR's `ImplicitLocOpBuilder` as the expansions of
//! `convert-complex-to-standard` and `math-expand-ops` use it).

use crate::arith::{
    AddFOp, AndIOp, CmpFOp, CmpFPredicate, ConstantOp, DivFOp, FastMathFlags, MaximumFOp,
    MinimumFOp, MulFOp, NegFOp, OrIOp, SelectOp, SubFOp,
};
use crate::math;
use ods_runtime::ir::float::encode_f64;
use ods_runtime::ods::convert::{dense_elements, float_attr, integer_attr};
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::element_type_or_self;
use ods_runtime::{
    Attribute, BigInt, Context, DenseData, OpCreator, Signedness, Type, TypeKind, Value,
};
use std::ops::Deref;

/// The attribute of type `ty` holding `v` rounded to the nearest value
/// of its element type: a scalar, or a splat over a vector or tensor of
/// floats (`None` for a shaped type of other elements).
pub(crate) fn float_splat_attr(ctx: &mut Context, ty: Type, v: f64) -> Option<Attribute> {
    let element = element_type_or_self(ctx, ty);
    if element == ty {
        return Some(float_attr(ctx, ty, v));
    }
    let TypeKind::Float(kind) = *ctx.type_kind(element) else {
        return None;
    };
    let bits = vec![encode_f64(kind, v)];
    Some(dense_elements(ctx, ty, DenseData::Floats(bits.into())))
}

/// Builds ops with `rw` at its insertion point, at `loc`, on values of
/// type `ty` (a float, or a vector or tensor of floats).
pub(crate) struct Emitter<'r, R> {
    pub rw: &'r mut R,
    pub loc: Attribute,
    pub ty: Type,
}

/// `$name(a, b, flags)`: a binary float op of type `ty`.
macro_rules! binary {
    ($($name:ident => $op:ty),* $(,)?) => {$(
        pub fn $name(&mut self, a: Value, b: Value, flags: FastMathFlags) -> Value {
            let op = <$op>::create(self.rw, self.loc, self.ty, a, b, Some(flags));
            self.rw.result(op.id(), 0)
        }
    )*};
}

/// `$name(a, flags)`: a unary float op of type `ty`.
macro_rules! unary {
    ($($name:ident => $op:ty),* $(,)?) => {$(
        pub fn $name(&mut self, a: Value, flags: FastMathFlags) -> Value {
            let op = <$op>::create(self.rw, self.loc, self.ty, a, Some(flags));
            self.rw.result(op.id(), 0)
        }
    )*};
}

/// `$name(a, b)`: a binary op on integers (or `i1` values) of `a`'s type.
macro_rules! logical {
    ($($name:ident => $op:ty),* $(,)?) => {$(
        pub fn $name(&mut self, a: Value, b: Value) -> Value {
            let ty = self.rw.value_type(a);
            let op = <$op>::create(self.rw, self.loc, ty, a, b);
            self.rw.result(op.id(), 0)
        }
    )*};
}

impl<R: OpCreator + Deref<Target = Context>> Emitter<'_, R> {
    binary!(
        addf => AddFOp,
        subf => SubFOp,
        mulf => MulFOp,
        divf => DivFOp,
        maximumf => MaximumFOp,
        minimumf => MinimumFOp,
        copysign => math::CopySignOp,
    );
    unary!(
        negf => NegFOp,
        sqrt => math::SqrtOp,
        rsqrt => math::RsqrtOp,
        exp => math::ExpOp,
        log => math::LogOp,
        sin => math::SinOp,
        cos => math::CosOp,
    );
    logical!(andi => AndIOp, ori => OrIOp);

    /// An `arith.constant` of type `ty` holding `v` (splat over a vector
    /// or tensor), rounded to the nearest value of the element type.
    pub fn constant(&mut self, v: f64) -> Value {
        let ty = self.ty;
        match float_splat_attr(self.rw.context(), ty, v) {
            Some(attr) => self.constant_attr(ty, attr),
            None => self.int_constant(ty, v as i64),
        }
    }

    /// An `arith.constant` of integer type `ty` holding `v` (splat over a
    /// vector or tensor).
    pub fn int_constant(&mut self, ty: Type, v: i64) -> Value {
        let element = element_type_or_self(self.rw, ty);
        let ctx = self.rw.context();
        let attr = if element == ty {
            integer_attr(ctx, ty, v.into())
        } else {
            dense_elements(ctx, ty, DenseData::Ints(vec![BigInt::from(v)].into()))
        };
        self.constant_attr(ty, attr)
    }

    fn constant_attr(&mut self, ty: Type, attr: Attribute) -> Value {
        let op = ConstantOp::create(self.rw, self.loc, ty, attr);
        self.rw.result(op.id(), 0)
    }

    /// The signless integer type of `width` bits.
    pub fn integer_type(&mut self, width: u32) -> Type {
        self.rw.context().ty(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }

    pub fn fma(&mut self, a: Value, b: Value, c: Value, flags: FastMathFlags) -> Value {
        let op = math::FmaOp::create(self.rw, self.loc, self.ty, a, b, c, Some(flags));
        self.rw.result(op.id(), 0)
    }

    /// `arith.cmpf`: `i1`s of the operands' shape.
    pub fn cmpf(&mut self, p: CmpFPredicate, a: Value, b: Value, flags: FastMathFlags) -> Value {
        let ty = self.bool_type_like(a);
        let op = CmpFOp::create(self.rw, self.loc, ty, p, a, b, Some(flags));
        self.rw.result(op.id(), 0)
    }

    /// `i1`, or the vector or tensor of `i1` of `value`'s shape.
    pub fn bool_type_like(&mut self, value: Value) -> Type {
        let ty = self.rw.value_type(value);
        let i1 = self.integer_type(1);
        crate::arith::with_element_type(self.rw.context(), ty, i1)
    }

    /// `arith.select` of values of any one type.
    pub fn select(&mut self, condition: Value, t: Value, f: Value) -> Value {
        let ty = self.rw.value_type(t);
        let op = SelectOp::create(self.rw, self.loc, ty, condition, t, f);
        self.rw.result(op.id(), 0)
    }
}

/// The ops only the complex expansions build.
#[cfg(feature = "complex")]
impl<R: OpCreator + Deref<Target = Context>> Emitter<'_, R> {
    binary!(atan2 => math::Atan2Op, powf => math::PowFOp);
    unary!(
        absf => math::AbsFOp,
        expm1 => math::ExpM1Op,
        log1p => math::Log1pOp,
    );
    logical!(xori => crate::arith::XOrIOp);

    /// The `i1` constant `true`.
    pub fn true_constant(&mut self) -> Value {
        let i1 = self.integer_type(1);
        self.int_constant(i1, 1)
    }
}
