//! Operations, blocks, regions and values, and the use lists that tie them.

use super::arena::Id;
use super::attrs::{Attribute, Symbol};
use super::types::Type;
use smallvec::SmallVec;

/// Operands, results and block arguments of most operations fit inline.
pub(crate) type Operands = SmallVec<[Operand; 2]>;
pub(crate) type Slots = SmallVec<[ValueSlot; 1]>;

pub type OpId = Id<OpData>;
pub type BlockId = Id<BlockData>;
pub type RegionId = Id<RegionData>;

/// An SSA value: an operation result or a block argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    Result(OpId, u32),
    Arg(BlockId, u32),
}

/// One use of a value: operand `index` of `op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Use {
    pub op: OpId,
    pub index: u32,
}

/// An operand, linked into the use list of its value.
#[derive(Clone, Debug)]
pub(crate) struct Operand {
    pub value: Value,
    pub prev: Option<Use>,
    pub next: Option<Use>,
}

/// A result or block argument: its type and the head of its use list.
#[derive(Clone, Debug)]
pub(crate) struct ValueSlot {
    pub ty: Type,
    pub first_use: Option<Use>,
}

pub struct OpData {
    pub(crate) name: Symbol,
    pub(crate) loc: Attribute,
    pub(crate) operands: Operands,
    pub(crate) results: Slots,
    /// Discardable attributes: a dictionary attribute, shared between
    /// operations that have the same ones.
    pub(crate) attrs: Attribute,
    /// Inherent attributes (`<{...}>`), as a dictionary attribute.
    pub(crate) properties: Option<Attribute>,
    pub(crate) regions: Vec<RegionId>,
    pub(crate) successors: Vec<BlockId>,
    pub(crate) parent: Option<BlockId>,
    pub(crate) prev: Option<OpId>,
    pub(crate) next: Option<OpId>,
}

pub struct BlockData {
    pub(crate) args: Vec<ValueSlot>,
    pub(crate) arg_locs: Vec<Attribute>,
    pub(crate) first: Option<OpId>,
    pub(crate) last: Option<OpId>,
    pub(crate) parent: Option<RegionId>,
}

pub struct RegionData {
    pub(crate) blocks: Vec<BlockId>,
    pub(crate) parent: Option<OpId>,
}
