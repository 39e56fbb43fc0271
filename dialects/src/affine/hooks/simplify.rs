//! Affine maps simplified with their operands, as MLIR's `AffineOps.cpp`
//! does for every op that holds a map (`SimplifyAffineOp`): the
//! `affine.apply` ops producing operands compose into the map
//! (`composeAffineMapAndOperands`, which also reads a sum of an
//! `affine.delinearize_index`'s results over their strides as its linear
//! index: `delinearize_inverse`), dimensions that are valid symbols
//! become symbols and symbols that are only dimensions become dimensions,
//! constant symbols fold into the map, unused operands go and a repeated
//! one is read once (`canonicalizeMapAndOperands`), and the purely affine
//! results are rebuilt from their flat form (`simplifyAffineMap`). The
//! ops' patterns then simplify the results with the loops' ranges
//! (`bounds`).

use super::bounds::simplify_with_operands;
use super::delinearize_inverse::replace_delinearize_inverse;
use super::flatten::{is_flat_linear, simplify_affine_expr};
use super::maps::{affine_map, map_of};
use super::scope::{is_valid_dim, is_valid_symbol};
use crate::affine::{AffineApplyOp, AffineDelinearizeIndexOp, AffineMaxOp, AffineMinOp};
use ods_runtime::matchers::{m_constant_int, match_value};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{AffineExpr, AttrKind, Attribute, Context, IrResult, OpId, Value};

/// An affine map taken apart: its numbers of dimensions and symbols and
/// its results.
#[derive(Clone, Default, PartialEq)]
struct Map {
    dims: usize,
    symbols: usize,
    results: Vec<AffineExpr>,
}

impl Map {
    fn of(ctx: &Context, map: Attribute) -> Option<Map> {
        let (dims, symbols, results) = parts(ctx, map)?;
        Some(Map {
            dims,
            symbols,
            results: results.to_vec(),
        })
    }

    fn attr(self, ctx: &mut Context) -> Attribute {
        affine_map(ctx, self.dims, self.symbols, self.results)
    }

    /// Each result through its flat form (MLIR's `simplifyAffineMap`).
    fn simplified(mut self) -> Map {
        for e in &mut self.results {
            *e = simplify_affine_expr(e, self.dims, self.symbols);
        }
        self
    }

    /// Each `dN` replaced by `dims[N]` and each `sN` by `symbols[N]`, with
    /// the new numbers of dimensions and symbols (`replaceDimsAndSymbols`).
    fn replace(
        self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        new_dims: usize,
        new_symbols: usize,
    ) -> Map {
        // Most maps are already canonical: keep them rather than rebuild
        // every result unchanged.
        let identity = |remap: &[AffineExpr], make: fn(u32) -> AffineExpr| {
            remap.iter().enumerate().all(|(i, e)| *e == make(i as u32))
        };
        if (new_dims, new_symbols) == (self.dims, self.symbols)
            && dims.len() == self.dims
            && symbols.len() == self.symbols
            && identity(dims, AffineExpr::Dim)
            && identity(symbols, AffineExpr::Symbol)
        {
            return self;
        }
        Map {
            dims: new_dims,
            symbols: new_symbols,
            results: self
                .results
                .iter()
                .map(|e| e.replace_dims_and_symbols(dims, symbols))
                .collect(),
        }
    }
}

/// The numbers of dimensions and symbols of the affine map `map`, and its
/// results.
fn parts(ctx: &Context, map: Attribute) -> Option<(usize, usize, &[AffineExpr])> {
    match ctx.attr_kind(map) {
        AttrKind::AffineMap {
            dims,
            symbols,
            results,
        } => Some((*dims as usize, *symbols as usize, results)),
        _ => None,
    }
}

/// Calls `f` with each dimension and symbol `e` reads.
fn visit_inputs(e: &AffineExpr, f: &mut impl FnMut(&AffineExpr)) {
    use AffineExpr::*;
    match e {
        Dim(_) | Symbol(_) => f(e),
        Constant(_) => {}
        Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
            visit_inputs(l, f);
            visit_inputs(r, f);
        }
    }
}

/// Marks the dimensions and symbols `e` reads.
fn mark_used(e: &AffineExpr, dims: &mut [bool], symbols: &mut [bool]) {
    visit_inputs(e, &mut |input| {
        let slot = match *input {
            AffineExpr::Dim(i) => dims.get_mut(i as usize),
            AffineExpr::Symbol(i) => symbols.get_mut(i as usize),
            _ => None,
        };
        if let Some(used) = slot {
            *used = true;
        }
    });
}

