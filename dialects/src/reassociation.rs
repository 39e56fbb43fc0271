//! Reassociations of the reshapes that expand or collapse dimensions
//! (`memref.expand_shape`, `tensor.collapse_shape`, ...): for each
//! dimension of the collapsed side, the dimensions of the expanded side it
//! groups, as MLIR's `ReshapeOpsUtils` reads and writes them.

use ods_runtime::ods::convert;
use ods_runtime::{AffineExpr, Attribute, Context};

/// The groups of a reassociation attribute (`[[0, 1], [2]]`).
pub(crate) fn reassociation_of(ctx: &Context, attr: Attribute) -> Vec<Vec<i64>> {
    let groups = convert::try_as_array(ctx, attr).unwrap_or_default();
    groups
        .iter()
        .map(|&g| {
            let items = convert::try_as_array(ctx, g).unwrap_or_default();
            items
                .iter()
                .filter_map(|&i| convert::try_int::<i64>(ctx, i))
                .collect()
        })
        .collect()
}

/// The reassociation attribute of `groups`: an array of `i64` arrays.
pub(crate) fn reassociation_attr(ctx: &mut Context, groups: &[Vec<i64>]) -> Attribute {
    let arrays: Vec<Attribute> = groups
        .iter()
        .map(|g| convert::i64_array_attr(ctx, g))
        .collect();
    convert::array_attr(ctx, arrays)
}

/// Groups of `d<i>` expressions as groups of dimension positions (MLIR's
/// `convertReassociationMapsToIndices`); anything but a dimension is left
/// out.
pub(crate) fn reassociation_indices(groups: &[Vec<AffineExpr>]) -> Vec<Vec<i64>> {
    groups
        .iter()
        .map(|g| {
            g.iter()
                .filter_map(|e| match e {
                    AffineExpr::Dim(d) => Some(i64::from(*d)),
                    _ => None,
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reassociation_from_dimension_expressions() {
        let groups = vec![
            vec![AffineExpr::Dim(0), AffineExpr::Dim(1)],
            vec![AffineExpr::Dim(2)],
        ];
        assert_eq!(reassociation_indices(&groups), vec![vec![0, 1], vec![2]]);
    }
}
