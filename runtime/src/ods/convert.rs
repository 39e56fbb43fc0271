//! Conversions between Rust values and types or attributes, called from the
//! Rust code strings of the bundled TableGen prelude: `builderCall` of
//! buildable types, `constBuilderCall` and `convertFromStorage` of
//! attributes, `convertToAttribute` and `convertFromAttribute` of
//! properties.
//!
//! Builders take `&mut Context` and intern what they make, in the form
//! MLIR's textual IR parser would give (so printed IR matches MLIR's): a
//! boolean is an `i1` integer attribute, integer values are kept sign- or
//! zero-extended as their type reads them, floats as bit patterns.
//!
//! Readers (`as_*`) are meant for attributes that passed their constraint;
//! given another kind of attribute they give a zero, empty or [`NO_TYPE`]
//! value rather than panic. The `try_*` readers and [`prop_from_attr`] give
//! `None` instead.

use crate::context::Context;
use crate::ir::float::{encode_f64, to_f64};
use crate::ir::{
    AttrKind, Attribute, BigInt, DenseData, Dim, FloatKind, Signedness, Type, TypeKind,
};
use crate::ods::pred::{DYNAMIC, NO_TYPE};

// ----- building types -----------------------------------------------------------

/// The integer type `iN`, `siN` or `uiN`.
pub fn integer(ctx: &mut Context, width: u32, signedness: Signedness) -> Type {
    ctx.ty(TypeKind::Integer { width, signedness })
}

/// The float type of the given kind.
pub fn float(ctx: &mut Context, kind: FloatKind) -> Type {
    ctx.ty(TypeKind::Float(kind))
}

/// The `index` type.
pub fn index(ctx: &mut Context) -> Type {
    ctx.ty(TypeKind::Index)
}

/// The `none` type.
pub fn none(ctx: &mut Context) -> Type {
    ctx.ty(TypeKind::None)
}

/// `complex<element>`.
pub fn complex(ctx: &mut Context, element: Type) -> Type {
    ctx.ty(TypeKind::Complex(element))
}

/// The function type `(inputs) -> results`.
pub fn function(ctx: &mut Context, inputs: &[Type], results: &[Type]) -> Type {
    ctx.ty(TypeKind::Function {
        inputs: inputs.into(),
        results: results.into(),
    })
}

/// `tuple<elements>`.
pub fn tuple(ctx: &mut Context, elements: &[Type]) -> Type {
    ctx.ty(TypeKind::Tuple(elements.into()))
}

/// A fixed-length `vector<shape x element>`.
pub fn vector(ctx: &mut Context, shape: &[i64], element: Type) -> Type {
    ctx.ty(TypeKind::Vector {
        shape: shape.into(),
        scalable: vec![false; shape.len()].into(),
        element,
    })
}

fn dims(shape: &[i64]) -> Box<[Dim]> {
    shape
        .iter()
        .map(|&d| if d == DYNAMIC { None } else { Some(d) })
        .collect()
}

/// `tensor<shape x element>`, a dimension of [`DYNAMIC`] size being `?`.
pub fn ranked_tensor(ctx: &mut Context, shape: &[i64], element: Type) -> Type {
    ctx.ty(TypeKind::RankedTensor {
        shape: dims(shape),
        element,
        encoding: None,
    })
}

/// `tensor<* x element>`.
pub fn unranked_tensor(ctx: &mut Context, element: Type) -> Type {
    ctx.ty(TypeKind::UnrankedTensor(element))
}

/// `memref<shape x element>` with the identity layout and the default
/// memory space, a dimension of [`DYNAMIC`] size being `?`.
pub fn memref(ctx: &mut Context, shape: &[i64], element: Type) -> Type {
    ctx.ty(TypeKind::MemRef {
        shape: dims(shape),
        element,
        layout: None,
        memory_space: None,
    })
}

/// The opaque type `!dialect.data` of an unregistered dialect.
pub fn opaque_type(ctx: &mut Context, dialect: &str, data: &str) -> Type {
    ctx.ty(TypeKind::Opaque {
        dialect: dialect.into(),
        data: data.into(),
    })
}

// ----- building attributes --------------------------------------------------------

/// Width and signedness of an integer-like type (`index` is 64 bits).
fn int_info(ctx: &Context, t: Type) -> Option<(u32, Signedness)> {
    if t == NO_TYPE {
        return None;
    }
    match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
        TypeKind::Index => Some((64, Signedness::Signless)),
        _ => None,
    }
}

