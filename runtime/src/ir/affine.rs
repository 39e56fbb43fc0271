//! Building affine expressions as MLIR builds them (`AffineExpr.cpp`): each
//! constructor canonicalises and folds on the spot (`simplifyAdd`,
//! `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod`), so
//! two spellings of one map are one attribute and print alike.
//!
//! Arithmetic follows MLIR's `int64_t` arithmetic: folding two constants
//! that overflow keeps the operation, while the coefficient merges (`(x + 2)
//! + 3`, `x * 2 + x`, `(x * 2) * 3`) wrap.

use crate::ir::attrs::AffineExpr;
use std::ops::{Add, Mul, Neg, Sub};

impl AffineExpr {
    /// Whether the expression holds no dimension (MLIR's
    /// `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        !self.has_dims()
    }

    /// `self floordiv rhs`, simplified as MLIR's `simplifyFloorDiv`.
    pub fn floor_div(self, rhs: AffineExpr) -> AffineExpr {
        simplify_floor_div(&self, &rhs).unwrap_or_else(|| binary(AffineExpr::FloorDiv, self, rhs))
    }

    /// `self ceildiv rhs`, simplified as MLIR's `simplifyCeilDiv`.
    pub fn ceil_div(self, rhs: AffineExpr) -> AffineExpr {
        simplify_ceil_div(&self, &rhs).unwrap_or_else(|| binary(AffineExpr::CeilDiv, self, rhs))
    }

    /// `self mod rhs`, simplified as MLIR's `simplifyMod`.
    pub fn modulo(self, rhs: AffineExpr) -> AffineExpr {
        simplify_mod(&self, &rhs).unwrap_or_else(|| binary(AffineExpr::Mod, self, rhs))
    }

    /// The expression with each dimension `dN` replaced by `dims[N]` and
    /// each symbol `sN` by `symbols[N]` (kept when out of range), rebuilt
    /// with the simplifying constructors where a part changed (MLIR's
    /// `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
    ) -> AffineExpr {
        use AffineExpr::*;
        let (lhs, rhs, rebuild): (_, _, fn(AffineExpr, AffineExpr) -> AffineExpr) = match self {
            Dim(i) => return dims.get(*i as usize).unwrap_or(self).clone(),
            Symbol(i) => return symbols.get(*i as usize).unwrap_or(self).clone(),
            Constant(_) => return self.clone(),
            Add(l, r) => (l, r, |a, b| a + b),
            Mul(l, r) => (l, r, |a, b| a * b),
            Mod(l, r) => (l, r, AffineExpr::modulo),
            FloorDiv(l, r) => (l, r, AffineExpr::floor_div),
            CeilDiv(l, r) => (l, r, AffineExpr::ceil_div),
        };
        let new_lhs = lhs.replace_dims_and_symbols(dims, symbols);
        let new_rhs = rhs.replace_dims_and_symbols(dims, symbols);
        if &new_lhs == lhs.as_ref() && &new_rhs == rhs.as_ref() {
            return self.clone();
        }
        rebuild(new_lhs, new_rhs)
    }

    /// The value, for a constant.
    fn as_constant(&self) -> Option<i64> {
        match self {
            AffineExpr::Constant(c) => Some(*c),
            _ => None,
        }
    }

    /// MLIR's `getLargestKnownDivisor`, with its wrapping `int64_t`
    /// arithmetic: it decides which divisions and remainders fold.
    pub fn largest_known_divisor(&self) -> i64 {
        use AffineExpr::*;
        match self {
            Dim(_) | Symbol(_) => 1,
            Constant(c) => c.wrapping_abs(),
            FloorDiv(l, r) | CeilDiv(l, r) => match r.as_constant() {
                Some(d) if d != 0 => {
                    let known = l.largest_known_divisor();
                    if known.wrapping_rem(d) == 0 {
                        known.wrapping_div(d)
                    } else {
                        1
                    }
                }
                // A division by zero or by a symbol: nothing is known.
                _ => 1,
            },
            Mul(l, r) => l
                .largest_known_divisor()
                .wrapping_mul(r.largest_known_divisor()),
            Add(l, r) | Mod(l, r) => gcd(
                l.largest_known_divisor() as u64,
                r.largest_known_divisor() as u64,
            ) as i64,
        }
    }

    /// Whether the expression is a known multiple of the positive `c`.
    fn known_multiple_of(&self, c: i64) -> bool {
        self.largest_known_divisor() % c == 0
    }
}

/// `std::gcd` on the unsigned values, as MLIR calls it.
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn binary(
    kind: fn(Box<AffineExpr>, Box<AffineExpr>) -> AffineExpr,
    lhs: AffineExpr,
    rhs: AffineExpr,
) -> AffineExpr {
    kind(Box::new(lhs), Box::new(rhs))
}

impl Add for AffineExpr {
    type Output = AffineExpr;

    /// `self + rhs`, simplified as MLIR's `simplifyAdd`.
    fn add(self, rhs: AffineExpr) -> AffineExpr {
        simplify_add(&self, &rhs).unwrap_or_else(|| binary(AffineExpr::Add, self, rhs))
    }
}

