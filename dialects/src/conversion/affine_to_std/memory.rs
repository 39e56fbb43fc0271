//! `affine.load`, `affine.store` and `affine.prefetch`: their subscripts
//! expanded, then the `memref` op of the same access.

use super::expand::expand_affine_map;
use crate::affine::{
    AffineLoadOp, AffinePrefetchOp, AffineReadOpInterfaceImpl, AffineStoreOp,
    AffineWriteOpInterfaceImpl,
};
use crate::memref;
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrResult, Value};
use std::marker::PhantomData;

/// An affine memory access: its subscripts' map and operands, and the
/// `memref` op it becomes once they are expanded.
pub(super) trait AffineAccess: Op {
    /// The access map and the operands it applies to.
    fn subscripts(self, rw: &ConversionPatternRewriter<'_>) -> (Attribute, Vec<Value>);

    /// Replaces the access by the `memref` op at `indices`.
    fn replace(
        self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        indices: &[Value],
    ) -> IrResult<()>;
}

impl AffineAccess for AffineLoadOp {
    fn subscripts(self, rw: &ConversionPatternRewriter<'_>) -> (Attribute, Vec<Value>) {
        (self.get_affine_map(rw), self.get_map_operands(rw))
    }

    fn replace(
        self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        indices: &[Value],
    ) -> IrResult<()> {
        let memref = self.get_mem_ref(rw);
        let load = memref::LoadOp::create_inferred(rw, loc, memref, indices, Some(false), None)?;
        let value = load.result(rw);
        rw.replace_op(self.id(), &[value])
    }
}

impl AffineAccess for AffineStoreOp {
    fn subscripts(self, rw: &ConversionPatternRewriter<'_>) -> (Attribute, Vec<Value>) {
        (self.get_affine_map(rw), self.get_map_operands(rw))
    }

    fn replace(
        self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        indices: &[Value],
    ) -> IrResult<()> {
        let (value, memref) = (self.get_value_to_store(rw), self.get_mem_ref(rw));
        memref::StoreOp::create(rw, loc, value, memref, indices, Some(false), None);
        rw.erase_op(self.id())
    }
}

impl AffineAccess for AffinePrefetchOp {
    fn subscripts(self, rw: &ConversionPatternRewriter<'_>) -> (Attribute, Vec<Value>) {
        (self.map(rw), self.indices(rw))
    }

    fn replace(
        self,
        rw: &mut ConversionPatternRewriter<'_>,
        loc: Attribute,
        indices: &[Value],
    ) -> IrResult<()> {
        let memref = self.memref(rw);
        let (is_write, locality, is_data_cache) = (
            self.is_write(rw),
            self.locality_hint(rw),
            self.is_data_cache(rw),
        );
        memref::PrefetchOp::create(rw, loc, memref, indices, is_write, locality, is_data_cache);
        rw.erase_op(self.id())
    }
}

/// Lowers the affine access `A` (MLIR's `AffineLoadLowering`,
/// `AffineStoreLowering` and `AffinePrefetchLowering`): its subscripts
/// expanded, then the `memref` op; no match when one does not expand.
pub(super) struct AccessLowering<A>(PhantomData<fn() -> A>);

impl<A> AccessLowering<A> {
    /// The pattern.
    pub(super) fn new() -> Self {
        AccessLowering(PhantomData)
    }
}

impl<A: AffineAccess + 'static> OpConversionPattern for AccessLowering<A> {
    type Op = A;
    fn match_and_rewrite(
        &self,
        op: A,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = rw.op_loc(op.id());
        let (map, operands) = op.subscripts(rw);
        let Some(indices) = expand_affine_map(rw, loc, map, &operands) else {
            return Ok(false);
        };
        op.replace(rw, loc, &indices)?;
        Ok(true)
    }
}