/// An integer attribute of type `ty` (an integer type or `index`) holding
/// `value` truncated to the type's width. For a float `ty` it gives the
/// float attribute of that value; [`NO_TYPE`] is taken as `i64`.
pub fn integer_attr(ctx: &mut Context, ty: Type, value: i128) -> Attribute {
    // Attributes never hold the stand-in `NO_TYPE`: it becomes `i64`.
    let ty = if ty == NO_TYPE {
        integer(ctx, 64, Signedness::Signless)
    } else {
        ty
    };
    if let TypeKind::Float(_) = ctx.type_kind(ty) {
        return float_attr(ctx, ty, value as f64);
    }
    // Truncated and extended back as the type reads it (as the textual IR
    // parser stores values).
    let value = match int_info(ctx, ty) {
        Some((width, signedness)) => BigInt::from(value).to_int_type(width, signedness),
        None => BigInt::from(value),
    };
    ctx.attr(AttrKind::Integer { ty, value })
}

/// A float attribute of type `ty` holding `value` rounded to the type (to
/// nearest, ties to even). For an integer `ty` it gives the integer
/// attribute of `value` truncated toward zero; [`NO_TYPE`] is taken as
/// `f64`.
pub fn float_attr(ctx: &mut Context, ty: Type, value: f64) -> Attribute {
    // Attributes never hold the stand-in `NO_TYPE`: it becomes `f64`.
    let ty = if ty == NO_TYPE {
        float(ctx, FloatKind::F64)
    } else {
        ty
    };
    let float_kind = match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    };
    match float_kind {
        Some(k) => {
            let bits = encode_f64(k, value);
            ctx.attr(AttrKind::Float { ty, bits })
        }
        None => integer_attr(ctx, ty, value as i128),
    }
}

/// A Rust number that can become an integer or float attribute of a given
/// type (see [`typed_attr`]).
pub trait AttrValue {
    /// The attribute of type `ty` holding `self`: integers through
    /// [`integer_attr`], floats through [`float_attr`].
    fn into_attr(self, ctx: &mut Context, ty: Type) -> Attribute;
}

macro_rules! int_attr_value {
    ($($t:ty),*) => {$(
        impl AttrValue for $t {
            fn into_attr(self, ctx: &mut Context, ty: Type) -> Attribute {
                integer_attr(ctx, ty, i128::from(self))
            }
        }
    )*};
}
int_attr_value!(bool, i8, i16, i32, i64, i128, u8, u16, u32, u64);

impl AttrValue for f32 {
    fn into_attr(self, ctx: &mut Context, ty: Type) -> Attribute {
        float_attr(ctx, ty, f64::from(self))
    }
}

impl AttrValue for f64 {
    fn into_attr(self, ctx: &mut Context, ty: Type) -> Attribute {
        float_attr(ctx, ty, self)
    }
}

/// An integer or float attribute of type `ty` holding `value`.
pub fn typed_attr<V: AttrValue>(ctx: &mut Context, ty: Type, value: V) -> Attribute {
    value.into_attr(ctx, ty)
}

/// `value : i32`.
pub fn i32_attr(ctx: &mut Context, value: i32) -> Attribute {
    let ty = integer(ctx, 32, Signedness::Signless);
    integer_attr(ctx, ty, i128::from(value))
}

/// `value : i64` (inside arrays it prints as just `value`).
pub fn i64_attr(ctx: &mut Context, value: i64) -> Attribute {
    let ty = integer(ctx, 64, Signedness::Signless);
    integer_attr(ctx, ty, i128::from(value))
}

/// `value : index`.
pub fn index_attr(ctx: &mut Context, value: i64) -> Attribute {
    let ty = index(ctx);
    integer_attr(ctx, ty, i128::from(value))
}

/// `value : f32`.
pub fn f32_attr(ctx: &mut Context, value: f32) -> Attribute {
    let ty = float(ctx, FloatKind::F32);
    float_attr(ctx, ty, f64::from(value))
}

/// `value : f64`.
pub fn f64_attr(ctx: &mut Context, value: f64) -> Attribute {
    let ty = float(ctx, FloatKind::F64);
    float_attr(ctx, ty, value)
}

/// `true` or `false`: an integer attribute of type `i1`.
pub fn bool_attr(ctx: &mut Context, value: bool) -> Attribute {
    let ty = integer(ctx, 1, Signedness::Signless);
    ctx.attr(AttrKind::Integer {
        ty,
        value: BigInt::from(value),
    })
}

/// The `unit` attribute.
pub fn unit_attr(ctx: &mut Context) -> Attribute {
    ctx.attr(AttrKind::Unit)
}

/// The string attribute `"value"` (without a type).
pub fn string_attr(ctx: &mut Context, value: &str) -> Attribute {
    ctx.attr(AttrKind::String {
        value: value.as_bytes().into(),
        ty: None,
    })
}

