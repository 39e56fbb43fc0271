//! The initial value of a `memref.global` as its lowerings read it.

use ods_runtime::ods::pred::element_type_or_self;
use ods_runtime::{AttrKind, Attribute, Context, DenseData};

/// The one element of the elements attribute `value`, as a scalar
/// attribute: the value of a rank-0 `memref.global`, which lowerings
/// make a scalar.
pub(crate) fn only_element(ctx: &mut Context, value: Attribute) -> Option<Attribute> {
    let AttrKind::DenseElements { ty, data, .. } = ctx.attr_kind(value).clone() else {
        return None;
    };
    let ty = element_type_or_self(ctx, ty);
    let kind = match data {
        DenseData::Ints(values) => AttrKind::Integer {
            ty,
            value: values.first()?.clone(),
        },
        DenseData::Floats(values) => AttrKind::Float {
            ty,
            bits: *values.first()?,
        },
        _ => return None,
    };
    Some(ctx.attr(kind))
}
