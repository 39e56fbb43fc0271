//! What the lowerings to the llvm dialect share (MLIR's
//! `mlir/Conversion/LLVMCommon`): the type converter, the memref
//! descriptor, the pattern helpers and the runtime functions called.

mod functions;
mod memory;
mod memref_descriptor;
mod nd_vectors;
mod pattern;
mod type_converter;
mod unranked_descriptor;

pub use functions::{
    at_module_start, enclosing_module, lookup_or_create_fn, lookup_or_create_reserved_fn,
};
pub use memory::{load, spill, store};
pub use memref_descriptor::{index_attr_constant, MemRefDescriptor, StaticLayout};
pub use nd_vectors::{innermost_vector, unroll_nd_vectors};
pub use pattern::{
    add_llvm_lowering, pass_through, AttrConversion, FloatOnly, LlvmLowering, OneToOne,
};
pub use type_converter::{address_space, LlvmTypeConverter, LowerToLlvmOptions};
pub use unranked_descriptor::{
    copy_unranked_descriptors, descriptor_size, UnrankedMemRefDescriptor,
};

/// The target of a lowering to llvm (MLIR's `LLVMConversionTarget`): the
/// llvm dialect, and the casts a lowering may build itself (a value of a
/// pattern-created op cast to a converted type) are legal.
pub fn llvm_conversion_target() -> ods_runtime::conversion::ConversionTarget {
    let mut target = ods_runtime::conversion::ConversionTarget::new();
    target.add_legal_dialect("llvm");
    target.add_legal_op(ods_runtime::conversion::CAST);
    target
}
