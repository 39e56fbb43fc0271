//! Deep recursion over nested IR. Parsing, printing, verifying and walking
//! recurse once per nested region, attribute or type; where the stack runs
//! low, [`grow`] continues on a fresh segment on the heap, so that IR as
//! deep as mlir-opt reads (about 2,000 nested regions, 6,800 nested arrays)
//! is read and printed on any thread, not only on `opt::main`'s large one.

/// What is left of the stack below which a new segment is taken: more
/// than the frames between two calls of [`grow`] take in a debug build.
const RED_ZONE: usize = 256 * 1024;

/// The size of each new segment.
const SEGMENT: usize = 4 * 1024 * 1024;

/// Runs `f`, on a new stack segment if this one runs low.
pub(crate) fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}
