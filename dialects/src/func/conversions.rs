//! The type conversion patterns of `func`'s calls and returns (MLIR's
//! `FuncConversions.h`): the runtime's interface-based patterns on
//! `func.call` and `func.return`, and the legality they need.

use super::{CallOp, FuncOp, ReturnOp};
use ods_runtime::conversion::{self, is_return_like, ConversionPatternSet, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::Traits;
use ods_runtime::{Context, OpId};
use std::rc::Rc;

/// Adds the pattern that converts the operand and result types of
/// `func.call` with `converter`, a result converted one-to-many replaced
/// by several (MLIR's `populateCallOpTypeConversionPattern`).
pub fn populate_call_op_type_conversion_pattern(
    patterns: &mut ConversionPatternSet,
    converter: Rc<TypeConverter>,
) {
    conversion::populate_call_op_type_conversion_pattern(patterns, CallOp::NAME, converter);
}

/// Adds the pattern that converts the operands of `func.return` with
/// `converter` (MLIR's `populateReturnOpTypeConversionPattern`).
pub fn populate_return_op_type_conversion_pattern(
    patterns: &mut ConversionPatternSet,
    converter: Rc<TypeConverter>,
) {
    conversion::populate_return_op_type_conversion_pattern(patterns, ReturnOp::NAME, converter);
}

/// Adds the pattern that converts the signature of `func.func` (MLIR's
/// `populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>`).
pub fn populate_func_op_type_conversion_pattern(
    patterns: &mut ConversionPatternSet,
    converter: Rc<TypeConverter>,
) {
    conversion::populate_function_op_interface_type_conversion_pattern(
        patterns,
        FuncOp::NAME,
        converter,
    );
}

/// Whether `op` is legal for the return conversion (MLIR's
/// `isLegalForReturnOpTypeConversionPattern`): a `func.return` when its
/// types are legal (always with `return_op_always_legal`), another op when
/// it is return-like, which its parent's conversion legalizes.
pub fn is_legal_for_return_op_type_conversion_pattern(
    ctx: &mut Context,
    op: OpId,
    converter: &TypeConverter,
    return_op_always_legal: bool,
) -> bool {
    if ReturnOp::cast(ctx, op).is_some() && !return_op_always_legal {
        return converter.is_legal_op(ctx, op);
    }
    is_return_like(ctx, op)
}

/// Whether `op` is neither a branch nor a return the func conversions
/// handle (MLIR's `isNotBranchOpInterfaceOrReturnLikeOp`): no terminator,
/// not the last op of its block, or a terminator nested deeper than a
/// `func.func`'s body.
pub fn is_not_branch_op_interface_or_return_like_op(ctx: &Context, op: OpId) -> bool {
    // An unregistered op might be a terminator (MLIR's `mightHaveTrait`).
    let might_terminate = ctx
        .registry
        .traits(ctx.op_name(op))
        .is_none_or(|t| t.contains(Traits::TERMINATOR));
    if !might_terminate {
        return true;
    }
    let last = ctx.parent_block(op).and_then(|b| ctx.last_op(b));
    if last != Some(op) {
        return true;
    }
    ctx.parent_op(op)
        .is_none_or(|parent| FuncOp::cast(ctx, parent).is_none())
}
