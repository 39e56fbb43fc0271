//! The vector interfaces the ops implement: `MaskableOpInterface` (the
//! mask type each maskable op expects), `MaskingOpInterface`
//! (`vector.mask`) and `VectorUnrollOpInterface` (the shape to unroll
//! along), and the transfers' memory effects and speculatability, as
//! `VectorOps.cpp` defines them.

use super::transfer;
use super::types::{shape_of, VectorParts};
use crate::vector::*;
use ods_runtime::interfaces::prelude::mlir::MemoryEffectOpInterfaceImpl;
use ods_runtime::interfaces::speculation::Speculatability;
use ods_runtime::ods::op::{get_prop, Op};
use ods_runtime::registry::MemoryEffect;
use ods_runtime::{Context, OpId, Type, TypeKind, Value};

/// The shape (and scalable dimensions) of the `i1` mask a maskable op
/// expects (MLIR's `getExpectedMaskType`), computed from its operands:
/// what the interface and `vector.mask`'s verifier both read. The verifier
/// asks before the masked op is verified: an attribute it lacks gives no
/// shape (its own verifier reports it), where mlir-opt 22 crashes.
pub(super) fn expected_mask_shape(ctx: &Context, op: OpId) -> Option<(Vec<i64>, Vec<bool>)> {
    let of_value = |value: Value| {
        let parts = VectorParts::of(ctx, ctx.value_type(value))?;
        Some((parts.shape, parts.scalable))
    };
    if let Some(contract) = ContractionOp::cast(ctx, op) {
        contraction_mask_shape(ctx, contract)
    } else if let Some(gather) = GatherOp::cast(ctx, op) {
        of_value(gather.result(ctx))
    } else if let Some(reduction) = MultiDimReductionOp::cast(ctx, op) {
        of_value(reduction.source(ctx))
    } else if OuterProductOp::cast(ctx, op).is_some() {
        of_value(ctx.result(op, 0))
    } else if let Some(reduction) = ReductionOp::cast(ctx, op) {
        of_value(reduction.vector(ctx))
    } else if let Some(read) = TransferReadOp::cast(ctx, op) {
        transfer::mask_shape(
            ctx,
            ctx.value_type(read.vector(ctx)),
            get_prop(ctx, op, "permutation_map")?,
        )
    } else if let Some(write) = TransferWriteOp::cast(ctx, op) {
        let stored = ctx.value_type(write.value_to_store(ctx));
        transfer::mask_shape(ctx, stored, get_prop(ctx, op, "permutation_map")?)
    } else {
        None
    }
}

/// A contraction's mask: `i1`s over the iteration space, each dimension
/// sized by the operand that reads it.
fn contraction_mask_shape(ctx: &Context, op: ContractionOp) -> Option<(Vec<i64>, Vec<bool>)> {
    let maps = get_prop(ctx, op.id(), "indexing_maps")?;
    let maps = ods_runtime::ods::convert::try_as_array(ctx, maps)?;
    let dims = transfer::map_dims(ctx, *maps.first()?) as usize;
    let mut shape = vec![0; dims];
    let mut scalable = vec![false; dims];
    for (operand, &map) in [op.lhs(ctx), op.rhs(ctx)].into_iter().zip(maps) {
        let parts = VectorParts::of(ctx, ctx.value_type(operand))?;
        for (i, result) in transfer::map_results(ctx, map).iter().enumerate() {
            if let ods_runtime::AffineExpr::Dim(d) = result {
                shape[*d as usize] = *parts.shape.get(i)?;
                scalable[*d as usize] = parts.scalable[i];
            }
        }
    }
    Some((shape, scalable))
}

/// The expected mask type of `op`, if the context holds it: the
/// interface reads the context, it does not add to it.
fn existing_mask(ctx: &Context, op: OpId) -> Option<Type> {
    let (shape, scalable) = expected_mask_shape(ctx, op)?;
    let i1 = ctx.find_ty(TypeKind::Integer {
        width: 1,
        signedness: ods_runtime::Signedness::Signless,
    })?;
    ctx.find_ty(TypeKind::Vector {
        shape: shape.into(),
        scalable: scalable.into(),
        element: i1,
    })
}

/// `MaskableOpInterface` for ops whose mask [`expected_mask_shape`]
/// computes; the transfers also take a passthru.
macro_rules! maskable {
    ($($op:ident $(with $passthru:ident)?),* $(,)?) => {$(
        impl MaskableOpInterfaceImpl for $op {
            $(fn $passthru(self, _ctx: &Context) -> bool {
                true
            })?
            fn get_expected_mask_type(self, ctx: &Context) -> Option<Type> {
                existing_mask(ctx, self.id())
            }
        }
    )*};
}

maskable!(
    ContractionOp,
    GatherOp,
    MultiDimReductionOp,
    OuterProductOp,
    ReductionOp,
    TransferReadOp with supports_passthru,
    TransferWriteOp,
);

