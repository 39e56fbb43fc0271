//! A sum in a map that rebuilds the linear index of an
//! `affine.delinearize_index` from all its results, each times its stride,
//! is that linear index (MLIR's
//! `replaceAffineDelinearizeIndexInverseExpression`, which
//! `composeAffineMapAndOperands` tries on the last result of a
//! delinearization with a static basis).

use crate::affine::AffineDelinearizeIndexOp;
use ods_runtime::ods::op::Op;
use ods_runtime::{AffineExpr, Context, Value};

/// When `value`, an operand of the map of `results` over `dims` and
/// `symbols`, is the last result of a delinearization with a static basis
/// whose results are all operands: each sum holding every result times its
/// stride has them replaced by the linear index, a new dimension (when all
/// the results are dimensions) or symbol; the results no longer read are
/// `None`. Whether anything was replaced.
pub(super) fn replace_delinearize_inverse(
    ctx: &Context,
    value: Value,
    results: &mut [AffineExpr],
    dims: &mut Vec<Option<Value>>,
    symbols: &mut Vec<Option<Value>>,
) -> bool {
    let Value::Result(op, _) = value else {
        return false;
    };
    let Some(delin) = AffineDelinearizeIndexOp::cast(ctx, op) else {
        return false;
    };
    let outputs = ctx.results(op);
    if !delin.dynamic_basis(ctx).is_empty() || outputs.last() != Some(&value) {
        return false;
    }
    let Some(bindings) = bindings(&outputs, dims, symbols) else {
        return false;
    };
    let basis = delin.static_basis(ctx);
    let mut terms = Vec::with_capacity(bindings.len());
    let mut stride = 1i64;
    for (binding, &size) in bindings.iter().rev().zip(basis.iter().rev()) {
        terms.push(binding.clone() * AffineExpr::Constant(stride));
        stride = stride.wrapping_mul(size);
    }
    if bindings.len() != basis.len() {
        terms.push(bindings[0].clone() * AffineExpr::Constant(stride));
    }
    let all_dims = bindings.iter().all(|b| matches!(b, AffineExpr::Dim(_)));
    let linear = if all_dims {
        AffineExpr::Dim(dims.len() as u32)
    } else {
        AffineExpr::Symbol(symbols.len() as u32)
    };
    let mut replacements = Vec::new();
    for e in results.iter() {
        shorten_sums_holding(e, &terms, &linear, &mut replacements);
    }
    if replacements.is_empty() {
        return false;
    }
    let index = Some(delin.linear_index(ctx));
    if all_dims {
        dims.push(index);
    } else {
        symbols.push(index);
    }
    for e in results.iter_mut() {
        *e = replace(e, &replacements);
    }
    // The results no longer read leave the operands.
    for binding in &bindings {
        if results.iter().any(|e| reads(e, binding)) {
            continue;
        }
        match *binding {
            AffineExpr::Dim(pos) => dims[pos as usize] = None,
            AffineExpr::Symbol(pos) => symbols[pos as usize] = None,
            _ => {}
        }
    }
    true
}

/// The dimension or symbol each of `outputs` is an operand as (the last
/// place it holds, symbols after dimensions), when all are operands.
fn bindings(
    outputs: &[Value],
    dims: &[Option<Value>],
    symbols: &[Option<Value>],
) -> Option<Vec<AffineExpr>> {
    let mut bindings = vec![None; outputs.len()];
    let places = (dims
        .iter()
        .enumerate()
        .map(|(i, v)| (v, AffineExpr::Dim(i as u32))))
    .chain((symbols.iter().enumerate()).map(|(i, v)| (v, AffineExpr::Symbol(i as u32))));
    for (operand, place) in places {
        if let Some(n) = operand.and_then(|v| outputs.iter().position(|&o| o == v)) {
            bindings[n] = Some(place);
        }
    }
    bindings.into_iter().collect()
}

/// Records in `replacements` each sum in `e` (itself included) whose terms
/// include all of `terms`: by `linear` plus the other terms, in their
/// order (MLIR's `shortenAddChainsContainingAll`). The first record of a
/// sum stands.
fn shorten_sums_holding(
    e: &AffineExpr,
    terms: &[AffineExpr],
    linear: &AffineExpr,
    replacements: &mut Vec<(AffineExpr, AffineExpr)>,
) {
    let (lhs, rhs) = match e {
        AffineExpr::Add(lhs, rhs) => (lhs.as_ref(), rhs.as_ref()),
        AffineExpr::Mul(l, r)
        | AffineExpr::Mod(l, r)
        | AffineExpr::FloorDiv(l, r)
        | AffineExpr::CeilDiv(l, r) => {
            shorten_sums_holding(l, terms, linear, replacements);
            shorten_sums_holding(r, terms, linear, replacements);
            return;
        }
        _ => return,
    };
    // The terms of the sum, right to left down its left side.
    let mut missing: Vec<&AffineExpr> = terms.iter().collect();
    let mut kept = Vec::new();
    let mut next = Some(lhs);
    let mut this = Some(rhs);
    while let Some(term) = this {
        match missing.iter().position(|&m| m == term) {
            Some(i) => {
                missing.swap_remove(i);
            }
            None => {
                kept.push(term);
                shorten_sums_holding(term, terms, linear, replacements);
            }
        }
        (this, next) = match next {
            Some(AffineExpr::Add(l, r)) => (Some(r.as_ref()), Some(l.as_ref())),
            other => (other, None),
        };
    }
    if !missing.is_empty() || replacements.iter().any(|(from, _)| from == e) {
        return;
    }
    let shortened = kept
        .into_iter()
        .rev()
        .fold(linear.clone(), |sum, term| sum + term.clone());
    replacements.push((e.clone(), shortened));
}

/// `e` with each part `replacements` names replaced, rebuilt with the
/// simplifying constructors where a part changed (MLIR's
/// `AffineExpr::replace`).
fn replace(e: &AffineExpr, replacements: &[(AffineExpr, AffineExpr)]) -> AffineExpr {
    if let Some((_, to)) = replacements.iter().find(|(from, _)| from == e) {
        return to.clone();
    }
    let (l, r, rebuild): (_, _, fn(AffineExpr, AffineExpr) -> AffineExpr) = match e {
        AffineExpr::Add(l, r) => (l, r, |a, b| a + b),
        AffineExpr::Mul(l, r) => (l, r, |a, b| a * b),
        AffineExpr::Mod(l, r) => (l, r, AffineExpr::modulo),
        AffineExpr::FloorDiv(l, r) => (l, r, AffineExpr::floor_div),
        AffineExpr::CeilDiv(l, r) => (l, r, AffineExpr::ceil_div),
        _ => return e.clone(),
    };
    let (new_l, new_r) = (replace(l, replacements), replace(r, replacements));
    if new_l == **l && new_r == **r {
        return e.clone();
    }
    rebuild(new_l, new_r)
}

/// Whether `e` reads the dimension or symbol `place`.
fn reads(e: &AffineExpr, place: &AffineExpr) -> bool {
    match e {
        AffineExpr::Add(l, r)
        | AffineExpr::Mul(l, r)
        | AffineExpr::Mod(l, r)
        | AffineExpr::FloorDiv(l, r)
        | AffineExpr::CeilDiv(l, r) => reads(l, place) || reads(r, place),
        _ => e == place,
    }
}
