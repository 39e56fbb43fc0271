//! LLVM IR constants (`llvm::Constant`) as the translation makes them from
//! `llvm.mlir.constant`, `undef`, `poison`, `zero`, `addressof` and the
//! initializers of globals, and as LLVM's `AsmWriter` prints them: floats
//! in decimal only when `%e` with six digits reads back exactly,
//! aggregates of zeros as `zeroinitializer`, `i8` arrays as `c"..."`.

use super::float_digits;
use super::types::IrType;
use ods_runtime::ods::{convert::dense_int_values, pred};
use ods_runtime::{AttrKind, Attribute, Context, DenseData, FloatKind, Type};
use std::fmt::Write;

/// A constant; its type is kept beside it by whoever holds it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Constant {
    /// An integer, sign-extended from its width.
    Int(i128),
    /// A float by its bits in its format.
    Float(FloatKind, u128),
    /// A pointer: `offset` bytes past a global (`@g`, `getelementptr
    /// [inbounds nuw] (i8, ptr @g, i64 N)`, in bounds when within the
    /// global) or past null (`null`, `inttoptr (i64 N to ptr)`), as LLVM's
    /// target folder leaves it.
    Ptr {
        base: Option<String>,
        offset: i64,
        inbounds: bool,
    },
    Undef,
    Poison,
    /// `zeroinitializer` (or `0`, `null`, ... for a scalar type).
    Zero,
    /// The elements of a struct, array or vector.
    Aggregate(Vec<Constant>),
    /// A constant expression LLVM keeps unfolded, as text
    /// (`ptrtoint (ptr @g to i64)`).
    Expr(String),
}

/// `value` as a `width`-bit integer, sign-extended.
pub(crate) fn wrap(width: u32, value: i128) -> i128 {
    if width == 0 || width >= 128 {
        return value;
    }
    let shift = 128 - width;
    (value << shift) >> shift
}

impl Constant {
    /// The element `index` of an aggregate constant of type `ty`: undef,
    /// poison and zero hold their kind in every element.
    pub(crate) fn element(&self, ty: &IrType, index: u64) -> Option<Constant> {
        match self {
            Constant::Undef | Constant::Poison | Constant::Zero => Some(self.clone()),
            Constant::Aggregate(elements) => {
                let _ = ty;
                elements.get(usize::try_from(index).ok()?).cloned()
            }
            _ => None,
        }
    }

    /// The elements of an aggregate of type `ty`, each spelled out.
    pub(crate) fn elements(&self, ty: &IrType) -> Option<Vec<Constant>> {
        (0..ty.len()).map(|i| self.element(ty, i)).collect()
    }

    /// An aggregate of `elements`, folded to `zeroinitializer`, `undef` or
    /// `poison` when all are that, or when there are none (as LLVM's
    /// `ConstantAggregate::get`).
    pub(crate) fn aggregate(elements: Vec<Constant>) -> Constant {
        for uniform in [Constant::Undef, Constant::Poison] {
            if !elements.is_empty() && elements.iter().all(|e| *e == uniform) {
                return uniform;
            }
        }
        if elements.iter().all(Constant::is_zero) {
            return Constant::Zero;
        }
        Constant::Aggregate(elements)
    }

    fn is_zero(&self) -> bool {
        match self {
            Constant::Zero | Constant::Int(0) => true,
            Constant::Float(_, bits) => *bits == 0,
            Constant::Ptr {
                base: None, offset, ..
            } => *offset == 0,
            _ => false,
        }
    }

    /// The constant as an operand of type `ty` prints it (without its
    /// type).
    pub(crate) fn text(&self, ty: &IrType) -> String {
        match self {
            Constant::Int(v) if *ty == IrType::Int(1) => {
                if *v == 0 { "false" } else { "true" }.to_string()
            }
            Constant::Int(v) => v.to_string(),
            Constant::Float(kind, bits) => float_text(*kind, *bits),
            Constant::Ptr {
                base: None,
                offset: 0,
                ..
            } => "null".to_string(),
            Constant::Ptr {
                base: None, offset, ..
            } => format!("inttoptr (i64 {offset} to {ty})"),
            Constant::Ptr {
                base: Some(g),
                offset: 0,
                ..
            } => format!("@{g}"),
            Constant::Ptr {
                base: Some(g),
                offset,
                inbounds,
            } => {
                let flags = if *inbounds { " inbounds nuw" } else { "" };
                format!("getelementptr{flags} (i8, {ty} @{g}, i64 {offset})")
            }
            Constant::Undef => "undef".to_string(),
            Constant::Poison => "poison".to_string(),
            Constant::Zero => match ty {
                IrType::Int(1) => "false".to_string(),
                IrType::Int(_) => "0".to_string(),
                IrType::Float(kind) => float_text(*kind, 0),
                IrType::Ptr(_) => "null".to_string(),
                _ => "zeroinitializer".to_string(),
            },
            Constant::Aggregate(elements) => aggregate_text(ty, elements),
            Constant::Expr(text) => text.clone(),
        }
    }

