//! What the lowerings to the llvm dialect share (MLIR's
//! `mlir/Conversion/LLVMCommon`): the type converter, the memref
//! descriptor and the pattern helpers.

mod memref_descriptor;
mod pattern;
mod type_converter;

pub use memref_descriptor::MemRefDescriptor;
pub use pattern::{add_llvm_lowering, pass_through, AttrConversion, LlvmLowering, OneToOne};
pub use type_converter::{LlvmTypeConverter, LowerToLlvmOptions};
