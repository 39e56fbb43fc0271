//! Memory accesses of the affine ops and whether two of them depend on
//! each other (MLIR's `MemRefAccess` and `checkMemrefAccessDependence` of
//! `AffineAnalysis.cpp`): the iteration domains of both, their subscripts
//! equal and the source's iteration before the destination's, as one
//! system of constraints whose emptiness says there is no dependence.

use super::constraints::Constraints;
use crate::affine::hooks::{
    group_map, map_of, map_results, simplify_map_and_operands, single_constant, Shape,
};
use crate::affine::{
    AffineForOp, AffineIfOp, AffineLoadOp, AffineParallelOp, AffineStoreOp, AffineValueMap,
    AffineVectorLoadOp, AffineVectorStoreOp,
};
use ods_runtime::ods::op::Op;
use ods_runtime::{AffineExpr, AttrKind, Attribute, Context, OpId, RegionId, Value};

/// Whether `op` reads through an affine map (`AffineReadOpInterface`).
pub(super) fn is_affine_read(ctx: &Context, op: OpId) -> bool {
    AffineLoadOp::cast(ctx, op).is_some() || AffineVectorLoadOp::cast(ctx, op).is_some()
}

/// Whether `op` writes through an affine map (`AffineWriteOpInterface`).
pub(super) fn is_affine_write(ctx: &Context, op: OpId) -> bool {
    AffineStoreOp::cast(ctx, op).is_some() || AffineVectorStoreOp::cast(ctx, op).is_some()
}

/// The memref an affine read or write accesses, and the position of its
/// first subscript.
pub(super) fn accessed_memref(ctx: &Context, op: OpId) -> (Value, usize) {
    let pos = if is_affine_write(ctx, op) { 1 } else { 0 };
    (ctx.operands(op)[pos], pos + 1)
}

/// The value an affine read produces or an affine write stores.
pub(super) fn accessed_value(ctx: &Context, op: OpId) -> Value {
    if is_affine_write(ctx, op) {
        ctx.operands(op)[0]
    } else {
        ctx.result(op, 0)
    }
}

/// An affine read or write: the op, its memref and its subscripts as one
/// composed map of its operands (MLIR's `MemRefAccess`).
#[derive(Clone, Debug)]
pub(super) struct MemRefAccess {
    pub(super) op: OpId,
    pub(super) memref: Value,
    access: AffineValueMap,
}

impl MemRefAccess {
    pub(super) fn new(ctx: &mut Context, op: OpId) -> MemRefAccess {
        let (memref, first) = accessed_memref(ctx, op);
        let map = map_of(ctx, op);
        let indices = ctx.operands(op)[first..].to_vec();
        let (map, indices) =
            simplify_map_and_operands(ctx, map, &indices).unwrap_or((map, indices));
        MemRefAccess {
            op,
            memref,
            access: AffineValueMap::new(map, indices),
        }
    }

    /// Whether both access the same element of the same memref, their
    /// subscripts' difference being zero (MLIR's `MemRefAccess::operator==`).
    pub(super) fn same_element(&self, ctx: &mut Context, other: &MemRefAccess) -> bool {
        if self.memref != other.memref {
            return false;
        }
        let diff = AffineValueMap::difference(ctx, &self.access, &other.access);
        diff.results(ctx)
            .iter()
            .all(|e| *e == AffineExpr::Constant(0))
    }
}

/// The region of the closest ancestor of `op` that is not an `affine.for`,
/// `affine.if` or `affine.parallel` (MLIR's `getAffineAnalysisScope`).
pub(super) fn analysis_scope(ctx: &Context, op: OpId) -> Option<RegionId> {
    let mut current = op;
    while let Some(parent) = ctx.parent_op(current) {
        if !is_affine_structure(ctx, parent) {
            return ctx.parent_region(current);
        }
        current = parent;
    }
    None
}

fn is_affine_structure(ctx: &Context, op: OpId) -> bool {
    AffineForOp::cast(ctx, op).is_some()
        || AffineIfOp::cast(ctx, op).is_some()
        || AffineParallelOp::cast(ctx, op).is_some()
}

