//! An affine map with the values it reads (MLIR's `AffineValueMap`): what
//! the loop transformations compute bounds and induction variables with.

use super::maps::{affine_map, results, Shape};
use super::simplify::simplify_map_and_operands;
use ods_runtime::{AffineExpr, Attribute, Context, Value};

/// An affine map and its operands, its dimensions' then its symbols'.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct AffineValueMap {
    /// The map.
    pub(crate) map: Attribute,
    /// The values of its dimensions then of its symbols.
    pub(crate) operands: Vec<Value>,
}

impl AffineValueMap {
    /// `map` of `operands`.
    pub(crate) fn new(map: Attribute, operands: Vec<Value>) -> AffineValueMap {
        AffineValueMap { map, operands }
    }

    /// The results of the map.
    pub(crate) fn results<'c>(&self, ctx: &'c Context) -> &'c [AffineExpr] {
        results(ctx, self.map)
    }

    /// `a - b`, result by result, over the dimensions of `a` then of `b`
    /// and the symbols of `a` then of `b`, composed with the
    /// `affine.apply` ops making its operands and canonicalized (MLIR's
    /// `AffineValueMap::difference`). Both have as many results.
    pub(crate) fn difference(
        ctx: &mut Context,
        a: &AffineValueMap,
        b: &AffineValueMap,
    ) -> AffineValueMap {
        let (sa, sb) = (Shape::of(ctx, a.map), Shape::of(ctx, b.map));
        let mut operands = a.operands[..sa.dims].to_vec();
        operands.extend_from_slice(&b.operands[..sb.dims]);
        operands.extend_from_slice(&a.operands[sa.dims..]);
        operands.extend_from_slice(&b.operands[sb.dims..]);
        // `b`'s dimensions and symbols come after `a`'s.
        let shift_dims: Vec<AffineExpr> = (0..sb.dims)
            .map(|i| AffineExpr::Dim((sa.dims + i) as u32))
            .collect();
        let shift_symbols: Vec<AffineExpr> = (0..sb.symbols)
            .map(|i| AffineExpr::Symbol((sa.symbols + i) as u32))
            .collect();
        let diffs: Vec<AffineExpr> = results(ctx, a.map)
            .iter()
            .zip(results(ctx, b.map))
            .map(|(ea, eb)| ea.clone() - eb.replace_dims_and_symbols(&shift_dims, &shift_symbols))
            .collect();
        let map = affine_map(ctx, sa.dims + sb.dims, sa.symbols + sb.symbols, diffs);
        let mut diff = AffineValueMap::new(map, operands);
        diff.canonicalize(ctx);
        diff
    }

    /// Composes the map with the `affine.apply` ops making its operands
    /// and canonicalizes it; whether anything changed (MLIR's
    /// `AffineValueMap::canonicalize`).
    pub(crate) fn canonicalize(&mut self, ctx: &mut Context) -> bool {
        match simplify_map_and_operands(ctx, self.map, &self.operands) {
            Some((map, operands)) => {
                *self = AffineValueMap::new(map, operands);
                true
            }
            None => false,
        }
    }
}
