//! `memref.atomic_rmw` as `llvm.atomicrmw` (MLIR's `AtomicRMWOpLowering`)
//! and `memref.assume_alignment` as `llvm.intr.assume` with an `"align"`
//! bundle (MLIR's `AssumeAlignmentOpLowering`).

use super::access::element_ptr;
use super::layout::index_constant;
use crate::arith::AtomicRMWKind;
use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter};
use crate::llvm::{
    flags, AssumeOp, AtomicBinOp, AtomicOrdering, AtomicRMWOp, ConstantOp, GEPNoWrapFlags,
};
use crate::memref::{AssumeAlignmentOp, AtomicRMWOp as MemRefAtomicRMWOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};

/// The `llvm.atomicrmw` operation of a `memref.atomic_rmw` kind; `None`
/// for the kinds LLVM has none of (`mulf`, `muli`), which
/// `memref.generic_atomic_rmw` expresses instead.
fn atomic_bin_op(kind: AtomicRMWKind) -> Option<AtomicBinOp> {
    Some(match kind {
        AtomicRMWKind::Addf => AtomicBinOp::Fadd,
        AtomicRMWKind::Addi => AtomicBinOp::Add,
        AtomicRMWKind::Assign => AtomicBinOp::Xchg,
        AtomicRMWKind::Maximumf => AtomicBinOp::Fmaximum,
        AtomicRMWKind::Maxnumf => AtomicBinOp::Fmax,
        AtomicRMWKind::Maxs => AtomicBinOp::Max,
        AtomicRMWKind::Maxu => AtomicBinOp::Umax,
        AtomicRMWKind::Minimumf => AtomicBinOp::Fminimum,
        AtomicRMWKind::Minnumf => AtomicBinOp::Fmin,
        AtomicRMWKind::Mins => AtomicBinOp::Min,
        AtomicRMWKind::Minu => AtomicBinOp::Umin,
        AtomicRMWKind::Ori => AtomicBinOp::Or,
        AtomicRMWKind::Xori => AtomicBinOp::Xor,
        AtomicRMWKind::Andi => AtomicBinOp::And,
        AtomicRMWKind::Mulf | AtomicRMWKind::Muli => return None,
    })
}

/// `memref.atomic_rmw` to an `acq_rel` `llvm.atomicrmw` at the element's
/// address.
pub(super) struct AtomicRmwLowering;

impl LlvmLowering<MemRefAtomicRMWOp> for AtomicRmwLowering {
    fn lower(
        &self,
        op: MemRefAtomicRMWOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(bin_op) = atomic_bin_op(op.kind(rw)) else {
            return rw.notify_match_failure(op.id(), "no llvm.atomicrmw of this kind");
        };
        let ty = rw.value_type(op.memref(rw));
        let loc = op.loc(rw);
        let target = (ty, operands[1]);
        let none = GEPNoWrapFlags::NONE;
        let Some(address) = element_ptr(rw, converter, loc, target, &operands[2..], none) else {
            return rw.notify_match_failure(op.id(), "only strided layouts lower");
        };
        let value = operands[0];
        let result = rw.value_type(value);
        let atomic = AtomicRMWOp::create(
            rw,
            loc,
            result,
            bin_op,
            address,
            value,
            AtomicOrdering::AcqRel,
            None,
            None,
            flags::Volatile::No,
            None,
            None,
            None,
            None,
        );
        let value = atomic.res(rw);
        rw.replace_op(op.id(), &[value])?;
        Ok(true)
    }
}

/// `memref.assume_alignment`: `llvm.intr.assume` that the buffer pointer
/// is aligned; the memref itself is its result.
pub(super) struct AssumeAlignmentLowering;

impl LlvmLowering<AssumeAlignmentOp> for AssumeAlignmentLowering {
    fn lower(
        &self,
        op: AssumeAlignmentOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let ty = rw.value_type(op.memref(rw));
        let loc = op.loc(rw);
        let target = (ty, operands[0]);
        let none = GEPNoWrapFlags::NONE;
        let Some(ptr) = element_ptr(rw, converter, loc, target, &[], none) else {
            return rw.notify_match_failure(op.id(), "only strided layouts lower");
        };
        let ctx = rw.context();
        let i1 = ctx.i1_type();
        let true_attr = convert::bool_attr(ctx, true);
        let condition = ConstantOp::create(rw, loc, i1, true_attr).res(rw);
        let alignment = index_constant(rw, converter, loc, i64::from(op.alignment(rw)));
        let tags = convert::str_array_attr(rw.context(), &["align"]);
        AssumeOp::create(rw, loc, condition, &[vec![ptr, alignment]], Some(tags));
        rw.replace_op(op.id(), &[operands[0]])?;
        Ok(true)
    }
}