fn dims(n: usize) -> impl Iterator<Item = AffineExpr> {
    (0..n as u32).map(AffineExpr::Dim)
}

fn symbols(n: usize) -> impl Iterator<Item = AffineExpr> {
    (0..n as u32).map(AffineExpr::Symbol)
}

/// The constant `v` holds, when an integer constant makes it.
fn constant_of(ctx: &mut Context, v: Value) -> Option<i64> {
    let c = match_value(ctx, v, m_constant_int())?;
    c.value.to_i128().and_then(|v| i64::try_from(v).ok())
}

/// The dimensions whose operands are valid symbols move to the end of the
/// symbols (MLIR's `canonicalizePromotedSymbols`).
fn promote_symbols(ctx: &Context, map: Map, operands: &mut Vec<Value>) -> Map {
    let mut dim_operands = Vec::new();
    let mut promoted = Vec::new();
    let mut remap = Vec::with_capacity(map.dims);
    for &v in &operands[..map.dims] {
        if is_valid_symbol(ctx, v) {
            remap.push(AffineExpr::Symbol((map.symbols + promoted.len()) as u32));
            promoted.push(v);
        } else {
            remap.push(AffineExpr::Dim(dim_operands.len() as u32));
            dim_operands.push(v);
        }
    }
    if promoted.is_empty() {
        return map;
    }
    let old_dims = map.dims;
    let (new_dims, new_symbols) = (dim_operands.len(), map.symbols + promoted.len());
    let symbol_remap: Vec<_> = symbols(map.symbols).collect();
    let new = map.replace(&remap, &symbol_remap, new_dims, new_symbols);
    dim_operands.extend_from_slice(&operands[old_dims..]);
    dim_operands.extend(promoted);
    *operands = dim_operands;
    new
}

/// The symbols whose operands are dimensions but not symbols move to the
/// end of the dimensions (MLIR's `legalizeDemotedDims`).
fn demote_dims(ctx: &Context, map: Map, operands: &mut Vec<Value>) -> Map {
    let mut symbol_operands = Vec::new();
    let mut demoted = Vec::new();
    let mut remap = Vec::with_capacity(map.symbols);
    for &v in &operands[map.dims..] {
        if !is_valid_symbol(ctx, v) && is_valid_dim(ctx, v) {
            remap.push(AffineExpr::Dim((map.dims + demoted.len()) as u32));
            demoted.push(v);
        } else {
            remap.push(AffineExpr::Symbol(symbol_operands.len() as u32));
            symbol_operands.push(v);
        }
    }
    if demoted.is_empty() {
        return map;
    }
    let old_dims = map.dims;
    let dim_remap: Vec<_> = dims(old_dims).collect();
    let new = map.replace(
        &dim_remap,
        &remap,
        old_dims + demoted.len(),
        symbol_operands.len(),
    );
    operands.truncate(old_dims);
    operands.extend(demoted);
    operands.extend(symbol_operands);
    new
}

/// MLIR's `canonicalizeMapAndOperands`: symbols and dimensions where the
/// operands say they belong, then constant symbols folded into the map,
/// unused operands dropped and repeated ones merged.
fn canonicalize_map(ctx: &mut Context, map: Map, operands: &mut Vec<Value>) -> Map {
    if operands.is_empty() || operands.len() != map.dims + map.symbols {
        return map;
    }
    let map = promote_symbols(ctx, map, operands);
    let map = demote_dims(ctx, map, operands);
    let mut used_dims = vec![false; map.dims];
    let mut used_symbols = vec![false; map.symbols];
    for e in &map.results {
        mark_used(e, &mut used_dims, &mut used_symbols);
    }
    let mut kept = Vec::new();
    let mut dim_remap = Vec::with_capacity(map.dims);
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    for (&used, &v) in used_dims.iter().zip(&operands[..map.dims]) {
        dim_remap.push(if !used {
            AffineExpr::Constant(0)
        } else if let Some((_, e)) = seen.iter().find(|(s, _)| *s == v) {
            e.clone()
        } else {
            let e = AffineExpr::Dim(seen.len() as u32);
            seen.push((v, e.clone()));
            kept.push(v);
            e
        });
    }
    let new_dims = seen.len();
    seen.clear();
    let mut symbol_remap = Vec::with_capacity(map.symbols);
    for (&used, &v) in used_symbols.iter().zip(&operands[map.dims..]) {
        symbol_remap.push(if !used {
            AffineExpr::Constant(0)
        } else if let Some(c) = constant_of(ctx, v) {
            AffineExpr::Constant(c)
        } else if let Some((_, e)) = seen.iter().find(|(s, _)| *s == v) {
            e.clone()
        } else {
            let e = AffineExpr::Symbol(seen.len() as u32);
            seen.push((v, e.clone()));
            kept.push(v);
            e
        });
    }
    *operands = kept;
    map.replace(&dim_remap, &symbol_remap, new_dims, seen.len())
}

