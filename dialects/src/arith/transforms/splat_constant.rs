//! Integer constants of any shape (MLIR's `createScalarOrSplatConstant`
//! of `Arith/Utils`), which the arith passes' rewrites make often.

use crate::arith::ConstantOp;
use ods_runtime::ods::convert::{dense_elements, integer_attr};
use ods_runtime::ods::pred::element_type_or_self;
use ods_runtime::{Attribute, BigInt, DenseData, OpCreator, Type, Value};

/// An `arith.constant` of type `ty` holding `value` (truncated to the
/// element width): a scalar, or a splat over a vector or tensor type.
pub(crate) fn create_scalar_or_splat_constant(
    b: &mut impl OpCreator,
    loc: Attribute,
    ty: Type,
    value: i64,
) -> Value {
    let ctx = b.context();
    let attr = if element_type_or_self(ctx, ty) == ty {
        integer_attr(ctx, ty, value.into())
    } else {
        dense_elements(ctx, ty, DenseData::Ints(vec![BigInt::from(value)].into()))
    };
    ConstantOp::create(b, loc, ty, attr).result(b.context())
}
