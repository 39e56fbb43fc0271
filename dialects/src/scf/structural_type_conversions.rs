//! The scf ops' structural type conversions (MLIR's
//! `StructuralTypeConversions.cpp`): `scf.for`, `scf.if` and `scf.while`
//! rebuilt with their results and region arguments converted, one-to-many
//! conversions included, and `scf.yield` and `scf.condition` given their
//! converted operands; with the target legality that asks for them.

use super::{ConditionOp, ForOp, ForOpAdaptor, IfOp, IfOpAdaptor, WhileOp, YieldOp};
use ods_runtime::conversion::{
    flatten_values, populate_return_op_type_conversion_pattern, rebuild_with_converted_types,
    ConversionPatternRewriter, ConversionPatternSet, ConversionTarget, OpConversionPattern,
    TypeConverter,
};
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, OpId, Value};
use std::rc::Rc;

/// What the rebuild of a structured op converts first: the arguments of
/// the regions it keeps, and the operands it is rebuilt over (`None`: the
/// pattern does not apply).
trait StructuralOp: Op {
    /// Whether to convert the block arguments of its regions.
    const CONVERTS_REGION_ARGS: bool;
    /// Its new operands from the converted ones.
    fn new_operands(operands: &[Vec<Value>]) -> Option<Vec<Value>>;
}

impl StructuralOp for ForOp {
    const CONVERTS_REGION_ARGS: bool = true;
    /// The bounds and step stay one value each; the iteration arguments
    /// may become several.
    fn new_operands(operands: &[Vec<Value>]) -> Option<Vec<Value>> {
        let adaptor = ForOpAdaptor::new(operands.to_vec(), None).ok()?;
        let bounds = [adaptor.lower_bound(), adaptor.upper_bound(), adaptor.step()];
        let mut new: Vec<Value> = bounds.iter().map(|b| single(b)).collect::<Option<_>>()?;
        new.extend(flatten_values(adaptor.init_args()));
        Some(new)
    }
}

impl StructuralOp for IfOp {
    const CONVERTS_REGION_ARGS: bool = false;
    fn new_operands(operands: &[Vec<Value>]) -> Option<Vec<Value>> {
        let adaptor = IfOpAdaptor::new(operands.to_vec(), None).ok()?;
        Some(vec![single(&adaptor.condition())?])
    }
}

/// The one value an operand converted to (MLIR's `getSingleElement`).
fn single(values: &[Value]) -> Option<Value> {
    match values[..] {
        [one] => Some(one),
        _ => None,
    }
}

impl StructuralOp for WhileOp {
    const CONVERTS_REGION_ARGS: bool = true;
    fn new_operands(operands: &[Vec<Value>]) -> Option<Vec<Value>> {
        Some(flatten_values(operands))
    }
}

/// The pattern rebuilding a structured op `T` (MLIR's
/// `Structural1ToNConversionPattern`).
struct ConvertStructuralOpTypes<T> {
    converter: Rc<TypeConverter>,
    op: std::marker::PhantomData<T>,
}

impl<T: StructuralOp> OpConversionPattern for ConvertStructuralOpTypes<T> {
    type Op = T;
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite_one_to_n(
        &self,
        op: T,
        operands: &[Vec<Value>],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let op: OpId = op.id();
        let Some(new_operands) = T::new_operands(operands) else {
            return rw
                .notify_match_failure(op, "an operand that stays one value converts to several");
        };
        if T::CONVERTS_REGION_ARGS {
            for region in rw.regions(op).to_vec() {
                if rw
                    .convert_region_types(region, &self.converter, None)?
                    .is_none()
                {
                    return rw.notify_match_failure(op, "a region argument type does not convert");
                }
            }
        }
        match rebuild_with_converted_types(rw, op, new_operands, &self.converter)? {
            Some(_) => Ok(true),
            None => rw.notify_match_failure(op, "could not convert result type"),
        }
    }
}

fn add_structural<T: StructuralOp + 'static>(
    patterns: &mut ConversionPatternSet,
    converter: &Rc<TypeConverter>,
) {
    patterns.add_op_pattern(ConvertStructuralOpTypes::<T> {
        converter: Rc::clone(converter),
        op: std::marker::PhantomData,
    });
}

/// Adds the patterns converting the types of `scf.for`, `scf.if`,
/// `scf.while` and of the `scf.yield` and `scf.condition` that end their
/// regions with `converter` (MLIR's `populateSCFStructuralTypeConversions`).
pub fn populate_scf_structural_type_conversions(
    converter: &Rc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    add_structural::<ForOp>(patterns, converter);
    add_structural::<IfOp>(patterns, converter);
    add_structural::<WhileOp>(patterns, converter);
    // Their operands change in place, as a return's do.
    for terminator in [YieldOp::NAME, ConditionOp::NAME] {
        populate_return_op_type_conversion_pattern(patterns, terminator, Rc::clone(converter));
    }
}

/// Makes `scf.for` and `scf.if` legal when their result types are,
/// `scf.while` and `scf.condition` when all their types are, and
/// `scf.yield` when its operand types are or it ends another op's region
/// (MLIR's `populateSCFStructuralTypeConversionTarget`).
pub fn populate_scf_structural_type_conversion_target(
    converter: &Rc<TypeConverter>,
    target: &mut ConversionTarget,
) {
    for name in [ForOp::NAME, IfOp::NAME] {
        let converter = Rc::clone(converter);
        target.add_dynamically_legal_op(name, move |ctx, op| {
            let results = ctx.results(op);
            Some(converter.is_legal_values(ctx, &results))
        });
    }
    let yields = Rc::clone(converter);
    target.add_dynamically_legal_op(YieldOp::NAME, move |ctx, op| {
        let structural = ctx.parent_op(op).is_some_and(|p| {
            ForOp::cast(ctx, p).is_some()
                || IfOp::cast(ctx, p).is_some()
                || WhileOp::cast(ctx, p).is_some()
        });
        let operands = ctx.operands(op);
        Some(!structural || yields.is_legal_values(ctx, &operands))
    });
    for name in [WhileOp::NAME, ConditionOp::NAME] {
        let converter = Rc::clone(converter);
        target.add_dynamically_legal_op(name, move |ctx, op| Some(converter.is_legal_op(ctx, op)));
    }
}

/// [`populate_scf_structural_type_conversions`] and
/// [`populate_scf_structural_type_conversion_target`] together (MLIR's
/// `populateSCFStructuralTypeConversionsAndLegality`).
pub fn populate_scf_structural_type_conversions_and_legality(
    converter: &Rc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
    target: &mut ConversionTarget,
) {
    populate_scf_structural_type_conversions(converter, patterns);
    populate_scf_structural_type_conversion_target(converter, target);
}
