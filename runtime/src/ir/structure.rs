//! Operations, blocks, regions and values, and the use lists that tie them.

use super::arena::{Id, Slot};
use super::attrs::{Attribute, Symbol};
use super::pool::Span;
use super::types::Type;

/// A handle to an operation in a [`Context`](crate::Context): `Copy`,
/// compared by identity, stale once the operation is erased.
pub type OpId = Id<OpData>;
/// A handle to a block in a [`Context`](crate::Context).
pub type BlockId = Id<BlockData>;
/// A handle to a region in a [`Context`](crate::Context).
pub type RegionId = Id<RegionData>;

/// An SSA value: an operation result or a block argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    /// Result `n` of an operation.
    Result(OpId, u32),
    /// Argument `n` of a block.
    Arg(BlockId, u32),
}

/// One use of a value: operand `index` of `op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Use {
    /// The operation that uses the value.
    pub op: OpId,
    /// Which of its operands does.
    pub index: u32,
}

/// A use in a use list: operand `index` of the op in arena slot `slot`.
/// A linked op is live, so its slot names it without the generation a
/// [`Use`] carries: a link takes 8 bytes, and `None` no more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Link {
    pub slot: Slot,
    pub index: u32,
}

impl Link {
    pub fn new(op: OpId, index: u32) -> Link {
        Link {
            slot: op.slot(),
            index,
        }
    }
}

/// An operand, linked into the use list of its value.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Operand {
    pub value: Value,
    pub prev: Option<Link>,
    pub next: Option<Link>,
}

impl Operand {
    /// An operand of `value`, not yet linked into its use list.
    pub fn unlinked(value: Value) -> Operand {
        Operand {
            value,
            prev: None,
            next: None,
        }
    }
}

/// A result or block argument: its type and the head of its use list.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ValueSlot {
    pub ty: Type,
    pub first_use: Option<Link>,
}

impl ValueSlot {
    /// A value of type `ty` without uses.
    pub fn unused(ty: Type) -> ValueSlot {
        ValueSlot {
            ty,
            first_use: None,
        }
    }
}

/// The storage of an operation, owned by the [`Context`](crate::Context)'s
/// arena; its fields are read and changed through `Context` methods
/// ([`op_name`](crate::Context::op_name), [`operands`](crate::Context::operands),
/// ...), which keep the use lists and block links consistent. Its operands,
/// results, regions and successors are spans of the context's pools.
pub struct OpData {
    pub(crate) name: Symbol,
    pub(crate) loc: Attribute,
    pub(crate) operands: Span,
    pub(crate) results: Span,
    /// Discardable attributes: a dictionary attribute, shared between
    /// operations that have the same ones.
    pub(crate) attrs: Attribute,
    /// Inherent attributes (`<{...}>`), as a dictionary attribute.
    pub(crate) properties: Option<Attribute>,
    pub(crate) regions: Span,
    pub(crate) successors: Span,
    /// The block and the neighbours, by slot (read them through
    /// `Context::parent_block`, `prev_op` and `next_op`).
    pub(crate) parent: Option<Slot>,
    pub(crate) prev: Option<Slot>,
    pub(crate) next: Option<Slot>,
}

/// The storage of a block (arguments and the list of its operations),
/// reached through `Context` methods such as
/// [`block_ops`](crate::Context::block_ops).
pub struct BlockData {
    pub(crate) args: Vec<ValueSlot>,
    pub(crate) arg_locs: Vec<Attribute>,
    pub(crate) first: Option<OpId>,
    pub(crate) last: Option<OpId>,
    pub(crate) parent: Option<RegionId>,
}

/// The storage of a region (its blocks), reached through `Context`
/// methods such as [`blocks`](crate::Context::blocks).
pub struct RegionData {
    pub(crate) blocks: Vec<BlockId>,
    pub(crate) parent: Option<OpId>,
}
