//! What `MathOps.td` leaves to Rust, with the semantics of MLIR's
//! `MathOps.cpp`: the constant folders and the constant materializer.
//!
//! A folder of a float function computes what MLIR's C++ computes: the C
//! library's function on the host, in single precision for an `f32` and in
//! double precision for an `f64` (other float types do not fold), or
//! `APFloat`'s exact operations (absolute value, sign, rounding to an
//! integer) for every float type. The integer folders compute in the
//! operand's width.

use super::folders::{self, Elem, Float, Int};
use super::libm::{self, Binary, Unary};
use super::*;
use crate::arith::{ArithDialect, ArithDialectHooks};
use crate::ub::{PoisonAttr, UBDialect, UBDialectHooks};
use ods_runtime::float::{decode, encode_f64, precision, to_f64, Decoded};
use ods_runtime::registry::FoldResult;
use ods_runtime::{Attribute, Context, FloatKind, OperationState, Signedness, Type, TypeKind};

impl MathDialectHooks for MathDialect {
    /// A poison attribute becomes a `ub.poison`, any other constant an
    /// `arith.constant` (`arith::ConstantOp::materialize`).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        if PoisonAttr::try_from(ctx, value).is_some() {
            return UBDialect::materialize_constant(ctx, value, ty, loc);
        }
        ArithDialect::materialize_constant(ctx, value, ty, loc)
    }
}

// ----- the classification ops' result type ---------------------------------

/// MLIR's `getI1SameShape`: `i1`, or a vector or tensor of `i1` of the
/// shape of `ty`.
pub(crate) fn i1_same_shape(ctx: &mut Context, ty: Type) -> Type {
    let i1 = ctx.ty(TypeKind::Integer {
        width: 1,
        signedness: Signedness::Signless,
    });
    let kind = match ctx.type_kind(ty).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape,
            scalable,
            element: i1,
        },
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => TypeKind::RankedTensor {
            shape,
            element: i1,
            encoding,
        },
        TypeKind::UnrankedTensor(_) => TypeKind::UnrankedTensor(i1),
        _ => return i1,
    };
    ctx.ty(kind)
}

