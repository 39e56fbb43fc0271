//! The record of every change a conversion made, so that a pattern that
//! fails, or a whole conversion that fails, leaves the IR as it found it
//! (MLIR's `IRRewrite` list and its rollback).

use crate::ir::builder::InsertPoint;
use crate::{Attribute, BlockId, Context, OpId, RegionId, Value};

/// Where an op was: before `next` in `block`, or at its end.
#[derive(Clone, Copy, Debug)]
pub(super) struct OpPosition {
    block: BlockId,
    next: Option<OpId>,
}

impl OpPosition {
    /// Where `op` is now, if it is in a block.
    pub(super) fn of(ctx: &Context, op: OpId) -> Option<OpPosition> {
        Some(OpPosition {
            block: ctx.parent_block(op)?,
            next: ctx.next_op(op),
        })
    }

    fn point(self) -> InsertPoint {
        match self.next {
            Some(next) => InsertPoint::Before(next),
            None => InsertPoint::End(self.block),
        }
    }
}

/// Where a block was: before `next` in `region`, or at its end.
#[derive(Clone, Copy, Debug)]
pub(super) struct BlockPosition {
    region: RegionId,
    next: Option<BlockId>,
}

impl BlockPosition {
    /// Where `block` is now, if it is in a region.
    pub(super) fn of(ctx: &Context, block: BlockId) -> Option<BlockPosition> {
        let region = ctx.block_parent_region(block)?;
        let next = ctx
            .blocks(region)
            .iter()
            .skip_while(|&&b| b != block)
            .nth(1)
            .copied();
        Some(BlockPosition { region, next })
    }

    /// The block after it, if any.
    pub(super) fn next(self) -> Option<BlockId> {
        self.next
    }
}

/// An op as it was before a change in place.
#[derive(Clone, Debug)]
pub(super) struct OpSnapshot {
    operands: Vec<Value>,
    attrs: Attribute,
    properties: Option<Attribute>,
    successors: Vec<BlockId>,
    loc: Attribute,
}

impl OpSnapshot {
    pub(super) fn of(ctx: &Context, op: OpId) -> OpSnapshot {
        OpSnapshot {
            operands: ctx.operands(op),
            attrs: ctx.attr_dictionary(op),
            properties: ctx.properties(op),
            successors: ctx.successors(op).to_vec(),
            loc: ctx.op_loc(op),
        }
    }

    fn restore(&self, ctx: &mut Context, op: OpId) {
        if ctx.num_operands(op) == self.operands.len() {
            for (i, &v) in self.operands.iter().enumerate() {
                if ctx.operand(op, i) != v {
                    ctx.set_operand(op, i, v);
                }
            }
        } else {
            for i in (0..ctx.num_operands(op)).rev() {
                ctx.erase_operand(op, i);
            }
            for &v in &self.operands {
                ctx.append_operand(op, v);
            }
        }
        ctx.op_mut(op).attrs = self.attrs;
        ctx.set_properties(op, self.properties);
        for (i, &b) in self.successors.iter().enumerate() {
            ctx.set_successor(op, i, b);
        }
        ctx.set_op_loc(op, self.loc);
    }
}

/// An operand set: operand `index` of `op` was `old`.
#[derive(Debug)]
pub(super) struct OperandChange {
    pub(super) op: OpId,
    pub(super) index: usize,
    pub(super) old: Value,
}

/// One change. A large conversion records millions: the rare and the
/// large changes are boxed, so that each takes 24 bytes
/// (`change_is_small`).
#[derive(Debug)]
pub(super) enum Change {
    /// An op was created (and inserted).
    CreatedOp(OpId),
    /// An op was marked erased; it stays in place until the conversion
    /// commits.
    ErasedOp(OpId),
    /// An op moved from where it was (or was detached: `None`).
    MovedOp(OpId, Option<Box<OpPosition>>),
    /// An operand was set.
    SetOperand(Box<OperandChange>),
    /// Successor `index` of an op was `old`.
    SetSuccessor { op: OpId, index: u32, old: BlockId },
    /// An op was changed in place.
    ModifiedOp(OpId, Box<OpSnapshot>),
    /// A block was created.
    CreatedBlock(BlockId),
    /// The ops at the end of the first block (all of them, for a
    /// signature conversion) moved to the second, a new one.
    SplitBlock(BlockId, BlockId),
    /// A block moved from where it was (or was detached: `None`).
    MovedBlock(BlockId, Option<Box<BlockPosition>>),
    /// A block was detached to be erased when the conversion commits.
    ErasedBlock(BlockId, Box<BlockPosition>),
    /// An argument was appended to a block.
    AddedArgument(BlockId),
    /// The value a cast result stands for was recorded.
    Mapped(Value),
    /// The replacement of a value that goes away was recorded.
    Replaced(Value),
}

impl Change {
    /// Undoes the change; the changes made after it are undone already.
    pub(super) fn undo(self, ctx: &mut Context, state: &mut super::rewriter::State) {
        match self {
            Change::CreatedOp(op) => {
                state.casts.remove(&op);
                if ctx.is_live(op) {
                    ctx.erase_op_with_uses(op);
                }
            }
            Change::ErasedOp(op) => {
                state.erased.remove(op);
            }
            Change::MovedOp(op, from) => {
                ctx.detach_op(op);
                if let Some(from) = from {
                    ctx.insert_op(from.point(), op);
                }
            }
            Change::SetOperand(set) => ctx.set_operand(set.op, set.index, set.old),
            Change::SetSuccessor { op, index, old } => ctx.set_successor(op, index as usize, old),
            Change::ModifiedOp(op, snapshot) => snapshot.restore(ctx, op),
            Change::CreatedBlock(block) => ctx.erase_block_with_uses(block),
            Change::SplitBlock(block, new) => {
                for op in ctx.block_ops(new) {
                    ctx.move_op(op, InsertPoint::End(block));
                }
            }
            Change::MovedBlock(block, from) => {
                ctx.detach_block(block);
                if let Some(from) = from {
                    ctx.insert_block(from.region, from.next, block);
                }
            }
            Change::ErasedBlock(block, from) => {
                ctx.insert_block(from.region, from.next, block);
            }
            Change::AddedArgument(block) => {
                let last = ctx.num_block_args(block) - 1;
                ctx.erase_block_args(block, |i| i == last);
            }
            Change::Mapped(v) => {
                state.mapping.remove(&v);
                state.mapping_many.remove(&v);
            }
            Change::Replaced(v) => {
                state.replaced.remove(v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn change_is_small() {
        assert_eq!(std::mem::size_of::<super::Change>(), 24);
    }
}
