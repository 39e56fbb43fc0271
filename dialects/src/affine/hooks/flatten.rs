//! Affine expressions rewritten through their flat form, a sum of
//! dimensions, symbols and local terms (divisions, and the products,
//! divisions and remainders by variables of semi-affine expressions) with
//! integer coefficients (MLIR's `simplifyAffineExpr` with its
//! `SimpleAffineExprFlattener`): like terms merge, `(d0 + 2) * 4`
//! distributes, and the terms come back in MLIR's order (dimensions,
//! symbols, local terms in the order met, the constant; `semi_affine`
//! sorts those of a semi-affine expression).

use super::semi_affine::{is_pure_affine, semi_affine_from_flat, simplify_semi_affine};
use ods_runtime::AffineExpr;

/// An expression as a linear sum: the coefficients of the dimensions and
/// symbols, of the divisions met so far (missing ones are zero), and the
/// constant.
#[derive(Clone)]
struct Flat {
    inputs: Vec<i64>,
    locals: Vec<i64>,
    constant: i64,
}

impl Flat {
    fn zero(inputs: usize) -> Flat {
        Flat {
            inputs: vec![0; inputs],
            locals: Vec::new(),
            constant: 0,
        }
    }

    fn terms(&self) -> impl Iterator<Item = i64> + '_ {
        self.inputs
            .iter()
            .chain(&self.locals)
            .copied()
            .chain(std::iter::once(self.constant))
    }

    fn map(&self, f: impl Fn(i64) -> i64) -> Flat {
        Flat {
            inputs: self.inputs.iter().map(|&c| f(c)).collect(),
            locals: self.locals.iter().map(|&c| f(c)).collect(),
            constant: f(self.constant),
        }
    }

    fn add(&self, other: &Flat) -> Flat {
        let mut sum = self.clone();
        for (a, b) in sum.inputs.iter_mut().zip(&other.inputs) {
            *a = a.wrapping_add(*b);
        }
        if sum.locals.len() < other.locals.len() {
            sum.locals.resize(other.locals.len(), 0);
        }
        for (a, b) in sum.locals.iter_mut().zip(&other.locals) {
            *a = a.wrapping_add(*b);
        }
        sum.constant = sum.constant.wrapping_add(other.constant);
        sum
    }

    /// The sum with `coefficient` times the division `local` added.
    fn add_local(&mut self, local: usize, coefficient: i64) {
        if self.locals.len() <= local {
            self.locals.resize(local + 1, 0);
        }
        self.locals[local] = self.locals[local].wrapping_add(coefficient);
    }
}

/// The walk's state: the numbers of dimensions and the divisions met.
struct Flattener {
    dims: usize,
    inputs: usize,
    locals: Vec<AffineExpr>,
}

