//! Constant operands as the folds read them, and MLIR's `CommonFolders`
//! over them: scalars, splats and dense elements, element by element;
//! poison propagates.

use super::apint::ApInt;
use ods_runtime::ir::attrs::DenseData;
use ods_runtime::ods::op::Op;
use ods_runtime::{AttrKind, Attribute, Context, FloatKind, Signedness, Type, TypeKind, Value};

/// Whether `a` is `#ub.poison` (MLIR's `ub::m_Poison`).
pub(crate) fn is_poison(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| crate::ub::PoisonAttr::try_from(ctx, a).is_some())
}

/// The width and signedness of an integer or `index` element type.
pub(crate) fn int_type(ctx: &Context, ty: Type) -> Option<(u32, Signedness)> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
        TypeKind::Index => Some((64, Signedness::Signless)),
        _ => None,
    }
}

/// The float format of a float element type.
pub(crate) fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// The element type of a vector or tensor, the type itself otherwise.
pub(crate) fn element_type(ctx: &Context, ty: Type) -> Type {
    ods_runtime::ods::pred::element_type_or_self(ctx, ty)
}

/// How a constant holds its values.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Form {
    /// An `IntegerAttr` or `FloatAttr`.
    Scalar,
    /// A splat `DenseElementsAttr`: one value for every element.
    Splat,
    /// A `DenseElementsAttr` with each element.
    Dense,
}

/// The values of a constant of integer or float elements.
#[derive(Clone, Debug)]
pub(crate) struct Values<T> {
    /// The attribute's type (scalar or shaped).
    pub ty: Type,
    pub form: Form,
    pub values: Vec<T>,
}

/// The integer values of `a` (an integer attribute or dense integer
/// elements), in their type's width.
pub(crate) fn ints(ctx: &Context, a: Attribute) -> Option<Values<ApInt>> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } => {
            let (width, _) = int_type(ctx, *ty)?;
            Some(Values {
                ty: *ty,
                form: Form::Scalar,
                values: vec![ApInt::from_bigint(width, value)],
            })
        }
        AttrKind::DenseElements {
            ty,
            data: DenseData::Ints(v),
            splat,
            ..
        } => {
            let (width, _) = int_type(ctx, element_type(ctx, *ty))?;
            Some(Values {
                ty: *ty,
                form: if *splat { Form::Splat } else { Form::Dense },
                values: v.iter().map(|x| ApInt::from_bigint(width, x)).collect(),
            })
        }
        _ => None,
    }
}

/// The float values of `a` (bit patterns), with their format.
pub(crate) fn floats(ctx: &Context, a: Attribute) -> Option<(FloatKind, Values<u128>)> {
    match ctx.attr_kind(a) {
        AttrKind::Float { ty, bits } => Some((
            float_kind(ctx, *ty)?,
            Values {
                ty: *ty,
                form: Form::Scalar,
                values: vec![*bits],
            },
        )),
        AttrKind::DenseElements {
            ty,
            data: DenseData::Floats(v),
            splat,
            ..
        } => Some((
            float_kind(ctx, element_type(ctx, *ty))?,
            Values {
                ty: *ty,
                form: if *splat { Form::Splat } else { Form::Dense },
                values: v.to_vec(),
            },
        )),
        _ => None,
    }
}

/// The one integer of a scalar or splat constant (MLIR's `m_ConstantInt`).
pub(crate) fn int_or_splat(ctx: &Context, a: Option<Attribute>) -> Option<ApInt> {
    let v = ints(ctx, a?)?;
    (v.form != Form::Dense).then(|| v.values.into_iter().next())?
}

/// The one float of a scalar or splat constant (kind, bits).
pub(crate) fn float_or_splat(ctx: &Context, a: Option<Attribute>) -> Option<(FloatKind, u128)> {
    let (kind, v) = floats(ctx, a?)?;
    (v.form != Form::Dense).then(|| v.values.first().map(|&b| (kind, b)))?
}

/// A type of `ty`'s shape with `element` elements.
pub(crate) fn with_element(ctx: &mut Context, ty: Type, element: Type) -> Type {
    super::with_element_type(ctx, ty, element)
}