/// Whether `result` is [`i1_same_shape`] of `operand`, for the verifier
/// (which cannot make types).
pub(crate) fn is_i1_same_shape(ctx: &Context, operand: Type, result: Type) -> bool {
    let is_i1 = |t: &Type| {
        matches!(
            ctx.type_kind(*t),
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    };
    match (ctx.type_kind(operand), ctx.type_kind(result)) {
        (
            TypeKind::Vector {
                shape, scalable, ..
            },
            TypeKind::Vector {
                shape: s,
                scalable: sc,
                element,
            },
        ) => shape == s && scalable == sc && is_i1(element),
        (
            TypeKind::RankedTensor {
                shape, encoding, ..
            },
            TypeKind::RankedTensor {
                shape: s,
                encoding: e,
                element,
            },
        ) => shape == s && encoding == e && is_i1(element),
        (TypeKind::UnrankedTensor(_), TypeKind::UnrankedTensor(element)) => is_i1(element),
        (TypeKind::Vector { .. } | TypeKind::RankedTensor { .. }, _)
        | (TypeKind::UnrankedTensor(_), _) => false,
        _ => is_i1(&result),
    }
}

// ----- float folders --------------------------------------------------------

/// `f` of an `f32` in single precision and of an `f64` in double
/// precision; other float types do not fold.
fn host(f: Unary) -> impl Fn(Elem) -> Option<Elem> {
    move |e| {
        let Elem::Float(a) = e else { return None };
        if let Some(x) = a.as_f64() {
            return Some(Elem::Float(a.f64((f.double)(x))));
        }
        let x = a.as_f32()?;
        Some(Elem::Float(a.f32((f.single)(x))))
    }
}

/// [`host`] for the functions not folded for negative arguments (`-0.0`
/// and negative NaNs are negative too, as `APFloat::isNegative` says).
fn host_non_negative(f: Unary) -> impl Fn(Elem) -> Option<Elem> {
    let f = host(f);
    move |e| match e {
        Elem::Float(a) if a.is_negative() => None,
        _ => f(e),
    }
}

/// [`host`] for two arguments of one float type.
fn host2(f: Binary, a: Elem, b: Elem) -> Option<Elem> {
    let (Elem::Float(a), Elem::Float(b)) = (a, b) else {
        return None;
    };
    if let (Some(x), Some(y)) = (a.as_f64(), b.as_f64()) {
        return Some(Elem::Float(a.f64((f.double)(x, y))));
    }
    let (x, y) = (a.as_f32()?, b.as_f32()?);
    Some(Elem::Float(a.f32((f.single)(x, y))))
}

/// `g` of any float type.
fn any_float(g: impl Fn(Float) -> Option<Float>) -> impl Fn(Elem) -> Option<Elem> {
    move |e| match e {
        Elem::Float(a) => g(a).map(Elem::Float),
        Elem::Int(_) => None,
    }
}

/// How `APFloat::roundToIntegral` rounds.
#[derive(Clone, Copy)]
enum Rounding {
    TowardPositive,
    TowardNegative,
    NearestTiesToEven,
}

/// `APFloat::roundToIntegral`: exact for every type narrower than `f80`,
/// whose values an `f64` holds exactly (as it holds the integer nearest);
/// `f80` and `f128` are rounded on their significand.
fn round_to_integral(a: Float, mode: Rounding) -> Option<Float> {
    if matches!(a.kind, FloatKind::F80 | FloatKind::F128) {
        return Some(round_wide_to_integral(a, mode));
    }
    let x = to_f64(a.kind, a.bits);
    if !x.is_finite() {
        return Some(a);
    }
    let r = match mode {
        Rounding::TowardPositive => x.ceil(),
        Rounding::TowardNegative => x.floor(),
        Rounding::NearestTiesToEven => x.round_ties_even(),
    };
    // The sign of a zero result is the operand's (`ceil(-0.5)` is `-0.0`).
    let r = if r == 0.0 { 0.0f64.copysign(x) } else { r };
    Some(Float {
        kind: a.kind,
        bits: encode_f64(a.kind, r),
    })
}

/// [`round_to_integral`] of an `f80` or `f128`: the significand shifted
/// to an integer, rounded by the bits shifted out, and encoded back.
fn round_wide_to_integral(a: Float, mode: Rounding) -> Float {
    let Decoded::Finite(negative, significand, exponent) = decode(a.kind, a.bits) else {
        return a;
    };
    if exponent >= 0 || significand == 0 {
        return a;
    }
    let shift = exponent.unsigned_abs();
    let (mut integer, fraction, half) = if shift >= 128 {
        (0, significand, u128::MAX)
    } else {
        let low = significand & ((1u128 << shift) - 1);
        (significand >> shift, low, 1u128 << (shift - 1))
    };
    let up = fraction != 0
        && match mode {
            Rounding::TowardPositive => !negative,
            Rounding::TowardNegative => negative,
            Rounding::NearestTiesToEven => {
                fraction > half || (fraction == half && integer & 1 == 1)
            }
        };
    if up {
        integer += 1;
    }
    Float {
        kind: a.kind,
        bits: encode_integer(a.kind, negative, integer),
    }
}

/// The bits of the integer `value` (exactly representable) in `f80` or
/// `f128`, negative when `negative` (a zero keeps the sign).
fn encode_integer(kind: FloatKind, negative: bool, value: u128) -> u128 {
    let (width, stored) = match kind {
        FloatKind::F80 => (80, 63),
        _ => (128, 112),
    };
    let sign = u128::from(negative) << (width - 1);
    if value == 0 {
        return sign;
    }
    let top = 127 - value.leading_zeros();
    let aligned = if top > stored {
        value >> (top - stored)
    } else {
        value << (stored - top)
    };
    let biased = u128::from(top + 16383);
    match kind {
        // x87: the integer bit is stored.
        FloatKind::F80 => sign | biased << 64 | aligned,
        _ => sign | biased << 112 | (aligned & ((1u128 << 112) - 1)),
    }
}

/// MLIR's `APFloat::getNaN` of the type: the positive quiet NaN.
fn nan(kind: FloatKind) -> Float {
    Float {
        kind,
        bits: encode_f64(kind, f64::NAN),
    }
}

/// The ops folded by a C library function of their operand.
macro_rules! host_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident: $fold:ident($f:expr);)*) => {
        $(
            impl $hooks for $op {
                fn fold(
                    self,
                    ctx: &mut Context,
                    constants: $adaptor<Option<Attribute>>,
                ) -> Option<FoldResult> {
                    folders::unary(ctx, constants.operand(), $fold($f))
                }
            }
        )*
    };
}

