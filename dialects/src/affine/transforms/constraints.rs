//! Systems of affine equalities and inequalities over integer variables,
//! and whether they have a solution: what the dependence checks of the
//! affine passes ask (MLIR's `FlatAffineValueConstraints::isEmpty`).
//!
//! Equalities with a unit coefficient eliminate their variable exactly;
//! the rest are tested by their coefficients' greatest common divisor
//! and kept as pairs of inequalities. Inequalities are tightened to
//! integers (each divided by its coefficients' divisor, the constant
//! rounded down) and their variables eliminated one by one (Fourier-Motzkin).
//! A system that grows too large is unknown.

/// A row: the coefficient of each variable, then the constant.
type Row = Vec<i128>;

/// The most rows elimination may make before the answer is unknown.
const MAX_ROWS: usize = 4096;

/// Equalities (`row = 0`) and inequalities (`row >= 0`) over `vars`
/// integer variables.
#[derive(Clone, Debug, Default)]
pub(super) struct Constraints {
    vars: usize,
    equalities: Vec<Row>,
    inequalities: Vec<Row>,
}

fn gcd(mut a: i128, mut b: i128) -> i128 {
    (a, b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The greatest common divisor of the coefficients of `row` (0 when all
/// are 0).
fn coefficient_gcd(row: &[i128]) -> i128 {
    row[..row.len() - 1].iter().fold(0, |g, &c| gcd(g, c))
}

impl Constraints {
    /// A system of `vars` variables and no constraint.
    pub(super) fn new(vars: usize) -> Constraints {
        Constraints {
            vars,
            ..Constraints::default()
        }
    }

    /// The number of variables.
    pub(super) fn vars(&self) -> usize {
        self.vars
    }

    /// Adds `coefficients · x + constant = 0`.
    pub(super) fn add_equality(&mut self, coefficients: &[i64], constant: i64) {
        self.equalities.push(row(coefficients, constant));
    }

    /// Adds `coefficients · x + constant >= 0`.
    pub(super) fn add_inequality(&mut self, coefficients: &[i64], constant: i64) {
        self.inequalities.push(row(coefficients, constant));
    }

    /// Whether no integer point satisfies the system; `None` when the
    /// elimination grows too large to tell.
    pub(super) fn is_empty(&self) -> Option<bool> {
        let mut equalities = self.equalities.clone();
        let mut inequalities = self.inequalities.clone();
        // Equalities: eliminate a variable of unit coefficient at a time.
        loop {
            let mut kept = Vec::new();
            for mut eq in equalities.drain(..) {
                let g = coefficient_gcd(&eq);
                let constant = eq[self.vars];
                if g == 0 {
                    if constant != 0 {
                        return Some(true);
                    }
                    continue;
                }
                if constant % g != 0 {
                    return Some(true);
                }
                eq.iter_mut().for_each(|c| *c /= g);
                kept.push(eq);
            }
            equalities = kept;
            let unit = equalities.iter().enumerate().find_map(|(i, eq)| {
                eq[..self.vars]
                    .iter()
                    .position(|c| c.abs() == 1)
                    .map(|v| (i, v))
            });
            let Some((i, var)) = unit else {
                break;
            };
            let eq = equalities.swap_remove(i);
            for other in equalities.iter_mut().chain(inequalities.iter_mut()) {
                substitute(other, &eq, var)?;
            }
        }
        for eq in equalities {
            inequalities.push(eq.iter().map(|c| -c).collect());
            inequalities.push(eq);
        }
        // Inequalities: Fourier-Motzkin elimination.
        let mut rows = Vec::new();
        for ineq in inequalities {
            match tighten(ineq) {
                Tightened::Infeasible => return Some(true),
                Tightened::Trivial => {}
                Tightened::Row(r) => rows.push(r),
            }
        }
        for var in 0..self.vars {
            let (mut positive, mut negative, mut rest) = (Vec::new(), Vec::new(), Vec::new());
            for r in rows {
                match r[var].signum() {
                    1 => positive.push(r),
                    -1 => negative.push(r),
                    _ => rest.push(r),
                }
            }
            if rest.len() + positive.len() * negative.len() > MAX_ROWS {
                return None;
            }
            for p in &positive {
                for n in &negative {
                    let (a, b) = (p[var], -n[var]);
                    let mut combined = Vec::with_capacity(p.len());
                    for (x, y) in p.iter().zip(n) {
                        combined.push(b.checked_mul(*x)?.checked_add(a.checked_mul(*y)?)?);
                    }
                    match tighten(combined) {
                        Tightened::Infeasible => return Some(true),
                        Tightened::Trivial => {}
                        Tightened::Row(r) => {
                            if !rest.contains(&r) {
                                rest.push(r);
                            }
                        }
                    }
                }
            }
            rows = rest;
        }
        Some(false)
    }
}

fn row(coefficients: &[i64], constant: i64) -> Row {
    coefficients
        .iter()
        .map(|&c| c as i128)
        .chain([constant as i128])
        .collect()
}

/// Replaces variable `var` in `row` by its value from `eq` (whose
/// coefficient of `var` is 1 or -1).
fn substitute(row: &mut Row, eq: &Row, var: usize) -> Option<()> {
    let c = row[var];
    if c == 0 {
        return Some(());
    }
    // row - c * eq / eq[var]: eq[var] is ±1.
    let factor = c.checked_mul(eq[var])?;
    for (x, y) in row.iter_mut().zip(eq) {
        *x = x.checked_sub(factor.checked_mul(*y)?)?;
    }
    Some(())
}

/// An inequality after its integer tightening.
enum Tightened {
    /// It never holds.
    Infeasible,
    /// It always holds.
    Trivial,
    /// It holds as this row.
    Row(Row),
}

fn tighten(mut r: Row) -> Tightened {
    let g = coefficient_gcd(&r);
    let last = r.len() - 1;
    if g == 0 {
        return if r[last] >= 0 {
            Tightened::Trivial
        } else {
            Tightened::Infeasible
        };
    }
    for c in &mut r[..last] {
        *c /= g;
    }
    r[last] = r[last].div_euclid(g);
    Tightened::Row(r)
}