/// The induction variables of the `affine.for` and `affine.parallel` ops
/// around `op`, outermost first (MLIR's `getAffineIVs`).
fn surrounding_ivs(ctx: &Context, op: OpId) -> Vec<Value> {
    let mut ivs = Vec::new();
    let mut current = ctx.parent_op(op);
    while let Some(p) = current {
        if let Some(f) = AffineForOp::cast(ctx, p) {
            ivs.push(f.induction_var(ctx));
        } else if let Some(par) = AffineParallelOp::cast(ctx, p) {
            let body = ctx.blocks(par.region(ctx)).first().copied();
            ivs.extend(
                body.map_or_else(Vec::new, |b| ctx.block_args(b))
                    .into_iter()
                    .rev(),
            );
        }
        current = ctx.parent_op(p);
    }
    ivs.reverse();
    ivs
}

/// How many loop induction variables surround both `a` and `b` (MLIR's
/// `getNumCommonSurroundingLoops`).
pub(super) fn common_surrounding_loops(ctx: &Context, a: OpId, b: OpId) -> usize {
    let (la, lb) = (surrounding_ivs(ctx, a), surrounding_ivs(ctx, b));
    la.iter().zip(&lb).take_while(|(x, y)| x == y).count()
}

/// What a dependence check concludes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Dependence {
    /// Some iterations access the same element in order.
    Has,
    /// None do.
    None,
    /// The accesses could not be analyzed.
    Unknown,
}

/// The iteration domain of an op: the induction variables of the
/// `affine.for` and `affine.parallel` ops around it in its scope,
/// outermost first, and the constraints of their bounds and of the
/// `affine.if` conditions (MLIR's `getOpIndexSet`), each a map of
/// operands.
struct Domain {
    ivs: Vec<Value>,
    /// Each bound or condition: the map (results `>= 0`, or `= 0` when
    /// marked) and its operands.
    constraints: Vec<(AffineValueMap, Vec<bool>)>,
}

/// `e(operands)` less or more: the results of `map` as `iv - e >= 0`
/// (`lower`) or `e - 1 - iv >= 0`.
fn bound_rows(
    ctx: &mut Context,
    iv: Value,
    map: Attribute,
    operands: &[Value],
    lower: bool,
) -> (AffineValueMap, Vec<bool>) {
    let shape = Shape::of(ctx, map);
    let results = map_results(ctx, map).to_vec();
    // One more dimension, the induction variable, after the map's own.
    let iv_dim = AffineExpr::Dim(shape.dims as u32);
    let shifted: Vec<AffineExpr> = (0..shape.symbols)
        .map(|i| AffineExpr::Symbol(i as u32))
        .collect();
    let dims: Vec<AffineExpr> = (0..shape.dims).map(|i| AffineExpr::Dim(i as u32)).collect();
    let rows: Vec<AffineExpr> = results
        .iter()
        .map(|e| {
            let e = e.replace_dims_and_symbols(&dims, &shifted);
            if lower {
                iv_dim.clone() - e
            } else {
                e - iv_dim.clone() - AffineExpr::Constant(1)
            }
        })
        .collect();
    let count = rows.len();
    let map = ctx.attr(AttrKind::AffineMap {
        dims: shape.dims as u32 + 1,
        symbols: shape.symbols as u32,
        results: rows.into(),
    });
    let mut all = operands[..shape.dims].to_vec();
    all.push(iv);
    all.extend_from_slice(&operands[shape.dims..]);
    (AffineValueMap::new(map, all), vec![false; count])
}

