//! The memrefs a function makes, rebuilt with the identity layout (MLIR's
//! `normalizeMemRef` of `Affine/Utils/Utils.cpp`): a new allocation or
//! `memref.reinterpret_cast` of the normalized type replaces the old one,
//! whose accesses read through its layout map.

use super::super::alloc_like::AllocLike;
use super::normalized_type::{non_identity_layout, normalize_memref_type, tiles, Tile};
use super::replace_uses::{all_users_normalizable, replace_all_memref_uses_with};
use crate::affine::{affine_map, AffineApplyOp};
use crate::arith::ConstantOp;
use crate::memref::hooks::{LayoutMap, MemRefParts};
use crate::memref::ReinterpretCastOp;
use ods_runtime::ods::convert::index_attr;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::{AffineExpr, Builder, Context, OpId, Value};

/// Replaces allocation `alloc` by one of its normalized type, when its
/// layout normalizes and all its users allow it.
pub(super) fn normalize_alloc<T: AllocLike>(ctx: &mut Context, alloc: T) {
    let (old, dynamic_sizes) = alloc.memref_and_sizes(ctx);
    let ty = ctx.value_type(old);
    let new_ty = normalize_memref_type(ctx, ty);
    let (Some((parts, map)), Some(new_parts)) =
        (non_identity_layout(ctx, ty), MemRefParts::of(ctx, new_ty))
    else {
        return;
    };
    if new_ty == ty || !all_users_normalizable(ctx, old) {
        return;
    }
    let op = alloc.id();
    let loc = ctx.op_loc(op);
    let tiles = tiles(&map.results);
    let sizes = if new_parts.num_dynamic_dims() > 0 && !tiles.is_empty() {
        let old_sizes = SizeInputs {
            shape: &parts.shape,
            dynamic: &dynamic_sizes,
        };
        new_dynamic_sizes(ctx, op, &old_sizes, &map, &new_parts.shape, &tiles)
    } else {
        Vec::new()
    };
    let alignment = alloc.alignment_attr(ctx);
    let symbols = alloc.symbol_operands(ctx);
    let mut b = Builder::before(ctx, op);
    let new = T::create_like(&mut b, loc, new_ty, sizes, alignment)
        .memref_and_sizes(ctx)
        .0;
    replace_all_memref_uses_with(ctx, old, new, &map, &symbols);
    let _ = ctx.erase_op(op);
}

/// The sizes of an allocation's memref: its shape and the values of its
/// dynamic sizes.
struct SizeInputs<'a> {
    shape: &'a [i64],
    dynamic: &'a [Value],
}

/// A new `index` constant before `op`.
fn constant_index(ctx: &mut Context, op: OpId, value: i64) -> Value {
    let loc = ctx.op_loc(op);
    let ty = ctx.index_type();
    let attr = index_attr(ctx, value);
    let mut b = Builder::before(ctx, op);
    ConstantOp::create(&mut b, loc, ty, attr).result(ctx)
}

/// The size of each dynamic dimension of the normalized memref of a tiled
/// layout, computed before `op` from the old sizes (MLIR's
/// `createNewDynamicSizes`): a tile count (`floordiv` made `ceildiv`), a
/// tile size (a `mod`'s divisor), or the map's result itself.
fn new_dynamic_sizes(
    ctx: &mut Context,
    op: OpId,
    old: &SizeInputs<'_>,
    map: &LayoutMap,
    new_shape: &[i64],
    tiles: &[Tile],
) -> Vec<Value> {
    let mut dynamic = old.dynamic.iter();
    let mut inputs = Vec::with_capacity(old.shape.len());
    for &size in old.shape {
        let given = if size == DYNAMIC {
            dynamic.next()
        } else {
            None
        };
        let value = match given {
            Some(&v) => v,
            None => constant_index(ctx, op, size),
        };
        inputs.push(value);
    }
    let loc = ctx.op_loc(op);
    let index = ctx.index_type();
    let mut sizes = Vec::new();
    for (pos, e) in map.results.iter().enumerate() {
        if new_shape[pos] != DYNAMIC {
            continue;
        }
        let mut size = e.clone();
        for t in tiles {
            match e {
                AffineExpr::FloorDiv(l, _) if pos == t.floordiv => {
                    size = (**l).clone().ceil_div(t.size.clone());
                }
                AffineExpr::Mod(..) if pos == t.modulo => size = t.size.clone(),
                _ => {}
            }
        }
        let size_map = affine_map(ctx, map.dims + map.symbols, map.symbols, vec![size]);
        let mut b = Builder::before(ctx, op);
        let apply = AffineApplyOp::create(&mut b, loc, index, size_map, &inputs);
        sizes.push(apply.result0(ctx));
    }
    sizes
}

/// Replaces `cast` by a `memref.reinterpret_cast` to its normalized type
/// (static sizes, offset 0, unit strides), when its layout normalizes.
pub(super) fn normalize_reinterpret_cast(ctx: &mut Context, cast: ReinterpretCastOp) {
    let old = cast.result(ctx);
    let ty = ctx.value_type(old);
    let new_ty = normalize_memref_type(ctx, ty);
    let (Some((parts, map)), Some(new_parts)) =
        (non_identity_layout(ctx, ty), MemRefParts::of(ctx, new_ty))
    else {
        return;
    };
    // A strided layout normalizes to one static dimension.
    if new_ty == ty || parts.num_dynamic_dims() > 0 || new_parts.num_dynamic_dims() > 0 {
        return;
    }
    let op = cast.id();
    // MLIR makes the largest index of each dimension, for the sizes it
    // computes of the dynamic ones, and leaves them when it gives up.
    for &size in &parts.shape {
        constant_index(ctx, op, size - 1);
    }
    if !all_users_normalizable(ctx, old) {
        return;
    }
    let loc = ctx.op_loc(op);
    let source = cast.source(ctx);
    let strides = cast.strides(ctx);
    let rank = new_parts.shape.len();
    let mut b = Builder::before(ctx, op);
    let new = ReinterpretCastOp::create(
        &mut b,
        loc,
        new_ty,
        source,
        &[],
        &[],
        &[],
        vec![0; rank],
        new_parts.shape.clone(),
        vec![1; rank],
    )
    .result(ctx);
    replace_all_memref_uses_with(ctx, old, new, &map, &strides);
    let _ = ctx.erase_op(op);
}
