//! The memory-slot interfaces of `memref.alloca`, `memref.load` and
//! `memref.store` (MLIR's `MemRefMemorySlot.cpp`), which `mem2reg` and
//! `sroa` ask: an alloca of one element is a slot its loads and stores can
//! be promoted out of; an alloca of up to 16 elements splits into one
//! alloca per element its loads and stores name by constant indices.

use super::layout::MemRefParts;
use crate::memref::*;
use ods_runtime::interfaces::memory_slot::{
    DeletionKind, DestructurableAccessorConcept, DestructurableAllocationConcept,
    DestructurableMemorySlot, MemorySlot, PromotableAllocationConcept, PromotableMemOpConcept,
    Subslot, UsedIndices,
};
use ods_runtime::matchers::{m_constant, match_value};
use ods_runtime::ods::convert::{array_attr, memref};
use ods_runtime::ods::op::Op;
use ods_runtime::{AttrKind, Attribute, Builder, Context, OpBuilder, OpId, Use, Value};

/// The largest aggregate `sroa` splits.
const MAX_ELEMENTS_TO_DESTRUCTURE: i64 = 16;

/// Attaches the interfaces to the memref ops that implement them
/// (registered first).
pub(crate) fn register_memory_slot_interfaces(ctx: &mut Context) {
    static ALLOCA: PromotableAllocationConcept = PromotableAllocationConcept {
        promotable_slots: alloca_promotable_slots,
        default_value: alloca_default_value,
        handle_block_argument: |_, _, _, _, _| {},
        handle_promotion_complete: alloca_promotion_complete,
    };
    static ALLOCA_SPLIT: DestructurableAllocationConcept = DestructurableAllocationConcept {
        destructurable_slots: alloca_destructurable_slots,
        destructure: alloca_destructure,
        handle_destructuring_complete: alloca_destructuring_complete,
    };
    static LOAD: PromotableMemOpConcept = PromotableMemOpConcept {
        loads_from: |ctx, op, slot| LoadOp::from_id_unchecked(op).memref(ctx) == slot.ptr,
        stores_to: |_, _, _| false,
        stored: |_, _, _, _, reaching| reaching,
        can_uses_be_removed: access_can_uses_be_removed,
        remove_blocking_uses: load_remove_blocking_uses,
    };
    static STORE: PromotableMemOpConcept = PromotableMemOpConcept {
        loads_from: |_, _, _| false,
        stores_to: |ctx, op, slot| StoreOp::from_id_unchecked(op).memref(ctx) == slot.ptr,
        stored: |ctx, op, _, _, _| StoreOp::from_id_unchecked(op).value(ctx),
        can_uses_be_removed: access_can_uses_be_removed,
        remove_blocking_uses: |_, _, _, _, _, _| DeletionKind::Delete,
    };
    static ACCESSOR: DestructurableAccessorConcept = DestructurableAccessorConcept {
        can_rewire: accessor_can_rewire,
        rewire: accessor_rewire,
    };
    let _ = ctx.attach_op_interface(AllocaOp::OPERATION_NAME, &ALLOCA);
    let _ = ctx.attach_op_interface(AllocaOp::OPERATION_NAME, &ALLOCA_SPLIT);
    for name in [LoadOp::OPERATION_NAME, StoreOp::OPERATION_NAME] {
        let _ = ctx.attach_op_interface(name, &ACCESSOR);
    }
    let _ = ctx.attach_op_interface(LoadOp::OPERATION_NAME, &LOAD);
    let _ = ctx.attach_op_interface(StoreOp::OPERATION_NAME, &STORE);
}

/// The number of elements of a static shape, unless it overflows.
fn element_count(shape: &[i64]) -> Option<i64> {
    shape
        .iter()
        .try_fold(1i64, |n, &d| if d < 0 { None } else { n.checked_mul(d) })
}

/// The slot of an alloca of one element, of static shape.
fn alloca_promotable_slots(ctx: &Context, op: OpId) -> Vec<MemorySlot> {
    let ptr = AllocaOp::from_id_unchecked(op).memref(ctx);
    match MemRefParts::of(ctx, ctx.value_type(ptr)) {
        Some(parts) if element_count(&parts.shape) == Some(1) => vec![MemorySlot {
            ptr,
            elem_type: parts.element,
        }],
        _ => Vec::new(),
    }
}

