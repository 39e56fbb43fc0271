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

/// An integer value of `width` bits (MLIR's `APInt`), any width: its
/// two's-complement bits as little-endian 64-bit words, the bits above
/// `width` zero.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Int {
    words: Vec<u64>,
    pub width: u32,
}

impl Int {
    /// The low `width` bits of `value` (sign-extended beyond 128 bits).
    pub fn new(value: i128, width: u32) -> Int {
        let n = Self::word_count(width);
        let fill = if value < 0 { u64::MAX } else { 0 };
        let words = (0..n)
            .map(|i| match i {
                0 => value as u64,
                1 => (value >> 64) as u64,
                _ => fill,
            })
            .collect();
        Int { words, width }.masked()
    }

    fn word_count(width: u32) -> usize {
        (width as usize).div_ceil(64).max(1)
    }

    /// The integer of the same width holding `value`.
    pub fn with(&self, value: i128) -> Int {
        Int::new(value, self.width)
    }

    /// The bits above `width` cleared.
    fn masked(mut self) -> Int {
        let n = Self::word_count(self.width);
        self.words.resize(n, 0);
        let rem = self.width % 64;
        if self.width == 0 {
            self.words[0] = 0;
        } else if rem != 0 {
            self.words[n - 1] &= (1u64 << rem) - 1;
        }
        self
    }

    fn bit(&self, i: u32) -> bool {
        i < self.width && self.words[(i / 64) as usize] >> (i % 64) & 1 == 1
    }

    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// Whether the sign bit is set.
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    /// `-self`, wrapping.
    pub fn negate(&self) -> Int {
        let mut carry = true;
        let words = self
            .words
            .iter()
            .map(|&w| {
                let (v, c) = (!w).overflowing_add(u64::from(carry));
                carry = c;
                v
            })
            .collect();
        Int {
            words,
            width: self.width,
        }
        .masked()
    }

    /// `APInt::abs`: the most negative value is its own absolute value.
    pub fn abs(&self) -> Int {
        if self.is_negative() {
            self.negate()
        } else {
            self.clone()
        }
    }

    /// The number of leading zero bits in `width` bits.
    pub fn leading_zeros(&self) -> u32 {
        (0..self.width)
            .rev()
            .position(|i| self.bit(i))
            .map_or(self.width, |p| p as u32)
    }

    /// The number of trailing zero bits, `width` for zero.
    pub fn trailing_zeros(&self) -> u32 {
        (0..self.width)
            .position(|i| self.bit(i))
            .map_or(self.width, |p| p as u32)
    }

    pub fn count_ones(&self) -> u32 {
        self.words.iter().map(|w| w.count_ones()).sum()
    }

    /// Whether the lowest bit is set.
    pub fn is_odd(&self) -> bool {
        self.words[0] & 1 == 1
    }

    /// `self >> 1`, logical.
    pub fn shift_right_one(&self) -> Int {
        let words = (0..self.words.len())
            .map(|i| {
                let high = self.words.get(i + 1).map_or(0, |w| w << 63);
                self.words[i] >> 1 | high
            })
            .collect();
        Int {
            words,
            width: self.width,
        }
    }

    /// `self * other`, wrapping in `width` bits.
    pub fn wrapping_mul(&self, other: &Int) -> Int {
        let n = self.words.len();
        let mut out = vec![0u64; n];
        for (i, &a) in self.words.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in other.words.iter().enumerate().take(n - i) {
                let t = u128::from(a) * u128::from(b) + u128::from(out[i + j]) + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        Int {
            words: out,
            width: self.width,
        }
        .masked()
    }

    /// The value as the attribute of an integer type of this width holds
    /// it: sign-extended (the type's own reading comes after).
    fn to_bigint(&self) -> BigInt {
        let bytes: Vec<u8> = self.words.iter().flat_map(|w| w.to_le_bytes()).collect();
        BigInt::from_le_bytes(&bytes).wrap(self.width, true)
    }

    /// The low `width` bits of `value`.
    fn from_bigint(value: &BigInt, width: u32) -> Int {
        let n = Self::word_count(width);
        let bytes = value.wrap(width, false).to_le_bytes(n * 8);
        let words = bytes
            .chunks(8)
            .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
            .collect();
        Int { words, width }.masked()
    }
}

/// What one element of a constant operand is.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    Some(Int::from_bigint(value, width))
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
            let value = i.to_bigint();
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
                            let v = i.to_bigint().wrap(width, true);
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
            let result = calculate(a.first()?.clone(), b.first()?.clone())?;
            elements_attr(ctx, ty, &[result])?
        }
        (Constant::Elements { ty, elems: a, .. }, Constant::Elements { elems: b, .. }) => {
            let n = a.len().max(b.len());
            let at = |v: &[Elem], i: usize| {
                if v.len() == 1 {
                    v[0].clone()
                } else {
                    v[i].clone()
                }
            };
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
            let Elem::Float(f) = elems.first()?.clone() else {
                return None;
            };
            let bit = Int::new(i128::from(test(f)), 1);
            elements_attr(ctx, result_type, &[Elem::Int(bit)])?
        }
        _ => return None,
    };
    Some(FoldResult::Attr(attr))
}
