//! What the lowerings read of a memref type: its shape, strides and
//! offset (identity layouts only), and the constants and products they
//! build of them.

use crate::conversion::llvm_common::LlvmTypeConverter;
use crate::llvm::{ConstantOp, MulOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::convert;
use ods_runtime::{Attribute, Type, TypeKind, Value};

/// A dynamic size or stride.
pub(super) const DYNAMIC: i64 = i64::MIN;

/// The shape of a memref with the identity layout (`None` for any other
/// type), a dynamic size as [`DYNAMIC`].
pub(super) fn identity_shape(rw: &ConversionPatternRewriter<'_>, ty: Type) -> Option<Vec<i64>> {
    match rw.type_kind(ty) {
        TypeKind::MemRef {
            shape,
            layout: None,
            ..
        } => Some(shape.iter().map(|d| d.unwrap_or(DYNAMIC)).collect()),
        _ => None,
    }
}

/// The strides of the identity layout of `shape`: the product of the
/// sizes after each dimension, dynamic after a dynamic size.
pub(super) fn identity_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; shape.len()];
    let mut running = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        running = match (running, shape[i]) {
            (DYNAMIC, _) | (_, DYNAMIC) => DYNAMIC,
            (r, n) => r * n,
        };
    }
    strides
}

/// `llvm.mlir.constant(value : index)` of the converted index type
/// (MLIR's `createIndexAttrConstant`).
pub(super) fn index_constant(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    loc: Attribute,
    value: i64,
) -> Value {
    let ctx = rw.context();
    let index = ctx.index_type();
    let attr = convert::integer_attr(ctx, index, i128::from(value));
    let ty = converter.index_type(ctx);
    ConstantOp::create(rw, loc, ty, attr).res(rw)
}

/// `lhs * rhs`.
pub(super) fn mul(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    lhs: Value,
    rhs: Value,
    flags: Option<crate::llvm::IntegerOverflowFlags>,
) -> Value {
    let ty = rw.value_type(lhs);
    MulOp::create(rw, loc, ty, lhs, rhs, flags).res(rw)
}