/// The type attribute of `ty` ([`NO_TYPE`] gives that of `none`).
pub fn type_attr(ctx: &mut Context, ty: Type) -> Attribute {
    let ty = if ty == NO_TYPE { none(ctx) } else { ty };
    ctx.attr(AttrKind::Type(ty))
}

/// The array attribute `[elements]`.
pub fn array_attr(ctx: &mut Context, elements: impl Into<Vec<Attribute>>) -> Attribute {
    ctx.attr(AttrKind::Array(elements.into().into()))
}

/// The dictionary attribute of `entries` (sorted by name; of equal names
/// the last wins).
pub fn dictionary_attr(ctx: &mut Context, entries: &[(&str, Attribute)]) -> Attribute {
    let entries = entries
        .iter()
        .map(|&(name, value)| (ctx.symbol(name), value))
        .collect();
    ctx.dictionary(entries)
}

/// The flat symbol reference `@name`.
pub fn flat_symbol_ref(ctx: &mut Context, name: &str) -> Attribute {
    symbol_ref(ctx, name, &[])
}

/// The symbol reference `@root::@nested...`.
pub fn symbol_ref(ctx: &mut Context, root: &str, nested: &[&str]) -> Attribute {
    let root = ctx.symbol(root);
    let nested = nested.iter().map(|n| ctx.symbol(n)).collect();
    ctx.attr(AttrKind::SymbolRef { root, nested })
}

/// `[true, false]`: an array of `i1` integer attributes (`BoolArrayAttr`).
pub fn bool_array_attr(ctx: &mut Context, values: &[bool]) -> Attribute {
    let elements: Vec<_> = values.iter().map(|&v| bool_attr(ctx, v)).collect();
    array_attr(ctx, elements)
}

/// `[1 : i32, 2 : i32]`: an array of `i32` integer attributes
/// (`I32ArrayAttr`).
pub fn i32_array_attr(ctx: &mut Context, values: &[i32]) -> Attribute {
    let elements: Vec<_> = values.iter().map(|&v| i32_attr(ctx, v)).collect();
    array_attr(ctx, elements)
}

/// `[1, 2]`: an array of `i64` integer attributes (`I64ArrayAttr`).
pub fn i64_array_attr(ctx: &mut Context, values: &[i64]) -> Attribute {
    let elements: Vec<_> = values.iter().map(|&v| i64_attr(ctx, v)).collect();
    array_attr(ctx, elements)
}

/// An array of `f32` float attributes (`F32ArrayAttr`).
pub fn f32_array_attr(ctx: &mut Context, values: &[f32]) -> Attribute {
    let elements: Vec<_> = values.iter().map(|&v| f32_attr(ctx, v)).collect();
    array_attr(ctx, elements)
}

/// An array of `f64` float attributes (`F64ArrayAttr`).
pub fn f64_array_attr(ctx: &mut Context, values: &[f64]) -> Attribute {
    let elements: Vec<_> = values.iter().map(|&v| f64_attr(ctx, v)).collect();
    array_attr(ctx, elements)
}

/// An array of string attributes (`StrArrayAttr`); takes `&str`s or
/// `String`s.
pub fn str_array_attr<S: AsRef<str>>(ctx: &mut Context, values: &[S]) -> Attribute {
    let elements: Vec<_> = values
        .iter()
        .map(|v| string_attr(ctx, v.as_ref()))
        .collect();
    array_attr(ctx, elements)
}

/// An array of type attributes (`TypeArrayAttr`).
pub fn type_array_attr(ctx: &mut Context, types: &[Type]) -> Attribute {
    let elements: Vec<_> = types.iter().map(|&t| type_attr(ctx, t)).collect();
    array_attr(ctx, elements)
}

// ----- dense arrays ------------------------------------------------------------------

/// A Rust element type of dense arrays (`array<i64: 1, 2>`): `bool` (`i1`),
/// `i8`, `i16`, `i32`, `i64` (signless integers of those widths), `f32` and
/// `f64`.
pub trait DenseElem: Copy {
    /// The MLIR element type.
    fn element_type(ctx: &mut Context) -> Type;
    /// Whether `t` is that element type.
    fn is_element_type(ctx: &Context, t: Type) -> bool;
    /// The elements in the form the IR keeps them.
    fn to_data(values: &[Self]) -> DenseData;
    /// Element `i` of `data`, if it holds elements of this kind.
    fn from_data(data: &DenseData, i: usize) -> Option<Self>;
}

