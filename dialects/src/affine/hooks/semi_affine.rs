//! Semi-affine expressions (products of variables, divisions and
//! remainders by symbols) simplified as MLIR's `AffineExpr.cpp` does:
//! before flattening, a division or remainder by a symbol that divides
//! its dividend goes (`simplifySemiAffine`); after, the flat sum is
//! rebuilt with its terms sorted by the positions of their variables
//! (`getSemiAffineExprFromFlatForm`).

use super::flatten::simplify_affine_expr;
use ods_runtime::AffineExpr;

/// The kinds of operation that divide.
#[derive(Clone, Copy, PartialEq)]
enum Division {
    Mod,
    FloorDiv,
    CeilDiv,
}

/// Whether `e` is purely affine: products have a constant side and
/// divisions and remainders a constant divisor (MLIR's `isPureAffine`).
pub(crate) fn is_pure_affine(e: &AffineExpr) -> bool {
    use AffineExpr::*;
    match e {
        Dim(_) | Symbol(_) | Constant(_) => true,
        Add(l, r) => is_pure_affine(l) && is_pure_affine(r),
        Mul(l, r) => {
            is_pure_affine(l)
                && is_pure_affine(r)
                && (matches!(**l, Constant(_)) || matches!(**r, Constant(_)))
        }
        Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
            is_pure_affine(l) && matches!(**r, Constant(_))
        }
    }
}

/// `lhs` divided by `rhs` (or their remainder) with the simplifying
/// constructors (MLIR's `getAffineBinaryOpExpr` for a division).
fn divide(kind: Division, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match kind {
        Division::Mod => lhs.modulo(rhs),
        Division::FloorDiv => lhs.floor_div(rhs),
        Division::CeilDiv => lhs.ceil_div(rhs),
    }
}

/// The sides and kind of a division or remainder.
fn as_division(e: &AffineExpr) -> Option<(&AffineExpr, &AffineExpr, Division)> {
    match e {
        AffineExpr::Mod(l, r) => Some((l, r, Division::Mod)),
        AffineExpr::FloorDiv(l, r) => Some((l, r, Division::FloorDiv)),
        AffineExpr::CeilDiv(l, r) => Some((l, r, Division::CeilDiv)),
        _ => None,
    }
}

/// `e` with its divisions and remainders by a symbol that divides their
/// dividend simplified (MLIR's `simplifySemiAffine`).
pub(super) fn simplify_semi_affine(e: &AffineExpr, dims: usize, symbols: usize) -> AffineExpr {
    use AffineExpr::*;
    let again = |e: &AffineExpr| simplify_semi_affine(e, dims, symbols);
    match e {
        Dim(_) | Symbol(_) | Constant(_) => e.clone(),
        Add(l, r) => again(l) + again(r),
        Mul(l, r) => again(l) * again(r),
        Mod(..) | FloorDiv(..) | CeilDiv(..) => {
            let (l, r, kind) = as_division(e).expect("a division");
            let (lhs, rhs) = (again(l), again(r));
            if is_mod_of_mod_subtraction(&lhs, &rhs, dims, symbols) {
                return Constant(0);
            }
            let Symbol(position) = rhs else {
                return divide(kind, lhs, rhs);
            };
            if !is_divisible_by_symbol(l, position, kind) {
                return divide(kind, lhs, rhs);
            }
            if kind == Division::Mod {
                return Constant(0);
            }
            symbolic_divide(&lhs, position, kind).unwrap_or_else(|| divide(kind, lhs, rhs))
        }
    }
}

/// Whether `e` is a multiple of symbol `position` for a division of kind
/// `op` (MLIR's `isDivisibleBySymbol`).
fn is_divisible_by_symbol(e: &AffineExpr, position: u32, op: Division) -> bool {
    use AffineExpr::*;
    match e {
        Constant(c) => *c == 0,
        Dim(_) => false,
        Symbol(p) => *p == position,
        Add(l, r) => {
            is_divisible_by_symbol(l, position, op) && is_divisible_by_symbol(r, position, op)
        }
        Mod(l, r) => {
            is_divisible_by_symbol(l, position, Division::Mod)
                && is_divisible_by_symbol(r, position, Division::Mod)
        }
        Mul(l, r) => {
            is_divisible_by_symbol(l, position, op) || is_divisible_by_symbol(r, position, op)
        }
        FloorDiv(l, _) => op == Division::FloorDiv && is_divisible_by_symbol(l, position, op),
        CeilDiv(l, _) => op == Division::CeilDiv && is_divisible_by_symbol(l, position, op),
    }
}

