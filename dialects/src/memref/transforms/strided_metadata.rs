//! The base buffer, offset, sizes and strides of a `memref.subview`,
//! `memref.expand_shape` or `memref.collapse_shape`, computed from those of
//! its source (a new `memref.extract_strided_metadata` of it) with
//! `affine.apply` ops, as `ExpandStridedMetadata.cpp` computes them.

use super::super::hooks::{dropped_dims, strides_and_offset, MemRefParts};
use crate::affine::make_composed_folded_affine_apply;
use crate::memref::*;
use ods_runtime::ods::convert::index_attr;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{AffineExpr, Attribute, IrResult, Value};

/// A strided memref taken apart (MLIR's `StridedMetadata`).
pub(super) struct StridedMetadata {
    pub base: Value,
    pub offset: FoldResult,
    pub sizes: Vec<FoldResult>,
    pub strides: Vec<FoldResult>,
}

/// An index attribute, as a fold result.
fn index(rw: &mut PatternRewriter<'_>, value: i64) -> FoldResult {
    FoldResult::Attr(index_attr(rw.context(), value))
}

/// The static entry of a mixed list, or the next of its dynamic values.
pub(super) fn mixed(
    rw: &mut PatternRewriter<'_>,
    statics: &[i64],
    dynamics: &[Value],
) -> Vec<FoldResult> {
    let mut next = dynamics.iter();
    statics
        .iter()
        .map(|&s| match s {
            DYNAMIC => FoldResult::Value(*next.next().expect("a value per dynamic entry")),
            s => index(rw, s),
        })
        .collect()
}

/// `constant` when static, else `value` (a value the new metadata op
/// extracts).
fn static_or(rw: &mut PatternRewriter<'_>, constant: i64, value: Value) -> FoldResult {
    if constant == DYNAMIC {
        FoldResult::Value(value)
    } else {
        index(rw, constant)
    }
}

/// A new `memref.extract_strided_metadata` of `source`, with the strides
/// and offset of its type; `None` for a source that is not strided.
fn extract(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    source: Value,
) -> IrResult<Option<(ExtractStridedMetadataOp, Vec<i64>, i64)>> {
    let Some((strides, offset)) = strides_and_offset(rw, rw.value_type(source)) else {
        return Ok(None);
    };
    let metadata = ExtractStridedMetadataOp::create_inferred(rw, loc, source)?;
    Ok(Some((metadata, strides, offset)))
}

/// `subview`'s metadata: `stride#i = subStride#i * baseStride#i`,
/// `offset = baseOffset + sum(subOffset#i * baseStride#i)`, the sizes of
/// the subview, less the dimensions it drops.
pub(super) fn resolve_subview(
    rw: &mut PatternRewriter<'_>,
    subview: SubViewOp,
) -> IrResult<Option<StridedMetadata>> {
    let loc = rw.op_loc(subview.id());
    let Some(dropped) = dropped_dims(rw, subview) else {
        return Ok(None);
    };
    let Some((metadata, source_strides, source_offset)) = extract(rw, loc, subview.source(rw))?
    else {
        return Ok(None);
    };
    let base_strides = metadata.strides(rw);
    let sub_strides = mixed(rw, &subview.static_strides(rw), &subview.strides(rw));
    let sub_offsets = mixed(rw, &subview.static_offsets(rw), &subview.offsets(rw));
    let sub_sizes = mixed(rw, &subview.static_sizes(rw), &subview.sizes(rw));
    let (s0, s1) = (AffineExpr::Symbol(0), AffineExpr::Symbol(1));
    let mut offset_expr = s0.clone();
    let mut offset_values = vec![static_or(rw, source_offset, metadata.offset(rw))];
    let mut strides = Vec::with_capacity(source_strides.len());
    for (i, &source_stride) in source_strides.iter().enumerate() {
        let orig_stride = static_or(rw, source_stride, base_strides[i]);
        let operands = [sub_strides[i], orig_stride];
        strides.push(make_composed_folded_affine_apply(
            rw,
            loc,
            s0.clone() * s1.clone(),
            &operands,
        ));
        let first = 1 + 2 * i as u32;
        offset_expr = offset_expr + AffineExpr::Symbol(first) * AffineExpr::Symbol(first + 1);
        offset_values.extend([sub_offsets[i], orig_stride]);
    }
    let offset = make_composed_folded_affine_apply(rw, loc, offset_expr, &offset_values);
    let kept = |i: &usize| !dropped[*i];
    Ok(Some(StridedMetadata {
        base: metadata.base_buffer(rw),
        offset,
        sizes: (0..sub_sizes.len())
            .filter(kept)
            .map(|i| sub_sizes[i])
            .collect(),
        strides: (0..strides.len())
            .filter(kept)
            .map(|i| strides[i])
            .collect(),
    }))
}

