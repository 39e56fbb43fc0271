//! Interning: equal values get the same id. Each value is stored once; the
//! hash table holds ids with their hashes, so that growing it never reads
//! (or hashes again) the values, which are scattered over a large vector.
//!
//! The values never move ([`AppendVec`]) and the table sits behind a lock,
//! so that [`Uniquer::intern_shared`] interns through `&self`: the context's
//! locations, made when first asked for, on any thread, and whatever the
//! contexts of a pass manager's threads intern ([`super::interning`]).

use super::append_vec::AppendVec;
use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash};
use std::sync::{Mutex, PoisonError};

/// One table entry: the value's id and its 32-bit hash.
#[derive(Clone, Copy)]
struct Entry {
    id: u32,
    hash: u32,
}

/// Interns values of one kind.
pub(crate) struct Uniquer<T> {
    items: AppendVec<T>,
    table: Mutex<hashbrown::HashTable<Entry>>,
}

impl<T> Default for Uniquer<T> {
    fn default() -> Self {
        Uniquer {
            items: AppendVec::default(),
            table: Mutex::new(hashbrown::HashTable::new()),
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
        let table = self.table.get_mut().unwrap_or_else(PoisonError::into_inner);
        match find_in(table, &self.items, hash, &value) {
            Some(id) => id,
            None => insert_new(table, self.items.push(value), hash),
        }
    }

    /// As `intern`, through `&self`: the table is locked meanwhile.
    pub fn intern_shared(&self, value: T) -> u32 {
        let hash = hash_of(&value);
        let mut table = self.table.lock().unwrap_or_else(PoisonError::into_inner);
        match find_in(&table, &self.items, hash, &value) {
            Some(id) => id,
            // SAFETY: appenders hold the lock (`&mut self` or this one).
            None => insert_new(&mut table, unsafe { self.items.push_shared(value) }, hash),
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
        let table = self.table.get_mut().unwrap_or_else(PoisonError::into_inner);
        match find_in(table, &self.items, hash, value) {
            Some(id) => id,
            None => insert_new(table, self.items.push(value.into()), hash),
        }
    }

    /// As `intern_ref`, through `&self`: the table is locked meanwhile.
    pub fn intern_ref_shared<Q>(&self, value: &Q) -> u32
    where
        Q: ?Sized + Eq + Hash,
        T: Borrow<Q>,
        for<'q> &'q Q: Into<T>,
    {
        let hash = hash_of(value);
        let mut table = self.table.lock().unwrap_or_else(PoisonError::into_inner);
        match find_in(&table, &self.items, hash, value) {
            Some(id) => id,
            // SAFETY: appenders hold the lock (`&mut self` or this one).
            None => insert_new(
                &mut table,
                unsafe { self.items.push_shared(value.into()) },
                hash,
            ),
        }
    }

    pub fn get(&self, id: u32) -> &T {
        self.items.get(id)
    }

    /// The id of `value` if it was interned.
    pub fn find(&self, value: &T) -> Option<u32> {
        let table = self.table.lock().unwrap_or_else(PoisonError::into_inner);
        find_in(&table, &self.items, hash_of(value), value)
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }
}

/// The id of `value` (whose hash is `hash`) in `table`, if there. `Borrow`
/// keeps the hash of a borrowed form that of the owned one.
fn find_in<T, Q>(
    table: &hashbrown::HashTable<Entry>,
    items: &AppendVec<T>,
    hash: u32,
    value: &Q,
) -> Option<u32>
where
    Q: ?Sized + Eq,
    T: Borrow<Q>,
{
    table
        .find(spread(hash), |e| {
            e.hash == hash && Borrow::<Q>::borrow(items.get(e.id)) == value
        })
        .map(|e| e.id)
}

/// Enters item `id`, just appended, in `table`.
fn insert_new(table: &mut hashbrown::HashTable<Entry>, id: u32, hash: u32) -> u32 {
    table.insert_unique(spread(hash), Entry { id, hash }, |e| spread(e.hash));
    id
}
