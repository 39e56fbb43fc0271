//! The folders of `vector.transfer_read` and `vector.transfer_write`
//! (MLIR's `TransferReadOp::fold` and `TransferWriteOp::fold`): dimensions
//! statically in bounds are marked so, an all-set mask is dropped, casts
//! that only forget static sizes are looked through, and on tensors a
//! read of what a write just wrote is the written vector, a write of what
//! was just read there (or of a whole tensor read) the tensor.

use super::fold::defining;
use super::mask::{mask_format, MaskFormat};
use super::transfer::{is_minor_identity, map_results, shaped_rank};
use super::types::shape_of;
use crate::offset_size_stride::constant_index;
use crate::vector::*;
use ods_runtime::ods::op::{self as op_api, Op};
use ods_runtime::ods::pred::{self, DYNAMIC};
use ods_runtime::registry::FoldResult;
use ods_runtime::{AffineExpr, Attribute, Context, OpId, Type, Value};

/// What both transfer ops hold, as MLIR's `VectorTransferOpInterface`
/// reads it.
pub(super) struct Transfer {
    op: OpId,
    pub base: Value,
    pub indices: Vec<Value>,
    pub mask: Option<Value>,
    pub map: Attribute,
    in_bounds: Vec<bool>,
    pub vector: Type,
    /// The index of the mask operand.
    mask_operand: usize,
}

impl Transfer {
    pub fn read(ctx: &Context, op: TransferReadOp) -> Transfer {
        let indices = op.indices(ctx);
        Transfer {
            op: op.id(),
            base: op.base(ctx),
            mask_operand: indices.len() + 2,
            indices,
            mask: op.mask(ctx),
            map: op.permutation_map(ctx),
            in_bounds: op.in_bounds(ctx),
            vector: ctx.value_type(op.vector(ctx)),
        }
    }

    pub fn write(ctx: &Context, op: TransferWriteOp) -> Transfer {
        let indices = op.indices(ctx);
        Transfer {
            op: op.id(),
            base: op.base(ctx),
            mask_operand: indices.len() + 2,
            indices,
            mask: op.mask(ctx),
            map: op.permutation_map(ctx),
            in_bounds: op.in_bounds(ctx),
            vector: ctx.value_type(op.value_to_store(ctx)),
        }
    }

    /// The number of vector dimensions the permutation map gives.
    pub fn rank(&self, ctx: &Context) -> usize {
        map_results(ctx, self.map).len()
    }

    pub fn out_of_bounds(&self) -> bool {
        self.in_bounds.contains(&false)
    }

    /// Whether vector dimension `dim`, reading base dimension `index`,
    /// stays inside a static base size from a constant index.
    fn dim_in_bounds(&self, ctx: &Context, dim: usize, index: usize) -> bool {
        let shaped = pred::shape(ctx, ctx.value_type(self.base)).unwrap_or_default();
        let size = shaped.get(index).copied().unwrap_or(DYNAMIC);
        let start = self
            .indices
            .get(index)
            .and_then(|&i| constant_index(ctx, i));
        let length = shape_of(ctx, self.vector).get(dim).copied();
        match (start, length) {
            // MLIR adds in int64_t: a huge constant index wraps around.
            (Some(start), Some(length)) if size != DYNAMIC => start.wrapping_add(length) <= size,
            _ => false,
        }
    }
}

/// Marks in bounds the dimensions shown to be, and the broadcast ones
/// when every other one is; whether any changed (MLIR's
/// `foldTransferInBoundsAttribute`).
fn infer_in_bounds(ctx: &mut Context, transfer: &Transfer) -> Option<Vec<bool>> {
    let rank = transfer.rank(ctx);
    if rank == 0 {
        return None;
    }
    let results = map_results(ctx, transfer.map).to_vec();
    let mut in_bounds = transfer.in_bounds.clone();
    let mut changed = false;
    let mut read_dims = Vec::new();
    for (i, result) in results.iter().enumerate() {
        if in_bounds[i] {
            continue;
        }
        if let AffineExpr::Dim(d) = result {
            in_bounds[i] = transfer.dim_in_bounds(ctx, i, *d as usize);
            changed |= in_bounds[i];
            read_dims.push(i);
        }
    }
    if read_dims.iter().all(|&i| in_bounds[i]) {
        for (i, result) in results.iter().enumerate() {
            if *result == AffineExpr::Constant(0) {
                changed |= !in_bounds[i];
                in_bounds[i] = true;
            }
        }
    }
    changed.then_some(in_bounds)
}

/// Drops a mask known all set (MLIR's `foldTransferFullMask`); whether it
/// was.
fn drop_full_mask(ctx: &mut Context, transfer: &Transfer) -> bool {
    let Some(mask) = transfer.mask else {
        return false;
    };
    if mask_format(ctx, mask) != MaskFormat::AllTrue {
        return false;
    }
    let name = "operandSegmentSizes";
    let Some(mut segments) = op_api::segment_sizes(ctx, transfer.op, name) else {
        return false;
    };
    ctx.erase_operand(transfer.op, transfer.mask_operand);
    if let Some(last) = segments.last_mut() {
        *last = 0;
    }
    let segments = ods_runtime::ods::convert::dense_i32_array(ctx, &segments);
    op_api::set_prop(ctx, transfer.op, name, Some(segments));
    true
}