/// A `ub.poison` of the element type: what an alloca holds before any
/// store.
fn alloca_default_value(
    ctx: &mut Context,
    op: OpId,
    slot: &MemorySlot,
    at: &mut OpBuilder,
) -> Value {
    let loc = ctx.op_loc(op);
    let mut builder = Builder { ctx, at: *at };
    let poison = crate::ub::PoisonOp::create(&mut builder, loc, slot.elem_type, None);
    *at = builder.at;
    poison.result(ctx)
}

/// Erases the alloca, and the default value if nothing took it.
fn alloca_promotion_complete(
    ctx: &mut Context,
    op: OpId,
    _slot: &MemorySlot,
    default_value: Option<Value>,
) -> Option<OpId> {
    if let Some(poison) = default_value.filter(|&v| !ctx.has_uses(v)) {
        if let Some(def) = ctx.defining_op(poison) {
            let _ = ctx.erase_op(def);
        }
    }
    let _ = ctx.erase_op(op);
    None
}

/// The load's result becomes the value the slot holds.
fn load_remove_blocking_uses(
    ctx: &mut Context,
    op: OpId,
    _slot: &MemorySlot,
    _blocking: &[Use],
    _at: &mut OpBuilder,
    reaching: Value,
) -> DeletionKind {
    let result = LoadOp::from_id_unchecked(op).result(ctx);
    ctx.replace_all_uses_with(result, reaching);
    DeletionKind::Delete
}

/// Whether the one blocking use is the memref of the load or store, the
/// slot, and the value loaded or stored is of the slot's type and not the
/// slot itself.
fn access_can_uses_be_removed(
    ctx: &Context,
    op: OpId,
    slot: &MemorySlot,
    blocking: &[Use],
    _new_blocking: &mut Vec<Use>,
) -> bool {
    let Some((memref, _, stored)) = access_parts(ctx, op) else {
        return false;
    };
    let value = stored.unwrap_or_else(|| ctx.result(op, 0));
    is_only_use_of_slot(ctx, blocking, slot)
        && memref == slot.ptr
        && value != slot.ptr
        && ctx.value_type(value) == slot.elem_type
}

/// Whether `blocking` is one use, of the slot pointer.
fn is_only_use_of_slot(ctx: &Context, blocking: &[Use], slot: &MemorySlot) -> bool {
    matches!(blocking, [u] if ctx.operand(u.op, u.index as usize) == slot.ptr)
}

/// The slot of an alloca of static shape and 2 to 16 elements, each
/// element at the array of its index attributes.
fn alloca_destructurable_slots(ctx: &mut Context, op: OpId) -> Vec<DestructurableMemorySlot> {
    let ptr = AllocaOp::from_id_unchecked(op).memref(ctx);
    let ty = ctx.value_type(ptr);
    let Some(parts) = MemRefParts::of(ctx, ty) else {
        return Vec::new();
    };
    match element_count(&parts.shape) {
        Some(n) if n != 1 && n <= MAX_ELEMENTS_TO_DESTRUCTURE => {}
        _ => return Vec::new(),
    }
    let subelement_types = all_indices(&parts.shape)
        .into_iter()
        .map(|index| (index_attr(ctx, &index), parts.element))
        .collect();
    vec![DestructurableMemorySlot {
        slot: MemorySlot { ptr, elem_type: ty },
        subelement_types,
    }]
}

/// Every index of a static shape, in row-major order.
fn all_indices(shape: &[i64]) -> Vec<Vec<i64>> {
    let mut indices = vec![Vec::new()];
    for &dim in shape {
        indices = indices
            .into_iter()
            .flat_map(|prefix| {
                (0..dim).map(move |i| {
                    let mut index = prefix.clone();
                    index.push(i);
                    index
                })
            })
            .collect();
    }
    indices
}

/// The array of `index` attributes naming one element.
fn index_attr(ctx: &mut Context, index: &[i64]) -> Attribute {
    let coords: Vec<Attribute> = index
        .iter()
        .map(|&i| ods_runtime::ods::convert::index_attr(ctx, i))
        .collect();
    array_attr(ctx, coords)
}

