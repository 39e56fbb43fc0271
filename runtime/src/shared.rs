//! [`CowArc`]: a value that forks of a context share until one changes it.

use std::sync::Arc;

/// A value shared by reference count and copied on its first change while
/// shared (`Arc::make_mut`). The contexts a pass manager makes for its
/// threads share their registry this way: registering into one copies it.
#[derive(Default)]
pub struct CowArc<T>(Arc<T>);

impl<T> CowArc<T> {
    /// Another handle on the same value.
    pub(crate) fn share(&self) -> CowArc<T> {
        CowArc(Arc::clone(&self.0))
    }
}

impl<T> std::ops::Deref for CowArc<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: Clone> std::ops::DerefMut for CowArc<T> {
    fn deref_mut(&mut self) -> &mut T {
        Arc::make_mut(&mut self.0)
    }
}
