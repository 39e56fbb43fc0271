//! The canonicalization patterns of `alloc_tensor`, `to_tensor` and
//! `to_buffer` that `BufferizationOps.cpp` writes: constant sizes made
//! static (`ReplaceStaticShapeDims`), `tensor.dim` of an `alloc_tensor`
//! (`FoldDimOfAllocTensorOp`) or of a `to_tensor` (`DimOfToTensorFolder`),
//! `memref.dim` and `memref.load` of a `to_buffer` (`DimOfCastOp`,
//! `LoadOfToBuffer`), `to_buffer` of a `tensor.cast` (`ToBufferOfCast`)
//! and of a `to_tensor` (`ToBufferToTensorFolding`).

use super::fold::defined_by;
use crate::bufferization::*;
use crate::replace::replace_by;
use ods_runtime::matchers::{m_constant_int, match_value};
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::{element_type, shape, DYNAMIC};
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Type, TypeKind, Value};

/// `alloc_tensor`'s patterns.
pub(super) fn alloc_tensor(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<crate::tensor::DimOp>(fold_dim_of_alloc_tensor);
    patterns.add_op_fn::<AllocTensorOp>(replace_static_shape_dims);
}

/// `tensor.dim` of a dynamic dimension of an `alloc_tensor` is its size
/// operand, or the `tensor.dim` of its copy.
fn fold_dim_of_alloc_tensor(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dim = crate::tensor::DimOp::from_id_unchecked(op);
    let Some(alloc) = defined_by::<AllocTensorOp>(rw, dim.source(rw)) else {
        return Ok(false);
    };
    let Some(index) = dim.constant_index(rw) else {
        return Ok(false);
    };
    let dims = shape(rw, rw.value_type(alloc.result(rw))).unwrap_or_default();
    if usize::try_from(index).ok().and_then(|i| dims.get(i)) != Some(&DYNAMIC) {
        return Ok(false);
    }
    let index = index as usize;
    if let Some(copy) = alloc.copy(rw) {
        // MLIR's `getDynamicSize`: a `tensor.dim` of the copy, and the
        // constant index it takes, at the `alloc_tensor`'s location.
        let loc = rw.op_loc(alloc.id());
        let ty = rw.value_type(dim.result(rw));
        return replace_by(rw, op, |rw, _| {
            let attr = ods_runtime::ods::convert::index_attr(rw.context(), index as i64);
            let position = crate::arith::ConstantOp::create(rw, loc, ty, attr).result(rw);
            crate::tensor::DimOp::create(rw, loc, ty, copy, position).result(rw)
        });
    }
    let operand = dims[..index].iter().filter(|&&d| d == DYNAMIC).count();
    let size = alloc.dynamic_sizes(rw)[operand];
    rw.replace_op(op, &[size])?;
    Ok(true)
}

/// Constant dynamic sizes of an `alloc_tensor` without copy become static
/// dimensions, cast back to the original type.
fn replace_static_shape_dims(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let alloc = AllocTensorOp::from_id_unchecked(op);
    if alloc.copy(rw).is_some() {
        return Ok(false);
    }
    let ty = rw.value_type(alloc.result(rw));
    let TypeKind::RankedTensor {
        shape,
        element,
        encoding,
    } = rw.type_kind(ty).clone()
    else {
        return Ok(false);
    };
    let mut new_shape = shape.clone();
    let mut new_sizes = Vec::new();
    let mut sizes = alloc.dynamic_sizes(rw).into_iter();
    for dim in new_shape.iter_mut().filter(|d| d.is_none()) {
        let Some(size) = sizes.next() else {
            return Ok(false);
        };
        let constant = match_value(rw.context(), size, m_constant_int())
            .and_then(|c| c.value.to_i128().and_then(|v| i64::try_from(v).ok()))
            .filter(|&v| v >= 0);
        match constant {
            Some(v) => *dim = Some(v),
            None => new_sizes.push(size),
        }
    }
    if new_shape == shape {
        return Ok(false);
    }
    let new_ty = rw.context().ty(TypeKind::RankedTensor {
        shape: new_shape,
        element,
        encoding,
    });
    replace_by(rw, op, |rw, loc| {
        let new = AllocTensorOp::create(rw, loc, new_ty, &new_sizes, None, None, None);
        let new = new.result(rw);
        crate::tensor::CastOp::create(rw, loc, ty, new).dest(rw)
    })
}

