// `finalize-memref-to-llvm`, declared in MLIR's mlir/Conversion/Passes.td
// (read where LLVM installs it), implemented in
// src/conversion/memref_to_llvm/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["finalize-memref-to-llvm"]>;

def : RustFor<"FinalizeMemRefToLLVMConversionPass.dependentDialects.LLVM::LLVMDialect",
              [{ crate::llvm::LLVMDialect }]>;
