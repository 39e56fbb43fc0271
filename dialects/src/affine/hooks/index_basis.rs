//! The basis of `affine.delinearize_index` and `affine.linearize_index` as
//! their canonicalization patterns read and rebuild it (MLIR's
//! `getMixedBasis`, `getPaddedBasis` and the `OpFoldResult` builders):
//! entries static or dynamic, `None` standing for the outer bound an op
//! leaves out.

use crate::affine::{AffineApplyOp, AffineDelinearizeIndexOp, AffineLinearizeIndexOp};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::PatternRewriter;
use ods_runtime::{AffineExpr, Attribute, Context, OpId, OperationState, Value};

/// One basis element: a static size or a value (an `OpFoldResult`). Two
/// are equal as MLIR compares them: a static size never equals a value,
/// even a constant one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BasisEntry {
    Static(i64),
    Dynamic(Value),
}

impl BasisEntry {
    /// The size, when static or made by an integer constant (MLIR's
    /// `getConstantIntValue`).
    pub(super) fn constant(self, ctx: &Context) -> Option<i64> {
        match self {
            BasisEntry::Static(size) => Some(size),
            BasisEntry::Dynamic(v) => constant_int(ctx, v),
        }
    }

    fn fold_result(self, ctx: &mut Context) -> FoldResult {
        match self {
            BasisEntry::Static(size) => FoldResult::Attr(convert::index_attr(ctx, size)),
            BasisEntry::Dynamic(v) => FoldResult::Value(v),
        }
    }
}

/// The integer an integer constant makes `v`, if it does (MLIR's
/// `getConstantIntValue` of a value, `m_ConstantInt`).
pub(super) fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    crate::arith::constant_attr(ctx, v).and_then(|a| convert::try_int::<i64>(ctx, a))
}

/// The static basis with the dynamic values in the places of its
/// `DYNAMIC` entries (MLIR's `getMixedBasis`).
fn mixed(statics: &[i64], dynamic: &[Value]) -> Vec<BasisEntry> {
    let mut values = dynamic.iter().copied();
    let mut entries = Vec::with_capacity(statics.len());
    for &size in statics {
        let value = if size == DYNAMIC { values.next() } else { None };
        entries.push(value.map_or(BasisEntry::Static(size), BasisEntry::Dynamic));
    }
    entries
}

/// `basis` with `None` in front when the op has no outer bound (MLIR's
/// `getPaddedBasis`): one entry per result of a delinearization, per
/// index of a linearization.
fn padded(basis: Vec<BasisEntry>, has_outer_bound: bool) -> Vec<Option<BasisEntry>> {
    let front = (!has_outer_bound).then_some(None);
    front.into_iter().chain(all_present(&basis)).collect()
}

/// `basis` with every entry present, for the builders below.
pub(super) fn all_present(basis: &[BasisEntry]) -> Vec<Option<BasisEntry>> {
    basis.iter().copied().map(Some).collect()
}

/// What the patterns read of an `affine.delinearize_index`.
pub(super) struct Delinearization {
    pub(super) op: AffineDelinearizeIndexOp,
    pub(super) linear_index: Value,
    pub(super) results: Vec<Value>,
    pub(super) statics: Vec<i64>,
    pub(super) dynamic: Vec<Value>,
}

impl Delinearization {
    pub(super) fn of(ctx: &Context, op: OpId) -> Option<Delinearization> {
        let op = AffineDelinearizeIndexOp::cast(ctx, op)?;
        Some(Delinearization {
            op,
            linear_index: op.linear_index(ctx),
            results: ctx.results(op.id()),
            statics: op.static_basis(ctx),
            dynamic: op.dynamic_basis(ctx),
        })
    }

    /// Whether the basis bounds the first result too.
    pub(super) fn has_outer_bound(&self) -> bool {
        self.results.len() == self.statics.len()
    }

    pub(super) fn basis(&self) -> Vec<BasisEntry> {
        mixed(&self.statics, &self.dynamic)
    }

    pub(super) fn padded_basis(&self) -> Vec<Option<BasisEntry>> {
        padded(self.basis(), self.has_outer_bound())
    }
}

/// What the patterns read of an `affine.linearize_index`.
pub(super) struct Linearization {
    pub(super) op: AffineLinearizeIndexOp,
    pub(super) multi_index: Vec<Value>,
    pub(super) statics: Vec<i64>,
    pub(super) dynamic: Vec<Value>,
    pub(super) disjoint: bool,
}

