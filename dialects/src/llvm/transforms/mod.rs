//! The passes of MLIR's llvm dialect (`mlir/Dialect/LLVMIR/Transforms`),
//! declared by the installed `Passes.td` (`overlay/passes/llvm_transforms.td`
//! keeps the ones implemented here).

mod di_scope_for_llvm_func;
mod request_c_wrappers;

include!(concat!(env!("OUT_DIR"), "/llvm_transforms.rs"));

pub use di_scope_for_llvm_func::{DIScopeForLLVMFuncOp, EmissionKindOption};
pub use request_c_wrappers::RequestCWrappers;

/// Registers the llvm passes this crate implements
/// (`llvm-request-c-wrappers`, `ensure-debug-info-scope-on-llvm-func`).
pub fn register_llvm_passes(registry: &mut ods_runtime::pass::PassRegistry) {
    register_llvm_request_c_wrappers_pass::<RequestCWrappers>(registry);
    register_di_scope_for_llvm_func_op_pass::<DIScopeForLLVMFuncOp>(registry);
}