/// The in-place folds both ops share, in MLIR's order: bounds, mask, then
/// the `memref.cast`s of the operands.
fn fold_in_place(
    ctx: &mut Context,
    transfer: &Transfer,
    set_in_bounds: impl FnOnce(&mut Context, Vec<bool>),
) -> bool {
    if let Some(in_bounds) = infer_in_bounds(ctx, transfer) {
        set_in_bounds(ctx, in_bounds);
        return true;
    }
    if drop_full_mask(ctx, transfer) {
        return true;
    }
    #[cfg(feature = "memref")]
    if crate::memref::fold_memref_cast(ctx, transfer.op, None) {
        return true;
    }
    false
}

/// Whether the two transfers touch disjoint parts of the base, as their
/// constant indices show (MLIR's `isDisjointTransferIndices`).
pub(super) fn disjoint(ctx: &Context, a: &Transfer, b: &Transfer) -> bool {
    if a.vector != b.vector {
        return false;
    }
    let shape = shape_of(ctx, a.vector);
    let leading = shaped_rank(ctx, ctx.value_type(a.base)).saturating_sub(a.rank(ctx));
    a.indices
        .iter()
        .zip(&b.indices)
        .enumerate()
        .any(|(i, (&x, &y))| {
            let (Some(x), Some(y)) = (constant_index(ctx, x), constant_index(ctx, y)) else {
                return false;
            };
            if i < leading {
                x != y
            } else {
                shape
                    .get(i - leading)
                    .is_some_and(|&size| (x - y).abs() >= size)
            }
        })
}

/// `vector.transfer_read`: in place, its bounds, mask and casts; on a
/// tensor, the vector a write of the same shape, place and map wrote,
/// looking past writes disjoint from it (MLIR's `foldRAW`).
pub(super) fn transfer_read(ctx: &mut Context, op: TransferReadOp) -> Option<FoldResult> {
    let transfer = Transfer::read(ctx, op);
    let set = |ctx: &mut Context, in_bounds| op.set_in_bounds(ctx, in_bounds);
    #[cfg(feature = "tensor")]
    let folded =
        fold_in_place(ctx, &transfer, set) || crate::tensor::fold_tensor_cast(ctx, op.id());
    #[cfg(not(feature = "tensor"))]
    let folded = fold_in_place(ctx, &transfer, set);
    if folded {
        return Some(FoldResult::Value(op.vector(ctx)));
    }
    if !pred::is_ranked_tensor(ctx, ctx.value_type(transfer.base)) {
        return None;
    }
    let mut write = defining::<TransferWriteOp>(ctx, transfer.base);
    while let Some(w) = write {
        let written = Transfer::write(ctx, w);
        let same = !written.out_of_bounds()
            && written.mask.is_none()
            && transfer.mask.is_none()
            && written.indices == transfer.indices
            && written.vector == transfer.vector
            && written.map == transfer.map;
        if same {
            return Some(FoldResult::Value(w.value_to_store(ctx)));
        }
        if !disjoint(ctx, &written, &transfer) {
            return None;
        }
        write = defining::<TransferWriteOp>(ctx, written.base);
    }
    None
}

/// `vector.transfer_write` (not 0-d): on a tensor, of a whole-tensor
/// in-bounds read at zeros, or of what was read at the same place, the
/// tensor read (MLIR's `foldReadInitWrite` and `foldWAR`); else in place,
/// its bounds, mask and casts.
pub(super) fn transfer_write(ctx: &mut Context, op: TransferWriteOp) -> Option<Vec<FoldResult>> {
    let transfer = Transfer::write(ctx, op);
    if transfer.rank(ctx) == 0 {
        return None;
    }
    if let Some(base) = read_init_write(ctx, &transfer).or_else(|| write_after_read(ctx, &transfer))
    {
        return Some(vec![FoldResult::Value(base)]);
    }
    let set = |ctx: &mut Context, in_bounds| op.set_in_bounds(ctx, in_bounds);
    fold_in_place(ctx, &transfer, set)
        .then(|| op.result(ctx).map(FoldResult::Value).into_iter().collect())
}

/// The tensor a whole, in-bounds, minor-identity read at zero indices of
/// the tensor type written took the written vector from.
fn read_init_write(ctx: &Context, write: &Transfer) -> Option<Value> {
    let tensor = ctx.value_type(write.base);
    if !pred::is_ranked_tensor(ctx, tensor) {
        return None;
    }
    let read_op = defining::<TransferReadOp>(
        ctx,
        TransferWriteOp::from_id_unchecked(write.op).value_to_store(ctx),
    )?;
    let read = Transfer::read(ctx, read_op);
    let zeros = |t: &Transfer| t.indices.iter().all(|&i| constant_index(ctx, i) == Some(0));
    let fits = read.rank(ctx) != 0
        && is_minor_identity(ctx, read.map)
        && is_minor_identity(ctx, write.map)
        && read.rank(ctx) == write.rank(ctx)
        && !read.out_of_bounds()
        && !write.out_of_bounds()
        && ctx.value_type(read.base) == tensor
        && read.vector == write.vector
        && pred::shape(ctx, tensor).is_some_and(|s| s == shape_of(ctx, read.vector))
        && zeros(&read)
        && zeros(write);
    fits.then_some(read.base)
}

/// The tensor a read at the same place, map and type, both unmasked, took
/// the written vector from.
fn write_after_read(ctx: &Context, write: &Transfer) -> Option<Value> {
    if !pred::is_ranked_tensor(ctx, ctx.value_type(write.base)) {
        return None;
    }
    let read_op = defining::<TransferReadOp>(
        ctx,
        TransferWriteOp::from_id_unchecked(write.op).value_to_store(ctx),
    )?;
    let read = Transfer::read(ctx, read_op);
    let same = read.base == write.base
        && read.indices == write.indices
        && read.map == write.map
        && read.vector == write.vector
        && read.mask.is_none()
        && write.mask.is_none();
    same.then_some(read.base)
}
