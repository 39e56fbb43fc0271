//! What `AffineOps.td` leaves to Rust, with the semantics of MLIR's
//! `AffineOps.cpp`: the custom assembly (`asm`), the verifiers (`verify`),
//! the rules on which values may be dimensions and symbols (`scope`), the
//! builders the `.td` declares without a body (`builders`), and the maps
//! and sets the ops hold (`maps`). `ops` gives each op its hooks.

mod asm;
mod bounds;
mod builders;
mod composed_apply;
mod delinearize_canonicalize;
mod delinearize_inverse;
mod dma;
mod dma_asm;
mod dma_builders;
mod flatten;
mod fold;
mod for_fold;
mod if_fold;
mod index_basis;
mod index_ops;
mod interfaces;
mod linearize_canonicalize;
mod loops;
mod maps;
mod min_max;
mod ops;
mod parallel_fold;
mod scope;
mod semi_affine;
mod set_bounds;
mod simplify;
mod value_map;
mod verify;

// `normalize-memrefs` (memref's transforms) bounds and checks layouts.
pub(crate) use builders::infer_map;
pub use builders::ForBodyBuilder;
pub(crate) use composed_apply::make_composed_folded_affine_apply;
pub use dma::{AffineDmaStartOp, AffineDmaWaitOp};
pub(crate) use index_ops::{parse_dynamic_index_list, print_dynamic_index_list};
pub(crate) use maps::{
    group_map, group_sizes, map_entry, map_of, results as map_results, single_constant, Shape,
};
pub(crate) use set_bounds::{set_for_bounds, set_parallel_bounds};
pub(crate) use simplify::simplify_map_and_operands;
pub(crate) use value_map::AffineValueMap;
#[cfg(feature = "func")]
pub(crate) use {bounds::Ranges, maps::affine_map, semi_affine::is_pure_affine};

use crate::affine::*;
use ods_runtime::registry::RegistryError;
use ods_runtime::{Attribute, Context, OperationState, Type};

/// What registering `affine` adds to its `.td`'s ops: the dialects it
/// loads with it, `arith` (for its constants) and, when the build has it,
/// `ub`; and the ops MLIR defines in C++ alone, `affine.dma_start` and
/// `affine.dma_wait` (see `dma`). The generated registration calls it as
/// it registers the `.td`'s dependent dialects.
pub(crate) struct AffineDependencies;

impl AffineDependencies {
    pub(crate) fn try_register(ctx: &mut Context) -> Result<(), RegistryError> {
        crate::arith::ArithDialect::try_register(ctx)?;
        crate::ub::UBDialect::try_register(ctx)?;
        dma::register_dma_ops(ctx)
    }
}

impl AffineDialectHooks for AffineDialect {
    /// `ub.poison` for a poison value, else an `arith.constant` (MLIR's
    /// `AffineDialect::materializeConstant`; `arith`'s materializer does
    /// both).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        <crate::arith::ArithDialect as crate::arith::ArithDialectHooks>::materialize_constant(
            ctx, value, ty, loc,
        )
    }
}