fn domain(ctx: &mut Context, op: OpId) -> Domain {
    let scope = analysis_scope(ctx, op);
    let mut enclosing = Vec::new();
    let mut current = op;
    while let Some(p) = ctx.parent_op(current) {
        if ctx.parent_region(current) == scope || !is_affine_structure(ctx, p) {
            break;
        }
        enclosing.push((p, current));
        current = p;
    }
    enclosing.reverse();
    let mut domain = Domain {
        ivs: Vec::new(),
        constraints: Vec::new(),
    };
    for (p, child) in enclosing {
        if let Some(f) = AffineForOp::cast(ctx, p) {
            let iv = f.induction_var(ctx);
            domain.ivs.push(iv);
            let (lb, lbo) = (f.lower_bound_map(ctx), f.lower_bound_operands(ctx));
            let (ub, ubo) = (f.upper_bound_map(ctx), f.upper_bound_operands(ctx));
            let lower = bound_rows(ctx, iv, lb, &lbo, true);
            let upper = bound_rows(ctx, iv, ub, &ubo, false);
            domain.constraints.extend([lower, upper]);
            // A step from a constant lower bound: `(iv - lb) mod step = 0`
            // (MLIR approximates the steps from other lower bounds).
            let step = f.step(ctx);
            if let (true, Some(lb)) = (step != 1, single_constant(ctx, lb)) {
                let stride = (AffineExpr::Dim(0) - AffineExpr::Constant(lb))
                    .modulo(AffineExpr::Constant(step));
                let map = ctx.attr(AttrKind::AffineMap {
                    dims: 1,
                    symbols: 0,
                    results: vec![stride].into(),
                });
                domain
                    .constraints
                    .push((AffineValueMap::new(map, vec![iv]), vec![true]));
            }
        } else if let Some(par) = AffineParallelOp::cast(ctx, p) {
            let ivs = ctx
                .blocks(par.region(ctx))
                .first()
                .map_or_else(Vec::new, |&b| ctx.block_args(b));
            let operands = ctx.operands(p);
            let lb_map = par.lower_bounds_map(ctx);
            let split = Shape::of(ctx, lb_map).inputs().min(operands.len());
            let (lbo, ubo) = operands.split_at(split);
            let groups = [
                (lb_map, par.lower_bounds_groups(ctx), lbo.to_vec(), true),
                (
                    par.upper_bounds_map(ctx),
                    par.upper_bounds_groups(ctx),
                    ubo.to_vec(),
                    false,
                ),
            ];
            for (map, groups, bound_operands, lower) in groups {
                for (pos, &iv) in ivs.iter().enumerate() {
                    let group = group_map(ctx, map, groups, pos);
                    let rows = bound_rows(ctx, iv, group, &bound_operands, lower);
                    domain.constraints.push(rows);
                }
            }
            domain.ivs.extend(ivs);
        } else if let Some(cond) = AffineIfOp::cast(ctx, p) {
            let AttrKind::IntegerSet {
                dims,
                symbols,
                constraints,
            } = ctx.attr_kind(cond.condition(ctx)).clone()
            else {
                continue;
            };
            // The else region holds where the condition fails: not a
            // conjunction of constraints.
            let in_then = ctx.regions(p).first() == ctx.parent_region(child).as_ref();
            if !in_then {
                continue;
            }
            let (exprs, eqs): (Vec<AffineExpr>, Vec<bool>) = constraints.iter().cloned().unzip();
            let map = ctx.attr(AttrKind::AffineMap {
                dims,
                symbols,
                results: exprs.into(),
            });
            let operands = ctx.operands(p);
            domain
                .constraints
                .push((AffineValueMap::new(map, operands), eqs));
        }
    }
    domain
}

/// The variables of a dependence system: the source's induction
/// variables, the destination's, then the other values (as symbols) and
/// the quotients of divisions, in the order met.
struct Variables {
    src: Vec<Value>,
    dst: Vec<Value>,
    symbols: Vec<(Value, usize)>,
    total: usize,
}

/// A linear sum of columns and a constant.
type Linear = (Vec<(usize, i64)>, i64);

impl Variables {
    fn new(src: Vec<Value>, dst: Vec<Value>) -> Variables {
        let total = src.len() + dst.len();
        Variables {
            src,
            dst,
            symbols: Vec::new(),
            total,
        }
    }

    /// A new column.
    fn fresh(&mut self) -> usize {
        self.total += 1;
        self.total - 1
    }

