//! MLIR's `Matchers.h`: patterns over constants, for folds and rewrites.
//!
//! [`match_pattern`] matches the attribute a fold receives for a constant
//! operand (or `None`); [`match_value`] matches the constant a value is
//! defined by. Each matcher returns what it binds: MLIR's
//! `matchPattern(value, m_ConstantInt(&v))` is
//! `match_value(ctx, value, m_constant_int())`, and MLIR's boolean
//! `matchPattern(attr, m_Zero())` is `match_pattern(ctx, attr, m_zero()).is_some()`.
//!
//! ```
//! use ods_runtime::matchers::{m_constant_int, m_one, m_zero, match_pattern};
//! use ods_runtime::{AttrKind, BigInt, Context, Signedness, TypeKind};
//!
//! let mut ctx = Context::new();
//! let i32 = ctx.ty(TypeKind::Integer { width: 32, signedness: Signedness::Signless });
//! let one = ctx.attr(AttrKind::Integer { ty: i32, value: BigInt::from(1u128) });
//! assert!(match_pattern(&ctx, one, m_one()).is_some());
//! assert!(match_pattern(&ctx, one, m_zero()).is_none());
//! assert!(match_pattern(&ctx, None, m_one()).is_none());
//! assert_eq!(match_pattern(&ctx, one, m_constant_int()).unwrap().value, BigInt::from(1u128));
//! ```

use crate::ir::attrs::DenseData;
use crate::ir::float::{self, Decoded};
use crate::{AttrKind, Attribute, BigInt, Context, FloatKind, Type, TypeKind, Value};

/// A pattern over a constant attribute, binding an `Output`.
pub trait Matcher {
    /// What a match binds.
    type Output;
    /// What `attr` binds, or `None` when it does not match.
    fn match_attr(&self, ctx: &Context, attr: Attribute) -> Option<Self::Output>;
}

/// What `m` binds on `attr` (an attribute, or a fold's constant operand,
/// `None` when the operand is not constant): MLIR's
/// `matchPattern(Attribute, ...)`.
pub fn match_pattern<M: Matcher>(
    ctx: &Context,
    attr: impl Into<Option<Attribute>>,
    m: M,
) -> Option<M::Output> {
    m.match_attr(ctx, attr.into()?)
}

/// What `m` binds on the constant that defines `value` (a `ConstantLike`
/// op, folded for its attribute): MLIR's `matchPattern(Value, ...)`.
pub fn match_value<M: Matcher>(ctx: &mut Context, value: Value, m: M) -> Option<M::Output> {
    let op = ctx.defining_op(value)?;
    let attr = crate::rewrite::constant_value(ctx, op)?;
    m.match_attr(ctx, attr)
}

/// Any constant, bound as its attribute (MLIR's `m_Constant`).
pub fn m_constant() -> impl Matcher<Output = Attribute> {
    Predicate(|_: &Context, attr: Attribute| Some(attr))
}

/// An integer constant, scalar or splat, of an integer or `index` element
/// type (MLIR's `m_ConstantInt`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstantInt {
    /// The value, as the attribute holds it.
    pub value: BigInt,
    /// The integer or `index` type of the value (the element type of a
    /// splat).
    pub ty: Type,
    /// The element type's width (64 for `index`, as MLIR's folds take it).
    pub width: u32,
}

/// An integer scalar or splat, bound as a [`ConstantInt`] (MLIR's
/// `m_ConstantInt`).
pub fn m_constant_int() -> impl Matcher<Output = ConstantInt> {
    Predicate(constant_int)
}

/// An integer zero, scalar or splat (MLIR's `m_Zero`).
pub fn m_zero() -> impl Matcher<Output = ()> {
    Predicate(|ctx: &Context, attr| constant_int(ctx, attr)?.value.is_zero().then_some(()))
}

