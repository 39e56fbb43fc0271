//! `memref.atomic_rmw` as `llvm.atomicrmw` (MLIR's `AtomicRMWOpLowering`),
//! `memref.generic_atomic_rmw` as a loop of `llvm.cmpxchg` (MLIR's
//! `GenericAtomicRMWOpLowering`) and `memref.assume_alignment` as
//! `llvm.intr.assume` with an `"align"` bundle (MLIR's
//! `AssumeAlignmentOpLowering`).

use super::access::element_ptr;
use super::layout::index_constant;
use crate::arith::AtomicRMWKind;
use crate::conversion::llvm_common::{load, LlvmLowering, LlvmTypeConverter};
use crate::llvm::{
    flags, AssumeOp, AtomicBinOp, AtomicCmpXchgOp, AtomicOrdering, AtomicRMWOp, BrOp, CondBrOp,
    ConstantOp, ExtractValueOp, GEPNoWrapFlags,
};
use crate::memref::{AssumeAlignmentOp, AtomicRMWOp as MemRefAtomicRMWOp, GenericAtomicRMWOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, OpId, Value, ValueMapping};

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

/// `memref.generic_atomic_rmw`: the element loaded, then a loop block
/// that computes the new value from the current one (the op's body,
/// moved in) and stores it by an `acq_rel` `llvm.cmpxchg`, looping with
/// the value it found until the exchange succeeds; that value is the
/// op's result.
pub(super) struct GenericAtomicRmwLowering;

impl LlvmLowering<GenericAtomicRMWOp> for GenericAtomicRmwLowering {
    fn lower(
        &self,
        op: GenericAtomicRMWOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let result_type = rw.value_type(op.result(rw));
        let Some(value_type) = converter.convert_type(rw.context(), result_type) else {
            return rw.notify_match_failure(op.id(), "the element type does not convert");
        };
        let body = op.atomic_body(rw);
        let Some(&body_block) = rw.blocks(body).first() else {
            return rw.notify_match_failure(op.id(), "the body is empty");
        };
        let Some(init_block) = rw.parent_block(op.id()) else {
            return rw.notify_match_failure(op.id(), "the op is in no block");
        };
        // The loop block is empty but for its argument; the op and what
        // follows it go on in the end block.
        let loop_block = rw.split_block(init_block, Some(op.id()));
        let current = rw.add_block_argument(loop_block, value_type, loc);
        let end_block = rw.split_block(loop_block, Some(op.id()));

        rw.set_insertion_point_to_end(init_block);
        let ty = rw.value_type(op.memref(rw));
        let target = (ty, operands[0]);
        let none = GEPNoWrapFlags::NONE;
        let Some(address) = element_ptr(rw, converter, loc, target, &operands[1..], none) else {
            return rw.notify_match_failure(op.id(), "only strided layouts lower");
        };
        let init = load(rw, loc, value_type, address, None, flags::Nontemporal::No);
        BrOp::create(rw, loc, &[init], None, loop_block);

        // The body's ops are cloned into the loop (new ops, which the
        // conversion must legalize too), its argument the loop's.
        rw.set_insertion_point_to_end(loop_block);
        let mut map = ValueMapping::default();
        map.insert(rw.block_args(body_block)[0], current);
        let body_ops: Vec<OpId> = rw.block_op_iter(body_block).collect();
        let Some((&yield_op, body_ops)) = body_ops.split_last() else {
            return rw.notify_match_failure(op.id(), "the body has no terminator");
        };
        for &nested in body_ops {
            rw.clone(nested, &mut map);
        }
        let Some(&new_value) = map.get(&rw.operands(yield_op)[0]) else {
            let error = Diagnostic::error(loc, "result not defined in region");
            let error = ods_runtime::verify::with_current_op(rw.context(), op.id(), error);
            rw.context().emit(error);
            return rw.notify_match_failure(op.id(), "result not defined in region");
        };
        rw.set_insertion_point_to_end(loop_block);
        let exchange = AtomicCmpXchgOp::create_ptr_cmp_val_success_ordering_failure_ordering(
            rw,
            loc,
            address,
            current,
            new_value,
            AtomicOrdering::AcqRel,
            AtomicOrdering::Monotonic,
            None,
            None,
            None,
            None,
        )
        .res(rw);
        let i1 = rw.context().i1_type();
        let found = ExtractValueOp::create(rw, loc, value_type, exchange, vec![0]).res(rw);
        let ok = ExtractValueOp::create(rw, loc, i1, exchange, vec![1]).res(rw);
        CondBrOp::create(
            rw,
            loc,
            ok,
            &[],
            &[found],
            None,
            None,
            end_block,
            loop_block,
        );
        rw.set_insertion_point_to_end(end_block);
        rw.replace_op(op.id(), &[found])?;
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
