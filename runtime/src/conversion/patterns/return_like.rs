//! Converting the operand types of a return (MLIR's
//! `ReturnOpTypeConversion`): its operands become the converted values,
//! in place.

use super::named::NamedOpTypeConversion;
use crate::conversion::{ConversionPatternRewriter, ConversionPatternSet, TypeConverter};
use crate::interfaces::prelude::mlir::RegionBranchTerminatorOpInterface;
use crate::{Context, IrResult, OpId, Value};
use std::rc::Rc;

/// Whether `op` returns from its region to its parent (MLIR's
/// `ReturnLike` trait, which brings `RegionBranchTerminatorOpInterface`).
pub fn is_return_like(ctx: &Context, op: OpId) -> bool {
    RegionBranchTerminatorOpInterface::try_from(ctx, op).is_some()
}

/// Gives return `op` the converted `operands`, in place.
fn convert_return(
    _: &TypeConverter,
    op: OpId,
    operands: Vec<Value>,
    rw: &mut ConversionPatternRewriter<'_>,
) -> IrResult<bool> {
    rw.modify_op_in_place(op, |ctx| set_operands(ctx, op, &operands));
    Ok(true)
}

/// Makes `values` the operands of `op`.
fn set_operands(ctx: &mut Context, op: OpId, values: &[Value]) {
    for i in (0..ctx.num_operands(op)).rev() {
        ctx.erase_operand(op, i);
    }
    for &v in values {
        ctx.append_operand(op, v);
    }
}

/// Adds the pattern that gives the returns named `op_name` their operands
/// as `converter` converts them, one-to-many conversions included (MLIR's
/// `populateReturnOpTypeConversionPattern`, which names `func.return`).
pub fn populate_return_op_type_conversion_pattern(
    patterns: &mut ConversionPatternSet,
    op_name: &str,
    converter: Rc<TypeConverter>,
) {
    NamedOpTypeConversion::add(patterns, op_name, converter, convert_return);
}
