//! A conversion pattern made of a lowering and the type converter it is
//! given: the lowerings to emitc share one way (a [`Lowering`] of an op
//! into an emitc op where several ops lower alike).

use ods_runtime::conversion::{
    ConversionPatternRewriter, ConversionPatternSet, OpConversionPattern, TypeConverter,
};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};
use std::marker::PhantomData;

/// How an op `A` is lowered (into the op `E` where the way is shared by
/// several ops, `()` otherwise), given the pass's type converter.
pub(crate) trait Lowering<A, E> {
    /// Replaces `op`, whose converted operands are `operands`; `false`
    /// when it does not lower.
    fn lower(
        &self,
        op: A,
        operands: &[Value],
        converter: &TypeConverter,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool>;
}

/// The conversion pattern of `A` by a [`Lowering`], with its converter.
struct Pattern<L, A, E> {
    lowering: L,
    converter: TypeConverter,
    ops: PhantomData<fn() -> (A, E)>,
}

impl<L: Lowering<A, E>, A: Op, E> OpConversionPattern for Pattern<L, A, E> {
    type Op = A;
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: A,
        operands: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        self.lowering.lower(op, operands, &self.converter, rw)
    }
}

/// Adds the pattern lowering `A` (into `E`) by `lowering`, given
/// `converter`.
pub(crate) fn add_lowering<A: Op + 'static, E: 'static>(
    patterns: &mut ConversionPatternSet,
    converter: TypeConverter,
    lowering: impl Lowering<A, E> + 'static,
) {
    patterns.add_op_pattern(Pattern {
        lowering,
        converter,
        ops: PhantomData,
    });
}
