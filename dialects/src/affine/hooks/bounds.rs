//! Affine results simplified with what the loops around say of their
//! operands (MLIR's `simplifyMapWithOperands`): a `floordiv`, `ceildiv` or
//! `mod` by a constant whose dividend lies in a known range, or is a
//! multiple plus a small remainder, folds.

use super::flatten::{flat_coefficients, gcd};
use super::maps::{results, single_constant};
use crate::affine::AffineForOp;
use ods_runtime::ods::op::Op;
use ods_runtime::{AffineExpr, Context, Value};

/// The `affine.for` whose induction variable `v` is
/// (`getForInductionVarOwner`).
fn for_owner(ctx: &Context, v: Value) -> Option<AffineForOp> {
    let Value::Arg(block, 0) = v else {
        return None;
    };
    let op = ctx.region_parent_op(ctx.block_parent_region(block)?)?;
    AffineForOp::cast(ctx, op).filter(|f| f.induction_var(ctx) == v)
}

/// The constant lower bound of the induction variable `v`.
fn lower_bound_of(ctx: &Context, v: Value) -> Option<i64> {
    let f = for_owner(ctx, v)?;
    single_constant(ctx, f.lower_bound_map(ctx))
}

/// The largest value the induction variable `v` takes, for a constant
/// upper bound (exact with a constant lower bound too).
fn upper_bound_of(ctx: &Context, v: Value) -> Option<i64> {
    let f = for_owner(ctx, v)?;
    let ub = single_constant(ctx, f.upper_bound_map(ctx))?;
    Some(match single_constant(ctx, f.lower_bound_map(ctx)) {
        Some(lb) => ub - 1 - (ub - lb - 1) % f.step(ctx),
        None => ub - 1,
    })
}

/// The constant ranges of the dimensions then the symbols of an affine
/// expression, `None` for an unknown bound.
pub(crate) struct Ranges {
    /// The number of dimensions.
    pub(crate) dims: usize,
    /// The number of symbols.
    pub(crate) symbols: usize,
    /// The least value of each input.
    pub(crate) lower: Vec<Option<i64>>,
    /// The greatest value of each input.
    pub(crate) upper: Vec<Option<i64>>,
}

