//! Converting the operand and result types of a call (MLIR's
//! `CallOpSignatureConversion`): the call is rebuilt over the converted
//! operands, with the converted result types, each original result
//! replaced by the results its type became.

use super::named::NamedOpTypeConversion;
use super::rebuild_with_converted_types;
use crate::conversion::{ConversionPatternRewriter, ConversionPatternSet, TypeConverter};
use crate::interfaces::prelude::mlir::CallOpInterface;
use crate::{IrResult, OpId, Value};
use std::rc::Rc;

/// Rebuilds call `op` over `operands` with its results converted.
fn convert_call(
    converter: &TypeConverter,
    op: OpId,
    operands: Vec<Value>,
    rw: &mut ConversionPatternRewriter<'_>,
) -> IrResult<bool> {
    if CallOpInterface::try_from(rw, op).is_none() {
        return rw.notify_match_failure(op, "not a call");
    }
    if rebuild_with_converted_types(rw, op, operands, converter)?.is_none() {
        return rw.notify_match_failure(op, "a result type does not convert");
    }
    Ok(true)
}

/// Adds the pattern that converts the operand and result types of the
/// calls named `op_name` (ops with `CallOpInterface`) with `converter`,
/// one-to-many conversions included (MLIR's
/// `populateCallOpTypeConversionPattern`, which names `func.call`).
pub fn populate_call_op_type_conversion_pattern(
    patterns: &mut ConversionPatternSet,
    op_name: &str,
    converter: Rc<TypeConverter>,
) {
    NamedOpTypeConversion::add(patterns, op_name, converter, convert_call);
}
