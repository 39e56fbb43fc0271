//! The current thread as LLVM names it in action logs and profiles
//! (`llvm::get_thread_name`, `llvm::get_threadid`).

/// The system's name of the current thread (on Linux, a thread started
/// without a name has its creator's: the process's, `mlir-opt` for
/// mlir-opt's main thread), or its id when it has none.
pub(super) fn name() -> String {
    #[cfg(target_os = "linux")]
    {
        let mut buf = [0u8; 64];
        // SAFETY: the buffer is valid for its length; the call writes a
        // NUL-terminated name into it.
        let rc = unsafe {
            libc::pthread_getname_np(libc::pthread_self(), buf.as_mut_ptr().cast(), buf.len())
        };
        let len = buf.iter().position(|&b| b == 0).unwrap_or(0);
        if rc == 0 && len > 0 {
            return String::from_utf8_lossy(&buf[..len]).into_owned();
        }
    }
    id().to_string()
}

/// The system's id of the current thread (`gettid` on Linux).
pub(super) fn id() -> u64 {
    #[cfg(target_os = "linux")]
    // SAFETY: `gettid` has no preconditions.
    let id = unsafe { libc::gettid() } as u64;
    #[cfg(not(target_os = "linux"))]
    let id = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        std::thread::current().id().hash(&mut h);
        h.finish()
    };
    id
}