impl Mul for AffineExpr {
    type Output = AffineExpr;

    /// `self * rhs`, simplified as MLIR's `simplifyMul`.
    fn mul(self, rhs: AffineExpr) -> AffineExpr {
        simplify_mul(&self, &rhs).unwrap_or_else(|| binary(AffineExpr::Mul, self, rhs))
    }
}

impl Neg for AffineExpr {
    type Output = AffineExpr;

    /// `self * -1`, as MLIR negates.
    fn neg(self) -> AffineExpr {
        self * AffineExpr::Constant(-1)
    }
}

impl Sub for AffineExpr {
    type Output = AffineExpr;

    /// `self + rhs * -1`, as MLIR subtracts.
    fn sub(self, rhs: AffineExpr) -> AffineExpr {
        self + -rhs
    }
}

/// `simplifyAdd`: `None` when `lhs + rhs` stays a sum as written.
fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    use AffineExpr::*;
    let (lc, rc) = (lhs.as_constant(), rhs.as_constant());
    if let (Some(a), Some(b)) = (lc, rc) {
        return a.checked_add(b).map(Constant);
    }
    // Constants go right, then symbolic terms: `4 + d0` is `d0 + 4`.
    if lc.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.clone() + lhs.clone());
    }
    if out_of_order(lhs, rhs) {
        return Some(rhs.clone() + lhs.clone());
    }
    if rc == Some(0) {
        return Some(lhs.clone());
    }
    // `(x + c1) + c2` is `x + (c1 + c2)`.
    if let (Add(x, c1), Some(c2)) = (lhs, rc) {
        if let Some(c1) = c1.as_constant() {
            return Some(*x.clone() + Constant(c1.wrapping_add(c2)));
        }
    }
    // `x * c1 + x * c2` is `x * (c1 + c2)` (a bare `x` counts as `x * 1`).
    let ((x1, c1), (x2, c2)) = (scaled(lhs), scaled(rhs));
    if x1 == x2 {
        return Some(x1.clone() * Constant(c1.wrapping_add(c2)));
    }
    // `(x + c) + y` is `(x + y) + c`, keeping the constant last.
    if let Add(x, c) = lhs {
        if c.as_constant().is_some() {
            return Some((*x.clone() + rhs.clone()) + *c.clone());
        }
    }
    remainder_in_sum(lhs, rhs)
}

/// `(a + x) - (x floordiv c) * c` is `a + x mod c`: the quotient meets the
/// last term of the sum, down its right side; the sum stays as it is when
/// no term makes a remainder with it.
fn remainder_in_sum(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    if let Some(m) = remainder_of_subtraction(lhs, rhs) {
        return Some(m);
    }
    match lhs {
        AffineExpr::Add(a, b) => remainder_in_sum(b, rhs).map(|m| *a.clone() + m),
        _ => None,
    }
}

/// Whether `lhs` and `rhs` are two dimensions or two symbols in decreasing
/// order: MLIR 22 writes `s1 + s0` as `s0 + s1` and `d1 * s1 * s0`'s
/// factors as `s0 * s1`.
fn out_of_order(lhs: &AffineExpr, rhs: &AffineExpr) -> bool {
    use AffineExpr::*;
    match (lhs, rhs) {
        (Dim(a), Dim(b)) | (Symbol(a), Symbol(b)) => a > b,
        _ => false,
    }
}

/// `x` and `c` for `x * c`; `e` and 1 for any other `e`.
fn scaled(e: &AffineExpr) -> (&AffineExpr, i64) {
    match e {
        AffineExpr::Mul(x, c) => match c.as_constant() {
            Some(c) => (x, c),
            None => (e, 1),
        },
        _ => (e, 1),
    }
}

/// `x + ((x floordiv q) * q) * -1` and `x + (x floordiv c) * -c` are
/// `x mod q` and `x mod c`: the tail of `simplifyAdd`.
fn remainder_of_subtraction(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    use AffineExpr::*;
    let Mul(factor, scale) = rhs else {
        return None;
    };
    if let (Some(-1), Mul(quotient, q)) = (scale.as_constant(), factor.as_ref()) {
        let FloorDiv(x, divisor) = quotient.as_ref() else {
            return None;
        };
        if divisor == q && **x == *lhs {
            return Some(lhs.clone().modulo(*q.clone()));
        }
    }
    let FloorDiv(x, divisor) = factor.as_ref() else {
        return None;
    };
    if **x == *lhs && **divisor == -*scale.clone() {
        return Some(lhs.clone().modulo(*divisor.clone()));
    }
    None
}

