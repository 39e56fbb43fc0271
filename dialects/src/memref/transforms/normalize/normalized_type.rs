//! The identity-layout memref type a layout map normalizes to (MLIR's
//! `normalizeMemRefType` of `Affine/Utils/Utils.cpp`): the map's results
//! become the dimensions, each as large as its greatest value over the
//! old index space plus one; a dynamic memref normalizes only through a
//! tiled layout (`floordiv` and `mod` by one tile size).

use crate::affine::{is_pure_affine, Ranges};
use crate::memref::hooks::{layout_map, LayoutMap, MemRefParts};
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::{AffineExpr, Context, Type};

/// A tile of a tiled layout: the tile size and the positions of the
/// results that divide and take the remainder by it.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Tile {
    /// The tile size, a constant.
    pub(super) size: AffineExpr,
    /// The position of the result `x floordiv size`.
    pub(super) floordiv: usize,
    /// The position of the result `x mod size`.
    pub(super) modulo: usize,
}

/// The tiles of `results` when they are a tiled layout (MLIR's
/// `getTileSizePos`): each `x floordiv c` whose `x` appears elsewhere
/// only as `x mod c`. Empty when some other result reads `x` otherwise.
pub(super) fn tiles(results: &[AffineExpr]) -> Vec<Tile> {
    let floordivs = results.iter().enumerate().filter_map(|(pos, e)| match e {
        AffineExpr::FloorDiv(l, r) if matches!(**r, AffineExpr::Constant(_)) => {
            Some((&**l, &**r, pos))
        }
        _ => None,
    });
    let mut tiles = Vec::new();
    for (lhs, rhs, floordiv) in floordivs {
        let mut found = false;
        for (pos, e) in results.iter().enumerate() {
            if pos == floordiv || !contains(e, lhs) {
                continue;
            }
            match e {
                AffineExpr::Mod(l, r) if **l == *lhs && **r == *rhs && !found => {
                    tiles.push(Tile {
                        size: rhs.clone(),
                        floordiv,
                        modulo: pos,
                    });
                    found = true;
                }
                _ => return Vec::new(),
            }
        }
    }
    tiles
}

/// Whether `part` is `e` or one of its subexpressions.
fn contains(e: &AffineExpr, part: &AffineExpr) -> bool {
    if e == part {
        return true;
    }
    match e {
        AffineExpr::Dim(_) | AffineExpr::Symbol(_) | AffineExpr::Constant(_) => false,
        AffineExpr::Add(l, r)
        | AffineExpr::Mul(l, r)
        | AffineExpr::Mod(l, r)
        | AffineExpr::FloorDiv(l, r)
        | AffineExpr::CeilDiv(l, r) => contains(l, part) || contains(r, part),
    }
}

/// Whether `e` reads one of the dimensions `dims` (MLIR's
/// `isNormalizedMemRefDynamicDim`).
fn reads_any(e: &AffineExpr, dims: &[usize]) -> bool {
    dims.iter()
        .any(|&d| contains(e, &AffineExpr::Dim(d as u32)))
}

/// The greatest value of result `e` over `ranges`, as the constraint
/// system MLIR projects finds it: exact for a linear sum, a remainder by
/// `c` reaching `c - 1`, and otherwise the interval of each part.
fn upper_bound(ranges: &Ranges, e: &AffineExpr) -> Option<i64> {
    match e {
        AffineExpr::Mod(..) => interval(ranges, e).map(|(_, hi)| hi),
        _ => ranges
            .bound(e, true)
            .or_else(|| interval(ranges, e).map(|(_, hi)| hi)),
    }
}

