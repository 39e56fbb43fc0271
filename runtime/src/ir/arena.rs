//! A slot arena with generational ids: a handle to an erased entity is
//! detected as stale instead of reaching whatever reused its slot.

use super::slot_table::SlotTable;
use std::marker::PhantomData;
use std::num::NonZeroU32;

/// A generational index into an [`Arena`]: the slot and the generation it
/// was made in, so that a handle to an erased entity does not name
/// whatever reuses its slot.
pub struct Id<T> {
    pub(crate) index: u32,
    /// Never zero, so that `Option<Id>` is as small as `Id`.
    pub(crate) generation: NonZeroU32,
    _marker: PhantomData<fn() -> T>,
}

impl<T> Id<T> {
    pub(crate) fn new(index: u32, generation: NonZeroU32) -> Self {
        Id {
            index,
            generation,
            _marker: PhantomData,
        }
    }

    /// The slot number; dense, so usable to index side tables.
    pub fn index(self) -> usize {
        self.index as usize
    }

    /// The slot alone, as the links between live entities keep it (in 4
    /// bytes, `None` included); [`Arena::at_slot`] gives the id back.
    pub(crate) fn slot(self) -> Slot {
        NonZeroU32::MIN.saturating_add(self.index)
    }
}

/// An arena slot plus one, so that `Option<Slot>` is 4 bytes.
pub(crate) type Slot = NonZeroU32;

impl<T> Clone for Id<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Id<T> {}
impl<T> PartialEq for Id<T> {
    fn eq(&self, o: &Self) -> bool {
        self.index == o.index && self.generation == o.generation
    }
}
impl<T> Eq for Id<T> {}
impl<T> std::hash::Hash for Id<T> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.index.hash(h);
        self.generation.hash(h);
    }
}
impl<T> PartialOrd for Id<T> {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}
impl<T> Ord for Id<T> {
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        (self.index, self.generation).cmp(&(o.index, o.generation))
    }
}
impl<T> std::fmt::Debug for Id<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}v{}", self.index, self.generation)
    }
}

struct Entry<T> {
    generation: NonZeroU32,
    value: Option<T>,
}

/// Owns entities of one kind; freed slots are reused with a new generation.
pub struct Arena<T> {
    slots: Vec<Entry<T>>,
    free: Vec<u32>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena {
            slots: Vec::new(),
            free: Vec::new(),
        }
    }
}

impl<T> Arena<T> {
    /// Makes room for `additional` more entities without growing.
    pub fn reserve(&mut self, additional: usize) {
        self.slots.reserve(additional);
    }

    /// Stores `value` in a free slot (reusing one under a new generation)
    /// and returns its id.
    pub fn insert(&mut self, value: T) -> Id<T> {
        if let Some(index) = self.free.pop() {
            let slot = &mut self.slots[index as usize];
            slot.value = Some(value);
            return Id::new(index, slot.generation);
        }
        self.slots.push(Entry {
            generation: NonZeroU32::MIN,
            value: Some(value),
        });
        Id::new(self.slots.len() as u32 - 1, NonZeroU32::MIN)
    }

    /// The entity `id` names; `None` when it was removed (stale id).
    pub fn get(&self, id: Id<T>) -> Option<&T> {
        let slot = self.slots.get(id.index as usize)?;
        if slot.generation != id.generation {
            return None;
        }
        slot.value.as_ref()
    }

    /// The entity `id` names, to change; `None` when it was removed.
    pub fn get_mut(&mut self, id: Id<T>) -> Option<&mut T> {
        let slot = self.slots.get_mut(id.index as usize)?;
        if slot.generation != id.generation {
            return None;
        }
        slot.value.as_mut()
    }

    /// Takes the entity out and frees its slot; `id` and every copy of it
    /// become stale. `None` when it was removed already.
    pub fn remove(&mut self, id: Id<T>) -> Option<T> {
        let slot = self.slots.get_mut(id.index as usize)?;
        if slot.generation != id.generation {
            return None;
        }
        let value = slot.value.take()?;
        slot.generation = slot.generation.checked_add(1).unwrap_or(NonZeroU32::MIN);
        self.free.push(id.index);
        Some(value)
    }

    /// The id of the live entity in `slot`.
    pub(crate) fn at_slot(&self, slot: Slot) -> Id<T> {
        let index = slot.get() - 1;
        Id::new(index, self.slots[index as usize].generation)
    }

    /// The number of slots ever used: an upper bound for [`Id::index`].
    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    /// The number of live entities.
    pub fn len(&self) -> usize {
        self.slots.len() - self.free.len()
    }

    /// Whether no entity is live.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A set of ids of one arena, kept as a table indexed by slot (the
/// generation of the member, or 0), as cranelift-entity's `EntitySet` is:
/// a lookup reads one entry, and ids of neighbouring slots neighbouring
/// entries, where a hash set reads a random bucket for each. The table is
/// paged (`SlotTable`): a set of one function's ops costs the slots
/// they span, not the arena below them.
pub struct IdSet<T> {
    generations: SlotTable,
    _marker: PhantomData<fn() -> T>,
}

impl<T> Default for IdSet<T> {
    fn default() -> Self {
        IdSet {
            generations: SlotTable::default(),
            _marker: PhantomData,
        }
    }
}

impl<T> IdSet<T> {
    /// Whether `id` is a member (another generation of its slot is not).
    pub fn contains(&self, id: Id<T>) -> bool {
        self.generations.get(id.index()) == id.generation.get()
    }

    /// Adds `id`, replacing any other generation of its slot; `true` when
    /// it was not a member.
    pub fn insert(&mut self, id: Id<T>) -> bool {
        let new = self.generations.get(id.index()) != id.generation.get();
        self.generations.set(id.index(), id.generation.get());
        new
    }
}