    /// The column of `v` seen from the source (`src`) or the
    /// destination: an induction variable of its side, else a symbol.
    fn column(&mut self, v: Value, src: bool) -> usize {
        let ivs = if src { &self.src } else { &self.dst };
        if let Some(i) = ivs.iter().position(|&x| x == v) {
            return if src { i } else { self.src.len() + i };
        }
        if let Some(&(_, c)) = self.symbols.iter().find(|(x, _)| *x == v) {
            return c;
        }
        let c = self.fresh();
        self.symbols.push((v, c));
        c
    }
}

fn scale((terms, constant): Linear, c: i64) -> Option<Linear> {
    let terms = terms
        .into_iter()
        .map(|(col, v)| v.checked_mul(c).map(|v| (col, v)))
        .collect::<Option<_>>()?;
    Some((terms, constant.checked_mul(c)?))
}

fn sum((mut terms, a): Linear, (more, b): Linear) -> Option<Linear> {
    terms.extend(more);
    Some((terms, a.checked_add(b)?))
}

/// `e` over the columns of its dimensions and symbols (`columns`), each
/// division by a positive constant a new column bounded as the quotient
/// (`bounds`); `None` for a product of variables or another divisor.
fn linearize(
    e: &AffineExpr,
    columns: &[usize],
    dims: usize,
    vars: &mut Variables,
    bounds: &mut Vec<Linear>,
) -> Option<Linear> {
    use AffineExpr::*;
    Some(match e {
        Dim(i) => (vec![(*columns.get(*i as usize)?, 1)], 0),
        Symbol(i) => (vec![(*columns.get(dims + *i as usize)?, 1)], 0),
        Constant(c) => (Vec::new(), *c),
        Add(l, r) => sum(
            linearize(l, columns, dims, vars, bounds)?,
            linearize(r, columns, dims, vars, bounds)?,
        )?,
        Mul(l, r) => match **r {
            Constant(c) => scale(linearize(l, columns, dims, vars, bounds)?, c)?,
            _ => return None,
        },
        FloorDiv(l, r) | CeilDiv(l, r) | Mod(l, r) => {
            let Constant(c) = **r else {
                return None;
            };
            if c <= 0 {
                return None;
            }
            let dividend = linearize(l, columns, dims, vars, bounds)?;
            let q = vars.fresh();
            let cq: Linear = (vec![(q, c)], 0);
            // floor: 0 <= dividend - c q <= c - 1; ceil: 0 <= c q - dividend <= c - 1.
            let ceil = matches!(e, CeilDiv(..));
            let diff = if ceil {
                sum(cq.clone(), scale(dividend.clone(), -1)?)?
            } else {
                sum(dividend.clone(), scale(cq.clone(), -1)?)?
            };
            bounds.push(diff.clone());
            bounds.push(sum(scale(diff, -1)?, (Vec::new(), c - 1))?);
            match e {
                Mod(..) => sum(dividend, scale(cq, -1)?)?,
                _ => (vec![(q, 1)], 0),
            }
        }
    })
}

/// The linear forms of `value_map`'s results over the system's columns
/// (the quotients they divide by adding their bounds to `bounds`), `None`
/// when one is not affine.
fn rows(
    ctx: &mut Context,
    vars: &mut Variables,
    value_map: &AffineValueMap,
    src: bool,
    bounds: &mut Vec<Linear>,
) -> Option<Vec<Linear>> {
    let (map, operands) = simplify_map_and_operands(ctx, value_map.map, &value_map.operands)
        .unwrap_or((value_map.map, value_map.operands.clone()));
    let shape = Shape::of(ctx, map);
    let results = map_results(ctx, map).to_vec();
    let columns: Vec<usize> = operands.iter().map(|&v| vars.column(v, src)).collect();
    results
        .iter()
        .map(|e| linearize(e, &columns, shape.dims, vars, bounds))
        .collect()
}

/// Whether `src` comes before `dst` in the innermost block of their
/// scope holding both (MLIR's `srcAppearsBeforeDstInAncestralBlock`).
fn src_before_dst(ctx: &Context, src: OpId, dst: OpId) -> bool {
    let mut a = src;
    loop {
        let Some(block) = ctx.parent_block(a) else {
            return false;
        };
        if let Some(b) = ancestor_in_block(ctx, dst, block) {
            return a != b
                && ctx.block_ops(block).iter().position(|&o| o == a)
                    < ctx.block_ops(block).iter().position(|&o| o == b);
        }
        match ctx.parent_op(a) {
            Some(p) => a = p,
            None => return false,
        }
    }
}

