//! `cf.br` and `cf.cond_br` to `llvm.br` and `llvm.cond_br`, converting
//! the argument types of the blocks they go to when no other lowering
//! did (MLIR's `getConvertedBlock`).

use crate::cf::{BranchOp, CondBranchOp};
use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter};
use crate::llvm::{BrOp, CondBrOp};
use ods_runtime::conversion::{ConversionPatternRewriter, SignatureConversion};
use ods_runtime::ods::op::Op;
use ods_runtime::{BlockId, IrResult, OpId, Value};

/// `block` with arguments of the types of `operands`: as it is when they
/// already match, else converted by `converter`; `None` when it does not
/// convert to them.
fn converted_block(
    rw: &mut ConversionPatternRewriter<'_>,
    converter: &LlvmTypeConverter,
    branch: OpId,
    block: BlockId,
    operands: &[Value],
) -> IrResult<Option<BlockId>> {
    let expected = rw.value_types(operands.iter().copied());
    let current = rw.value_types(rw.block_args(block));
    if current == expected {
        return Ok(Some(block));
    }
    let mut conversion = SignatureConversion::new(current.len());
    if !converter.convert_signature_args(rw.context(), &current, &mut conversion)
        || conversion.converted_types() != expected
    {
        rw.notify_match_failure(branch, "could not compute block signature")?;
        return Ok(None);
    }
    rw.apply_signature_conversion(block, &conversion).map(Some)
}

/// `cf.br` to `llvm.br`.
pub(super) struct BranchLowering;

impl LlvmLowering<BranchOp> for BranchLowering {
    fn lower(
        &self,
        op: BranchOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let dest = op.dest(rw);
        let Some(dest) = converted_block(rw, converter, op.id(), dest, operands)? else {
            return Ok(false);
        };
        let loc = op.loc(rw);
        BrOp::create(rw, loc, operands, None, dest);
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}

/// `cf.cond_br` to `llvm.cond_br`, its branch weights kept.
pub(super) struct CondBranchLowering;

impl LlvmLowering<CondBranchOp> for CondBranchLowering {
    fn lower(
        &self,
        op: CondBranchOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let split = 1 + op.true_dest_operands(rw).len();
        let (condition, true_operands, false_operands) =
            (operands[0], &operands[1..split], &operands[split..]);
        let (true_dest, false_dest) = (op.true_dest(rw), op.false_dest(rw));
        let Some(true_dest) = converted_block(rw, converter, op.id(), true_dest, true_operands)?
        else {
            return Ok(false);
        };
        let Some(false_dest) = converted_block(rw, converter, op.id(), false_dest, false_operands)?
        else {
            return Ok(false);
        };
        let weights = op.branch_weights(rw);
        let loc = op.loc(rw);
        CondBrOp::create(
            rw,
            loc,
            condition,
            true_operands,
            false_operands,
            weights,
            None,
            true_dest,
            false_dest,
        );
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}