macro_rules! dense_int_elem {
    ($($t:ty => $w:expr),*) => {$(
        impl DenseElem for $t {
            fn element_type(ctx: &mut Context) -> Type {
                integer(ctx, $w, Signedness::Signless)
            }
            fn is_element_type(ctx: &Context, t: Type) -> bool {
                crate::ods::pred::is_integer(ctx, t, $w, Signedness::Signless)
            }
            fn to_data(values: &[Self]) -> DenseData {
                DenseData::Ints(values.iter().map(|&v| BigInt::from(v)).collect())
            }
            fn from_data(data: &DenseData, i: usize) -> Option<Self> {
                match data {
                    DenseData::Ints(v) => v.get(i).map(|x| <$t as IntValue>::from_i128(x.low_i128())),
                    _ => None,
                }
            }
        }
    )*};
}
dense_int_elem!(bool => 1, i8 => 8, i16 => 16, i32 => 32, i64 => 64);

macro_rules! dense_float_elem {
    ($($t:ty => $k:expr),*) => {$(
        impl DenseElem for $t {
            fn element_type(ctx: &mut Context) -> Type {
                float(ctx, $k)
            }
            fn is_element_type(ctx: &Context, t: Type) -> bool {
                crate::ods::pred::is_float_kind(ctx, t, $k)
            }
            fn to_data(values: &[Self]) -> DenseData {
                DenseData::Floats(values.iter().map(|&v| encode_f64($k, f64::from(v))).collect())
            }
            fn from_data(data: &DenseData, i: usize) -> Option<Self> {
                match data {
                    DenseData::Floats(v) => v.get(i).map(|&b| to_f64($k, b) as $t),
                    _ => None,
                }
            }
        }
    )*};
}
dense_float_elem!(f32 => FloatKind::F32, f64 => FloatKind::F64);

/// `dense<...> : ty` (a tensor or vector type) holding `data`, row-major,
/// one element per element of `ty` or one for them all: elements that are
/// all equal, or a single one, are stored as a splat, as MLIR's
/// `DenseElementsAttr::get` stores them (and prints them, `dense<1.0>`).
pub fn dense_elements(ctx: &mut Context, ty: Type, data: DenseData) -> Attribute {
    let (data, splat) = crate::asm::parse_attr::detect_splat(data);
    let splat = splat || data.len() == 1;
    ctx.attr(AttrKind::DenseElements {
        ty,
        data,
        splat,
        i1_padding: 0,
    })
}

/// The dense array `array<T: values>` (`DenseI64ArrayAttr` and the like).
pub fn dense_array<T: DenseElem>(ctx: &mut Context, values: &[T]) -> Attribute {
    let element = T::element_type(ctx);
    ctx.attr(AttrKind::DenseArray {
        element,
        data: T::to_data(values),
    })
}

/// `array<i32: values>`.
pub fn dense_i32_array(ctx: &mut Context, values: &[i32]) -> Attribute {
    dense_array(ctx, values)
}

/// `array<i64: values>`.
pub fn dense_i64_array(ctx: &mut Context, values: &[i64]) -> Attribute {
    dense_array(ctx, values)
}

/// The elements of a dense array of `T`s; `None` for another attribute or
/// element type.
pub fn try_dense_array_vec<T: DenseElem>(ctx: &Context, a: Attribute) -> Option<Vec<T>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, data } if T::is_element_type(ctx, *element) => {
            (0..data.len()).map(|i| T::from_data(data, i)).collect()
        }
        _ => None,
    }
}

/// The elements of a dense array of `T`s (empty for others).
pub fn dense_array_vec<T: DenseElem>(ctx: &Context, a: Attribute) -> Vec<T> {
    try_dense_array_vec(ctx, a).unwrap_or_default()
}

/// The elements of an `array<i32: ...>`.
pub fn dense_i32_vec(ctx: &Context, a: Attribute) -> Vec<i32> {
    dense_array_vec(ctx, a)
}

/// The elements of an `array<i64: ...>`.
pub fn dense_i64_vec(ctx: &Context, a: Attribute) -> Vec<i64> {
    dense_array_vec(ctx, a)
}

// ----- reading values out of attributes ------------------------------------------

/// A Rust integer type (or `bool`) that integer attribute values convert
/// to, wrapping to its width as C++ conversions do (`bool`: non-zero).
pub trait IntValue: Copy {
    /// `v` wrapped to the type (`as`); for `bool`, whether it is non-zero.
    fn from_i128(v: i128) -> Self;
}

macro_rules! int_value {
    ($($t:ty),*) => {$(
        impl IntValue for $t {
            fn from_i128(v: i128) -> Self {
                v as $t
            }
        }
    )*};
}
int_value!(i8, i16, i32, i64, i128, u8, u16, u32, u64, u128);

impl IntValue for bool {
    fn from_i128(v: i128) -> Self {
        v != 0
    }
}

/// The value of an integer attribute as a `T`, wrapped as [`as_int`]
/// wraps it; `None` for other attributes.
pub fn try_int<T: IntValue>(ctx: &Context, a: Attribute) -> Option<T> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(T::from_i128(value.low_i128())),
        _ => None,
    }
}