/// A reshape whose metadata follows from its source's, group by group.
#[derive(Clone, Copy)]
pub(super) enum Reshape {
    Expand(ExpandShapeOp),
    Collapse(CollapseShapeOp),
}

impl Reshape {
    pub(super) fn id(self) -> ods_runtime::OpId {
        match self {
            Reshape::Expand(op) => op.id(),
            Reshape::Collapse(op) => op.id(),
        }
    }

    fn src(self, rw: &PatternRewriter<'_>) -> Value {
        match self {
            Reshape::Expand(op) => op.src(rw),
            Reshape::Collapse(op) => op.src(rw),
        }
    }

    fn groups(self, rw: &PatternRewriter<'_>) -> Vec<Vec<i64>> {
        match self {
            Reshape::Expand(op) => op.reassociation_indices(rw),
            Reshape::Collapse(op) => op.reassociation_indices(rw),
        }
    }
}

/// What a reshape's group computations read: the source's sizes and
/// strides (static where its type says, else extracted), the shapes and
/// strides of both types.
struct Source {
    sizes: Vec<FoldResult>,
    strides: Vec<FoldResult>,
    shape: Vec<i64>,
    static_strides: Vec<i64>,
    result_shape: Vec<i64>,
    result_type: ods_runtime::Type,
}

/// `reshape`'s metadata: the base and offset of its source, the sizes and
/// strides of each reassociation group computed from the source's.
pub(super) fn resolve_reshape(
    rw: &mut PatternRewriter<'_>,
    reshape: Reshape,
) -> IrResult<Option<StridedMetadata>> {
    let loc = rw.op_loc(reshape.id());
    let source = reshape.src(rw);
    let result_type = rw.value_type(rw.result(reshape.id(), 0));
    let (Some(src_parts), Some(result_parts)) = (
        MemRefParts::of(rw, rw.value_type(source)),
        MemRefParts::of(rw, result_type),
    ) else {
        return Ok(None);
    };
    let Some((metadata, static_strides, offset)) = extract(rw, loc, source)? else {
        return Ok(None);
    };
    let offset = static_or(rw, offset, metadata.offset(rw));
    let base = metadata.base_buffer(rw);
    if src_parts.shape.is_empty() {
        let ones = vec![index(rw, 1); result_parts.shape.len()];
        return Ok(Some(StridedMetadata {
            base,
            offset,
            sizes: ones.clone(),
            strides: ones,
        }));
    }
    let src = Source {
        sizes: metadata
            .sizes(rw)
            .into_iter()
            .map(FoldResult::Value)
            .collect(),
        strides: metadata
            .strides(rw)
            .into_iter()
            .map(FoldResult::Value)
            .collect(),
        shape: src_parts.shape,
        static_strides,
        result_shape: result_parts.shape,
        result_type,
    };
    let (mut sizes, mut strides) = (Vec::new(), Vec::new());
    for (group_id, group) in reshape.groups(rw).iter().enumerate() {
        match reshape {
            Reshape::Expand(_) => {
                sizes.extend(expanded_sizes(rw, loc, &src, group, group_id));
                strides.extend(expanded_strides(rw, loc, &src, group, group_id));
            }
            Reshape::Collapse(_) => {
                sizes.push(collapsed_size(rw, loc, &src, group, group_id));
                let Some(stride) = collapsed_stride(rw, &src, group, group_id) else {
                    return Ok(None);
                };
                strides.push(stride);
            }
        }
    }
    Ok(Some(StridedMetadata {
        base,
        offset,
        sizes,
        strides,
    }))
}

