//! `memref.alloca_scope` (MLIR's `AllocaScopeOpLowering`): its body
//! inlined between `llvm.intr.stacksave` and `llvm.intr.stackrestore`, so
//! that what it allocates on the stack is freed when it ends.

use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter};
use crate::llvm::{BrOp, LLVMPointerType, StackRestoreOp, StackSaveOp};
use crate::memref::AllocaScopeOp;
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::ods::op::Op;
use ods_runtime::{Attribute, IrError, IrResult, Type, Value};

/// `memref.alloca_scope` to branches through its inlined body, whose
/// results reach the ops after it as the arguments of a new block.
pub(super) struct AllocaScopeLowering;

impl LlvmLowering<AllocaScopeOp> for AllocaScopeLowering {
    fn lower(
        &self,
        op: AllocaScopeOp,
        _: &[Value],
        _: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let body = op.body_region(rw);
        let blocks = rw.blocks(body);
        let (Some(&first), Some(&last)) = (blocks.first(), blocks.last()) else {
            return rw.notify_match_failure(op.id(), "the body is empty");
        };
        let Some(terminator) = rw.terminator(last) else {
            return rw.notify_match_failure(op.id(), "the body has no terminator");
        };
        let Some(current) = rw.parent_block(op.id()) else {
            return rw.notify_match_failure(op.id(), "the op is in no block");
        };
        let region = rw.block_parent_region(current).ok_or(IrError::Invalid(
            "a block to lower into is in no region".into(),
        ))?;
        let loc = op.loc(rw);
        let remaining = rw.split_block(current, Some(op.id()));
        let result_types = rw.value_types(rw.results(op.id()));
        let continue_block = if result_types.is_empty() {
            remaining
        } else {
            let args: Vec<(Type, Attribute)> = result_types.iter().map(|&t| (t, loc)).collect();
            let block = rw.create_block(region, Some(remaining), &args);
            BrOp::create(rw, loc, &[], None, remaining);
            block
        };
        rw.inline_region_before(body, region, Some(continue_block));
        rw.set_insertion_point_to_end(current);
        let ptr = LLVMPointerType::intern(rw.context(), 0).ty();
        let stack = StackSaveOp::create(rw, loc, ptr).res(rw);
        BrOp::create(rw, loc, &[], None, first);
        let returned = rw.operands(terminator);
        let terminator_loc = rw.op_loc(terminator);
        rw.set_insertion_point(terminator);
        StackRestoreOp::create(rw, loc, stack);
        BrOp::create(rw, terminator_loc, &returned, None, continue_block);
        rw.erase_op(terminator)?;
        let args = rw.block_args(continue_block);
        rw.replace_op(op.id(), &args)?;
        Ok(true)
    }
}