impl Ranges {
    /// The least (`upper` false) or greatest value of `e` over the
    /// ranges (MLIR's `getBoundForAffineExpr`); `None` when unknown.
    pub(crate) fn bound(&self, e: &AffineExpr, upper: bool) -> Option<i64> {
        let divisor = |r: &AffineExpr| match r {
            AffineExpr::Constant(c) if *c >= 1 => Some(*c),
            _ => None,
        };
        match e {
            AffineExpr::FloorDiv(l, r) => {
                let c = divisor(r)?;
                return Some(self.bound(l, upper)?.div_euclid(c));
            }
            AffineExpr::CeilDiv(l, r) => {
                let c = divisor(r)?;
                return Some(-(-self.bound(l, upper)?).div_euclid(c));
            }
            AffineExpr::Mod(l, r) => {
                if let Some(c) = divisor(r) {
                    let (lb, ub) = (self.bound(l, false), self.bound(l, upper));
                    if let (Some(lb), Some(ub)) = (lb, ub) {
                        if lb.div_euclid(c) == ub.div_euclid(c) {
                            return Some(if upper { ub } else { lb }.rem_euclid(c));
                        }
                    }
                    return Some(if upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
        let flat = flat_coefficients(e, self.dims, self.symbols)?;
        let (coefficients, constant) = flat.split_at(flat.len() - 1);
        let mut bound = constant[0];
        for (i, &k) in coefficients.iter().enumerate() {
            let known = if (k > 0) == upper {
                &self.upper
            } else {
                &self.lower
            };
            if k != 0 {
                bound = bound.wrapping_add(known[i]?.wrapping_mul(k));
            }
        }
        Some(bound)
    }
}

/// What is known of the operands of a map: the constant ranges of the
/// induction variables among them.
struct Operands<'a> {
    ctx: &'a Context,
    values: &'a [Value],
    ranges: Ranges,
}

impl Operands<'_> {
    /// The least or greatest value of `e`, a constant being its own.
    fn expr_bound(&self, e: &AffineExpr, upper: bool) -> Option<i64> {
        match e {
            AffineExpr::Constant(c) => Some(*c),
            _ => self.ranges.bound(e, upper),
        }
    }

    /// The induction variable dimension `e` reads, if any.
    fn loop_of(&self, e: &AffineExpr) -> Option<AffineForOp> {
        match e {
            AffineExpr::Dim(i) => for_owner(self.ctx, *self.values.get(*i as usize)?),
            _ => None,
        }
    }

    /// The largest known divisor of `e`, the steps of the loops included
    /// for a dimension (MLIR's `getLargestKnownDivisor` with operands).
    fn divisor(&self, e: &AffineExpr) -> i64 {
        if !matches!(e, AffineExpr::Dim(_)) {
            return e.largest_known_divisor();
        }
        let Some(f) = self.loop_of(e) else {
            return 1;
        };
        let step = f.step(self.ctx);
        let lb_map = f.lower_bound_map(self.ctx);
        if single_constant(self.ctx, lb_map) == Some(0) {
            return step;
        }
        let lb_divisor = results(self.ctx, lb_map)
            .iter()
            .map(|r| r.largest_known_divisor().unsigned_abs())
            .fold(None, |g: Option<u64>, d| Some(g.map_or(d, |g| gcd(g, d))))
            .unwrap_or(0);
        gcd(lb_divisor, step.unsigned_abs()) as i64
    }

    /// Whether `0 <= e < k` is known: a constant, or a loop's induction
    /// variable of constant bounds within (`isNonNegativeBoundedBy`).
    fn bounded_by(&self, e: &AffineExpr, k: i64) -> bool {
        if let AffineExpr::Constant(c) = e {
            return *c >= 0 && *c < k;
        }
        self.loop_of(e).is_some_and(|f| {
            let lb = single_constant(self.ctx, f.lower_bound_map(self.ctx));
            let ub = single_constant(self.ctx, f.upper_bound_map(self.ctx));
            lb.is_some_and(|lb| lb >= 0) && ub.is_some_and(|ub| ub <= k)
        })
    }

    /// `e` as `q + r` with `q` a multiple of `d` and `0 <= r < d`
    /// (`isQTimesDPlusR`): `(d, q, r)`.
    fn multiple_plus_remainder(&self, e: &AffineExpr) -> Option<(i64, AffineExpr, AffineExpr)> {
        let AffineExpr::Add(l, r) = e else {
            return None;
        };
        let d = self.divisor(l);
        if self.bounded_by(r, d) {
            return Some((d, (**l).clone(), (**r).clone()));
        }
        let d = self.divisor(r);
        self.bounded_by(l, d)
            .then(|| (d, (**r).clone(), (**l).clone()))
    }

    /// MLIR's `simplifyExprAndOperands`.
    fn simplify(&self, e: &AffineExpr) -> AffineExpr {
        use AffineExpr::*;
        let rebuilt = match e {
            Add(l, r) => self.simplify(l) + self.simplify(r),
            Mul(l, r) => self.simplify(l) * self.simplify(r),
            Mod(l, r) => self.simplify(l).modulo(self.simplify(r)),
            FloorDiv(l, r) => self.simplify(l).floor_div(self.simplify(r)),
            CeilDiv(l, r) => self.simplify(l).ceil_div(self.simplify(r)),
            _ => return e.clone(),
        };
        let (lhs, c) = match &rebuilt {
            Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => match **r {
                Constant(c) if c > 0 => ((**l).clone(), c),
                _ => return rebuilt,
            },
            _ => return rebuilt,
        };
        if let (Some(lb), Some(ub)) = (self.expr_bound(&lhs, false), self.expr_bound(&lhs, true)) {
            match &rebuilt {
                FloorDiv(..) if lb.div_euclid(c) == ub.div_euclid(c) => {
                    return Constant(lb.div_euclid(c))
                }
                CeilDiv(..) if -(-lb).div_euclid(c) == -(-ub).div_euclid(c) => {
                    return Constant(-(-lb).div_euclid(c))
                }
                Mod(..) if lb >= 0 && lb < c && ub < c => return lhs,
                _ => {}
            }
        }
        if let Some((d, multiple, remainder)) = self.multiple_plus_remainder(&lhs) {
            return match &rebuilt {
                FloorDiv(..) if c % d == 0 => multiple.floor_div(Constant(c)),
                Mod(..) if d % c == 0 => remainder.modulo(Constant(c)),
                _ => rebuilt,
            };
        }
        match &rebuilt {
            FloorDiv(..) if self.bounded_by(&lhs, c) => Constant(0),
            Mod(..) if self.divisor(&lhs) % c == 0 => Constant(0),
            _ => rebuilt,
        }
    }
}

impl<'a> Operands<'a> {
    fn new(ctx: &'a Context, values: &'a [Value], dims: usize) -> Operands<'a> {
        Operands {
            ctx,
            values,
            ranges: Ranges {
                dims,
                symbols: values.len().saturating_sub(dims),
                lower: values.iter().map(|&v| lower_bound_of(ctx, v)).collect(),
                upper: values.iter().map(|&v| upper_bound_of(ctx, v)).collect(),
            },
        }
    }
}

/// The `results` of a map of `dims` dimensions over `operands`, each
/// simplified with the ranges of the loops whose induction variables are
/// among them (MLIR's `simplifyMapWithOperands`).
pub(crate) fn simplify_with_operands(
    ctx: &Context,
    results: &[AffineExpr],
    dims: usize,
    operands: &[Value],
) -> Vec<AffineExpr> {
    let known = Operands::new(ctx, operands, dims);
    results.iter().map(|e| known.simplify(e)).collect()
}

/// The results of a loop bound, the greatest (`max`) or least of them,
/// without those the ranges of the operands show never decide it, and
/// those of one value as constants (MLIR's
/// `simplifyMinOrMaxExprWithOperands`).
pub(crate) fn simplify_min_or_max(
    ctx: &Context,
    results: &[AffineExpr],
    dims: usize,
    operands: &[Value],
    max: bool,
) -> Vec<AffineExpr> {
    if operands.is_empty() {
        return results.to_vec();
    }
    let known = Operands::new(ctx, operands, dims);
    let lower: Vec<_> = results.iter().map(|e| known.expr_bound(e, false)).collect();
    let upper: Vec<_> = results.iter().map(|e| known.expr_bound(e, true)).collect();
    // For a max, the bound that decides against `e` is another's lower
    // bound above `e`'s upper one; for a min, the mirror.
    let (near, far) = if max {
        (&upper, &lower)
    } else {
        (&lower, &upper)
    };
    let beats = |other: i64, mine: i64| if max { other > mine } else { other < mine };
    let mut kept = Vec::new();
    for (i, e) in results.iter().enumerate() {
        let e = match (lower[i], upper[i]) {
            (Some(l), Some(u)) if l == u => AffineExpr::Constant(l),
            _ => e.clone(),
        };
        let Some(mine) = near[i] else {
            kept.push(e);
            continue;
        };
        let redundant = far.iter().enumerate().any(|(pos, other)| {
            let Some(other) = *other else {
                return false;
            };
            if pos == i {
                return false;
            }
            if beats(other, mine) {
                return true;
            }
            if other != mine {
                return false;
            }
            // Of two equal constants, the first stays.
            !(near[pos].is_some()
                && far[i].is_some()
                && far[i] == near[i]
                && Some(other) == near[pos]
                && i < pos)
        });
        if !redundant {
            kept.push(e);
        }
    }
    kept
}