/// One operand `pos` of `map` made by an `affine.apply` replaced by that
/// apply's (canonicalized) expression over its own operands, which join
/// the dimensions and symbols (MLIR's `replaceDimOrSym`). The replaced
/// operand becomes `None`. An operand made by an
/// `affine.delinearize_index` may instead fold with the delinearization's
/// other results into its linear index (`delinearize_inverse`).
fn replace_dim_or_symbol(
    ctx: &mut Context,
    map: &mut Map,
    pos: usize,
    dim_operands: &mut Vec<Option<Value>>,
    symbol_operands: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = pos < dim_operands.len();
    let slot = if is_dim {
        &mut dim_operands[pos]
    } else {
        &mut symbol_operands[pos - dim_operands.len()]
    };
    let Some(operand) = *slot else {
        return false;
    };
    let Some(producer) = ctx.defining_op(operand) else {
        return false;
    };
    if AffineDelinearizeIndexOp::cast(ctx, producer).is_some() {
        let replaced = replace_delinearize_inverse(
            ctx,
            operand,
            &mut map.results,
            dim_operands,
            symbol_operands,
        );
        (map.dims, map.symbols) = (dim_operands.len(), symbol_operands.len());
        return replaced;
    }
    let Some(apply) = AffineApplyOp::cast(ctx, producer) else {
        return false;
    };
    *slot = None;
    let mut apply_operands = apply.map_operands(ctx);
    let Some(apply_map) = Map::of(ctx, apply.map(ctx)) else {
        return false;
    };
    let apply_map = canonicalize_map(ctx, apply_map, &mut apply_operands);
    let (n_dims, n_symbols) = (dim_operands.len(), symbol_operands.len());
    let shift_dims: Vec<AffineExpr> = (n_dims..n_dims + apply_map.dims)
        .map(|i| AffineExpr::Dim(i as u32))
        .collect();
    let shift_symbols: Vec<AffineExpr> = (n_symbols..n_symbols + apply_map.symbols)
        .map(|i| AffineExpr::Symbol(i as u32))
        .collect();
    let Some(result) = apply_map.results.first() else {
        return false;
    };
    let replacement = result.replace_dims_and_symbols(&shift_dims, &shift_symbols);
    dim_operands.extend(apply_operands[..apply_map.dims].iter().map(|&v| Some(v)));
    symbol_operands.extend(apply_operands[apply_map.dims..].iter().map(|&v| Some(v)));
    let mut dim_remap: Vec<AffineExpr> = dims(n_dims).collect();
    let mut symbol_remap: Vec<AffineExpr> = symbols(n_symbols).collect();
    if is_dim {
        dim_remap[pos] = replacement;
    } else {
        symbol_remap[pos - n_dims] = replacement;
    }
    *map = std::mem::take(map).replace(
        &dim_remap,
        &symbol_remap,
        dim_operands.len(),
        symbol_operands.len(),
    );
    true
}

