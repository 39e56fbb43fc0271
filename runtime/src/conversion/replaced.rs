//! The values a conversion in progress replaced, with their replacements:
//! results of replaced ops (a million in a large conversion) by their op's
//! arena slot, block arguments in a map. Every operand the conversion
//! remaps asks here; a hash map of a million values made each question a
//! cache miss and took half again the memory.

use crate::ir::slot_table::SlotTable;
use crate::Value;
use rustc_hash::FxHashMap;

/// A map from replaced values to their replacements.
#[derive(Default)]
pub(super) struct Replacements {
    /// Per op slot: one more than the index in `results` of the newest
    /// entry for a result of an op in that slot, 0 for none.
    newest: SlotTable,
    /// The replaced results, oldest first.
    results: Vec<Entry>,
    /// The replaced block arguments (few: those of inlined blocks).
    args: FxHashMap<Value, Value>,
}

struct Entry {
    from: Value,
    /// `None` once taken out.
    to: Option<Value>,
    /// One more than the index of the entry before it for the same slot.
    older: u32,
}

impl Replacements {
    /// What replaced `value`.
    pub(super) fn get(&self, value: Value) -> Option<Value> {
        match value {
            Value::Result(..) => self.find(value).and_then(|i| self.results[i].to),
            Value::Arg(..) => self.args.get(&value).copied(),
        }
    }

    /// Whether `value` was replaced.
    pub(super) fn contains(&self, value: Value) -> bool {
        self.get(value).is_some()
    }

    /// Records that `to` replaces `from` (instead of what did before).
    pub(super) fn insert(&mut self, from: Value, to: Value) {
        let Value::Result(op, _) = from else {
            self.args.insert(from, to);
            return;
        };
        let slot = op.index();
        if let Some(i) = self.find(from) {
            self.results[i].to = Some(to);
            return;
        }
        let older = self.newest.get(slot);
        self.results.push(Entry {
            from,
            to: Some(to),
            older,
        });
        self.newest.set(slot, self.results.len() as u32);
    }

    /// Takes `from` out: a rollback undoing its replacement, the newest
    /// first, so that its entry is usually the last and goes.
    pub(super) fn remove(&mut self, from: Value) {
        let Value::Result(op, _) = from else {
            self.args.remove(&from);
            return;
        };
        let Some(i) = self.find(from) else {
            return;
        };
        let slot = op.index();
        let newest_is_last = i + 1 == self.results.len() && self.newest.get(slot) as usize == i + 1;
        match self.results.pop_if(|_| newest_is_last) {
            Some(entry) => self.newest.set(slot, entry.older),
            None => self.results[i].to = None,
        }
    }

    /// The index of the entry of `from` that holds a replacement.
    fn find(&self, from: Value) -> Option<usize> {
        let Value::Result(op, _) = from else {
            return None;
        };
        let mut at = self.newest.get(op.index());
        while let Some(i) = at.checked_sub(1).map(|i| i as usize) {
            let entry = &self.results[i];
            if entry.from == from && entry.to.is_some() {
                return Some(i);
            }
            at = entry.older;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::Replacements;
    use crate::{Context, OperationState, Value};

    #[test]
    fn replacements_read_back_and_undo_newest_first() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let loc = ctx.unknown_loc();
        let i32 = ctx.i32_type();
        let mut op = || {
            let mut state = OperationState::new(&mut ctx, "test.op", loc);
            state.result_types = vec![i32, i32];
            ctx.create_op(state)
        };
        let (a, b, c) = (op(), op(), op());
        let arg = Value::Arg(ctx.create_block(&[(i32, loc)]), 0);
        let r = |op, n| Value::Result(op, n);
        let mut m = Replacements::default();
        m.insert(r(a, 0), r(c, 0));
        m.insert(r(a, 1), r(c, 1));
        m.insert(r(b, 0), r(a, 0));
        m.insert(arg, r(b, 1));
        assert_eq!(m.get(r(a, 0)), Some(r(c, 0)));
        assert_eq!(m.get(r(a, 1)), Some(r(c, 1)));
        assert_eq!(m.get(r(b, 0)), Some(r(a, 0)));
        assert_eq!(m.get(arg), Some(r(b, 1)));
        assert!(!m.contains(r(b, 1)) && !m.contains(r(c, 0)));
        // A second replacement of the same value wins.
        m.insert(r(a, 1), r(b, 1));
        assert_eq!(m.get(r(a, 1)), Some(r(b, 1)));
        // Undone newest first, as a rollback does; then out of order.
        m.remove(arg);
        m.remove(r(b, 0));
        assert_eq!((m.get(arg), m.get(r(b, 0))), (None, None));
        assert_eq!(m.results.len(), 2);
        m.remove(r(a, 0));
        assert_eq!(m.get(r(a, 0)), None);
        assert_eq!(m.get(r(a, 1)), Some(r(b, 1)));
        m.insert(r(a, 0), r(b, 0));
        assert_eq!(m.get(r(a, 0)), Some(r(b, 0)));
        m.remove(r(a, 1));
        m.remove(r(a, 0));
        assert!(!m.contains(r(a, 0)) && !m.contains(r(a, 1)));
    }
}
