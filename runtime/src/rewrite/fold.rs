//! Folding one op as MLIR's `Operation::fold` does: its folder with the
//! constant values of its operands, then, where that does nothing, the
//! folds its traits give it (`foldTraits`). The greedy driver and the
//! dialect conversion both fold through it; each materializes the
//! constants and replaces the op its own way.

use super::folder::constant_value;
use crate::registry::{FoldResult, Traits};
use crate::{Context, OpCreator, OpId, Value};

/// What folding an op did.
pub(crate) enum Folded {
    /// It changed the op in place (operands reordered, or its folder
    /// updated it and returned its own results).
    InPlace,
    /// The values (or constants) that replace its results.
    Results(Vec<FoldResult>),
}

/// Folds `op` with the constant values its operands' defining ops have;
/// `None` when nothing folds (a constant never does: it would fold to
/// itself for ever). An in-place fold has changed `ctx` already.
pub(crate) fn fold_op(ctx: &mut Context, op: OpId) -> Option<Folded> {
    if ctx
        .registry
        .traits(ctx.op_name(op))?
        .contains(Traits::CONSTANT_LIKE)
    {
        return None;
    }
    // Every op the driver visits comes here: no allocation for a few
    // operands.
    let mut constants: smallvec::SmallVec<[Option<crate::Attribute>; 4]> =
        smallvec::SmallVec::new();
    for i in 0..ctx.num_operands(op) {
        let producer = ctx.defining_op(ctx.operand(op, i));
        constants.push(producer.and_then(|d| constant_value(ctx, d)));
    }
    fold_with_constants(ctx, op, &constants)
}

/// Folds `op` given `constants`, one per operand (`None` for the ones not
/// known), as MLIR's `Operation::fold(operands, results)` does: a
/// constant folds to its value. An in-place fold has changed `ctx`
/// already.
pub(crate) fn fold_with_constants(
    ctx: &mut Context,
    op: OpId,
    constants: &[Option<crate::Attribute>],
) -> Option<Folded> {
    let info = ctx.registry.get(ctx.op_name(op))?;
    let (fold, traits) = (info.fold, info.traits);
    let is_cast = info
        .interfaces
        .contains::<crate::interfaces::prelude::mlir::CastOpInterfaceConcept>();
    let mut results = fold.and_then(|fold| fold(ctx, op, constants));
    // A fold to its own results changed the op in place (MLIR's in-place
    // fold, `setOperand` then `return getResult()`): the traits' folds are
    // tried next, and the op counts as changed whatever they do.
    let own = (0..ctx.num_results(op)).map(|i| FoldResult::Value(ctx.result(op, i)));
    let in_place = results
        .as_ref()
        .is_some_and(|r| !r.is_empty() && r.iter().copied().eq(own));
    if in_place {
        results = None;
    }
    if results.as_ref().is_none_or(Vec::is_empty) {
        match fold_traits(ctx, op, traits, is_cast, constants) {
            TraitFold::InPlace => results = Some(Vec::new()),
            // Its own result (an op of a graph region that uses itself):
            // MLIR folds it in place for ever; here it is no fold.
            TraitFold::Value(v) if ctx.results(op) == [v] => {}
            TraitFold::Value(v) => results = Some(vec![FoldResult::Value(v)]),
            TraitFold::Values(values) => {
                results = Some(values.into_iter().map(FoldResult::Value).collect())
            }
            TraitFold::None => {}
        }
    }
    if in_place && results.is_none() {
        results = Some(Vec::new());
    }
    match results? {
        r if r.is_empty() => Some(Folded::InPlace),
        r => Some(Folded::Results(r)),
    }
}

/// The values that replace the results of `op` after it folded to
/// `results`: a value as it is, an attribute as a constant its dialect
/// materializes at `builder`'s insertion point (pushed on `made`). `None`
/// when the dialect cannot make one; the constants made so far are left
/// in `made` for the caller to undo.
pub(crate) fn materialize_results(
    builder: &mut impl OpCreator,
    op: OpId,
    results: Vec<FoldResult>,
    made: &mut Vec<OpId>,
) -> Option<Vec<Value>> {
    let ctx = builder.context();
    let loc = ctx.op_loc(op);
    let registry = &ctx.registry;
    let materialize = registry
        .registered_dialect_of_op(ctx.op_name_str(op))
        .and_then(|d| registry.dialect(d)?.materialize_constant);
    let mut values = Vec::with_capacity(results.len());
    for (i, result) in results.into_iter().enumerate() {
        match result {
            FoldResult::Value(v) => values.push(v),
            FoldResult::Attr(a) => {
                let ctx = builder.context();
                let ty = ctx.value_type(ctx.result(op, i));
                let state = materialize.and_then(|m| m(ctx, a, ty, loc))?;
                let constant = builder.insert_state(state);
                made.push(constant);
                values.push(builder.context().result(constant, 0));
            }
        }
    }
    Some(values)
}

/// What the folds of an op's traits did.
enum TraitFold {
    None,
    /// The operands were reordered.
    InPlace,
    /// The single result is this value.
    Value(crate::Value),
    /// The results are these values.
    Values(Vec<crate::Value>),
}

/// The folds MLIR's traits give any op, in the order `Commutative`
/// (constants move after the other operands, stably), `Idempotent`,
/// `Involution`, then `CastOpInterface`'s (a cast whose result types are
/// its operand types is its operands).
fn fold_traits(
    ctx: &mut Context,
    op: OpId,
    traits: Traits,
    is_cast: bool,
    constants: &[Option<crate::Attribute>],
) -> TraitFold {
    let operands: smallvec::SmallVec<[Value; 4]> =
        ctx.op_operands(op).iter().map(|o| o.value).collect();
    if traits.contains(Traits::COMMUTATIVE) && operands.len() >= 2 {
        let mut reordered: smallvec::SmallVec<[usize; 4]> = (0..operands.len())
            .filter(|&i| constants[i].is_none())
            .collect();
        reordered.extend((0..operands.len()).filter(|&i| constants[i].is_some()));
        if reordered.iter().enumerate().any(|(k, &i)| k != i) {
            for (k, &i) in reordered.iter().enumerate() {
                ctx.set_operand(op, k, operands[i]);
            }
            return TraitFold::InPlace;
        }
    }
    let same_op_inside = |ctx: &Context| {
        ctx.defining_op(operands[0])
            .is_some_and(|d| ctx.op_name(d) == ctx.op_name(op))
    };
    if traits.contains(Traits::IDEMPOTENT) && ctx.num_results(op) == 1 && !operands.is_empty() {
        if operands.len() == 1 && same_op_inside(ctx) {
            return TraitFold::Value(operands[0]);
        }
        if operands.len() > 1 && operands[0] == operands[1] {
            return TraitFold::Value(operands[0]);
        }
    }
    if traits.contains(Traits::INVOLUTION) && operands.len() == 1 && same_op_inside(ctx) {
        let inner = ctx.defining_op(operands[0]).expect("checked above");
        return TraitFold::Value(ctx.operand(inner, 0));
    }
    if is_cast && crate::interfaces::casts_to_same_types(ctx, op) {
        return TraitFold::Values(operands.to_vec());
    }
    TraitFold::None
}