/// MLIR's `composeAffineMapAndOperands`: the `affine.apply` ops making
/// operands of `map`, and theirs in turn, fold into it; then the map and
/// its operands are canonicalized.
fn compose_map(ctx: &mut Context, mut map: Map, operands: &mut Vec<Value>) -> Map {
    if map.results.is_empty() {
        return canonicalize_map(ctx, map, operands).simplified();
    }
    let mut dim_operands: Vec<Option<Value>> =
        operands[..map.dims].iter().map(|&v| Some(v)).collect();
    let mut symbol_operands: Vec<Option<Value>> =
        operands[map.dims..].iter().map(|&v| Some(v)).collect();
    while (0..dim_operands.len() + symbol_operands.len()).any(|pos| {
        replace_dim_or_symbol(ctx, &mut map, pos, &mut dim_operands, &mut symbol_operands)
    }) {}
    // The replaced operands are no longer read: drop them.
    let keep = |slots: &[Option<Value>], make: fn(u32) -> AffineExpr, kept: &mut Vec<Value>| {
        let mut count = 0;
        let remap = slots
            .iter()
            .map(|slot| match slot {
                Some(v) => {
                    kept.push(*v);
                    count += 1;
                    make(count - 1)
                }
                None => AffineExpr::Constant(0),
            })
            .collect::<Vec<_>>();
        (remap, count as usize)
    };
    operands.clear();
    let (dim_remap, new_dims) = keep(&dim_operands, AffineExpr::Dim, operands);
    let (symbol_remap, new_symbols) = keep(&symbol_operands, AffineExpr::Symbol, operands);
    let map = map.replace(&dim_remap, &symbol_remap, new_dims, new_symbols);
    canonicalize_map(ctx, map, operands).simplified()
}

/// Whether [`compose_map`] leaves `map` and `operands` as they are, told
/// without taking the map apart: no operand is made by an `affine.apply`
/// or an `affine.delinearize_index`, each is read, once, where its kind
/// puts it (no dimension a valid symbol, no symbol a dimension only, no
/// symbol a constant), and each result is already a simplified linear sum.
/// Most ops the canonicalizer visits again are so.
fn is_canonical(ctx: &mut Context, map: Attribute, operands: &[Value]) -> bool {
    let Some((dims, symbols, results)) = parts(ctx, map) else {
        return false;
    };
    if results.is_empty()
        || operands.len() != dims + symbols
        || dims + symbols > 64
        || !results.iter().all(|e| is_flat_linear(e, dims, symbols))
    {
        return false;
    }
    // The inputs read, a bit each (the symbols after the dimensions).
    let mut used = 0u64;
    for e in results {
        visit_inputs(e, &mut |input| match *input {
            AffineExpr::Dim(i) => used |= 1 << i,
            AffineExpr::Symbol(i) => used |= 1 << (dims + i as usize),
            _ => {}
        });
    }
    if used.count_ones() as usize != dims + symbols {
        return false;
    }
    let (dim_operands, symbol_operands) = operands.split_at(dims);
    let repeats = |list: &[Value]| (1..list.len()).any(|i| list[..i].contains(&list[i]));
    if repeats(dim_operands) || repeats(symbol_operands) {
        return false;
    }
    let composes = |ctx: &Context, v: Value| {
        ctx.defining_op(v).is_some_and(|p| {
            AffineApplyOp::cast(ctx, p).is_some()
                || AffineDelinearizeIndexOp::cast(ctx, p).is_some()
        })
    };
    dim_operands
        .iter()
        .all(|&v| !composes(ctx, v) && !is_valid_symbol(ctx, v))
        && symbol_operands.iter().all(|&v| {
            !composes(ctx, v)
                && (is_valid_symbol(ctx, v) || !is_valid_dim(ctx, v))
                && constant_of(ctx, v).is_none()
        })
}

/// `map` and its `operands` composed and canonicalized (MLIR's
/// `SimplifyAffineOp`), or `None` when nothing changes.
pub(crate) fn simplify_map_and_operands(
    ctx: &mut Context,
    map: Attribute,
    operands: &[Value],
) -> Option<(Attribute, Vec<Value>)> {
    if is_canonical(ctx, map, operands) {
        return None;
    }
    let old = Map::of(ctx, map)?;
    if operands.len() != old.dims + old.symbols {
        return None;
    }
    let mut new_operands = operands.to_vec();
    let new = compose_map(ctx, old, &mut new_operands).attr(ctx);
    (new != map || new_operands != operands).then_some((new, new_operands))
}

