//! The greedy driver's worklist (MLIR's `Worklist`): a stack of ops, each
//! at most once, from which ops can be removed when erased.

use crate::OpId;
use rustc_hash::FxHashMap;

#[derive(Default)]
pub(crate) struct Worklist {
    /// Ops in push order; `None` where one was removed.
    list: Vec<Option<OpId>>,
    /// Where each op in the list is.
    index: FxHashMap<OpId, usize>,
}

impl Worklist {
    pub(crate) fn clear(&mut self) {
        self.list.clear();
        self.index.clear();
    }

    /// Pushes `op` unless it is in the list already.
    pub(crate) fn push(&mut self, op: OpId) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.index.entry(op) {
            e.insert(self.list.len());
            self.list.push(Some(op));
        }
    }

    /// The op pushed last.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.index.remove(&op);
                return Some(op);
            }
        }
        None
    }

    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(i) = self.index.remove(&op) {
            self.list[i] = None;
        }
    }

    /// Reverses the order, so that what was pushed first pops first.
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        for (i, entry) in self.list.iter().enumerate() {
            if let Some(op) = entry {
                self.index.insert(*op, i);
            }
        }
    }
}