impl Flattener {
    /// `e` flat, its semi-affine terms as local terms, or `None` for a
    /// division by a constant that is not positive.
    fn flatten(&mut self, e: &AffineExpr) -> Option<Flat> {
        use AffineExpr::*;
        let mut flat = Flat::zero(self.inputs);
        match e {
            Dim(i) => *flat.inputs.get_mut(*i as usize)? = 1,
            Symbol(i) => *flat.inputs.get_mut(self.dims + *i as usize)? = 1,
            Constant(c) => flat.constant = *c,
            Add(l, r) => return Some(self.flatten(l)?.add(&self.flatten(r)?)),
            Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
                let (lhs, rhs) = (self.flatten(l)?, self.flatten(r)?);
                let Constant(c) = **r else {
                    return Some(self.semi_affine(e, &lhs, &rhs));
                };
                return match e {
                    Mul(..) => Some(lhs.map(|v| v.wrapping_mul(c))),
                    Mod(..) => self.modulo(lhs, c),
                    _ => self.divide(lhs, c, matches!(e, CeilDiv(..))),
                };
            }
        }
        Some(flat)
    }

    /// The product, division or remainder `e` by a variable sum: a local
    /// term of that operation on the expressions of `lhs` and `rhs`.
    fn semi_affine(&mut self, e: &AffineExpr, lhs: &Flat, rhs: &Flat) -> Flat {
        let (a, b) = (self.expr(lhs), self.expr(rhs));
        let term = match e {
            AffineExpr::Mul(..) => a * b,
            AffineExpr::Mod(..) => a.modulo(b),
            AffineExpr::FloorDiv(..) => a.floor_div(b),
            _ => a.ceil_div(b),
        };
        let local = self.local(term);
        let mut result = Flat::zero(self.inputs);
        result.add_local(local, 1);
        result
    }

    /// `lhs mod c` as `lhs - (lhs floordiv c) * c`, the quotient's common
    /// factor with `c` cancelled; zero when `c` divides every term.
    fn modulo(&mut self, lhs: Flat, c: i64) -> Option<Flat> {
        if c <= 0 {
            return None;
        }
        if lhs.terms().all(|t| t % c == 0) {
            return Some(Flat::zero(self.inputs));
        }
        let g = lhs.terms().fold(c as u64, |g, t| gcd(g, t.unsigned_abs())) as i64;
        let dividend = lhs.map(|t| t / g);
        let quotient = self.expr(&dividend).floor_div(AffineExpr::Constant(c / g));
        let local = self.local(quotient);
        let mut result = lhs;
        result.add_local(local, -c);
        Some(result)
    }

    /// `lhs floordiv c` (`ceildiv` with `ceil`), the common factor with
    /// `c` cancelled: the sum itself when that leaves `c` one, else a
    /// division.
    fn divide(&mut self, lhs: Flat, c: i64, ceil: bool) -> Option<Flat> {
        if c <= 0 {
            return None;
        }
        let g = lhs.terms().fold(c as u64, |g, t| gcd(g, t.unsigned_abs())) as i64;
        let lhs = lhs.map(|t| t / g);
        let divisor = c / g;
        if divisor == 1 {
            return Some(lhs);
        }
        let dividend = self.expr(&lhs);
        let quotient = if ceil {
            dividend.ceil_div(AffineExpr::Constant(divisor))
        } else {
            dividend.floor_div(AffineExpr::Constant(divisor))
        };
        let local = self.local(quotient);
        let mut result = Flat::zero(self.inputs);
        result.add_local(local, 1);
        Some(result)
    }

    /// The index of the division `quotient`, added when new.
    fn local(&mut self, quotient: AffineExpr) -> usize {
        match self.locals.iter().position(|l| *l == quotient) {
            Some(i) => i,
            None => {
                self.locals.push(quotient);
                self.locals.len() - 1
            }
        }
    }

    /// The expression of a flat sum (MLIR's `getAffineExprFromFlatForm`).
    fn expr(&self, flat: &Flat) -> AffineExpr {
        let mut e = AffineExpr::Constant(0);
        for (i, &c) in flat.inputs.iter().enumerate() {
            if c != 0 {
                let input = if i < self.dims {
                    AffineExpr::Dim(i as u32)
                } else {
                    AffineExpr::Symbol((i - self.dims) as u32)
                };
                e = e + input * AffineExpr::Constant(c);
            }
        }
        for (local, &c) in self.locals.iter().zip(&flat.locals) {
            if c != 0 {
                e = e + local.clone() * AffineExpr::Constant(c);
            }
        }
        if flat.constant != 0 {
            e = e + AffineExpr::Constant(flat.constant);
        }
        e
    }
}

/// `std::gcd` of two magnitudes.
pub(super) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `e`, over `dims` dimensions and `symbols` symbols, rebuilt from its
/// flat form (MLIR's `simplifyAffineExpr`): a semi-affine expression is
/// first simplified as such, and rebuilt with its terms sorted when its
/// flat form reads otherwise than it does.
pub(crate) fn simplify_affine_expr(e: &AffineExpr, dims: usize, symbols: usize) -> AffineExpr {
    // A sum already in the order and form the flat form gives back is its
    // own simplification (most maps, seen again at each visit).
    if is_flat_linear(e, dims, symbols) {
        return e.clone();
    }
    simplify_through_flat_form(e, dims, symbols)
}