/// The ancestor of `op` (or `op`) that is in `block`.
pub(super) fn ancestor_in_block(
    ctx: &Context,
    op: OpId,
    block: ods_runtime::BlockId,
) -> Option<OpId> {
    let mut current = op;
    loop {
        if ctx.parent_block(current) == Some(block) {
            return Some(current);
        }
        current = ctx.parent_op(current)?;
    }
}

/// Whether some iteration of `dst` accesses the element some earlier
/// iteration of `src` accessed, the two agreeing on the first
/// `loop_depth - 1` common loops and `src` earlier at loop `loop_depth`
/// (or in the same iterations, past the common loops) (MLIR's
/// `checkMemrefAccessDependence`, reads after reads ignored).
pub(super) fn check_dependence(
    ctx: &mut Context,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    loop_depth: usize,
) -> Dependence {
    if src.memref != dst.memref {
        return Dependence::None;
    }
    if !is_affine_write(ctx, src.op) && !is_affine_write(ctx, dst.op) {
        return Dependence::None;
    }
    let scope = analysis_scope(ctx, src.op);
    if scope.is_none() || scope != analysis_scope(ctx, dst.op) {
        return Dependence::Unknown;
    }
    let (src_domain, dst_domain) = (domain(ctx, src.op), domain(ctx, dst.op));
    let common = src_domain
        .ivs
        .iter()
        .zip(&dst_domain.ivs)
        .take_while(|(a, b)| a == b)
        .count();
    if loop_depth > common && !src_before_dst(ctx, src.op, dst.op) {
        return Dependence::None;
    }
    let mut vars = Variables::new(src_domain.ivs.clone(), dst_domain.ivs.clone());
    let mut equalities: Vec<Linear> = Vec::new();
    let mut inequalities: Vec<Linear> = Vec::new();
    // The subscripts equal.
    let (Some(src_rows), Some(dst_rows)) = (
        rows(ctx, &mut vars, &src.access, true, &mut inequalities),
        rows(ctx, &mut vars, &dst.access, false, &mut inequalities),
    ) else {
        return Dependence::Unknown;
    };
    for (s, d) in src_rows.into_iter().zip(dst_rows) {
        let Some(diff) = scale(d, -1).and_then(|d| sum(s, d)) else {
            return Dependence::Unknown;
        };
        equalities.push(diff);
    }
    // The source's iteration before the destination's.
    let n_src = vars.src.len();
    for i in 0..common.min(loop_depth) {
        let terms = vec![(i, -1), (n_src + i, 1)];
        if i + 1 == loop_depth {
            inequalities.push((terms, -1));
        } else {
            equalities.push((terms, 0));
        }
    }
    // Both domains.
    for (domain, side) in [(&src_domain, true), (&dst_domain, false)] {
        for (value_map, eqs) in &domain.constraints {
            let Some(rs) = rows(ctx, &mut vars, value_map, side, &mut inequalities) else {
                return Dependence::Unknown;
            };
            for (r, &eq) in rs.into_iter().zip(eqs) {
                if eq {
                    equalities.push(r);
                } else {
                    inequalities.push(r);
                }
            }
        }
    }
    let mut system = Constraints::new(vars.total);
    let dense = |terms: &[(usize, i64)], n: usize| {
        let mut row = vec![0i64; n];
        for &(c, v) in terms {
            row[c] = row[c].saturating_add(v);
        }
        row
    };
    for (terms, constant) in &equalities {
        system.add_equality(&dense(terms, system.vars()), *constant);
    }
    for (terms, constant) in &inequalities {
        system.add_inequality(&dense(terms, system.vars()), *constant);
    }
    match system.is_empty() {
        Some(true) => Dependence::None,
        Some(false) => Dependence::Has,
        None => Dependence::Unknown,
    }
}