/// The condition `set` of an `affine.if` and its `operands` composed with
/// the `affine.apply` ops making them, when there are some, and
/// canonicalized (MLIR's `composeSetAndOperands` then
/// `canonicalizeSetAndOperands`), or `None` when nothing changes.
pub(crate) fn simplify_set_and_operands(
    ctx: &mut Context,
    set: Attribute,
    operands: &[Value],
) -> Option<(Attribute, Vec<Value>)> {
    let AttrKind::IntegerSet {
        dims,
        symbols,
        constraints,
    } = ctx.attr_kind(set).clone()
    else {
        return None;
    };
    let map = Map {
        dims: dims as usize,
        symbols: symbols as usize,
        results: constraints.iter().map(|(e, _)| e.clone()).collect(),
    };
    if operands.len() != map.dims + map.symbols {
        return None;
    }
    let mut new_operands = operands.to_vec();
    let composes = operands.iter().any(|&v| {
        ctx.defining_op(v)
            .is_some_and(|op| AffineApplyOp::cast(ctx, op).is_some())
    });
    let map = if composes {
        compose_map(ctx, map, &mut new_operands)
    } else {
        map
    };
    let map = canonicalize_map(ctx, map, &mut new_operands);
    let constraints = map
        .results
        .into_iter()
        .zip(constraints.iter().map(|&(_, eq)| eq))
        .collect();
    let new = ctx.attr(AttrKind::IntegerSet {
        dims: map.dims as u32,
        symbols: map.symbols as u32,
        constraints,
    });
    (new != set || new_operands != operands).then_some((new, new_operands))
}

/// Rewrites the map of `op`, named `name`, and its operands from `first`
/// on, which the map reads (MLIR's `SimplifyAffineOp`): composed,
/// canonicalized, then simplified with the ranges of the loops around.
fn simplify(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    map: Attribute,
    first: usize,
) -> IrResult<bool> {
    let operands = rw.operands(op);
    let old_operands = &operands[first..];
    let (composed, new_operands) = simplify_map_and_operands(rw.context(), map, old_operands)
        .unwrap_or((map, old_operands.to_vec()));
    let Some(parts) = Map::of(rw, composed) else {
        return Ok(false);
    };
    let results = simplify_with_operands(rw, &parts.results, parts.dims, &new_operands);
    if composed == map && new_operands == old_operands && results == parts.results {
        return Ok(false);
    }
    let new_map = affine_map(rw.context(), parts.dims, parts.symbols, results);
    if new_map == map && new_operands == old_operands {
        return Ok(false);
    }
    rw.modify_op_in_place(op, |ctx| {
        for i in (first..operands.len()).rev() {
            ctx.erase_operand(op, i);
        }
        for v in new_operands {
            ctx.append_operand(op, v);
        }
        keep_only_rebuilt_attributes(ctx, op);
        ods_runtime::ods::op::set_prop(ctx, op, name, Some(new_map));
    });
    Ok(true)
}

/// Drops the attributes MLIR's simplified op does not have: its
/// `SimplifyAffineOp` builds a new op from the map, the operands and, for
/// `affine.prefetch`, the hints, so an `alignment` or a discardable
/// attribute does not survive (mlir-opt 22).
fn keep_only_rebuilt_attributes(ctx: &mut Context, op: OpId) {
    const PREFETCH_HINTS: [&str; 3] = ["localityHint", "isWrite", "isDataCache"];
    let empty = ctx.dictionary(Vec::new());
    ctx.set_attr_dictionary(op, empty);
    let kept: Vec<_> = match ctx.properties(op).map(|p| ctx.attr_kind(p)) {
        Some(AttrKind::Dictionary(entries)) => (entries.iter())
            .filter(|(name, _)| PREFETCH_HINTS.contains(&ctx.symbol_str(*name)))
            .copied()
            .collect(),
        _ => Vec::new(),
    };
    let props = (!kept.is_empty()).then(|| ctx.dictionary(kept));
    ctx.set_properties(op, props);
}

/// `affine.apply`: its map and operands simplified.
pub(super) fn simplify_apply(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(apply) = AffineApplyOp::cast(rw, op) else {
        return Ok(false);
    };
    let map = apply.map(rw);
    simplify(rw, op, "map", map, 0)
}

/// `affine.min`: its map and operands simplified.
pub(super) fn simplify_min(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(min) = AffineMinOp::cast(rw, op) else {
        return Ok(false);
    };
    let map = min.map(rw);
    simplify(rw, op, "map", map, 0)
}

/// `affine.max`: its map and operands simplified.
pub(super) fn simplify_max(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(max) = AffineMaxOp::cast(rw, op) else {
        return Ok(false);
    };
    let map = max.map(rw);
    simplify(rw, op, "map", map, 0)
}

/// A memory op (`affine.load`, `affine.store`, their vector forms,
/// `affine.prefetch`): its map and the subscripts from operand `FIRST` on
/// simplified.
pub(super) fn simplify_access<const FIRST: usize>(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
) -> IrResult<bool> {
    let map = map_of(rw, op);
    simplify(rw, op, "map", map, FIRST)
}
