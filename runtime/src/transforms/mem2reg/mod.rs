//! `mem2reg` (MLIR's `Mem2Reg` pass, `Mem2Reg.cpp` as LLVM 22 has it):
//! the slots that allocators offer (`PromotableAllocationOpInterface`)
//! become SSA values when every use of their pointer can go: loads take
//! the value last stored, block arguments carry it where stores meet, and
//! the loads, stores and allocator are erased. Slots are tried in rounds
//! until one promotes none, as promoting one can free another.

mod analysis;
pub(crate) mod blocking_uses;
mod promoter;

use crate::analysis::dominance::DominatorTree;
use crate::diag::Diagnostic;
use crate::interfaces::memory_slot::PromotableAllocationConcept;
use crate::pass::{Pass, PassCloner, PassFailure, PassOptions, Statistic};
use crate::{Context, IrResult, OpId, RegionId, WalkOrder};
use analysis::{compute_info, value_region};
use promoter::Promoter;
use rustc_hash::FxHashMap;

/// The `mem2reg` pass.
#[derive(Debug)]
pub struct Mem2Reg {
    options: PassOptions,
    promoted: Statistic,
    new_block_args: Statistic,
}

impl Default for Mem2Reg {
    fn default() -> Mem2Reg {
        Mem2Reg {
            // Declared by MLIR 22, which reads it nowhere.
            options: PassOptions::new().with(
                "region-simplify",
                "Perform control flow optimizations to the region tree",
                true,
            ),
            promoted: Statistic::new("promoted slots", "Total amount of memory slot promoted"),
            new_block_args: Statistic::new(
                "new block args",
                "Total amount of new block argument inserted in blocks",
            ),
        }
    }
}

impl Pass for Mem2Reg {
    fn clone_pass(&self) -> Option<PassCloner> {
        let options = self.options.clone();
        Some(Box::new(move || {
            Box::new(Mem2Reg {
                options: options.clone(),
                ..Mem2Reg::default()
            })
        }))
    }

    fn argument(&self) -> &'static str {
        "mem2reg"
    }
    fn description(&self) -> &'static str {
        "Promotes memory slots into values."
    }
    fn name(&self) -> &'static str {
        "Mem2Reg"
    }
    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![&self.promoted, &self.new_block_args]
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let mut dominance = FxHashMap::default();
        for region in ctx.regions(op).to_vec() {
            if ctx.blocks(region).is_empty() {
                continue;
            }
            loop {
                let allocators = ops_in_region::<PromotableAllocationConcept>(ctx, region);
                let promoted = self
                    .promote_slots(ctx, allocators, &mut dominance)
                    .map_err(|e| Diagnostic::error(ctx.op_loc(op), e.to_string()))?;
                if !promoted {
                    break;
                }
            }
        }
        Ok(())
    }
}

impl Mem2Reg {
    /// Promotes what slots of `allocators` it can, in rounds until one
    /// promotes none, each allocator one slot a round (promoting a slot
    /// may change its others); whether any was (MLIR's
    /// `tryToPromoteMemorySlots`).
    fn promote_slots(
        &mut self,
        ctx: &mut Context,
        mut worklist: Vec<OpId>,
        dominance: &mut FxHashMap<RegionId, DominatorTree>,
    ) -> IrResult<bool> {
        let mut promoted_any = false;
        loop {
            let mut next = Vec::new();
            let mut changed = false;
            for allocator in worklist {
                if !ctx.is_live(allocator) {
                    continue;
                }
                match self.promote_one_slot(ctx, allocator, dominance)? {
                    Some(new_allocator) => {
                        changed = true;
                        next.extend(new_allocator);
                    }
                    None => next.push(allocator),
                }
            }
            if !changed {
                return Ok(promoted_any);
            }
            promoted_any = true;
            worklist = next;
        }
    }

    /// Promotes the first slot of `allocator` that can be: `Some` of the
    /// allocator that replaced it, if any, when one was.
    fn promote_one_slot(
        &mut self,
        ctx: &mut Context,
        allocator: OpId,
        dominance: &mut FxHashMap<RegionId, DominatorTree>,
    ) -> IrResult<Option<Option<OpId>>> {
        let Some(concept) = ctx.op_interface::<PromotableAllocationConcept>(allocator) else {
            return Ok(None);
        };
        for slot in (concept.promotable_slots)(ctx, allocator) {
            if !ctx.has_uses(slot.ptr) {
                continue;
            }
            let (Some(region), Some(block)) =
                (value_region(ctx, slot.ptr), ctx.value_block(slot.ptr))
            else {
                continue;
            };
            let tree = dominance
                .entry(region)
                .or_insert_with(|| DominatorTree::new(ctx, region));
            let Some(info) = compute_info(ctx, &slot, tree) else {
                continue;
            };
            let promoter = Promoter::new(slot, allocator, concept, (region, block), tree, info);
            let (new_allocator, new_args) = promoter.promote(ctx)?;
            self.new_block_args += new_args;
            self.promoted += 1;
            return Ok(Some(new_allocator));
        }
        Ok(None)
    }
}

/// The ops nested in `region` that implement the interface of concept
/// `C`, in post-order (MLIR's `Region::walk` over an interface).
pub(crate) fn ops_in_region<C: std::any::Any>(ctx: &Context, region: RegionId) -> Vec<OpId> {
    let mut found = Vec::new();
    for &block in ctx.blocks(region) {
        for top in ctx.block_ops(block) {
            ctx.walk(top, WalkOrder::PostOrder, &mut |op| {
                if ctx.op_interface::<C>(op).is_some() {
                    found.push(op);
                }
            });
        }
    }
    found
}
