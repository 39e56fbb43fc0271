//! Memory slots (MLIR's `MemorySlotInterfaces`): what `mem2reg` asks of
//! the ops that allocate, read and write a slot to turn it into SSA
//! values, and what `sroa` asks of them to split an aggregate slot into
//! one slot per element.
//!
//! Each interface is a runtime concept, a table of functions that a
//! dialect attaches to its ops ([`Context::attach_op_interface`]), as
//! [`InferIntRangeConcept`](super::int_range::InferIntRangeConcept) is:
//! the methods take builders and mutate the IR while returning values,
//! which the interfaces generated from the prelude's `.td` cannot express.
//! The passes find them with [`Context::op_interface`]. MLIR's data
//! layout argument is left out: no implementation here reads one.
//!
//! [`Context::attach_op_interface`]: crate::Context::attach_op_interface
//! [`Context::op_interface`]: crate::Context::op_interface

use super::Concept;
use crate::{Attribute, Context, OpBuilder, OpId, Type, Use, Value};

/// A slot of memory: the pointer addressing it and the type of what it
/// holds (MLIR's `MemorySlot`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemorySlot {
    /// The value pointing to the slot.
    pub ptr: Value,
    /// The type of the value the slot holds.
    pub elem_type: Type,
}

/// A slot holding an aggregate, with the type of each element by its
/// index (MLIR's `DestructurableMemorySlot`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DestructurableMemorySlot {
    /// The slot of the whole aggregate.
    pub slot: MemorySlot,
    /// Each element's index and type.
    pub subelement_types: Vec<(Attribute, Type)>,
}

/// The slot of one element of a split aggregate, by the element's index.
pub type Subslot = (Attribute, MemorySlot);

/// Whether an op that stopped using a slot is to be erased after
/// (MLIR's `DeletionKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeletionKind {
    /// The op stays.
    Keep,
    /// The pass erases the op.
    Delete,
}

/// The indices of an aggregate's elements that its accessors use, each
/// once, in the order first seen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UsedIndices(Vec<Attribute>);

impl UsedIndices {
    /// Records `index` as used.
    pub fn insert(&mut self, index: Attribute) {
        if !self.0.contains(&index) {
            self.0.push(index);
        }
    }

    /// The used indices, in the order first seen.
    pub fn as_slice(&self) -> &[Attribute] {
        &self.0
    }

