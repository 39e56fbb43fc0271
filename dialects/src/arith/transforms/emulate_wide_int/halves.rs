//! The helpers every emulation pattern shares (MLIR's "common helper
//! functions" of `EmulateWideInt.cpp`): a converted value is a vector
//! whose last dimension holds the low and the high half, taken apart
//! with `vector.extract` (1-D, giving scalars) or
//! `vector.extract_strided_slice` (n-D, giving `vector<...x1xiN>`) and
//! put together again with `vector.insert` or
//! `vector.insert_strided_slice` into a zero vector.

use crate::arith::transforms::create_scalar_or_splat_constant;
use crate::vector::{
    ExtractOp, ExtractStridedSliceOp, InsertOp, InsertStridedSliceOp, ShapeCastOp,
};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::convert::vector;
use ods_runtime::ods::pred::{element_type_or_self, shape};
use ods_runtime::{Attribute, BigInt, Context, IrResult, Signedness, Type, TypeKind, Value};

/// The low and the high `width` bits of `value`, a `2 * width`-bit
/// integer, each read as a signless `width`-bit integer (MLIR's
/// `getHalves`).
pub(super) fn halves_of(value: &BigInt, width: u32) -> (BigInt, BigInt) {
    let bytes = value.to_le_bytes((2 * width).div_ceil(8) as usize + 1);
    let bit = |i: u32| bytes[(i / 8) as usize] >> (i % 8) & 1;
    let bits = |from: u32| {
        let mut out = vec![0u8; width.div_ceil(8) as usize];
        for i in 0..width {
            out[(i / 8) as usize] |= bit(from + i) << (i % 8);
        }
        BigInt::from_le_bytes(&out).to_int_type(width, Signedness::Signless)
    };
    (bits(0), bits(width))
}

/// The shape and element type of vector type `ty`.
fn shape_and_element(ctx: &Context, ty: Type) -> (Vec<i64>, Type) {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, element, .. } => (shape.to_vec(), *element),
        _ => unreachable!("converted values are vectors"),
    }
}

/// `ty` with its last dimension reduced to one, or its element type for
/// a 1-D vector (MLIR's `reduceInnermostDim`): what one half of a value
/// of converted type `ty` is.
pub(super) fn reduce_innermost_dim(ctx: &mut Context, ty: Type) -> Type {
    let (mut shape, element) = shape_and_element(ctx, ty);
    if shape.len() == 1 {
        return element;
    }
    *shape.last_mut().expect("a vector has dimensions") = 1;
    vector(ctx, &shape, element)
}

/// The slice of `input` at `offset` of its last dimension: a scalar for
/// a 1-D vector, else a vector with the last dimension one (MLIR's
/// `extractLastDimSlice`).
pub(super) fn extract_last_dim_slice(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    input: Value,
    offset: i64,
) -> IrResult<Value> {
    let ty = rw.value_type(input);
    let dims = shape(rw, ty).expect("converted values are vectors");
    if dims.len() == 1 {
        return Ok(ExtractOp::create_inferred(rw, loc, input, &[], vec![offset])?.result(rw));
    }
    let mut offsets = vec![0; dims.len()];
    *offsets.last_mut().expect("a vector has dimensions") = offset;
    let mut sizes = dims.clone();
    *sizes.last_mut().expect("a vector has dimensions") = 1;
    let strides = vec![1; dims.len()];
    let slice = ExtractStridedSliceOp::create_source_offsets_sizes_strides(
        rw, loc, input, offsets, sizes, strides,
    );
    Ok(slice.result0(rw))
}

/// The low and the high half of `input` (MLIR's `extractLastDimHalves`).
pub(super) fn extract_last_dim_halves(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    input: Value,
) -> IrResult<(Value, Value)> {
    Ok((
        extract_last_dim_slice(rw, loc, input, 0)?,
        extract_last_dim_slice(rw, loc, input, 1)?,
    ))
}

/// `input` without its trailing dimension of one, through a
/// `vector.shape_cast`; a scalar as it is (MLIR's `dropTrailingX1Dim`).
pub(super) fn drop_trailing_x1_dim(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    input: Value,
) -> Value {
    let ty = rw.value_type(input);
    if !matches!(rw.type_kind(ty), TypeKind::Vector { .. }) {
        return input;
    }
    let (mut shape, element) = shape_and_element(rw, ty);
    shape.pop();
    let ty = vector(rw.context(), &shape, element);
    ShapeCastOp::create(rw, loc, ty, input).result(rw)
}

/// `input` with a trailing dimension of one, through a
/// `vector.shape_cast`; a scalar as it is (MLIR's `appendX1Dim`).
pub(super) fn append_x1_dim(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    input: Value,
) -> Value {
    let ty = rw.value_type(input);
    if !matches!(rw.type_kind(ty), TypeKind::Vector { .. }) {
        return input;
    }
    let (mut shape, element) = shape_and_element(rw, ty);
    shape.push(1);
    let ty = vector(rw.context(), &shape, element);
    ShapeCastOp::create(rw, loc, ty, input).result(rw)
}

/// `dest` with `source` inserted at `offset` of its last dimension:
/// `source` is a scalar when `dest` is 1-D (MLIR's `insertLastDimSlice`).
pub(super) fn insert_last_dim_slice(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    source: Value,
    dest: Value,
    offset: i64,
) -> IrResult<Value> {
    let rank = shape(rw, rw.value_type(dest))
        .expect("converted values are vectors")
        .len();
    let source_ty = rw.value_type(source);
    if matches!(rw.type_kind(source_ty), TypeKind::Integer { .. }) {
        return Ok(InsertOp::create_inferred(rw, loc, source, dest, &[], vec![offset])?.result(rw));
    }
    let mut offsets = vec![0; rank];
    *offsets.last_mut().expect("a vector has dimensions") = offset;
    let strides = vec![1; rank];
    let insert = InsertStridedSliceOp::create_inferred(rw, loc, source, dest, offsets, strides)?;
    Ok(insert.result(rw))
}

/// A value of vector type `ty` made of `components`, one per position of
/// its last dimension, inserted in turn into zeros (MLIR's
/// `constructResultVector`).
pub(super) fn construct_result_vector(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    ty: Type,
    components: &[Value],
) -> IrResult<Value> {
    let mut result = create_scalar_or_splat_constant(rw, loc, ty, 0);
    for (i, &component) in components.iter().enumerate() {
        result = insert_last_dim_slice(rw, loc, component, result, i as i64)?;
    }
    Ok(result)
}

/// The width of the integers of the converted vector type `ty`, `N`.
pub(super) fn element_width(ctx: &Context, ty: Type) -> u32 {
    match *ctx.type_kind(element_type_or_self(ctx, ty)) {
        TypeKind::Integer { width, .. } => width,
        _ => unreachable!("converted types hold integers"),
    }
}