/// The attribute of `ty` (scalar or shaped) holding `values`, in `form`.
pub(crate) fn int_attr(ctx: &mut Context, ty: Type, form: Form, values: Vec<ApInt>) -> Attribute {
    let elem = element_type(ctx, ty);
    let signedness = int_type(ctx, elem).map_or(Signedness::Signless, |(_, s)| s);
    let mut values: Vec<_> = values.iter().map(|v| v.to_bigint(signedness)).collect();
    if form == Form::Scalar {
        let value = values.pop().expect("a scalar has a value");
        return ctx.attr(AttrKind::Integer { ty, value });
    }
    let splat =
        form == Form::Splat || (!values.is_empty() && values.iter().all(|v| *v == values[0]));
    if splat {
        values.truncate(1);
    }
    ctx.attr(AttrKind::DenseElements {
        ty,
        data: DenseData::Ints(values.into()),
        splat,
        i1_padding: 0,
    })
}

/// The float attribute of `ty` holding `bits` (see [`int_attr`]).
pub(crate) fn float_attr(
    ctx: &mut Context,
    ty: Type,
    form: Form,
    mut values: Vec<u128>,
) -> Attribute {
    if form == Form::Scalar {
        let bits = values.pop().expect("a scalar has a value");
        return ctx.attr(AttrKind::Float { ty, bits });
    }
    let splat =
        form == Form::Splat || (!values.is_empty() && values.iter().all(|v| *v == values[0]));
    if splat {
        values.truncate(1);
    }
    ctx.attr(AttrKind::DenseElements {
        ty,
        data: DenseData::Floats(values.into()),
        splat,
        i1_padding: 0,
    })
}

/// Pairs the values of two constants of one type and form (a splat with
/// dense elements expands), as `constFoldBinaryOp` does; `None` when their
/// types differ or one is a scalar and the other not.
fn pair<T: Clone>(a: &Values<T>, b: &Values<T>) -> Option<(Form, Vec<(T, T)>)> {
    if a.ty != b.ty {
        return None;
    }
    let form = match (a.form, b.form) {
        (Form::Scalar, Form::Scalar) => Form::Scalar,
        (Form::Scalar, _) | (_, Form::Scalar) => return None,
        (Form::Splat, Form::Splat) => Form::Splat,
        _ => Form::Dense,
    };
    let n = a.values.len().max(b.values.len());
    let at = |v: &Values<T>, i: usize| v.values[if v.values.len() == 1 { 0 } else { i }].clone();
    Some((form, (0..n).map(|i| (at(a, i), at(b, i))).collect()))
}

/// The type of the result: `ty` itself, or of its shape with `element`.
fn result_type(ctx: &mut Context, ty: Type, element: Option<Type>) -> Type {
    match element {
        Some(e) => with_element(ctx, ty, e),
        None => ty,
    }
}

