//! Conversion patterns (MLIR's `ConversionPattern`, `OpConversionPattern`):
//! rewrites that receive, besides the op, its operands as the conversion
//! has remapped them, and change the IR through a
//! [`ConversionPatternRewriter`].

use super::rewriter::ConversionPatternRewriter;
use super::type_converter::TypeConverter;
use crate::ods::op::Op;
use crate::{IrResult, OpId, Value};

/// A rewrite applied by a conversion driver. `match_and_rewrite` returns
/// `Ok(true)` when it rewrote `op` (replaced, erased or changed it in
/// place) and `Ok(false)` when it does not apply; whatever it changed
/// before failing is undone.
///
/// A pattern implements one of `match_and_rewrite` (each operand as one
/// value) and `match_and_rewrite_one_to_n` (each operand as the values a
/// one-to-many conversion made of it, MLIR's `OneToNOpAdaptor`).
pub trait ConversionPattern {
    /// The name of the ops it applies to; `None` for any op.
    fn root(&self) -> Option<&str>;
    /// How much it is preferred among the patterns of the same
    /// legalization depth (MLIR's `PatternBenefit`): higher first.
    fn benefit(&self) -> u16 {
        1
    }
    /// The ops it may create (MLIR's `getGeneratedOps`), which order the
    /// patterns of an op by legalization depth.
    fn generated_ops(&self) -> &[&str] {
        &[]
    }
    /// A name for match-failure reports.
    fn debug_name(&self) -> &str {
        std::any::type_name::<Self>()
    }
    /// The converter of the types its operands are remapped to: with one,
    /// each operand is given as a value of its converted type.
    fn type_converter(&self) -> Option<&TypeConverter> {
        None
    }
    /// Rewrites `op`, whose operands are `operands` after the conversion
    /// so far (a typed pattern lays them out with the op's generated
    /// adaptor: `ForOpAdaptor::new(operands.to_vec(), None)`). By default
    /// it does not apply.
    fn match_and_rewrite(
        &self,
        _op: OpId,
        _operands: &[Value],
        _rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        Ok(false)
    }
    /// Rewrites `op`, each of whose operands is the values the conversion
    /// made of it (one unless a one-to-many conversion made it several or
    /// none). By default, [`Self::match_and_rewrite`] when each is one
    /// value; it does not apply otherwise.
    fn match_and_rewrite_one_to_n(
        &self,
        op: OpId,
        operands: &[Vec<Value>],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        one_to_one(op, operands, rewriter, |operands, rewriter| {
            self.match_and_rewrite(op, operands, rewriter)
        })
    }
}

/// `rewrite` over each operand's one value; a match failure when one
/// converted to several or none (MLIR's `getOneToOneAdaptorOperands`).
fn one_to_one(
    op: OpId,
    operands: &[Vec<Value>],
    rewriter: &mut ConversionPatternRewriter<'_>,
    rewrite: impl FnOnce(&[Value], &mut ConversionPatternRewriter<'_>) -> IrResult<bool>,
) -> IrResult<bool> {
    let single: Option<Vec<Value>> = operands
        .iter()
        .map(|values| match values[..] {
            [one] => Some(one),
            _ => None,
        })
        .collect();
    match single {
        Some(operands) => rewrite(&operands, rewriter),
        None => rewriter.notify_match_failure(op, "an operand converts to several values"),
    }
}

/// The values of a one-to-many adaptor's operands, in order (MLIR's
/// `flattenValues`): the operands of an op rebuilt over them.
pub fn flatten_values(operands: &[Vec<Value>]) -> Vec<Value> {
    operands.iter().flatten().copied().collect()
}

/// A conversion pattern on one op type (MLIR's `OpConversionPattern<T>`);
/// add it with [`ConversionPatternSet::add_op_pattern`].
pub trait OpConversionPattern {
    /// The op it converts.
    type Op: Op;
    /// See [`ConversionPattern::benefit`].
    fn benefit(&self) -> u16 {
        1
    }
    /// See [`ConversionPattern::generated_ops`].
    fn generated_ops(&self) -> &[&str] {
        &[]
    }
    /// See [`ConversionPattern::type_converter`].
    fn type_converter(&self) -> Option<&TypeConverter> {
        None
    }
    /// See [`ConversionPattern::match_and_rewrite`].
    fn match_and_rewrite(
        &self,
        _op: Self::Op,
        _operands: &[Value],
        _rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        Ok(false)
    }
    /// See [`ConversionPattern::match_and_rewrite_one_to_n`].
    fn match_and_rewrite_one_to_n(
        &self,
        op: Self::Op,
        operands: &[Vec<Value>],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        one_to_one(op.id(), operands, rewriter, |operands, rewriter| {
            self.match_and_rewrite(op, operands, rewriter)
        })
    }
}

/// An [`OpConversionPattern`] seen as a [`ConversionPattern`].
struct Typed<P>(P);

impl<P: OpConversionPattern> ConversionPattern for Typed<P> {
    fn root(&self) -> Option<&str> {
        Some(P::Op::NAME)
    }
    fn benefit(&self) -> u16 {
        self.0.benefit()
    }
    fn generated_ops(&self) -> &[&str] {
        self.0.generated_ops()
    }
    fn debug_name(&self) -> &str {
        std::any::type_name::<P>()
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        self.0.type_converter()
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        self.0
            .match_and_rewrite(P::Op::from_id_unchecked(op), operands, rewriter)
    }
    fn match_and_rewrite_one_to_n(
        &self,
        op: OpId,
        operands: &[Vec<Value>],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        self.0
            .match_and_rewrite_one_to_n(P::Op::from_id_unchecked(op), operands, rewriter)
    }
}

/// The patterns a conversion applies.
#[derive(Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Box<dyn ConversionPattern>>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> ConversionPatternSet {
        ConversionPatternSet::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a pattern on one op type.
    pub fn add_op_pattern(&mut self, pattern: impl OpConversionPattern + 'static) -> &mut Self {
        self.add(Typed(pattern))
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns, in the order they were added.
    pub(super) fn patterns(&self) -> &[Box<dyn ConversionPattern>] {
        &self.patterns
    }
}