/// `to_tensor`'s pattern: `tensor.dim` of it is `memref.dim` of its buffer.
pub(super) fn to_tensor(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<crate::tensor::DimOp>(dim_of_to_tensor);
}

fn dim_of_to_tensor(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dim = crate::tensor::DimOp::from_id_unchecked(op);
    let Some(to_tensor) = defined_by::<ToTensorOp>(rw, dim.source(rw)) else {
        return Ok(false);
    };
    let (buffer, index) = (to_tensor.buffer(rw), dim.index(rw));
    let ty = rw.value_type(dim.result(rw));
    replace_by(rw, op, |rw, loc| {
        crate::memref::DimOp::create(rw, loc, ty, buffer, index).result(rw)
    })
}

/// `to_buffer`'s patterns.
pub(super) fn to_buffer(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<crate::memref::DimOp>(dim_of_to_buffer);
    patterns.add_op_fn::<crate::memref::LoadOp>(load_of_to_buffer);
    patterns.add_op_fn::<ToBufferOp>(to_buffer_of_cast);
    patterns.add_op_fn::<ToBufferOp>(to_buffer_of_to_tensor);
}

/// `memref.dim` of a `to_buffer` is `tensor.dim` of its tensor.
fn dim_of_to_buffer(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let dim = crate::memref::DimOp::from_id_unchecked(op);
    let Some(to_buffer) = defined_by::<ToBufferOp>(rw, dim.source(rw)) else {
        return Ok(false);
    };
    let (tensor, index) = (to_buffer.tensor(rw), dim.index(rw));
    let ty = rw.value_type(dim.result(rw));
    replace_by(rw, op, |rw, loc| {
        crate::tensor::DimOp::create(rw, loc, ty, tensor, index).result(rw)
    })
}

/// `memref.load` of a `to_buffer` is `tensor.extract` of its tensor.
fn load_of_to_buffer(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let load = crate::memref::LoadOp::from_id_unchecked(op);
    let Some(to_buffer) = defined_by::<ToBufferOp>(rw, load.memref(rw)) else {
        return Ok(false);
    };
    let (tensor, indices) = (to_buffer.tensor(rw), load.indices(rw));
    let ty = rw.value_type(load.result(rw));
    replace_by(rw, op, |rw, loc| {
        crate::tensor::ExtractOp::create(rw, loc, ty, tensor, &indices).result(rw)
    })
}

/// `to_buffer(tensor.cast(t))` is `memref.cast(to_buffer(t))`, the buffer
/// of `t`'s shape in the layout and memory space of the original.
fn to_buffer_of_cast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let to_buffer = ToBufferOp::from_id_unchecked(op);
    let Some(cast) = defined_by::<crate::tensor::CastOp>(rw, to_buffer.tensor(rw)) else {
        return Ok(false);
    };
    let source = cast.source(rw);
    let TypeKind::RankedTensor { shape, element, .. } = rw.type_kind(rw.value_type(source)).clone()
    else {
        return Ok(false);
    };
    let ty = rw.value_type(to_buffer.buffer(rw));
    let kind = match rw.type_kind(ty).clone() {
        TypeKind::MemRef {
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        },
        TypeKind::UnrankedMemRef { memory_space, .. } => TypeKind::MemRef {
            shape,
            element,
            layout: None,
            memory_space,
        },
        _ => return Ok(false),
    };
    let memref_ty = rw.context().ty(kind);
    let read_only = to_buffer.read_only_attr(rw);
    replace_by(rw, op, |rw, loc| {
        let inner = ToBufferOp::create_with_attrs(rw, loc, memref_ty, source, read_only);
        let inner = inner.buffer(rw);
        crate::memref::CastOp::create(rw, loc, ty, inner).dest(rw)
    })
}