    /// How many indices are used.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no index is used.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// An op allocating slots that can become SSA values
/// (`PromotableAllocationOpInterface`).
pub struct PromotableAllocationConcept {
    /// The slots the op allocates that may be promoted.
    pub promotable_slots: fn(&Context, OpId) -> Vec<MemorySlot>,
    /// Makes, at the builder, the value the slot holds before any store.
    pub default_value: fn(&mut Context, OpId, &MemorySlot, &mut OpBuilder) -> Value,
    /// Told of a block argument added to hold the slot's value, with the
    /// builder at the start of its block.
    pub handle_block_argument: fn(&mut Context, OpId, &MemorySlot, Value, &mut OpBuilder),
    /// Called once the slot is promoted, with the default value if one
    /// was made; returns a new allocator to promote in turn, if the op
    /// replaced itself by one.
    pub handle_promotion_complete:
        fn(&mut Context, OpId, &MemorySlot, Option<Value>) -> Option<OpId>,
}

impl Concept for PromotableAllocationConcept {
    const INTERFACE: &'static str = "PromotableAllocationOpInterface";
}

/// An op that reads or writes a promotable slot
/// (`PromotableMemOpInterface`).
pub struct PromotableMemOpConcept {
    /// Whether the op reads the value of the slot.
    pub loads_from: fn(&Context, OpId, &MemorySlot) -> bool,
    /// Whether the op writes the value of the slot.
    pub stores_to: fn(&Context, OpId, &MemorySlot) -> bool,
    /// The value the slot holds after the op, which stores to it, given
    /// the value it held before; the builder is just after the op.
    pub stored: fn(&mut Context, OpId, &MemorySlot, &mut OpBuilder, Value) -> Value,
    /// Whether the op can stop using the slot through the blocking uses
    /// given; it adds to the last argument the uses of its results that
    /// must go too.
    pub can_uses_be_removed: fn(&Context, OpId, &MemorySlot, &[Use], &mut Vec<Use>) -> bool,
    /// Stops using the slot, given the value the slot holds before the
    /// op; the builder is just after the op.
    pub remove_blocking_uses:
        fn(&mut Context, OpId, &MemorySlot, &[Use], &mut OpBuilder, Value) -> DeletionKind,
}

impl Concept for PromotableMemOpConcept {
    const INTERFACE: &'static str = "PromotableMemOpInterface";
}

/// An op that uses a promotable slot without reading or writing it and
/// can stop using it (`PromotableOpInterface`).
pub struct PromotableOpConcept {
    /// As [`PromotableMemOpConcept::can_uses_be_removed`].
    pub can_uses_be_removed: fn(&Context, OpId, &[Use], &mut Vec<Use>) -> bool,
    /// Stops using what the blocking uses name; the builder is just
    /// after the op.
    pub remove_blocking_uses: fn(&mut Context, OpId, &[Use], &mut OpBuilder) -> DeletionKind,
}

impl Concept for PromotableOpConcept {
    const INTERFACE: &'static str = "PromotableOpInterface";
}

/// [`DestructurableAllocationConcept::destructure`]: the context, the
/// allocator, its slot, the used indices, a builder and where to add the
/// new allocators, giving the slot of each used index.
pub type DestructureFn = fn(
    &mut Context,
    OpId,
    &DestructurableMemorySlot,
    &UsedIndices,
    &mut OpBuilder,
    &mut Vec<OpId>,
) -> Vec<Subslot>;

/// An op allocating aggregate slots that can be split into a slot per
/// element (`DestructurableAllocationOpInterface`).
pub struct DestructurableAllocationConcept {
    /// The slots the op allocates that may be split (it may intern the
    /// attributes of the indices).
    pub destructurable_slots: fn(&mut Context, OpId) -> Vec<DestructurableMemorySlot>,
    /// Allocates, at the builder, a slot for each used index, adding their
    /// allocators to the last argument; returns the slot of each index.
    pub destructure: DestructureFn,
    /// Called once the slot is split and unused; returns a new allocator
    /// to split in turn, if the op replaced itself by one.
    pub handle_destructuring_complete:
        fn(&mut Context, OpId, &DestructurableMemorySlot, &mut OpBuilder) -> Option<OpId>,
}

impl Concept for DestructurableAllocationConcept {
    const INTERFACE: &'static str = "DestructurableAllocationOpInterface";
}

/// An op that accesses a slot within its bounds only
/// (`SafeMemorySlotAccessOpInterface`).
pub struct SafeMemorySlotAccessConcept {
    /// Whether the op's accesses to the slot stay within it; it adds the
    /// slots it makes from it, which must be used safely too.
    pub ensure_only_safe_accesses: fn(&Context, OpId, &MemorySlot, &mut Vec<MemorySlot>) -> bool,
}

impl Concept for SafeMemorySlotAccessConcept {
    const INTERFACE: &'static str = "SafeMemorySlotAccessOpInterface";
}

/// An op that accesses elements of an aggregate slot and can access the
/// slot of the element instead (`DestructurableAccessorOpInterface`).
pub struct DestructurableAccessorConcept {
    /// Whether the op can use the element slots; it records the indices it
    /// uses and the slots that must be used safely.
    pub can_rewire: fn(
        &mut Context,
        OpId,
        &DestructurableMemorySlot,
        &mut UsedIndices,
        &mut Vec<MemorySlot>,
    ) -> bool,
    /// Uses the element slots instead of the aggregate; the builder is
    /// just after the op.
    pub rewire: fn(
        &mut Context,
        OpId,
        &DestructurableMemorySlot,
        &[Subslot],
        &mut OpBuilder,
    ) -> DeletionKind,
}

impl Concept for DestructurableAccessorConcept {
    const INTERFACE: &'static str = "DestructurableAccessorOpInterface";
}
