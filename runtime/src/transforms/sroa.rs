//! `sroa` (MLIR's `SROA` pass, `SROA.cpp` as LLVM 22 has it): scalar
//! replacement of aggregates. An aggregate slot that allocators offer
//! (`DestructurableAllocationOpInterface`) is split into a slot per
//! element its accessors use when every use of its pointer is an access
//! that can take the element's slot instead
//! (`DestructurableAccessorOpInterface`) or a use that can go
//! (`PromotableOpInterface`); the new slots are tried in turn.

use super::mem2reg::blocking_uses::BlockingUses;
use super::mem2reg::ops_in_region;
use crate::analysis::cfg::sort_by_dominance;
use crate::diag::Diagnostic;
use crate::interfaces::memory_slot::{
    DeletionKind, DestructurableAccessorConcept, DestructurableAllocationConcept,
    DestructurableMemorySlot, MemorySlot, PromotableOpConcept, SafeMemorySlotAccessConcept,
    UsedIndices,
};
use crate::pass::{Pass, PassCloner, PassFailure, Statistic};
use crate::{Context, InsertPoint, IrResult, OpBuilder, OpId, Use};
use rustc_hash::FxHashSet;

/// The `sroa` pass.
#[derive(Debug)]
pub struct Sroa {
    destructured: Statistic,
    with_memory_benefit: Statistic,
    max_subelements: Statistic,
}

impl Default for Sroa {
    fn default() -> Sroa {
        Sroa {
            destructured: Statistic::new(
                "destructured slots",
                "Total amount of memory slots destructured",
            ),
            with_memory_benefit: Statistic::new(
                "slots with memory benefit",
                "Total amount of memory slots in which the destructured size was smaller than \
                 the total size after eliminating unused fields",
            ),
            max_subelements: Statistic::new(
                "max subelement number",
                "Maximal number of sub-elements a successfully destructured slot initially had",
            ),
        }
    }
}

impl Pass for Sroa {
    fn clone_pass(&self) -> Option<PassCloner> {
        Some(Box::new(|| Box::new(Sroa::default())))
    }

    fn argument(&self) -> &'static str {
        "sroa"
    }
    fn description(&self) -> &'static str {
        "Scalar Replacement of Aggregates"
    }
    fn name(&self) -> &'static str {
        "SROA"
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![
            &self.destructured,
            &self.with_memory_benefit,
            &self.max_subelements,
        ]
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        for region in ctx.regions(op).to_vec() {
            if ctx.blocks(region).is_empty() {
                continue;
            }
            let allocators = ops_in_region::<DestructurableAllocationConcept>(ctx, region);
            self.destructure_slots(ctx, allocators)
                .map_err(|e| Diagnostic::error(ctx.op_loc(op), e.to_string()))?;
        }
        Ok(())
    }
}

/// What splitting a slot needs (MLIR's `MemorySlotDestructuringInfo`).
struct DestructuringInfo {
    /// The element indices the accessors use.
    used_indices: UsedIndices,
    /// The ops whose uses of the slot must go.
    blocking_uses: BlockingUses,
    /// The accessors that take the element slots instead.
    accessors: Vec<OpId>,
}

impl Sroa {
    /// Splits what slots of `allocators` it can, in rounds until one splits
    /// none, each allocator one slot a round, the new allocators joining
    /// the next round (MLIR's `tryToDestructureMemorySlots`).
    fn destructure_slots(&mut self, ctx: &mut Context, mut worklist: Vec<OpId>) -> IrResult<()> {
        loop {
            let mut next = Vec::new();
            let mut changed = false;
            for allocator in worklist {
                if !ctx.is_live(allocator) {
                    continue;
                }
                if self.destructure_one_slot(ctx, allocator, &mut next)? {
                    changed = true;
                } else {
                    next.push(allocator);
                }
            }
            if !changed {
                return Ok(());
            }
            worklist = next;
        }
    }

    /// Splits the first slot of `allocator` that can be, adding the new
    /// allocators to `new_allocators`; whether one was.
    fn destructure_one_slot(
        &mut self,
        ctx: &mut Context,
        allocator: OpId,
        new_allocators: &mut Vec<OpId>,
    ) -> IrResult<bool> {
        let Some(concept) = ctx.op_interface::<DestructurableAllocationConcept>(allocator) else {
            return Ok(false);
        };
        for slot in (concept.destructurable_slots)(ctx, allocator) {
            let Some(info) = destructuring_info(ctx, &slot) else {
                continue;
            };
            self.destructure(ctx, allocator, concept, &slot, info, new_allocators)?;
            return Ok(true);
        }
        Ok(false)
    }