/// `simplifyMul`: `None` when `lhs * rhs` stays a product as written.
fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    use AffineExpr::*;
    let (lc, rc) = (lhs.as_constant(), rhs.as_constant());
    if let (Some(a), Some(b)) = (lc, rc) {
        return a.checked_mul(b).map(Constant);
    }
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        // Not affine (the parser rejects it): nothing to canonicalise.
        return None;
    }
    // The constant or symbolic factor goes right, a constant before a symbol.
    if !rhs.is_symbolic_or_constant() || lc.is_some() {
        return Some(rhs.clone() * lhs.clone());
    }
    if out_of_order(lhs, rhs) {
        return Some(rhs.clone() * lhs.clone());
    }
    match rc {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(Constant(0)),
        _ => {}
    }
    if let Mul(x, c1) = lhs {
        if let Some(c1) = c1.as_constant() {
            return Some(match rc {
                // `(x * c1) * c2` is `x * (c1 * c2)`.
                Some(c2) => *x.clone() * Constant(c1.wrapping_mul(c2)),
                // `(x * c) * y` is `(x * y) * c`, keeping the constant last.
                None => (*x.clone() * rhs.clone()) * Constant(c1),
            });
        }
    }
    None
}

/// The divisor of `lhs mod rhs` when MLIR simplifies it: a positive
/// constant (modulo zero or a negative number is undefined and kept as
/// written).
fn positive_divisor(rhs: &AffineExpr) -> Option<i64> {
    rhs.as_constant().filter(|c| *c >= 1)
}

/// `a / b` rounded down (or up, with `up`), for two constants: MLIR 22
/// folds them whatever the divisor's sign, but not when the quotient
/// overflows.
fn rounded_div(a: i64, b: i64, up: bool) -> Option<i64> {
    let q = a.checked_div(b)?;
    let r = a % b;
    // Division truncates: up when the exact quotient is negative (remainder
    // and divisor of opposite signs), down otherwise.
    let exact_or_wanted = r == 0 || ((r < 0) != (b < 0)) == up;
    Some(match (exact_or_wanted, up) {
        (true, _) => q,
        (false, true) => q + 1,
        (false, false) => q - 1,
    })
}

/// `(x * k) floordiv c` and `(x * k) ceildiv c` are `x * (k / c)` when `c`
/// divides `k`, whatever the sign of `c`.
fn divide_scaled(lhs: &AffineExpr, c: i64) -> Option<AffineExpr> {
    let AffineExpr::Mul(x, k) = lhs else {
        return None;
    };
    let k = k.as_constant()?;
    (k.checked_rem(c)? == 0).then(|| *x.clone() * AffineExpr::Constant(k / c))
}

/// The nonzero constant divisor of a `floordiv` or `ceildiv`.
fn nonzero_divisor(rhs: &AffineExpr) -> Option<i64> {
    rhs.as_constant().filter(|c| *c != 0)
}

/// `simplifyFloorDiv`.
fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = nonzero_divisor(rhs)?;
    if let Some(a) = lhs.as_constant() {
        return rounded_div(a, c, false).map(AffineExpr::Constant);
    }
    if let Some(e) = divide_by_unit_or_factor(lhs, c) {
        return Some(e);
    }
    // `(a + b) floordiv c` splits when `c` divides either term.
    if let AffineExpr::Add(a, b) = lhs {
        let m = c.checked_abs()?;
        if a.known_multiple_of(m) || b.known_multiple_of(m) {
            let divisor = AffineExpr::Constant(c);
            let (a, b) = (a.as_ref().clone(), b.as_ref().clone());
            return Some(a.floor_div(divisor.clone()) + b.floor_div(divisor));
        }
    }
    None
}

/// `simplifyCeilDiv`.
fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = nonzero_divisor(rhs)?;
    if let Some(a) = lhs.as_constant() {
        return rounded_div(a, c, true).map(AffineExpr::Constant);
    }
    divide_by_unit_or_factor(lhs, c)
}

/// What `floordiv` and `ceildiv` of a non-constant share: by 1 the
/// expression itself (by -1 MLIR keeps the division); `(x * k)` by a
/// divisor of `k`.
fn divide_by_unit_or_factor(lhs: &AffineExpr, c: i64) -> Option<AffineExpr> {
    match c {
        1 => Some(lhs.clone()),
        _ => divide_scaled(lhs, c),
    }
}

/// `simplifyMod`.
fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    use AffineExpr::*;
    let c = positive_divisor(rhs)?;
    if let Some(a) = lhs.as_constant() {
        return Some(Constant(a.rem_euclid(c)));
    }
    if lhs.known_multiple_of(c) {
        return Some(Constant(0));
    }
    match lhs {
        // `(a + b) mod c` drops a term that `c` divides.
        Add(a, b) if a.known_multiple_of(c) => Some(b.as_ref().clone().modulo(Constant(c))),
        Add(a, b) if b.known_multiple_of(c) => Some(a.as_ref().clone().modulo(Constant(c))),
        // `(x mod k) mod c` is `x mod c` when `c` divides `k`.
        Mod(x, k) => match k.as_constant() {
            Some(k) if k >= 1 && k.rem_euclid(c) == 0 => {
                Some(x.as_ref().clone().modulo(Constant(c)))
            }
            _ => None,
        },
        _ => None,
    }
}
