//! The vector interfaces the ops implement: `MaskableOpInterface` (the
//! mask type each maskable op expects), `MaskingOpInterface`
//! (`vector.mask`) and `VectorUnrollOpInterface` (the shape to unroll
//! along), as `VectorOps.cpp` defines them.

use super::transfer;
use super::types::{shape_of, VectorParts};
use crate::vector::*;
use ods_runtime::interfaces::prelude::mlir::MemoryEffectOpInterfaceImpl;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::MemoryEffect;
use ods_runtime::{Context, OpId, Type, TypeKind, Value};

/// The `i1` vector of `shape` (scalable where `scalable` says), if the
/// context holds it: the interface reads the context, it does not add to
/// it.
fn existing_mask(ctx: &Context, shape: &[i64], scalable: &[bool]) -> Option<Type> {
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

/// The mask of the vector `value`'s shape.
fn mask_of_shape(ctx: &Context, value: Value) -> Option<Type> {
    let parts = VectorParts::of(ctx, ctx.value_type(value))?;
    existing_mask(ctx, &parts.shape, &parts.scalable)
}

impl MaskableOpInterfaceImpl for ContractionOp {
    /// `i1`s over the iteration space: each dimension sized by the operand
    /// that reads it.
    fn get_expected_mask_type(self, ctx: &Context) -> Option<Type> {
        let maps = ods_runtime::ods::convert::try_as_array(ctx, self.indexing_maps(ctx))?;
        let dims = transfer::map_dims(ctx, *maps.first()?) as usize;
        let mut shape = vec![0; dims];
        let mut scalable = vec![false; dims];
        for (operand, &map) in [self.lhs(ctx), self.rhs(ctx)].into_iter().zip(maps) {
            let parts = VectorParts::of(ctx, ctx.value_type(operand))?;
            for (i, result) in transfer::map_results(ctx, map).iter().enumerate() {
                if let ods_runtime::AffineExpr::Dim(d) = result {
                    shape[*d as usize] = *parts.shape.get(i)?;
                    scalable[*d as usize] = parts.scalable[i];
                }
            }
        }
        existing_mask(ctx, &shape, &scalable)
    }
}

impl MaskableOpInterfaceImpl for GatherOp {
    fn get_expected_mask_type(self, ctx: &Context) -> Option<Type> {
        mask_of_shape(ctx, self.result(ctx))
    }
}

impl MaskableOpInterfaceImpl for MultiDimReductionOp {
    fn get_expected_mask_type(self, ctx: &Context) -> Option<Type> {
        mask_of_shape(ctx, self.source(ctx))
    }
}

impl MaskableOpInterfaceImpl for OuterProductOp {
    fn get_expected_mask_type(self, ctx: &Context) -> Option<Type> {
        mask_of_shape(ctx, ctx.result(self.id(), 0))
    }
}

impl MaskableOpInterfaceImpl for ReductionOp {
    fn get_expected_mask_type(self, ctx: &Context) -> Option<Type> {
        mask_of_shape(ctx, self.vector(ctx))
    }
}

/// The mask a transfer of `vector` through `map` expects.
fn transfer_mask(ctx: &Context, vector: Value, map: ods_runtime::Attribute) -> Option<Type> {
    let vector = ctx.value_type(vector);
    let (shape, scalable) = transfer::mask_shape(ctx, vector, map)?;
    existing_mask(ctx, &shape, &scalable)
}

impl MaskableOpInterfaceImpl for TransferReadOp {
    fn supports_passthru(self, _ctx: &Context) -> bool {
        true
    }
    fn get_expected_mask_type(self, ctx: &Context) -> Option<Type> {
        transfer_mask(ctx, self.vector(ctx), self.permutation_map(ctx))
    }
}

impl MaskableOpInterfaceImpl for TransferWriteOp {
    fn get_expected_mask_type(self, ctx: &Context) -> Option<Type> {
        transfer_mask(ctx, self.value_to_store(ctx), self.permutation_map(ctx))
    }
}

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