impl Linearization {
    pub(super) fn of(ctx: &Context, op: OpId) -> Option<Linearization> {
        let op = AffineLinearizeIndexOp::cast(ctx, op)?;
        Some(Linearization {
            op,
            multi_index: op.multi_index(ctx),
            statics: op.static_basis(ctx),
            dynamic: op.dynamic_basis(ctx),
            disjoint: op.disjoint(ctx),
        })
    }

    /// The linearization `v` is the result of, if any.
    pub(super) fn producing(ctx: &Context, v: Value) -> Option<Linearization> {
        Linearization::of(ctx, ctx.defining_op(v)?)
    }

    /// Whether the basis bounds the first index too.
    pub(super) fn has_outer_bound(&self) -> bool {
        self.multi_index.len() == self.statics.len()
    }

    pub(super) fn basis(&self) -> Vec<BasisEntry> {
        mixed(&self.statics, &self.dynamic)
    }

    pub(super) fn padded_basis(&self) -> Vec<Option<BasisEntry>> {
        padded(self.basis(), self.has_outer_bound())
    }
}

/// The entries of a basis that may start with `None`, without it, as
/// MLIR's `OpFoldResult` builders drop a missing outer bound; and whether
/// one was dropped.
fn drop_missing_outer_bound(
    ctx: &mut Context,
    basis: &[Option<BasisEntry>],
) -> (Vec<FoldResult>, bool) {
    let dropped = matches!(basis.first(), Some(None));
    let entries = basis
        .iter()
        .skip(usize::from(dropped))
        .flatten()
        .map(|e| e.fold_result(ctx))
        .collect();
    (entries, dropped)
}

/// A new `affine.delinearize_index` of `linear_index` into `basis` at the
/// rewriter's insertion point, without an outer bound when `basis` starts
/// with `None` or `has_outer_bound` is false; its results.
pub(super) fn create_delinearize(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    linear_index: Value,
    basis: &[Option<BasisEntry>],
    has_outer_bound: bool,
) -> Vec<Value> {
    let (basis, dropped) = drop_missing_outer_bound(rw.context(), basis);
    let outer = (has_outer_bound && !dropped).into();
    let op = AffineDelinearizeIndexOp::create_basis_fold_result(
        rw,
        loc,
        linear_index,
        &basis,
        Some(outer),
    );
    rw.results(op.id())
}

/// The state of a new `affine.linearize_index` of `multi_index` by `basis`
/// (a leading `None` dropped).
pub(super) fn linearize_state(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    multi_index: Vec<Value>,
    basis: &[Option<BasisEntry>],
    disjoint: bool,
) -> OperationState {
    let (basis, _) = drop_missing_outer_bound(rw.context(), basis);
    let ctx = rw.context();
    let mut state = AffineLinearizeIndexOp::state(ctx, loc);
    AffineLinearizeIndexOp::build_basis_fold_result(
        ctx,
        &mut state,
        multi_index,
        &basis,
        Some(disjoint.into()),
    );
    state
}

/// A new `affine.linearize_index` at the rewriter's insertion point; its
/// result.
pub(super) fn create_linearize(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    multi_index: Vec<Value>,
    basis: &[Option<BasisEntry>],
    disjoint: bool,
) -> Value {
    let state = linearize_state(rw, loc, multi_index, basis, disjoint);
    let op = rw.insert(state);
    rw.result(op, 0)
}

/// A new `arith.constant 0 : index` at the rewriter's insertion point.
pub(super) fn create_zero(rw: &mut PatternRewriter<'_>, loc: Attribute) -> Value {
    let zero = convert::index_attr(rw.context(), 0);
    let index = convert::index(rw.context());
    crate::arith::ConstantOp::create(rw, loc, index, zero).result(rw)
}

/// The product of `terms` (MLIR's `computeProduct` in `AffineOps.cpp`): a
/// static size when all are constants, else an `affine.apply` multiplying
/// the values, made at the insertion point; `None` when a term is missing.
pub(super) fn product(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    terms: &[Option<BasisEntry>],
) -> Option<BasisEntry> {
    let mut dynamic = Vec::new();
    let mut expr = AffineExpr::Constant(1);
    for term in terms {
        let factor = match (*term)? {
            BasisEntry::Static(size) => AffineExpr::Constant(size),
            BasisEntry::Dynamic(v) => match constant_int(rw, v) {
                Some(size) => AffineExpr::Constant(size),
                None => {
                    dynamic.push(v);
                    AffineExpr::Symbol(dynamic.len() as u32 - 1)
                }
            },
        };
        expr = expr * factor;
    }
    if let AffineExpr::Constant(size) = expr {
        return Some(BasisEntry::Static(size));
    }
    let apply = AffineApplyOp::create_expr_list(rw, loc, &[expr], dynamic);
    Some(BasisEntry::Dynamic(rw.result(apply.id(), 0)))
}
