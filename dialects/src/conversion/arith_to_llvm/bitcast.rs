//! `arith.bitcast` between types that convert to the same llvm type (two
//! memrefs, or a small float and the integer it is stored in): the
//! converted operand stands for the result, no `llvm.bitcast` (MLIR's
//! `IdentityBitcastLowering`).

use super::LlvmTypeConverter;
use crate::arith::BitcastOp;
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern, TypeConverter};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};

/// The pattern; tried before the lowering to `llvm.bitcast` (a higher
/// benefit, as MLIR's 10), which an aggregate would not verify for.
pub(super) struct IdentityBitcastLowering {
    converter: LlvmTypeConverter,
}

impl IdentityBitcastLowering {
    /// The pattern converting types with `converter`.
    pub(super) fn new(converter: &LlvmTypeConverter) -> IdentityBitcastLowering {
        IdentityBitcastLowering {
            converter: converter.clone(),
        }
    }
}

impl OpConversionPattern for IdentityBitcastLowering {
    type Op = BitcastOp;
    fn benefit(&self) -> u16 {
        10
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: BitcastOp,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let source = operands[0];
        let result = rw.value_type(op.out(rw));
        let converted = self.converter.convert_type(rw.context(), result);
        if converted != Some(rw.value_type(source)) {
            return rw.notify_match_failure(op.id(), "types are different");
        }
        rw.replace_op(op.id(), &[source])?;
        Ok(true)
    }
}
