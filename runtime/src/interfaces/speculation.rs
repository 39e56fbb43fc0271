//! Speculation (MLIR's `ConditionallySpeculatable` and `isSpeculatable`):
//! whether an op may run where it would not have run, hoisted out of a
//! loop or a condition. An op says so through the interface; `Pure` gives
//! it `AlwaysSpeculatable`, `RecursivelySpeculatable` makes it depend on
//! the ops in its regions, and an op without the interface never may.

use super::prelude::mlir::ConditionallySpeculatable;
use crate::registry::Traits;
use crate::{Context, OpId};

/// Whether an op can run speculatively (MLIR's
/// `Speculation::Speculatability`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Speculatability {
    /// Never: it may have undefined behaviour, or not terminate.
    NotSpeculatable,
    /// Always.
    Speculatable,
    /// When every op in its regions can.
    RecursivelySpeculatable,
}

/// What the traits of the registered op `name` say
/// (`AlwaysSpeculatableImplTrait`, `RecursivelySpeculatableImplTrait`,
/// else `NotSpeculatable`): the default of
/// `ConditionallySpeculatable::getSpeculatability`.
pub fn speculatability_from_traits(ctx: &Context, name: &str) -> Speculatability {
    // A full op name: the registry finds it without a default dialect.
    let traits = ctx
        .registry
        .lookup_custom(name, "")
        .map_or(Traits::default(), |info| info.traits);
    if traits.contains(Traits::ALWAYS_SPECULATABLE) {
        Speculatability::Speculatable
    } else if traits.contains(Traits::RECURSIVELY_SPECULATABLE) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// Whether `op` can run speculatively (MLIR's `isSpeculatable`): what its
/// `ConditionallySpeculatable` says, looking into its regions when that is
/// `RecursivelySpeculatable`; never for an op without the interface.
pub fn is_speculatable(ctx: &Context, op: OpId) -> bool {
    let Some(speculation) = ConditionallySpeculatable::try_from(ctx, op) else {
        return false;
    };
    match speculation.get_speculatability(ctx) {
        Speculatability::NotSpeculatable => false,
        Speculatability::Speculatable => true,
        Speculatability::RecursivelySpeculatable => ctx
            .regions(op)
            .iter()
            .flat_map(|&r| ctx.region_op_iter(r))
            .all(|inner| is_speculatable(ctx, inner)),
    }
}
