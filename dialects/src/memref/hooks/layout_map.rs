//! The affine map a memref layout stands for (MLIR's
//! `MemRefLayoutAttrInterface::getAffineMap`): an affine map layout is its
//! own, a strided layout the linear map of its offset and strides
//! (`makeStridedLinearLayoutMap`), a symbol for each dynamic entry.

use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::AffineExpr;

#[cfg(all(feature = "affine", feature = "func"))]
use ods_runtime::{AttrKind, Attribute, Context};

/// An affine map taken apart: its numbers of dimensions and symbols and
/// its results.
#[cfg(all(feature = "affine", feature = "func"))]
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct LayoutMap {
    /// The number of dimensions (the memref's rank).
    pub(crate) dims: usize,
    /// The number of symbols.
    pub(crate) symbols: usize,
    /// The results.
    pub(crate) results: Vec<AffineExpr>,
}

/// The linear map of a strided layout, `offset + d0 * strides[0] + ...`:
/// its number of symbols (the offset's first when dynamic, then each
/// dynamic stride's) and its expression.
pub(crate) fn strided_linear_map(strides: &[i64], offset: i64) -> (usize, AffineExpr) {
    let mut symbols = 0;
    let mut entry = |value: i64| {
        if value == DYNAMIC {
            symbols += 1;
            AffineExpr::Symbol(symbols - 1)
        } else {
            AffineExpr::Constant(value)
        }
    };
    let mut expr = entry(offset);
    for (i, &stride) in strides.iter().enumerate() {
        expr = expr + AffineExpr::Dim(i as u32) * entry(stride);
    }
    (symbols as usize, expr)
}

/// The map of `layout` for a memref of `rank` dimensions: `None` for the
/// identity (no layout) or an attribute that is no layout.
#[cfg(all(feature = "affine", feature = "func"))]
pub(crate) fn layout_map(ctx: &Context, layout: Attribute, rank: usize) -> Option<LayoutMap> {
    match ctx.attr_kind(layout) {
        AttrKind::AffineMap {
            dims,
            symbols,
            results,
        } => Some(LayoutMap {
            dims: *dims as usize,
            symbols: *symbols as usize,
            results: results.to_vec(),
        }),
        AttrKind::StridedLayout { offset, strides } => {
            let (symbols, expr) = strided_linear_map(strides, *offset);
            Some(LayoutMap {
                dims: rank,
                symbols,
                results: vec![expr],
            })
        }
        _ => None,
    }
}