    /// Splits `slot`: allocates the used elements, rewires the accessors,
    /// drops the other uses (the last first) and lets the allocator go
    /// (MLIR's `destructureSlot`).
    fn destructure(
        &mut self,
        ctx: &mut Context,
        allocator: OpId,
        concept: &'static DestructurableAllocationConcept,
        slot: &DestructurableMemorySlot,
        info: DestructuringInfo,
        new_allocators: &mut Vec<OpId>,
    ) -> IrResult<()> {
        let Some(block) = ctx.value_block(slot.slot.ptr) else {
            return Ok(());
        };
        let mut builder = OpBuilder {
            point: InsertPoint::Start(block),
        };
        let subslots = (concept.destructure)(
            ctx,
            allocator,
            slot,
            &info.used_indices,
            &mut builder,
            new_allocators,
        );
        if slot.subelement_types.len() != info.used_indices.len() {
            self.with_memory_benefit += 1;
        }
        let subelements = slot.subelement_types.len() as u64;
        if subelements > self.max_subelements.value() {
            self.max_subelements.set(subelements);
        }

        let mut users: Vec<OpId> = info.blocking_uses.ops().collect();
        for &accessor in &info.accessors {
            if !users.contains(&accessor) {
                users.push(accessor);
            }
        }
        if let Some(region) = ctx.block_parent_region(block) {
            sort_by_dominance(ctx, region, &mut users);
        }
        let mut to_erase = Vec::new();
        for &user in users.iter().rev() {
            let mut builder = OpBuilder {
                point: InsertPoint::After(user),
            };
            let deletion =
                if let Some(accessor) = ctx.op_interface::<DestructurableAccessorConcept>(user) {
                    (accessor.rewire)(ctx, user, slot, &subslots, &mut builder)
                } else if let Some(promotable) = ctx.op_interface::<PromotableOpConcept>(user) {
                    let uses = info.blocking_uses.get(user).unwrap_or_default().to_vec();
                    (promotable.remove_blocking_uses)(ctx, user, &uses, &mut builder)
                } else {
                    DeletionKind::Keep
                };
            if deletion == DeletionKind::Delete {
                to_erase.push(user);
            }
        }
        to_erase.into_iter().try_for_each(|op| ctx.erase_op(op))?;

        self.destructured += 1;
        let mut builder = OpBuilder {
            point: InsertPoint::Start(block),
        };
        let replacement =
            (concept.handle_destructuring_complete)(ctx, allocator, slot, &mut builder);
        new_allocators.extend(replacement);
        Ok(())
    }
}

/// What splitting `slot` needs, or none when some use of its pointer can
/// neither be rewired nor go (MLIR's `computeDestructuringInfo`).
fn destructuring_info(
    ctx: &mut Context,
    slot: &DestructurableMemorySlot,
) -> Option<DestructuringInfo> {
    let ptr = slot.slot.ptr;
    if !ctx.has_uses(ptr) {
        return None;
    }
    let mut info = DestructuringInfo {
        used_indices: UsedIndices::default(),
        blocking_uses: BlockingUses::default(),
        accessors: Vec::new(),
    };
    let mut must_be_safe: Vec<MemorySlot> = Vec::new();
    for using in ctx.uses(ptr) {
        if let Some(accessor) = ctx.op_interface::<DestructurableAccessorConcept>(using.op) {
            if (accessor.can_rewire)(
                ctx,
                using.op,
                slot,
                &mut info.used_indices,
                &mut must_be_safe,
            ) {
                info.accessors.push(using.op);
                continue;
            }
        }
        info.blocking_uses.insert(using);
    }
    let mut visited: FxHashSet<Use> = FxHashSet::default();
    while let Some(subslot) = must_be_safe.pop() {
        for using in ctx.uses(subslot.ptr) {
            if !visited.insert(using) {
                continue;
            }
            if let Some(safe) = ctx.op_interface::<SafeMemorySlotAccessConcept>(using.op) {
                if (safe.ensure_only_safe_accesses)(ctx, using.op, &subslot, &mut must_be_safe) {
                    continue;
                }
            }
            info.blocking_uses.insert(using);
        }
    }
    info.blocking_uses.propagate(ctx, ptr, None).then_some(info)
}