impl MaskingOpInterfaceImpl for MaskOp {
    fn get_mask(self, ctx: &Context) -> Value {
        self.mask(ctx)
    }
    /// The first op of the region, unless it is the terminator alone.
    fn get_maskable_op(self, ctx: &Context) -> Option<OpId> {
        let block = *ctx.blocks(self.mask_region(ctx)).first()?;
        let ops = ctx.block_ops(block);
        (ops.len() >= 2).then(|| ops[0])
    }
    fn has_passthru(self, ctx: &Context) -> bool {
        self.passthru(ctx).is_some()
    }
    fn get_passthru(self, ctx: &Context) -> Option<Value> {
        self.passthru(ctx)
    }
}

/// The shape of the vector `value` (none for a scalar).
fn unroll_shape(ctx: &Context, value: Value) -> Option<Vec<i64>> {
    VectorParts::of(ctx, ctx.value_type(value)).map(|p| p.shape)
}

/// `VectorUnrollOpInterface` unrolling along the shape of one value of
/// each op.
macro_rules! unroll_along {
    ($($op:ident: $trait:ident => $value:ident),* $(,)?) => {$(
        impl $trait for $op {
            fn get_shape_for_unroll(self, ctx: &Context) -> Option<Vec<i64>> {
                unroll_shape(ctx, self.$value(ctx))
            }
        }
    )*};
}

unroll_along!(
    BroadcastOp: BroadcastOpVectorUnrollOpInterface => vector,
    FMAOp: FMAOpVectorUnrollOpInterface => lhs,
    GatherOp: GatherOpVectorUnrollOpInterface => result,
    LoadOp: LoadOpVectorUnrollOpInterface => result,
    MultiDimReductionOp: MultiDimReductionOpVectorUnrollOpInterface => source,
    ReductionOp: ReductionOpVectorUnrollOpInterface => vector,
    ShapeCastOp: ShapeCastOpVectorUnrollOpInterface => result,
    StoreOp: StoreOpVectorUnrollOpInterface => value_to_store,
    TransferReadOp: TransferReadOpVectorUnrollOpInterface => vector,
    TransferWriteOp: TransferWriteOpVectorUnrollOpInterface => value_to_store,
    TransposeOp: TransposeOpVectorUnrollOpInterface => result,
);

impl ContractionOpVectorUnrollOpInterface for ContractionOp {
    /// The iteration bounds: a reduction dimension sized by the left
    /// operand, a parallel one by the result.
    fn get_shape_for_unroll(self, ctx: &Context) -> Option<Vec<i64>> {
        let maps = ods_runtime::ods::convert::try_as_array(ctx, self.indexing_maps(ctx))?;
        let iterators = ods_runtime::ods::convert::try_as_array(ctx, self.iterator_types(ctx))?;
        let lhs = shape_of(ctx, ctx.value_type(self.lhs(ctx)));
        let result = shape_of(ctx, ctx.value_type(ctx.result(self.id(), 0)));
        let position = |map: ods_runtime::Attribute, d: usize| {
            let target = ods_runtime::AffineExpr::Dim(d as u32);
            transfer::map_results(ctx, map)
                .iter()
                .position(|r| *r == target)
        };
        let mut bounds = Vec::with_capacity(iterators.len());
        for (d, &it) in iterators.iter().enumerate() {
            let reduction =
                IteratorTypeAttr::try_from(ctx, it)?.value(ctx) == IteratorType::Reduction;
            bounds.push(if reduction {
                *lhs.get(position(*maps.first()?, d)?)?
            } else {
                *result.get(position(*maps.get(2)?, d)?)?
            });
        }
        Some(bounds)
    }
}

/// A transfer reads (`vector.transfer_read`) or writes
/// (`vector.transfer_write`) a memref; on a tensor it has no effect.
fn transfer_effects(ctx: &Context, base: Value, effect: MemoryEffect) -> Vec<MemoryEffect> {
    if ods_runtime::ods::pred::is_memref(ctx, ctx.value_type(base)) {
        vec![effect]
    } else {
        Vec::new()
    }
}

/// A transfer on a tensor only computes a value: it may run speculatively
/// (MLIR's transfers' `getSpeculatability`, `Speculatable` with pure
/// tensor semantics); one on a memref may not.
pub(crate) fn transfer_speculatability(ctx: &Context, base: Value) -> Speculatability {
    if ods_runtime::ods::pred::is_memref(ctx, ctx.value_type(base)) {
        Speculatability::NotSpeculatable
    } else {
        Speculatability::Speculatable
    }
}

impl MemoryEffectOpInterfaceImpl for TransferReadOp {
    fn get_effects(ctx: &Context, op: OpId) -> Vec<MemoryEffect> {
        transfer_effects(
            ctx,
            TransferReadOp::from_id_unchecked(op).base(ctx),
            MemoryEffect::Read,
        )
    }
}

impl MemoryEffectOpInterfaceImpl for TransferWriteOp {
    fn get_effects(ctx: &Context, op: OpId) -> Vec<MemoryEffect> {
        transfer_effects(
            ctx,
            TransferWriteOp::from_id_unchecked(op).base(ctx),
            MemoryEffect::Write,
        )
    }
}
