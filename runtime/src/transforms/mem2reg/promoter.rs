//! Promotes one slot, changing the IR (MLIR's `MemorySlotPromoter`): the
//! value the slot holds is carried down the dominator tree from store to
//! load, through new arguments of the merge points; then each op drops
//! its uses of the slot, the last first, and the allocator goes.

use super::analysis::PromotionInfo;
use crate::analysis::cfg::sort_by_dominance;
use crate::analysis::dominance::DominatorTree;
use crate::interfaces::memory_slot::{
    DeletionKind, MemorySlot, PromotableAllocationConcept, PromotableMemOpConcept,
    PromotableOpConcept,
};
use crate::interfaces::prelude::mlir::BranchOpInterface;
use crate::{BlockId, Context, InsertPoint, IrResult, OpBuilder, OpId, RegionId, Value};
use rustc_hash::FxHashMap;

/// The state of one slot's promotion.
pub(super) struct Promoter<'a> {
    slot: MemorySlot,
    allocator: OpId,
    concept: &'static PromotableAllocationConcept,
    region: RegionId,
    /// The block of the slot pointer, where the default value goes.
    ptr_block: BlockId,
    dominance: &'a DominatorTree,
    info: PromotionInfo,
    /// The value before any store, made when first needed.
    default_value: Option<Value>,
    /// The value the slot holds before each memory op to promote (none:
    /// the default).
    reaching_defs: FxHashMap<OpId, Option<Value>>,
    /// How many block arguments the promotion added.
    new_block_args: u64,
}

