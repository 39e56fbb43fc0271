//! Region kinds (MLIR's `RegionKindInterface`): a region of an op is an SSA
//! control-flow region, where definitions dominate their uses, or a graph
//! region, of at most one block, where they need not. An op tells region
//! by region through the interface; the `HasOnlyGraphRegion` trait makes
//! all of them graph regions, which ops registered without generated
//! interfaces (`builtin.module`) state by their trait bit alone.

use super::prelude::mlir::RegionKindInterface;
use crate::registry::Traits;
use crate::{Context, OpId};

/// The kind of a region (MLIR's `RegionKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionKind {
    /// An SSA control-flow graph of blocks: values dominate their uses.
    SsaCfg,
    /// A graph of ops in one block: values may be used before they are
    /// defined.
    Graph,
}

/// The kind the traits of the registered op `name` give all its regions:
/// graph regions with `HasOnlyGraphRegion`, SSA ones otherwise. The
/// default of `RegionKindInterface::getRegionKind`.
pub fn kind_from_traits(ctx: &Context, name: &str) -> RegionKind {
    // A full op name: the registry finds it without a default dialect.
    let traits = ctx.registry.lookup_custom(name, "").map(|info| info.traits);
    if traits.is_ok_and(|t| t.contains(Traits::GRAPH_REGIONS)) {
        RegionKind::Graph
    } else {
        RegionKind::SsaCfg
    }
}

/// The kind of region `index` of the registered op `op`: what its
/// `RegionKindInterface` says, else what its traits say.
pub fn region_kind(ctx: &Context, op: OpId, index: usize) -> RegionKind {
    match RegionKindInterface::try_from(ctx, op) {
        Some(kinds) => kinds.get_region_kind(ctx, index),
        None => kind_of_op_from_traits(ctx, op),
    }
}

/// [`kind_from_traits`] for an op, looked up by its interned name (the
/// verifier asks for every region).
fn kind_of_op_from_traits(ctx: &Context, op: OpId) -> RegionKind {
    let traits = ctx.registry.traits(ctx.op_name(op));
    if traits.is_some_and(|t| t.contains(Traits::GRAPH_REGIONS)) {
        RegionKind::Graph
    } else {
        RegionKind::SsaCfg
    }
}

/// Whether values in region `index` of the registered op `op` must
/// dominate their uses: what its `RegionKindInterface` says, else whether
/// its traits make it an SSA region.
pub fn has_ssa_dominance(ctx: &Context, op: OpId, index: usize) -> bool {
    match RegionKindInterface::try_from(ctx, op) {
        Some(kinds) => kinds.has_ssa_dominance(ctx, index),
        None => kind_of_op_from_traits(ctx, op) == RegionKind::SsaCfg,
    }
}
