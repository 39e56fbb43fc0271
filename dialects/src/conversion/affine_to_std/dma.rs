//! `affine.dma_start` and `affine.dma_wait` (MLIR's
//! `AffineDmaStartLowering` and `AffineDmaWaitLowering`): each memref's
//! subscripts expanded, in operand order, then the `memref` op of the same
//! transfer.

use super::expand::expand_affine_map;
use crate::affine::{AffineDmaStartOp, AffineDmaWaitOp};
use crate::memref::{DmaStartOp, DmaWaitOp};
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};

/// `affine.dma_start` to `memref.dma_start`; no match when a map does not
/// expand.
pub(super) struct DmaStartLowering;

impl OpConversionPattern for DmaStartLowering {
    type Op = AffineDmaStartOp;
    fn match_and_rewrite(
        &self,
        op: AffineDmaStartOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = rw.op_loc(op.id());
        let parts = op.parts(rw);
        let mut subscripts = Vec::new();
        for access in [&parts.src, &parts.dst, &parts.tag] {
            match expand_affine_map(rw, loc, access.map, &access.indices) {
                Some(indices) => subscripts.push(indices),
                None => return Ok(false),
            }
        }
        let [src, dst, tag] = <[Vec<Value>; 3]>::try_from(subscripts).expect("three accesses");
        let (stride, per_stride) = parts.stride.unzip();
        DmaStartOp::create_src_mem_ref_src_indices_dest_mem_ref_dest_indices_num_elements_tag_mem_ref_tag_indices(
            rw,
            loc,
            parts.src.memref,
            src,
            parts.dst.memref,
            dst,
            parts.num_elements,
            parts.tag.memref,
            tag,
            stride,
            per_stride,
        );
        rw.erase_op(op.id())?;
        Ok(true)
    }
}

/// `affine.dma_wait` to `memref.dma_wait`; no match when its map does not
/// expand.
pub(super) struct DmaWaitLowering;

impl OpConversionPattern for DmaWaitLowering {
    type Op = AffineDmaWaitOp;
    fn match_and_rewrite(
        &self,
        op: AffineDmaWaitOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = rw.op_loc(op.id());
        let parts = op.parts(rw);
        let Some(indices) = expand_affine_map(rw, loc, parts.tag.map, &parts.tag.indices) else {
            return Ok(false);
        };
        DmaWaitOp::create(rw, loc, parts.tag.memref, &indices, parts.num_elements);
        rw.erase_op(op.id())?;
        Ok(true)
    }
}