/// An integer one, scalar or splat, in the type's width (MLIR's `m_One`:
/// an `i1` true is one).
pub fn m_one() -> impl Matcher<Output = ()> {
    Predicate(|ctx: &Context, attr| {
        let c = constant_int(ctx, attr)?;
        (c.value.wrap(c.width, false) == BigInt::from(1u128)).then_some(())
    })
}

/// A float constant, scalar or splat, bound as its format and bit pattern
/// (MLIR's `m_ConstantFloat`).
pub fn m_constant_float() -> impl Matcher<Output = (FloatKind, u128)> {
    Predicate(constant_float)
}

/// A float zero of either sign, scalar or splat (MLIR's `m_AnyZeroFloat`).
pub fn m_any_zero_float() -> impl Matcher<Output = ()> {
    float_predicate(|d| matches!(d, Decoded::Finite(_, 0, _)))
}

/// A float `+0.0`, scalar or splat (MLIR's `m_PosZeroFloat`).
pub fn m_pos_zero_float() -> impl Matcher<Output = ()> {
    float_predicate(|d| matches!(d, Decoded::Finite(false, 0, _)))
}

/// A float `-0.0`, scalar or splat (MLIR's `m_NegZeroFloat`).
pub fn m_neg_zero_float() -> impl Matcher<Output = ()> {
    float_predicate(|d| matches!(d, Decoded::Finite(true, 0, _)))
}

/// A float `1.0`, scalar or splat (MLIR's `m_OneFloat`).
pub fn m_one_float() -> impl Matcher<Output = ()> {
    Predicate(|ctx: &Context, attr| {
        let (kind, bits) = constant_float(ctx, attr)?;
        (float::to_f64(kind, bits) == 1.0).then_some(())
    })
}

/// A float `+inf`, scalar or splat (MLIR's `m_PosInfFloat`).
pub fn m_pos_inf_float() -> impl Matcher<Output = ()> {
    float_predicate(|d| matches!(d, Decoded::Inf(false)))
}

/// A float `-inf`, scalar or splat (MLIR's `m_NegInfFloat`).
pub fn m_neg_inf_float() -> impl Matcher<Output = ()> {
    float_predicate(|d| matches!(d, Decoded::Inf(true)))
}

/// A matcher from a function.
struct Predicate<F>(F);

impl<T, F: Fn(&Context, Attribute) -> Option<T>> Matcher for Predicate<F> {
    type Output = T;
    fn match_attr(&self, ctx: &Context, attr: Attribute) -> Option<T> {
        (self.0)(ctx, attr)
    }
}

fn float_predicate(holds: fn(&Decoded) -> bool) -> impl Matcher<Output = ()> {
    Predicate(move |ctx: &Context, attr| {
        let (kind, bits) = constant_float(ctx, attr)?;
        holds(&float::decode(kind, bits)).then_some(())
    })
}

/// The one integer of an integer attribute or a splat of integers.
fn constant_int(ctx: &Context, attr: Attribute) -> Option<ConstantInt> {
    let (ty, value) = match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, value } => (*ty, value.clone()),
        AttrKind::DenseElements {
            ty,
            data: DenseData::Ints(values),
            splat: true,
            ..
        } => (
            crate::ods::pred::element_type_or_self(ctx, *ty),
            values.first()?.clone(),
        ),
        _ => return None,
    };
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    Some(ConstantInt { value, ty, width })
}

