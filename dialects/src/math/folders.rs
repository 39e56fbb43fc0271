//! The constant folders of MLIR's `CommonFolders.h` as the math dialect
//! uses them: an op of one or two constant operands (a scalar, or the
//! elements of a vector or tensor) folds element by element, and a poison
//! operand makes a poison result.

use ods_runtime::helpers::dense_elements;
use ods_runtime::ir::float::bit_width;
use ods_runtime::registry::FoldResult;
use ods_runtime::{AttrKind, Attribute, BigInt, Context, DenseData, FloatKind, Type, TypeKind};

/// A float value: its format and its bit pattern (MLIR's `APFloat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Float {
    pub kind: FloatKind,
    pub bits: u128,
}

impl Float {
    /// The value of an `f32`, when it is one.
    pub fn as_f32(self) -> Option<f32> {
        (self.kind == FloatKind::F32).then(|| f32::from_bits(self.bits as u32))
    }

    /// The value of an `f64`, when it is one.
    pub fn as_f64(self) -> Option<f64> {
        (self.kind == FloatKind::F64).then(|| f64::from_bits(self.bits as u64))
    }

    pub fn f32(self, v: f32) -> Float {
        Float {
            kind: FloatKind::F32,
            bits: u128::from(v.to_bits()),
        }
    }

    pub fn f64(self, v: f64) -> Float {
        Float {
            kind: FloatKind::F64,
            bits: u128::from(v.to_bits()),
        }
    }

    /// The sign bit, if the format has one (`f8E8M0FNU` has none).
    fn sign_mask(self) -> u128 {
        if self.kind == FloatKind::F8E8M0FNU {
            0
        } else {
            1 << (bit_width(self.kind) - 1)
        }
    }

    pub fn is_negative(self) -> bool {
        self.bits & self.sign_mask() != 0
    }

    /// `APFloat::clearSign`.
    pub fn abs(self) -> Float {
        Float {
            bits: self.bits & !self.sign_mask(),
            ..self
        }
    }

    /// `APFloat::copySign`.
    pub fn copy_sign(self, sign: Float) -> Float {
        let mask = self.sign_mask();
        Float {
            bits: (self.bits & !mask) | (sign.bits & sign.sign_mask() & mask),
            ..self
        }
    }
}

/// An integer value of `width` bits (MLIR's `APInt`), at most 128 wide:
/// the low `width` bits of `bits`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Int {
    pub bits: u128,
    pub width: u32,
}

impl Int {
    pub fn new(bits: u128, width: u32) -> Int {
        let mask = if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        Int {
            bits: bits & mask,
            width,
        }
    }

    /// The value read as a signed integer (`i0` holds only 0).
    pub fn signed(self) -> i128 {
        if self.width == 0 {
            return 0;
        }
        let shift = 128 - self.width;
        ((self.bits << shift) as i128) >> shift
    }

    pub fn with(self, bits: u128) -> Int {
        Int::new(bits, self.width)
    }

    pub fn is_zero(self) -> bool {
        self.bits == 0
    }

    pub fn is_negative(self) -> bool {
        self.signed() < 0
    }

    /// The number of leading zero bits in `width` bits.
    pub fn leading_zeros(self) -> u32 {
        self.bits.leading_zeros() - (128 - self.width)
    }

    /// The number of trailing zero bits, `width` for zero.
    pub fn trailing_zeros(self) -> u32 {
        self.bits.trailing_zeros().min(self.width)
    }
}

/// What one element of a constant operand is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    Float(Float),
    Int(Int),
}

/// A constant operand: one value, or the elements of a shaped type (one
/// for a splat), or poison.
enum Constant {
    Scalar(Type, Elem),
    Elements {
        ty: Type,
        elems: Vec<Elem>,
        splat: bool,
    },
    Poison(Attribute),
}

/// The width of an integer or index type (`index` is 64 bits wide).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// The element type of a vector or tensor type.
fn element_type(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor(element) => Some(*element),
        _ => None,
    }
}

fn int_of(value: &BigInt, width: u32) -> Option<Int> {
    (width <= 128).then(|| Int::new(value.low_i128() as u128, width))
}

fn constant(ctx: &Context, attr: Attribute) -> Option<Constant> {
    if crate::ub::PoisonAttr::try_from(ctx, attr).is_some() {
        return Some(Constant::Poison(attr));
    }
    match ctx.attr_kind(attr) {
        AttrKind::Float { ty, bits } => {
            let kind = float_kind(ctx, *ty)?;
            Some(Constant::Scalar(
                *ty,
                Elem::Float(Float { kind, bits: *bits }),
            ))
        }
        AttrKind::Integer { ty, value } => {
            let width = int_width(ctx, *ty)?;
            Some(Constant::Scalar(*ty, Elem::Int(int_of(value, width)?)))
        }
        AttrKind::DenseElements {
            ty, data, splat, ..
        } => {
            let element = element_type(ctx, *ty)?;
            let elems: Vec<Elem> = match data {
                DenseData::Floats(v) => {
                    let kind = float_kind(ctx, element)?;
                    v.iter()
                        .map(|&bits| Elem::Float(Float { kind, bits }))
                        .collect()
                }
                DenseData::Ints(v) => {
                    let width = int_width(ctx, element)?;
                    v.iter()
                        .map(|x| int_of(x, width).map(Elem::Int))
                        .collect::<Option<_>>()?
                }
                _ => return None,
            };
            Some(Constant::Elements {
                ty: *ty,
                elems,
                splat: *splat,
            })
        }
        _ => None,
    }
}