/// The value of an integer attribute as a `T` (0 for other attributes).
/// Unsigned and `i1` values are taken zero-extended, others sign-extended,
/// then wrapped to `T` (`as_int::<u32>` of `-1 : i32` is `u32::MAX`; a
/// value wider than 128 bits keeps its low bits).
pub fn as_int<T: IntValue>(ctx: &Context, a: Attribute) -> T {
    try_int(ctx, a).unwrap_or_else(|| T::from_i128(0))
}

/// The value of an integer attribute as an `i64`.
pub fn as_i64(ctx: &Context, a: Attribute) -> i64 {
    as_int(ctx, a)
}

/// The value of an integer attribute as a `u64`.
pub fn as_u64(ctx: &Context, a: Attribute) -> u64 {
    as_int(ctx, a)
}

/// The value of an integer attribute as an `i128`.
pub fn as_i128(ctx: &Context, a: Attribute) -> i128 {
    as_int(ctx, a)
}

/// The value of a boolean attribute (`false` for other attributes).
pub fn as_bool(ctx: &Context, a: Attribute) -> bool {
    try_bool(ctx, a).unwrap_or(false)
}

/// The value of a boolean (`i1` integer) attribute.
pub fn try_bool(ctx: &Context, a: Attribute) -> Option<bool> {
    if crate::ods::pred::is_bool_attr(ctx, a) {
        try_int(ctx, a)
    } else {
        None
    }
}

/// The value of a float attribute as an `f64`.
pub fn try_f64(ctx: &Context, a: Attribute) -> Option<f64> {
    match ctx.attr_kind(a) {
        AttrKind::Float { ty, bits } => match ctx.type_kind(*ty) {
            TypeKind::Float(k) => Some(to_f64(*k, *bits)),
            _ => None,
        },
        _ => None,
    }
}

/// The value of a float attribute as an `f64` (0 for other attributes).
pub fn as_f64(ctx: &Context, a: Attribute) -> f64 {
    try_f64(ctx, a).unwrap_or(0.0)
}

/// The value of a float attribute as an `f32` (0 for other attributes).
pub fn as_f32(ctx: &Context, a: Attribute) -> f32 {
    as_f64(ctx, a) as f32
}

/// The text of a string attribute; `None` for other attributes. Bytes that
/// are not UTF-8 end the text.
pub fn try_str(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(match std::str::from_utf8(value) {
            Ok(s) => s,
            Err(e) => std::str::from_utf8(&value[..e.valid_up_to()]).unwrap_or(""),
        }),
        _ => None,
    }
}

/// The text of a string attribute ("" for other attributes).
pub fn as_str(ctx: &Context, a: Attribute) -> &str {
    try_str(ctx, a).unwrap_or("")
}

/// The type held by a type attribute.
pub fn try_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The type held by a type attribute ([`NO_TYPE`] for other attributes).
pub fn as_type(ctx: &Context, a: Attribute) -> Type {
    try_type(ctx, a).unwrap_or(NO_TYPE)
}

/// The elements of an array attribute.
pub fn try_as_array(ctx: &Context, a: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => Some(items),
        _ => None,
    }
}

/// The elements of an array attribute (empty for other attributes).
pub fn as_array(ctx: &Context, a: Attribute) -> &[Attribute] {
    try_as_array(ctx, a).unwrap_or(&[])
}

/// The referenced name of a symbol reference (its root for a nested one).
pub fn try_flat_symbol_name(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => Some(ctx.symbol_str(*root)),
        _ => None,
    }
}

/// The name of a flat symbol reference `@name` ("" for other attributes).
pub fn flat_symbol_name(ctx: &Context, a: Attribute) -> &str {
    try_flat_symbol_name(ctx, a).unwrap_or("")
}

/// Every element of an array attribute read by `f`.
fn array_values<'a, T>(
    ctx: &'a Context,
    a: Attribute,
    f: impl Fn(&'a Context, Attribute) -> T,
) -> Vec<T> {
    as_array(ctx, a).iter().map(|&e| f(ctx, e)).collect()
}

/// The values of an array of boolean attributes.
pub fn as_bool_vec(ctx: &Context, a: Attribute) -> Vec<bool> {
    array_values(ctx, a, as_bool)
}

/// The values of an array of integer attributes, as `i32`s.
pub fn as_i32_vec(ctx: &Context, a: Attribute) -> Vec<i32> {
    array_values(ctx, a, as_int::<i32>)
}

/// The values of an array of integer attributes, as `i64`s.
pub fn as_i64_vec(ctx: &Context, a: Attribute) -> Vec<i64> {
    array_values(ctx, a, as_int::<i64>)
}

