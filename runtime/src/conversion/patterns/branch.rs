//! Converting the operands a branch forwards to its successors (MLIR's
//! `BranchOpInterfaceTypeConversion`), in place: the block arguments they
//! feed are converted with their function or region.

use crate::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, TypeConverter,
};
use crate::interfaces::prelude::mlir::BranchOpInterface;
use crate::{Context, IrResult, OpId, Value};
use std::rc::Rc;

/// Whether operand `index` of branch `op` is to be converted.
pub type ShouldConvertBranchOperand = Box<dyn Fn(&Context, OpId, usize) -> bool>;

/// The pattern: on any branch.
struct BranchOpInterfaceTypeConversion {
    converter: Rc<TypeConverter>,
    should_convert: Option<ShouldConvertBranchOperand>,
}

/// The indices of the operands `op` forwards to its successors.
fn forwarded_operands(ctx: &Context, branch: BranchOpInterface) -> Vec<usize> {
    let op = branch.id();
    (0..ctx.successors(op).len())
        .flat_map(|s| branch.get_successor_operands(ctx, op, s).forwarded)
        .collect()
}

impl ConversionPattern for BranchOpInterfaceTypeConversion {
    fn root(&self) -> Option<&str> {
        None
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let Some(branch) = BranchOpInterface::try_from(rw, op) else {
            return rw.notify_match_failure(op, "not a branch");
        };
        let mut new_operands = rw.operands(op);
        for index in forwarded_operands(rw, branch) {
            let wanted = self
                .should_convert
                .as_ref()
                .is_none_or(|f| f(rw, op, index));
            if let (true, Some(&converted)) = (wanted, operands.get(index)) {
                new_operands[index] = converted;
            }
        }
        rw.modify_op_in_place(op, |ctx| {
            for (i, v) in new_operands.into_iter().enumerate() {
                ctx.set_operand(op, i, v);
            }
        });
        Ok(true)
    }
}

/// Adds the pattern that gives every branch (`BranchOpInterface`) the
/// operands it forwards to its successors as `converter` converts them;
/// `should_convert`, if any, picks the operands (MLIR's
/// `populateBranchOpInterfaceTypeConversionPattern`). Each operand must
/// convert to one value.
pub fn populate_branch_op_interface_type_conversion_pattern(
    patterns: &mut ConversionPatternSet,
    converter: Rc<TypeConverter>,
    should_convert: Option<ShouldConvertBranchOperand>,
) {
    patterns.add(BranchOpInterfaceTypeConversion {
        converter,
        should_convert,
    });
}

/// Whether `op` is a branch whose forwarded operands all have legal types
/// (MLIR's `isLegalForBranchOpInterfaceTypeConversionPattern`): `false`
/// for an op that is no branch.
pub fn is_legal_for_branch_op_interface_type_conversion_pattern(
    ctx: &mut Context,
    op: OpId,
    converter: &TypeConverter,
) -> bool {
    let Some(branch) = BranchOpInterface::try_from(ctx, op) else {
        return false;
    };
    let forwarded: Vec<Value> = forwarded_operands(ctx, branch)
        .into_iter()
        .map(|i| ctx.operand(op, i))
        .collect();
    converter.is_legal_values(ctx, &forwarded)
}
