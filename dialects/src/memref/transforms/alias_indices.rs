//! The indices into the source of a view that an access through the view
//! reads (MLIR's `resolveIndicesIntoOpWithOffsetsAndStrides`,
//! `resolveSourceIndicesExpandShape` and
//! `resolveSourceIndicesCollapseShape`): what `fold-memref-alias-ops`
//! folds loads and stores with.

use super::expand_strided_metadata::value_or_constant;
use super::strided_metadata::mixed;
use crate::affine::{
    make_composed_folded_affine_apply, AffineDelinearizeIndexOp, AffineLinearizeIndexOp,
};
use crate::memref::*;
use ods_runtime::ods::convert::index_attr;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{AffineExpr, Attribute, IrResult, Value};

/// The source indices `offset#i + index#i * stride#i` of `indices` into a
/// view at `offsets` and `strides`, index 0 for each `dropped` dimension.
pub(super) fn resolve_offsets_and_strides(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    offsets: &[FoldResult],
    strides: &[FoldResult],
    dropped: &[bool],
    indices: &[FoldResult],
) -> Vec<Value> {
    let zero = FoldResult::Attr(index_attr(rw.context(), 0));
    let mut next = indices.iter();
    let expr = AffineExpr::Symbol(0) + AffineExpr::Symbol(1) * AffineExpr::Symbol(2);
    (0..offsets.len())
        .map(|dim| {
            let index = if dropped[dim] {
                zero
            } else {
                next.next().copied().unwrap_or(zero)
            };
            let operands = [offsets[dim], index, strides[dim]];
            let resolved = make_composed_folded_affine_apply(rw, loc, expr.clone(), &operands);
            value_or_constant(rw, loc, resolved)
        })
        .collect()
}

/// The source indices of `indices` into an `expand_shape`: each group's
/// indices linearized by its output sizes, `disjoint` when the indices
/// are known in bounds.
pub(super) fn resolve_expand_shape(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    expand: ExpandShapeOp,
    indices: &[Value],
    in_bounds: bool,
) -> Vec<Value> {
    let output_shape = mixed(
        rw,
        &expand.static_output_shape(rw),
        &expand.output_shape(rw),
    );
    let disjoint = Some(crate::affine::flags::Disjoint::from(in_bounds));
    expand
        .reassociation_indices(rw)
        .iter()
        .map(|group| {
            if let [dim] = group.as_slice() {
                return indices[*dim as usize];
            }
            let basis: Vec<FoldResult> = group.iter().map(|&d| output_shape[d as usize]).collect();
            let group_indices = group.iter().map(|&d| indices[d as usize]).collect();
            AffineLinearizeIndexOp::create_basis_fold_result(
                rw,
                loc,
                group_indices,
                &basis,
                disjoint,
            )
            .linear_index(rw)
        })
        .collect()
}

/// The source indices of `indices` into a `collapse_shape`: each index
/// delinearized by the sizes of its group in the source (read from a new
/// `memref.extract_strided_metadata` where dynamic); zeros into a rank-0
/// result.
pub(super) fn resolve_collapse_shape(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    collapse: CollapseShapeOp,
    indices: &[Value],
) -> IrResult<Vec<Value>> {
    let source = collapse.src(rw);
    let metadata = ExtractStridedMetadataOp::create_inferred(rw, loc, source)?;
    let shape = super::super::hooks::MemRefParts::of(rw, rw.value_type(source))
        .map(|p| p.shape)
        .unwrap_or_default();
    let sizes: Vec<FoldResult> = shape
        .iter()
        .zip(metadata.sizes(rw))
        .map(|(&s, v)| match s {
            DYNAMIC => FoldResult::Value(v),
            s => FoldResult::Attr(index_attr(rw.context(), s)),
        })
        .collect();
    let groups = collapse.reassociation_indices(rw);
    let mut resolved = Vec::new();
    for (&index, group) in indices.iter().zip(&groups) {
        if group.len() == 1 {
            resolved.push(index);
            continue;
        }
        let basis: Vec<FoldResult> = group.iter().map(|&d| sizes[d as usize]).collect();
        let outer_bound = Some(crate::affine::flags::HasOuterBound::Yes);
        let delinearize =
            AffineDelinearizeIndexOp::create_basis_fold_result(rw, loc, index, &basis, outer_bound);
        resolved.extend(rw.results(delinearize.id()));
    }
    if groups.is_empty() {
        let zero = make_composed_folded_affine_apply(rw, loc, AffineExpr::Constant(0), &[]);
        for _ in 0..shape.len() {
            resolved.push(value_or_constant(rw, loc, zero));
        }
    }
    Ok(resolved)
}
