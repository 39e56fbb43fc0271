//! The greedy driver's worklist (MLIR's `Worklist`): a stack of ops, each
//! at most once, from which ops can be removed when erased.
//!
//! Where MLIR keeps a map from op to list position, this keeps a table
//! indexed by the op's arena slot ([`SlotTable`]): ops are pushed and
//! popped in block order, so the table is read in order too, where a hash
//! map reads a random bucket for each op of a large block.

use crate::ir::slot_table::SlotTable;
use crate::OpId;

#[derive(Default)]
pub(crate) struct Worklist {
    /// Ops in push order; `None` where one was removed.
    list: Vec<Option<OpId>>,
    /// For each op slot, 1 + its position in `list`, or 0. A slot's entry
    /// belongs to the op with that slot whose id is at that position; an
    /// entry left by an erased op of the same slot is stale.
    position: SlotTable,
}

impl Worklist {
    pub(crate) fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.position.set(op.index(), 0);
        }
    }

    /// Where `op` is in the list, if it is.
    fn find(&self, op: OpId) -> Option<usize> {
        let p = self.position.get(op.index()) as usize;
        (p != 0 && self.list[p - 1] == Some(op)).then(|| p - 1)
    }

    /// Pushes `op` unless it is in the list already.
    pub(crate) fn push(&mut self, op: OpId) {
        if self.find(op).is_some() {
            return;
        }
        let slot = op.index();
        // An erased op that had this slot cannot run any more.
        let stale = self.position.get(slot) as usize;
        if stale != 0 && self.list[stale - 1].is_some_and(|o| o.index() == slot) {
            self.list[stale - 1] = None;
        }
        self.list.push(Some(op));
        let position = u32::try_from(self.list.len()).expect("fewer than 2^32 entries");
        self.position.set(slot, position);
    }

    /// The op pushed last.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                // (Unless a pushed op with the slot took the entry over.)
                if self.position.get(op.index()) as usize == self.list.len() + 1 {
                    self.position.set(op.index(), 0);
                }
                return Some(op);
            }
        }
        None
    }

    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(i) = self.find(op) {
            self.list[i] = None;
            self.position.set(op.index(), 0);
        }
    }

    /// Reverses the order, so that what was pushed first pops first.
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        for (i, entry) in self.list.iter().enumerate() {
            if let Some(op) = entry {
                self.position.set(op.index(), i as u32 + 1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Worklist;
    use crate::OpId;
    use std::num::NonZeroU32;

    fn op(slot: u32, generation: u32) -> OpId {
        OpId::new(slot, NonZeroU32::new(generation).unwrap())
    }

    fn drain(w: &mut Worklist) -> Vec<OpId> {
        std::iter::from_fn(|| w.pop()).collect()
    }

    #[test]
    fn each_op_is_listed_once_and_pops_last_first() {
        let mut w = Worklist::default();
        for o in [op(3, 1), op(0, 1), op(3, 1), op(7, 1)] {
            w.push(o);
        }
        assert_eq!(drain(&mut w), [op(7, 1), op(0, 1), op(3, 1)]);
        // Popped ops may be pushed again.
        w.push(op(3, 1));
        assert_eq!(drain(&mut w), [op(3, 1)]);
    }

    #[test]
    fn removed_ops_do_not_pop_and_reverse_keeps_positions() {
        let mut w = Worklist::default();
        for i in 0..5 {
            w.push(op(i, 1));
        }
        w.remove(op(2, 1));
        w.remove(op(2, 2)); // another op of the slot: not listed
        w.reverse();
        w.remove(op(0, 1));
        w.push(op(4, 1)); // still listed after reversing
        assert_eq!(drain(&mut w), [op(1, 1), op(3, 1), op(4, 1)]);
    }

    #[test]
    fn an_op_reusing_an_erased_ops_slot_replaces_its_entry() {
        let mut w = Worklist::default();
        w.push(op(1, 1));
        w.push(op(2, 1));
        // op(1, 1) was erased without being removed; op(1, 2) has its slot.
        w.push(op(1, 2));
        assert_eq!(drain(&mut w), [op(1, 2), op(2, 1)]);
        w.push(op(5, 1));
        w.clear();
        assert_eq!(drain(&mut w), []);
        w.push(op(5, 1));
        assert_eq!(drain(&mut w), [op(5, 1)]);
    }
}