/// The attribute of `elem` of type `ty`.
fn scalar_attr(ctx: &mut Context, ty: Type, elem: Elem) -> Attribute {
    match elem {
        Elem::Float(f) => ctx.attr(AttrKind::Float { ty, bits: f.bits }),
        Elem::Int(i) => {
            let value = BigInt::from(i.bits).wrap(i.width, true);
            let value = match ctx.type_kind(ty) {
                TypeKind::Integer {
                    width, signedness, ..
                } => value.to_int_type(*width, *signedness),
                _ => value,
            };
            ctx.attr(AttrKind::Integer { ty, value })
        }
    }
}

/// The elements attribute of shaped type `ty` holding `elems`.
fn elements_attr(ctx: &mut Context, ty: Type, elems: &[Elem]) -> Option<Attribute> {
    let element = element_type(ctx, ty)?;
    let data = match elems.first() {
        Some(Elem::Float(_)) | None if float_kind(ctx, element).is_some() => DenseData::Floats(
            elems
                .iter()
                .map(|e| match e {
                    Elem::Float(f) => Some(f.bits),
                    Elem::Int(_) => None,
                })
                .collect::<Option<_>>()?,
        ),
        _ => {
            let width = int_width(ctx, element)?;
            let signedness = match ctx.type_kind(element) {
                TypeKind::Integer { signedness, .. } => Some(*signedness),
                _ => None,
            };
            DenseData::Ints(
                elems
                    .iter()
                    .map(|e| match e {
                        Elem::Int(i) => {
                            let v = BigInt::from(i.bits).wrap(width, true);
                            Some(match signedness {
                                Some(s) => v.to_int_type(width, s),
                                None => v,
                            })
                        }
                        Elem::Float(_) => None,
                    })
                    .collect::<Option<_>>()?,
            )
        }
    };
    Some(dense_elements(ctx, ty, data))
}

/// MLIR's `constFoldUnaryOpConditional`: `calculate` on a constant
/// operand, element by element; `None` anywhere leaves the op unfolded.
pub fn unary(
    ctx: &mut Context,
    operand: Option<Attribute>,
    calculate: impl Fn(Elem) -> Option<Elem>,
) -> Option<FoldResult> {
    let attr = match constant(ctx, operand?)? {
        Constant::Poison(p) => p,
        Constant::Scalar(ty, e) => scalar_attr(ctx, ty, calculate(e)?),
        Constant::Elements { ty, elems, .. } => {
            let results: Vec<Elem> = elems.into_iter().map(&calculate).collect::<Option<_>>()?;
            elements_attr(ctx, ty, &results)?
        }
    };
    Some(FoldResult::Attr(attr))
}

/// MLIR's `constFoldBinaryOpConditional`: `calculate` on two constant
/// operands of one type, element by element; a poison operand is the
/// result.
pub fn binary(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    calculate: impl Fn(Elem, Elem) -> Option<Elem>,
) -> Option<FoldResult> {
    let (lhs, rhs) = (constant(ctx, lhs?)?, constant(ctx, rhs?)?);
    let attr = match (lhs, rhs) {
        (Constant::Poison(p), _) | (_, Constant::Poison(p)) => p,
        (Constant::Scalar(ty, a), Constant::Scalar(_, b)) => scalar_attr(ctx, ty, calculate(a, b)?),
        (
            Constant::Elements {
                ty,
                elems: a,
                splat: true,
            },
            Constant::Elements {
                elems: b,
                splat: true,
                ..
            },
        ) => {
            let result = calculate(*a.first()?, *b.first()?)?;
            elements_attr(ctx, ty, &[result])?
        }
        (Constant::Elements { ty, elems: a, .. }, Constant::Elements { elems: b, .. }) => {
            let n = a.len().max(b.len());
            let at = |v: &[Elem], i: usize| if v.len() == 1 { v[0] } else { v[i] };
            if [a.len(), b.len()].iter().any(|&l| l != n && l != 1) {
                return None;
            }
            let results: Vec<Elem> = (0..n)
                .map(|i| calculate(at(&a, i), at(&b, i)))
                .collect::<Option<_>>()?;
            elements_attr(ctx, ty, &results)?
        }
        _ => return None,
    };
    Some(FoldResult::Attr(attr))
}

/// MLIR's folders of the classification ops: a float constant or a splat
/// of floats gives `test` of the value as an `i1` of the result's shape.
pub fn classify(
    ctx: &mut Context,
    operand: Option<Attribute>,
    result_type: Type,
    test: impl Fn(Float) -> bool,
) -> Option<FoldResult> {
    let attr = match constant(ctx, operand?)? {
        Constant::Scalar(_, Elem::Float(f)) => ods_runtime::helpers::bool_attr(ctx, test(f)),
        Constant::Elements {
            elems, splat: true, ..
        } => {
            let Elem::Float(f) = *elems.first()? else {
                return None;
            };
            let bit = Int::new(u128::from(test(f)), 1);
            elements_attr(ctx, result_type, &[Elem::Int(bit)])?
        }
        _ => return None,
    };
    Some(FoldResult::Attr(attr))
}