/// The least and greatest values of `e` over `ranges`, part by part; a
/// remainder by `c` ranges over `[0, c - 1]`.
fn interval(ranges: &Ranges, e: &AffineExpr) -> Option<(i64, i64)> {
    use AffineExpr::*;
    let divisor = |r: &AffineExpr| match r {
        Constant(c) if *c > 0 => Some(*c),
        _ => None,
    };
    Some(match e {
        Constant(c) => (*c, *c),
        Dim(d) => (ranges.lower[*d as usize]?, ranges.upper[*d as usize]?),
        Symbol(_) => return None,
        Add(l, r) => {
            let ((a, b), (c, d)) = (interval(ranges, l)?, interval(ranges, r)?);
            (a.checked_add(c)?, b.checked_add(d)?)
        }
        Mul(l, r) => {
            let ((Constant(k), x) | (x, Constant(k))) = (&**l, &**r) else {
                return None;
            };
            let (a, b) = interval(ranges, x)?;
            let (a, b) = (a.checked_mul(*k)?, b.checked_mul(*k)?);
            (a.min(b), a.max(b))
        }
        FloorDiv(l, r) => {
            let (c, (a, b)) = (divisor(r)?, interval(ranges, l)?);
            (a.div_euclid(c), b.div_euclid(c))
        }
        CeilDiv(l, r) => {
            let (c, (a, b)) = (divisor(r)?, interval(ranges, l)?);
            (-(-a).div_euclid(c), -(-b).div_euclid(c))
        }
        Mod(_, r) => (0, divisor(r)? - 1),
    })
}

/// The layout map of the ranked memref `ty` when it is not the identity.
pub(super) fn non_identity_layout(ctx: &Context, ty: Type) -> Option<(MemRefParts, LayoutMap)> {
    let parts = MemRefParts::of(ctx, ty)?;
    if crate::memref::hooks::has_identity_layout(ctx, ty) {
        return None;
    }
    let map = layout_map(ctx, parts.layout?, parts.shape.len())?;
    Some((parts, map))
}

/// `ty` with its layout map made the identity and the shape that holds
/// the map's results; `ty` itself when it has no layout, rank 0, or a map
/// that cannot normalize (semi-affine, unbounded, negative, or dynamic
/// and not tiled).
pub(super) fn normalize_memref_type(ctx: &mut Context, ty: Type) -> Type {
    let Some((parts, map)) = non_identity_layout(ctx, ty) else {
        return ty;
    };
    if parts.shape.is_empty()
        || (parts.num_dynamic_dims() > 0 && tiles(&map.results).is_empty())
        || !map.results.iter().all(is_pure_affine)
    {
        return ty;
    }
    // A dimension without a positive static size is left unbounded.
    let sized = |d: &i64| (*d > 0).then_some(*d);
    let dynamic: Vec<usize> = (0..parts.shape.len())
        .filter(|&d| sized(&parts.shape[d]).is_none())
        .collect();
    let unbounded = vec![None; map.symbols];
    let ranges = Ranges {
        dims: map.dims,
        symbols: map.symbols,
        lower: (parts.shape.iter().map(|d| sized(d).map(|_| 0)))
            .chain(unbounded.iter().copied())
            .collect(),
        upper: (parts.shape.iter().map(|d| sized(d).map(|s| s - 1)))
            .chain(unbounded.iter().copied())
            .collect(),
    };
    let mut shape = Vec::with_capacity(map.results.len());
    for e in &map.results {
        if reads_any(e, &dynamic) {
            shape.push(DYNAMIC);
            continue;
        }
        match upper_bound(&ranges, e) {
            Some(ub) if ub >= 0 => shape.push(ub + 1),
            _ => return ty,
        }
    }
    MemRefParts {
        shape,
        layout: None,
        ..parts
    }
    .get(ctx)
}

/// Whether `ty` is a ranked memref of a layout that is not the identity.
pub(super) fn has_layout(ctx: &Context, ty: Type) -> bool {
    MemRefParts::of(ctx, ty).is_some() && !crate::memref::hooks::has_identity_layout(ctx, ty)
}

/// The layout map of the memref type `ty`, the identity of its rank when
/// it has none.
pub(super) fn layout_or_identity(ctx: &Context, ty: Type) -> LayoutMap {
    non_identity_layout(ctx, ty).map_or_else(
        || {
            let rank = MemRefParts::of(ctx, ty).map_or(0, |p| p.shape.len());
            LayoutMap {
                dims: rank,
                symbols: 0,
                results: (0..rank as u32).map(ods_runtime::AffineExpr::Dim).collect(),
            }
        },
        |(_, map)| map,
    )
}