/// The sizes of expanded group `group_id`: the static ones, and the
/// dynamic one (at most one) the source size divided by their product
/// (MLIR's `getExpandedSizes`).
fn expanded_sizes(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    src: &Source,
    group: &[i64],
    group_id: usize,
) -> Vec<FoldResult> {
    let static_product: i64 = group
        .iter()
        .map(|&d| src.result_shape[d as usize])
        .filter(|&d| d != DYNAMIC)
        .product();
    group
        .iter()
        .map(|&d| match src.result_shape[d as usize] {
            DYNAMIC => make_composed_folded_affine_apply(
                rw,
                loc,
                AffineExpr::Symbol(0).floor_div(AffineExpr::Constant(static_product)),
                std::slice::from_ref(&src.sizes[group_id]),
            ),
            size => index(rw, size),
        })
        .collect()
}

/// The strides of expanded group `group_id`: the source stride times the
/// product of the sizes after each dimension, where a dynamic size is the
/// source size divided by the static ones (MLIR's `getExpandedStrides`).
fn expanded_strides(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    src: &Source,
    group: &[i64],
    group_id: usize,
) -> Vec<FoldResult> {
    let mut suffix = vec![1i64; group.len()];
    let mut current = 1i64;
    let mut dynamic = None;
    for i in (0..group.len()).rev() {
        suffix[i] = current;
        match src.result_shape[group[i] as usize] {
            DYNAMIC => dynamic = Some(i),
            size => current = current.wrapping_mul(size),
        }
    }
    let orig_stride = match src.static_strides[group_id] {
        DYNAMIC => src.strides[group_id],
        s => index(rw, s),
    };
    let (s0, s1) = (AffineExpr::Symbol(0), AffineExpr::Symbol(1));
    (0..group.len())
        .map(|i| match dynamic {
            Some(d) if i < d => {
                let expr = (s0.clone() * AffineExpr::Constant(suffix[i]))
                    .floor_div(AffineExpr::Constant(current))
                    * s1.clone();
                let operands = [src.sizes[group_id], orig_stride];
                make_composed_folded_affine_apply(rw, loc, expr, &operands)
            }
            _ => make_composed_folded_affine_apply(
                rw,
                loc,
                s0.clone() * AffineExpr::Constant(suffix[i]),
                std::slice::from_ref(&orig_stride),
            ),
        })
        .collect()
}

/// The size of collapsed group `group_id`: static from the result type,
/// else the product of the source sizes (MLIR's `getCollapsedSize`).
fn collapsed_size(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    src: &Source,
    group: &[i64],
    group_id: usize,
) -> FoldResult {
    let size = src.result_shape[group_id];
    if size != DYNAMIC {
        return index(rw, size);
    }
    let mut product = AffineExpr::Constant(1);
    let mut operands = Vec::with_capacity(group.len());
    for (i, &d) in group.iter().enumerate() {
        product = product * AffineExpr::Symbol(i as u32);
        operands.push(match src.shape[d as usize] {
            DYNAMIC => src.sizes[d as usize],
            s => index(rw, s),
        });
    }
    make_composed_folded_affine_apply(rw, loc, product, &operands)
}

/// The stride of collapsed group `group_id`: that of its innermost source
/// dimension not of size 1; for a group of unit dimensions, the result
/// type's stride, or when dynamic the first dynamic source stride (MLIR's
/// `getCollapsedStride`).
fn collapsed_stride(
    rw: &mut PatternRewriter<'_>,
    src: &Source,
    group: &[i64],
    group_id: usize,
) -> Option<FoldResult> {
    let stride_of = |rw: &mut PatternRewriter<'_>, d: usize| match src.static_strides[d] {
        DYNAMIC => src.strides[d],
        s => index(rw, s),
    };
    if let Some(&d) = group.iter().rev().find(|&&d| src.shape[d as usize] != 1) {
        return Some(stride_of(rw, d as usize));
    }
    let (result_strides, _) = strides_and_offset(rw, src.result_type)?;
    match *result_strides.get(group_id)? {
        DYNAMIC => group
            .iter()
            .find(|&&d| src.static_strides[d as usize] == DYNAMIC)
            .map(|&d| src.strides[d as usize]),
        s => Some(index(rw, s)),
    }
}