/// `e` divided by symbol `position`, when it divides it (MLIR's
/// `symbolicDivide`).
fn symbolic_divide(e: &AffineExpr, position: u32, op: Division) -> Option<AffineExpr> {
    use AffineExpr::*;
    match e {
        Constant(c) => (*c == 0).then_some(Constant(0)),
        Dim(_) => None,
        Symbol(_) => Some(Constant(1)),
        Add(l, r) => Some(symbolic_divide(l, position, op)? + symbolic_divide(r, position, op)?),
        Mod(l, r) => Some(
            symbolic_divide(l, position, Division::Mod)?.modulo(symbolic_divide(
                r,
                position,
                Division::Mod,
            )?),
        ),
        Mul(l, r) => Some(if is_divisible_by_symbol(l, position, op) {
            symbolic_divide(l, position, op)? * (**r).clone()
        } else {
            (**l).clone() * symbolic_divide(r, position, op)?
        }),
        FloorDiv(l, r) => {
            Some(symbolic_divide(l, position, Division::FloorDiv)?.floor_div((**r).clone()))
        }
        CeilDiv(l, r) => {
            Some(symbolic_divide(l, position, Division::CeilDiv)?.ceil_div((**r).clone()))
        }
    }
}

/// The summands of a sum, left to right.
fn summands<'e>(e: &'e AffineExpr, out: &mut Vec<&'e AffineExpr>) {
    match e {
        AffineExpr::Add(l, r) => {
            summands(l, out);
            summands(r, out);
        }
        _ => out.push(e),
    }
}

/// `x` when `e` is `x * -1` or `-1 * x`.
fn negated(e: &AffineExpr) -> Option<&AffineExpr> {
    let AffineExpr::Mul(l, r) = e else {
        return None;
    };
    match (&**l, &**r) {
        (AffineExpr::Constant(-1), x) | (x, AffineExpr::Constant(-1)) => Some(x),
        _ => None,
    }
}

/// Whether `lhs mod rhs` is zero because `lhs` is `x - x mod rhs` (MLIR's
/// `isModOfModSubtraction`).
fn is_mod_of_mod_subtraction(
    lhs: &AffineExpr,
    rhs: &AffineExpr,
    dims: usize,
    symbols: usize,
) -> bool {
    let mut terms = Vec::new();
    summands(lhs, &mut terms);
    terms.iter().enumerate().any(|(i, term)| {
        let Some(AffineExpr::Mod(x, divisor)) = negated(term) else {
            return false;
        };
        if **divisor != *rhs {
            return false;
        }
        let mut difference = AffineExpr::Constant(0);
        for (j, other) in terms.iter().enumerate() {
            if i != j {
                difference = difference + (*other).clone();
            }
        }
        difference = difference - (**x).clone();
        simplify_affine_expr(&difference, dims, symbols) == AffineExpr::Constant(0)
    })
}

/// A flat sum of semi-affine terms rebuilt: symbols, the products,
/// divisions and remainders of a variable by a variable or constant, and
/// dimensions, sorted by the positions of their variables; then the other
/// local terms and the constant (MLIR's `getSemiAffineExprFromFlatForm`).
pub(super) fn semi_affine_from_flat(
    inputs: &[i64],
    local_coefficients: &[i64],
    constant: i64,
    dims: usize,
    locals: &[AffineExpr],
) -> AffineExpr {
    use AffineExpr::*;
    let symbols = inputs.len() - dims;
    let last = dims.max(symbols) as i64;
    let (mut symbol_offset, mut dim_offset) = (0i64, -1i64);
    let mut entries: Vec<((u32, i64), i64, AffineExpr)> = Vec::new();
    for (j, &c) in inputs[dims..].iter().enumerate() {
        if c != 0 {
            entries.push(((j as u32, last + symbol_offset), c, Symbol(j as u32)));
            symbol_offset += 1;
        }
    }
    let coefficient = |i: usize| local_coefficients.get(i).copied().unwrap_or(0);
    let mut placed = vec![false; locals.len()];
    for (i, local) in locals.iter().enumerate() {
        let c = coefficient(i);
        let sides = match local {
            Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => (&**l, &**r),
            _ => continue,
        };
        if c == 0 {
            continue;
        }
        let key = match sides {
            (Dim(p), Constant(_)) => {
                dim_offset -= 1;
                (*p, dim_offset + 1)
            }
            (Symbol(p), Constant(_) | Symbol(_) | Dim(_)) => {
                symbol_offset += 1;
                (*p, last + symbol_offset - 1)
            }
            (Dim(p), Symbol(q) | Dim(q)) => (*p, i64::from(*q)),
            _ => continue,
        };
        entries.push((key, c, local.clone()));
        placed[i] = true;
    }
    for (j, &c) in inputs[..dims].iter().enumerate() {
        if c != 0 {
            entries.push(((j as u32, dim_offset), c, Dim(j as u32)));
            dim_offset -= 1;
        }
    }
    entries.sort_by_key(|(key, _, _)| *key);
    let mut e = Constant(0);
    for (_, c, term) in entries {
        e = e + term * Constant(c);
    }
    for (i, local) in locals.iter().enumerate() {
        let c = coefficient(i);
        if c != 0 && !placed[i] {
            e = e + local.clone() * Constant(c);
        }
    }
    if constant != 0 {
        e = e + Constant(constant);
    }
    e
}
