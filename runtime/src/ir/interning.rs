//! The interned storage of a context: its symbols, types, attributes and
//! parsed sources, which the contexts a pass manager makes for its threads
//! share with it ([`Context::fork`](crate::Context::fork)), so that a
//! handle means the same in each.
//!
//! A context alone owns its storage and interns without locking; while a
//! fork is alive, every context of the family interns through the locks of
//! the [`Uniquer`]s, on any thread.

use super::attrs::AttrKind;
use super::source_locs::SourceLocs;
use super::storage::{DialectStorage, Storage};
use super::types::TypeKind;
use super::uniquer::Uniquer;
use std::sync::{Arc, Mutex, PoisonError};

/// What a family of contexts interns, read through [`Interning::get`].
#[derive(Default)]
pub(crate) struct Interned {
    pub symbols: Uniquer<Box<str>>,
    pub types: Uniquer<TypeKind>,
    pub attrs: Uniquer<AttrKind>,
    /// The parsed sources whose `loc("file":line:col)` are positions.
    pub source_locs: SourceLocs,
    /// Dialect types and attributes by the hash of their parameters, so
    /// that a `get` that finds one allocates nothing.
    dialect_types: Mutex<hashbrown::HashTable<u32>>,
    dialect_attrs: Mutex<hashbrown::HashTable<u32>>,
}

/// A context's handle on its interned storage, shared with its forks.
#[derive(Default)]
pub(crate) struct Interning(Arc<Interned>);

impl Interning {
    /// The storage, to read.
    pub fn get(&self) -> &Interned {
        &self.0
    }

    /// Whether another context shares the storage (a fork, or the context
    /// it was forked from).
    pub fn is_shared(&self) -> bool {
        Arc::strong_count(&self.0) > 1
    }

    /// Another handle on the same storage, for a fork.
    pub fn share(&self) -> Interning {
        Interning(Arc::clone(&self.0))
    }

    pub fn symbol(&mut self, s: &str) -> u32 {
        match Arc::get_mut(&mut self.0) {
            Some(owned) => owned.symbols.intern_ref(s),
            None => self.0.symbols.intern_ref_shared(s),
        }
    }

    pub fn ty(&mut self, kind: TypeKind) -> u32 {
        match Arc::get_mut(&mut self.0) {
            Some(owned) => owned.types.intern(kind),
            None => self.0.types.intern_shared(kind),
        }
    }

    pub fn attr(&mut self, kind: AttrKind) -> u32 {
        match Arc::get_mut(&mut self.0) {
            Some(owned) => owned.attrs.intern(kind),
            None => self.0.attrs.intern_shared(kind),
        }
    }

    /// Registers a parsed source (see [`SourceLocs::add`]); a context that
    /// shares its storage gives the line starts back, so that the source's
    /// locations are interned as any other.
    pub fn add_source(
        &mut self,
        file: super::Symbol,
        len: usize,
        line_starts: Vec<u32>,
    ) -> Result<u32, Vec<u32>> {
        match Arc::get_mut(&mut self.0) {
            Some(owned) => owned.source_locs.add(file, len, line_starts),
            None => Err(line_starts),
        }
    }

    pub fn dialect_type<S: Storage>(&self, params: S) -> u32 {
        let interned = &*self.0;
        intern_params(
            &interned.types,
            &interned.dialect_types,
            params,
            TypeKind::Dialect,
            TypeKind::dialect_storage,
        )
    }

    pub fn dialect_attr<S: Storage>(&self, params: S) -> u32 {
        let interned = &*self.0;
        intern_params(
            &interned.attrs,
            &interned.dialect_attrs,
            params,
            AttrKind::Dialect,
            AttrKind::dialect_storage,
        )
    }

    pub fn find_dialect_type<S: Storage>(&self, params: &S) -> Option<u32> {
        let index = lock(&self.0.dialect_types);
        find_params(&self.0.types, &index, params, TypeKind::dialect_storage)
    }

    pub fn find_dialect_attr<S: Storage>(&self, params: &S) -> Option<u32> {
        let index = lock(&self.0.dialect_attrs);
        find_params(&self.0.attrs, &index, params, AttrKind::dialect_storage)
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

fn find_params<S: Storage, K: Eq + std::hash::Hash>(
    items: &Uniquer<K>,
    index: &hashbrown::HashTable<u32>,
    params: &S,
    storage: fn(&K) -> Option<&DialectStorage>,
) -> Option<u32> {
    if let Some(normal) = params.normalized() {
        return find_params(items, index, &normal, storage);
    }
    let hash = super::storage::hash_params(params);
    index
        .find(hash, |&id| {
            storage(items.get(id)).and_then(DialectStorage::downcast::<S>) == Some(params)
        })
        .copied()
}

/// The id of the dialect type or attribute with `params`, interned if new.
/// The index stays locked from the lookup to the insertion, so that two
/// threads interning the same parameters get one id. Dialect definitions
/// are made far less often than builtin kinds, so this path always locks.
fn intern_params<S: Storage, K: Eq + std::hash::Hash>(
    items: &Uniquer<K>,
    index: &Mutex<hashbrown::HashTable<u32>>,
    params: S,
    wrap: fn(DialectStorage) -> K,
    storage: fn(&K) -> Option<&DialectStorage>,
) -> u32 {
    let params = params.normalized().unwrap_or(params);
    let mut index = lock(index);
    if let Some(id) = find_params(items, &index, &params, storage) {
        return id;
    }
    let hash = super::storage::hash_params(&params);
    let id = items.intern_shared(wrap(DialectStorage::new(params)));
    index.insert_unique(hash, id, |&i| {
        storage(items.get(i)).map_or(0, DialectStorage::hash_value)
    });
    id
}