/// The values of an array of float attributes, as `f32`s.
pub fn as_f32_vec(ctx: &Context, a: Attribute) -> Vec<f32> {
    array_values(ctx, a, as_f32)
}

/// The values of an array of float attributes, as `f64`s.
pub fn as_f64_vec(ctx: &Context, a: Attribute) -> Vec<f64> {
    array_values(ctx, a, as_f64)
}

/// The texts of an array of string attributes.
pub fn as_str_vec(ctx: &Context, a: Attribute) -> Vec<&str> {
    array_values(ctx, a, as_str)
}

/// The types of an array of type attributes.
pub fn as_type_vec(ctx: &Context, a: Attribute) -> Vec<Type> {
    array_values(ctx, a, as_type)
}

// ----- properties ------------------------------------------------------------------

/// A Rust property value with an attribute form (the default
/// `convertToAttribute` of `Property`), as MLIR's `convertToAttribute`
/// overloads give it: integers become integer attributes of the signless
/// type of their width, `bool`s `true`/`false`, strings string attributes,
/// `Vec`s and slices of integers (or of other [`DenseElem`]s) dense arrays,
/// types type attributes, attributes themselves.
pub trait PropertyValue {
    /// The attribute form of the value, as stored in an op's properties.
    fn to_attribute(&self, ctx: &mut Context) -> Attribute;
}

macro_rules! int_property {
    ($($t:ty => $w:expr),*) => {$(
        impl PropertyValue for $t {
            fn to_attribute(&self, ctx: &mut Context) -> Attribute {
                let ty = integer(ctx, $w, Signedness::Signless);
                integer_attr(ctx, ty, i128::from(*self))
            }
        }
    )*};
}
int_property!(i8 => 8, i16 => 16, i32 => 32, i64 => 64, u8 => 8, u16 => 16, u32 => 32, u64 => 64);

impl PropertyValue for bool {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        bool_attr(ctx, *self)
    }
}

impl PropertyValue for str {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        string_attr(ctx, self)
    }
}

impl PropertyValue for String {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        string_attr(ctx, self)
    }
}

impl<T: DenseElem> PropertyValue for [T] {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        dense_array(ctx, self)
    }
}

impl<T: DenseElem> PropertyValue for Vec<T> {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        dense_array(ctx, self)
    }
}

impl PropertyValue for Type {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        type_attr(ctx, *self)
    }
}

impl PropertyValue for Attribute {
    fn to_attribute(&self, _: &mut Context) -> Attribute {
        *self
    }
}

impl<T: PropertyValue + ?Sized> PropertyValue for &T {
    fn to_attribute(&self, ctx: &mut Context) -> Attribute {
        (**self).to_attribute(ctx)
    }
}

/// The attribute form of a property value.
pub fn prop_to_attr<T: PropertyValue + ?Sized>(ctx: &mut Context, value: &T) -> Attribute {
    value.to_attribute(ctx)
}

/// A Rust property value read back from its attribute form (the default
/// `convertFromAttribute` of `Property`); the reverse of [`PropertyValue`].
/// Integers accept an integer attribute of any type (wrapping to the Rust
/// type), `bool` only `true`/`false`.
pub trait FromAttribute<'a>: Sized {
    /// The value `a` holds; `None` when `a` is not of the expected form.
    fn from_attribute(ctx: &'a Context, a: Attribute) -> Option<Self>;
}

macro_rules! int_from_attribute {
    ($($t:ty),*) => {$(
        impl FromAttribute<'_> for $t {
            fn from_attribute(ctx: &Context, a: Attribute) -> Option<Self> {
                try_int(ctx, a)
            }
        }
    )*};
}
int_from_attribute!(i8, i16, i32, i64, u8, u16, u32, u64);

impl FromAttribute<'_> for bool {
    fn from_attribute(ctx: &Context, a: Attribute) -> Option<Self> {
        try_bool(ctx, a)
    }
}

impl<'a> FromAttribute<'a> for &'a str {
    fn from_attribute(ctx: &'a Context, a: Attribute) -> Option<Self> {
        try_str(ctx, a)
    }
}

impl FromAttribute<'_> for String {
    fn from_attribute(ctx: &Context, a: Attribute) -> Option<Self> {
        try_str(ctx, a).map(str::to_owned)
    }
}

impl<T: DenseElem> FromAttribute<'_> for Vec<T> {
    fn from_attribute(ctx: &Context, a: Attribute) -> Option<Self> {
        try_dense_array_vec(ctx, a)
    }
}

impl FromAttribute<'_> for Type {
    fn from_attribute(ctx: &Context, a: Attribute) -> Option<Self> {
        try_type(ctx, a)
    }
}

