//! `cf.br`, `cf.cond_br` and `cf.switch` to `llvm.br`, `llvm.cond_br`
//! and `llvm.switch`, converting
//! the argument types of the blocks they go to when no other lowering
//! did (MLIR's `getConvertedBlock`). A conversion redirects the branches
//! to the block, so each destination is read after the ones before it
//! were converted (a `cf.cond_br` may go to one block twice).

use crate::cf::{BranchOp, CondBranchOp, SwitchOp};
use crate::conversion::llvm_common::{LlvmLowering, LlvmTypeConverter};
use crate::llvm::{self, BrOp, CondBrOp};
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
        let true_dest = op.true_dest(rw);
        let Some(true_dest) = converted_block(rw, converter, op.id(), true_dest, true_operands)?
        else {
            return Ok(false);
        };
        let false_dest = op.false_dest(rw);
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

/// `cf.switch` to `llvm.switch` of the same case values.
pub(super) struct SwitchLowering;

impl LlvmLowering<SwitchOp> for SwitchLowering {
    fn lower(
        &self,
        op: SwitchOp,
        operands: &[Value],
        converter: &LlvmTypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let default_count = op.default_operands(rw).len();
        let case_counts: Vec<usize> = op.case_operands(rw).iter().map(Vec::len).collect();
        let flag = operands[0];
        let default_operands = operands[1..1 + default_count].to_vec();
        let mut rest = &operands[1 + default_count..];
        let mut case_operands = Vec::with_capacity(case_counts.len());
        for n in case_counts {
            case_operands.push(rest[..n].to_vec());
            rest = &rest[n..];
        }
        let default = op.default_destination(rw);
        let Some(default) = converted_block(rw, converter, op.id(), default, &default_operands)?
        else {
            return Ok(false);
        };
        let mut destinations = Vec::new();
        for (i, values) in case_operands.iter().enumerate() {
            let dest = op.case_destinations(rw)[i];
            let Some(dest) = converted_block(rw, converter, op.id(), dest, values)? else {
                return Ok(false);
            };
            destinations.push(dest);
        }
        let case_values = op.case_values(rw);
        let loc = op.loc(rw);
        llvm::SwitchOp::create_value_default_destination_default_operands_case_values_attribute(
            rw,
            loc,
            flag,
            default,
            default_operands,
            Some(case_values),
            Some(destinations),
            Some(case_operands),
            None,
        );
        rw.replace_op(op.id(), &[])?;
        Ok(true)
    }
}
