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
use ods_runtime::{IrResult, Value};

pub(super) struct LoadLowering;

impl OpConversionPattern for LoadLowering {
    type Op = AffineLoadOp;
    fn match_and_rewrite(
        &self,
        op: AffineLoadOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (map, operands) = (op.get_affine_map(rw), op.get_map_operands(rw));
        let Some(indices) = expand_affine_map(rw, loc, map, &operands) else {
            return Ok(false);
        };
        let memref = op.get_mem_ref(rw);
        let load = memref::LoadOp::create_inferred(rw, loc, memref, &indices, Some(false), None)?;
        let value = load.result(rw);
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

pub(super) struct StoreLowering;

impl OpConversionPattern for StoreLowering {
    type Op = AffineStoreOp;
    fn match_and_rewrite(
        &self,
        op: AffineStoreOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (map, operands) = (op.get_affine_map(rw), op.get_map_operands(rw));
        let Some(indices) = expand_affine_map(rw, loc, map, &operands) else {
            return Ok(false);
        };
        let (value, memref) = (op.get_value_to_store(rw), op.get_mem_ref(rw));
        memref::StoreOp::create(rw, loc, value, memref, &indices, Some(false), None);
        rw.erase_op(op.id())?;
        Ok(true)
    }
}

pub(super) struct PrefetchLowering;

impl OpConversionPattern for PrefetchLowering {
    type Op = AffinePrefetchOp;
    fn match_and_rewrite(
        &self,
        op: AffinePrefetchOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (map, operands) = (op.map(rw), op.indices(rw));
        let Some(indices) = expand_affine_map(rw, loc, map, &operands) else {
            return Ok(false);
        };
        let memref = op.memref(rw);
        let (is_write, locality, is_data_cache) =
            (op.is_write(rw), op.locality_hint(rw), op.is_data_cache(rw));
        memref::PrefetchOp::create(rw, loc, memref, &indices, is_write, locality, is_data_cache);
        rw.erase_op(op.id())?;
        Ok(true)
    }
}