impl<'a> Promoter<'a> {
    pub(super) fn new(
        slot: MemorySlot,
        allocator: OpId,
        concept: &'static PromotableAllocationConcept,
        (region, ptr_block): (RegionId, BlockId),
        dominance: &'a DominatorTree,
        info: PromotionInfo,
    ) -> Promoter<'a> {
        Promoter {
            slot,
            allocator,
            concept,
            region,
            ptr_block,
            dominance,
            info,
            default_value: None,
            reaching_defs: FxHashMap::default(),
            new_block_args: 0,
        }
    }

    /// Promotes the slot; returns the allocator that replaced the old one,
    /// if any, and how many block arguments the promotion added.
    pub(super) fn promote(mut self, ctx: &mut Context) -> IrResult<(Option<OpId>, u64)> {
        self.compute_reaching_defs(ctx);
        self.remove_blocking_uses(ctx)?;
        self.forward_default_from_dead_branches(ctx);
        let new_allocator = (self.concept.handle_promotion_complete)(
            ctx,
            self.allocator,
            &self.slot,
            self.default_value,
        );
        Ok((new_allocator, self.new_block_args))
    }

    /// The value the slot holds before any store, made at the start of
    /// the pointer's block the first time it is needed.
    fn default_value(&mut self, ctx: &mut Context) -> Value {
        if let Some(value) = self.default_value {
            return value;
        }
        let mut builder = OpBuilder {
            point: InsertPoint::Start(self.ptr_block),
        };
        let value = (self.concept.default_value)(ctx, self.allocator, &self.slot, &mut builder);
        self.default_value = Some(value);
        value
    }

    /// Records the value reaching each memory op to promote, walking the
    /// dominator tree from the entry: a block starts with its merge
    /// argument or what ends its immediate dominator.
    fn compute_reaching_defs(&mut self, ctx: &mut Context) {
        let entry = ctx.blocks(self.region)[0];
        if ctx.blocks(self.region).len() == 1 {
            self.reaching_def_in_block(ctx, entry, None);
            return;
        }
        let mut stack: Vec<(BlockId, Option<Value>)> = vec![(entry, None)];
        while let Some((block, mut reaching)) = stack.pop() {
            if self.info.merge_points.contains(&block) {
                let loc = ctx.value_loc(self.slot.ptr);
                let arg = ctx.add_block_arg(block, self.slot.elem_type, loc);
                let mut builder = OpBuilder {
                    point: InsertPoint::Start(block),
                };
                (self.concept.handle_block_argument)(
                    ctx,
                    self.allocator,
                    &self.slot,
                    arg,
                    &mut builder,
                );
                reaching = Some(arg);
                self.new_block_args += 1;
            }
            reaching = self.reaching_def_in_block(ctx, block, reaching);
            self.forward_to_merge_points(ctx, block, &mut reaching);
            let children: Vec<BlockId> = self.dominance.children(block).collect();
            stack.extend(children.into_iter().map(|child| (child, reaching)));
        }
    }

    /// Records the value reaching each memory op to promote in `block`,
    /// which starts with `reaching`; returns the value at its end.
    fn reaching_def_in_block(
        &mut self,
        ctx: &mut Context,
        block: BlockId,
        mut reaching: Option<Value>,
    ) -> Option<Value> {
        for op in ctx.block_ops(block) {
            let Some(mem) = ctx.op_interface::<PromotableMemOpConcept>(op) else {
                continue;
            };
            if self.info.blocking_uses.get(op).is_some() {
                self.reaching_defs.entry(op).or_insert(reaching);
            }
            if (mem.stores_to)(ctx, op, &self.slot) {
                let before = match reaching {
                    Some(value) => value,
                    None => self.default_value(ctx),
                };
                let mut builder = OpBuilder {
                    point: InsertPoint::After(op),
                };
                reaching = Some((mem.stored)(ctx, op, &self.slot, &mut builder, before));
            }
        }
        reaching
    }

    /// Passes `reaching`, the value at the end of `block`, to the merge
    /// points its terminator branches to.
    fn forward_to_merge_points(
        &mut self,
        ctx: &mut Context,
        block: BlockId,
        reaching: &mut Option<Value>,
    ) {
        let Some(terminator) = ctx.last_op(block) else {
            return;
        };
        let Some(branch) = BranchOpInterface::try_from(ctx, terminator) else {
            return;
        };
        let successors = ctx.successors(terminator).to_vec();
        for (i, successor) in successors.into_iter().enumerate() {
            if !self.info.merge_points.contains(&successor) {
                continue;
            }
            let value = match *reaching {
                Some(value) => value,
                None => self.default_value(ctx),
            };
            *reaching = Some(value);
            let mut operands = branch.get_successor_operands(ctx, terminator, i);
            operands.append(ctx, terminator, &[value]);
        }
    }

    /// Makes every op with blocking uses drop them, those that others
    /// dominate first, and erases those that ask for it.
    fn remove_blocking_uses(&mut self, ctx: &mut Context) -> IrResult<()> {
        let mut users: Vec<OpId> = self.info.blocking_uses.ops().collect();
        sort_by_dominance(ctx, self.region, &mut users);
        let mut to_erase = Vec::new();
        for &user in users.iter().rev() {
            let uses = self
                .info
                .blocking_uses
                .get(user)
                .unwrap_or_default()
                .to_vec();
            let mut builder = OpBuilder {
                point: InsertPoint::After(user),
            };
            let deletion = if let Some(mem) = ctx.op_interface::<PromotableMemOpConcept>(user) {
                let reaching = match self.reaching_defs.get(&user).copied().flatten() {
                    Some(value) => value,
                    None => self.default_value(ctx),
                };
                (mem.remove_blocking_uses)(ctx, user, &self.slot, &uses, &mut builder, reaching)
            } else if let Some(op) = ctx.op_interface::<PromotableOpConcept>(user) {
                (op.remove_blocking_uses)(ctx, user, &uses, &mut builder)
            } else {
                DeletionKind::Keep
            };
            if deletion == DeletionKind::Delete {
                to_erase.push(user);
            }
        }
        to_erase.into_iter().try_for_each(|op| ctx.erase_op(op))
    }

    /// Passes the default value to the merge points from the branches the
    /// dominator tree walk did not reach.
    fn forward_default_from_dead_branches(&mut self, ctx: &mut Context) {
        for block in ctx.blocks(self.region).to_vec() {
            let Some(terminator) = ctx.last_op(block) else {
                continue;
            };
            let successors = ctx.successors(terminator).to_vec();
            for (i, successor) in successors.into_iter().enumerate() {
                if !self.info.merge_points.contains(&successor) {
                    continue;
                }
                let Some(branch) = BranchOpInterface::try_from(ctx, terminator) else {
                    continue;
                };
                let mut operands = branch.get_successor_operands(ctx, terminator, i);
                if operands.len() + 1 == ctx.num_block_args(successor) {
                    let value = self.default_value(ctx);
                    operands.append(ctx, terminator, &[value]);
                }
            }
        }
    }
}