/// The one float of a float attribute or a splat of floats.
fn constant_float(ctx: &Context, attr: Attribute) -> Option<(FloatKind, u128)> {
    let (ty, bits) = match ctx.attr_kind(attr) {
        AttrKind::Float { ty, bits } => (*ty, *bits),
        AttrKind::DenseElements {
            ty,
            data: DenseData::Floats(values),
            splat: true,
            ..
        } => (
            crate::ods::pred::element_type_or_self(ctx, *ty),
            *values.first()?,
        ),
        _ => return None,
    };
    match ctx.type_kind(ty) {
        TypeKind::Float(kind) => Some((*kind, bits)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Signedness;

    fn int(ctx: &mut Context, width: u32) -> Type {
        ctx.ty(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }

    #[test]
    fn integers_match_as_scalars_and_splats_in_their_width() {
        let mut ctx = Context::new();
        let i1 = int(&mut ctx, 1);
        let i8 = int(&mut ctx, 8);
        let index = ctx.ty(TypeKind::Index);
        let one = BigInt::from(1u128);
        // An `i1` true read as signed is -1: still one in one bit.
        let minus_one = -&one;
        let truth = ctx.attr(AttrKind::Integer {
            ty: i1,
            value: minus_one.clone(),
        });
        assert!(match_pattern(&ctx, truth, m_one()).is_some());
        let byte = ctx.attr(AttrKind::Integer {
            ty: i8,
            value: minus_one,
        });
        assert!(match_pattern(&ctx, byte, m_one()).is_none());
        let zero = ctx.attr(AttrKind::Integer {
            ty: index,
            value: BigInt::ZERO,
        });
        assert!(match_pattern(&ctx, zero, m_zero()).is_some());
        assert_eq!(
            match_pattern(&ctx, zero, m_constant_int()).map(|c| c.width),
            Some(64)
        );
        let tensor = ctx.ty(TypeKind::RankedTensor {
            shape: vec![Some(4)].into(),
            element: i8,
            encoding: None,
        });
        let splat = ctx.attr(AttrKind::DenseElements {
            ty: tensor,
            data: DenseData::Ints(vec![one.clone()].into()),
            splat: true,
            i1_padding: 0,
        });
        let c = match_pattern(&ctx, splat, m_constant_int()).unwrap();
        assert_eq!((c.value, c.ty, c.width), (one.clone(), i8, 8));
        let dense = ctx.attr(AttrKind::DenseElements {
            ty: tensor,
            data: DenseData::Ints(vec![one.clone(), one.clone(), one.clone(), BigInt::ZERO].into()),
            splat: false,
            i1_padding: 0,
        });
        assert!(match_pattern(&ctx, dense, m_constant_int()).is_none());
        assert_eq!(match_pattern(&ctx, dense, m_constant()), Some(dense));
    }

    #[test]
    fn floats_match_by_sign_and_value() {
        let mut ctx = Context::new();
        let f32 = ctx.ty(TypeKind::Float(FloatKind::F32));
        let mut attr = |bits: u128| ctx.attr(AttrKind::Float { ty: f32, bits });
        let (pos_zero, neg_zero) = (attr(0), attr(0x8000_0000));
        let (one, pos_inf, neg_inf) = (attr(0x3f80_0000), attr(0x7f80_0000), attr(0xff80_0000));
        assert!(match_pattern(&ctx, pos_zero, m_any_zero_float()).is_some());
        assert!(match_pattern(&ctx, neg_zero, m_any_zero_float()).is_some());
        assert!(match_pattern(&ctx, one, m_any_zero_float()).is_none());
        assert!(match_pattern(&ctx, pos_zero, m_pos_zero_float()).is_some());
        assert!(match_pattern(&ctx, neg_zero, m_pos_zero_float()).is_none());
        assert!(match_pattern(&ctx, neg_zero, m_neg_zero_float()).is_some());
        assert!(match_pattern(&ctx, one, m_one_float()).is_some());
        assert!(match_pattern(&ctx, pos_inf, m_pos_inf_float()).is_some());
        assert!(match_pattern(&ctx, neg_inf, m_neg_inf_float()).is_some());
        assert!(match_pattern(&ctx, neg_inf, m_pos_inf_float()).is_none());
        // Integer matchers do not take floats.
        assert!(match_pattern(&ctx, pos_zero, m_zero()).is_none());
        assert_eq!(
            match_pattern(&ctx, one, m_constant_float()),
            Some((FloatKind::F32, 0x3f80_0000))
        );
    }
}