impl FromAttribute<'_> for Attribute {
    fn from_attribute(_: &Context, a: Attribute) -> Option<Self> {
        Some(a)
    }
}

/// A property value read from its attribute form; `None` when the attribute
/// is not a form of a `T`.
pub fn prop_from_attr<'a, T: FromAttribute<'a>>(ctx: &'a Context, a: Attribute) -> Option<T> {
    T::from_attribute(ctx, a)
}

/// The attribute form of a `UnitProp`: `unit` when set, `false` when not.
pub fn unit_prop_attr(ctx: &mut Context, value: bool) -> Attribute {
    if value {
        unit_attr(ctx)
    } else {
        bool_attr(ctx, false)
    }
}

/// A `UnitProp` read from `unit` (set) or a boolean attribute.
pub fn unit_prop_from_attr(ctx: &Context, a: Attribute) -> Option<bool> {
    if crate::ods::pred::is_unit_attr(ctx, a) {
        Some(true)
    } else {
        try_bool(ctx, a)
    }
}

/// The integers of a dense integer elements attribute, as their type
/// reads them (a splat repeated); none for another attribute.
pub fn dense_int_values(ctx: &Context, a: Attribute) -> Vec<BigInt> {
    let AttrKind::DenseElements {
        ty,
        data: DenseData::Ints(values),
        splat,
        ..
    } = ctx.attr_kind(a)
    else {
        return Vec::new();
    };
    if !*splat {
        return values.to_vec();
    }
    let count = match ctx.type_kind(*ty) {
        TypeKind::Vector { shape, .. } => shape.iter().map(|&d| d.max(0) as usize).product(),
        TypeKind::RankedTensor { shape, .. } => shape
            .iter()
            .map(|d| d.unwrap_or(0).max(0) as usize)
            .product(),
        _ => 1,
    };
    vec![values[0].clone(); count]
}

