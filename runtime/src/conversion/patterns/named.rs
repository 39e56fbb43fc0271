//! A conversion pattern on the ops of one name with the conversion's type
//! converter, rewriting them over their converted operands laid end to
//! end: the shape the call and return patterns share.

use crate::conversion::{
    flatten_values, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    TypeConverter,
};
use crate::ods::op::get_prop;
use crate::{Context, IrResult, OpId, Value};
use std::rc::Rc;

/// Rewrites an op over its converted operands, the values each became in
/// order.
pub(super) type RewriteFn =
    fn(&TypeConverter, OpId, Vec<Value>, &mut ConversionPatternRewriter<'_>) -> IrResult<bool>;

/// The pattern: `rewrite` on ops named `root`.
pub(super) struct NamedOpTypeConversion {
    root: String,
    converter: Rc<TypeConverter>,
    rewrite: RewriteFn,
}

impl NamedOpTypeConversion {
    /// Adds the pattern of `rewrite` on ops named `op_name` to `patterns`.
    pub(super) fn add(
        patterns: &mut ConversionPatternSet,
        op_name: &str,
        converter: Rc<TypeConverter>,
        rewrite: RewriteFn,
    ) {
        patterns.add(NamedOpTypeConversion {
            root: op_name.to_string(),
            converter,
            rewrite,
        });
    }
}

impl ConversionPattern for NamedOpTypeConversion {
    fn root(&self) -> Option<&str> {
        Some(&self.root)
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite_one_to_n(
        &self,
        op: OpId,
        operands: &[Vec<Value>],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let operands = flatten_values(operands);
        if changes_grouped_arity(rw, op, operands.len()) {
            return rw.notify_match_failure(op, "its operand groups would change size");
        }
        (self.rewrite)(&self.converter, op, operands, rw)
    }
}

/// Whether giving `op` `count` operands would change the size of one of
/// its operand groups, which these patterns do not rewrite.
fn changes_grouped_arity(ctx: &Context, op: OpId, count: usize) -> bool {
    count != ctx.num_operands(op) && get_prop(ctx, op, "operandSegmentSizes").is_some()
}
