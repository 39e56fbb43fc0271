//! The strides and offset a memref type's layout gives its dimensions
//! (MLIR's `MemRefType::getStridesAndOffset` in `BuiltinTypes.cpp`): a
//! builtin-type utility that memref's ops, vector's loads and stores and
//! the LLVM type converter read. A dynamic stride or offset is
//! [`DYNAMIC`].

use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::{AffineExpr, AttrKind, Context, Type, TypeKind};

/// `a * b` saturating to [`DYNAMIC`], but 0 times anything is 0 (MLIR's
/// `SaturatedInteger`).
pub(crate) fn saturated_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// `a + b` saturating to [`DYNAMIC`].
pub(crate) fn saturated_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// The row-major strides of `shape`: each the product of the sizes after
/// it, dynamic from the first dynamic size on.
pub(crate) fn identity_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; shape.len()];
    let mut running = 1;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        running = saturated_mul(running, shape[i]);
    }
    strides
}

/// The strides and offset of a ranked memref (MLIR's
/// `getStridesAndOffset`), or `None` when its layout is not strided.
pub(crate) fn strides_and_offset(ctx: &Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(ty) else {
        return None;
    };
    let Some(layout) = layout else {
        let shape: Vec<i64> = shape.iter().map(|d| d.unwrap_or(DYNAMIC)).collect();
        return Some((identity_strides(&shape), 0));
    };
    match ctx.attr_kind(*layout) {
        AttrKind::StridedLayout { offset, strides } => Some((strides.to_vec(), *offset)),
        AttrKind::AffineMap { dims, results, .. } if results.len() == 1 => {
            linear_strides(&results[0], *dims as usize)
        }
        _ => None,
    }
}

/// Whether memref `ty` has a strided layout whose innermost stride is 1
/// (or no dimension): MLIR's `MemRefType::isLastDimUnitStride`, which
/// vector's loads and stores of more than one element require.
#[cfg(feature = "vector")]
pub(crate) fn is_last_dim_unit_stride(ctx: &Context, ty: Type) -> bool {
    strides_and_offset(ctx, ty).is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1))
}

/// The coefficients of a sum of `d_i * c`, `d_i * s_j`, constants and
/// symbols: the strides (dynamic for a symbol factor) and the offset.
fn linear_strides(expr: &AffineExpr, dims: usize) -> Option<(Vec<i64>, i64)> {
    let mut strides = vec![0; dims];
    let mut offset = 0;
    let mut terms = vec![expr];
    while let Some(term) = terms.pop() {
        match term {
            AffineExpr::Add(a, b) => terms.extend([a.as_ref(), b.as_ref()]),
            AffineExpr::Constant(c) => offset = saturated_add(offset, *c),
            AffineExpr::Symbol(_) => offset = DYNAMIC,
            AffineExpr::Dim(d) => add_stride(&mut strides, *d, 1)?,
            AffineExpr::Mul(a, b) => match (a.as_ref(), b.as_ref()) {
                (AffineExpr::Dim(d), AffineExpr::Constant(c))
                | (AffineExpr::Constant(c), AffineExpr::Dim(d)) => {
                    add_stride(&mut strides, *d, *c)?
                }
                (AffineExpr::Dim(d), AffineExpr::Symbol(_))
                | (AffineExpr::Symbol(_), AffineExpr::Dim(d)) => {
                    add_stride(&mut strides, *d, DYNAMIC)?
                }
                (AffineExpr::Symbol(_), AffineExpr::Symbol(_) | AffineExpr::Constant(_))
                | (AffineExpr::Constant(_), AffineExpr::Symbol(_)) => offset = DYNAMIC,
                _ => return None,
            },
            _ => return None,
        }
    }
    Some((strides, offset))
}

fn add_stride(strides: &mut [i64], dim: u32, coefficient: i64) -> Option<()> {
    let slot = strides.get_mut(dim as usize)?;
    *slot = saturated_add(*slot, coefficient);
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_strides_turn_dynamic_left_of_a_dynamic_size() {
        assert_eq!(identity_strides(&[2, 3, 4]), vec![12, 4, 1]);
        assert_eq!(identity_strides(&[2, DYNAMIC, 4]), vec![DYNAMIC, 4, 1]);
        assert_eq!(identity_strides(&[]), Vec::<i64>::new());
        assert_eq!(saturated_mul(0, DYNAMIC), 0);
        assert_eq!(saturated_mul(3, DYNAMIC), DYNAMIC);
    }

    #[test]
    fn linear_maps_give_their_coefficients() {
        // (d0, d1) -> (d0 * 200 + d1 * 2)
        let mul = |d, c| {
            AffineExpr::Mul(
                Box::new(AffineExpr::Dim(d)),
                Box::new(AffineExpr::Constant(c)),
            )
        };
        let expr = AffineExpr::Add(Box::new(mul(0, 200)), Box::new(mul(1, 2)));
        assert_eq!(linear_strides(&expr, 2), Some((vec![200, 2], 0)));
        let floor = AffineExpr::FloorDiv(
            Box::new(AffineExpr::Dim(0)),
            Box::new(AffineExpr::Constant(2)),
        );
        assert_eq!(linear_strides(&floor, 1), None);
    }
}
