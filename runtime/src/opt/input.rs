//! The input text, mapped from its file where the platform allows.
//!
//! Once parsed, the text is only read again to show a diagnostic's source
//! line, yet read into memory it stays resident while the IR is printed: a
//! third of the peak memory of reading and printing a large file. Mapped, its
//! pages are dropped as the parser is done with them
//! ([`Input::release_range`]), so the whole text is never resident next to
//! the IR made from it, and read back from the file if a diagnostic needs
//! them (mlir-opt maps its input too, and keeps it).

use std::path::Path;

/// The text of the input: a mapped file, or bytes read (standard input).
pub(super) enum Input {
    /// Read into memory.
    Read(String),
    /// A read-only private mapping of a whole file, checked to be UTF-8.
    #[cfg(unix)]
    Mapped(mapping::Mapping),
}

/// Why an input cannot be used.
pub(super) enum InputError {
    /// It cannot be read.
    Io(std::io::Error),
    /// It is not UTF-8.
    NotUtf8,
}

impl Input {
    /// The file at `path`, mapped where possible.
    pub fn from_file(path: &Path) -> Result<Input, InputError> {
        #[cfg(unix)]
        if let Some(mapped) = mapping::Mapping::of(path).map_err(InputError::Io)? {
            return match std::str::from_utf8(mapped.bytes()) {
                Ok(_) => Ok(Input::Mapped(mapped)),
                Err(_) => Err(InputError::NotUtf8),
            };
        }
        Input::from_bytes(std::fs::read(path).map_err(InputError::Io)?)
    }

    /// Bytes already read.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Input, InputError> {
        String::from_utf8(bytes)
            .map(Input::Read)
            .map_err(|_| InputError::NotUtf8)
    }

    /// The text.
    pub fn text(&self) -> &str {
        match self {
            Input::Read(s) => s,
            // SAFETY: checked to be UTF-8 when mapped; the mapping is
            // private and read-only.
            #[cfg(unix)]
            Input::Mapped(m) => unsafe { std::str::from_utf8_unchecked(m.bytes()) },
        }
    }

    /// Gives the memory of a mapped text back to the system; reading it
    /// again reads the file. Read text stays as it is.
    pub fn release(&self) {
        self.release_range(0..self.text().len());
    }

    /// [`Input::release`] for the whole pages within `range` of the text:
    /// what the parser is done reading
    /// ([`DoneReading`](crate::asm::parser::DoneReading)).
    pub fn release_range(&self, range: std::ops::Range<usize>) {
        #[cfg(unix)]
        if let Input::Mapped(m) = self {
            m.release(range);
        }
        #[cfg(not(unix))]
        let _ = range;
    }
}

#[cfg(unix)]
mod mapping {
    use std::os::fd::AsRawFd;
    use std::path::Path;

    /// A whole regular, non-empty file mapped read-only.
    pub struct Mapping {
        ptr: *mut libc::c_void,
        len: usize,
    }

    impl Mapping {
        /// The mapping of the file at `path`; `None` for what cannot be
        /// mapped (empty files, pipes, devices), to be read instead.
        pub fn of(path: &Path) -> std::io::Result<Option<Mapping>> {
            let file = std::fs::File::open(path)?;
            let meta = file.metadata()?;
            let Ok(len) = usize::try_from(meta.len()) else {
                return Ok(None);
            };
            if !meta.is_file() || len == 0 {
                return Ok(None);
            }
            // SAFETY: a fresh private read-only mapping of an open file;
            // the descriptor may close once it is made.
            let ptr = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    len,
                    libc::PROT_READ,
                    libc::MAP_PRIVATE,
                    file.as_raw_fd(),
                    0,
                )
            };
            Ok((ptr != libc::MAP_FAILED).then_some(Mapping { ptr, len }))
        }

        pub fn bytes(&self) -> &[u8] {
            // SAFETY: `len` mapped readable bytes that live as long as `self`.
            unsafe { std::slice::from_raw_parts(self.ptr.cast::<u8>(), self.len) }
        }

        /// Drops the resident pages within `range`; they are read from the
        /// file again when touched (the mapping is private and never
        /// written). Pages only partly in `range` stay.
        pub fn release(&self, range: std::ops::Range<usize>) {
            // SAFETY: sysconf has no preconditions.
            let page = usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) })
                .ok()
                .filter(|p| p.is_power_of_two())
                .unwrap_or(4096);
            let start = range.start.next_multiple_of(page);
            // The mapping's last page is whole, whatever the file's length.
            let end = match range.end >= self.len {
                true => self.len.next_multiple_of(page),
                false => range.end & !(page - 1),
            };
            if start < end {
                // SAFETY: advice on whole pages of this mapping; its
                // contents are kept.
                unsafe {
                    libc::madvise(
                        self.ptr.cast::<u8>().add(start).cast(),
                        end - start,
                        libc::MADV_DONTNEED,
                    )
                };
            }
        }
    }

    // SAFETY: the mapping is read-only and `release` only advises the
    // system; both are safe from any thread.
    unsafe impl Send for Mapping {}
    unsafe impl Sync for Mapping {}

    impl Drop for Mapping {
        fn drop(&mut self) {
            // SAFETY: unmaps what `of` mapped; no borrow of it outlives `self`.
            unsafe { libc::munmap(self.ptr, self.len) };
        }
    }
}