    /// `type value`, as an operand prints.
    pub(crate) fn typed(&self, ty: &IrType) -> String {
        format!("{ty} {}", self.text(ty))
    }
}

/// `{ i32 1, ... }`, `[i32 1, ...]`, `<i32 1, ...>` or `c"..."`.
fn aggregate_text(ty: &IrType, elements: &[Constant]) -> String {
    if let IrType::Array(_, e) = ty {
        if **e == IrType::Int(8) {
            let bytes: Option<Vec<u8>> = elements
                .iter()
                .map(|c| match c {
                    Constant::Int(v) => Some(*v as u8),
                    Constant::Zero => Some(0),
                    _ => None,
                })
                .collect();
            if let Some(bytes) = bytes {
                return format!("c\"{}\"", escape(&bytes));
            }
        }
    }
    let items: Vec<String> = elements
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let et = ty.element(i as u64).cloned().unwrap_or(IrType::Void);
            c.typed(&et)
        })
        .collect();
    let items = items.join(", ");
    match ty {
        IrType::Struct { packed: true, .. } => format!("<{{ {items} }}>"),
        IrType::Struct { .. } => format!("{{ {items} }}"),
        IrType::Vector { .. } if elements.iter().all(|e| *e == elements[0]) => {
            let element = ty.element(0).cloned().unwrap_or(IrType::Void);
            format!("splat ({})", elements[0].typed(&element))
        }
        IrType::Vector { .. } => format!("<{items}>"),
        _ => format!("[{items}]"),
    }
}

/// LLVM's `printEscapedString`: printable ASCII as is but `"`, a
/// backslash doubled, every other byte as `\XX`.
pub(crate) fn escape(bytes: &[u8]) -> String {
    let mut out = String::new();
    for &b in bytes {
        if b == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&b) && b != b'"' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
    out
}

/// The sign, significand and binary exponent of a finite non-zero f32 or
/// f64 (`significand * 2^exp`), in the float's own precision.
fn ieee_parts(kind: FloatKind, bits: u128) -> (bool, u64, i32) {
    let (fraction_bits, bias, width) = if kind == FloatKind::F32 {
        (23, 127, 32)
    } else {
        (52, 1023, 64)
    };
    let negative = (bits >> (width - 1)) & 1 == 1;
    let biased = ((bits >> fraction_bits) & ((1 << (width - 1 - fraction_bits)) - 1)) as i32;
    let fraction = (bits & ((1 << fraction_bits) - 1)) as u64;
    let (significand, biased) = if biased == 0 {
        (fraction, 1)
    } else {
        (fraction | 1 << fraction_bits, biased)
    };
    (negative, significand, biased - bias - fraction_bits)
}

/// An f32 or f64 by its bits, as an `f64`.
pub(crate) fn exact_f64(kind: FloatKind, bits: u128) -> f64 {
    if kind == FloatKind::F32 {
        f64::from(f32::from_bits(bits as u32))
    } else {
        f64::from_bits(bits as u64)
    }
}

/// A float as LLVM's `WriteAPFloatInternal` writes it.
pub(crate) fn float_text(kind: FloatKind, bits: u128) -> String {
    match kind {
        FloatKind::F32 | FloatKind::F64 => {
            let value = exact_f64(kind, bits);
            if value == 0.0 {
                let sign = if value.is_sign_negative() { "-" } else { "" };
                return format!("{sign}0.000000e+00");
            }
            if value.is_finite() {
                let (negative, significand, exp) = ieee_parts(kind, bits);
                let text = float_digits::scientific(negative, significand, exp);
                if text.parse::<f64>().ok() == Some(value) {
                    return text;
                }
            }
            // LLVM's `format_hex` of the f64 bits: no leading zeros.
            format!("0x{:X}", value.to_bits())
        }
        FloatKind::F16 => format!("0xH{bits:04X}"),
        FloatKind::BF16 => format!("0xR{bits:04X}"),
        FloatKind::F80 => format!("0xK{bits:020X}"),
        _ => format!("0xL{:016X}{:016X}", bits as u64, (bits >> 64) as u64),
    }
}

