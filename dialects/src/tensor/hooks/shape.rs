//! Ranked tensor types taken apart and put back together, and what
//! several ops infer from shapes (MLIR's `RankedTensorType`,
//! `verifyCompatibleShape`, `computeRankReductionMask` users).

use ods_runtime::ir::builtin_types::RankedTensorType;
use ods_runtime::ods::pred::{self, DYNAMIC};
use ods_runtime::{Attribute, Context, Type, Value};

/// A ranked tensor type's shape ([`DYNAMIC`] where dynamic), element type
/// and encoding.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct TensorParts {
    pub shape: Vec<i64>,
    pub element: Type,
    pub encoding: Option<Attribute>,
}

impl TensorParts {
    /// The parts of `ty`, if it is a ranked tensor.
    pub fn of(ctx: &Context, ty: Type) -> Option<TensorParts> {
        let t = RankedTensorType::try_from(ctx, ty)?;
        Some(TensorParts {
            shape: t.shape(ctx).iter().map(|d| d.unwrap_or(DYNAMIC)).collect(),
            element: t.element_type(ctx),
            encoding: t.encoding(ctx),
        })
    }

    /// The parts of `value`'s type, if a ranked tensor.
    pub fn of_value(ctx: &Context, value: Value) -> Option<TensorParts> {
        TensorParts::of(ctx, ctx.value_type(value))
    }

    /// The same element type and encoding with another shape.
    pub fn with_shape(&self, shape: Vec<i64>) -> TensorParts {
        TensorParts {
            shape,
            ..self.clone()
        }
    }

    /// The type.
    pub fn get(&self, ctx: &mut Context) -> Type {
        let dims: Vec<Option<i64>> = self
            .shape
            .iter()
            .map(|&d| (d != DYNAMIC).then_some(d))
            .collect();
        RankedTensorType::get(ctx, &dims, self.element, self.encoding).ty()
    }

    /// The type's text (`tensor<4x?xf32>`), without building it.
    pub fn text(&self, ctx: &Context) -> String {
        use ods_runtime::asm::printer::{attr_to_string, type_to_string};
        let mut text = String::from("tensor<");
        for &d in &self.shape {
            if d == DYNAMIC {
                text.push('?');
            } else {
                text.push_str(&d.to_string());
            }
            text.push('x');
        }
        text.push_str(&type_to_string(ctx, self.element));
        if let Some(encoding) = self.encoding {
            text.push_str(", ");
            text.push_str(&attr_to_string(ctx, encoding));
        }
        text.push('>');
        text
    }

    /// The number of dynamic dimensions.
    pub fn num_dynamic_dims(&self) -> usize {
        self.shape.iter().filter(|&&d| d == DYNAMIC).count()
    }

    /// Whether every dimension is static.
    pub fn has_static_shape(&self) -> bool {
        self.num_dynamic_dims() == 0
    }
}

/// The rank of a ranked tensor value (0 for anything else).
pub(crate) fn rank_of(ctx: &Context, value: Value) -> usize {
    TensorParts::of_value(ctx, value).map_or(0, |p| p.shape.len())
}

/// MLIR's `verifyCompatibleShape` on two tensor types: an unranked one
/// fits any, ranked ones need the same rank and equal static sizes.
pub(crate) fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (pred::shape(ctx, a), pred::shape(ctx, b)) {
        (Some(a), Some(b)) => {
            a.len() == b.len()
                && a.iter()
                    .zip(&b)
                    .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        _ => true,
    }
}

/// Whether `ty` is a tensor (ranked or not).
pub(crate) fn is_tensor(ctx: &Context, ty: Type) -> bool {
    pred::is_tensor(ctx, ty)
}

/// The shape of the slice of a tensor with these sizes: each static size
/// as it is, dynamic where given by a value (MLIR's
/// `ExtractSliceOp::inferResultType`).
pub(crate) fn slice_type(source: &TensorParts, static_sizes: &[i64]) -> TensorParts {
    source.with_shape(static_sizes.to_vec())
}

/// MLIR's `GatherOp::inferResultType`: the indices' shape without its
/// last dimension, then the source's, with the gathered dimensions 1 (or
/// dropped when `rank_reduced`).
pub(crate) fn gather_result_type(
    source: &TensorParts,
    indices_shape: &[i64],
    dims: &[i64],
    rank_reduced: bool,
) -> TensorParts {
    let mut shape = indices_shape[..indices_shape.len().saturating_sub(1)].to_vec();
    for (i, &size) in source.shape.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            if !rank_reduced {
                shape.push(1);
            }
            continue;
        }
        shape.push(size);
    }
    source.with_shape(shape)
}

/// MLIR's `PadOp::inferResultType`: each static dimension grows by its
/// static low and high padding; `None` when the lists do not match the
/// rank.
pub(crate) fn padded_type(source: &TensorParts, low: &[i64], high: &[i64]) -> Option<TensorParts> {
    let rank = source.shape.len();
    if low.len() != rank || high.len() != rank {
        return None;
    }
    let shape = (0..rank)
        .map(|i| {
            let (size, l, h) = (source.shape[i], low[i], high[i]);
            if size == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                DYNAMIC
            } else {
                size + l + h
            }
        })
        .collect();
    Some(TensorParts {
        shape,
        element: source.element,
        encoding: None,
    })
}

/// MLIR's `CollapseShapeOp::inferCollapsedType`: each group's sizes
/// multiplied, dynamic when any is.
pub(crate) fn collapsed_shape(expanded: &[i64], groups: &[Vec<i64>]) -> Vec<i64> {
    groups
        .iter()
        .map(|group| {
            group.iter().try_fold(1i64, |acc, &d| {
                let size = *expanded.get(d as usize)?;
                (size != DYNAMIC).then(|| acc.saturating_mul(size))
            })
        })
        .map(|size| size.unwrap_or(DYNAMIC))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collapsing_multiplies_static_groups() {
        assert_eq!(
            collapsed_shape(&[2, 3, 4, DYNAMIC], &[vec![0, 1], vec![2, 3]]),
            vec![6, DYNAMIC]
        );
        assert_eq!(collapsed_shape(&[2, 3], &[]), Vec::<i64>::new());
    }
}
