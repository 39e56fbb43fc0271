//! A table from arena slots to small numbers that costs what it holds,
//! not the highest slot it is asked about.
//!
//! Tables of one function's ops indexed by op slot (the greedy driver's
//! worklist positions, the verifier's op order in a block) are built once
//! per function. A plain vector indexed by slot costs the whole arena up
//! to the function's highest slot each time: on a module of 10,000
//! functions, zeroing and growing those vectors was a third of a
//! `func.func(canonicalize,cse)` run. Pages of 1,024 entries, made on
//! first write, cost what the function's own slots span.

const PAGE_BITS: usize = 10;
const PAGE: usize = 1 << PAGE_BITS;

/// Slot to `u32`, 0 where nothing was written.
#[derive(Clone, Default)]
pub(crate) struct SlotTable {
    pages: Vec<Option<Box<[u32; PAGE]>>>,
}

impl SlotTable {
    /// The entry of `slot` (0 if never written).
    pub(crate) fn get(&self, slot: usize) -> u32 {
        match self.pages.get(slot >> PAGE_BITS) {
            Some(Some(page)) => page[slot & (PAGE - 1)],
            _ => 0,
        }
    }

    /// Sets the entry of `slot`, making its page if needed.
    pub(crate) fn set(&mut self, slot: usize, value: u32) {
        let page = slot >> PAGE_BITS;
        if page >= self.pages.len() {
            if value == 0 {
                return;
            }
            self.pages.resize_with(page + 1, || None);
        }
        let page = self.pages[page].get_or_insert_with(|| Box::new([0; PAGE]));
        page[slot & (PAGE - 1)] = value;
    }
}

#[cfg(test)]
mod tests {
    use super::SlotTable;

    #[test]
    fn reads_what_was_written_and_zero_elsewhere() {
        let mut t = SlotTable::default();
        assert_eq!(t.get(5_000_000), 0);
        t.set(3, 7);
        t.set(1_000_003, 9);
        t.set(2_000_000, 0);
        assert_eq!(
            (t.get(3), t.get(1_000_003), t.get(4), t.get(1_000_004)),
            (7, 9, 0, 0)
        );
        assert_eq!(t.get(2_000_000), 0);
        t.set(3, 0);
        assert_eq!(t.get(3), 0);
        // Only the pages written to exist.
        assert_eq!(t.pages.iter().flatten().count(), 2);
    }
}
