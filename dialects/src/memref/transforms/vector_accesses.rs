//! The vector dialect's loads and stores as accesses that
//! `fold-memref-alias-ops` folds through views, each with MLIR's
//! restrictions: transfers only through unit-stride subviews when every
//! dimension is in bounds (their permutation map widened to the source's
//! rank), and transfer reads through expand shapes only for minor
//! identity maps.

use super::super::hooks::dropped_dims;
use super::fold_memref_alias_ops::{add_access_folds, Access, Alias};
use crate::memref::SubViewOp;
use crate::vector::{
    LoadOp, MaskedLoadOp, MaskedStoreOp, StoreOp, TransferReadOp, TransferWriteOp,
};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{AffineExpr, AttrKind, Attribute, Context, IrResult, Value};

/// Adds the folds of vector's loads, stores and transfers.
pub(super) fn add_vector_access_folds(patterns: &mut RewritePatternSet) {
    add_access_folds::<LoadOp>(patterns);
    add_access_folds::<MaskedLoadOp>(patterns);
    add_access_folds::<TransferReadOp>(patterns);
    add_access_folds::<StoreOp>(patterns);
    add_access_folds::<MaskedStoreOp>(patterns);
    add_access_folds::<TransferWriteOp>(patterns);
}

/// The dimensions and results of an affine map.
fn map_parts(ctx: &Context, map: Attribute) -> Option<(u32, Vec<AffineExpr>)> {
    match ctx.attr_kind(map) {
        AttrKind::AffineMap {
            dims,
            symbols: 0,
            results,
        } => Some((*dims, results.to_vec())),
        _ => None,
    }
}

/// A map of `dims` dimensions and no symbol.
fn map(ctx: &mut Context, dims: u32, results: Vec<AffineExpr>) -> Attribute {
    ctx.attr(AttrKind::AffineMap {
        dims,
        symbols: 0,
        results: results.into(),
    })
}

/// `(d0, ..., dN-1) -> (dN-K, ..., dN-1)` (MLIR's
/// `getMinorIdentityMap`).
fn minor_identity(ctx: &mut Context, dims: u32, results: u32) -> Attribute {
    let results = (dims - results..dims).map(AffineExpr::Dim).collect();
    map(ctx, dims, results)
}

/// Whether `permutation_map` is a minor identity.
fn is_minor_identity(ctx: &Context, permutation_map: Attribute) -> bool {
    map_parts(ctx, permutation_map).is_some_and(|(dims, results)| {
        let first = dims as usize - results.len().min(dims as usize);
        results.len() <= dims as usize
            && results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == AffineExpr::Dim((first + i) as u32))
    })
}

/// `permutation_map` over the dimensions of the source of `subview`:
/// each of its dimensions becomes the source dimension it is, the dropped
/// ones unread (MLIR's `expandDimsToRank`).
fn widened_map(
    rw: &mut PatternRewriter<'_>,
    subview: SubViewOp,
    permutation_map: Attribute,
) -> Option<Attribute> {
    let dropped = dropped_dims(rw, subview)?;
    let (_, results) = map_parts(rw, permutation_map)?;
    let kept: Vec<AffineExpr> = (0..dropped.len() as u32)
        .filter(|&d| !dropped[d as usize])
        .map(AffineExpr::Dim)
        .collect();
    let results = results
        .iter()
        .map(|e| e.replace_dims_and_symbols(&kept, &[]))
        .collect();
    Some(map(rw.context(), dropped.len() as u32, results))
}

/// Whether a transfer may fold through `view`: a unit-stride subview,
/// every dimension in bounds (a broadcast one is).
fn transfer_folds_through_subview(
    ctx: &Context,
    view: Alias,
    permutation_map: Attribute,
    in_bounds: &[bool],
) -> bool {
    let Alias::SubView(subview) = view else {
        return false;
    };
    let unit_strides = subview.static_strides(ctx).iter().all(|&s| s == 1);
    let results = map_parts(ctx, permutation_map).map_or_else(Vec::new, |(_, r)| r);
    let all_in_bounds = in_bounds
        .iter()
        .zip(&results)
        .all(|(&b, e)| b || matches!(e, AffineExpr::Constant(_)));
    unit_strides && all_in_bounds
}

impl Access for LoadOp {
    fn memref(self, ctx: &Context) -> Value {
        self.base(ctx)
    }
    fn indices(self, ctx: &Context) -> Vec<Value> {
        LoadOp::indices(self, ctx)
    }
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        view: Alias,
        memref: Value,
        indices: &[Value],
    ) -> IrResult<()> {
        let (loc, ty) = (rw.op_loc(self.id()), rw.value_type(self.result(rw)));
        // Through a subview MLIR rebuilds the load without its flags.
        let nontemporal =
            (!matches!(view, Alias::SubView(_)) && self.nontemporal(rw)).then_some(true);
        let result = LoadOp::create(rw, loc, ty, memref, indices, nontemporal, None).result(rw);
        rw.replace_op(self.id(), &[result])
    }
}

