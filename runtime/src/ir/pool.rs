//! The variable-length parts of operations (operands, results, regions,
//! successors), each kind in one shared vector: an operation holds a span
//! of it instead of a vector of its own, so that creating one allocates
//! nothing and its fixed part stays small.

use rustc_hash::FxHashMap;

/// A range of a [`Pool`]: where an operation's items start, and how many.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Span {
    start: u32,
    len: u32,
}

impl Span {
    pub fn len(self) -> usize {
        self.len as usize
    }

    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// Items of one kind for all operations; freed spans are reused by spans of
/// the same length (an operation rewritten gets its counts back, mostly).
pub(crate) struct Pool<T> {
    items: Vec<T>,
    free: FxHashMap<u32, Vec<u32>>,
}

impl<T> Default for Pool<T> {
    fn default() -> Self {
        Pool {
            items: Vec::new(),
            free: FxHashMap::default(),
        }
    }
}

impl<T: Copy> Pool<T> {
    /// Makes room for `additional` more items without growing.
    pub fn reserve(&mut self, additional: usize) {
        self.items.reserve(additional);
    }

    /// A span holding `values`.
    pub fn alloc(&mut self, values: &[T]) -> Span {
        let len = values.len() as u32;
        if len == 0 {
            return Span::default();
        }
        if let Some(start) = self.free.get_mut(&len).and_then(Vec::pop) {
            let span = Span { start, len };
            self.items[span.range()].copy_from_slice(values);
            return span;
        }
        let start = u32::try_from(self.items.len()).expect("more than 2^32 items in a pool");
        self.items.extend_from_slice(values);
        Span { start, len }
    }

    /// Gives `span` back for reuse; its items are left as they are.
    pub fn free(&mut self, span: Span) {
        if span.len != 0 {
            self.free.entry(span.len).or_default().push(span.start);
        }
    }

    /// `span`'s items replaced by `values`, in place when the length is
    /// the same.
    pub fn replace(&mut self, span: Span, values: &[T]) -> Span {
        if span.len() == values.len() {
            self.items[span.range()].copy_from_slice(values);
            return span;
        }
        self.free(span);
        self.alloc(values)
    }

    pub fn get(&self, span: Span) -> &[T] {
        &self.items[span.range()]
    }

    pub fn get_mut(&mut self, span: Span) -> &mut [T] {
        &mut self.items[span.range()]
    }
}