/// Whether `e` is a linear sum as [`Flattener::expr`] writes one: the
/// dimensions, then the symbols, each at most once and in increasing
/// order, alone or times a constant other than 0 and 1, then a constant
/// other than 0; or a lone constant.
pub(crate) fn is_flat_linear(e: &AffineExpr, dims: usize, symbols: usize) -> bool {
    walk_flat_linear(e, dims, symbols, &mut |_, _| {})
}

/// [`is_flat_linear`], calling `f` with the position of each term among
/// the dimensions, the symbols and the constant (last), and its
/// coefficient, as far as the sum goes.
fn walk_flat_linear(
    e: &AffineExpr,
    dims: usize,
    symbols: usize,
    f: &mut impl FnMut(usize, i64),
) -> bool {
    use AffineExpr::*;
    // The position and coefficient of a term.
    let term = |e: &AffineExpr| -> Option<(usize, i64)> {
        let (var, coefficient) = match e {
            Mul(v, c) => match **c {
                Constant(c) if c != 0 && c != 1 => (&**v, c),
                _ => return None,
            },
            e => (e, 1),
        };
        match *var {
            Dim(i) if (i as usize) < dims => Some((i as usize, coefficient)),
            Symbol(i) if (i as usize) < symbols => Some((dims + i as usize, coefficient)),
            _ => None,
        }
    };
    // The position of the last term of a left-leaning sum of terms.
    fn last_term(
        e: &AffineExpr,
        term: &dyn Fn(&AffineExpr) -> Option<(usize, i64)>,
        f: &mut dyn FnMut(usize, i64),
    ) -> Option<usize> {
        let (before, last) = match e {
            AffineExpr::Add(l, r) => (Some(last_term(l, term, f)?), r.as_ref()),
            e => (None, e),
        };
        let (position, coefficient) = term(last).filter(|&(p, _)| before < Some(p))?;
        f(position, coefficient);
        Some(position)
    }
    let constant = dims + symbols;
    match e {
        Constant(c) => {
            f(constant, *c);
            true
        }
        Add(l, r) => match **r {
            Constant(c) if c != 0 => {
                let sum = last_term(l, &term, f).is_some();
                if sum {
                    f(constant, c);
                }
                sum
            }
            _ => last_term(e, &term, f).is_some(),
        },
        e => last_term(e, &term, f).is_some(),
    }
}

/// [`simplify_affine_expr`] without its shortcut: `e` flattened and
/// rebuilt.
fn simplify_through_flat_form(e: &AffineExpr, dims: usize, symbols: usize) -> AffineExpr {
    // A dimension, a symbol or a constant is its own flat form.
    if matches!(
        e,
        AffineExpr::Dim(_) | AffineExpr::Symbol(_) | AffineExpr::Constant(_)
    ) {
        return e.clone();
    }
    let e = if is_pure_affine(e) {
        e.clone()
    } else {
        simplify_semi_affine(e, dims, symbols)
    };
    let mut flattener = Flattener {
        dims,
        inputs: dims + symbols,
        locals: Vec::new(),
    };
    let Some(flat) = flattener.flatten(&e) else {
        return e;
    };
    let rebuilt = flattener.expr(&flat);
    if is_pure_affine(&e) {
        return rebuilt;
    }
    if rebuilt == e {
        return e;
    }
    let (inputs, constant) = (&flat.inputs, flat.constant);
    semi_affine_from_flat(inputs, &flat.locals, constant, dims, &flattener.locals)
}