/// MLIR's `constFoldBinaryOp<IntegerAttr>`: `calculate` on each pair of
/// elements of two integer constants, into `element` elements (the
/// operands' by default); `None` when an operand is unknown or a
/// calculation fails. A poison operand is the result, without calling
/// `calculate`, only when the result's elements are the operands': MLIR's
/// overload taking an explicit result type (`cmpi`'s `i1`) does not look
/// for poison, and fails on it as on any non-integer constant.
pub(crate) fn fold_binary_int(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    element: Option<Type>,
    calculate: impl Fn(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<Attribute> {
    if element.is_none() {
        if is_poison(ctx, lhs) {
            return lhs;
        }
        if is_poison(ctx, rhs) {
            return rhs;
        }
    }
    let (l, r) = (lhs?, rhs?);
    let (a, b) = (ints(ctx, l)?, ints(ctx, r)?);
    let (form, pairs) = pair(&a, &b)?;
    let values = pairs
        .iter()
        .map(|(x, y)| calculate(x, y))
        .collect::<Option<Vec<_>>>()?;
    let ty = result_type(ctx, a.ty, element);
    Some(int_attr(ctx, ty, form, values))
}

/// MLIR's `constFoldBinaryOp<FloatAttr>` (see [`fold_binary_int`]); the
/// result is a float of the same format unless `to_bool`, which gives
/// `i1` elements.
pub(crate) fn fold_binary_float(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    calculate: impl Fn(FloatKind, u128, u128) -> Option<u128>,
) -> Option<Attribute> {
    if is_poison(ctx, lhs) {
        return lhs;
    }
    if is_poison(ctx, rhs) {
        return rhs;
    }
    let (l, r) = (lhs?, rhs?);
    let ((k1, a), (k2, b)) = (floats(ctx, l)?, floats(ctx, r)?);
    if k1 != k2 {
        return None;
    }
    let (form, pairs) = pair(&a, &b)?;
    let values = pairs
        .iter()
        .map(|&(x, y)| calculate(k1, x, y))
        .collect::<Option<Vec<_>>>()?;
    Some(float_attr(ctx, a.ty, form, values))
}

/// What a cast makes of one element.
pub(crate) enum Elem {
    Int(ApInt),
    Float(u128),
}

/// A constant's elements, integers or floats.
pub(crate) enum AnyValues {
    Ints(Values<ApInt>),
    Floats(FloatKind, Values<u128>),
}

pub(crate) fn any_values(ctx: &Context, a: Attribute) -> Option<AnyValues> {
    if let Some(v) = ints(ctx, a) {
        return Some(AnyValues::Ints(v));
    }
    floats(ctx, a).map(|(k, v)| AnyValues::Floats(k, v))
}

/// MLIR's `constFoldCastOp` (and `constFoldUnaryOp`): `calculate` on each
/// element of the constant `input`, into an attribute of `result_ty`;
/// `None` when an element does not convert. Poison stays poison.
pub(crate) fn fold_cast(
    ctx: &mut Context,
    input: Option<Attribute>,
    result_ty: Type,
    calculate: impl Fn(&AnyValuesElem) -> Option<Elem>,
) -> Option<Attribute> {
    let input = input?;
    if is_poison(ctx, Some(input)) {
        return Some(input);
    }
    let values = any_values(ctx, input)?;
    let (form, elems): (Form, Vec<AnyValuesElem>) = match values {
        AnyValues::Ints(v) => (
            v.form,
            v.values.into_iter().map(AnyValuesElem::Int).collect(),
        ),
        AnyValues::Floats(k, v) => (
            v.form,
            v.values
                .into_iter()
                .map(|b| AnyValuesElem::Float(k, b))
                .collect(),
        ),
    };
    let out = elems.iter().map(&calculate).collect::<Option<Vec<_>>>()?;
    let mut ints = Vec::new();
    let mut floats = Vec::new();
    for e in out {
        match e {
            Elem::Int(v) => ints.push(v),
            Elem::Float(b) => floats.push(b),
        }
    }
    let result_elem = element_type(ctx, result_ty);
    if int_type(ctx, result_elem).is_some() {
        (floats.is_empty()).then_some(())?;
        Some(int_attr(ctx, result_ty, form, ints))
    } else {
        (ints.is_empty()).then_some(())?;
        Some(float_attr(ctx, result_ty, form, floats))
    }
}

/// One element of a constant given to a cast.
pub(crate) enum AnyValuesElem {
    Int(ApInt),
    Float(FloatKind, u128),
}

/// The zero attribute of `ty` (MLIR's `Builder::getZeroAttr`): an integer
/// or float zero, or a splat of it for a statically shaped vector or
/// tensor.
pub(crate) fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attribute> {
    let elem = element_type(ctx, ty);
    let shaped = elem != ty;
    if shaped && !ods_runtime::ods::pred::has_static_shape(ctx, ty) {
        return None;
    }
    let form = if shaped { Form::Splat } else { Form::Scalar };
    if let Some((width, _)) = int_type(ctx, elem) {
        return Some(int_attr(ctx, ty, form, vec![ApInt::zero(width)]));
    }
    float_kind(ctx, elem)?;
    Some(float_attr(ctx, ty, form, vec![0]))
}

/// MLIR's `getBoolAttribute`: `true` or `false` of `ty` (`i1` or a
/// statically shaped vector or tensor of it).
pub(crate) fn bool_attr(ctx: &mut Context, ty: Type, value: bool) -> Option<Attribute> {
    let shaped = element_type(ctx, ty) != ty;
    if shaped && !ods_runtime::ods::pred::has_static_shape(ctx, ty) {
        return None;
    }
    let form = if shaped { Form::Splat } else { Form::Scalar };
    Some(int_attr(
        ctx,
        ty,
        form,
        vec![ApInt::from_i128(1, value as i128)],
    ))
}

/// The op of type `T` defining `v`, if any.
pub(crate) fn defining<T: Op>(ctx: &Context, v: Value) -> Option<T> {
    ctx.defining_op(v).and_then(|d| T::cast(ctx, d))
}