/// `dense<[values]> : vector<N x element>`, all-equal values a splat;
/// none for no values (the case values of `cf.switch` and `llvm.switch`).
pub fn dense_int_vector(ctx: &mut Context, element: Type, values: &[BigInt]) -> Option<Attribute> {
    let first = values.first()?;
    let ty = vector(ctx, &[values.len() as i64], element);
    let splat = values.iter().all(|v| v == first);
    let data = if splat { &values[..1] } else { values };
    Some(ctx.attr(AttrKind::DenseElements {
        ty,
        data: DenseData::Ints(data.into()),
        splat,
        i1_padding: 0,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::pred;

    fn print_attr(ctx: &mut Context, a: Attribute) -> String {
        let loc = ctx.unknown_loc();
        let mut st = crate::ir::OperationState::new(ctx, "test.t", loc);
        let name = ctx.symbol("a");
        st.attributes.push((name, a));
        let op = ctx.create_op(st);
        let opts = crate::asm::PrintOptions {
            generic: true,
            ..Default::default()
        };
        let s = crate::asm::print_top_level(ctx, op, opts).unwrap();
        if s.contains("{a}") {
            // A unit attribute prints as its name alone.
            return "unit".to_string();
        }
        let start = s.find("{a = ").expect("attribute printed") + 5;
        let end = s.rfind("} :").unwrap();
        s[start..end].to_string()
    }

    #[test]
    fn dense_elements_of_equal_values_are_a_splat() {
        let mut ctx = Context::new();
        let f32t = float(&mut ctx, FloatKind::F32);
        let v2 = vector(&mut ctx, &[2], f32t);
        let one = encode_f64(FloatKind::F32, 1.0);
        let two = encode_f64(FloatKind::F32, 2.0);
        let same = dense_elements(&mut ctx, v2, DenseData::Floats(vec![one, one].into()));
        assert_eq!(
            print_attr(&mut ctx, same),
            "dense<1.000000e+00> : vector<2xf32>"
        );
        let splat = dense_elements(&mut ctx, v2, DenseData::Floats(vec![two].into()));
        assert_eq!(
            print_attr(&mut ctx, splat),
            "dense<2.000000e+00> : vector<2xf32>"
        );
        let both = dense_elements(&mut ctx, v2, DenseData::Floats(vec![one, two].into()));
        assert_eq!(
            print_attr(&mut ctx, both),
            "dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>"
        );
    }

    #[test]
    fn builds_attributes_as_mlir_prints_them() {
        let mut ctx = Context::new();
        let cases: Vec<(Attribute, &str)> = vec![
            (bool_attr(&mut ctx, true), "true"),
            (i32_attr(&mut ctx, -3), "-3 : i32"),
            (i64_attr(&mut ctx, 7), "7 : i64"),
            (index_attr(&mut ctx, 2), "2 : index"),
            (f64_attr(&mut ctx, 1.5), "1.500000e+00 : f64"),
            (f32_attr(&mut ctx, 0.25), "2.500000e-01 : f32"),
            (string_attr(&mut ctx, "hi"), "\"hi\""),
            (unit_attr(&mut ctx), "unit"),
            (i64_array_attr(&mut ctx, &[1, 2]), "[1, 2]"),
            (i32_array_attr(&mut ctx, &[1]), "[1 : i32]"),
            (dense_i64_array(&mut ctx, &[1, 2]), "array<i64: 1, 2>"),
            (
                dense_array(&mut ctx, &[true, false]),
                "array<i1: true, false>",
            ),
            (dense_array::<f32>(&mut ctx, &[]), "array<f32>"),
            (str_array_attr(&mut ctx, &["a", "b"]), "[\"a\", \"b\"]"),
            (flat_symbol_ref(&mut ctx, "f"), "@f"),
            (symbol_ref(&mut ctx, "m", &["f"]), "@m::@f"),
        ];
        for (a, expected) in cases {
            assert_eq!(print_attr(&mut ctx, a), expected);
        }
    }

    #[test]
    fn reads_values_back() {
        let mut ctx = Context::new();
        let i32t = integer(&mut ctx, 32, Signedness::Signless);
        let minus_one = integer_attr(&mut ctx, i32t, 0xffff_ffff);
        assert_eq!(as_i64(&ctx, minus_one), -1);
        assert_eq!(as_int::<u32>(&ctx, minus_one), u32::MAX);
        let ui8 = integer(&mut ctx, 8, Signedness::Unsigned);
        let big = integer_attr(&mut ctx, ui8, 200);
        assert_eq!(as_int::<u8>(&ctx, big), 200);
        assert_eq!(as_i64(&ctx, big), 200);
        let t = bool_attr(&mut ctx, true);
        assert!(as_bool(&ctx, t) && as_int::<bool>(&ctx, t));
        let f = f32_attr(&mut ctx, 1.25);
        assert_eq!(as_f32(&ctx, f), 1.25);
        let s = string_attr(&mut ctx, "name");
        assert_eq!(as_str(&ctx, s), "name");
        let arr = f64_array_attr(&mut ctx, &[1.0, 2.5]);
        assert_eq!(as_f64_vec(&ctx, arr), vec![1.0, 2.5]);
        let arr = i64_array_attr(&mut ctx, &[4, -5]);
        assert_eq!(as_i64_vec(&ctx, arr), vec![4, -5]);
        let da = dense_i32_array(&mut ctx, &[3, 4]);
        assert_eq!(dense_i32_vec(&ctx, da), vec![3, 4]);
        assert_eq!(try_dense_array_vec::<i64>(&ctx, da), None);
        let ty = type_attr(&mut ctx, i32t);
        assert_eq!(as_type(&ctx, ty), i32t);
        assert_eq!(as_type(&ctx, s), NO_TYPE);
        let sym = flat_symbol_ref(&mut ctx, "callee");
        assert_eq!(flat_symbol_name(&ctx, sym), "callee");
        let f64t = float(&mut ctx, FloatKind::F64);
        let typed = typed_attr(&mut ctx, f64t, 2.0f32);
        assert_eq!(as_f64(&ctx, typed), 2.0);
        assert!(pred::is_float_attr_of(&ctx, typed, FloatKind::F64));
    }

    #[test]
    fn property_forms() {
        let mut ctx = Context::new();
        let a = prop_to_attr(&mut ctx, &5i32);
        assert!(pred::is_integer_attr_of(&ctx, a, 32, Signedness::Signless));
        assert_eq!(prop_from_attr::<i32>(&ctx, a), Some(5));
        let s = prop_to_attr(&mut ctx, &"x");
        assert_eq!(prop_from_attr::<&str>(&ctx, s), Some("x"));
        assert_eq!(prop_from_attr::<String>(&ctx, s), Some("x".to_string()));
        assert_eq!(prop_from_attr::<bool>(&ctx, s), None);
        let v = prop_to_attr(&mut ctx, &vec![1i64, 2]);
        assert!(pred::is_dense_array_of::<i64>(&ctx, v));
        assert_eq!(prop_from_attr::<Vec<i64>>(&ctx, v), Some(vec![1, 2]));
        let b = prop_to_attr(&mut ctx, &true);
        assert_eq!(prop_from_attr::<bool>(&ctx, b), Some(true));
        let set = unit_prop_attr(&mut ctx, true);
        let unset = unit_prop_attr(&mut ctx, false);
        assert_eq!(unit_prop_from_attr(&ctx, set), Some(true));
        assert_eq!(unit_prop_from_attr(&ctx, unset), Some(false));
    }
}
