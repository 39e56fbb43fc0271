// `convert-index-to-llvm`, declared in MLIR's mlir/Conversion/Passes.td
// (read where LLVM installs it), implemented in
// src/conversion/index_to_llvm/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-index-to-llvm"]>;

def : RustFor<"ConvertIndexToLLVMPass.dependentDialects.::mlir::LLVM::LLVMDialect",
              [{ crate::llvm::LLVMDialect }]>;
