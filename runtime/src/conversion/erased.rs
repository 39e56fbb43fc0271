//! The ops a conversion in progress erased, by their arena slot: the
//! legalizer asks for each op, and for its ancestors, whether it is
//! erased, and a hash set of a million ops makes each question a cache
//! miss. Erased ops stay in place until the conversion commits, so their
//! slots are not reused meanwhile, and an undone erasure takes its op out
//! before an undone creation frees the slot.

use crate::OpId;

/// A set of ops, one bit per arena slot.
#[derive(Default)]
pub(super) struct ErasedOps {
    bits: Vec<u64>,
}

impl ErasedOps {
    /// Adds `op`; `false` when it was in already.
    pub(super) fn insert(&mut self, op: OpId) -> bool {
        let (word, bit) = position(op);
        if word >= self.bits.len() {
            self.bits.resize(word + 1, 0);
        }
        let was = self.bits[word] & bit != 0;
        self.bits[word] |= bit;
        !was
    }

    /// Takes `op` out.
    pub(super) fn remove(&mut self, op: OpId) {
        let (word, bit) = position(op);
        if let Some(w) = self.bits.get_mut(word) {
            *w &= !bit;
        }
    }

    pub(super) fn contains(&self, op: OpId) -> bool {
        let (word, bit) = position(op);
        self.bits.get(word).is_some_and(|w| w & bit != 0)
    }
}

fn position(op: OpId) -> (usize, u64) {
    (op.index() / 64, 1 << (op.index() % 64))
}