/// The constant an attribute stands for as a value of type `ty` (MLIR's
/// `getLLVMConstant`): integers, floats, strings for `i8` arrays, dense
/// elements and arrays of them for arrays, vectors and structs.
pub(crate) fn from_attr(ctx: &Context, attr: Attribute, ty: &IrType) -> Result<Constant, String> {
    match (ctx.attr_kind(attr), ty) {
        (AttrKind::Integer { value, .. }, IrType::Int(w)) => match value.to_i128() {
            Some(v) => Ok(Constant::Int(wrap(*w, v))),
            None => Err("unsupported constant value wider than 128 bits".to_string()),
        },
        (AttrKind::Integer { value, .. }, IrType::Float(kind)) => {
            Ok(Constant::Float(*kind, value.low_i128() as u128))
        }
        (AttrKind::Float { bits, .. }, IrType::Float(kind)) => Ok(Constant::Float(*kind, *bits)),
        // A float of a format LLVM lacks stands as its bits.
        (AttrKind::Float { bits, .. }, IrType::Int(w)) => {
            Ok(Constant::Int(wrap(*w, *bits as i128)))
        }
        (AttrKind::String { value, .. }, IrType::Array(..)) => Ok(Constant::aggregate(
            value
                .iter()
                .map(|&b| Constant::Int(i128::from(b as i8)))
                .collect(),
        )),
        (AttrKind::DenseElements { data, splat, .. }, _) => {
            let scalars = dense_scalars(ctx, data, *splat, ty)?;
            Ok(nest(ty, &mut scalars.into_iter()))
        }
        (
            AttrKind::Sparse {
                ty: shaped,
                indices,
                values,
            },
            _,
        ) => {
            let scalars = sparse_scalars(ctx, *shaped, *indices, *values, ty)?;
            Ok(nest(ty, &mut scalars.into_iter()))
        }
        (AttrKind::DenseResource { ty: shaped, handle }, _) => {
            super::dense_resource::resource_constant(ctx, *shaped, *handle, ty)
        }
        (AttrKind::Array(items), IrType::Struct { elements, .. })
            if items.len() == elements.len() =>
        {
            let parts = items
                .iter()
                .zip(elements)
                .map(|(&a, t)| from_attr(ctx, a, t))
                .collect::<Result<_, _>>()?;
            Ok(Constant::aggregate(parts))
        }
        (AttrKind::Array(items), IrType::Array(n, e)) if items.len() as u64 == *n => {
            let parts = items
                .iter()
                .map(|&a| from_attr(ctx, a, e))
                .collect::<Result<_, _>>()?;
            Ok(Constant::aggregate(parts))
        }
        _ => Err("unsupported constant value".to_string()),
    }
}

/// The innermost scalar type of nested arrays and vectors, and how many
/// such scalars `ty` holds.
pub(super) fn scalar_of(ty: &IrType) -> (&IrType, u64) {
    match ty {
        IrType::Array(n, e)
        | IrType::Vector {
            len: n, element: e, ..
        } => {
            let (s, count) = scalar_of(e);
            (s, n * count)
        }
        other => (other, 1),
    }
}

/// The scalars of dense data, as many as `ty` holds.
fn dense_scalars(
    ctx: &Context,
    data: &DenseData,
    splat: bool,
    ty: &IrType,
) -> Result<Vec<Constant>, String> {
    let (scalar, count) = scalar_of(ty);
    let _ = ctx;
    let all: Vec<Constant> = match (data, scalar) {
        (DenseData::Ints(values), IrType::Int(w)) => values
            .iter()
            .map(|v| Constant::Int(wrap(*w, v.low_i128())))
            .collect(),
        (DenseData::Floats(values), IrType::Float(kind)) => values
            .iter()
            .map(|&bits| Constant::Float(*kind, bits))
            .collect(),
        _ => return Err("unsupported constant value".to_string()),
    };
    if splat {
        let one = all.first().cloned().ok_or("empty dense constant")?;
        return Ok(vec![one; count as usize]);
    }
    if all.len() as u64 != count {
        return Err("dense constant of the wrong size".to_string());
    }
    Ok(all)
}

/// The scalars of a sparse constant of shape `shaped`, as many as `ty`
/// holds: its stored values at its indices, zero elsewhere (MLIR writes it
/// dense).
fn sparse_scalars(
    ctx: &Context,
    shaped: Type,
    indices: Attribute,
    values: Attribute,
    ty: &IrType,
) -> Result<Vec<Constant>, String> {
    let (scalar, count) = scalar_of(ty);
    let zero = match scalar {
        IrType::Int(_) => Constant::Int(0),
        IrType::Float(kind) => Constant::Float(*kind, 0),
        _ => return Err("unsupported constant value".to_string()),
    };
    let shape = pred::shape(ctx, shaped).ok_or("sparse constant of an unranked type")?;
    let AttrKind::DenseElements { data, splat, .. } = ctx.attr_kind(values) else {
        return Err("unsupported constant value".to_string());
    };
    let coordinates = dense_int_values(ctx, indices);
    let stored = coordinates.len() / shape.len().max(1);
    let scalar_array = IrType::Array(stored as u64, Box::new(scalar.clone()));
    let stored_values = dense_scalars(ctx, data, *splat, &scalar_array)?;
    let mut all = vec![zero; count as usize];
    for (at, value) in coordinates.chunks(shape.len().max(1)).zip(stored_values) {
        let linear = at.iter().zip(&shape).fold(0i128, |linear, (c, &d)| {
            linear * i128::from(d) + c.low_i128()
        });
        *usize::try_from(linear)
            .ok()
            .and_then(|i| all.get_mut(i))
            .ok_or("sparse constant index out of range")? = value;
    }
    Ok(all)
}

/// Nests flat scalars into the arrays and vectors of `ty`.
pub(super) fn nest(ty: &IrType, scalars: &mut impl Iterator<Item = Constant>) -> Constant {
    match ty {
        IrType::Array(n, e)
        | IrType::Vector {
            len: n, element: e, ..
        } => Constant::aggregate((0..*n).map(|_| nest(e, scalars)).collect()),
        _ => scalars.next().unwrap_or(Constant::Undef),
    }
}
