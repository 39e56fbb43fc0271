//! Interning: equal values get the same id. Each value is stored once; the
//! hash table holds ids with their hashes, so that growing it never reads
//! (or hashes again) the values, which are scattered over a large vector.

use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash};

/// One table entry: the value's id and its 32-bit hash.
#[derive(Clone, Copy)]
struct Entry {
    id: u32,
    hash: u32,
}

/// Interns values of one kind.
pub(crate) struct Uniquer<T> {
    items: Vec<T>,
    table: hashbrown::HashTable<Entry>,
}

impl<T> Default for Uniquer<T> {
    fn default() -> Self {
        Uniquer {
            items: Vec::new(),
            table: hashbrown::HashTable::new(),
        }
    }
}

/// The 32-bit hash kept in the table.
fn hash_of<T: ?Sized + Hash>(value: &T) -> u32 {
    let h = rustc_hash::FxBuildHasher.hash_one(value);
    (h ^ (h >> 32)) as u32
}

/// The table's 64-bit hash from the kept one: the low bits pick the bucket
/// and the top seven the tag, so both come from the 32 bits (the tag from
/// bits the bucket index of any table below 2^25 entries does not use).
fn spread(hash: u32) -> u64 {
    (u64::from(hash) << 32) | u64::from(hash)
}

impl<T: Eq + Hash> Uniquer<T> {
    pub fn intern(&mut self, value: T) -> u32 {
        let hash = hash_of(&value);
        match self.find_hashed(hash, &value) {
            Some(id) => id,
            None => self.insert_new(hash, value),
        }
    }

    /// As `intern`, from a borrowed form that is copied only when new: most
    /// strings of a file are names seen before, and those allocate nothing.
    pub fn intern_ref<Q>(&mut self, value: &Q) -> u32
    where
        Q: ?Sized + Eq + Hash,
        T: Borrow<Q>,
        for<'q> &'q Q: Into<T>,
    {
        let hash = hash_of(value);
        match self.find_hashed(hash, value) {
            Some(id) => id,
            None => self.insert_new(hash, value.into()),
        }
    }

    /// `hash` is that of `value`; `Borrow` keeps it that of the owned form.
    fn find_hashed<Q>(&self, hash: u32, value: &Q) -> Option<u32>
    where
        Q: ?Sized + Eq,
        T: Borrow<Q>,
    {
        let items = &self.items;
        self.table
            .find(spread(hash), |e| {
                e.hash == hash && Borrow::<Q>::borrow(&items[e.id as usize]) == value
            })
            .map(|e| e.id)
    }

    fn insert_new(&mut self, hash: u32, value: T) -> u32 {
        let id = self.items.len() as u32;
        self.items.push(value);
        self.table
            .insert_unique(spread(hash), Entry { id, hash }, |e| spread(e.hash));
        id
    }

    pub fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    /// The id of `value` if it was interned.
    pub fn find(&self, value: &T) -> Option<u32> {
        self.find_hashed(hash_of(value), value)
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }
}