/// The coefficients of the dimensions and symbols of `e` and its constant,
/// when it is purely affine and needs no division (what MLIR sorts the
/// results of `affine.min` and `affine.max` by).
pub(crate) fn flat_coefficients(e: &AffineExpr, dims: usize, symbols: usize) -> Option<Vec<i64>> {
    let mut terms = vec![0; dims + symbols + 1];
    if walk_flat_linear(e, dims, symbols, &mut |p, c| terms[p] = c) {
        return Some(terms);
    }
    let mut flattener = Flattener {
        dims,
        inputs: dims + symbols,
        locals: Vec::new(),
    };
    let flat = flattener.flatten(e)?;
    if flat.locals.iter().any(|&c| c != 0) || !flattener.locals.is_empty() {
        return None;
    }
    Some(flat.terms().collect())
}

#[cfg(test)]
mod tests {
    use super::{flat_coefficients, is_flat_linear, simplify_through_flat_form, Flattener};
    use ods_runtime::AffineExpr;

    /// Random linear expressions over 3 dimensions and 2 symbols (sums,
    /// products by constants, constants), from a fixed seed.
    fn random_linear(seed: &mut u64, depth: u32) -> AffineExpr {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let pick = (*seed >> 33) % 7;
        let constant = ((*seed >> 40) % 7) as i64 - 3;
        match pick {
            _ if depth == 0 || pick >= 5 => match pick % 3 {
                0 => AffineExpr::Dim((*seed >> 50) as u32 % 3),
                1 => AffineExpr::Symbol((*seed >> 50) as u32 % 2),
                _ => AffineExpr::Constant(constant),
            },
            0..=2 => random_linear(seed, depth - 1) + random_linear(seed, depth - 1),
            _ => random_linear(seed, depth - 1) * AffineExpr::Constant(constant),
        }
    }

    #[test]
    fn the_shortcut_takes_only_what_the_flat_form_gives_back_unchanged() {
        let mut seed = 7;
        let (mut taken, mut left) = (0, 0);
        for _ in 0..5000 {
            let e = random_linear(&mut seed, 4);
            let simplified = simplify_through_flat_form(&e, 3, 2);
            // What the flat form writes is recognized as such.
            assert!(
                is_flat_linear(&simplified, 3, 2),
                "{simplified:?} from {e:?}"
            );
            if is_flat_linear(&e, 3, 2) {
                assert_eq!(simplified, e);
                taken += 1;
            } else {
                left += 1;
            }
        }
        assert!(taken > 500 && left > 500, "{taken} taken, {left} left");
    }

    #[test]
    fn the_coefficients_of_a_simplified_sum_are_those_of_its_flat_form() {
        let mut seed = 11;
        for _ in 0..2000 {
            let e = simplify_through_flat_form(&random_linear(&mut seed, 4), 3, 2);
            let mut flattener = Flattener {
                dims: 3,
                inputs: 5,
                locals: Vec::new(),
            };
            let flat = flattener.flatten(&e).expect("a linear sum flattens");
            let expected: Vec<i64> = flat.terms().collect();
            assert_eq!(flat_coefficients(&e, 3, 2), Some(expected), "{e:?}");
        }
    }

    #[test]
    fn out_of_range_or_unordered_terms_are_not_taken() {
        use AffineExpr::{Constant, Dim, Symbol};
        let d = |i| Dim(i);
        let sum = |l: AffineExpr, r: AffineExpr| AffineExpr::Add(Box::new(l), Box::new(r));
        assert!(is_flat_linear(&sum(d(0), Symbol(1)), 1, 2));
        assert!(!is_flat_linear(&sum(d(0), Symbol(1)), 1, 1));
        assert!(!is_flat_linear(&sum(d(1), d(0)), 2, 0));
        assert!(!is_flat_linear(&sum(d(0), d(0)), 1, 0));
        assert!(!is_flat_linear(&sum(d(0), Constant(0)), 1, 0));
        assert!(!is_flat_linear(&sum(sum(d(0), Constant(2)), d(1)), 2, 0));
    }
}
