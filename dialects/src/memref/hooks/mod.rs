//! What `MemRefOps.td` leaves to Rust, with the semantics of MLIR's
//! `MemRefOps.cpp`: the custom assembly (`asm`), the verifiers (`verify`,
//! `slices`, `reshapes`), the folders (`fold`), the canonicalization
//! patterns written so far (`canonicalize`, `view`), the builders the `.td`
//! declares without a body (`builders`), and the memref layouts they all
//! read (`layout`), and the memory-slot interfaces of `mem2reg` and
//! `sroa` (`memory_slot`). `ops` gives each op its hooks.

mod asm;
mod builders;
mod canonicalize;
mod compose_reshapes;
mod dma;
mod fold;
#[cfg(any(feature = "llvm", feature = "emitc"))]
mod global_value;
mod interfaces;
mod layout;
mod layout_map;
mod memory_slot;
mod ops;
mod reinterpret_patterns;
mod reshapes;
mod slices;
mod verify;
mod view;

pub(crate) use asm::{
    parse_global_memref_op_type_and_initial_value, print_global_memref_op_type_and_initial_value,
};
pub use dma::DmaOperands;
#[cfg(any(feature = "affine", feature = "vector"))]
pub(crate) use fold::fold_memref_cast;
#[cfg(any(feature = "llvm", feature = "emitc"))]
pub(crate) use global_value::only_element;
#[cfg(any(feature = "llvm", feature = "affine"))]
pub(crate) use layout::strides_and_offset;
#[cfg(all(feature = "bufferization", feature = "func", feature = "scf"))]
pub(crate) use {
    builders::{collapsed_type_of, expanded_type},
    layout::strided_layout,
    slices::infer_subview_type,
};
// The passes of `transforms` read layouts and subviews as the ops do.
pub(crate) use layout::{constant_index, mixed_sizes, rank_of, shape_of_sizes};
#[cfg(all(feature = "affine", feature = "func"))]
pub(crate) use layout_map::{layout_map, LayoutMap};
pub(crate) use memory_slot::register_memory_slot_interfaces;
pub(crate) use reshapes::{reassociation_attr, reassociation_indices, reassociation_of};
#[cfg(feature = "affine")]
pub(crate) use {
    fold::dropped_dims,
    layout::{has_identity_layout, MemRefParts},
};

use crate::memref::*;
use ods_runtime::interfaces::speculation::Speculatability;
use ods_runtime::registry::RegistryError;
use ods_runtime::{Attribute, Context, OperationState, Type};

/// The dialects `memref` loads with it: `arith` (for its constants) and,
/// when the build has it, `ub`.
pub(crate) struct MemRefDependencies;

impl MemRefDependencies {
    pub(crate) fn try_register(ctx: &mut Context) -> Result<(), RegistryError> {
        crate::arith::ArithDialect::try_register(ctx)?;
        crate::ub::UBDialect::try_register(ctx)
    }
}

impl MemRefDialectHooks for MemRefDialect {
    /// `arith`'s materializer (MLIR's `arith::ConstantOp::materialize`).
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

/// Whether `cast` only forgets static sizes, offset or strides of its
/// source, so that a consumer may read the source instead (MLIR's
/// `CastOp::canFoldIntoConsumerOp`).
pub(crate) fn cast_only_erases_information(ctx: &Context, cast: CastOp) -> bool {
    use layout::{strides_and_offset, MemRefParts};
    use ods_runtime::ods::pred::DYNAMIC;
    let (source, result) = (
        ctx.value_type(cast.source(ctx)),
        ctx.value_type(cast.dest(ctx)),
    );
    let (Some(s), Some(r)) = (MemRefParts::of(ctx, source), MemRefParts::of(ctx, result)) else {
        return false;
    };
    if s.element != r.element || s.shape.len() != r.shape.len() {
        return false;
    }
    let (Some((s_strides, s_offset)), Some((r_strides, r_offset))) = (
        strides_and_offset(ctx, source),
        strides_and_offset(ctx, result),
    ) else {
        return false;
    };
    // Towards more static information along any entry: no.
    let loses_only = |a: i64, b: i64| a == b || a != DYNAMIC || b == DYNAMIC;
    s.shape
        .iter()
        .zip(&r.shape)
        .all(|(&a, &b)| loses_only(a, b))
        && loses_only(s_offset, r_offset)
        && s_strides
            .iter()
            .zip(&r_strides)
            .all(|(&a, &b)| loses_only(a, b))
}

/// `memref.dim` is speculatable for a ranked source and a constant index
/// within its rank.
pub(crate) fn dim_speculatability(ctx: &Context, op: DimOp) -> Speculatability {
    let rank = layout::MemRefParts::of(ctx, ctx.value_type(op.source(ctx))).map(|p| p.shape.len());
    match (op.constant_index(ctx), rank) {
        (Some(i), Some(rank)) if i >= 0 && (i as usize) < rank => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}