host_folds! {
    AcosOp, AcosOpHooks, AcosOpAdaptor: host(libm::ACOS);
    AcoshOp, AcoshOpHooks, AcoshOpAdaptor: host(libm::ACOSH);
    AsinOp, AsinOpHooks, AsinOpAdaptor: host(libm::ASIN);
    AsinhOp, AsinhOpHooks, AsinhOpAdaptor: host(libm::ASINH);
    AtanOp, AtanOpHooks, AtanOpAdaptor: host(libm::ATAN);
    AtanhOp, AtanhOpHooks, AtanhOpAdaptor: host(libm::ATANH);
    CosOp, CosOpHooks, CosOpAdaptor: host(libm::COS);
    CoshOp, CoshOpHooks, CoshOpAdaptor: host(libm::COSH);
    SinOp, SinOpHooks, SinOpAdaptor: host(libm::SIN);
    SinhOp, SinhOpHooks, SinhOpAdaptor: host(libm::SINH);
    TanOp, TanOpHooks, TanOpAdaptor: host(libm::TAN);
    TanhOp, TanhOpHooks, TanhOpAdaptor: host(libm::TANH);
    ErfOp, ErfOpHooks, ErfOpAdaptor: host(libm::ERF);
    ErfcOp, ErfcOpHooks, ErfcOpAdaptor: host(libm::ERFC);
    ExpOp, ExpOpHooks, ExpOpAdaptor: host(libm::EXP);
    Exp2Op, Exp2OpHooks, Exp2OpAdaptor: host(libm::EXP2);
    ExpM1Op, ExpM1OpHooks, ExpM1OpAdaptor: host(libm::EXPM1);
    RoundOp, RoundOpHooks, RoundOpAdaptor: host(libm::ROUND);
    TruncOp, TruncOpHooks, TruncOpAdaptor: host(libm::TRUNC);
    LogOp, LogOpHooks, LogOpAdaptor: host_non_negative(libm::LOG);
    Log2Op, Log2OpHooks, Log2OpAdaptor: host_non_negative(libm::LOG2);
    Log10Op, Log10OpHooks, Log10OpAdaptor: host_non_negative(libm::LOG10);
    SqrtOp, SqrtOpHooks, SqrtOpAdaptor: host_non_negative(libm::SQRT);
}

impl Log1pOpHooks for Log1pOp {
    /// Not folded when `a + 1` is negative.
    fn fold(
        self,
        ctx: &mut Context,
        constants: Log1pOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let f = host(libm::LOG1P);
        folders::unary(ctx, constants.operand(), |e| {
            let Elem::Float(a) = e else { return None };
            let negative = match (a.as_f64(), a.as_f32()) {
                (Some(x), _) => (x + 1.0).is_sign_negative(),
                (_, Some(x)) => (x + 1.0).is_sign_negative(),
                _ => return None,
            };
            if negative {
                return None;
            }
            f(e)
        })
    }
}

impl AbsFOpHooks for AbsFOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: AbsFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        folders::unary(ctx, constants.operand(), any_float(|a| Some(a.abs())))
    }
}

impl CeilOpHooks for CeilOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: CeilOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let round = any_float(|a| round_to_integral(a, Rounding::TowardPositive));
        folders::unary(ctx, constants.operand(), round)
    }
}

impl FloorOpHooks for FloorOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: FloorOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let round = any_float(|a| round_to_integral(a, Rounding::TowardNegative));
        folders::unary(ctx, constants.operand(), round)
    }
}

impl RoundEvenOpHooks for RoundEvenOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: RoundEvenOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let round = any_float(|a| round_to_integral(a, Rounding::NearestTiesToEven));
        folders::unary(ctx, constants.operand(), round)
    }
}

impl CopySignOpHooks for CopySignOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: CopySignOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        folders::binary(ctx, constants.lhs(), constants.rhs(), |a, b| match (a, b) {
            (Elem::Float(a), Elem::Float(b)) => Some(Elem::Float(a.copy_sign(b))),
            _ => None,
        })
    }
}

impl Atan2OpHooks for Atan2Op {
    /// `atan2(0, 0)` is NaN, of any float type.
    fn fold(
        self,
        ctx: &mut Context,
        constants: Atan2OpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let is_zero = |f: Float| matches!(decode(f.kind, f.bits), Decoded::Finite(_, 0, _));
        folders::binary(ctx, constants.lhs(), constants.rhs(), |a, b| {
            match (&a, &b) {
                (Elem::Float(x), Elem::Float(y)) if is_zero(*x) && is_zero(*y) => {
                    Some(Elem::Float(nan(x.kind)))
                }
                _ => host2(libm::ATAN2, a, b),
            }
        })
    }
}

