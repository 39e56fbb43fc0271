//! The affine maps and integer sets the ops hold, read from their
//! attributes: their numbers of dimensions, symbols and results.

use ods_runtime::{AffineExpr, AttrKind, Attribute, Context, DenseData, OpId, Symbol};

/// An affine map's or integer set's numbers of dimensions and symbols,
/// and its results (a set's constraints); zeros for another attribute,
/// which the ops' constraints reject before their hooks run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Shape {
    pub(crate) dims: usize,
    pub(crate) symbols: usize,
    pub(crate) results: usize,
}

impl Shape {
    pub(crate) fn of(ctx: &Context, attr: Attribute) -> Shape {
        match ctx.attr_kind(attr) {
            AttrKind::AffineMap {
                dims,
                symbols,
                results,
            } => Shape {
                dims: *dims as usize,
                symbols: *symbols as usize,
                results: results.len(),
            },
            AttrKind::IntegerSet {
                dims,
                symbols,
                constraints,
            } => Shape {
                dims: *dims as usize,
                symbols: *symbols as usize,
                results: constraints.len(),
            },
            _ => Shape::default(),
        }
    }

    /// The number of operands the map or set reads.
    pub(crate) fn inputs(self) -> usize {
        self.dims + self.symbols
    }
}

/// The results of an affine map (none for another attribute).
pub(crate) fn results(ctx: &Context, map: Attribute) -> &[AffineExpr] {
    match ctx.attr_kind(map) {
        AttrKind::AffineMap { results, .. } => results,
        _ => &[],
    }
}

/// The value of a map of one constant result (MLIR's
/// `getSingleConstantResult`).
pub(crate) fn single_constant(ctx: &Context, map: Attribute) -> Option<i64> {
    match results(ctx, map) {
        [AffineExpr::Constant(c)] => Some(*c),
        _ => None,
    }
}

/// `affine_map<(dims)[symbols] -> (results)>`, interned.
pub(crate) fn affine_map(
    ctx: &mut Context,
    dims: usize,
    symbols: usize,
    results: Vec<AffineExpr>,
) -> Attribute {
    ctx.attr(AttrKind::AffineMap {
        dims: dims as u32,
        symbols: symbols as u32,
        results: results.into(),
    })
}

/// The `map` property of a memory op with its name (MLIR's
/// `getAffineMapAttrForMemRef`): the one every verified `affine.load`,
/// `affine.store` and their vector forms hold.
pub(crate) fn map_entry(ctx: &Context, op: OpId) -> (Symbol, Attribute) {
    let entries = ctx.properties(op).map(|props| match ctx.attr_kind(props) {
        AttrKind::Dictionary(entries) => entries.to_vec(),
        _ => Vec::new(),
    });
    entries
        .unwrap_or_default()
        .into_iter()
        .find(|&(name, _)| ctx.symbol_str(name) == "map")
        .expect("a verified affine memory op has its `map`")
}

/// The affine map of a memory op (MLIR's `getAffineMap`).
pub(crate) fn map_of(ctx: &Context, op: OpId) -> Attribute {
    map_entry(ctx, op).1
}

/// The sizes of the bound groups of `affine.parallel`, from their
/// `dense<...> : tensor<Nxi32>` (a splat repeated over the tensor).
pub(crate) fn group_sizes(ctx: &Context, groups: Attribute) -> Vec<i32> {
    let AttrKind::DenseElements {
        ty,
        data: DenseData::Ints(values),
        splat,
        ..
    } = ctx.attr_kind(groups)
    else {
        return Vec::new();
    };
    let sizes = values.iter().map(|v| v.to_i128().unwrap_or(0) as i32);
    if *splat {
        let count =
            ods_runtime::ods::pred::shape(ctx, *ty).map_or(1, |s| s.iter().product::<i64>());
        let size = sizes.clone().next().unwrap_or(0);
        vec![size; count.max(0) as usize]
    } else {
        sizes.collect()
    }
}

/// The map of group `pos` of a grouped bound of `affine.parallel`: the
/// results of that group over all of `map`'s dimensions and symbols
/// (MLIR's `getLowerBoundMap`/`getUpperBoundMap`).
pub(crate) fn group_map(
    ctx: &mut Context,
    map: Attribute,
    groups: Attribute,
    pos: usize,
) -> Attribute {
    let shape = Shape::of(ctx, map);
    let sizes = group_sizes(ctx, groups);
    let start: usize = sizes.iter().take(pos).map(|&s| s.max(0) as usize).sum();
    let size = sizes.get(pos).map_or(0, |&s| s.max(0) as usize);
    let all = results(ctx, map);
    let end = (start + size).min(all.len());
    let group = all[start.min(end)..end].to_vec();
    affine_map(ctx, shape.dims, shape.symbols, group)
}
