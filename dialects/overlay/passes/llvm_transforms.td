// The passes of MLIR's llvm dialect (mlir/Dialect/LLVMIR/Transforms/
// Passes.td, read where LLVM installs it) that this crate implements, in
// src/llvm/transforms/. That file includes LLVMOps.td, which none of its
// passes needs and which overlay/llvm.td generates: its include guard,
// defined first, leaves it out.

#define LLVMIR_OPS
include "mlir/Dialect/LLVMIR/Transforms/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["llvm-request-c-wrappers",
                      "ensure-debug-info-scope-on-llvm-func"]>;

// The option's C++ enum is the dialect's `DIEmissionKind`, wrapped to give
// it the option's value names and descriptions.
def : RustFor<"DIScopeForLLVMFuncOpPass.emissionKind.type",
              [{ crate::llvm::transforms::EmissionKindOption }]>;
def : RustFor<"DIScopeForLLVMFuncOpPass.emissionKind.default",
              [{ crate::llvm::transforms::EmissionKindOption::default() }]>;
