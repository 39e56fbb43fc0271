//! A conversion pattern on the ops of one name with the conversion's type
//! converter, rewriting through a function: the shape the call and return
//! patterns share.

use crate::conversion::{ConversionPattern, ConversionPatternRewriter, TypeConverter};
use crate::{IrResult, OpId, Value};
use std::rc::Rc;

/// Rewrites an op over its converted operands (each the values it became).
pub(super) type RewriteFn =
    fn(&TypeConverter, OpId, &[Vec<Value>], &mut ConversionPatternRewriter<'_>) -> IrResult<bool>;

/// The pattern: `rewrite` on ops named `root`.
pub(super) struct NamedOpTypeConversion {
    pub(super) root: String,
    pub(super) converter: Rc<TypeConverter>,
    pub(super) rewrite: RewriteFn,
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
        (self.rewrite)(&self.converter, op, operands, rw)
    }
}