/// A `memref<T>` alloca for each used element, after the alloca.
fn alloca_destructure(
    ctx: &mut Context,
    op: OpId,
    slot: &DestructurableMemorySlot,
    used: &UsedIndices,
    _at: &mut OpBuilder,
    new_allocators: &mut Vec<OpId>,
) -> Vec<Subslot> {
    let loc = ctx.op_loc(op);
    let mut builder = Builder {
        ctx,
        at: OpBuilder {
            point: ods_runtime::InsertPoint::After(op),
        },
    };
    let mut subslots = Vec::new();
    for &index in used.as_slice() {
        let Some(&(_, elem_type)) = slot.subelement_types.iter().find(|(i, _)| *i == index) else {
            continue;
        };
        let ty = memref(builder.ctx, &[], elem_type);
        let alloca = AllocaOp::create_memref_type(&mut builder, loc, ty, None);
        new_allocators.push(alloca.id());
        let ptr = alloca.memref(builder.ctx);
        subslots.push((index, MemorySlot { ptr, elem_type }));
    }
    subslots
}

/// Erases the alloca, now unused.
fn alloca_destructuring_complete(
    ctx: &mut Context,
    op: OpId,
    _slot: &DestructurableMemorySlot,
    _at: &mut OpBuilder,
) -> Option<OpId> {
    let _ = ctx.erase_op(op);
    None
}

/// The memref, indices and stored value (none for a load) of a load or
/// store.
fn access_parts(ctx: &Context, op: OpId) -> Option<(Value, Vec<Value>, Option<Value>)> {
    if let Some(load) = LoadOp::cast(ctx, op) {
        return Some((load.memref(ctx), load.indices(ctx), None));
    }
    let store = StoreOp::cast(ctx, op)?;
    Some((
        store.memref(ctx),
        store.indices(ctx),
        Some(store.value(ctx)),
    ))
}

/// The array of the constant indices of an access to a memref of
/// `shape`, when each is a constant within its dimension (MLIR's
/// `getAttributeIndexFromIndexOperands`).
fn constant_index_attr(ctx: &mut Context, indices: &[Value], shape: &[i64]) -> Option<Attribute> {
    let mut coords = Vec::new();
    for (&index, &dim) in indices.iter().zip(shape) {
        let attr = match_value(ctx, index, m_constant())?;
        let AttrKind::Integer { value, .. } = ctx.attr_kind(attr) else {
            return None;
        };
        let coord = u64::try_from(value.low_i128()).ok()?;
        if coord >= u64::try_from(dim).ok()? {
            return None;
        }
        coords.push(attr);
    }
    Some(array_attr(ctx, coords))
}

/// Whether the load or store accesses the slot (and a store does not
/// store it) at constant indices within its shape, which it records.
fn accessor_can_rewire(
    ctx: &mut Context,
    op: OpId,
    slot: &DestructurableMemorySlot,
    used: &mut UsedIndices,
    _must_be_safe: &mut Vec<MemorySlot>,
) -> bool {
    let Some((memref, indices, stored)) = access_parts(ctx, op) else {
        return false;
    };
    if memref != slot.slot.ptr || stored == Some(slot.slot.ptr) {
        return false;
    }
    let Some(shape) = MemRefParts::of(ctx, ctx.value_type(memref)).map(|p| p.shape) else {
        return false;
    };
    match constant_index_attr(ctx, &indices, &shape) {
        Some(index) => {
            used.insert(index);
            true
        }
        None => false,
    }
}

/// The load or store accesses the slot of its element instead, without
/// indices.
fn accessor_rewire(
    ctx: &mut Context,
    op: OpId,
    _slot: &DestructurableMemorySlot,
    subslots: &[Subslot],
    _at: &mut OpBuilder,
) -> DeletionKind {
    let Some((memref, indices, stored)) = access_parts(ctx, op) else {
        return DeletionKind::Keep;
    };
    let Some(shape) = MemRefParts::of(ctx, ctx.value_type(memref)).map(|p| p.shape) else {
        return DeletionKind::Keep;
    };
    let Some(index) = constant_index_attr(ctx, &indices, &shape) else {
        return DeletionKind::Keep;
    };
    let Some((_, subslot)) = subslots.iter().find(|(i, _)| *i == index) else {
        return DeletionKind::Keep;
    };
    let memref_operand = usize::from(stored.is_some());
    ctx.set_operand(op, memref_operand, subslot.ptr);
    for i in (memref_operand + 1..ctx.num_operands(op)).rev() {
        ctx.erase_operand(op, i);
    }
    DeletionKind::Keep
}
