//! An example of a kernel written in a dialect of one's own (`kern`, from
//! the `kern-dialect` crate), lowered to C++ by this crate's build script
//! (`kern` to loops, `convert-to-emitc`, the C++ exporter), compiled with
//! `cc` and called from Rust: [`axpy`].

#![warn(missing_docs)]

/// The elements of the buffers the kernel of `src/axpy.mlir` takes.
pub const LEN: usize = 16;

extern "C" {
    /// `src/axpy.mlir`'s `@axpy`, compiled from the C++ the build script
    /// wrote: `y[i] = a * x[i] + y[i]`.
    #[link_name = "axpy"]
    fn axpy_kernel(a: f32, x: *mut f32, y: *mut f32);
}

/// `y[i] = a * x[i] + y[i]` for each `i`, by the compiled kernel.
pub fn axpy(a: f32, x: &[f32; LEN], y: &mut [f32; LEN]) {
    // The kernel reads `LEN` elements of `x` and reads and writes `LEN`
    // of `y`, which both hold; it keeps no pointer. C has no const arrays
    // in the exported signature, so `x` is passed as mutable, unwritten.
    let mut x = *x;
    unsafe { axpy_kernel(a, x.as_mut_ptr(), y.as_mut_ptr()) }
}
