//! Elements of dense constants read at an index, which the folds of
//! `tensor.extract` and of `affine.load` from a constant global share.

use ods_runtime::ods::convert;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::{AttrKind, Attribute, Context};

/// Element `flat` (row-major) of a dense elements attribute, as a
/// scalar attribute (a `[re, im]` array for a complex).
pub(crate) fn element_attr(
    ctx: &mut Context,
    elements: Attribute,
    flat: usize,
) -> Option<Attribute> {
    use ods_runtime::ir::attrs::DenseData;
    let AttrKind::DenseElements {
        ty, data, splat, ..
    } = ctx.attr_kind(elements).clone()
    else {
        return None;
    };
    let element = ods_runtime::ods::pred::element_type(ctx, ty)?;
    let at = if splat { 0 } else { flat };
    let part = ods_runtime::ods::pred::complex_element_or_self(ctx, element);
    let kinds = match data {
        DenseData::Ints(values) => vec![AttrKind::Integer {
            ty: element,
            value: values.get(at)?.clone(),
        }],
        DenseData::Floats(values) => vec![AttrKind::Float {
            ty: element,
            bits: *values.get(at)?,
        }],
        DenseData::ComplexInts(values) => {
            let (re, im) = values.get(at)?.clone();
            [re, im]
                .map(|value| AttrKind::Integer { ty: part, value })
                .to_vec()
        }
        DenseData::ComplexFloats(values) => {
            let (re, im) = *values.get(at)?;
            [re, im]
                .map(|bits| AttrKind::Float { ty: part, bits })
                .to_vec()
        }
        DenseData::Strings(_) => return None,
    };
    let mut attrs: Vec<Attribute> = kinds.into_iter().map(|k| ctx.attr(k)).collect();
    if attrs.len() == 1 {
        return attrs.pop();
    }
    Some(convert::array_attr(ctx, attrs))
}

/// Whether `a` is a splat dense elements attribute.
pub(crate) fn is_splat(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseElements { splat: true, .. }
    )
}

/// The row-major position of `indices` in `shape`, if inside it.
pub(crate) fn flat_index(shape: &[i64], indices: &[i64]) -> Option<usize> {
    if shape.len() != indices.len() {
        return None;
    }
    let mut flat = 0i64;
    for (&size, &i) in shape.iter().zip(indices) {
        if i < 0 || size == DYNAMIC || i >= size {
            return None;
        }
        flat = flat * size + i;
    }
    usize::try_from(flat).ok()
}