/// `to_buffer(to_tensor(m))` is `m`, a `memref.cast` of it, or a copy of
/// it into a new buffer when the cast might fail at run time (MLIR's
/// `foldToBufferToTensorPair`, with default options).
fn to_buffer_of_to_tensor(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let to_buffer = ToBufferOp::from_id_unchecked(op);
    let Some(to_tensor) = defined_by::<ToTensorOp>(rw, to_buffer.tensor(rw)) else {
        return Ok(false);
    };
    let buffer = to_tensor.buffer(rw);
    let (src, dest) = (rw.value_type(buffer), rw.value_type(to_buffer.buffer(rw)));
    if src == dest {
        rw.replace_op(op, &[buffer])?;
        return Ok(true);
    }
    let ranked = |t: Type| matches!(rw.type_kind(t), TypeKind::MemRef { .. });
    match (ranked(src), ranked(dest)) {
        (true, true) => cast_or_realloc(rw, op, buffer, dest),
        (false, true) => Ok(false),
        _ => replace_by(rw, op, |rw, loc| {
            crate::memref::CastOp::create(rw, loc, dest, buffer).dest(rw)
        }),
    }
}

/// Replaces `op` by `value` cast to the ranked memref type `dest` when the
/// cast cannot fail at run time, else by a copy of it into a new buffer of
/// that type (MLIR's `castOrReallocMemRefValue`); fails when element types
/// or ranks differ.
fn cast_or_realloc(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    value: Value,
    dest: Type,
) -> IrResult<bool> {
    use ods_runtime::interfaces::prelude::mlir::CastOpInterfaceImpl;
    let src = rw.value_type(value);
    let (Some(src_shape), Some(dest_shape)) = (shape(rw, src), shape(rw, dest)) else {
        return Ok(false);
    };
    if element_type(rw, src) != element_type(rw, dest) || src_shape.len() != dest_shape.len() {
        return Ok(false);
    }
    let castable =
        <crate::memref::CastOp as CastOpInterfaceImpl>::are_cast_compatible(rw, &[src], &[dest])
            && guaranteed_cast_compatible(rw, src, dest);
    // What it builds is located at `value`, as MLIR's builds are.
    let loc = rw.value_loc(value);
    if castable {
        return replace_by(rw, op, |rw, _| {
            crate::memref::CastOp::create(rw, loc, dest, value).dest(rw)
        });
    }
    replace_by(rw, op, |rw, _| {
        let index = ods_runtime::ods::convert::index(rw.context());
        let mut sizes = Vec::new();
        for (i, _) in dest_shape.iter().enumerate().filter(|(_, &d)| d == DYNAMIC) {
            let attr = ods_runtime::ods::convert::index_attr(rw.context(), i as i64);
            let position = crate::arith::ConstantOp::create(rw, loc, index, attr).result(rw);
            sizes.push(crate::memref::DimOp::create(rw, loc, index, value, position).result(rw));
        }
        let alloc = crate::memref::AllocOp::create(rw, loc, dest, &sizes, &[], None).memref(rw);
        crate::memref::CopyOp::create(rw, loc, value, alloc);
        alloc
    })
}

/// Whether no offset or stride goes from dynamic in `src` to static in
/// `dest`: a cast that cannot fail at run time.
fn guaranteed_cast_compatible(rw: &PatternRewriter<'_>, src: Type, dest: Type) -> bool {
    let (Some((src_strides, src_offset)), Some((dest_strides, dest_offset))) = (
        crate::memref::strides_and_offset(rw, src),
        crate::memref::strides_and_offset(rw, dest),
    ) else {
        return false;
    };
    let dynamic_to_static = |a: i64, b: i64| a == DYNAMIC && b != DYNAMIC;
    !dynamic_to_static(src_offset, dest_offset)
        && !src_strides
            .iter()
            .zip(&dest_strides)
            .any(|(&a, &b)| dynamic_to_static(a, b))
}