impl Access for StoreOp {
    fn memref(self, ctx: &Context) -> Value {
        self.base(ctx)
    }
    fn indices(self, ctx: &Context) -> Vec<Value> {
        StoreOp::indices(self, ctx)
    }
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        view: Alias,
        memref: Value,
        indices: &[Value],
    ) -> IrResult<()> {
        let (loc, value) = (rw.op_loc(self.id()), self.value_to_store(rw));
        // Through a subview MLIR rebuilds the store without its flags.
        let nontemporal =
            (!matches!(view, Alias::SubView(_)) && self.nontemporal(rw)).then_some(true);
        StoreOp::create(rw, loc, value, memref, indices, nontemporal, None);
        rw.replace_op(self.id(), &[])
    }
}

impl Access for MaskedLoadOp {
    fn memref(self, ctx: &Context) -> Value {
        self.base(ctx)
    }
    fn indices(self, ctx: &Context) -> Vec<Value> {
        MaskedLoadOp::indices(self, ctx)
    }
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        _: Alias,
        memref: Value,
        indices: &[Value],
    ) -> IrResult<()> {
        let (loc, ty) = (rw.op_loc(self.id()), rw.value_type(self.result(rw)));
        let (mask, pass_thru) = (self.mask(rw), self.pass_thru(rw));
        let new = MaskedLoadOp::create(rw, loc, ty, memref, indices, mask, pass_thru, None);
        let result = new.result(rw);
        rw.replace_op(self.id(), &[result])
    }
}

impl Access for MaskedStoreOp {
    fn memref(self, ctx: &Context) -> Value {
        self.base(ctx)
    }
    fn indices(self, ctx: &Context) -> Vec<Value> {
        MaskedStoreOp::indices(self, ctx)
    }
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        _: Alias,
        memref: Value,
        indices: &[Value],
    ) -> IrResult<()> {
        let loc = rw.op_loc(self.id());
        let (mask, value) = (self.mask(rw), self.value_to_store(rw));
        MaskedStoreOp::create(rw, loc, memref, indices, mask, value, None);
        rw.replace_op(self.id(), &[])
    }
}

impl Access for TransferReadOp {
    fn memref(self, ctx: &Context) -> Value {
        self.base(ctx)
    }
    fn indices(self, ctx: &Context) -> Vec<Value> {
        TransferReadOp::indices(self, ctx)
    }
    fn folds_through(self, rw: &PatternRewriter<'_>, view: Alias) -> bool {
        let permutation_map = self.permutation_map(rw);
        match view {
            Alias::SubView(_) => {
                transfer_folds_through_subview(rw, view, permutation_map, &self.in_bounds(rw))
            }
            Alias::Expand(expand) => {
                let vector_type = rw.value_type(self.vector(rw));
                let vector_rank =
                    ods_runtime::ods::pred::rank(rw, vector_type).unwrap_or(0) as usize;
                let source_rank = expand.reassociation_indices(rw).len();
                is_minor_identity(rw, permutation_map) && source_rank >= vector_rank
            }
            Alias::Collapse => false,
        }
    }
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        view: Alias,
        memref: Value,
        indices: &[Value],
    ) -> IrResult<()> {
        let (loc, ty) = (rw.op_loc(self.id()), rw.value_type(self.vector(rw)));
        let permutation_map = self.permutation_map(rw);
        let map = match view {
            Alias::SubView(subview) => widened_map(rw, subview, permutation_map),
            _ => {
                let vector_rank = map_parts(rw, permutation_map).map_or(0, |(_, r)| r.len());
                Some(minor_identity(
                    rw.context(),
                    indices.len() as u32,
                    vector_rank as u32,
                ))
            }
        };
        let map = map.unwrap_or(permutation_map);
        let (padding, mask, in_bounds) = (self.padding(rw), self.mask(rw), self.in_bounds(rw));
        let new =
            TransferReadOp::create(rw, loc, ty, memref, indices, map, padding, mask, in_bounds);
        let result = new.vector(rw);
        rw.replace_op(self.id(), &[result])
    }
}

impl Access for TransferWriteOp {
    fn memref(self, ctx: &Context) -> Value {
        self.base(ctx)
    }
    fn indices(self, ctx: &Context) -> Vec<Value> {
        TransferWriteOp::indices(self, ctx)
    }
    fn folds_through(self, rw: &PatternRewriter<'_>, view: Alias) -> bool {
        let in_bounds = self.in_bounds(rw);
        transfer_folds_through_subview(rw, view, self.permutation_map(rw), &in_bounds)
    }
    fn rebuild(
        self,
        rw: &mut PatternRewriter<'_>,
        view: Alias,
        memref: Value,
        indices: &[Value],
    ) -> IrResult<()> {
        let loc = rw.op_loc(self.id());
        let permutation_map = self.permutation_map(rw);
        let map = match view {
            Alias::SubView(subview) => widened_map(rw, subview, permutation_map),
            _ => None,
        }
        .unwrap_or(permutation_map);
        let (value, mask, in_bounds) = (self.value_to_store(rw), self.mask(rw), self.in_bounds(rw));
        TransferWriteOp::create(rw, loc, None, value, memref, indices, map, mask, in_bounds);
        rw.replace_op(self.id(), &[])
    }
}