impl PowFOpHooks for PowFOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: PowFOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        folders::binary(ctx, constants.lhs(), constants.rhs(), |a, b| {
            host2(libm::POW, a, b)
        })
    }
}

// ----- classification -------------------------------------------------------

/// The classification ops, folded by a test of the value.
macro_rules! classification_folds {
    ($($op:ident, $hooks:ident, $adaptor:ident: $test:expr;)*) => {
        $(
            impl $hooks for $op {
                fn fold(
                    self,
                    ctx: &mut Context,
                    constants: $adaptor<Option<Attribute>>,
                ) -> Option<FoldResult> {
                    let ty = ctx.value_type(self.result(ctx));
                    folders::classify(ctx, constants.operand(), ty, $test)
                }
            }
        )*
    };
}

classification_folds! {
    IsFiniteOp, IsFiniteOpHooks, IsFiniteOpAdaptor:
        |f| matches!(decode(f.kind, f.bits), Decoded::Finite(..));
    IsInfOp, IsInfOpHooks, IsInfOpAdaptor:
        |f| matches!(decode(f.kind, f.bits), Decoded::Inf(_));
    IsNaNOp, IsNaNOpHooks, IsNaNOpAdaptor:
        |f| matches!(decode(f.kind, f.bits), Decoded::Nan);
    IsNormalOp, IsNormalOpHooks, IsNormalOpAdaptor: is_normal;
}

/// `APFloat::isNormal`: finite, not zero and not subnormal.
fn is_normal(f: Float) -> bool {
    match decode(f.kind, f.bits) {
        Decoded::Finite(_, significand, _) => {
            significand != 0 && significand >> (precision(f.kind) - 1) != 0
        }
        _ => false,
    }
}

// ----- integer folders ------------------------------------------------------

/// `g` of an integer.
fn any_int(g: impl Fn(Int) -> Option<Int>) -> impl Fn(Elem) -> Option<Elem> {
    move |e| match e {
        Elem::Int(a) => g(a).map(Elem::Int),
        Elem::Float(_) => None,
    }
}

impl AbsIOpHooks for AbsIOp {
    /// `APInt::abs`: the most negative value is its own absolute value.
    fn fold(
        self,
        ctx: &mut Context,
        constants: AbsIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let abs = any_int(|a| Some(a.abs()));
        folders::unary(ctx, constants.operand(), abs)
    }
}

impl CountLeadingZerosOpHooks for CountLeadingZerosOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: CountLeadingZerosOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let count = any_int(|a| Some(a.with(i128::from(a.leading_zeros()))));
        folders::unary(ctx, constants.operand(), count)
    }
}

impl CountTrailingZerosOpHooks for CountTrailingZerosOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: CountTrailingZerosOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let count = any_int(|a| Some(a.with(i128::from(a.trailing_zeros()))));
        folders::unary(ctx, constants.operand(), count)
    }
}

impl CtPopOpHooks for CtPopOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: CtPopOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let count = any_int(|a| Some(a.with(i128::from(a.count_ones()))));
        folders::unary(ctx, constants.operand(), count)
    }
}

impl IPowIOpHooks for IPowIOp {
    /// `base ** power` in the operands' width; `0 ** negative` is not
    /// folded, and any other negative power gives 0 unless the base is 1 or
    /// -1.
    fn fold(
        self,
        ctx: &mut Context,
        constants: IPowIOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        folders::binary(ctx, constants.lhs(), constants.rhs(), |base, power| {
            let (Elem::Int(base), Elem::Int(power)) = (base, power) else {
                return None;
            };
            ipowi(base, power).map(Elem::Int)
        })
    }
}

fn ipowi(base: Int, power: Int) -> Option<Int> {
    let one = base.with(1);
    let minus_one = base.with(-1);
    if power.is_zero() {
        return Some(one);
    }
    if power.is_negative() {
        if base.is_zero() {
            return None;
        }
        if base == one {
            return Some(one);
        }
        if base != minus_one {
            return Some(base.with(0));
        }
        return Some(if power.is_odd() { minus_one } else { one });
    }
    let mut result = one;
    let (mut base, mut power) = (base, power);
    loop {
        if power.is_odd() {
            result = result.wrapping_mul(&base);
        }
        power = power.shift_right_one();
        if power.is_zero() {
            return Some(result);
        }
        base = base.wrapping_mul(&base);
    }
}
