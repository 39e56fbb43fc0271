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

pub use functions::{at_module_start, enclosing_module, lookup_or_create_fn};
pub use memory::{load, spill, store};
pub use memref_descriptor::{index_attr_constant, MemRefDescriptor, StaticLayout};
pub use nd_vectors::{innermost_vector, unroll_nd_vectors};
pub use pattern::{add_llvm_lowering, pass_through, AttrConversion, LlvmLowering, OneToOne};
pub use type_converter::{address_space, LlvmTypeConverter, LowerToLlvmOptions};
pub use unranked_descriptor::{
    copy_unranked_descriptors, descriptor_size, UnrankedMemRefDescriptor,
};
