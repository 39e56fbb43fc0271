//! A vector that grows through `&self` and never moves what it holds, so
//! that a reference to an item stays valid while more are appended.
//!
//! The context's interned values live in one: a verifier thread, which sees
//! the context as `&Context`, may intern a location
//! ([`Uniquer::intern_shared`](super::uniquer::Uniquer::intern_shared))
//! while others read attributes. Items sit in buckets of doubling sizes
//! that are allocated once and never reallocated.

use std::alloc::{alloc, dealloc, handle_alloc_error, Layout};
use std::sync::atomic::{AtomicPtr, AtomicU32, Ordering};

/// Items of the first bucket, as a power of two.
const FIRST_BITS: u32 = 5;
/// Buckets enough for every `u32` index.
const BUCKETS: usize = (32 - FIRST_BITS) as usize + 1;

/// The bucket of item `i` and its place there: bucket `b` holds
/// `2^(FIRST_BITS + b)` items.
fn locate(i: u32) -> (usize, usize) {
    let j = u64::from(i) + (1 << FIRST_BITS);
    let bits = 63 - j.leading_zeros();
    ((bits - FIRST_BITS) as usize, (j - (1 << bits)) as usize)
}

fn bucket_layout<T>(bucket: usize) -> Layout {
    Layout::array::<T>(1 << (FIRST_BITS as usize + bucket)).expect("bucket size overflows")
}

/// Append-only storage with stable addresses; see the module comment.
pub(crate) struct AppendVec<T> {
    buckets: [AtomicPtr<T>; BUCKETS],
    /// Items written; an item is written before `len` counts it.
    len: AtomicU32,
}

// Items are handed out as `&T` to any thread and may be appended from any
// thread (under the owner's lock).
unsafe impl<T: Send> Send for AppendVec<T> {}
unsafe impl<T: Send + Sync> Sync for AppendVec<T> {}

impl<T> Default for AppendVec<T> {
    fn default() -> Self {
        AppendVec {
            buckets: std::array::from_fn(|_| AtomicPtr::new(std::ptr::null_mut())),
            len: AtomicU32::new(0),
        }
    }
}

impl<T> AppendVec<T> {
    pub fn len(&self) -> usize {
        self.len.load(Ordering::Acquire) as usize
    }

    /// Item `i`; panics past the end.
    pub fn get(&self, i: u32) -> &T {
        let len = self.len.load(Ordering::Acquire);
        assert!(i < len, "index {i} out of range ({len} items)");
        let (bucket, at) = locate(i);
        // SAFETY: `i < len`, so its bucket exists and the item was written
        // before `len` was published (the acquire above orders the reads).
        unsafe { &*self.buckets[bucket].load(Ordering::Acquire).add(at) }
    }

    /// Appends `value` and returns its index.
    pub fn push(&mut self, value: T) -> u32 {
        // SAFETY: `&mut self` excludes any other appender.
        unsafe { self.push_shared(value) }
    }

    /// Appends `value` through `&self` and returns its index.
    ///
    /// # Safety
    /// No other call of `push_shared` may run at the same time: the caller
    /// holds a lock that all appenders take.
    pub unsafe fn push_shared(&self, value: T) -> u32 {
        const { assert!(std::mem::size_of::<T>() > 0) };
        let i = self.len.load(Ordering::Relaxed);
        let i_next = i.checked_add(1).expect("more than 2^32 items");
        let (bucket, at) = locate(i);
        let mut base = self.buckets[bucket].load(Ordering::Acquire);
        if base.is_null() {
            let layout = bucket_layout::<T>(bucket);
            // SAFETY: the layout has a nonzero size (`T` is not zero-sized).
            base = unsafe { alloc(layout) }.cast::<T>();
            if base.is_null() {
                handle_alloc_error(layout);
            }
            self.buckets[bucket].store(base, Ordering::Release);
        }
        // SAFETY: `at` is inside the bucket, and no reader reaches index
        // `i` before `len` counts it.
        unsafe { base.add(at).write(value) };
        self.len.store(i_next, Ordering::Release);
        i
    }
}

impl<T> Drop for AppendVec<T> {
    fn drop(&mut self) {
        let len = *self.len.get_mut();
        for i in 0..len {
            let (bucket, at) = locate(i);
            // SAFETY: items below `len` were written and are dropped once.
            unsafe { self.buckets[bucket].get_mut().add(at).drop_in_place() };
        }
        for (bucket, base) in self.buckets.iter_mut().enumerate() {
            let base = *base.get_mut();
            if !base.is_null() {
                // SAFETY: allocated in `push_shared` with this layout.
                unsafe { dealloc(base.cast(), bucket_layout::<T>(bucket)) };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{locate, AppendVec};

    #[test]
    fn buckets_double_and_cover_every_index() {
        assert_eq!(locate(0), (0, 0));
        assert_eq!(locate(31), (0, 31));
        assert_eq!(locate(32), (1, 0));
        assert_eq!(locate(95), (1, 63));
        assert_eq!(locate(96), (2, 0));
        assert_eq!(locate(u32::MAX).0, super::BUCKETS - 1);
    }

    #[test]
    fn items_keep_their_place_while_it_grows() {
        let mut v: AppendVec<String> = AppendVec::default();
        let first: *const String = {
            v.push("0".to_string());
            v.get(0)
        };
        for i in 1..1000u32 {
            assert_eq!(v.push(i.to_string()), i);
        }
        assert_eq!(v.len(), 1000);
        assert!(std::ptr::eq(first, v.get(0)));
        assert_eq!(v.get(999), "999");
    }
}
