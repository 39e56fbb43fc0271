//! What `VectorOps.td` leaves to Rust, with the semantics of MLIR's
//! `VectorOps.cpp`: the verifiers (`verify`), the custom assembly (`asm`),
//! the folders (`fold`), the builders the `.td` declares without a body
//! (`builders`), and the vector types they all read (`types`). `ops` gives
//! each op its hooks.

mod asm;
mod builders;
mod canonicalize;
mod canonicalize_cast;
mod canonicalize_contract;
mod canonicalize_elements;
mod canonicalize_extract;
mod canonicalize_insert;
mod canonicalize_mask;
mod canonicalize_memory;
mod canonicalize_slice;
mod canonicalize_step;
mod canonicalize_transfer;
mod fold;
mod fold_extract;
mod fold_position;
mod fold_strided;
mod fold_transfer;
mod interfaces;
mod mask;
mod ops;
mod shuffle;
mod transfer;
mod types;
mod verify;
mod verify_contract;
mod verify_mask;
mod verify_memory;
mod verify_slices;
mod verify_transfer;

pub(crate) use interfaces::transfer_speculatability;

use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::RegistryError;
use ods_runtime::{Attribute, Context, OpBuilder, OpId, OperationState, Type};
use types::VectorParts;

/// The region builder of `vector.mask`: given the builder in the new
/// block and the op to mask, it moves the op into the block (the
/// terminator is added after it when missing).
pub type MaskRegionBuilder<'a> = &'a mut dyn FnMut(&mut Context, OpBuilder, OpId);

/// The dialects `vector` loads with it: `arith` (for its constants) and
/// `ub` (for its poison).
pub(crate) struct VectorDependencies;

impl VectorDependencies {
    pub(crate) fn try_register(ctx: &mut Context) -> Result<(), RegistryError> {
        crate::arith::ArithDialect::try_register(ctx)?;
        crate::ub::UBDialect::try_register(ctx)
    }
}

impl VectorDialectHooks for VectorDialect {
    /// A `ub.poison` of a poison attribute, else an `arith.constant`
    /// (MLIR's `VectorDialect::materializeConstant`).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        if crate::ub::PoisonAttr::try_from(ctx, value).is_some() {
            return <crate::ub::UBDialect as crate::ub::UBDialectHooks>::materialize_constant(
                ctx, value, ty, loc,
            );
        }
        <crate::arith::ArithDialect as crate::arith::ArithDialectHooks>::materialize_constant(
            ctx, value, ty, loc,
        )
    }
}

/// The type `vector.interleave` makes of two `ty`s: the trailing dimension
/// doubled; a 0-d vector becomes a `vector<2x..>`.
pub(crate) fn interleaved_type(ctx: &mut Context, ty: Type) -> Type {
    match interleaved_parts(ctx, ty) {
        Some(parts) => parts.make(ctx),
        None => ty,
    }
}

fn interleaved_parts(ctx: &Context, ty: Type) -> Option<VectorParts> {
    let mut parts = VectorParts::of(ctx, ty)?;
    match parts.shape.last_mut() {
        Some(last) => *last *= 2,
        None => {
            parts.shape = vec![2];
            parts.scalable = vec![false];
        }
    }
    Some(parts)
}

/// Whether `wide` is what `vector.interleave` makes of two `narrow`s
/// (the verifiers' form of [`interleaved_type`]).
pub(crate) fn is_interleaved(ctx: &Context, narrow: Type, wide: Type) -> bool {
    interleaved_parts(ctx, narrow).is_some_and(|p| Some(p) == VectorParts::of(ctx, wide))
}

/// Whether the trailing dimension of the vector `ty` is even.
pub(crate) fn has_even_trailing_dim(ctx: &Context, ty: Type) -> bool {
    VectorParts::of(ctx, ty).is_some_and(|p| p.shape.last().is_some_and(|d| d % 2 == 0))
}

/// Whether the position `pos` is a multiple of the element count of the
/// fixed-length vector `ty`.
pub(crate) fn is_multiple_of_elements(ctx: &Context, ty: Type, pos: Attribute) -> bool {
    let count = VectorParts::of(ctx, ty).map_or(1, |p| p.num_elements());
    let pos = ods_runtime::ods::convert::try_int::<i64>(ctx, pos).unwrap_or(0);
    count != 0 && pos % count == 0
}

/// Whether `vector.print`'s string literal, if any, stands alone: no
/// source, and the default new line as punctuation.
pub(crate) fn print_literal_alone(ctx: &Context, op: OpId) -> bool {
    let print = PrintOp::from_id_unchecked(op);
    print.string_literal(ctx).is_none()
        || (print.source(ctx).is_none() && print.punctuation(ctx) == PrintPunctuation::NewLine)
}

/// The `vector.mask` (or other masking op) that `op` is nested in, if its
/// parent masks it.
pub(crate) fn masking_op(ctx: &Context, op: OpId) -> Option<OpId> {
    let parent = ctx.parent_op(op)?;
    MaskingOpInterface::try_from(ctx, parent).map(|m| m.id())
}

/// The masks `vector.constant_mask` builds whole: every element set or
/// none (MLIR's `ConstantMaskKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstantMaskKind {
    /// No element set.
    AllFalse,
    /// Every element set.
    AllTrue,
}

/// Ends `vector.mask`'s region (MLIR's `MaskOp::ensureTerminator`): an
/// empty `vector.yield` when it masks nothing or more than one op, else a
/// `vector.yield` of the masked op's results; a region already ended by a
/// `vector.yield` is kept.
pub(crate) fn ensure_mask_terminator(
    ctx: &mut Context,
    region: ods_runtime::RegionId,
    loc: Attribute,
) {
    let block = match ctx.blocks(region).first() {
        Some(&b) => b,
        None => {
            let b = ctx.create_block(&[]);
            ctx.append_block(region, b);
            b
        }
    };
    let ops = ctx.block_ops(block);
    if ops
        .last()
        .is_some_and(|&last| ctx.op_name_str(last) == YieldOp::OPERATION_NAME)
    {
        return;
    }
    let yielded = match ops[..] {
        [masked] => ctx.results(masked).to_vec(),
        _ => Vec::new(),
    };
    let mut state = YieldOp::state(ctx, loc);
    YieldOp::build(ctx, &mut state, &yielded);
    let op = ctx.create_op(state);
    ctx.append_op(block, op);
}
