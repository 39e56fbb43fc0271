//! The uses through which ops must stop using a slot for it to be
//! promoted or split (MLIR's blocking uses), and how they spread: an op
//! that erases itself to drop its use makes the uses of its results
//! blocking too.

use crate::analysis::slice::forward_slice;
use crate::interfaces::memory_slot::{MemorySlot, PromotableMemOpConcept, PromotableOpConcept};
use crate::{Context, OpId, Use, Value};
use rustc_hash::FxHashMap;

/// Each op with blocking uses and those uses, in the order the ops were
/// first recorded (MLIR's `MapVector` of use sets).
#[derive(Debug, Default)]
pub(crate) struct BlockingUses {
    entries: Vec<(OpId, Vec<Use>)>,
    position: FxHashMap<OpId, usize>,
}

impl BlockingUses {
    /// Records `using` as a blocking use of its op.
    pub(crate) fn insert(&mut self, using: Use) {
        let i = *self.position.entry(using.op).or_insert_with(|| {
            self.entries.push((using.op, Vec::new()));
            self.entries.len() - 1
        });
        let uses = &mut self.entries[i].1;
        if !uses.contains(&using) {
            uses.push(using);
        }
    }

    /// The blocking uses of `op`, if it has any.
    pub(crate) fn get(&self, op: OpId) -> Option<&[Use]> {
        self.position.get(&op).map(|&i| &self.entries[i].1[..])
    }

    /// The ops with blocking uses, in the order first recorded.
    pub(crate) fn ops(&self) -> impl Iterator<Item = OpId> + '_ {
        self.entries.iter().map(|(op, _)| *op)
    }

    /// Follows the blocking uses already recorded through the forward
    /// slice of the slot pointer `ptr`, each op after those whose results it uses,
    /// asking each op with blocking uses whether it can drop them and
    /// which uses of its results must go with them. `slot` is given for
    /// a promotion, whose memory ops answer for it; none for a split,
    /// where only ops using no slot memory may drop uses. False when an
    /// op cannot.
    pub(crate) fn propagate(
        &mut self,
        ctx: &Context,
        ptr: Value,
        slot: Option<&MemorySlot>,
    ) -> bool {
        for user in forward_slice(ctx, ptr) {
            let Some(uses) = self.get(user).map(<[Use]>::to_vec) else {
                continue;
            };
            let mut new_uses = Vec::new();
            let removable = if let Some(op) = ctx.op_interface::<PromotableOpConcept>(user) {
                (op.can_uses_be_removed)(ctx, user, &uses, &mut new_uses)
            } else if let (Some(mem), Some(slot)) =
                (ctx.op_interface::<PromotableMemOpConcept>(user), slot)
            {
                (mem.can_uses_be_removed)(ctx, user, slot, &uses, &mut new_uses)
            } else {
                false
            };
            if !removable {
                return false;
            }
            for using in new_uses {
                self.insert(using);
            }
        }
        true
    }
}
